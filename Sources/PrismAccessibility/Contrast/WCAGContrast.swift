/// WCAG 2.x relative luminance and contrast ratio.
///
/// Relative luminance uses the sRGB linearization with WCAG's 0.04045 threshold and the
/// coefficients 0.2126, 0.7152, 0.0722; the ratio is (L1 + 0.05) / (L2 + 0.05) with L1 the lighter.
/// Colors outside the sRGB family (Display P3, Lab, OKLCH, …) use the Y of their CIE XYZ (D65).
public enum WCAGContrast {
    /// The WCAG 2.x relative luminance of an sRGB color (alpha ignored).
    /// - Parameter color: a gamma-encoded sRGB color.
    /// - Returns: the luminance, 0 for black and 1 for white.
    public static func relativeLuminance(_ color: SRGBColor) -> Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : ColorMath.power((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// The relative luminance of a color in any space (alpha ignored).
    ///
    /// sRGB, HSL and HWB colors use WCAG's formula; other spaces use CIE XYZ (D65) Y, clamped to [0, 1].
    public static func relativeLuminance(_ color: ColorValue) -> Double {
        if color.space.isSRGBFamily {
            return relativeLuminance(color.toSRGB())
        }
        return min(max(color.xyzD65.y, 0), 1)
    }

    /// The contrast ratio of two relative luminances, in [1, 21].
    /// - Parameters:
    ///   - first: one luminance.
    ///   - second: the other.
    /// - Returns: (lighter + 0.05) / (darker + 0.05).
    public static func ratio(luminance first: Double, _ second: Double) -> Double {
        let lighter = max(first, second)
        let darker = min(first, second)
        return (lighter + 0.05) / (darker + 0.05)
    }

    /// The contrast ratio of two opaque sRGB colors (alpha ignored); symmetric.
    public static func ratio(_ first: SRGBColor, _ second: SRGBColor) -> Double {
        ratio(luminance: relativeLuminance(first), relativeLuminance(second))
    }
}
