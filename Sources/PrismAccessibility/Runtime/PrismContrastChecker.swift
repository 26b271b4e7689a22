/// Run-time WCAG 2.x contrast checks for app code (the PrismUI seed API).
///
/// A translucent foreground is composited over the background first. A translucent background
/// is treated as opaque (its alpha is ignored), since the checker cannot know what lies beneath;
/// use ``ContrastMeasurement/measure(foreground:background:backdrop:)-(SRGBColor,_,_)`` to give a backdrop.
public enum PrismContrastChecker {
    /// The WCAG 2.x contrast ratio between two colors, unrounded, in [1, 21]; symmetric for opaque colors.
    /// - Parameters:
    ///   - foreground: the text or graphic color (composited over `background` when translucent).
    ///   - background: the color behind it.
    /// - Returns: the contrast ratio.
    public static func contrastRatio(between foreground: PrismColor, and background: PrismColor) -> Double {
        let opaqueBackground = SRGBColor(red: background.red, green: background.green, blue: background.blue)
        let composited = foreground.composited(over: opaqueBackground)
        return WCAGContrast.ratio(composited, opaqueBackground)
    }

    /// Whether a pair meets a WCAG level; the ratio is never rounded first (#777 on white, 4.478, fails AA).
    /// - Parameters:
    ///   - level: `.aa`, `.aaa`, `.aaLargeText`, `.aaaLargeText` or `.nonText`.
    ///   - foreground: the text or graphic color.
    ///   - background: the color behind it.
    /// - Returns: `true` when the ratio is at least the level's minimum.
    public static func meetsLevel(_ level: WCAGLevel, foreground: PrismColor, background: PrismColor) -> Bool {
        level.isMet(byRatio: contrastRatio(between: foreground, and: background))
    }

    /// The nearest color with the foreground's hue that meets `level` on `background`.
    /// - Parameters:
    ///   - foreground: the failing color.
    ///   - background: the color behind it (alpha ignored).
    ///   - level: the level to reach.
    /// - Returns: an opaque 8-bit color, the foreground itself when it already passes, or `nil`
    ///   when no lightness of that hue reaches the level.
    public static func suggestAccessibleColor(for foreground: PrismColor, on background: PrismColor, level: WCAGLevel)
        -> PrismColor?
    {
        let opaqueBackground = SRGBColor(red: background.red, green: background.green, blue: background.blue)
        // An opaque background never throws.
        let result = try? AccessibleColorSuggester.suggest(
            foreground: foreground, background: opaqueBackground, target: .wcag(level))
        return result?.suggestion
    }
}
