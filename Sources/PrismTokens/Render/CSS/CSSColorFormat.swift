import PrismAccessibility

/// A color written for CSS: text every browser understands, and for wide-gamut colors the exact
/// color for browsers that support its syntax.
public struct CSSColorText: Sendable, Hashable {
    /// `#rrggbb`, or `rgb(r g b / a)` when translucent: sRGB, understood everywhere.
    public var fallback: String
    /// The color in its own space (`color(display-p3 1 0 0)`, `oklch(0.6 0.1 190)`), or `nil` when
    /// ``fallback`` is already exact.
    public var native: String?
    /// The `@supports` condition under which ``native`` may be used, e.g. `(color: color(display-p3 0 0 0))`.
    public var condition: String?
}

/// Writes ``TokenColor`` values as CSS colors.
public enum CSSColorFormat {
    /// The spaces written directly as sRGB: they cannot leave its gamut.
    static let srgbSpaces: Set<String> = ["srgb", "hsl", "hwb"]

    /// The CSS text of a color.
    ///
    /// Colors in `srgb`, `hsl` and `hwb` (within the sRGB gamut and without `"none"` components)
    /// are written as `#rrggbb`, or `rgb(r g b / a)` when translucent. Every other color keeps its
    /// own space as ``CSSColorText/native`` and gets an sRGB ``CSSColorText/fallback``: the token's
    /// `hex` when it has one (the author's choice), else the color gamut-mapped into sRGB
    /// (CSS Color 4 algorithm).
    public static func text(for color: TokenColor) -> CSSColorText {
        guard let value = color.colorValue else {
            return CSSColorText(fallback: color.hex.flatMap(SRGBColor.init(hex:)).map { srgb($0, alpha: color.alpha) } ?? "#000000")
        }
        if srgbSpaces.contains(color.colorSpace), !value.hasMissingComponents, value.isInSRGBGamut {
            return CSSColorText(fallback: srgb(value.toSRGB().clampedToGamut(), alpha: color.alpha))
        }
        let fallbackColor = color.hex.flatMap(SRGBColor.init(hex:)) ?? value.gamutMappedSRGB()
        let sample = ColorValue(space: value.space, value.components[0].map { _ in 0 }, value.components[1].map { _ in 0 }, value.components[2].map { _ in 0 })
        return CSSColorText(fallback: srgb(fallbackColor, alpha: color.alpha), native: value.cssText, condition: "(color: \(sample.cssText))")
    }

    /// An sRGB color as `#rrggbb` (opaque) or `rgb(r g b / a)` with 8-bit channels and the exact alpha.
    static func srgb(_ color: SRGBColor, alpha: Double) -> String {
        guard alpha < 1 else { return color.opaqueHexString }
        let bytes = color.byteValues
        return "rgb(\(bytes[0]) \(bytes[1]) \(bytes[2]) / \(CSSNumber.format(alpha)))"
    }
}
