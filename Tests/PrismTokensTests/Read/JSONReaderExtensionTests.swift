import Testing

@testable import PrismTokens

@Suite struct JSONReaderExtensionTests {
    @Test func lineAndBlockCommentsAreRecordedAtTheFirst() {
        let text = "{\n  \"a\": 1, // one\n  /* two\n  lines */ \"b\": 2 /**/\n}"
        #expect(ReaderTest.extensions(text) == ["comments@2:11"])
        #expect(ReaderTest.root(text)?["b"]?.number == 2)
        #expect(ReaderTest.at(ReaderTest.root(text)?.object?.member("b")?.keyLocation) == "4:12")
    }

    @Test func commentsMayEndTheFileAndHoldStarsAndSlashes() {
        #expect(ReaderTest.root("[1 /* ** / * */] // end")?.array?.count == 1)
        #expect(ReaderTest.root("1 /***/")?.number == 1)
        #expect(ReaderTest.root("// é 😀\n\"x\"")?.string == "x")
    }

    @Test func trailingCommasAreRecordedAtTheComma() {
        #expect(ReaderTest.extensions("[1, 2, ]") == ["trailingCommas@1:6"])
        #expect(ReaderTest.extensions("{\"a\": [1,],\n}") == ["trailingCommas@1:9"])
        #expect(ReaderTest.root("{\"a\": [1,],\n}").map(ReaderTest.plain) == .object([("a", .array([.number(1)]))]))
    }

    @Test func singleQuotedStrings() {
        #expect(ReaderTest.root(#"'say "hi"'"#)?.string == #"say "hi""#)
        #expect(ReaderTest.root(#"'it\'s'"#)?.string == "it's")
        #expect(ReaderTest.extensions(#"{"a": 'x'}"#) == ["singleQuotedStrings@1:7"])
        #expect(ReaderTest.extensions(#"{'a': "x"}"#) == ["singleQuotedStrings@1:2"])
    }

    @Test func unquotedIdentifierKeys() throws {
        let root = try #require(
            ReaderTest.root("{ color: 1, $type: 2, _x9: 3, café: 4, ключ: 5, 名前: 6, a\\u0062c: 7 }"))
        #expect(root.object?.keys == ["color", "$type", "_x9", "café", "ключ", "名前", "abc"])
        #expect(ReaderTest.at(root.object?.member("café")?.keyLocation) == "1:31")
        #expect(ReaderTest.extensions("{\n  size: 1}") == ["unquotedKeys@2:3"])
    }

    @Test func unquotedKeysAllowCombiningMarksAfterTheFirstCharacter() {
        #expect(ReaderTest.root("{e\u{301}: 1}")?.object?.keys.first?.unicodeScalars.count == 2)
    }

    @Test func hexLeadingOrTrailingPointAndPlusSign() {
        #expect(
            ReaderTest.extensions("[0x10, .5, 5., +1]")
                == ["hexNumbers@1:2", "leadingOrTrailingDecimalPoint@1:8", "explicitPlusSign@1:16"])
        #expect(ReaderTest.extensions("[1, 2.]") == ["leadingOrTrailingDecimalPoint@1:6"])
    }

    @Test func infinityAndNaN() {
        #expect(ReaderTest.extensions("[1, -Infinity, NaN]") == ["infinityOrNaN@1:6"])
        #expect(ReaderTest.extensions("[+NaN]") == ["explicitPlusSign@1:2", "infinityOrNaN@1:3"])
    }

    @Test func lineContinuationsJoinLinesAndKeepPositions() throws {
        let text = "{\"a\": \"one \\\ntwo \\\r\nthree\", \"b\": 1}"
        let result = try ReaderTest.read(text)
        #expect(result.root["a"]?.string == "one two three")
        #expect(
            result.extensionsUsed.map { "\($0.extension.rawValue)@\(ReaderTest.at($0.location))" }
                == ["lineContinuations@1:12"])
        #expect(ReaderTest.at(result.root.object?.member("b")?.keyLocation) == "3:9")
        #expect(ReaderTest.root("\"a\\\u{2028}b\"")?.string == "ab")
    }

    @Test func json5Escapes() {
        #expect(ReaderTest.root(#""\x41\x7e\v\0\'""#)?.string == "A~\u{B}\u{0}'")
        #expect(ReaderTest.root(#""\xe9""#)?.string == "é")
        #expect(ReaderTest.extensions(#"["ok", "\x41"]"#) == ["json5Escapes@1:9"])
        ReaderTest.expectError(#""\x4""#, "'\\x' must be followed by two hex digits", at: 1, 2)
    }

    @Test func byteOrderMarkIsRecorded() throws {
        let result = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("[1,]".utf8), file: "t.json")
        #expect(result.extensionsUsed.map(\.extension) == [.byteOrderMark, .trailingCommas])
    }

    @Test func eachExtensionIsRecordedOnceInOrderOfFirstUse() {
        let text = """
            // tokens
            {
              size: 0x10,
              'name': 'x',
              list: [+1, .5, Infinity,],
              more: "\\v",
              /* again */ // and again
            }
            """
        #expect(
            ReaderTest.extensions(text) == [
                "comments@1:1", "unquotedKeys@3:3", "hexNumbers@3:9", "singleQuotedStrings@4:3",
                "explicitPlusSign@5:10", "leadingOrTrailingDecimalPoint@5:14", "infinityOrNaN@5:18",
                "trailingCommas@5:26", "json5Escapes@6:10",
            ])
    }

    @Test func everyExtensionCaseHasADistinctBit() {
        let bits = Set(JSONReader.Extension.allCases.map(\.bitIndex))
        #expect(bits.count == JSONReader.Extension.allCases.count)
        #expect(bits.allSatisfy { $0 < 32 })
    }
}
