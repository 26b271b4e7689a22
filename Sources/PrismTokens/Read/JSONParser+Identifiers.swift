/// Member keys (quoted, or JSON5 unquoted identifiers) and the bare words `true`, `false`, `null`,
/// `Infinity` and `NaN`.
extension JSONParser {
    /// Reads a member key at ``position``: a quoted string, or an ES5 IdentifierName.
    mutating func scanKey() throws(FatalDiagnostic) -> String {
        let start = position
        let byte = bytes[start]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try scanString() }
        guard let first = try identifierScalar(at: start), Self.isIdentifierStart(first.scalar) else {
            throw error(
                "expected a member key in double quotes, found \(try describe(at: start)); "
                    + "write keys as \"name\"", at: start)
        }
        record(.unquotedKeys, at: start)
        var key = String.UnicodeScalarView()
        key.append(first.scalar)
        position = start + first.length
        while position < end, let next = try identifierScalar(at: position), Self.isIdentifierPart(next.scalar) {
            key.append(next.scalar)
            position += next.length
        }
        if position < end {
            switch bytes[position] {
            case UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"),
                UInt8(ascii: "\r"), UInt8(ascii: "/"):
                break
            default:
                let name = Self.abbreviated(String(key))
                throw error(
                    "unexpected \(try describeUnexpected(at: position)) in the unquoted key '\(name)'; an unquoted "
                        + "key holds only letters, digits, _ and $: put this key in double quotes", at: position)
            }
        }
        return String(key)
    }

    /// The scalar of an identifier at `offset`, decoding a `\uXXXX` escape; `nil` for a `\` that
    /// does not start one.
    private func identifierScalar(at offset: Int) throws(FatalDiagnostic) -> (scalar: Unicode.Scalar, length: Int)? {
        guard bytes[offset] == UInt8(ascii: "\\") else { return try scalar(at: offset) }
        guard offset + 1 < end, bytes[offset + 1] == UInt8(ascii: "u"),
            let value = hexValue(at: offset + 2, digits: 4)
        else {
            throw error(
                "a backslash in an unquoted key must start a \\uXXXX escape; put the key in double quotes",
                at: offset)
        }
        guard let scalar = Unicode.Scalar(value), Self.isIdentifierPart(scalar) else {
            throw error(
                "the escape in this unquoted key is not a letter, digit, _ or $; put the key in "
                    + "double quotes", at: offset)
        }
        return (scalar, 6)
    }

    /// Whether a scalar may start an ES5 identifier: a Unicode letter (Lu, Ll, Lt, Lm, Lo, Nl), `$` or `_`.
    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x24, 0x5F: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
                return true
            default:
                return false
            }
        }
    }

    /// Whether a scalar may continue an ES5 identifier: a start character, a combining mark, a
    /// decimal digit, connector punctuation, ZWNJ or ZWJ.
    static func isIdentifierPart(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierStart(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39, 0x200C, 0x200D: return true
        case 0..<0x80: return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .decimalNumber, .connectorPunctuation: return true
            default: return false
            }
        }
    }

    /// Reads `true`, `false`, `null`, `Infinity` or `NaN` at ``position``, or explains what is wrong.
    mutating func scanLiteral() throws(FatalDiagnostic) -> JSONValue {
        let start = position
        var index = start
        while index < end, Self.isWordByte(bytes[index]) { index += 1 }
        guard index > start else { throw notAValue(at: start, found: try describe(at: start)) }
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        position = index
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "null": return .null
        case "Infinity":
            record(.infinityOrNaN, at: start)
            return .number(.infinity)
        case "NaN":
            record(.infinityOrNaN, at: start)
            return .number(.nan)
        default:
            let shown = Self.abbreviated(word, limit: 30)
            let hint: String =
                switch word.lowercased() {
                case "true", "false", "null": "write '\(word.lowercased())' in lowercase"
                case "none", "nil", "undefined": "write null for no value"
                case "infinity", "inf", "nan": "write Infinity or NaN (JSON5), or a string"
                default: "put strings in double quotes (\"\(shown)\")"
                }
            throw error("unexpected '\(shown)' where a value belongs; \(hint)", at: start)
        }
    }

    /// Whether a byte can be part of a bare word in a message (ASCII letter, digit, `_` or `$`).
    @inline(__always)
    static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"):
            true
        default:
            false
        }
    }

    /// The error for a character that cannot start a value.
    private func notAValue(at offset: Int, found: String) -> FatalDiagnostic {
        let byte = bytes[offset]
        var hint = "add the missing value"
        if byte == UInt8(ascii: ",") {
            hint = "add the missing value, or remove the extra comma"
        } else if byte >= 0x80, let (scalar, _) = try? scalar(at: offset) {
            switch scalar.value {
            case 0x2018, 0x2019, 0x201C, 0x201D:
                hint = "replace curly quotes with straight double quotes (\")"
            case 0xA0, 0x2028, 0x2029, 0xFEFF, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000:
                hint = "replace it with a plain space, or remove it"
            default:
                hint = "put text in double quotes"
            }
        }
        return error(
            "expected a value (an object, array, string, number, true, false or null), found "
                + "\(found); \(hint)", at: offset)
    }
}
