/// Validates and decodes single UTF-8 sequences, explaining what is wrong with invalid ones.
///
/// Follows Unicode's table of well-formed byte sequences (Table 3-7): overlong forms, encoded
/// UTF-16 surrogates (CESU-8), values above U+10FFFF, stray continuation bytes, bytes that never
/// occur in UTF-8 (C0, C1, F5–FF) and sequences cut short are all rejected.
enum UTF8Validation {
    /// The outcome of checking the sequence that starts at one offset.
    enum Outcome {
        /// A well-formed sequence of this many bytes (2–4: ASCII is handled by callers).
        case valid(length: Int)
        /// An ill-formed sequence, with a message that says what is wrong and how to fix it.
        case invalid(message: String)
    }

    /// Checks the multi-byte sequence whose lead byte is at `index` (a byte ≥ 0x80).
    @inline(__always)
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Outcome {
        let lead = bytes[index]
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0:
            length = 3
            secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED:
            length = 3
            secondHigh = 0x9F
        case 0xF0:
            length = 4
            secondLow = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4:
            length = 4
            secondHigh = 0x8F
        default: return .invalid(message: invalidLeadMessage(lead))
        }
        for position in 1..<length {
            let at = index + position
            guard at < bytes.count, bytes[at] & 0xC0 == 0x80 else {
                return .invalid(
                    message: "invalid UTF-8: the \(length)-byte sequence starting with "
                        + "\(hex(lead)) is cut short after \(position) byte\(position == 1 ? "" : "s"); "
                        + "the file may be in Latin-1 or Windows-1252: save it as UTF-8")
            }
            if position == 1, bytes[at] < secondLow || bytes[at] > secondHigh {
                return .invalid(message: secondByteMessage(lead: lead, second: bytes[at]))
            }
        }
        return .valid(length: length)
    }

    /// Decodes the well-formed sequence of `length` bytes at `index`.
    @inline(__always)
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> Unicode.Scalar {
        let lead = UInt32(bytes[index])
        var value: UInt32
        switch length {
        case 1: value = lead
        case 2: value = lead & 0x1F
        case 3: value = lead & 0x0F
        default: value = lead & 0x07
        }
        var position = 1
        while position < length {
            value = value << 6 | UInt32(bytes[index + position] & 0x3F)
            position += 1
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// Formats a byte as `0xAB`.
    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }

    private static func invalidLeadMessage(_ lead: UInt8) -> String {
        switch lead {
        case 0x80...0xBF:
            "invalid UTF-8: unexpected continuation byte \(hex(lead)) without a lead byte; "
                + "the file may be in Latin-1 or Windows-1252: save it as UTF-8"
        case 0xC0, 0xC1:
            "invalid UTF-8: overlong encoding (lead byte \(hex(lead))); encode the character in its "
                + "shortest form: save the file as UTF-8"
        default:
            "invalid UTF-8: byte \(hex(lead)) never occurs in UTF-8; save the file as UTF-8"
        }
    }

    private static func secondByteMessage(lead: UInt8, second: UInt8) -> String {
        switch lead {
        case 0xE0, 0xF0:
            "invalid UTF-8: overlong encoding (\(hex(lead)) \(hex(second))); encode the character in "
                + "its shortest form: save the file as UTF-8"
        case 0xED:
            "invalid UTF-8: a UTF-16 surrogate encoded in UTF-8 (\(hex(lead)) \(hex(second))); encode "
                + "the character as one 4-byte sequence instead of a surrogate pair: save the file as UTF-8"
        default:
            "invalid UTF-8: the sequence \(hex(lead)) \(hex(second)) encodes a value above U+10FFFF; "
                + "save the file as UTF-8"
        }
    }
}
