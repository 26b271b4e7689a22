/// XML 1.0 syntax for the bundles' XML files (Android resources, iTerm2 property lists): the one
/// escaping helper for text, attribute values and comments.
enum XMLText {
    /// Text or an attribute value: `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0
    /// cannot hold (most C0 controls, U+FFFE, U+FFFF) replaced by U+FFFD.
    static func escaped(_ text: String) -> String {
        isPlainASCII(text) ? text : escapedScalarByScalar(text)
    }

    /// ``escaped(_:)`` without the check for text that needs no escaping.
    static func escapedScalarByScalar(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default: out.unicodeScalars.append(isAllowed(scalar) ? scalar : "\u{FFFD}")
            }
        }
        return out
    }

    /// Text for inside `<!-- … -->`: on one line, allowed characters only, no `--` (which XML
    /// forbids in comments) and not ending in `-`.
    static func comment(_ text: String) -> String {
        if isSafeCommentASCII(text) { return text }
        var out = ""
        for scalar in SingleLineText.of(text).unicodeScalars {
            let safe = isAllowed(scalar) ? scalar : "\u{FFFD}"
            if safe == "-", out.unicodeScalars.last == "-" { out += " " }
            out.unicodeScalars.append(safe)
        }
        if out.hasSuffix("-") { out += " " }
        return out
    }

    /// Whether ``comment(_:)`` returns `text` unchanged: printable ASCII without `--` and not
    /// ending in `-` (one byte scan; anything else takes the scalar-by-scalar path).
    static func isSafeCommentASCII(_ text: String) -> Bool {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F, !(byte == UInt8(ascii: "-") && previous == byte) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "-")
    }

    /// Whether ``escaped(_:)`` returns `text` unchanged because it is printable ASCII without
    /// `&`, `<`, `>`, `"` or `'` (one byte scan; anything else takes the scalar-by-scalar path).
    static func isPlainASCII(_ text: String) -> Bool {
        text.allUTF8Bytes(isPlainASCII)
    }

    /// Whether a byte is printable ASCII other than `&`, `<`, `>`, `"` and `'`.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "&") && byte != UInt8(ascii: "<")
            && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'")
    }

    /// Whether XML 1.0 allows a character (§2.2, `Char`).
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
