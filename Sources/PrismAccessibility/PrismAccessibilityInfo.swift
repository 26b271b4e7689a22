// Placeholder so the target builds; replaced by the color-science work.
/// The PrismAccessibility module version.
public enum PrismAccessibilityInfo { public static let version = "0.1.0" }
