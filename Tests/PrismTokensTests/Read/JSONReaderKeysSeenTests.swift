import Testing

@testable import PrismTokens

/// The reader reports the keys that make later stages walk every token (`mode`, `$extends`,
/// `$ref`) as member keys only, however they are spelled and on whichever thread they were read,
/// and the loader spares those walks only when no file has them.
@Suite struct JSONReaderKeysSeenTests {
    static func keys(_ text: String) throws -> JSONReader.KeysSeen {
        try JSONReader.read(Array(text.utf8), file: "t.json").keysSeen
    }

    @Test func keysAreSeenAsMemberKeysOnly() throws {
        #expect(try Self.keys(#"{"a": {"$type": "color", "b": [1, "mode", "$ref"]}}"#) == [])
        #expect(try Self.keys(#"{"a": {"$extensions": {"mode": {"dark": 1}}}}"#) == .mode)
        #expect(try Self.keys(##"{"a": {"$ref": "#/b"}, "b": {"$extends": "{c}"}}"##) == [.ref, .extends])
        #expect(try Self.keys(#"{"mod": 1, "modes": 2, "$refs": 3, "$extend": 4}"#) == [])
    }

    @Test func escapedAndUnquotedSpellingsCount() throws {
        #expect(try Self.keys(#"{"m\u006fde": 1}"#) == .mode)
        #expect(try Self.keys(#"{"\u0024extends": 1}"#) == .extends)
        #expect(try Self.keys("{mode: 1, $ref: 2}") == [.mode, .ref])
    }

    /// A key only in the part a helper thread reads is reported as if the document were read alone.
    @Test func keysReadByTheHelperAreReported() throws {
        let (result, handedOver) = try Self.readWithHelper(
            groups: #"{"t": {"$type": "number", "$value": 1}}"#, last: #"{"$extends": "{g0}"}"#)
        #expect(handedOver > 0, "the helper read the end of the document")
        #expect(result.keysSeen == .extends)
    }

    /// A document of 3,000 groups `g0`… (each `group`) and a last member `last`, read with the
    /// helper thread taking all after the first tenth.
    static func readWithHelper(groups group: String, last: String) throws -> (JSONReader.Result, handedOver: Int) {
        var text = "{\n"
        for index in 0..<3_000 { text += "  \"g\(index)\": \(group),\n" }
        text += "  \"last\": \(last)\n}\n"
        let bytes = Array(text.utf8)
        return try JSONReader.read(bytes, file: "t.json", splitOffset: bytes.count / 10, waitsForHelper: true)
    }

    @Test func treesNotReadAsJSONAssumeEveryKey() throws {
        #expect(try YAMLReader.read(Array("a:\n  b: 1\n".utf8), file: "t.yaml").keysSeen == .all)
        #expect(
            JSONReader.Result(
                root: JSONNode(.null, at: .init(file: "t", line: 1, column: 1, offset: 0)), extensionsUsed: []
            ).keysSeen == .all)
    }

    static func load(_ files: [String: String], root: String) throws -> ResolverDocument {
        var diagnostics = DiagnosticBag()
        return try DocumentLoader.load(root, provider: InMemorySourceFileProvider(files), diagnostics: &diagnostics)
    }

    @Test func groupsMayExtendOnlyWhenAFileHasTheKeys() throws {
        let plain = #"{"a": {"$type": "number", "$value": 1}}"#
        #expect(try !Self.load(["t.json": plain], root: "t.json").mayExtendGroups)
        let extending = #"{"a": {"b": {"$type": "number", "$value": 1}}, "c": {"$extends": "{a}"}}"#
        #expect(try Self.load(["t.json": extending], root: "t.json").mayExtendGroups)
        // The key in a file the resolver references counts too.
        let resolver = """
            {"version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.json"}]}},
             "resolutionOrder": [{"$ref": "#/sets/base"}]}
            """
        let loaded = try Self.load(["r.resolver.json": resolver, "base.json": extending], root: "r.resolver.json")
        #expect(loaded.mayExtendGroups)
    }

