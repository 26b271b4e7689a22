import Foundation
import Testing

@testable import PrismTokensCLI

/// Hostile inputs through the whole CLI (read → resolve → validate, and generate for the valid
/// ones): each ends with a message that says what is wrong and how to fix it, and exit status
/// 1 (the tokens have errors) or 0 (valid) — never a crash, a hang or a stack overflow.
///
/// The reader's and resolver's own tests check messages and positions stage by stage
/// (Tests/PrismTokensTests/Read, Tests/PrismTokensTests/Resolve); these check what a user of the
/// tool sees. A realistic 50 MB token file is a process-level check with the release build:
/// bench/large-file.sh.
@Suite struct HostileInputTests {
    /// One hostile input file and what `validate` must answer.
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var file: String
        var bytes: @Sendable () -> [UInt8]
        var status: Int32
        /// Text that must appear in the output (stdout and stderr together).
        var expected: [String]
        /// Other files the input refers to.
        var companions: [String: String] = [:]
        var testDescription: String { name }
    }

    static let color = #"{"colorSpace": "srgb", "components": [0.1, 0.2, 0.3]}"#

    static func text(_ string: String) -> @Sendable () -> [UInt8] { { Array(string.utf8) } }

    static func resolver(sources: String, modifiers: String = "{}", order: String = ##"[{"$ref": "#/sets/s"}]"##)
        -> String
    {
        #"{"version": "2025.10", "sets": {"s": {"sources": \#(sources)}}, "modifiers": \#(modifiers), "resolutionOrder": \#(order)}"#
    }

    static let cases: [Case] = [
        Case(
            name: "200,000 nested objects", file: "deep-objects.json",
            bytes: {
                Array(
                    (String(repeating: #"{"a":"#, count: 200_000) + "1" + String(repeating: "}", count: 200_000)).utf8)
            },
            status: 1,
            expected: [
                "deep-objects.json:1:2561: error: [syntax]", "nested more than 512 levels deep; flatten the structure",
            ]),
        Case(
            name: "200,000 nested arrays", file: "deep-arrays.json",
            bytes: { Array((String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)).utf8) },
            status: 1, expected: ["deep-arrays.json:1:513: error: [syntax]", "nested more than 512 levels deep"]),
        Case(
            name: "a 5,000-token alias cycle", file: "cycle.json",
            bytes: {
                let members = (0..<5_000).map { #""t\#($0)": {"$type": "color", "$value": "{t\#(($0 + 1) % 5_000)}"}"# }
                return Array(("{" + members.joined(separator: ",") + "}").utf8)
            },
            status: 1,
            expected: [
                "[reference.cycle] circular reference: t0 → t1 → t2 → t3 → … (4994 more) → t4998 → t4999 → t0",
                "break the cycle by giving one of these tokens a literal value", "5000 errors",
            ]),
        Case(
            name: "1e999999", file: "huge-number.json", bytes: text(#"{"n": {"$type": "number", "$value": 1e999999}}"#),
            status: 1,
            expected: [
                "huge-number.json:1:37: error: [syntax] number is too large to represent", "write it as a string",
            ]),
        Case(
            name: "a raw NUL in a string", file: "nul.json",
            bytes: { Array(#"{"a": {"$type": "fontFamily", "$value": "x"#.utf8) + [0] + Array(#"y"}}"#.utf8) },
            status: 1,
            expected: ["nul.json:1:43: error: [syntax] control character U+0000 inside a string; write it as \\u0000"]),
        Case(
            name: "a raw control character in a key", file: "control.json",
            bytes: { [0x7B, 0x22, 0x61, 0x01] + Array(#"": {"$type": "number", "$value": 1}}"#.utf8) },
            status: 1,
            expected: [
                "control.json:1:4: error: [syntax] control character U+0001 inside a string; write it as \\u0001"
            ]),
        Case(
            name: "a raw NUL after the value", file: "nul-after.json",
            bytes: { Array(#"{"a": {"$type": "number", "$value": 1}}"#.utf8) + [0] },
            status: 1,
            expected: [
                "nul-after.json:1:40: error: [syntax]",
                "[syntax] unexpected control character U+0000 after the end of the JSON value; a file holds a single value",
            ]),
        Case(
            name: "a lone high surrogate", file: "lone-high.json",
            bytes: text(#"{"a\uD800": {"$type": "number", "$value": 1}}"#),
            status: 1,
            expected: [
                "lone-high.json:1:4: error: [syntax] lone high surrogate '\\uD800'; follow it with its low surrogate"
            ]),
        Case(
            name: "a lone low surrogate", file: "lone-low.json",
            bytes: text(#"{"a": {"$type": "fontFamily", "$value": "\uDC00"}}"#),
            status: 1,
            expected: [
                "lone-low.json:1:42: error: [syntax] lone low surrogate '\\uDC00'; precede it with its high surrogate"
            ]),
        Case(
            name: "a surrogate encoded in UTF-8 (CESU-8)", file: "cesu.json",
            bytes: { Array(#"{"a"#.utf8) + [0xED, 0xA0, 0x80] + Array(#"": {"$type": "number", "$value": 1}}"#.utf8) },
            status: 1, expected: ["cesu.json:1:4: error: [encoding] invalid UTF-8: a UTF-16 surrogate encoded in UTF-8"]
        ),
        Case(
            name: "duplicate keys", file: "duplicate.json",
            bytes: text(#"{"a": {"$type": "number", "$value": 1}, "a": {"$type": "number", "$value": 2}}"#),
            status: 1,
            expected: [
                "duplicate.json:1:41: error: [syntax] remove the duplicate key 'a' (first defined at 1:2), or rename one of them"
            ]),
        Case(
            name: "invalid UTF-8 (Latin-1)", file: "latin1.json",
            bytes: { Array(#"{"caf"#.utf8) + [0xE9] + Array(#"": {"$type": "number", "$value": 1}}"#.utf8) },
            status: 1, expected: ["latin1.json:1:6: error: [encoding] invalid UTF-8", "save it as UTF-8"]),
        Case(
            name: "$extends of itself", file: "extends-self.json",
            bytes: text(#"{"g": {"$extends": "{g}", "a": {"$type": "number", "$value": 1}}}"#),
            status: 1,
            expected: [
                "extends-self.json:1:20: error: [reference.cycle] circular '$extends': g → g; remove one of these '$extends'"
            ]),
        Case(
            name: "a $ref loop between tokens", file: "ref-loop.json",
            bytes: text(##"{"a": {"$ref": "#/b"}, "b": {"$ref": "#/a"}}"##),
            status: 1,
            expected: [
                "ref-loop.json:1:16: error: [reference.cycle] circular reference: a → b → a",
                "ref-loop.json:1:38: error: [reference.cycle]",
            ]),
        Case(
            name: "a $ref loop through token values", file: "value-loop.json",
            bytes: text(
                ##"{"a": {"$type": "number", "$value": {"$ref": "#/b/$value"}}, "b": {"$type": "number", "$value": {"$ref": "#/a/$value"}}}"##
            ),
            status: 1, expected: ["[reference.cycle] circular reference: a → b → a"]),
        Case(
            name: "a resolver that lists itself as a source", file: "self.resolver.json",
            bytes: text(resolver(sources: #"[{"$ref": "self.resolver.json"}]"#)),
            status: 1, expected: ["error: [format.structure] 'version' is a string, but a group member must be a token"]
        ),
        Case(
            name: "a resolver source that does not exist", file: "missing.resolver.json",
            bytes: text(resolver(sources: #"[{"$ref": "themes/missing.json"}]"#)),
            status: 1,
            expected: [
                "missing.resolver.json:1:60: error: [io] cannot open 'themes/missing.json': no such file; check the path"
            ]),
        Case(
            name: "resolver $refs that climb out of the folder", file: "escape.resolver.json",
            bytes: text(resolver(sources: #"[{"$ref": "../../etc/passwd"}, {"$ref": "themes/../../x.json"}]"#)),
            status: 1,
            expected: [
                "escape.resolver.json:1:60: error: [resolver.ref] '../../etc/passwd' points outside the folder of 'escape.resolver.json'",
                "[resolver.ref] 'themes/../../x.json' points outside the folder", "move the file into that folder",
            ]),
        Case(
            name: "a resolver $ref to an absolute path", file: "absolute.resolver.json",
            bytes: text(resolver(sources: #"[{"$ref": "/etc/passwd"}]"#)),
            status: 1,
            expected: [
                "absolute.resolver.json:1:60: error: [resolver.ref] '/etc/passwd' is an absolute path; reference token files by a path relative to"
            ]),
        Case(
            name: "modifiers that make a million themes", file: "permutations.resolver.json",
            bytes: {
                let names = (0..<20).map { "m\($0)" }
                let modifiers =
                    "{" + names.map { #""\#($0)": {"contexts": {"a": [{}], "b": [{}]}}"# }.joined(separator: ",") + "}"
                let order =
                    "["
                    + ([##"{"$ref": "#/sets/s"}"##] + names.map { ##"{"$ref": "#/modifiers/\##($0)"}"## }).joined(
                        separator: ",") + "]"
                return Array(resolver(sources: "[{}]", modifiers: modifiers, order: order).utf8)
            },
            status: 1,
            expected: [
                "[resolver.permutations] the modifiers make 1048576 permutations (m0 (2) × m1 (2)",
                "fix some modifiers to one context with --input MODIFIER=CONTEXT",
            ]),
    ]

    @Test(arguments: cases)
    func validateExplainsAndFails(_ input: Case) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(input.file, input.bytes())
        for (path, text) in input.companions { try harness.write(path, text) }
        let result = harness.run(["validate", input.file])
        let output = result.out + result.err
        #expect(result.status == input.status, "\(output.prefix(2_000))")
        for fragment in input.expected {
            #expect(output.contains(fragment), "missing '\(fragment)' in:\n\(output.prefix(2_000))")
        }
    }

    @Test func aTwentyThousandLongAliasChainIsValidAndGenerates() throws {
        var members = [#""t0": {"$type": "color", "$value": \#(Self.color)}"#]
        for i in 1..<20_000 { members.append(#""t\#(i)": {"$value": "{t\#(i - 1)}"}"#) }
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("chain.json", "{" + members.joined(separator: ",") + "}")
        let validate = harness.run(["validate", "chain.json"])
        #expect(validate.status == 0, "\(validate.err.prefix(2_000))")
        #expect(validate.out.contains("20000 tokens in 1 theme"), "\(validate.out)")
        // Every platform: the Swift emitter remembers the metadata it filled in along a chain
        // (it used to follow the whole chain for every token: minutes for 20,000 in a debug build).
        let generate = harness.run(["generate", "chain.json", "--out", "out"])
        #expect(generate.status == 0, "\(generate.err.prefix(2_000))")
        #expect(FileManager.default.fileExists(atPath: harness.directory + "/out/CSS/prism-tokens.css"))
        let swift = try String(contentsOfFile: harness.directory + "/out/Swift/PrismTokens.swift", encoding: .utf8)
        #expect(swift.contains("case t19999"), "the last token of the chain is a case")
    }

    @Test func aOneMegabyteTokenNameIsValidAndGenerates() throws {
        let name = String(repeating: "n", count: 1 << 20)
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("long-name.json", #"{"group": {"\#(name)": {"$type": "color", "$value": \#(Self.color)}}}"#)
        let list = harness.run(["list", "long-name.json", "--format", "json"])
        #expect(list.status == 0, "\(list.err.prefix(2_000))")
        #expect(list.out.contains("group." + name))
        let generate = harness.run(["generate", "long-name.json", "--out", "out"])
        #expect(generate.status == 0, "\(generate.err.prefix(2_000))")
    }

    /// 50 MB files, written into a temporary folder by the test. A realistic 50 MB token file
    /// (200,000 tokens) takes ~10 s in a debug build, so that one is a process-level check with
    /// the release build (bench/large-file.sh); here the reader and pipeline get 50 MB in the
    /// shapes that are cheap to resolve: one huge value, and a huge run of whitespace.
    @Test func fiftyMegabyteFilesAreReadWithoutTrouble() throws {
        let size = 50 << 20
        let harness = try CLIHarness()
        defer { harness.remove() }
        let prefix = Array(#"{"font": {"$type": "fontFamily", "$value": ""#.utf8)
        let suffix = Array(#""}}"#.utf8)
        try harness.write(
            "big-string.json",
            prefix + [UInt8](repeating: UInt8(ascii: "x"), count: size - prefix.count - suffix.count) + suffix)
        let string = harness.run(["validate", "big-string.json"])
        #expect(string.status == 0, "\(string.err.prefix(2_000))")
        #expect(string.out.contains("1 token in 1 theme"), "\(string.out)")

        // 50 MB of line breaks and indentation, then a mistake: reported on its line and column.
        let lines = size / 8
        try harness.write(
            "big-space.json",
            Array("{\n".utf8) + Array(repeating: Array("       \n".utf8), count: lines).flatMap { $0 }
                + Array(#"  "a": tru }"#.utf8))
        let space = harness.run(["validate", "big-space.json"])
        #expect(space.status == 1)
        #expect(
            space.err.contains("big-space.json:\(lines + 2):8: error: [syntax] unexpected 'tru' where a value belongs"),
            "\(space.err.prefix(2_000))")
    }

    @Test func aByteOrderMarkAndCRLFLineBreaksAreValidWithRightPositions() throws {
        let lines = [
            "{",
            #"  "size": { "$type": "number", "$value": 1 },"#,
            #"  "body": {"#,
            #"    "$type": "typography","#,
            #"    "$value": { "fontFamily": "Inter", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 }"#,
            "  }",
            "}",
        ]
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write(
            "bom-crlf.json", [0xEF, 0xBB, 0xBF] + Array(lines.joined(separator: "\r\n").utf8) + [0x0D, 0x0A])
        let result = harness.run(["validate", "bom-crlf.json"])
        #expect(result.status == 0, "\(result.out)\(result.err)")
        // The only finding is the inferred text style, at the value on line 5 (a BOM takes no column).
        #expect(
            result.out.contains(
                "bom-crlf.json:5:15: note: [typography.text-style] 'body' sets no Dynamic Type text style"),
            "\(result.out)")
        #expect(result.out.contains("2 tokens in 1 theme"), "\(result.out)")
        #expect(!result.out.contains("format.legacy"), "a BOM alone is not JSON5: \(result.out)")
    }
}
