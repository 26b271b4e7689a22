import PrismAccessibility

/// A color written for CSS: text every browser understands, the exact color for browsers that
/// support its syntax, and for colors outside sRGB the color for wide-gamut displays.
public struct CSSColorText: Sendable, Hashable {
    /// `#rrggbb`, or `rgb(r g b / a)` when translucent: sRGB, understood everywhere. For a color
    /// outside sRGB, the token's `hex` or the color gamut-mapped into sRGB (CSS Color 4).
    public var fallback: String
    /// A color inside sRGB written in its own space (`oklch(0.6 0.1 190)`), or `nil` when
    /// ``fallback`` is already exact or the color is outside sRGB.
    public var native: String?
    /// The `@supports` condition under which ``native`` may be used, e.g. `(color: oklch(0 0 0))`.
    public var condition: String?
    /// A color outside sRGB for displays that cover Display P3 (`@media (color-gamut: p3)`): the
    /// color in its own space when P3 holds it, else gamut-mapped into P3 (`color(display-p3 …)`).
    public var p3: String?
    /// A color outside Display P3 for displays that cover Rec. 2020 (`@media (color-gamut: rec2020)`):
    /// the color in its own space when Rec. 2020 holds it, else gamut-mapped into Rec. 2020.
    public var rec2020: String?
}

/// The display gamuts a stylesheet targets with `@media (color-gamut: …)`, narrowest first.
public enum CSSGamut: String, Sendable, CaseIterable {
    /// Display P3: `@media (color-gamut: p3)` (Rec. 2020 displays match it too).
    case p3
    /// Rec. 2020: `@media (color-gamut: rec2020)`.
    case rec2020

    /// The media query.
    public var media: String { "(color-gamut: \(rawValue))" }
}

/// Writes ``TokenColor`` values as CSS colors.
public enum CSSColorFormat {
    /// The spaces written directly as sRGB: they cannot leave its gamut.
    static let srgbSpaces: Set<String> = ["srgb", "hsl", "hwb"]

    /// The CSS text of a color.
    ///
    /// Colors in `srgb`, `hsl` and `hwb` (within the sRGB gamut and without `"none"` components)
    /// are written as `#rrggbb`, or `rgb(r g b / a)` when translucent. Other colors inside sRGB
    /// keep their own space as ``CSSColorText/native`` (under `@supports`) over an sRGB fallback.
    /// A color outside sRGB gets an sRGB fallback every display can show — the token's `hex`
    /// when it has one (the author's choice), else the color gamut-mapped into sRGB (CSS Color 4:
    /// OKLCH chroma reduction) — and its wide-gamut forms for P3 and Rec. 2020 displays, chosen
    /// by `@media (color-gamut: …)`, never by syntax support alone: every current browser parses
    /// `color(display-p3 …)`, and an sRGB display shown an out-of-gamut value clips it.
    public static func text(for color: TokenColor) -> CSSColorText {
        // An sRGB color inside the gamut, as the general path below writes it, without converting.
        if let channels = color.plainSRGBChannels {
            let srgb = SRGBColor(red: channels.red, green: channels.green, blue: channels.blue, alpha: color.alpha)
            return CSSColorText(fallback: self.srgb(srgb.clampedToGamut(), alpha: color.alpha))
        }
        guard let value = color.colorValue else {
            return CSSColorText(
                fallback: color.hex.flatMap(SRGBColor.init(hex:)).map { srgb($0, alpha: color.alpha) } ?? "#000000")
        }
        let inSRGB = value.isInSRGBGamut
        if srgbSpaces.contains(color.colorSpace), !value.hasMissingComponents, inSRGB {
            return CSSColorText(fallback: srgb(value.toSRGB().clampedToGamut(), alpha: color.alpha))
        }
        let fallbackColor = color.hex.flatMap(SRGBColor.init(hex:)) ?? value.gamutMappedSRGB()
        let fallback = srgb(fallbackColor, alpha: color.alpha)
        guard inSRGB else {
            if value.isInGamut(of: .displayP3) {
                return CSSColorText(fallback: fallback, p3: value.cssText)
            }
            let rec2020 = value.isInGamut(of: .rec2020) ? value.cssText : value.gamutMapped(into: .rec2020).cssText
            return CSSColorText(fallback: fallback, p3: value.gamutMapped(into: .displayP3).cssText, rec2020: rec2020)
        }
        let sample = ColorValue(
            space: value.space, value.components[0].map { _ in 0 }, value.components[1].map { _ in 0 },
            value.components[2].map { _ in 0 })
        return CSSColorText(fallback: fallback, native: value.cssText, condition: "(color: \(sample.cssText))")
    }

    /// An sRGB color as `#rrggbb` (opaque) or `rgb(r g b / a)` with 8-bit channels and the exact alpha.
    static func srgb(_ color: SRGBColor, alpha: Double) -> String {
        guard alpha < 1 else { return color.opaqueHexString }
        let bytes = color.byteValues
        return "rgb(\(bytes[0]) \(bytes[1]) \(bytes[2]) / \(CSSNumber.format(alpha)))"
    }
}
