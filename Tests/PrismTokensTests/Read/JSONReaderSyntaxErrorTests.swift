import Testing

@testable import PrismTokens

@Suite struct JSONReaderSyntaxErrorTests {
    @Test func emptyInputIsAnError() {
        ReaderTest.expectError("", "the file is empty; add a JSON value", at: 1, 1, offset: 0)
    }

    @Test func whitespaceOrCommentsOnlyHoldNoValue() {
        ReaderTest.expectError("  \n ", "holds no JSON value", at: 2, 2)
        ReaderTest.expectError("// nothing\n/* here */", "holds no JSON value", at: 2, 11)
    }

    @Test func missingCommaBetweenArrayElements() {
        ReaderTest.expectError(
            "[1, 2\n 3]", "expected ',' or ']' after an array element, found '3'; add a comma between elements",
            at: 2, 2)
    }

    @Test func missingCommaBetweenMembers() {
        ReaderTest.expectError("{\n  \"a\": 1\n  \"b\": 2\n}", "add a comma between members", at: 3, 3)
    }

    @Test func missingColonAfterAKey() {
        ReaderTest.expectError(#"{"a" 1}"#, "expected ':' after the key 'a', found '1'; add a colon", at: 1, 6)
    }

    @Test func unclosedContainersNameWhereTheyOpened() {
        ReaderTest.expectError("{\n  \"a\": [1, 2\n", "the array opened at 2:8 is not closed; add ']'", at: 3, 1)
        ReaderTest.expectError("{\"a\": 1,", "the object opened at 1:1 is not closed; add '}'", at: 1, 9)
        ReaderTest.expectError("[", "the array opened at 1:1 is not closed", at: 1, 2)
        ReaderTest.expectError("{\"a\"", "expected ':' after the key 'a', found the end of the file", at: 1, 5)
    }

    @Test func mismatchedClosingBracket() {
        ReaderTest.expectError("[1}", "expected ',' or ']' after an array element, found '}'", at: 1, 3)
    }

    @Test func trailingGarbageAfterTheRootValue() {
        ReaderTest.expectError("{\"a\": 1}\n}", "unexpected '}' after the end of the JSON value", at: 2, 1)
        ReaderTest.expectError("1 2", "wrap the values in an array", at: 1, 3)
        ReaderTest.expectError("true // ok\nfalse", "unexpected 'f' after the end", at: 2, 1)
    }

    @Test func controlCharacterAfterTheRootValueIsNamedWithoutAnArticle() {
        let nulAfter = Array("{\"a\": 1}".utf8) + [0]
        ReaderTest.expectError(
            bytes: nulAfter,
            "unexpected control character U+0000 after the end of the JSON value; "
                + "a file holds a single value", at: 1, 9, offset: 8)
        ReaderTest.expectError("{a\u{1}: 1}", "unexpected control character U+0001 in the unquoted key 'a'", at: 1, 3)
        for bytes in [nulAfter, Array("{a\u{1}: 1}".utf8)] {
            do {
                _ = try JSONReader.read(bytes, file: "t.json")
                Issue.record("expected an error")
            } catch {
                #expect(
                    !error.diagnostic.message.contains("unexpected the "), "message was: \(error.diagnostic.message)")
            }
        }
    }

    @Test func duplicateKeyPointsAtTheSecondAndNamesTheFirst() {
        ReaderTest.expectError(
            "{\n  \"x\": 1,\n    \"x\": 2\n}", "remove the duplicate key 'x' (first defined at 2:3)", at: 3, 5)
    }

    @Test func duplicateKeyInALargeObjectIsFound() {
        let members = (0..<30).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        ReaderTest.expectError(
            "{\(members),\"k17\": 0}", "remove the duplicate key 'k17' (first defined at 1:",
            at: 1, members.count + 3)
    }

    @Test func duplicateKeysWrittenDifferentlyAreStillDuplicates() {
        ReaderTest.expectError(#"{"a": 1, a: 2}"#, "remove the duplicate key 'a' (first defined at 1:2)", at: 1, 10)
        ReaderTest.expectError(#"{"\u0061": 1, 'a': 2}"#, "duplicate key 'a'", at: 1, 15)
        ReaderTest.expectError("{\"e\u{301}\": 1, \"\u{E9}\": 2}", "differ only in Unicode normalization", at: 1, 11)
    }

    @Test func unterminatedBlockCommentPointsAtItsStart() {
        ReaderTest.expectError("[1,\n  /* note\n 2]", "unterminated comment; close it with */", at: 2, 3)
    }

    @Test func loneSlashIsAnError() {
        ReaderTest.expectError("[1, / 2]", "comments start with // or /*", at: 1, 5)
    }

    @Test func bareWordsGetAHint() {
        ReaderTest.expectError(
            #"{"a": red}"#, "unexpected 'red' where a value belongs; put strings in double quotes (\"red\")",
            at: 1, 7)
        ReaderTest.expectError("[True]", "write 'true' in lowercase", at: 1, 2)
        ReaderTest.expectError("[undefined]", "write null for no value", at: 1, 2)
        ReaderTest.expectError("[nulls]", "unexpected 'nulls'", at: 1, 2)
    }

    @Test func missingValues() {
        ReaderTest.expectError(
            "[1,,2]", "expected a value (an object, array, string, number, true, false or null), found ','",
            at: 1, 4)
        ReaderTest.expectError(#"{"a":}"#, "expected a value", at: 1, 6)
        ReaderTest.expectError("[1,]x", "unexpected 'x' after the end", at: 1, 5)
        ReaderTest.expectError(#"{"a":"#, "the object opened at 1:1 is not closed", at: 1, 6)
    }

    @Test func curlyQuotesGetAHint() {
        ReaderTest.expectError(
            "{\"a\": \u{201C}b\u{201D}}", "replace curly quotes with straight double quotes", at: 1, 7)
    }

    @Test func unicodeSpacesBetweenTokensAreNamed() {
        ReaderTest.expectError(
            "{\"a\":\u{A0}1}", "unexpected invisible space U+00A0; replace it with a plain space", at: 1, 6)
        ReaderTest.expectError("[1,\u{2028}2]", "invisible space U+2028", at: 1, 4)
    }

    @Test func keysMustBeStringsOrIdentifiers() {
        ReaderTest.expectError("{1: 2}", "expected a member key in double quotes, found '1'", at: 1, 2)
        ReaderTest.expectError("{\n  [", "expected a member key in double quotes, found '['", at: 2, 3)
    }

    @Test func unquotedKeysWithOtherCharactersGetAHint() {
        ReaderTest.expectError(
            "{font-size: 1}", "unexpected '-' in the unquoted key 'font'; an unquoted key holds only",
            at: 1, 6)
        ReaderTest.expectError("{a\\x: 1}", "must start a \\uXXXX escape", at: 1, 3)
    }

    @Test func errorsOnLaterLinesOfALongFileHaveTheRightLine() {
        let lines = (0..<500).map { "  \"k\($0)\": \($0)," }.joined(separator: "\n")
        ReaderTest.expectError("{\n\(lines)\n  \"last\" 1}", "expected ':' after the key 'last'", at: 502, 10)
    }
}
