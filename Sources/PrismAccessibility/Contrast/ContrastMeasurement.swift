/// Both contrast metrics for one foreground/background pair, after alpha compositing.
///
/// A translucent foreground is composited source-over onto the opaque background in
/// gamma-encoded sRGB before measuring (what a browser shows). A translucent background needs an
/// opaque backdrop to sit on; without one the pair cannot be measured.
public struct ContrastMeasurement: Sendable, Hashable {
    /// The foreground as given.
    public let foreground: ColorValue
    /// The background as given.
    public let background: ColorValue
    /// The foreground after compositing, opaque, in (possibly extended) sRGB.
    public let compositedForeground: SRGBColor
    /// The background after compositing over the backdrop (if any), opaque, in (possibly extended) sRGB.
    public let compositedBackground: SRGBColor
    /// The WCAG 2.x contrast ratio, unrounded, in [1, 21].
    public let wcagRatio: Double
    /// The APCA 0.0.98G-4g Lc (foreground as text), signed.
    public let apcaLc: Double

    /// Whether the pair meets a WCAG level (compares the unrounded ratio).
    public func meets(_ level: WCAGLevel) -> Bool { level.isMet(byRatio: wcagRatio) }

    /// Measures a pair.
    /// - Parameters:
    ///   - foreground: the text or graphic color, in any space, with any alpha.
    ///   - background: the color behind it; must be opaque unless `backdrop` is given.
    ///   - backdrop: an opaque color behind a translucent `background` (e.g. the page color).
    /// - Returns: the measurement.
    /// - Throws: ``ContrastError`` when the background is translucent without a backdrop, or the
    ///   backdrop is translucent.
    public static func measure(foreground: ColorValue, background: ColorValue, backdrop: ColorValue? = nil)
        throws(ContrastError) -> ContrastMeasurement
    {
        var backgroundSRGB = background.toSRGB()
        var backgroundUsesWCAGFormula = background.space.isSRGBFamily
        if !backgroundSRGB.isOpaque {
            guard let backdrop else {
                throw ContrastError(
                    message:
                        "the background \(background.cssText) is translucent (alpha \(CSSColorText.format(background.alpha))); make it opaque, or give an opaque backdrop for it to sit on"
                )
            }
            guard backdrop.alpha >= 1 else {
                throw ContrastError(
                    message:
                        "the backdrop \(backdrop.cssText) is translucent (alpha \(CSSColorText.format(backdrop.alpha))); a backdrop must be opaque"
                )
            }
            backgroundSRGB = backgroundSRGB.composited(over: backdrop.toSRGB())
            backgroundUsesWCAGFormula = backgroundUsesWCAGFormula && backdrop.space.isSRGBFamily
        }
        let foregroundSRGB = foreground.toSRGB()
        let composited = foregroundSRGB.composited(over: backgroundSRGB)
        let foregroundUsesWCAGFormula =
            foreground.space.isSRGBFamily && (foregroundSRGB.isOpaque || backgroundUsesWCAGFormula)

        let foregroundLuminance = luminance(composited, useWCAGFormula: foregroundUsesWCAGFormula)
        let backgroundLuminance = luminance(backgroundSRGB, useWCAGFormula: backgroundUsesWCAGFormula)
        let ratio = WCAGContrast.ratio(luminance: foregroundLuminance, backgroundLuminance)

        let apcaText = foreground.gamutMappedSRGB()
        let apcaBackground = gamutMapped(backgroundSRGB)
        let lc = APCAContrast.lightnessContrast(text: apcaText, background: apcaBackground)
        return ContrastMeasurement(
            foreground: foreground, background: background,
            compositedForeground: composited, compositedBackground: backgroundSRGB,
            wcagRatio: ratio, apcaLc: lc
        )
    }

    /// Measures two sRGB colors (see the `ColorValue` overload of `measure(foreground:background:backdrop:)`).
    public static func measure(foreground: SRGBColor, background: SRGBColor, backdrop: SRGBColor? = nil)
        throws(ContrastError) -> ContrastMeasurement
    {
        try measure(
            foreground: foreground.colorValue, background: background.colorValue, backdrop: backdrop?.colorValue)
    }

    /// WCAG's formula for sRGB colors; CIE Y (clamped) otherwise.
    private static func luminance(_ color: SRGBColor, useWCAGFormula: Bool) -> Double {
        useWCAGFormula
            ? WCAGContrast.relativeLuminance(color)
            : WCAGContrast.relativeLuminance(
                ColorValue(space: .srgb, color.red, color.green, color.blue).converted(to: .xyzD65))
    }

    private static func gamutMapped(_ color: SRGBColor) -> SRGBColor {
        color.isInGamut ? color : color.colorValue.gamutMappedSRGB()
    }
}

/// A pair whose contrast cannot be measured, with a message saying how to fix it.
public struct ContrastError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var message: String
    /// The message.
    public var description: String { message }
}
