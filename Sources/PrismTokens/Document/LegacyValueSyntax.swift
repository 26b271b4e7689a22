/// Parsing of older-draft string values: hex colors, `16px`, `200ms`, `cubic-bezier(…)`.
enum LegacyValueSyntax {
    /// Whether `text` is `#` followed by exactly six hex digits.
    static func isSixDigitHex(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.count == 7 && bytes[0] == UInt8(ascii: "#") && bytes.dropFirst().allSatisfy(isHexDigit)
    }

    /// `text` as ``hexColor(_:)`` would spell its `hex` (`#` and six lowercase digits) when it is
    /// `#` followed by exactly six hex digits, else `nil`; without building the color, and
    /// sharing `text`'s storage when it is lowercase already (a color token's `hex` member
    /// usually is, and every color of every theme reads it).
    static func sixDigitHex(_ text: String) -> String? {
        var count = 0
        var upper = false
        for byte in text.utf8 {
            if count == 0 {
                guard byte == UInt8(ascii: "#") else { return nil }
            } else {
                guard isHexDigit(byte) else { return nil }
                if (65...70).contains(byte) { upper = true }
            }
            count += 1
            if count > 7 { return nil }
        }
        guard count == 7 else { return nil }
        return upper ? text.lowercased() : text
    }

    /// An sRGB color from `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    static func hexColor(_ text: String) -> TokenColor? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), [4, 5, 7, 9].contains(bytes.count),
            bytes.dropFirst().allSatisfy(isHexDigit)
        else { return nil }
        let digits = bytes.dropFirst().map(hexValue)
        var channels: [Double]
        if digits.count <= 4 {
            channels = digits.map { Double($0 * 17) / 255 }
        } else {
            channels = stride(from: 0, to: digits.count, by: 2).map { Double(digits[$0] * 16 + digits[$0 + 1]) / 255 }
        }
        let alpha = channels.count == 4 ? channels.removeLast() : 1
        let hex =
            "#"
            + channels.map { channel -> String in
                let v = Int((channel * 255).rounded())
                let s = String(v, radix: 16)
                return s.count == 1 ? "0" + s : s
            }.joined()
        return TokenColor(colorSpace: "srgb", components: channels, alpha: alpha, hex: hex)
    }

    /// A number followed by a unit (letters), e.g. `16px` → (16, "px"), `-0.5rem`, `200ms`.
    static func number(withUnit text: String) -> (Double, String)? {
        let trimmed = text.trimmingSpaces
        guard let unitStart = trimmed.firstIndex(where: { $0.isLetter || $0 == "%" }) else { return nil }
        let numberText = trimmed[..<unitStart]
        let unit = String(trimmed[unitStart...])
        guard !numberText.isEmpty, unit == "%" || unit.allSatisfy(\.isLetter), let value = Double(numberText) else {
            return nil
        }
        return (value, unit)
    }

    /// A curve from `cubic-bezier(a, b, c, d)` or a CSS easing keyword.
    static func cubicBezier(_ text: String) -> CubicBezier? {
        switch text.trimmingSpaces {
        case "linear": return CubicBezier(0, 0, 1, 1)
        case "ease": return CubicBezier(0.25, 0.1, 0.25, 1)
        case "ease-in": return CubicBezier(0.42, 0, 1, 1)
        case "ease-out": return CubicBezier(0, 0, 0.58, 1)
        case "ease-in-out": return CubicBezier(0.42, 0, 0.58, 1)
        default: break
        }
        let t = text.trimmingSpaces
        guard t.hasPrefix("cubic-bezier("), t.hasSuffix(")") else { return nil }
        let numbers = t.dropFirst("cubic-bezier(".count).dropLast().split(separator: ",").map {
            Double(String($0).trimmingSpaces)
        }
        guard numbers.count == 4, let a = numbers[0], let b = numbers[1], let c = numbers[2], let d = numbers[3],
            (0...1).contains(a), (0...1).contains(c)
        else { return nil }
        return CubicBezier(a, b, c, d)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }

    private static func hexValue(_ byte: UInt8) -> Int {
        switch byte {
        case 48...57: Int(byte - 48)
        case 65...70: Int(byte - 55)
        default: Int(byte - 87)
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[start...end])
    }
}
