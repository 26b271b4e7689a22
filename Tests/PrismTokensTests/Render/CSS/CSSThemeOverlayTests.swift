import Foundation
import Testing

@testable import PrismTokens

/// The fast path of the CSS context — themes as changes to the first theme's declarations
/// (``CSSThemeOverlay``), rules laid out by position, names reused from the previous token's
/// parent — gives what the general path gives: every token of every theme written again, rules
/// laid out by property name, every name computed alone.
@Suite struct CSSThemeOverlayTests {
    /// The declarations of every theme as the general path writes them: each token written again
    /// unless it resolves exactly as at its position in the first theme.
    static func reference(_ themes: [ResolvedTheme], writer: CSSTokenDeclarations) -> (
        lists: [CSSDeclarationList], perToken: [[[CSSDeclaration]]], collisions: [String]
    ) {
        var check = CSSCollisionCheck()
        var first: (tokens: [ResolvedToken], declarations: [[CSSDeclaration]])?
        var perTheme: [[[CSSDeclaration]]] = []
        var lists: [CSSDeclarationList] = []
        for theme in themes {
            var perToken: [[CSSDeclaration]] = []
            for (index, token) in theme.tokens.enumerated() {
                if let first, index < first.tokens.count, first.tokens[index].hasSameResolvedValue(as: token) {
                    perToken.append(first.declarations[index])
                    continue
                }
                let (declarations, omitted) = writer.declarationsAndOmissions(for: token)
                check.add(token, declarations, omitted: omitted)
                perToken.append(declarations)
            }
            if first == nil { first = (theme.tokens, perToken) }
            perTheme.append(perToken)
            let flat = Array(perToken.joined())
            lists.append(lists.first.map { CSSDeclarationList(flat, sameOrderAs: $0) } ?? CSSDeclarationList(flat))
        }
        return (lists, perTheme, check.diagnostics.map(\.compilerFormatted))
    }

