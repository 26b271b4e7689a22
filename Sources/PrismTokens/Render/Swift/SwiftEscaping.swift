/// The one place where text from a token source becomes Swift source text: string literals,
/// doc comments and one-line comments.
///
/// Token names, descriptions and deprecation messages may hold anything JSON can: quotes,
/// backslashes, line breaks, `*/`, control and bidirectional-override characters. Every piece of
/// such text the Swift emitter writes goes through one of these functions, so none of it can end a
/// literal or a comment early, or change how the surrounding code reads.
enum SwiftEscaping {
    /// A Swift string literal, quotes included, that evaluates to `text`.
    ///
    /// `"` and `\` are escaped; `\n`, `\r`, `\t` and `\0` use their short escapes; every other
    /// scalar that is invisible or would break a line (controls, format characters such as
    /// bidirectional overrides, line and paragraph separators, unassigned code points) is written
    /// `\u{…}`. Other Unicode text, emoji included, is kept as it is.
    /// - Parameter text: the string's value.
    /// - Returns: the literal, e.g. `"O'Brien \"Sans\""`.
    static func stringLiteral(_ text: String) -> String {
        // Scanned in place: each enum's path table is one literal of every path (1 MB at 50k tokens).
        if text.allUTF8Bytes({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            return "\"" + text + "\""
        }
        var literal = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\r": literal += "\\r"
            case "\t": literal += "\\t"
            case "\0": literal += "\\0"
            default:
                if isVisible(scalar) {
                    literal.unicodeScalars.append(scalar)
                } else {
                    literal += "\\u{" + hex(scalar) + "}"
                }
            }
        }
        return literal + "\""
    }

    /// Doc comment lines (`/// …`) for a block of text; blank lines become a bare `///`.
    ///
    /// The text is split at every line break Swift or an editor might honour (LF, CR, CRLF, NEL,
    /// U+2028, U+2029, vertical tab, form feed), each line is made safe with ``commentText(_:)``
    /// and trailing spaces are dropped.
    /// - Parameter text: the text, e.g. a token's `$description`.
    /// - Returns: one `///` line per line of text; empty for empty text.
    static func docComment(_ text: String) -> [String] {
        guard !text.isEmpty else { return [] }
        if isPlainCommentText(text) {
            let trimmed = trimmingTrailingSpaces(text)
            return [trimmed.isEmpty ? "///" : "/// " + trimmed]
        }
        return lines(of: text).map { line in
            let safe = trimmingTrailingSpaces(commentText(line))
            return safe.isEmpty ? "///" : "/// " + safe
        }
    }

    /// Text that is safe on one comment line: line breaks and other invisible characters are
    /// written as `\n`, `\u{…}`; `*/` and `/*` are broken up (`*\/`, `/\*`, which Markdown renders
    /// as `*/` and `/*`) so the text stays inert even inside a block comment.
    /// - Parameter text: one line of text, or a name that might contain line breaks.
    /// - Returns: the text on a single line.
    static func commentText(_ text: String) -> String {
        if isPlainCommentText(text) { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += " "
            default:
                if isVisible(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + hex(scalar) + "}"
                }
            }
        }
        return result.replacing("*/", with: "*\\/").replacing("/*", with: "/\\*")
    }

    /// Whether text needs no escaping in a comment: printable ASCII without `*/` or `/*` (the common case, checked on bytes).
    static func isPlainCommentText(_ text: String) -> Bool {
        // Over the contiguous bytes: iterating the UTF-8 view checked each index on its own.
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for byte in bytes {
                guard byte >= 0x20, byte < 0x7F else { return false }
                if (previous == UInt8(ascii: "*") && byte == UInt8(ascii: "/"))
                    || (previous == UInt8(ascii: "/") && byte == UInt8(ascii: "*"))
                {
                    return false
                }
                previous = byte
            }
            return true
        }
    }

    /// Whether a scalar may appear as itself in a literal or comment: not a control, format,
    /// separator-other-than-space, surrogate, private-use or unassigned code point.
    static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse, .unassigned:
            false
        case .spaceSeparator:
            scalar == " "
        default:
            true
        }
    }

    /// The lines of a text, split at LF, CR, CRLF, NEL, U+2028, U+2029, VT and FF.
    private static func lines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            switch scalar.value {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                lines.append(String(current))
                current = String.UnicodeScalarView()
            default:
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " { result = result.dropLast() }
        return String(result)
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        String(scalar.value, radix: 16, uppercase: true)
    }
}
