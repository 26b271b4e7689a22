import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

/// Validation that reuses the first theme's findings where a theme shares its tokens
/// (``ThemeChanges``) gives exactly what checking every theme in full gives: the same
/// diagnostics in the same order, the same measured pairs and the same count — on randomized
/// resolvers whose findings differ between permutations, and on every vendored corpus file.
@Suite struct FirstThemeReuseTests {
    /// What one comparison saw, to prove the fast path was taken and had findings to reproduce.
    struct Coverage {
        var themes = 0
        /// Themes after the first that shared tokens with it.
        var reused = 0
        /// Of those, the ones that kept the first theme's pairs.
        var keptPairs = 0
        var findings = 0
        /// Theme-specific findings (contrast, cvd, per-token rules) that not every theme has.
        var varyingFindings = 0
        /// Failing or unverifiable contrast pairs.
        var contrastFindings = 0

        mutating func add(_ other: Coverage) {
            contrastFindings += other.contrastFindings
            themes += other.themes
            reused += other.reused
            keptPairs += other.keptPairs
            findings += other.findings
            varyingFindings += other.varyingFindings
        }
    }

    /// Validates `resolution` both ways and records every difference.
    @discardableResult
    static func expectSameValidation(
        _ resolution: TokenSetResolution, overrides: TokenValidation.RuleOverrides = [:], _ name: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Coverage {
        let (configuration, diagnostics) = TokenValidation.configuration(of: resolution, overrides: overrides)
        let fast = TokenValidation.validate(
            resolution, configuration: configuration, diagnostics: diagnostics, observer: nil, reusingFirstTheme: true)
        let full = TokenValidation.validate(
            resolution, configuration: configuration, diagnostics: diagnostics, observer: nil, reusingFirstTheme: false)
        let (mine, expected) = (fast.diagnostics.all, full.diagnostics.all)
        let difference = zip(mine, expected).enumerated().first { $0.element.0 != $0.element.1 }
        #expect(
            mine.count == expected.count && difference == nil,
            "\(name): \(mine.count) vs \(expected.count) diagnostics; \(difference.map { "#\($0.offset): \(describe($0.element.0))\n  instead of\n\(describe($0.element.1))" } ?? "")",
            sourceLocation: sourceLocation)
        #expect(fast.pairsChecked == full.pairsChecked, "\(name)", sourceLocation: sourceLocation)
        let pairDifference = zip(fast.pairs, full.pairs).first { $0 != $1 }
        #expect(
            fast.pairs.count == full.pairs.count && pairDifference == nil,
            "\(name): \(fast.pairs.count) vs \(full.pairs.count) pairs; \(pairDifference.map { "\($0)\n  instead of\n\($1)" } ?? "")",
            sourceLocation: sourceLocation)

