/// The one place CSS text made from token data is escaped: identifiers, quoted strings and comments.
///
/// Every name, string and comment the CSS emitter writes passes through here, so a token called
/// `2xl`, `🔥 hot`, `quote"d` or `line⏎break`, or a font family called `O'Brien "Sans"`, can never
/// break the stylesheet.
public enum CSSEscaping {
    /// An identifier escaped like the CSSOM's `CSS.escape()`.
    ///
    /// A digit at the start (or after a leading `-`) and control characters become code-point
    /// escapes (`\31 `, `\a `); a lone `-` becomes `\-`; NUL becomes U+FFFD; ASCII characters other
    /// than letters, digits, `-` and `_` get a backslash; everything from U+0080 up (accented
    /// letters, emoji) is kept as is.
    /// - Parameter identifier: the raw identifier, e.g. `--prism-color-brand`.
    /// - Returns: text a CSS parser reads back as exactly `identifier`.
    public static func identifier(_ identifier: String) -> String {
        isPlainIdentifier(identifier) ? identifier : escapedIdentifier(identifier)
    }

    /// ``identifier(_:)`` scalar by scalar, without the check for names that need no escaping.
    static func escapedIdentifier(_ identifier: String) -> String {
        let scalars = Array(identifier.unicodeScalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            let value = scalar.value
            let isDigit = (0x30...0x39).contains(value)
            if value == 0 {
                result.unicodeScalars.append("\u{FFFD}")
            } else if (0x01...0x1F).contains(value) || value == 0x7F {
                result += codePointEscape(scalar)
            } else if index == 0 && isDigit {
                result += codePointEscape(scalar)
            } else if index == 1 && isDigit && scalars[0] == "-" {
                result += codePointEscape(scalar)
            } else if index == 0 && scalar == "-" && scalars.count == 1 {
                result += "\\-"
            } else if value >= 0x80 || scalar == "-" || scalar == "_" || isDigit || isASCIILetter(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "\\"
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A CSS string in double quotes, escaped like the CSSOM's "serialize a string".
    ///
    /// `"` and `\` get a backslash; control characters (newlines included) become code-point
    /// escapes; NUL becomes U+FFFD.
    /// - Parameter text: the raw text, e.g. a font family name.
    /// - Returns: the quoted string, e.g. `"O'Brien \"Sans\""`.
    public static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0 {
                result.unicodeScalars.append("\u{FFFD}")
            } else if (0x01...0x1F).contains(value) || value == 0x7F {
                result += codePointEscape(scalar)
            } else if scalar == "\"" || scalar == "\\" {
                result += "\\"
                result.unicodeScalars.append(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text made safe to sit between `/*` and `*/`: on one line, and unable to close the comment.
    ///
    /// CSS comments have no escapes, so `*/` is written `* /` and line breaks become spaces.
    /// - Parameter text: the raw text, e.g. a token's `$description`.
    /// - Returns: the text to write inside a comment.
    public static func comment(_ text: String) -> String {
        isPlainCommentText(text) ? text : escapedCommentText(text)
    }

    /// ``comment(_:)`` scalar by scalar, without the check for text that needs no change.
    static func escapedCommentText(_ text: String) -> String {
        var result = ""
        var previousWasStar = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{0C}", "\u{2028}", "\u{2029}":
                result += " "
                previousWasStar = false
            case "/" where previousWasStar:
                result += " /"
                previousWasStar = false
            default:
                result.unicodeScalars.append(scalar)
                previousWasStar = scalar == "*"
            }
        }
        return result
    }

    /// Whether ``identifier(_:)`` would return `text` unchanged: the common case of names made of
    /// ASCII letters, digits, `-` and `_` (and any non-ASCII characters), not starting with a
    /// digit or `-` + digit, and not a lone `-` (the empty name is returned as is too). Checked on UTF-8 bytes, so most names skip the
    /// scalar-by-scalar rewrite.
    static func isPlainIdentifier(_ text: String) -> Bool {
        // Over the contiguous bytes: iterating the UTF-8 view checked each index on its own.
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first else { return true }
            if bytes.count == 1 && first == UInt8(ascii: "-") { return false }
            for (index, byte) in bytes.enumerated() {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    if index == 0 || (index == 1 && first == UInt8(ascii: "-")) { return false }
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "-"),
                    UInt8(ascii: "_"), 0x80...:
                    break
                default:
                    return false
                }
            }
            return true
        }
    }

    /// Whether ``comment(_:)`` would return `text` unchanged: no line breaks, no `/` (which could
    /// close a comment after a `*`) and no U+2028/U+2029 (whose UTF-8 starts with byte E2).
    static func isPlainCommentText(_ text: String) -> Bool {
        !text.utf8.contains { byte in
            byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == 0x0C || byte == UInt8(ascii: "/")
                || byte == 0xE2
        }
    }

    /// `\` + lowercase hex + a space: the escape that can never merge with the next character.
    private static func codePointEscape(_ scalar: Unicode.Scalar) -> String {
        "\\" + String(scalar.value, radix: 16) + " "
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
    }
}