    @Test func refKeysAreCountedWhereverTheyAreRead() throws {
        func count(_ text: String) throws -> Int? { try JSONReader.read(Array(text.utf8), file: "t.json").refKeyCount }
        #expect(try count(##"{"a": {"$ref": "#/b"}, "b": {"c": {"$ref": "#/d"}}, "e": ["$ref"]}"##) == 2)
        #expect(try count(#"{"a": 1}"#) == 0)
        #expect(try YAMLReader.read(Array("a: 1\n".utf8), file: "t.yaml").refKeyCount == nil)
        // Read by the helper thread too.
        let (result, handedOver) = try Self.readWithHelper(
            groups: ##"{"$ref": "#/g0", "t": {"$value": 1}}"##, last: "1")
        #expect(handedOver > 0)
        #expect(result.refKeyCount == 3_000)
    }

    /// A resolver document's own `$ref`s (its sources and resolution order) never make a group
    /// extend another: the walk is spared unless some other `$ref` or an `$extends` is left.
    @Test func aResolversOwnReferencesDoNotCount() throws {
        func resolver(_ inline: String) -> String {
            """
            {"version": "2025.10",
             "sets": {"base": {"sources": [{"$ref": "base.json"}, \(inline)]}},
             "modifiers": {"mode": {"contexts": {"light": [{"$ref": "#/sets/base"}], "dark": [{"$ref": "dark.json"}]}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """
        }
        let base = #"{"a": {"b": {"$type": "number", "$value": 1}}}"#
        let dark = #"{"a": {"b": {"$type": "number", "$value": 2}}}"#
        let plainInline = #"{"c": {"$type": "number", "$value": 3}}"#
        let spared = try Self.load(
            ["r.resolver.json": resolver(plainInline), "base.json": base, "dark.json": dark], root: "r.resolver.json")
        #expect(!spared.mayExtendGroups)
        // A group-level `$ref` in an inline source, or in a file a source names, counts.
        let extendingInline = ##"{"c": {"$ref": "#/a", "x": {"$type": "number", "$value": 3}}}"##
        let inline = try Self.load(
            ["r.resolver.json": resolver(extendingInline), "base.json": base, "dark.json": dark],
            root: "r.resolver.json")
        #expect(inline.mayExtendGroups)
        let extendingDark =
            ##"{"a": {"b": {"$type": "number", "$value": 2}}, "c": {"$ref": "#/a", "x": {"$type": "number", "$value": 3}}}"##
        let loaded = try Self.load(
            ["r.resolver.json": resolver(plainInline), "base.json": base, "dark.json": extendingDark],
            root: "r.resolver.json")
        #expect(loaded.mayExtendGroups)
        // And the group is extended: the same tokens as when the walk always ran.
        let files = ["r.resolver.json": resolver(extendingInline), "base.json": base, "dark.json": dark]
        let resolution = try TokenSetResolution.resolve(
            file: "r.resolver.json", provider: InMemorySourceFileProvider(files))
        let paths = resolution.themes.map { $0.tokens.map(\.path.description) }
        #expect(paths.allSatisfy { $0.contains("c.b") }, "\(paths)")
    }

    /// The groups a document extends are found with and without the walk being spared.
    @Test func extendedGroupsResolveTheSameWhenTheWalkIsSpared() throws {
        let text = #"{"a": {"b": {"$type": "number", "$value": 1}}, "c": {"$extends": "{a}"}}"#
        let resolution = try TokenSetResolution.resolve(
            file: "t.json", provider: InMemorySourceFileProvider(["t.json": text]))
        #expect(resolution.themes[0].tokens.map(\.path.description) == ["a.b", "c.b"])
        let plain = #"{"a": {"b": {"$type": "number", "$value": 1}}, "c": {"d": {"$type": "number", "$value": 2}}}"#
        let spared = try TokenSetResolution.resolve(
            file: "t.json", provider: InMemorySourceFileProvider(["t.json": plain]))
        #expect(spared.themes[0].tokens.map(\.path.description) == ["a.b", "c.d"])
    }
}
