/// The parser's error messages: each names what was found and says how to fix it.
extension JSONParser {
    /// A fatal diagnostic at a byte offset (rule `syntax` unless told otherwise).
    func error(_ message: String, at offset: Int, rule: String = "syntax") -> FatalDiagnostic {
        FatalDiagnostic(Diagnostic(.error, rule: rule, message, at: positions.locationByRescanning(offset, in: fileID)))
    }

    /// Describes the character at an offset for a message: `'x'`, `a tab`, `'é' (U+00E9)`, …
    ///
    /// Throws an `encoding` error when the bytes there are not valid UTF-8: that, not the
    /// character, is then the problem to report.
    func describe(at offset: Int) throws(FatalDiagnostic) -> String {
        guard offset < end else { return "the end of the file" }
        let byte = bytes[offset]
        switch byte {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        case UInt8(ascii: "\t"): return "a tab"
        case UInt8(ascii: " "): return "a space"
        case 0..<0x80: return "the control character \(Self.codePoint(UInt32(byte)))"
        default:
            let scalar = try scalar(at: offset).scalar
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control,
                .privateUse, .unassigned:
                return "the invisible character \(Self.codePoint(scalar.value))"
            default:
                return "'\(scalar)' (\(Self.codePoint(scalar.value)))"
            }
        }
    }

    /// ``describe(at:)`` worded to follow "unexpected", without its article: "unexpected control
    /// character U+0000", not "unexpected the control character U+0000".
    func describeUnexpected(at offset: Int) throws(FatalDiagnostic) -> String {
        let description = try describe(at: offset)
        for article in ["the ", "a "] where description.hasPrefix(article) {
            return String(description.dropFirst(article.count))
        }
        return description
    }

    /// The scalar at an offset and its length in bytes; throws an `encoding` error if ill-formed.
    func scalar(at offset: Int) throws(FatalDiagnostic) -> (scalar: Unicode.Scalar, length: Int) {
        let byte = bytes[offset]
        if byte < 0x80 { return (Unicode.Scalar(byte), 1) }
        switch UTF8Validation.check(bytes, at: offset) {
        case .valid(let length): return (UTF8Validation.decode(bytes, at: offset, length: length), length)
        case .invalid(let message): throw error(message, at: offset, rule: "encoding")
        }
    }

    /// Formats a code point as `U+00E9`.
    static func codePoint(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// A key or word shortened and made printable for a message.
    static func abbreviated(_ text: String, limit: Int = 40) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return result + "…" }
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// The error for a container still open at the end of the file.
    func unclosed(_ frame: Frame) -> FatalDiagnostic {
        let opened = "\(frame.location.line):\(frame.location.column)"
        let message =
            frame.isObject
            ? "the object opened at \(opened) is not closed; add '}' at its end"
            : "the array opened at \(opened) is not closed; add ']' at its end"
        return error(message, at: position)
    }

    /// The error for something other than a comma or closing bracket after an element or member.
    func missingSeparator(in frame: Frame) throws(FatalDiagnostic) -> FatalDiagnostic {
        let found = try describe(at: position)
        let opened = "\(frame.location.line):\(frame.location.column)"
        let message =
            frame.isObject
            ? "expected ',' or '}' after an object member, found \(found); add a comma between members, "
                + "or close the object opened at \(opened) with '}'"
            : "expected ',' or ']' after an array element, found \(found); add a comma between elements, "
                + "or close the array opened at \(opened) with ']'"
        return error(message, at: position)
    }

    /// The error for text after the root value.
    func trailingContent() throws(FatalDiagnostic) -> FatalDiagnostic {
        error(
            "unexpected \(try describeUnexpected(at: position)) after the end of the JSON value; a file holds a "
                + "single value: remove the extra text, or wrap the values in an array", at: position)
    }

    /// The error for a key that an object already has.
    func duplicateKey(_ key: String, first: JSONObject.Member, at offset: Int) -> FatalDiagnostic {
        let firstAt = "\(first.keyLocation.line):\(first.keyLocation.column)"
        var message =
            "remove the duplicate key '\(Self.abbreviated(key))' (first defined at \(firstAt)), "
            + "or rename one of them"
        if !first.key.utf8.elementsEqual(key.utf8) {
            message += " (the two keys differ only in Unicode normalization, which counts as the same key)"
        }
        return error(message, at: offset)
    }
}
