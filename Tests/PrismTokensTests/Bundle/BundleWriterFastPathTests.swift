import Foundation
import Testing

@testable import PrismTokens

/// The bundle packers' direct writers and byte paths give what the straightforward versions
/// (JSONText trees, `Character`-based word splitting, `"\(n)"` formatting) give.
@Suite struct BundleWriterFastPathTests {
    /// Every fixture theme, plus a source of escapes, non-ASCII names, conflicting paths, odd
    /// numbers, and values over several lines one, two and four groups deep.
    static func themes() throws -> [ResolvedTheme] {
        var themes: [ResolvedTheme] = []
        let provider = DiskSourceFileProvider(baseDirectory: BundleTestSupport.fixtures.path)
        for fixture in BundleTestSupport.fixtureNames {
            themes += try TokenSetResolution.resolve(file: fixture, provider: provider).themes
        }
        let hostile = #"""
            {
              "ünïcödé": {"$type": "number", "naïve \"quoted\"\\back\u2028line": {"$value": 0.1}},
              "numbers": {"$type": "number",
                "big": {"$value": 1e21}, "tiny": {"$value": 1e-7}, "negativeZero": {"$value": -0.0},
                "third": {"$value": 0.3333333333333333}, "negative": {"$value": -12.5}},
              "__proto__": {"$type": "dimension", "x": {"$value": {"value": 4, "unit": "px"}, "$description": "tab\there",
                "$deprecated": true}},
              "color": {"$type": "color", "brand": {"$value": "#ff000080", "$deprecated": "use \"other\"",
                "$extensions": {"org.example": {"list": [1, 2.5, null, true, "s"], "empty": {}, "none": []}}}},
              "top": {"$type": "dimension", "$value": {"value": 2, "unit": "rem"}},
              "deep": {"er": {"est": {"$type": "shadow", "lift": {"$value": [
                {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.25},
                 "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 1, "unit": "px"},
                 "blur": {"value": 2, "unit": "px"}, "spread": {"value": 0, "unit": "px"}}]}}}}
            }
            """#
        themes += try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": hostile])
        ).themes
        return themes
    }

    /// The themes of random resolvers of one to three modifiers (aliases, composites, contexts
    /// that add tokens or turn a token into a group), `seed` 1…16.
    static func randomThemes(seed: Int) throws -> [ResolvedTheme] {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        return try Resolution.of(files: files, root: "tokens.resolver.json").themes
    }

    @Test func dtcgWriterMatchesTheJSONTextTree() throws {
        let themes = try Self.themes()
        #expect(themes.count > 4)
        for theme in themes {
            var tree = TokenTree<Int>()
            var reference = TokenTree<ResolvedToken>()
            var values: [JSONText?] = Array(repeating: nil, count: theme.tokens.count)
            var kept: [Int] = []
            var flat: [(String, JSONText)] = []
            for (position, token) in theme.tokens.enumerated() {
                let inserted = tree.insert(position, at: token.path.segments)
                #expect(reference.insert(token, at: token.path.segments) == inserted)
                guard inserted else { continue }
                values[position] = DTCGValueJSON.json(token.value)
                kept.append(position)
                flat.append((token.path.description, DTCGValueJSON.json(token.value)))
            }
            let description = "Theme '\(theme.name)' \"quoted\"\n"
            guard case .object(let members) = reference.json(JSONBundlePacker.dtcgToken) else {
                Issue.record("a tree's JSON is an object")
                continue
            }
            let expected = JSONText.object([("$description", .string(description))] + members).serialized() + "\n"
            var document: [UInt8] = []
            let written = DTCGTokenFileWriter.writeDocument(
                tree, description: description, tokens: theme.tokens, values: values, into: &document)
            #expect(String(decoding: document, as: UTF8.self) == expected, "theme \(theme.name)")
            #expect(written.values.compactMap { $0 }.count == kept.count, "every kept token's value is written")
            let expectedFlat = JSONText.object(flat).serialized() + "\n"
            var flatBytes: [UInt8] = []
            let flatRanges = DTCGTokenFileWriter.writeFlat(kept, tokens: theme.tokens, values: values, into: &flatBytes)
            #expect(String(decoding: flatBytes, as: UTF8.self) == expectedFlat)
            // The flat map copied from the document's values (outdented) is the same bytes, and
            // its values are where it says.
            var copiedFlat: [UInt8] = []
            let copiedRanges = DTCGTokenFileWriter.writeFlat(
                kept, tokens: theme.tokens, values: values, copyingFrom: (document, written.values), into: &copiedFlat)
            #expect(String(decoding: copiedFlat, as: UTF8.self) == expectedFlat, "theme \(theme.name)")
            #expect(copiedRanges == flatRanges)
            // Without values, each token's own value is written straight away: the same bytes.
            var direct: [UInt8] = []
            let directRanges = DTCGTokenFileWriter.writeDocument(
                tree, description: description, tokens: theme.tokens, into: &direct)
            #expect(direct == document, "theme \(theme.name)")
            #expect(directRanges.values == written.values && directRanges.objects == written.objects)
            var directFlat: [UInt8] = []
            #expect(DTCGTokenFileWriter.writeFlat(kept, tokens: theme.tokens, into: &directFlat) == flatRanges)
            #expect(String(decoding: directFlat, as: UTF8.self) == expectedFlat, "theme \(theme.name)")
            // Paths joined beforehand (the bundle's first theme's, shared by its packers) are the keys.
            var keyed: [UInt8] = []
            DTCGTokenFileWriter.writeFlat(
                kept, tokens: theme.tokens, paths: theme.tokens.map(\.path.description), into: &keyed)
            #expect(keyed == directFlat)
            var marked: [UInt8] = []
            DTCGTokenFileWriter.writeFlat(
                kept, tokens: theme.tokens, paths: theme.tokens.map { "key " + $0.path.description }, into: &marked)
            #expect(kept.isEmpty || String(decoding: marked, as: UTF8.self).contains("\"key "))
        }
        var empty: [UInt8] = []
        DTCGTokenFileWriter.writeFlat([], tokens: [], values: [], into: &empty)
        #expect(String(decoding: empty, as: UTF8.self) == "{}\n")
    }

    @Test func valuesWrittenStraightAwayAreTheirTreesWritten() throws {
        // Every value of the fixtures and of random themes (colors with `none` components, alpha
        // and no hex, dimensions, durations, scalars, composites), at several levels.
        var values = try Self.themes().flatMap { $0.tokens.map(\.value) }
        for seed in 1...16 { values += try Self.randomThemes(seed: seed).flatMap { $0.tokens.map(\.value) } }
        values += [
            .color(TokenColor(colorSpace: "oklch", components: [0.5, nil, 120.25], alpha: 0.5, hex: nil)),
            .color(TokenColor(colorSpace: "srgb", components: [], alpha: 1, hex: "#\"x")),
            .number(1e-7), .number(-0.0), .fontWeight(700), .string("a\nb\"c\u{1}"), .boolean(false),
        ]
        // Every composite, with empty and several-element arrays and both stroke styles.
        let red = TokenColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 0.25, hex: "#ff0000")
        let px = Dimension(4, .px)
        let layer = Shadow(color: red, offsetX: px, offsetY: Dimension(-1.5, .rem), blur: px, spread: px, inset: true)
        values += [
            .fontFamily(["Inter"]), .fontFamily(["Inter", "system-ui", "\"Quoted\""]), .fontFamily([]),
            .cubicBezier(CubicBezier(0.25, 0.1, 0.25, 1)), .shadow([]), .shadow([layer, layer]),
            .gradient([]), .gradient([GradientStop(color: red, position: 0.5), GradientStop(color: red, position: 1)]),
            .transition(
                Transition(
                    duration: Duration(200, .ms), delay: Duration(0, .s), timingFunction: CubicBezier(0, 0, 1, 1))),
            .border(Border(color: red, width: px, style: .keyword("solid"))),
            .border(
                Border(color: red, width: px, style: .dashed(dashArray: [px, Dimension(2, .rem)], lineCap: "round"))),
            .typography(
                Typography(
                    fontFamily: ["A", "B"], fontSize: Dimension(1, .rem), fontWeight: 650,
                    letterSpacing: Dimension(-0.01, .em), lineHeight: 1.5)),
        ]
        var kinds: Set<String> = []
        for value in values {
            kinds.insert(String(describing: value).prefix { $0 != "(" }.description)
            for level in 0...3 {
                var direct: [UInt8] = []
                DTCGValueJSON.write(value, into: &direct, level: level)
                var tree: [UInt8] = []
                DTCGValueJSON.json(value).write(into: &tree, indent: DTCGTokenFileWriter.indent, level: level)
                #expect(direct == tree, "\(value) at level \(level)")
            }
        }
        #expect(
            kinds.isSuperset(of: [
                "color", "dimension", "duration", "number", "string", "typography", "shadow", "fontFamily",
                "cubicBezier", "gradient", "transition", "border", "boolean", "fontWeight",
            ]))
    }

    /// Writes a theme's two json files, reusing `shared` where it covers a token.
    static func jsonFiles(_ theme: ResolvedTheme, reusing shared: DTCGTokenFileWriter.SharedText?) -> (
        document: [UInt8], flat: [UInt8], shared: DTCGTokenFileWriter.SharedText
    ) {
        var tree = TokenTree<Int>()
        var values: [JSONText?] = Array(repeating: nil, count: theme.tokens.count)
        var kept: [Int] = []
        for (position, token) in theme.tokens.enumerated() where tree.insert(position, at: token.path.segments) {
            if !(shared?.covers(token, at: position) ?? false) { values[position] = DTCGValueJSON.json(token.value) }
            kept.append(position)
        }
        var document: [UInt8] = []
        let objects = DTCGTokenFileWriter.writeDocument(
            tree, description: theme.name, tokens: theme.tokens, values: values, reusing: shared, into: &document
        ).objects
        var flat: [UInt8] = []
        let flatValues = DTCGTokenFileWriter.writeFlat(
            kept, tokens: theme.tokens, values: values, reusing: shared, into: &flat)
        return (
            document, flat,
            DTCGTokenFileWriter.SharedText(
                tokens: theme.tokens, description: theme.name, document: document, objectRanges: objects, flat: flat,
                valueRanges: flatValues)
        )
    }

    @Test(arguments: 1...16) func laterThemesCopyTheFirstThemesTextOnlyWhereItIsTheSame(seed: Int) throws {
        // Random resolvers of one to three modifiers (aliases, composites, contexts that add
        // tokens or turn a token into a group): each theme written reusing the first theme's
        // text must be what it is written on its own.
        let themes = try Self.randomThemes(seed: seed)
        let first = try #require(themes.first)
        let shared = Self.jsonFiles(first, reusing: nil).shared
        for theme in themes.dropFirst() {
            let alone = Self.jsonFiles(theme, reusing: nil)
            let reusing = Self.jsonFiles(theme, reusing: shared)
            // Compared as Booleans: a failure names the seed and theme, not megabytes of bytes.
            let sameDocument = reusing.document == alone.document
            let sameFlat = reusing.flat == alone.flat
            #expect(sameDocument, "DTCG file, seed \(seed), theme \(theme.name)")
            #expect(sameFlat, "flat file, seed \(seed), theme \(theme.name)")
        }
    }

    @Test func themesWithTheFirstThemesPathsAreSplicedFromItsTextByteForByte() throws {
        // Random resolvers (some contexts add tokens or turn a token into a group, so their paths
        // differ and splicing declines) and the hostile fixture theme with a changed value per
        // kind: a spliced theme is byte for byte the theme written on its own, with the first
        // theme's left-out positions.
        var spliced = 0
        var declined = 0
        for seed in 1...16 {
            let themes = try Self.randomThemes(seed: seed)
            let first = try #require(themes.first)
            let shared = Self.jsonFiles(first, reusing: nil).shared
            for theme in themes.dropFirst() {
                guard let splice = shared.splicing(theme.tokens, description: theme.name) else {
                    declined += 1
                    continue
                }
                spliced += 1
                let alone = Self.jsonFiles(theme, reusing: nil)
                let sameDocument = splice.document.bytes == alone.document
                let sameFlat = splice.flat.bytes == alone.flat
                #expect(sameDocument, "DTCG file, seed \(seed), theme \(theme.name)")
                #expect(sameFlat, "flat file, seed \(seed), theme \(theme.name)")
                #expect(shared.leftOut == alone.shared.leftOut, "seed \(seed), theme \(theme.name)")
            }
        }
        #expect(spliced > 10)
        #expect(declined > 3)
    }

    @Test func splicingRewritesEveryTokenItDoesNotShareAtItsNestingLevel() throws {
        // Every token of the hostile theme copied (new storage, same path): nothing is shared, so
        // every object and value is written again over the first theme's, at its own level;
        // one theme whose first path is spelled differently (NFD) declines.
        let theme = try #require(try Self.themes().last)
        let shared = Self.jsonFiles(theme, reusing: nil).shared
        let copies = theme.tokens.map { token -> ResolvedToken in
            var copy = token
            copy.path = token.path  // a copy of the storage: no longer shared
            return copy
        }
        #expect(zip(copies, theme.tokens).allSatisfy { !$0.isShared(with: $1) })
        let splice = try #require(shared.splicing(copies, description: "other \"theme\""))
        var other = ResolvedTheme(inputs: [], tokens: copies)
        other.name = "other \"theme\""
        let expected = Self.jsonFiles(other, reusing: nil)
        #expect(splice.document.bytes == expected.document)
        #expect(splice.flat.bytes == expected.flat)
        // Values that start and end with a combining mark, so a copied run meets a character that
        // extends the one before it: the text is still cut at the JSON's own punctuation.
        var marked = theme
        for index in marked.tokens.indices where index % 2 == 0 {
            marked.tokens[index].value = .string("\u{301}x\u{308}")
        }
        let markedSplice = try #require(shared.splicing(marked.tokens, description: theme.name))
        let markedAlone = Self.jsonFiles(marked, reusing: nil)
        #expect(markedSplice.document.bytes == markedAlone.document)
        #expect(markedSplice.flat.bytes == markedAlone.flat)
        var respelled = copies
        respelled[0].path = TokenPath(copies[0].path.segments.map(\.decomposedStringWithCanonicalMapping))
        #expect(ExactSpelling.same(respelled[0].path, copies[0].path) == false)
        #expect(shared.splicing(respelled, description: "x") == nil)
    }

    @Test(arguments: 1...16) func androidHexesReusedFromTheFirstThemeAreTheOnesComputed(seed: Int) throws {
        let themes = try Self.randomThemes(seed: seed)
        let first = try #require(themes.first)
        let firstHexes = AndroidValues.hexes(first.tokens)
        for theme in themes.dropFirst() {
            #expect(
                AndroidValues.hexes(theme.tokens, reusing: (first.tokens, firstHexes))
                    == AndroidValues.hexes(theme.tokens), "seed \(seed), theme \(theme.name)")
        }
    }

    @Test func randomThemesShareTokensWithTheFirstSoTheCopyIsExercised() throws {
        var covered = 0
        var notCovered = 0
        for seed in 1...16 {
            let themes = try Self.randomThemes(seed: seed)
            guard let first = themes.first else { continue }
            let shared = Self.jsonFiles(first, reusing: nil).shared
            for theme in themes.dropFirst() {
                for (position, token) in theme.tokens.enumerated() {
                    if shared.covers(token, at: position) { covered += 1 } else { notCovered += 1 }
                }
            }
        }
        #expect(covered > 100)
        #expect(notCovered > 20)
    }

    @Test func javaScriptTreeWriterMatchesTheLiteralOfTheTreeJSON() throws {
        for theme in try Self.themes() {
            var tree = TokenTree<Int>()
            var values: [JSONText?] = Array(repeating: nil, count: theme.tokens.count)
            for (position, token) in theme.tokens.enumerated() where tree.insert(position, at: token.path.segments) {
                values[position] = WebValueText.value(token.value)
            }
            for level in [0, 1, 3] {
                var out: [UInt8] = []
                var ranges = [Range<Int>?](repeating: nil, count: theme.tokens.count)
                JavaScriptSyntax.write(tree, values: values, into: &out, level: level, ranges: &ranges)
                #expect(
                    String(decoding: out, as: UTF8.self)
                        == Self.referenceLiteral(tree.json { values[$0] ?? .null }, level: level),
                    "theme \(theme.name)")
                // Each range holds its value's literal.
                for (position, range) in ranges.enumerated() {
                    guard let range, let value = values[position] else { continue }
                    let depth = theme.tokens[position].path.segments.count
                    #expect(
                        String(decoding: out[range], as: UTF8.self)
                            == JavaScriptSyntax.literal(value, level: level + depth))
                }
            }
        }
        var out: [UInt8] = []
        var ranges: [Range<Int>?] = []
        JavaScriptSyntax.write(TokenTree<Int>(), values: [], into: &out, level: 2, ranges: &ranges)
        #expect(String(decoding: out, as: UTF8.self) == "{}")
    }

    /// The object literal as the web bundle wrote it before the byte writer: strings joined per line.
    static func referenceLiteral(_ value: JSONText, level: Int) -> String {
        switch value {
        case .object(let members):
            if members.isEmpty { return "{}" }
            var out = "{\n"
            for (key, member) in members {
                out +=
                    String(repeating: "  ", count: level + 1) + JavaScriptSyntax.key(key) + ": "
                    + referenceLiteral(member, level: level + 1) + ",\n"
            }
            return out + String(repeating: "  ", count: level) + "}"
        case .array(let items):
            return "[" + items.map { referenceLiteral($0, level: level) }.joined(separator: ", ") + "]"
        default:
            return value.serialized(indent: nil)
        }
    }

    @Test func asciiWordsByteMatchesScalarPath() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbZz09-_. ~HTTPStatus2xlé日🙂\u{301}")
        var samples = [
            "", "-", "HTTPStatus", "on-surface", "2xl", "ABC", "aB1c", "naïve", "über-Size", "日本", "a\u{301}b",
        ]
        for _ in 0..<2000 {
            let count = Int.random(in: 0...12, using: &generator)
            samples.append(String((0..<count).map { _ in alphabet.randomElement(using: &generator) ?? "a" }))
        }
        for sample in samples {
            #expect(BundleName.asciiWords(sample) == BundleName.asciiWordsScalarByScalar(sample), "\(sample)")
        }
    }

    @Test func androidNaturalNamesMatchWordsJoined() {
        let paths: [[String]] = [
            ["color", "onSurface"], ["size", "2xl"], ["日本"], ["spacing", "HTTPStatus", "x-Large"], ["é", "ü"],
            ["a.b", "C_d"],
        ]
        for (offset, segments) in paths.enumerated() {
            let words = segments.flatMap(BundleName.asciiWords)
            var camel =
                words.isEmpty ? "token\(offset + 1)" : words[0] + words.dropFirst().map(\.capitalizedWord).joined()
            if camel.first?.isASCIIDigit == true { camel = "token" + camel.capitalizedWord }
            let snake = words.isEmpty ? "token_\(offset + 1)" : words.joined(separator: "_")
            let names = AndroidNames.naturalNames(TokenPath(segments), offset: offset)
            #expect(names.snake == snake && names.camel == camel, "\(segments)")
        }
    }

    @Test func numberFormatMatchesInterpolationWithNormalizedExponent() {
        var generator = SystemRandomNumberGenerator()
        var numbers: [Double] = [
            0.1, 1e21, -0.0, 0, 1e-7, -1e-7, .leastNonzeroMagnitude, 1.7976931348623157e308, 1e15, 1e16, 123456.789,
            -2.5, 0.3,
            .infinity, -.infinity, .nan,
        ]
        for _ in 0..<2000 {
            numbers.append(Double(bitPattern: UInt64.random(in: 0...UInt64.max, using: &generator)))
            numbers.append(Double.random(in: -1000...1000, using: &generator))
        }
        for n in numbers { #expect(JSONText.format(n) == Self.referenceFormat(n), "\(n)") }
        #expect(JSONText.format(1e21) == "1e21")
        #expect(JSONText.format(1e-7) == "1e-7")
        #expect(JSONText.format(-0.0) == "0")
        #expect(JSONText.format(0.1) == "0.1")
    }

    /// `JSONText.format` as first written: interpolation, then the exponent's `+` and leading zeros removed.
    static func referenceFormat(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if abs(n) < 1e15, Double(Int64(n)) == n { return n == 0 ? "0" : String(Int64(n)) }
        let text = "\(n)"
        guard let e = text.firstIndex(of: "e") else { return text }
        var exponent = String(text[text.index(after: e)...])
        let sign = exponent.hasPrefix("-") ? "-" : ""
        if exponent.hasPrefix("-") || exponent.hasPrefix("+") { exponent.removeFirst() }
        while exponent.hasPrefix("0") && exponent.count > 1 { exponent.removeFirst() }
        return "\(text[..<e])e\(sign)\(exponent)"
    }
}

/// The manifest's `files` list, written directly, is what the manifest's JSON tree serializes to.
@Suite struct BundleManifestFastPathTests {
    /// Up to a list written in three slices on free cores.
    @Test(arguments: [0, 1, 3, 40, BundleManifest.entriesPerSlice * 2 + 5])
    func directFileListMatchesTheJSONTextTree(count: Int) throws {
        let provider = DiskSourceFileProvider(baseDirectory: BundleTestSupport.fixtures.path)
        let resolution = try TokenSetResolution.resolve(file: BundleTestSupport.fixtureNames[0], provider: provider)
        let emitter = BundleTestSupport.emitterInput(resolution)
        let version = try #require(SemanticVersion("1.2.3-beta.1"))
        let input = BundleInput(
            emitter: emitter, generated: [:],
            sources: [BundleSourceFile(path: "tokens \"x\".json", bytes: Array("{}".utf8))],
            name: BundleName.defaultName(documentName: nil), version: version, toolVersion: "0.1.0")
        let names = [
            "index.js", "a/b.json", "quote\"d.txt", "back\\slash", "tab\there", "ünï/cödé.css", "line\u{2028}sep",
            "Z.swift", "ctl\u{1}.txt",
        ]
        let files = (0..<count).map { index in
            GeneratedFile(
                path: "\(names[index % names.count])\(index)", contents: String(repeating: "é", count: index % 50))
        }
        let digests = files.map { SHA256.hexDigest(of: $0.contents) }
        for platform in BundlePlatform.allCases {
            let manifest = BundleManifest.manifest(
                for: platform, files: files, digests: digests, input: input, themes: BundleThemes(emitter))
            let tree = BundleManifest.manifestJSON(
                for: platform, files: BundleManifest.fileEntries(files, digests: digests), input: input,
                themes: BundleThemes(emitter))
            #expect(manifest.contents == tree.serialized() + "\n")
            // The direct path is taken: the tree without files ends in the list it replaces.
            let empty = BundleManifest.manifestJSON(
                for: platform, files: [], input: input, themes: BundleThemes(emitter))
            #expect(empty.serialized().hasSuffix("\"files\": []\n}"))
            #expect(manifest.path == BundleManifest.fileName)
        }
    }
}
