import PrismAccessibility

/// Token values in Android units: `#AARRGGBB` colors, dp lengths, sp text sizes, milliseconds.
enum AndroidValues {
    /// The color as 8-bit sRGB with alpha, `(alpha, red, green, blue)`, gamut-mapped: each
    /// channel as `SRGBColor.byteValues` rounds it, without its arrays (three per color were
    /// allocated for the 52,000 colors of each theme).
    static func argb(_ color: TokenColor) -> (UInt8, UInt8, UInt8, UInt8) {
        let srgb = color.srgb ?? .black
        func byte(_ channel: Double) -> UInt8 { UInt8(min(max(channel, 0), 1) * 255 + 0.5) }
        return (byte(srgb.alpha), byte(srgb.red), byte(srgb.green), byte(srgb.blue))
    }

    /// `#AARRGGBB`, uppercase.
    static func hex(_ color: TokenColor) -> String {
        let (alpha, red, green, blue) = argb(color)
        // Nine bytes written in place (a small string: no allocation).
        return String(unsafeUninitializedCapacity: 9) { text in
            text[0] = UInt8(ascii: "#")
            func put(_ byte: UInt8, at index: Int) {
                text[1 + 2 * index] = hexDigits[Int(byte >> 4)]
                text[2 + 2 * index] = hexDigits[Int(byte & 0x0f)]
            }
            put(alpha, at: 0)
            put(red, at: 1)
            put(green, at: 2)
            put(blue, at: 3)
            return 9
        }
    }

    /// The uppercase hexadecimal digits.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// ``hex(_:)`` of each color token by position, `nil` for the other tokens: computed once per
    /// theme for colors.xml and the Compose file, which need the same colors (gamut mapping each
    /// is the android bundle's dearest value conversion).
    ///
    /// A token shared with the token at the same position of `earlier` (another theme's tokens and
    /// their hexes; ``ResolvedToken/isShared(with:)``) takes its hex from there.
    static func hexes(_ tokens: [ResolvedToken], reusing earlier: (tokens: [ResolvedToken], hexes: [String?])? = nil)
        -> [String?]
    {
        // A shared token is the same token: its hex, or `nil` when it is not a color (neither the
        // token nor its value is copied out, each a retain and a release).
        guard let earlier else { return tokens.map(hex(of:)) }
        var hexes = Array(earlier.hexes.prefix(tokens.count))
        if hexes.count < tokens.count { hexes += repeatElement(nil, count: tokens.count - hexes.count) }
        for position in tokens.positions(notSharedWith: earlier.tokens) { hexes[position] = hex(of: tokens[position]) }
        return hexes
    }

    /// The hex of a color token, `nil` for another token.
    private static func hex(of token: ResolvedToken) -> String? {
        guard case .color(let color) = token.value else { return nil }
        return hex(color)
    }

    /// A length in dp (1px = 1dp, 1rem = 16dp), rounded to 4 decimals.
    static func dp(_ d: Dimension) -> Double { d.points }

    /// Milliseconds, rounded to the nearest integer.
    static func milliseconds(_ d: Duration) -> Int { Int((d.seconds * 1000).rounded()) }

    /// The letter spacing of a text style in em (Android's `letterSpacing`): the spacing over the font size.
    static func letterSpacingEm(_ t: Typography) -> Double {
        if t.letterSpacing.unit == .em { return t.letterSpacing.value }
        return t.fontSize.points == 0 ? 0 : t.letterSpacing.points / t.fontSize.points
    }

    /// A font weight as Compose and Android take it: an integer from 1 to 1000.
    static func weight(_ w: Double) -> Int { min(1000, max(1, Int(w.rounded()))) }
}
