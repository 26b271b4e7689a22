import Testing

@testable import PrismTokens

@Suite struct JSONReaderStringTests {
    @Test func decodesTheJSONEscapes() {
        #expect(ReaderTest.root(#""\" \\ \/ \b \f \n \r \t""#)?.string == "\" \\ / \u{8} \u{C} \n \r \t")
    }

    @Test func decodesUnicodeEscapesAndSurrogatePairs() {
        #expect(ReaderTest.root(#""caf\u00e9 \u00C9""#)?.string == "café É")
        #expect(ReaderTest.root(#""\ud83d\ude00!""#)?.string == "😀!")
        #expect(ReaderTest.root(#""\u0000""#)?.string == "\u{0}")
    }

    @Test func keepsRawUnicodeAndMixesItWithEscapes() {
        #expect(ReaderTest.root("\"é😀\\t漢字\"")?.string == "é😀\t漢字")
        #expect(ReaderTest.root("\"\u{2028}\u{2029}\"")?.string == "\u{2028}\u{2029}")
    }

    @Test func loneHighSurrogateIsAnError() {
        ReaderTest.expectError(#"{"a": "x\ud800"}"#, "lone high surrogate '\\ud800'", at: 1, 9)
    }

    @Test func highSurrogateFollowedByANonLowEscapeIsAnError() {
        ReaderTest.expectError(#"["\uD83D\u0041"]"#, "lone high surrogate", at: 1, 3)
    }

    @Test func loneLowSurrogateIsAnError() {
        ReaderTest.expectError("[\n  \"ok\",\n  \"\\udc00\"\n]", "lone low surrogate '\\udc00'", at: 3, 4)
    }

    @Test func unicodeEscapeNeedsFourHexDigits() {
        ReaderTest.expectError(#""ab\u12g4""#, "'\\u' must be followed by four hex digits", at: 1, 4)
    }

    @Test func unknownEscapeIsAnError() {
        ReaderTest.expectError(#"{"path": "C:\q"}"#, "invalid escape '\\q'", at: 1, 13)
    }

    @Test func octalLookingEscapeIsAnError() {
        ReaderTest.expectError(#""\1""#, "octal escapes are not allowed", at: 1, 2)
        ReaderTest.expectError(#""\01""#, "'\\0' cannot be followed by a digit", at: 1, 2)
    }

    @Test func rawTabInAStringIsAnError() {
        ReaderTest.expectError(
            "{\"a\": \"x\ty\"}", "control character U+0009 inside a string; write it as \\t", at: 1, 9)
    }

    @Test func rawNulAndOtherControlCharactersAreErrors() {
        ReaderTest.expectError("\"a\u{0}\"", "control character U+0000 inside a string; write it as \\u0000", at: 1, 3)
        ReaderTest.expectError("\"\\n\u{1F}\"", "write it as \\u001F", at: 1, 4)
    }

    @Test func rawLineBreakInAStringIsAnError() {
        ReaderTest.expectError("{\"a\": \"open\n}", "line break inside a string", at: 1, 12)
    }

    @Test func unterminatedStringPointsAtItsOpeningQuote() {
        ReaderTest.expectError("[\n  \"abc", "unterminated string; add the closing \"", at: 2, 3)
        ReaderTest.expectError("[\"a\\", "unterminated string", at: 1, 2)
        ReaderTest.expectError("['abc\\n", "add the closing '", at: 1, 2)
    }

    @Test func columnsCountUnicodeScalarsNotBytes() throws {
        let root = try ReaderTest.read("{\"é\": \"😀\", \"k\": 1}").root
        let member = try #require(root.object?.member("k"))
        #expect(ReaderTest.at(member.keyLocation) == "1:12")
        #expect(member.keyLocation.offset == 15)
        #expect(ReaderTest.at(root["é"]?.location) == "1:7")
    }

    @Test func errorColumnsCountScalarsAfterMultibyteCharacters() {
        ReaderTest.expectError("{\"日本\": \"😀😀\" x}", "add a comma between members", at: 1, 13)
    }

    /// Strings are scanned eight bytes at a time: a quote, escape, control character or
    /// non-ASCII byte at every position of a word (and in the tail shorter than a word) is still
    /// found exactly where it is.
    @Test func specialBytesAreFoundAtEveryOffsetOfTheWordScan() {
        for prefix in 0..<20 {
            let plain = String(repeating: "a", count: prefix)
            let tail = String(repeating: "b", count: 11)
            #expect(ReaderTest.root("\"\(plain)\\n\(tail)\"")?.string == plain + "\n" + tail, "escape after \(prefix)")
            #expect(
                ReaderTest.root("\"\(plain)é😀\(tail)\"")?.string == plain + "é😀" + tail, "non-ASCII after \(prefix)")
            #expect(
                ReaderTest.root("['\(plain)\"\(tail)']")?.array?.first?.string == plain + "\"" + tail,
                "other quote after \(prefix)")
            #expect(ReaderTest.root("\"\(plain)\"")?.string == plain, "end after \(prefix)")
            ReaderTest.expectError("\"\(plain)\u{1}\(tail)\"", "control character U+0001", at: 1, prefix + 2)
            ReaderTest.expectError(
                bytes: Array("\"\(plain)".utf8) + [0xFF] + Array("\(tail)\"".utf8), "UTF-8", at: 1, prefix + 2,
                rule: "encoding")
        }
    }
}
