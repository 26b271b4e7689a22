import Foundation
import Testing

@testable import PrismTokens

/// Themes resolved as changes to the first permutation (``IncrementalBase``) are the themes a full
/// resolution of every permutation gives: the same tokens, values, locations and diagnostics.
@Suite struct IncrementalResolutionTests {
    /// Resolves every permutation of `document` both ways and records every difference.
    /// - Returns: how many permutations after the first were resolved from their changes alone.
    @discardableResult
    static func expectSameThemes(
        _ document: ResolverDocument, sourceLocation: Testing.SourceLocation = #_sourceLocation
    )
        throws -> Int
    {
        let resolver = ThemeResolver(document: document)
        guard try resolver.permutationCount() <= ThemeResolver.maximumPermutations else { return 0 }
        let permutations = try resolver.permutations()
        let incremental = TokenSetResolution.resolveThemes(permutations, resolver: resolver)
        #expect(incremental.count == permutations.count, sourceLocation: sourceLocation)
        var fromChanges = 0
        var base: IncrementalBase?
        for (position, permutation) in permutations.enumerated() {
            var legacy = LegacySyntaxRecorder()
            var bag = DiagnosticBag()
            let (merged, root) = resolver.mergedTree(permutation)
            let full = resolver.resolveInFull(
                permutation, merged: merged, rootLocation: root, legacy: &legacy, diagnostics: &bag,
                keepBase: position == 0)
            if position == 0 { base = full.base }
            if position > 0, let base, resolver.resolveChanges(permutation, merged: merged, base: base) != nil {
                fromChanges += 1
            }
            let other = incremental[position]
            #expect(other.theme.name == full.theme.name, sourceLocation: sourceLocation)
            let (mine, expected) = (describe(other.theme), describe(full.theme))
            let firstDifference = zip(mine, expected).first { $0 != $1 }
            #expect(
                mine.count == expected.count && firstDifference == nil,
                "\(full.theme.name): \(mine.count) vs \(expected.count) tokens; \(firstDifference.map { "\($0)\n  instead of\n\($1)" } ?? "")",
                sourceLocation: sourceLocation)
            #expect(
                other.diagnostics.all.map(\.compilerFormatted) == bag.all.map(\.compilerFormatted),
                sourceLocation: sourceLocation)
            #expect(
                other.legacy.warnings.map(\.compilerFormatted) == legacy.warnings.map(\.compilerFormatted),
                sourceLocation: sourceLocation)
            for token in full.theme.tokens {
                #expect(other.theme[token.path]?.value == token.value, "\(token.path)", sourceLocation: sourceLocation)
            }
        }
        return fromChanges
    }

    /// Every observable field of every token, locations included, one line per token.
    static func describe(_ theme: ResolvedTheme) -> [String] {
        theme.tokens.map { token in
            [
                // The value is compared with `==` (its description lists dictionaries in no fixed order).
                token.path.description, token.type.rawValue, json(token.resolvedJSON),
                token.aliasOf?.description ?? "-",
                token.memberReferences.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(
                    separator: ","),
                token.description ?? "-", token.deprecation ?? "-", token.extensions.map(json) ?? "-",
                "\(token.location)", "\(token.valueLocation)",
            ].joined(separator: " | ")
        }
    }

    /// A JSON value with the position of every node.
    static func json(_ node: JSONNode) -> String {
        let inner =
            switch node.value {
            case .null: "null"
            case .bool(let b): "\(b)"
            case .number(let n): "\(n)"
            case .string(let s): "\"\(s)\""
            case .array(let items): "[" + items.map(json).joined(separator: ",") + "]"
            case .object(let o):
                "{" + o.members.map { "\($0.key)@\($0.keyLocation):\(json($0.value))" }.joined(separator: ",") + "}"
            }
        return "\(inner)@\(node.location)"
    }

    static func load(_ files: [String: String], root: String = "tokens.resolver.json") throws -> ResolverDocument {
        var bag = DiagnosticBag()
        return try DocumentLoader.load(root, provider: InMemorySourceFileProvider(files), diagnostics: &bag)
    }

    // MARK: Hand-written cases

    @Test func contextsThatRedefineLiteralsAndAliasesResolveFromTheirChanges() throws {
        let files = [
            "tokens.resolver.json": Self.resolver(contexts: ["light": "light.json", "dark": "dark.json"]),
            "base.json": """
            {
              "palette": { "$type": "color",
                "white": { "$value": \(srgb(1, 1, 1)) }, "black": { "$value": \(srgb(0, 0, 0)) },
                "blue": { "$value": \(srgb(0, 0.267, 0.8)) } },
              "surface": { "$type": "color", "$root": { "$value": "{palette.white}" },
                "raised": { "$value": "{surface.$root}" } },
              "text": { "$type": "color", "$value": "{palette.black}" },
              "link": { "$type": "color", "$value": { "$ref": "#/palette/blue/$value" } },
              "space": { "$type": "dimension", "small": { "$value": { "value": 4, "unit": "px" } } },
              "shadow": { "$type": "shadow", "$value": { "color": "{text}", "offsetX": "{space.small}",
                "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" },
                "spread": { "value": 0, "unit": "px" } } }
            }
            """,
            "light.json": #"{ "palette": { "blue": { "$value": \#(srgb(0, 0.333, 0.933)) } } }"#,
            "dark.json": """
            { "palette": { "$type": "color", "white": { "$value": \(srgb(0.067, 0.067, 0.067)) } },
              "text": { "$type": "color", "$value": "{palette.white}" },
              "surface": { "$root": { "$type": "color", "$value": "{palette.black}" } } }
            """,
        ]
        let fromChanges = try Self.expectSameThemes(Self.load(files))
        #expect(fromChanges == 1)
    }

    @Test func contextsThatAddRetypeOrBreakTokensFallBackToFullResolution() throws {
        let base = """
            { "a": { "$type": "color", "$value": \(srgb(0.063, 0.125, 0.188)) },
              "b": { "$type": "color", "$value": "{a}" },
              "c": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }
            """
        let contexts = [
            "same": "{}",
            "literal": #"{ "a": { "$type": "color", "$value": \#(srgb(1, 1, 1)) } }"#,
            "added": #"{ "d": { "$type": "color", "$value": \#(srgb(1, 1, 1)) } }"#,
            "retyped": #"{ "a": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#,
            "broken": #"{ "b": { "$type": "color", "$value": "{missing}" } }"#,
            "cycle": #"{ "a": { "$type": "color", "$value": "{b}" } }"#,
            "grouped": #"{ "c": { "inner": { "$type": "color", "$value": \#(srgb(0, 0, 0)) } } }"#,
            "legacy": #"{ "c": { "$type": "dimension", "$value": "4px" } }"#,
            "embedded": #"{ "e": { "$type": "string", "$value": "x {a} y" } }"#,
            "grouptype": #"{ "g": { "$type": "color" } }"#,
        ]
        var files = ["base.json": base]
        for (name, text) in contexts { files["\(name).json"] = text }
        let order = ["same", "literal"] + contexts.keys.filter { $0 != "same" && $0 != "literal" }.sorted()
        files["tokens.resolver.json"] = Self.resolver(contexts: order.map { ($0, "\($0).json") })
        let fromChanges = try Self.expectSameThemes(Self.load(files))
        // Only "literal" differs from the first theme ("same") by a change that resolves cleanly.
        #expect(fromChanges == 1)
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(resolution.all.contains { $0.rule == "reference.cycle" && $0.theme == "cycle" })
        #expect(resolution.all.contains { $0.rule == "reference.unresolved" && $0.theme == "broken" })
    }

    @Test func perTokenModesThatReusePositionsAreComparedByValue() throws {
        // Per-token modes become contexts whose tokens keep the token's own positions: a theme
        // must not take the first theme's token because the positions match.
        let text = """
            {
              "bg": { "$type": "color", "$value": \(srgb(1, 1, 1)),
                "$extensions": { "mode": { "light": \(srgb(1, 1, 1)), "dark": \(srgb(0, 0, 0)) } } },
              "fg": { "$value": "{bg}" }
            }
            """
        let document = try Self.load(["tokens.json": text], root: "tokens.json")
        #expect(try Self.expectSameThemes(document) == 1)
        let dark = try #require(Resolution.of(text).themes.first { $0.name == "dark" })
        #expect(dark["fg"]?.value == .color(TokenColor(colorSpace: "srgb", components: [0, 0, 0])))
    }

    /// A resolver with the set `base.json` and one modifier `mode` of the given contexts.
    static func resolver(contexts: [(String, String)]) -> String {
        let list = contexts.map { "\"\($0.0)\": [{ \"$ref\": \"\($0.1)\" }]" }.joined(separator: ", ")
        return """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "mode": { "contexts": { \(list) } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """
    }

    static func resolver(contexts: [String: String]) -> String {
        resolver(contexts: contexts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    // MARK: Vendored corpus

    @Test func vendoredCorpusResolversGiveTheSameThemes() throws {
        let corpus = try Corpus.requireFolder().path
        var checked = 0
        for relative in Corpus.files where relative.hasSuffix(".json") {
            let path = corpus + "/" + relative
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("\"resolutionOrder\"")
            else { continue }
            let provider = DiskSourceFileProvider(baseDirectory: (path as NSString).deletingLastPathComponent)
            var bag = DiagnosticBag()
            guard
                let document = try? DocumentLoader.load(
                    (path as NSString).lastPathComponent, provider: provider, diagnostics: &bag)
            else { continue }
            try Self.expectSameThemes(document)
            checked += 1
        }
        #expect(checked >= 20, "vendored resolvers found: \(checked)")
    }

    // MARK: Randomized documents

    /// A small deterministic generator (SplitMix64), so a failing seed can be replayed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// A token document of literal colors and dimensions, aliases between them (curly and JSON
    /// Pointer), `$root` tokens and shadows whose members reference other tokens; `redefine`
    /// picks which tokens a context writes again, and how.
    static func randomDocument(_ random: inout Random, colors: Int, aliases: Int, redefining share: Int?) -> String {
        func color() -> String {
            let c = (0..<3).map { _ in String(Double(random.next(101)) / 100) }.joined(separator: ", ")
            return #"{ "colorSpace": "srgb", "components": [\#(c)] }"#
        }
        var groups: [String] = []
        var palette: [String] = []
        for i in 0..<colors where share.map({ random.next(100) < $0 }) ?? true {
            palette.append(#""c\#(i)": { "$value": \#(color()) }"#)
        }
        if !palette.isEmpty { groups.append(#""p": { "$type": "color", \#(palette.joined(separator: ", ")) }"#) }
        var semantic: [String] = []
        for i in 0..<aliases where share.map({ random.next(100) < $0 }) ?? true {
            let value: String
            switch random.next(share == nil ? 4 : 6) {
            case 0: value = #""{p.c\#(random.next(colors))}""#
            case 1: value = ##"{ "$ref": "#/p/c\##(random.next(colors))/$value" }"##
            case 2 where i > 0: value = #""{s.a\#(random.next(i))}""#
            case 3: value = color()
            case 4: value = #""{s.a\#(random.next(aliases))}""#  // may form a cycle
            default: value = #""{p.c\#(random.next(colors))}""#
            }
            semantic.append(#""a\#(i)": { "$value": \#(value) }"#)
        }
        if share == nil || random.next(3) == 0 {
            semantic.append(#""$root": { "$value": "{p.c\#(random.next(colors))}" }"#)
        }
        if !semantic.isEmpty { groups.append(#""s": { "$type": "color", \#(semantic.joined(separator: ", ")) }"#) }
        if share == nil || random.next(2) == 0 {
            let target = share == nil ? "s.a0" : "s.a\(random.next(aliases))"
            groups.append(
                #""elevation": { "$type": "shadow", "$value": { "color": "{\#(target)}", "offsetX": { "value": \#(random.next(8)), "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } }"#
            )
            groups.append(#""glow": { "$type": "shadow", "$value": "{elevation}" }"#)
        }
        return "{ " + groups.joined(separator: ", ") + " }"
    }

    /// A resolver of a random base and two modifiers of three contexts that redefine some of its
    /// tokens (see ``randomDocument(_:colors:aliases:redefining:)``), replayable by `seed`.
    static func randomResolverFiles(seed: Int) -> [String: String] {
        var random = Random(state: UInt64(seed))
        let colors = 6 + random.next(10)
        let aliases = 6 + random.next(20)
        var files = ["base.json": Self.randomDocument(&random, colors: colors, aliases: aliases, redefining: nil)]
        var modifiers: [String] = []
        for m in 0..<2 {
            var contexts: [String] = []
            for c in 0..<3 {
                let name = "m\(m)c\(c).json"
                // Mostly small redefinitions; now and then none at all.
                let share = c == 0 ? 0 : 5 + random.next(20)
                files[name] = Self.randomDocument(&random, colors: colors, aliases: aliases, redefining: share)
                contexts.append("\"c\(c)\": [{ \"$ref\": \"\(name)\" }]")
            }
            modifiers.append("\"m\(m)\": { \"contexts\": { \(contexts.joined(separator: ", ")) } }")
        }
        files["tokens.resolver.json"] = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { \(modifiers.joined(separator: ", ")) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/m0" }, { "$ref": "#/modifiers/m1" }] }
            """
        return files
    }

    @Test(arguments: 1...12) func randomizedDocumentsGiveTheSameThemes(seed: Int) throws {
        try Self.expectSameThemes(Self.load(Self.randomResolverFiles(seed: seed)))
    }

    @Test func randomizedDocumentsMostlyResolveFromTheirChanges() throws {
        // Over all seeds, most permutations must take the incremental path, or the suite above
        // would compare full resolution with itself.
        var total = 0
        var fromChanges = 0
        for seed in 100..<110 {
            var random = Random(state: UInt64(seed))
            var files = ["base.json": Self.randomDocument(&random, colors: 8, aliases: 12, redefining: nil)]
            var contexts: [(String, String)] = []
            for c in 0..<4 {
                // Literal colors only: no alias that could form a cycle.
                var palette: [String] = []
                for i in 0..<8 where random.next(4) == 0 || c == 1 {
                    palette.append(#""c\#(i)": { "$value": \#(srgb(Double(random.next(256)) / 255, 0.5, 0.25)) }"#)
                }
                files["c\(c).json"] =
                    c == 0 ? "{}" : #"{ "p": { "$type": "color", \#(palette.joined(separator: ", ")) } }"#
                contexts.append(("c\(c)", "c\(c).json"))
            }
            files["tokens.resolver.json"] = Self.resolver(contexts: contexts)
            fromChanges += try Self.expectSameThemes(Self.load(files))
            total += 3
        }
        #expect(fromChanges == total)
    }

    @Test(arguments: 1...6) func positionsNotSharedAreThoseWhoseTokenIsAnotherInstance(seed: Int) throws {
        // The walks that skip a theme's shared tokens visit exactly the others, past the end too.
        let resolution = try Resolution.of(
            files: SwiftRenderFastPathTests.randomFiles(seed: seed), root: "tokens.resolver.json")
        let first = try #require(resolution.themes.first).tokens
        for theme in resolution.themes {
            let expected = theme.tokens.indices.filter {
                $0 >= first.count || !theme.tokens[$0].isShared(with: first[$0])
            }
            #expect(theme.tokens.positions(notSharedWith: first) == expected, "seed \(seed), theme \(theme.name)")
            let prefix = Array(first.prefix(3))
            let pastPrefix = theme.tokens.indices.filter { $0 >= 3 || !theme.tokens[$0].isShared(with: first[$0]) }
            #expect(theme.tokens.positions(notSharedWith: prefix) == pastPrefix, "seed \(seed), theme \(theme.name)")
        }
        #expect(first.positions(notSharedWith: first).isEmpty)
        #expect(first.positions(notSharedWith: []) == Array(first.indices))
    }
}
