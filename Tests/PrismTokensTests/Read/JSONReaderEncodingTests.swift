import Testing

@testable import PrismTokens

@Suite struct JSONReaderEncodingTests {
    private func inString(_ bad: [UInt8]) -> [UInt8] { Array("{\"a\": \"x".utf8) + bad + Array("\"}".utf8) }

    @Test func overlongTwoByteEncodingIsRejected() {
        ReaderTest.expectError(
            bytes: inString([0xC0, 0xAF]), "overlong encoding", at: 1, 9, offset: 8, rule: "encoding")
    }

    @Test func overlongThreeAndFourByteEncodingsAreRejected() {
        ReaderTest.expectError(bytes: inString([0xE0, 0x80, 0xAF]), "overlong encoding", at: 1, 9, rule: "encoding")
        ReaderTest.expectError(
            bytes: inString([0xF0, 0x82, 0x82, 0xAC]), "overlong encoding", at: 1, 9, rule: "encoding")
    }

    @Test func surrogatesEncodedInUTF8AreRejected() {
        ReaderTest.expectError(
            bytes: inString([0xED, 0xA0, 0x80]), "surrogate encoded in UTF-8", at: 1, 9, rule: "encoding")
    }

    @Test func truncatedSequencesAreRejected() {
        ReaderTest.expectError(bytes: inString([0xE2, 0x82]), "cut short after 2 bytes", at: 1, 9, rule: "encoding")
        ReaderTest.expectError(bytes: Array("\"ab".utf8) + [0xF0, 0x9F], "cut short", at: 1, 4, rule: "encoding")
    }

    @Test func latin1TextIsRejectedWithAHint() {
        ReaderTest.expectError(bytes: inString([0xE9, 0x74]), "Latin-1", at: 1, 9, rule: "encoding")
    }

    @Test func bytesAboveF4AndValuesAboveU10FFFFAreRejected() {
        ReaderTest.expectError(
            bytes: inString([0xF5, 0x80, 0x80, 0x80]), "byte 0xF5 never occurs", at: 1, 9, rule: "encoding")
        ReaderTest.expectError(bytes: inString([0xFF]), "byte 0xFF never occurs", at: 1, 9, rule: "encoding")
        ReaderTest.expectError(bytes: inString([0xF4, 0x90, 0x80, 0x80]), "above U+10FFFF", at: 1, 9, rule: "encoding")
    }

    @Test func strayContinuationByteIsRejected() {
        ReaderTest.expectError(bytes: inString([0x80]), "unexpected continuation byte 0x80", at: 1, 9, rule: "encoding")
    }

    @Test func invalidUTF8OutsideStringsIsAnEncodingError() {
        ReaderTest.expectError(
            bytes: [0x5B, 0x0A, 0xFF, 0x5D], "byte 0xFF never occurs", at: 2, 1, offset: 2, rule: "encoding")
        ReaderTest.expectError(bytes: Array("{a".utf8) + [0xC3], "cut short", at: 1, 3, rule: "encoding")
    }

    @Test func invalidUTF8InCommentsIsRejected() {
        ReaderTest.expectError(
            bytes: Array("// é ".utf8) + [0xC3, 0x28] + Array("\n1".utf8), "cut short", at: 1, 6,
            rule: "encoding")
        ReaderTest.expectError(
            bytes: Array("/*\n".utf8) + [0xA0] + Array("*/1".utf8), "continuation byte", at: 2, 1,
            rule: "encoding")
    }

    @Test func utf16FilesAreRecognized() {
        ReaderTest.expectError(
            bytes: [0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], "encoded in UTF-16; save it as UTF-8", at: 1, 1,
            rule: "encoding")
        ReaderTest.expectError(
            bytes: [0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], "encoded in UTF-16", at: 1, 1, rule: "encoding")
        ReaderTest.expectError(bytes: [0x7B, 0x00, 0x7D, 0x00], "encoded in UTF-16", at: 1, 1, rule: "encoding")
        ReaderTest.expectError(bytes: [0x00, 0x5B, 0x00, 0x5D], "encoded in UTF-16", at: 1, 1, rule: "encoding")
        ReaderTest.expectError(bytes: [0x22, 0x00, 0x61, 0x22], "control character U+0000 inside a string", at: 1, 2)
    }

    @Test func validFourByteCharactersAreAccepted() throws {
        let root = try JSONReader.read(inString([0xF0, 0x9F, 0x98, 0x80]), file: "t.json").root
        #expect(root["a"]?.string == "x😀")
    }

    @Test func byteOrderMarkIsToleratedAndTakesNoColumn() throws {
        let result = try JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8), file: "t.json")
        #expect(result.extensionsUsed.map(\.extension) == [.byteOrderMark])
        #expect(ReaderTest.at(result.extensionsUsed.first?.location) == "1:1")
        #expect(ReaderTest.at(result.root.location) == "1:1")
        #expect(result.root.location.offset == 3)
        let member = try #require(result.root.object?.member("a"))
        #expect(ReaderTest.at(member.keyLocation) == "1:2")
        #expect(member.keyLocation.offset == 4)
    }

    @Test func errorsAfterAByteOrderMarkHaveEditorColumns() {
        ReaderTest.expectError(
            bytes: [0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), "add a comma between elements", at: 1, 4,
            offset: 6)
    }

    @Test func aByteOrderMarkAloneHoldsNoValue() {
        ReaderTest.expectError(bytes: [0xEF, 0xBB, 0xBF], "holds no JSON value", at: 1, 1, offset: 3)
    }

    @Test func aByteOrderMarkInsideTheFileIsAnError() {
        ReaderTest.expectError("[1,\u{FEFF}2]", "byte order mark (U+FEFF) inside the file", at: 1, 4)
    }

    @Test func crlfAndLoneCRCountAsOneLineBreak() throws {
        let root = try ReaderTest.read("{\r\n  \"a\": 1,\r\r\n  \"b\": 2,\r  \"c\": [\r\n3]\r\n}").root
        let object = try #require(root.object)
        #expect(ReaderTest.at(object.member("a")?.keyLocation) == "2:3")
        #expect(ReaderTest.at(object.member("b")?.keyLocation) == "4:3")
        #expect(ReaderTest.at(object.member("c")?.keyLocation) == "5:3")
        #expect(ReaderTest.at(object["c"]?.array?.first?.location) == "6:1")
        #expect(object["c"]?.array?.first?.location.offset == 35)
    }

    @Test func errorsAfterCRLFHaveTheRightLine() {
        ReaderTest.expectError("{\r\n\"a\": 1\r\n\"b\": 2}", "add a comma between members", at: 3, 1, offset: 11)
        ReaderTest.expectError("[1,\r\r2,\rx]", "put strings in double quotes", at: 4, 1)
    }

    @Test func crlfInsideABlockCommentCountsLines() throws {
        let result = try ReaderTest.read("/* a\r\n b\r c */ [\r\n  true]")
        #expect(ReaderTest.at(result.root.location) == "3:7")
        #expect(ReaderTest.at(result.root.array?.first?.location) == "4:3")
    }
}
