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

    /// The channels of a color written in `srgb` with every component present and inside
    /// [0, 1] — most token colors — which are shown and written as they are (inside the gamut,
    /// nothing to map); `nil` for any other color. Writers check it first: building a
    /// `ColorValue` and asking whether it is in gamut took a few thousand instructions a color.
    var plainSRGBChannels: (red: Double, green: Double, blue: Double)? {
        guard colorSpace == "srgb", components.count == 3, let red = components[0], let green = components[1],
            let blue = components[2], red >= 0, red <= 1, green >= 0, green <= 1, blue >= 0, blue <= 1
        else { return nil }
        return (red, green, blue)
    }

    /// Whether any component is `"none"`, which makes contrast unverifiable.
    public var hasNoneComponent: Bool { components.contains { $0 == nil } }
}
