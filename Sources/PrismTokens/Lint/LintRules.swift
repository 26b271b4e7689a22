/// The rule ids `prism-tokens lint` reports, and their catalog entries (listed by `prism-tokens
/// rules`, accepted by `--rule`, described in SARIF).
///
/// Drift rules are shared by every language; each language adds its own accessibility rules in
/// its own block of ``catalog``.
public enum LintRules {
    /// A literal color equal or close (ΔE OK) to a color token.
    public static let driftColor = "drift.color"
    /// A literal spacing (padding, stack spacing, gap) equal to a spacing token.
    public static let driftSpacing = "drift.spacing"
    /// A literal corner radius equal to a radius token.
    public static let driftRadius = "drift.radius"
    /// A literal frame or size equal to a size token.
    public static let driftSize = "drift.size"
    /// A literal font size equal to a font-size or typography token.
    public static let driftFontSize = "drift.font-size"
    /// A literal duration equal to a duration token.
    public static let driftDuration = "drift.duration"
    /// A literal easing curve equal to a cubic Bézier token.
    public static let driftEasing = "drift.easing"
    /// A literal that matches no token of its kind: off the scale.
    public static let driftOffScale = "drift.off-scale"
    /// A fixed font size that does not scale with Dynamic Type.
    public static let swiftFixedFontSize = "swiftui.fixed-font-size"
    /// An icon-only `Button` or `Menu` without a text label.
    public static let swiftIconOnlyButton = "swiftui.icon-button"
    /// `onTapGesture` where a `Button` belongs, or without the button trait.
    public static let swiftTapGesture = "swiftui.tap-gesture"
    /// An `Image` without an accessibility label, `decorative:` or `accessibilityHidden`.
    public static let swiftImageLabel = "swiftui.image-label"
    /// A motion animation in a view that never reads Reduce Motion.
    public static let swiftReduceMotion = "swiftui.reduce-motion"
    /// A tappable frame smaller than the tap-target token.
    public static let swiftTapTarget = "swiftui.tap-target"
    /// A `prism-lint:` comment that names an unknown rule or directive.
    public static let suppression = "lint.suppression"

    /// The catalog entries of the lint rules, in the order `prism-tokens rules` lists them.
    public static let catalog: [RuleCatalog.Rule] = [
        // Shared by every language.
        .init(
            id: driftColor, summary: "A literal color equals or is within a small ΔE OK of a color token (lint).",
            defaultSeverity: .warning),
        .init(id: driftSpacing, summary: "A literal spacing equals a spacing token (lint).", defaultSeverity: .warning),
        .init(
            id: driftRadius, summary: "A literal corner radius equals a radius token (lint).", defaultSeverity: .warning
        ),
        .init(id: driftSize, summary: "A literal size or frame equals a size token (lint).", defaultSeverity: .warning),
        .init(
            id: driftFontSize, summary: "A literal font size equals a font-size or typography token (lint).",
            defaultSeverity: .warning),
        .init(
            id: driftDuration, summary: "A literal duration equals a duration token (lint).", defaultSeverity: .warning),
        .init(
            id: driftEasing, summary: "A literal easing curve equals a cubic Bézier token (lint).",
            defaultSeverity: .warning),
        .init(
            id: driftOffScale,
            summary:
                "A literal spacing, radius, size, font size or duration matches no token; the nearest is named (lint).",
            defaultSeverity: .warning),
        .init(
            id: suppression, summary: "A prism-lint comment names an unknown rule or directive (lint).",
            defaultSeverity: .warning),
        // SwiftUI accessibility (Lint/Swift).
        .init(
            id: swiftFixedFontSize,
            summary: "A fixed font size without relativeTo: or @ScaledMetric does not follow Dynamic Type (lint).",
            defaultSeverity: .warning),
        .init(
            id: swiftIconOnlyButton,
            summary: "An icon-only Button or Menu has no text or accessibilityLabel for VoiceOver (lint).",
            defaultSeverity: .warning),
        .init(
            id: swiftTapGesture,
            summary: "onTapGesture where a Button belongs, or without the .isButton trait (lint).",
            defaultSeverity: .warning),
        .init(
            id: swiftImageLabel,
            summary: "An Image has no accessibilityLabel and is not decorative or accessibilityHidden (lint).",
            defaultSeverity: .warning),
        .init(
            id: swiftReduceMotion,
            summary: "A motion animation in a view that never reads Reduce Motion (lint).", defaultSeverity: .warning),
        .init(
            id: swiftTapTarget, summary: "A tappable frame is smaller than the tap-target token (lint).",
            defaultSeverity: .warning),
        // CSS and SCSS (Lint/CSS) add their rules below this line.
    ]

    /// Whether a rule id is a lint rule (lint runs report only these, plus `io`).
    public static func isLintRule(_ id: String) -> Bool { catalog.contains { $0.id == id } }
}
