import PrismAccessibility

extension TokenColor {
    /// The color as a `ColorValue` for color science, or `nil` for an unknown space.
    public var colorValue: ColorValue? {
        guard let space = ColorSpace(rawValue: colorSpace), components.count == 3 else { return nil }
        return ColorValue(space: space, components[0], components[1], components[2], alpha: alpha)
    }

    /// The color gamut-mapped into sRGB (CSS Color 4), keeping alpha; the `hex` fallback when the space is unknown.
    public var srgb: SRGBColor? {
        if let value = colorValue { return value.gamutMappedSRGB() }
        return hex.flatMap(SRGBColor.init(hex:))
    }

    /// Whether any component is `"none"`, which makes contrast unverifiable.
    public var hasNoneComponent: Bool { components.contains { $0 == nil } }
}
