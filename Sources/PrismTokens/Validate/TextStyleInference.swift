/// The Dynamic Type text style a typography token without a `textStyle` setting is taken to be,
/// from its font size — so a system written for another tool scales with the user's text size
/// without an edit.
///
/// Each style covers the sizes nearer to its default (Large) size than to its neighbours';
/// a size halfway between two goes to the larger style:
///
/// | font size (pt or px; 1rem = 16) | text style | Apple's default size |
/// |---|---|---|
/// | ≥ 31 | `largeTitle` | 34 |
/// | 25 ..< 31 | `title` | 28 |
/// | 21 ..< 25 | `title2` | 22 |
/// | 18.5 ..< 21 | `title3` | 20 |
/// | 16.5 ..< 18.5, weight ≥ 600 | `headline` | 17 semibold |
/// | 16.5 ..< 18.5 | `body` | 17 |
/// | 15.5 ..< 16.5 | `callout` | 16 |
/// | 14 ..< 15.5 | `subheadline` | 15 |
/// | 12.5 ..< 14 | `footnote` | 13 |
/// | 11.5 ..< 12.5 | `caption` | 12 |
/// | < 11.5 | `caption2` | 11 |
public enum TextStyleInference {
    /// The lower bound of each style's size range, largest first (the table above).
    static let ranges: [(minimum: Double, style: String)] = [
        (31, "largeTitle"), (25, "title"), (21, "title2"), (18.5, "title3"), (16.5, "body"),
        (15.5, "callout"), (14, "subheadline"), (12.5, "footnote"), (11.5, "caption"),
    ]

    /// The font weight from which a body-sized style is `headline` (semibold).
    static let headlineWeight: Double = 600

    /// The text style for a font size and weight.
    /// - Parameters:
    ///   - points: the font size in points (CSS pixels).
    ///   - weight: the numeric font weight (400 regular, 600 semibold).
    /// - Returns: a Dynamic Type text style name, e.g. `body`.
    public static func style(points: Double, weight: Double) -> String {
        guard let match = ranges.first(where: { points >= $0.minimum }) else { return "caption2" }
        return match.style == "body" && weight >= headlineWeight ? "headline" : match.style
    }

    /// The text style of a typography value, or `nil` when its size is not a positive `px` or
    /// `rem` length (a relative size has no point size to compare).
    public static func style(for typography: Typography) -> String? {
        let size = typography.fontSize
        guard size.unit == .px || size.unit == .rem, size.points.isFinite, size.points > 0 else { return nil }
        return style(points: typography.fontSize.points, weight: typography.fontWeight)
    }
}
