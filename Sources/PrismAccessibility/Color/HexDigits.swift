/// Reading and writing the `#rrggbb` family of hex colors.
enum HexDigits {
    /// The value of one hex digit, or `nil`.
    static func value(of character: Character) -> UInt8? {
        guard let ascii = character.asciiValue else { return nil }
        switch ascii {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return ascii - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return ascii - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return ascii - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The 8-bit channels of 3, 4, 6 or 8 hex digits (without `#`), or `nil` for anything else.
    static func channels(_ digits: Substring) -> [UInt8]? {
        let values = digits.map(value(of:))
        guard values.allSatisfy({ $0 != nil }) else { return nil }
        let nibbles = values.compactMap { $0 }
        switch nibbles.count {
        case 3, 4: return nibbles.map { $0 * 17 }
        case 6, 8: return stride(from: 0, to: nibbles.count, by: 2).map { nibbles[$0] * 16 + nibbles[$0 + 1] }
        default: return nil
        }
    }

    /// `#` followed by two lowercase hex digits per byte.
    static func hexString(_ bytes: ArraySlice<UInt8>) -> String {
        var utf8: [UInt8] = [UInt8(ascii: "#")]
        utf8.reserveCapacity(1 + 2 * bytes.count)
        for byte in bytes {
            utf8.append(digit(byte >> 4))
            utf8.append(digit(byte & 0x0F))
        }
        return String(decoding: utf8, as: UTF8.self)
    }

    /// The lowercase ASCII hex digit of a value 0…15.
    private static func digit(_ nibble: UInt8) -> UInt8 {
        nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
    }
}
