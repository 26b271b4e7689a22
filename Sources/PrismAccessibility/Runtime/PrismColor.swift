/// The color of a token and of the runtime checks: one type across the generated code and
/// ``PrismContrastChecker``, ``PrismColorBlindnessSimulator`` and ``PrismAccessibilityTest``.
///
/// `theme.color(.onBackground)` returns a `PrismColor`, and every checker takes one, so
/// `PrismContrastChecker.contrastRatio(between: theme.color(.onBackground), and: theme.color(.background))`
/// compiles as written. It is ``SRGBColor``: gamma-encoded sRGB channels, alpha, and Display P3
/// components for a wide-gamut color.
public typealias PrismColor = SRGBColor
