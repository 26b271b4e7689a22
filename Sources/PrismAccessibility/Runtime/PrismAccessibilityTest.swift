/// Quick run-time accessibility assertions for app code and UI tests (the PrismUI seed API).
public enum PrismAccessibilityTest {
    /// The minimum tap-target side in points (Apple Human Interface Guidelines).
    public static let minimumTapTargetSide = 44.0

    /// Whether a tap target is at least 44 × 44 pt.
    /// - Parameters:
    ///   - width: the target's width in points.
    ///   - height: the target's height in points.
    /// - Returns: `true` when both sides are at least ``minimumTapTargetSide``.
    public static func validateMinimumTapTarget(width: Double, height: Double) -> Bool {
        width >= minimumTapTargetSide && height >= minimumTapTargetSide
    }

    /// Whether a text color pair meets WCAG 2.x AA.
    /// - Parameters:
    ///   - foreground: the text color.
    ///   - background: the color behind it.
    ///   - isLargeText: whether the text is large (18 pt, or 14 pt bold), which needs 3:1 instead of
    ///     4.5:1; `false` by default.
    /// - Returns: `true` when the unrounded ratio meets AA (or AA large text).
    public static func validateContrastRatio(foreground: PrismColor, background: PrismColor, isLargeText: Bool = false)
        -> Bool
    {
        PrismContrastChecker.meetsLevel(
            isLargeText ? .aaLargeText : .aa, foreground: foreground, background: background)
    }
}
