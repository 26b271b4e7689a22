import PrismAccessibility

/// The color modifiers of Tokens Studio (`$extensions["studio.tokens"].modify`), computed as its
/// documentation and `@tokens-studio/sd-transforms` describe them.
///
/// - `lighten` moves lightness toward its maximum by `amount` of the remaining distance:
///   in `srgb` and `p3` each channel `c` becomes `c + (1 − c) · amount`; in `hsl` `l + (100 − l) · amount`;
///   in `lch` the same for L, while chroma shrinks to `c − c · amount`.
/// - `darken` moves toward zero: channels `c − c · amount`; `hsl` `l − l · amount`; `lch` L and C both `x − x · amount`.
/// - `mix` interpolates from the color toward `color` by `amount` in the chosen space (hue the short way round).
/// - `alpha` sets the opacity to `amount`.
///
/// Results in `srgb`, `hsl` and `lch` are sRGB colors (gamut-mapped when they leave it) rounded to
/// 8 bits per channel, as the hex Tokens Studio writes; `p3` results stay in Display P3.
enum StudioColorModifier {
    /// The kinds of modifier.
    enum Kind: String, CaseIterable { case lighten, darken, mix, alpha }
    /// The color spaces a modifier works in.
    enum Space: String, CaseIterable { case srgb, hsl, lch, p3 }

    /// Applies a modifier.
    /// - Parameters:
    ///   - kind: which modifier.
    ///   - space: the space it works in.
    ///   - amount: 0…1.
    ///   - color: the base color.
    ///   - other: the color to mix with (`mix` only).
    /// - Returns: the modified color, or `nil` when the base color cannot be converted.
    static func apply(
        _ kind: Kind, in space: Space, amount: Double, to color: TokenColor, mixingWith other: TokenColor?
    ) -> TokenColor? {
        guard let base = color.colorValue else { return nil }
        let working: ColorSpace =
            switch space {
            case .srgb: .srgb
            case .hsl: .hsl
            case .lch: .lch
            case .p3: .displayP3
            }
        var alpha = base.alpha
        func inWorkingSpace(_ value: ColorValue) -> [Double] {
            value.space == working ? value.resolvedComponents : value.converted(to: working).resolvedComponents
        }
        var components = inWorkingSpace(base)
        switch kind {
        case .alpha:
            alpha = min(max(amount, 0), 1)
        case .lighten, .darken:
            components = adjust(components, kind: kind, space: space, amount: amount)
        case .mix:
            guard let mixing = other?.colorValue else { return nil }
            let target = inWorkingSpace(mixing)
            components = zip(components.indices, zip(components, target)).map { index, pair in
                let (a, b) = pair
                guard working.hueIndex == index else { return a + (b - a) * amount }
                var delta = b - a
                if delta > 180 { delta -= 360 } else if delta < -180 { delta += 360 }
                var hue = a + delta * amount
                if hue < 0 { hue += 360 } else if hue >= 360 { hue -= 360 }
                return hue
            }
            alpha = base.alpha + (mixing.alpha - base.alpha) * amount
        }
        let result = ColorValue(space: working, components[0], components[1], components[2], alpha: alpha)
        if space == .p3 {
            return TokenColor(
                colorSpace: ColorSpace.displayP3.rawValue, components: result.gamutMapped(into: .displayP3).components,
                alpha: alpha)
        }
        // An sRGB result in gamut is rounded as is: gamut mapping round-trips through OKLCH and
        // can move a channel that sits on a half (161.49999…) across the rounding boundary.
        // Tokens Studio (through colorjs) serializes channels at 5 significant digits before
        // taking 8 bits, so 0.63333… becomes 0.63333 and then 161 (a1), not 161.5 → 162.
        let inGamut = working == .srgb && components.allSatisfy { $0 >= 0 && $0 <= 1 }
        let exact =
            inGamut
            ? SRGBColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
            : result.gamutMappedSRGB()
        let srgb = SRGBColor(
            red: significant(exact.red), green: significant(exact.green), blue: significant(exact.blue),
            alpha: exact.alpha
        ).roundedTo8Bit()
        let hex = SRGBColor(red: srgb.red, green: srgb.green, blue: srgb.blue).opaqueHexString
        return TokenColor(
            colorSpace: "srgb", components: [srgb.red, srgb.green, srgb.blue], alpha: srgb.alpha, hex: hex)
    }

    /// `value` rounded to 5 significant digits.
    private static func significant(_ value: Double) -> Double {
        guard value != 0, value.isFinite else { return value }
        var scale = 1.0
        var magnitude = abs(value)
        while magnitude >= 1 {
            magnitude /= 10
            scale /= 10
        }
        while magnitude < 0.1 {
            magnitude *= 10
            scale *= 10
        }
        let factor = scale * 100_000
        return (value * factor).rounded() / factor
    }

    private static func adjust(_ c: [Double], kind: Kind, space: Space, amount: Double) -> [Double] {
        let lighten = kind == .lighten
        switch space {
        case .srgb, .p3:
            return c.map { lighten ? min(1, $0 + (1 - $0) * amount) : max(0, $0 - $0 * amount) }
        case .hsl:
            let l = lighten ? min(100, c[2] + (100 - c[2]) * amount) : max(0, c[2] - c[2] * amount)
            return [c[0], c[1], l]
        case .lch:
            let l = lighten ? min(100, c[0] + (100 - c[0]) * amount) : max(0, c[0] - c[0] * amount)
            return [l, max(0, c[1] - c[1] * amount), c[2]]
        }
    }
}
