import Testing

@testable import PrismTokens

/// ``CSSEscaping`` follows the CSSOM's `CSS.escape()` and "serialize a string" (expected values
/// are what Chromium's `CSS.escape` returns for the same input).
@Suite struct CSSEscapingTests {
    @Test(arguments: [
        ("--prism-color-brand", "--prism-color-brand"),
        ("2xl", "\\32 xl"),
        ("-2xl", "-\\32 xl"),
        ("--2xl", "--2xl"),
        ("-", "\\-"),
        ("--", "--"),
        ("_x", "_x"),
        ("a b", "a\\ b"),
        ("quote\"d", "quote\\\"d"),
        ("back\\slash", "back\\\\slash"),
        ("line\nbreak", "line\\a break"),
        ("tab\tx", "tab\\9 x"),
        ("del\u{7F}", "del\\7f "),
        ("nul\u{0}", "nul\u{FFFD}"),
        ("🔥hot", "🔥hot"),
        ("café", "café"),
        ("star*/slash", "star\\*\\/slash"),
        ("a.b:c", "a\\.b\\:c"),
    ])
    func identifierMatchesCSSEscape(_ raw: String, _ escaped: String) {
        #expect(CSSEscaping.identifier(raw) == escaped)
    }

    @Test(arguments: [
        ("SF Pro Text", "\"SF Pro Text\""),
        ("O'Brien \"Sans\"", "\"O'Brien \\\"Sans\\\"\""),
        ("a\\b", "\"a\\\\b\""),
        ("two\nlines", "\"two\\a lines\""),
        ("nul\u{0}", "\"nul\u{FFFD}\""),
    ])
    func stringIsQuotedAndEscaped(_ raw: String, _ escaped: String) {
        #expect(CSSEscaping.string(raw) == escaped)
    }

    @Test func commentCannotCloseItselfOrSpanLines() {
        #expect(CSSEscaping.comment("ends */ here") == "ends * / here")
        #expect(CSSEscaping.comment("**/") == "** /")
        #expect(CSSEscaping.comment("first\nsecond\r\nthird") == "first second  third")
        #expect(CSSEscaping.comment("a / b * c") == "a / b * c")
        #expect(!CSSEscaping.comment("x*/y*/").contains("*/"))
    }

    private static let allShortStrings = ShortStrings.all()

    /// The byte-level shortcut agrees with the scalar-by-scalar escaping: a name is returned as
    /// is exactly when escaping would not change it.
    @Test func plainIdentifierShortcutAgreesWithFullEscaping() {
        let disagreements = Self.allShortStrings.filter { text in
            CSSEscaping.isPlainIdentifier(text) != (CSSEscaping.escapedIdentifier(text) == text)
                || CSSEscaping.identifier(text) != CSSEscaping.escapedIdentifier(text)
        }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.debugDescription))")
        #expect(CSSEscaping.isPlainIdentifier("--prism-color-brand"))
        #expect(!CSSEscaping.isPlainIdentifier("-2xl"))
    }

    /// Text the comment shortcut passes through is text the full rewrite would not change.
    @Test func plainCommentShortcutAgreesWithFullRewrite() {
        let disagreements = Self.allShortStrings.filter { text in
            (CSSEscaping.isPlainCommentText(text) && CSSEscaping.escapedCommentText(text) != text)
                || CSSEscaping.comment(text) != CSSEscaping.escapedCommentText(text)
        }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.debugDescription))")
        #expect(CSSEscaping.isPlainCommentText("Primary brand color, 4.5:1 on white"))
    }
}