    /// Lays out the rules of `resolution` both ways and records every difference.
    /// - Returns: whether the themes lined up, so the overlay path was compared.
    @discardableResult
    static func expectSameLayout(
        _ resolution: TokenSetResolution, expandsComposites: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Bool {
        let themes = resolution.themes
        var writer = CSSTokenDeclarations(names: CSSPropertyNames(prefix: "p"))
        writer.expandsComposites = expandsComposites
        let (reserved, properties) = writer.reservingTokenProperties(of: themes)
        let computed = CSSThemeDeclarations.compute(for: themes, writer: reserved, properties: properties)
        let expected = reference(themes, writer: reserved)
        #expect(computed.collisions.map(\.compilerFormatted) == expected.collisions, sourceLocation: sourceLocation)
        let lists = computed.lists()
        #expect(lists.map(\.items) == expected.lists.map(\.items), sourceLocation: sourceLocation)
        for (list, other) in zip(lists, expected.lists) {
            #expect(
                list.items.map { list.index(of: $0.property) } == other.items.map { other.index(of: $0.property) },
                sourceLocation: sourceLocation)
        }
        for index in themes.indices {
            #expect(
                computed.tokenDeclarations(ofTheme: index) == expected.perToken[index], sourceLocation: sourceLocation)
        }
        let activations = CSSContextActivation.all(for: resolution.document, configuration: PrismConfiguration())
        let general = CSSThemeRules(resolution: resolution, activations: activations) { expected.lists[$0] }
        var layouts = [CSSThemeRules(resolution: resolution, activations: activations) { lists[$0] }]
        if let overlay = computed.overlay {
            layouts.append(CSSThemeRules(resolution: resolution, activations: activations, overlay: overlay))
        }
        for layout in layouts {
            #expect(layout.rootThemeIndex == general.rootThemeIndex, sourceLocation: sourceLocation)
            #expect(layout.root == general.root, sourceLocation: sourceLocation)
            #expect(layout.themes.count == general.themes.count, sourceLocation: sourceLocation)
            let difference = zip(layout.themes, general.themes).first { $0 != $1 }
            #expect(
                difference == nil,
                "\(difference.map { "\($0.comment): \($0.declarations.map(\.property)) instead of \($1.declarations.map(\.property))" } ?? "")",
                sourceLocation: sourceLocation)
        }
        return computed.overlay != nil
    }

    // MARK: Randomized documents

    /// A token document of colors, aliases, dimensions, borders and typography whose members
    /// reference other tokens; `share` picks which tokens a context writes again (nil: all).
    static func randomDocument(_ random: inout IncrementalResolutionTests.Random, size: Int, share: Int?) -> String {
        func pick() -> Bool { share.map { random.next(100) < $0 } ?? true }
        func color() -> String { srgb(Double(random.next(256)) / 255, Double(random.next(256)) / 255, 0.5) }
        var palette: [String] = []
        for i in 0..<size where pick() { palette.append(#""c\#(i)": { "$value": \#(color()) }"#) }
        var semantic: [String] = []
        for i in 0..<size where pick() {
            // Aliases of palette colors, of earlier aliases, or literals.
            let value =
                switch random.next(4) {
                case 0: color()
                case 1 where i > 0: #""{s.a\#(random.next(i))}""#
                default: #""{p.c\#(random.next(size))}""#
                }
            semantic.append(#""a\#(i)": { "$value": \#(value) }"#)
        }
        var groups: [String] = []
        if !palette.isEmpty { groups.append(#""p": { "$type": "color", \#(palette.joined(separator: ", ")) }"#) }
        if !semantic.isEmpty { groups.append(#""s": { "$type": "color", \#(semantic.joined(separator: ", ")) }"#) }
        if pick() {
            groups.append(
                #""space": { "$type": "dimension", "sm": { "$value": { "value": \#(random.next(9)), "unit": "px" } }, "md": { "$value": "{space.sm}" } }"#
            )
        }
        if pick() {
            let color = random.next(2) == 0 ? #""{s.a\#(random.next(size))}""# : color()
            groups.append(
                #""focus": { "$type": "border", "ring": { "$value": { "color": \#(color), "width": "{space.sm}", "style": "solid" } }, "alias": { "$value": "{focus.ring}" } }"#
            )
        }
        if pick() {
            let weight = 300 + 100 * random.next(5)
            groups.append(
                #""type": { "$type": "typography", "body": { "$value": { "fontFamily": "Inter", "fontSize": "{space.md}", "fontWeight": \#(weight), "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" } } } }"#
            )
        }
        return "{ " + groups.joined(separator: ", ") + " }"
    }

    /// A resolver of `base.json` and `modifiers` modifiers of three contexts each, from `seed`.
    static func randomResolver(seed: Int, modifiers count: Int) -> [String: String] {
        var random = IncrementalResolutionTests.Random(state: UInt64(seed))
        let size = 4 + random.next(12)
        var files = ["base.json": randomDocument(&random, size: size, share: nil)]
        var modifiers: [String] = []
        for m in 0..<count {
            var contexts: [String] = []
            for c in 0..<3 {
                let name = "m\(m)c\(c).json"
                var text = c == 0 ? "{}" : randomDocument(&random, size: size, share: 10 + random.next(30))
                // Now and then a context adds a token, so its theme does not line up with the first.
                if c > 0, random.next(5) == 0 {
                    text = #"{ "extra\#(m)": { "$type": "color", "$value": \#(srgb(0, 0, 0)) }, "more": \#(text) }"#
                }
                files[name] = text
                contexts.append("\"c\(c)\": [{ \"$ref\": \"\(name)\" }]")
            }
            modifiers.append("\"m\(m)\": { \"contexts\": { \(contexts.joined(separator: ", ")) } }")
        }
        let order = (0..<count).map { ##"{ "$ref": "#/modifiers/m\##($0)" }"## }
        files["tokens.resolver.json"] = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { \(modifiers.joined(separator: ", ")) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, \(order.joined(separator: ", "))] }
            """
        return files
    }

    @Test(arguments: 1...24) func randomizedThemesGiveTheSameRules(seed: Int) throws {
        let files = Self.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        Self.expectSameLayout(resolution, expandsComposites: seed % 2 == 0)
    }

    @Test func randomizedThemesMostlyTakeTheOverlayPath() throws {
        // Over all seeds, most documents must line up, or the suite above would compare the
        // general path with itself.
        var overlays = 0
        for seed in 1...24 {
            let files = Self.randomResolver(seed: seed, modifiers: 1 + seed % 3)
            if Self.expectSameLayout(try Resolution.of(files: files, root: "tokens.resolver.json")) { overlays += 1 }
        }
        #expect(overlays >= 12, "overlay path taken for \(overlays) of 24 documents")
    }

    @Test func aContextThatAddsATokenIsLaidOutFromItsFullList() throws {
        let files = IncrementalResolutionTests.resolverFiles(
            base:
                #"{ "a": { "$type": "color", "$value": \#(srgb(1, 1, 1)) }, "b": { "$type": "color", "$value": "{a}" } }"#,
            contexts: [
                ("light", "{}"),
                ("dark", #"{ "a": { "$type": "color", "$value": \#(srgb(0, 0, 0)) } }"#),
                ("dim", #"{ "c": { "$type": "color", "$value": "{b}" } }"#),
            ])
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(!Self.expectSameLayout(resolution))
    }

    /// A first theme of more tokens than one slice (``CSSThemeDeclarations/sliceSize``) is
    /// written in slices on several threads: the same declarations, omissions and collisions, in
    /// the same order, as one token after another — with aliases of composites (their members
    /// read the target's), members a real token takes, and names two tokens share in different
    /// slices.
    @Test func aFirstThemeWrittenInSlicesIsOneWalks() throws {
        var members: [String] = []
        for index in 0..<3_000 {
            switch index % 6 {
            case 0:
                members.append(
                    #""c\#(index)": { "$type": "color", "$value": \#(srgb(Double(index % 7) / 7, 0.5, 0.25)) }"#)
            case 1: members.append(#""c\#(index)": { "$value": "{g.c\#(index - 1)}" }"#)
            case 2:
                members.append(
                    #""t\#(index)": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": \#(px(Double(10 + index % 9))), "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \#(px(0)) } }"#
                )
            case 3: members.append(#""t\#(index)": { "$value": "{g.t\#(index - 1)}" }"#)
            case 4:
                // A real token named like the typography alias's font size member: it keeps the name.
                members.append(#""t\#(index - 1)FontSize": { "$type": "dimension", "$value": \#(px(3)) }"#)
            default: members.append(#""s\#(index)": { "$type": "dimension", "$value": \#(px(Double(index % 5))) }"#)
            }
        }
        // Two names in different slices: `g.s5` and `g.S5` both become `--p-g-s5`.
        members.append(#""S5": { "$type": "dimension", "$value": \#(px(1)) }"#)
        let base = #"{ "g": { \#(members.joined(separator: ",\n")) } }"#
        let files = IncrementalResolutionTests.resolverFiles(
            base: base,
            contexts: [
                ("light", "{}"), ("dark", #"{ "g": { "c0": { "$type": "color", "$value": \#(srgb(0, 0, 0)) } } }"#),
            ])
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        let first = try #require(resolution.themes.first)
        #expect(first.tokens.count > 2 * CSSThemeDeclarations.sliceSize)
        Self.expectSameLayout(resolution)
        let writer = CSSTokenDeclarations(names: CSSPropertyNames(prefix: "p")).reservingTokenProperties(
            of: resolution.themes)
        let computed = CSSThemeDeclarations.compute(
            for: resolution.themes, writer: writer.writer, properties: writer.properties)
        #expect(computed.collisions.filter { $0.rule == "render.css-name" }.map(\.token) == ["g.S5"])
        #expect(computed.collisions.filter { $0.rule == "render.css-member" }.count == 500)
    }

    /// The collision check over later themes finds what adding every token of every theme in
    /// turn finds: a later theme's token whose value changed under the same names is not added
    /// again (it would change nothing), one whose names changed is — here colors that a later
    /// theme makes borders: one whose color member a real token takes, and two whose members
    /// collide with each other's in that theme only.
    @Test func laterThemesCollideAsEveryTokenAddedInTurn() throws {
        let border = #"{ "width": \#(px(2)), "style": "solid", "color": \#(srgb(0, 0.4, 0.8)) }"#
        let base = """
            { "g": {
              "s5": { "$type": "dimension", "$value": \(px(1)) },
              "S5": { "$type": "dimension", "$value": \(px(2)) },
              "c": { "$type": "color", "$value": \(srgb(0.1, 0.2, 0.3)) },
              "outline": { "$type": "color", "$value": \(srgb(0, 0, 0)) },
              "outlineColor": { "$type": "color", "$value": \(srgb(1, 0, 0)) },
              "x": { "$type": "color", "$value": \(srgb(0, 0, 1)) },
              "X": { "$type": "color", "$value": \(srgb(0, 1, 0)) } } }
            """
        let files = IncrementalResolutionTests.resolverFiles(
            base: base,
            contexts: [
                ("light", "{}"),
                (
                    "dark",
                    #"{ "g": { "S5": { "$type": "dimension", "$value": \#(px(3)) }, "c": { "$type": "color", "$value": \#(srgb(0.9, 0.8, 0.7)) } } }"#
                ),
                (
                    "dim",
                    #"{ "g": { "outline": { "$type": "border", "$value": \#(border) }, "x": { "$type": "border", "$value": \#(border) }, "X": { "$type": "border", "$value": \#(border) } } }"#
                ),
            ])
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(resolution.themes.count == 3)
        let writer = CSSTokenDeclarations(names: CSSPropertyNames(prefix: "p")).reservingTokenProperties(
            of: resolution.themes)
        let computed = CSSThemeDeclarations.compute(
            for: resolution.themes, writer: writer.writer, properties: writer.properties)
        var everyToken = CSSCollisionCheck()
        for theme in resolution.themes {
            for token in theme.tokens {
                let written = writer.writer.declarationsAndOmissions(for: token)
                everyToken.add(token, written.declarations, omitted: written.omitted)
            }
        }
        #expect(computed.collisions.map(\.compilerFormatted) == everyToken.diagnostics.map(\.compilerFormatted))
        #expect(
            computed.collisions.map { "\($0.rule) \($0.token ?? "")" } == [
                "render.css-name g.S5", "render.css-name g.X", "render.css-member g.outline",
            ] + Array(repeating: "render.css-member g.X", count: 3))
    }

    // MARK: Vendored corpus

    @Test func vendoredCorpusGivesTheSameRules() throws {
        let corpus = try Corpus.requireFolder().path
        var checked = 0
        var overlays = 0
        for relative in Corpus.files where relative.hasSuffix(".json") {
            let path = corpus + "/" + relative
            guard let text = try? String(contentsOfFile: path, encoding: .utf8), text.contains("\"resolutionOrder\"")
            else { continue }
            let provider = DiskSourceFileProvider(baseDirectory: (path as NSString).deletingLastPathComponent)
            guard
                let resolution = try? TokenSetResolution.resolve(
                    file: (path as NSString).lastPathComponent, provider: provider),
                resolution.themes.count > 1
            else { continue }
            if Self.expectSameLayout(resolution) { overlays += 1 }
            checked += 1
        }
        #expect(checked >= 10, "vendored resolvers with several themes: \(checked)")
        #expect(overlays >= checked / 2, "overlay path taken for \(overlays) of \(checked)")
    }

    // MARK: Names

    @Test func namesReusedFromTheParentEqualNamesComputedAlone() {
        var random = IncrementalResolutionTests.Random(state: 7)
        let pool = [
            "color", "brand", "é", "e\u{301}", "$root", "2xl", "-3xs", "", "fooBar", "🔥", "a b", "--x", "K", "\u{212A}",
        ]
        var paths: [TokenPath] = []
        // Paths are unique as `TokenPath`s compare them (the memo of names is keyed by path).
        var seen: Set<TokenPath> = []
        for index in 0..<400 {
            // Runs of siblings, as in a document, under parents of one to three segments.
            let parent = (0...random.next(3)).map { _ in pool[random.next(pool.count)] }
            for sibling in 0..<(1 + random.next(3)) {
                let path = TokenPath(parent + [sibling == 0 && random.next(3) == 0 ? "$root" : "t\(index)-\(sibling)"])
                if seen.insert(path).inserted { paths.append(path) }
            }
        }
        for prefix in ["prism", "", "-a-"] {
            for style in CSSNameStyle.allCases {
                let shared = CSSPropertyNames(prefix: prefix, style: style)
                for path in paths {
                    let alone = CSSPropertyNames(prefix: prefix, style: style)
                    #expect(
                        ExactSpelling.same(shared.property(for: path), alone.property(for: path)),
                        "\(path) with prefix '\(prefix)', \(style)")
                    #expect(
                        shared.property(for: path, member: .color) == alone.property(for: path) + "-color")
                }
            }
        }
    }
}

extension IncrementalResolutionTests {
    /// A resolver with the set `base.json` and one modifier `mode` whose contexts are given by content.
    static func resolverFiles(base: String, contexts: [(String, String)]) -> [String: String] {
        var files = ["base.json": base]
        for (name, text) in contexts { files["\(name).json"] = text }
        files["tokens.resolver.json"] = resolver(contexts: contexts.map { ($0.0, "\($0.0).json") })
        return files
    }
}
