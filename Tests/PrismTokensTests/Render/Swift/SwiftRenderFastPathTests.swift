import Foundation
import Testing

@testable import PrismTokens

/// The Swift render context's fast paths — reusing what the first theme wrote for a token a theme
/// shares with it, tabled literals made from their rows, aliases without metadata written without
/// following the target's chain — build the same context as the general path, on random resolver
/// documents (mostly resolved incrementally, so themes share most tokens) and on the corpus.
@Suite struct SwiftRenderFastPathTests {
    /// Builds the Swift context of a resolution both ways and records any difference.
    static func expectSameContext(
        _ resolution: TokenSetResolution, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.swift], toolVersion: "TEST"), sourceName: "tokens.json")
        var fastDiagnostics = DiagnosticBag()
        var generalDiagnostics = DiagnosticBag()
        let fast = SwiftRenderContext.build(input, diagnostics: &fastDiagnostics)
        let general = SwiftRenderContext.build(input, diagnostics: &generalDiagnostics, usesFastPaths: false)
        #expect(fast == general, "\(label): the fast path's context differs", sourceLocation: sourceLocation)
        #expect(
            fastDiagnostics.all.map(\.compilerFormatted) == generalDiagnostics.all.map(\.compilerFormatted),
            "\(label)", sourceLocation: sourceLocation)
    }

    /// How many tokens of the themes after the first are shared with the first theme.
    static func sharedTokens(_ resolution: TokenSetResolution) -> Int {
        guard let first = resolution.themes.first else { return 0 }
        return resolution.themes.dropFirst().reduce(0) { count, theme in
            count + zip(first.tokens, theme.tokens).filter { $0.0.isShared(with: $0.1) }.count
        }
    }

    /// Random themed documents: colors, aliases (curly and JSON Pointer), shadows referencing
    /// tokens, transitions and typography with Prism metadata; contexts redefine a few tokens.
    static func randomFiles(seed: Int) -> [String: String] {
        var random = IncrementalResolutionTests.Random(state: UInt64(seed))
        let colors = 6 + random.next(10)
        let aliases = 6 + random.next(20)
        var base = IncrementalResolutionTests.randomDocument(&random, colors: colors, aliases: aliases, redefining: nil)
        // Motion and typography with metadata, one reduced motion naming another transition.
        base.removeLast()
        base += """
            , "motion": { "$type": "transition",
                "fast": { "$value": { "duration": { "value": \(100 + random.next(200)), "unit": "ms" },
                  "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] } },
                "slow": { "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" },
                  "timingFunction": [0.4, 0, 0.2, 1] },
                  "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{motion.fast}" } } } },
              "dim": { "$type": "dimension", "a": { "$value": { "value": \(random.next(40)), "unit": "px" } },
                "b": { "$value": "{dim.a}" },
                "c": { "$value": "{dim.a}", "$extensions": { "com.byescaleira.prism": { "textStyle": "body" } } } },
              "type": { "$type": "typography", "body": { "$value": { "fontFamily": ["Inter"],
                "fontSize": "{dim.a}", "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" },
                "lineHeight": 1.4 } } } }
            """
        var files = ["base.json": base]
        var contexts: [String] = []
        for c in 0..<4 {
            let name = "c\(c).json"
            let share = c == 0 ? 0 : 5 + random.next(20)
            var text = IncrementalResolutionTests.randomDocument(
                &random, colors: colors, aliases: aliases, redefining: share)
            if c == 2 {
                // Redefine the transition another one's reduced motion names.
                let isEmpty = !text.contains(":")
                text.removeLast()
                text +=
                    (isEmpty ? "" : ", ") + """
                        "motion": { "$type": "transition", "fast": { "$value": { "duration": { "value": 50, "unit": "ms" },
                          "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] } } } }
                        """
            }
            if c == 0, seed % 5 == 0 {
                // Now and then the first context adds a terminal color the others lack, at the
                // end of its tokens: the later themes are one token shorter than the first.
                let isEmpty = !text.contains(":")
                text.removeLast()
                text +=
                    (isEmpty ? "" : ", ") + """
                        "zz": { "$type": "color", "extra": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.4, 0.6] },
                          "$extensions": { "com.byescaleira.prism": { "ansi": 5 } } } } }
                        """
            }
            files[name] = text
            contexts.append("\"c\(c)\": [{ \"$ref\": \"\(name)\" }]")
        }
        files["tokens.resolver.json"] = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "mode": { "contexts": { \(contexts.joined(separator: ", ")) } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """
        return files
    }

    @Test(arguments: 1...16) func randomDocumentsBuildTheSameContext(seed: Int) throws {
        let resolution = try Resolution.of(files: Self.randomFiles(seed: seed), root: "tokens.resolver.json")
        Self.expectSameContext(resolution, "seed \(seed)")
    }

    @Test(arguments: 1...8) func catalogFormsAreEachThemesToken(seed: Int) throws {
        // A catalog token's forms are each theme's token at its path; kept as one token exactly
        // when every theme has that very instance (the fast path), as a list in the general one.
        let resolution = try Resolution.of(files: Self.randomFiles(seed: seed), root: "tokens.resolver.json")
        let themes = resolution.themes
        var bag = DiagnosticBag()
        let fast = SwiftTokenCatalog(themes: themes, diagnostics: &bag)
        let general = SwiftTokenCatalog(themes: themes, diagnostics: &bag, skipsSharedTokens: false)
        #expect(fast.tokens.map(\.path) == general.tokens.map(\.path))
        #expect(fast.tokens.map(\.isInvariant) == general.tokens.map(\.isInvariant))
        var shared = 0
        for (token, listed) in zip(fast.tokens, general.tokens) {
            #expect(token.perTheme.count == themes.count && listed.perTheme.count == themes.count)
            for (position, theme) in themes.enumerated() {
                let expected = try #require(theme[token.path])
                #expect(token.perTheme[position].isShared(with: expected), "\(token.path) in \(theme.name)")
                #expect(listed.perTheme[position].isShared(with: expected), "\(token.path) in \(theme.name)")
            }
            let everyThemeShares = themes.allSatisfy { $0[token.path]?.isShared(with: token.perTheme[0]) == true }
            #expect(token.perTheme.isShared == everyThemeShares, "\(token.path)")
            #expect(!listed.perTheme.isShared || themes.count == 1)
            if token.perTheme.isShared { shared += 1 }
        }
        // Every fifth seed's first theme has a token the others lack: they are resolved in full.
        #expect(themes.count < 2 || seed % 5 == 0 || shared > 0, "seed \(seed): no token shared by every theme")
    }

    @Test func aFirstThemeWithATokenTheOthersLackBuildsTheSameContext() throws {
        // The first theme's last token is past the end of the later themes: looked up by path
        // there (and left out, with a warning), not taken as shared.
        func color(_ r: Double) -> String { #"{ "colorSpace": "srgb", "components": [\#(r), 0.5, 0.5] }"# }
        let members = (0..<6).map { #""c\#($0)": { "$value": \#(color(Double($0) / 10)) }"# }
        let files = [
            "base.json": #"{ "g": { "$type": "color", \#(members.joined(separator: ", ")) } }"#,
            "c0.json": #"{ "g": { "extra": { "$value": \#(color(0.9)) } } }"#, "c1.json": "{}",
            "c2.json": #"{ "g": { "c3": { "$value": \#(color(0.7)) } } }"#,
            "tokens.resolver.json": """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "mode": { "contexts": { "c0": [{ "$ref": "c0.json" }], "c1": [{ "$ref": "c1.json" }],
                "c2": [{ "$ref": "c2.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """,
        ]
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(resolution.themes.map(\.tokens.count) == [7, 6, 6])
        Self.expectSameContext(resolution, "first theme longer")
        var bag = DiagnosticBag()
        let catalog = SwiftTokenCatalog(themes: resolution.themes, diagnostics: &bag)
        #expect(catalog.tokens.map(\.path.description) == (0..<6).map { "g.c\($0)" })
        #expect(bag.all.contains { $0.rule == "render.swift-theme" && $0.message.contains("g.extra") })
    }

    @Test func randomDocumentsShareTokensBetweenThemes() throws {
        // The fast paths are exercised only where themes share tokens: most random documents must.
        var sharing = 0
        for seed in 1...16 {
            let resolution = try Resolution.of(files: Self.randomFiles(seed: seed), root: "tokens.resolver.json")
            if Self.sharedTokens(resolution) > 0 { sharing += 1 }
        }
        #expect(sharing >= 8, "documents whose themes share tokens: \(sharing) of 16")
    }

    @Test func vendoredCorpusBuildsTheSameContext() throws {
        let resolutions = try Corpus.tokenResolutions()
        var shared = 0
        for (path, resolution) in resolutions {
            Self.expectSameContext(resolution, path)
            shared += Self.sharedTokens(resolution)
        }
        #expect(resolutions.count >= 20, "corpus files checked: \(resolutions.count)")
        #expect(shared > 0, "no corpus theme shares a token with its first theme")
    }

    @Test func tabledLiteralsAreTheLiteralsOfTheirValues() throws {
        // Every tabled value's literal, made from its row, is the literal the expression writer makes.
        var random = IncrementalResolutionTests.Random(state: 7)
        var members: [String] = []
        for i in 0..<200 {
            let c = (0..<3).map { _ in String(Double(random.next(100_001)) / 100_000) }.joined(separator: ", ")
            let alpha = random.next(3) == 0 ? ", \"alpha\": \(Double(random.next(1001)) / 1000)" : ""
            let space = random.next(5) == 0 ? "display-p3" : "srgb"
            members.append(
                #""c\#(i)": { "$type": "color", "$value": { "colorSpace": "\#(space)", "components": [\#(c)]\#(alpha) } }"#
            )
            members.append(
                #""d\#(i)": { "$type": "dimension", "$value": { "value": \#(Double(random.next(100_000)) / 64), "unit": "\#(random.next(2) == 0 ? "px" : "rem")" } }"#
            )
            members.append(#""n\#(i)": { "$type": "number", "$value": \#(Double(random.next(1_000_000)) / 997) }"#)
            members.append(
                #""t\#(i)": { "$type": "duration", "$value": { "value": \#(random.next(5000)), "unit": "ms" } }"#)
        }
        let resolution = try Resolution.of("{ " + members.joined(separator: ", ") + " }")
        let theme = try #require(resolution.themes.first)
        let plan = SwiftThemePlan(
            theme: theme, index: 0, identifier: SwiftIdentifier(name: "default"), colorScheme: nil, contrast: nil)
        let input = SwiftThemeContextInput(index: 0, resolved: theme, plan: plan)
        let expressions = SwiftValueExpressions(enums: [], typePrefix: "Acme")
        var tabled = 0
        for token in theme.tokens {
            let general = expressions.expression(for: token, in: input, at: .invariantEnum)
            guard let fast = SwiftValueTables.rowAndLiteral(for: token, typePrefix: "Acme") else {
                #expect(SwiftValueTables.row(for: token) == nil)
                continue
            }
            tabled += 1
            #expect(fast.literal == general, "\(token.path)")
            #expect(fast.row == SwiftValueTables.row(for: token))
        }
        #expect(tabled > 600)
    }
}
