import PrismTestSupport
import Testing

@testable import PrismTokens

/// The YAML reader: the same tree as JSON with positions into the `.yaml` file, the core schema,
/// located errors for what it does not support, and no crash on any input.
@Suite struct YAMLReaderTests {
    func read(_ text: String) throws(FatalDiagnostic) -> JSONNode {
        try YAMLReader.read(Array(text.utf8), file: "t.yaml").root
    }

    /// A compact rendering of a tree: `{k:v,…}`, `[a,…]`, strings quoted, numbers as Swift prints them.
    func dump(_ node: JSONNode) -> String {
        switch node.value {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .number(let value): value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
        case .string(let text): "\"\(text)\""
        case .array(let items): "[" + items.map(dump).joined(separator: ",") + "]"
        case .object(let object):
            "{" + object.members.map { "\($0.key):\(dump($0.value))" }.joined(separator: ",") + "}"
        }
    }

    func parsed(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> String {
        do { return dump(try read(text)) } catch {
            Issue.record("unexpected error: \(error.diagnostic.compilerFormatted)", sourceLocation: sourceLocation)
            return ""
        }
    }

    func expectError(
        _ text: String, _ fragment: String, at line: Int, _ column: Int,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        do {
            let root = try read(text)
            Issue.record("expected an error, read \(dump(root))", sourceLocation: sourceLocation)
        } catch {
            let d = error.diagnostic
            #expect(d.message.contains(fragment), "\(d.message)", sourceLocation: sourceLocation)
            #expect(d.location?.file == "t.yaml", sourceLocation: sourceLocation)
            #expect(
                d.location.map { "\($0.line):\($0.column)" } == "\(line):\(column)", "\(d.compilerFormatted)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func blockMappingsAndSequencesNest() {
        let yaml = """
            # tokens
            color:
              brand:
                $value: "#0055ff"
              list:
                - a
                - b: 1
                  c: 2
              flat:
              - x
              - y
            empty:
            """
        #expect(
            parsed(yaml)
                == ##"{color:{brand:{$value:"#0055ff"},list:["a",{b:1,c:2}],flat:["x","y"]},empty:null}"##)
    }

    @Test func everyKeyAndValueHasItsLineAndColumn() throws {
        let yaml = "color:\n  brand:\n    $value: '#0055ff'  # blue\n  é: [1, {a: b}]\n"
        let root = try read(yaml)
        let color = try #require(root.object?.member("color"))
        #expect("\(color.keyLocation.line):\(color.keyLocation.column)" == "1:1")
        let brand = try #require(color.value.object?.member("brand"))
        #expect("\(brand.keyLocation.line):\(brand.keyLocation.column)" == "2:3")
        let value = try #require(brand.value.object?.member("$value"))
        #expect("\(value.keyLocation.line):\(value.keyLocation.column)" == "3:5")
        #expect("\(value.value.location.line):\(value.value.location.column)" == "3:13")
        let list = try #require(color.value["é"]?.array)
        #expect("\(list[1].location.line):\(list[1].location.column)" == "4:10")
        #expect(list[1]["a"].map { "\($0.location.line):\($0.location.column)" } == "4:14")
    }

    @Test func plainScalarsFollowTheCoreSchema() {
        let yaml = """
            a: 12
            b: -1.5e3
            c: 0x1F
            d: ~
            e: True
            f: yes
            g: 16px
            h: .inf
            i: 1.2.3
            j: #fff is a comment
            k: a # comment
            """
        #expect(
            parsed(yaml)
                == #"{a:12,b:-1500,c:31,d:null,e:true,f:"yes",g:"16px",h:inf,i:"1.2.3",j:null,k:"a"}"#)
    }

    @Test func quotedScalarsDecodeEscapesAndFoldLines() {
        #expect(parsed(#"a: "tab\there \u00e9 \x41 \"q\" \\""#) == "{a:\"tab\there é A \"q\" \\\"}")
        #expect(parsed("a: 'it''s #1: ok'") == #"{a:"it's #1: ok"}"#)
        #expect(parsed("a: \"one\n  two\n\n  three\"") == "{a:\"one two\nthree\"}")
        #expect(parsed("\"quoted key\": 1") == #"{quoted key:1}"#)
    }

    @Test func plainScalarsContinueOnMoreIndentedLines() {
        #expect(parsed("a: one\n  two\nb: 3") == #"{a:"one two",b:3}"#)
    }

    @Test func blockScalarsKeepOrFoldLinesWithChomping() {
        #expect(parsed("a: |\n  one\n  two\nb: 1") == "{a:\"one\ntwo\n\",b:1}")
        #expect(parsed("a: >-\n  one\n  two\n\n  three\nb: 1") == "{a:\"one two\nthree\",b:1}")
        #expect(parsed("a: |+\n  x\n\nb: 1") == "{a:\"x\n\n\",b:1}")
        #expect(parsed("- |2\n    indented\n") == "[\"  indented\n\"]")
    }

    @Test func flowCollectionsMaySpanLines() {
        #expect(parsed("a: [1, two,\n  {b: c, 'd': [e]},\n  ]\n") == #"{a:[1,"two",{b:"c",d:["e"]}]}"#)
        #expect(parsed(#"{"json": {"style": true}}"#) == "{json:{style:true}}")
        #expect(parsed("a: {b, c: }") == "{a:{b:null,c:null}}")
    }

    @Test func anchorsAndAliasesCopyTheNode() {
        #expect(parsed("base: &b\n  x: 1\ncopy: *b\nlist: [&v 2, *v]") == "{base:{x:1},copy:{x:1},list:[2,2]}")
    }

    @Test func documentMarkersAreAcceptedOnce() {
        #expect(parsed("%YAML 1.2\n---\na: 1\n...\n") == "{a:1}")
        expectError("a: 1\n---\nb: 2\n", "several YAML documents", at: 2, 1)
    }

    @Test func unsupportedSyntaxIsALocatedError() {
        expectError("a:\n\tb: 1\n", "a tab indents this line", at: 2, 1)
        expectError("a: 1\nb: 2\na: 3\n", "duplicate key 'a' (first defined at t.yaml:1:1)", at: 3, 1)
        expectError("a: !!str 1\n", "tags such as '!!str' are not supported", at: 1, 4)
        expectError("base: {x: 1}\na:\n  <<: *base\n", "merge keys", at: 3, 3)
        expectError("? a\n: b\n", "complex mapping keys", at: 1, 1)
        expectError("a: [1, 2\n", "never closed", at: 1, 4)
        expectError("a: \"open\n", "never closed", at: 1, 4)
        expectError("a:\n  b: 1\n    c: 2\n", "indented under a plain value", at: 3, 5)
        expectError("a:\n    b: 1\n  c: 2\n", "indented more than the keys above it", at: 3, 3)
        expectError("a: *nope\n", "names no anchor", at: 1, 4)
        expectError("# nothing\n", "empty", at: 2, 1)
        expectError("a: b: c\n", "cannot follow another key", at: 1, 4)
        expectError("a: \"\\q\"\n", "unknown escape", at: 1, 5)
        expectError("a: 1\n- b\n", "'- ' item where a 'key: value'", at: 2, 1)
    }

    @Test func invalidUTF8AndControlCharactersAreEncodingErrors() throws {
        do {
            _ = try YAMLReader.read([0x61, 0x3A, 0x20, 0xC3, 0x28], file: "t.yaml")
            Issue.record("expected an encoding error")
        } catch {
            #expect(error.diagnostic.rule == "encoding")
            #expect(error.diagnostic.location?.column == 4)
        }
        #expect(throws: FatalDiagnostic.self) { try YAMLReader.read([0x61, 0x3A, 0x20, 0x00], file: "t.yaml") }
    }

    @Test func yamlIsDetectedByNameAndByContent() throws {
        #expect(YAMLReader.isYAMLFileName("tokens.YML") && YAMLReader.isYAMLFileName("a/b.yaml"))
        #expect(YAMLReader.looksLikeYAML(Array("# c\ncolor:\n  a: 1".utf8)))
        #expect(YAMLReader.looksLikeYAML(Array("---\n".utf8)))
        #expect(!YAMLReader.looksLikeYAML(Array("{\"a\": 1}".utf8)))
        #expect(!YAMLReader.looksLikeYAML(Array("// note: JSON5\n{a: 1}".utf8)))
        #expect(!YAMLReader.looksLikeYAML(Array("red".utf8)))
        let result = try TokenFileReader.read(
            Array("color:\n  a: {$value: '#000000', $type: color}".utf8), file: "tokens.json")
        #expect(result.root["color"]?["a"]?["$type"]?.string == "color")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let flow = String(repeating: "[", count: 100_000)
        #expect(throws: FatalDiagnostic.self) { try read(flow) }
        let block = (0..<400).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n")
        #expect(throws: FatalDiagnostic.self) { try read(block) }
        let inline = String(repeating: "- ", count: 50_000) + "x"
        #expect(throws: FatalDiagnostic.self) { try read(inline) }
    }

    /// Mutations of a YAML token file: every one reads or fails with a located diagnostic.
    @Test func mutatedInputNeverCrashes() {
        let seed = Array(
            """
            %YAML 1.2
            ---
            color: &c
              $type: color
              brand: {$value: "#0055ff", list: [1, 'two', {a: b}]}
              text: |+
                multi
                line
              seq:
                - a: 1
                  b: >-
                    folded
                - *c
            ...
            """.utf8)
        var random = SplitMix64(seed: 0x9E37_79B9_7F4A_7C15)
        func next(_ bound: Int) -> Int { Int((random.next() >> 33) % UInt64(bound)) }
        let alphabet = Array("-:?[]{},#&*!|>'\"%@ \t\n\\xu0a.".utf8)
        for _ in 0..<3_000 {
            var bytes = seed
            for _ in 0..<(1 + next(4)) {
                switch next(3) {
                case 0: bytes.insert(alphabet[next(alphabet.count)], at: next(bytes.count + 1))
                case 1: if !bytes.isEmpty { bytes.remove(at: next(bytes.count)) }
                default: if !bytes.isEmpty { bytes[next(bytes.count)] = alphabet[next(alphabet.count)] }
                }
            }
            do {
                _ = try YAMLReader.read(bytes, file: "t.yaml")
            } catch {
                #expect(error.diagnostic.location != nil)
            }
        }
    }
}
