import Testing

@testable import PrismTokens

/// The byte scans that let JSON strings and XML text skip escaping agree with the
/// scalar-by-scalar escaping on every short string of the characters that matter.
@Suite struct EscapingShortcutTests {
    @Test func jsonStringsThatNeedNoEscapingAreWrittenAsTheyAre() {
        let disagreements = ShortStrings.all().filter { text in
            var escaped = ""
            JSONText.writeEscaped(text, into: &escaped)
            var quoted = ""
            JSONText.writeQuoted(text, into: &quoted)
            let shortcutIsWrong = JSONText.needsNoEscaping(text) && !escaped.utf8.elementsEqual(text.utf8)
            return shortcutIsWrong || !quoted.utf8.elementsEqual(("\"" + escaped + "\"").utf8)
        }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.debugDescription))")
        #expect(JSONText.needsNoEscaping("color.brand: Primary, café 🔥"))
        #expect(!JSONText.needsNoEscaping("line\u{2028}break"))
    }

    @Test func xmlTextThatNeedsNoEscapingIsReturnedAsItIs() {
        let disagreements = ShortStrings.all().filter { text in
            let shortcutIsWrong =
                XMLText.isPlainASCII(text) && !XMLText.escapedScalarByScalar(text).utf8.elementsEqual(text.utf8)
            return shortcutIsWrong
                || !XMLText.escaped(text).utf8.elementsEqual(XMLText.escapedScalarByScalar(text).utf8)
        }
        #expect(disagreements.isEmpty, "\(disagreements.map(\.debugDescription))")
        #expect(XMLText.isPlainASCII("prism_color_brand"))
        #expect(!XMLText.isPlainASCII("Tom & Jerry"))
    }
}