        var coverage = Coverage(themes: resolution.themes.count, findings: expected.count)
        if let first = resolution.themes.first {
            for theme in resolution.themes.dropFirst() {
                guard let changes = ThemeChanges(theme, first: first) else { continue }
                coverage.reused += 1
                if changes.keepsPairs { coverage.keptPairs += 1 }
            }
        }
        coverage.varyingFindings = expected.filter { $0.theme != nil && $0.rule != "contrast.no-pairs" }.count
        coverage.contrastFindings =
            expected.filter { $0.rule.hasPrefix("contrast.") && $0.rule != "contrast.no-pairs" }
            .count
        return coverage
    }

    /// Everything a diagnostic carries, for failure messages.
    static func describe(_ d: Diagnostic) -> String {
        "\(d.compilerFormatted) theme=\(d.theme ?? "-") data=\(d.data.sorted { $0.key < $1.key })"
    }

    // MARK: Randomized resolvers

    /// A color whose components come from a few levels, so that contrasts pass in some contexts
    /// and fail in others; now and then translucent, fully transparent or with a `none` component.
    static func color(_ random: inout SplitMix64, odd: Bool = false) -> String {
        let levels = ["0", "0.1", "0.3", "0.45", "0.55", "0.7", "0.9", "1"]
        var components = (0..<3).map { _ in levels[Int(random.next() % UInt64(levels.count))] }
        var alpha = ""
        if odd {
            switch random.next() % 8 {
            case 0: alpha = #", "alpha": 0.4"#
            case 1: alpha = #", "alpha": 0"#
            case 2: components[1] = "\"none\""
            default: break
            }
        }
        return #"{ "colorSpace": "srgb", "components": [\#(components.joined(separator: ", "))]\#(alpha) }"#
    }

    static let palette = 10
    static let semantic = [
        "text.default", "text.muted", "background.default", "background.subtle", "surface.default",
        "surface.raised", "primary", "onPrimary", "danger", "onDanger", "border.default", "icon.default", "link",
        "status.success", "status.warning", "status.info",
    ]

    /// A semantic color: an alias into the palette, or now and then a literal.
    static func semanticValue(_ random: inout SplitMix64, odd: Bool) -> String {
        random.next() % 5 == 0
            ? color(&random, odd: odd) : #""{palette.c\#(random.next() % UInt64(palette))}""#
    }

    static func typography(size: Int) -> String {
        #"{ "fontFamily": "Inter", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 }"#
    }

    static func transition(milliseconds: Int) -> String {
        #"{ "duration": { "value": \#(milliseconds), "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] }"#
    }

    /// The base document: palette, semantic colors named by the conventions pair inference reads,
    /// typography, a tap target and motion, with a Prism configuration that declares pairs (one
    /// APCA, one naming a token only some contexts define, one naming no token), an exclusion,
    /// a color-vision group and rule settings.
    static func base(_ random: inout SplitMix64) -> String {
        var palette: [String] = []
        for i in 0..<Self.palette { palette.append(#""c\#(i)": { "$value": \#(color(&random)) }"#) }
        var colors: [String: String] = [:]
        for name in semantic { colors[name] = semanticValue(&random, odd: false) }
        let rules =
            random.next() % 2 == 0
            ? #""rules": { "contrast.apca": { "severity": "warning", "minimumLc": 45 } },"# : ""
        let exclusion =
            random.next() % 2 == 0
            ? #", { "foreground": "color.border.*", "background": "*", "exclude": true }"# : ""
        var type: [String] = []
        for (i, name) in ["body", "caption", "title"].enumerated() {
            let style: String
            switch random.next() % 4 {
            case 0: style = #", "$extensions": { "com.byescaleira.prism": { "textStyle": "body" } }"#
            case 1: style = #", "$extensions": { "com.byescaleira.prism": { "textStyle": "enormous" } }"#
            default: style = ""
            }
            type.append(#""\#(name)": { "$value": \#(typography(size: 8 + 5 * i + Int(random.next() % 6)))\#(style) }"#)
        }
        return """
            {
              "$extensions": { "com.byescaleira.prism": { \(rules)
                "contrast": { "pairs": [
                  { "foreground": "color.text.default", "background": "color.surface.raised", "level": "aa" },
                  { "foreground": "color.link", "background": "color.background.default", "apca": 60 },
                  { "foreground": "color.text.extra", "background": "color.background.default", "level": "aa-large" },
                  { "foreground": "color.text.nowhere", "background": "color.background.default" }\(exclusion)
                ] },
                "cvd": { "groups": [{ "name": "status", "tokens": ["color.status.success", "color.status.warning", "color.status.info"] }] }
              } },
              "palette": { "$type": "color", \(palette.joined(separator: ", ")) },
              "color": { "$type": "color", \(nest(colors)) },
              "type": { "$type": "typography", \(type.joined(separator: ", ")) },
              "size": { "$type": "dimension", "tap": { "$value": { "value": \(20 + random.next() % 30), "unit": "px" },
                "$extensions": { "com.byescaleira.prism": { "tapTarget": true } } } },
              "motion": { "$type": "transition",
                "instant": { "$value": \(transition(milliseconds: 0)), "$extensions": { "com.byescaleira.prism": { "reducedMotion": "none" } } },
                "fast": { "$value": \(transition(milliseconds: 150)), "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{motion.instant}" } } },
                "slow": { "$value": \(transition(milliseconds: 6000)) } }
            }
            """
    }

    /// `a.b` → `{ "a": { "b": value } }` members, for dotted names.
    static func nest(_ values: [String: String]) -> String {
        var groups: [String: [String: String]] = [:]
        var leaves: [String: String] = [:]
        for (name, value) in values {
            let parts = name.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2 { groups[parts[0], default: [:]][parts[1]] = value } else { leaves[name] = value }
        }
        var members = leaves.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "$value": \#($0.value) }"# }
        for (group, children) in groups.sorted(by: { $0.key < $1.key }) {
            let inner = children.sorted { $0.key < $1.key }.map { #""\#($0.key)": { "$value": \#($0.value) }"# }
            members.append(#""\#(group)": { \#(inner.joined(separator: ", ")) }"#)
        }
        return members.joined(separator: ", ")
    }

    /// A context: redefines some palette colors, re-points some semantic colors, changes sizes
    /// and durations; now and then adds a token (then the theme is validated in full) or makes a
    /// color transparent, translucent or unmeasurable.
    static func context(_ random: inout SplitMix64, index: Int) -> String {
        var groups: [String] = []
        var palette: [String] = []
        for i in 0..<Self.palette where random.next() % 4 == 0 {
            palette.append(#""c\#(i)": { "$value": \#(color(&random, odd: random.next() % 3 == 0)) }"#)
        }
        if !palette.isEmpty { groups.append(#""palette": { "$type": "color", \#(palette.joined(separator: ", ")) }"#) }
        var colors: [String: String] = [:]
        for name in semantic where random.next() % 6 == 0 { colors[name] = semanticValue(&random, odd: true) }
        if random.next() % 8 == 0 { colors["text.extra"] = semanticValue(&random, odd: false) }
        if !colors.isEmpty { groups.append(#""color": { "$type": "color", \#(nest(colors)) }"#) }
        if random.next() % 3 == 0 {
            groups.append(
                #""type": { "$type": "typography", "caption": { "$value": \#(typography(size: 7 + Int(random.next() % 8))) } }"#
            )
        }
        if random.next() % 4 == 0 {
            groups.append(
                #""size": { "$type": "dimension", "tap": { "$value": { "value": \#(16 + random.next() % 40), "unit": "px" } } }"#
            )
        }
        if random.next() % 4 == 0 {
            let reduced = random.next() % 2 == 0 ? "{motion.gone}" : "sideways"
            groups.append(
                #""motion": { "$type": "transition", "fast": { "$value": \#(transition(milliseconds: 100 + Int(random.next() % 7000))), "$extensions": { "com.byescaleira.prism": { "reducedMotion": "\#(reduced)" } } } }"#
            )
        }
        return "{ " + groups.joined(separator: ", ") + " }"
    }

    /// A resolver of two modifiers of three contexts each (nine themes); the `mode` modifier's
    /// `hc` context demands AAA.
    static func files(seed: UInt64) -> [String: String] {
        var random = SplitMix64(seed: seed)
        var files = ["base.json": base(&random)]
        var modifiers: [String] = []
        for (m, modifier) in ["mode", "brand"].enumerated() {
            let names = m == 0 ? ["light", "dark", "hc"] : ["a", "b", "c"]
            var contexts: [String] = []
            for (c, name) in names.enumerated() {
                let file = "\(modifier)-\(name).json"
                // The first context of each modifier is empty now and then: themes equal to the first.
                files[file] = c == 0 && random.next() % 2 == 0 ? "{}" : context(&random, index: c)
                contexts.append(#""\#(name)": [{ "$ref": "\#(file)" }]"#)
            }
            let settings =
                m == 0
                ? #", "$extensions": { "com.byescaleira.prism": { "contexts": { "hc": { "minimumContrast": "aaa" } } } }"#
                : ""
            modifiers.append(#""\#(modifier)": { "contexts": { \#(contexts.joined(separator: ", ")) }\#(settings) }"#)
        }
        files["tokens.resolver.json"] = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { \(modifiers.joined(separator: ", ")) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/brand" }] }
            """
        return files
    }

    /// Run overrides (`--rule`) by seed: none, APCA on, a rule off, contrast as warnings.
    static func overrides(seed: UInt64) -> TokenValidation.RuleOverrides {
        switch seed % 4 {
        case 1: ["contrast.apca": .warning]
        case 2: ["typography.text-style": Diagnostic.Severity?.none, "cvd.distinguishable": .error]
        case 3: ["contrast.wcag2": .warning, "contrast.unverifiable": .note]
        default: [:]
        }
    }

    @Test(arguments: 0..<24)
    func randomizedResolversGiveTheSameFindings(seed: UInt64) throws {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.resolver.json", provider: InMemorySourceFileProvider(Self.files(seed: seed)))
        #expect(resolution.themes.count == 9)
        Self.expectSameValidation(resolution, overrides: Self.overrides(seed: seed), "seed \(seed)")
    }

    @Test func randomizedResolversTakeTheFastPathAndHaveFindingsThatDifferByTheme() throws {
        // Without this, the suite above could compare the full path with itself, or compare
        // outcomes with nothing in them.
        var total = Coverage()
        var differing = 0
        for seed in UInt64(0)..<24 {
            let resolution = try TokenSetResolution.resolve(
                file: "tokens.resolver.json", provider: InMemorySourceFileProvider(Self.files(seed: seed)))
            total.add(Self.expectSameValidation(resolution, overrides: Self.overrides(seed: seed), "seed \(seed)"))
            let themed = TokenValidation.validate(resolution).diagnostics.all.filter { $0.theme != nil }
            if Set(themed.map(\.theme)).count > 1 { differing += 1 }
        }
        let others = total.themes - 24
        #expect(
            total.reused * 10 >= others * 6, "themes sharing the first theme's tokens: \(total.reused) of \(others)")
        #expect(total.keptPairs * 2 >= total.reused, "of which kept its pairs: \(total.keptPairs)")
        #expect(total.reused > total.keptPairs, "no theme changed its pairs' shape")
        #expect(total.varyingFindings >= 24 * 5, "theme-specific findings: \(total.varyingFindings)")
        #expect(total.contrastFindings >= 24 * 3, "contrast findings: \(total.contrastFindings)")
        #expect(differing >= 20, "resolvers whose themes have different findings: \(differing)")
    }

    @Test func themesEqualToTheFirstCopyItsFindingsUnderTheirOwnName() throws {
        var random = SplitMix64(seed: 7)
        let base = Self.base(&random)
        let files = [
            "base.json": base,
            "tokens.resolver.json": IncrementalResolutionTests.resolver(contexts: [
                ("light", "same.json"), ("dark", "same.json"), ("dim", "same.json"),
            ]),
            "same.json": "{}",
        ]
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.resolver.json", provider: InMemorySourceFileProvider(files))
        let coverage = Self.expectSameValidation(resolution, "equal themes")
        #expect(coverage.reused == 2 && coverage.keptPairs == 2)
        let result = TokenValidation.validate(resolution)
        let contrast = result.diagnostics.all.filter {
            $0.rule.hasPrefix("contrast.") && $0.rule != "contrast.no-pairs"
        }
        for theme in ["light", "dark", "dim"] {
            #expect(
                contrast.filter { $0.theme == theme }.map(\.message)
                    == contrast.filter { $0.theme == "light" }.map(\.message))
        }
        #expect(result.pairs.filter { $0.theme == "dim" }.count == result.pairsChecked / 3)
    }

    // MARK: Vendored corpus

    @Test func vendoredCorpusFilesGiveTheSameFindings() throws {
        let folder = try Corpus.requireFolder()
        var compared = 0
        var total = Coverage()
        for path in Corpus.files {
            let url = folder.appendingPathComponent(path)
            let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
            guard let resolution = try? TokenSetResolution.resolve(file: url.lastPathComponent, provider: provider),
                resolution.themes.count > 1
            else { continue }
            total.add(Self.expectSameValidation(resolution, path))
            compared += 1
        }
        #expect(compared >= 20, "corpus files with several themes: \(compared)")
        #expect(total.reused > 0, "corpus themes that shared the first theme's tokens: \(total.reused)")
    }
}
