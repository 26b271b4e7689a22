/// A color in any DTCG color space: the space, three components (each a number or `"none"`), and alpha.
///
/// This is the value DTCG color tokens (`{colorSpace, components, alpha, hex}`) become, and the
/// entry point for every conversion:
///
/// ```swift
/// let p3 = ColorValue(space: .displayP3, 0.2, 0.8, 0.4)
/// p3.isInSRGBGamut          // false
/// p3.gamutMappedSRGB()      // SRGBColor, CSS Color 4 gamut mapping
/// p3.hexString              // "#00cc5c"-style fallback
/// p3.converted(to: .oklch)  // ColorValue in OKLCH
/// ```
///
/// A `nil` component is DTCG's `"none"`: it counts as 0 in conversions, and stays `nil` in the value.
public struct ColorValue: Sendable, Hashable, CustomStringConvertible {
    /// The color space of ``components``.
    public let space: ColorSpace
    /// Exactly three components in the ranges of ``space``; `nil` is `"none"`.
    public let components: [Double?]
    /// The opacity, 0 (transparent) to 1 (opaque).
    public let alpha: Double

    /// Creates a color from three components.
    /// - Parameters:
    ///   - space: the color space.
    ///   - first: the first component (`nil` for `"none"`).
    ///   - second: the second component.
    ///   - third: the third component.
    ///   - alpha: the opacity, 1 by default.
    public init(space: ColorSpace, _ first: Double?, _ second: Double?, _ third: Double?, alpha: Double = 1) {
        self.space = space
        self.components = [first, second, third]
        self.alpha = alpha
    }

    /// Creates a color from a component array, checking it as a DTCG color token would be checked.
    /// - Parameters:
    ///   - space: the color space.
    ///   - components: exactly three finite numbers or `nil` (`"none"`).
    ///   - alpha: the opacity in [0, 1], 1 by default.
    /// - Throws: ``ColorValueError`` when there are not three components, one is not finite, or
    ///   alpha is outside [0, 1].
    public init(space: ColorSpace, components: [Double?], alpha: Double = 1) throws(ColorValueError) {
        guard components.count == 3 else {
            throw ColorValueError(
                message:
                    "a '\(space.rawValue)' color needs exactly 3 components (\(space.componentNames.joined(separator: ", "))), got \(components.count); give one number or \"none\" for each"
            )
        }
        for (index, component) in components.enumerated() {
            if let component, !component.isFinite {
                throw ColorValueError(
                    message:
                        "the \(space.componentNames[index]) component of a '\(space.rawValue)' color must be a finite number or \"none\""
                )
            }
        }
        guard alpha.isFinite, alpha >= 0, alpha <= 1 else {
            throw ColorValueError(message: "alpha must be a number from 0 (transparent) to 1 (opaque), got \(alpha)")
        }
        self.init(space: space, components[0], components[1], components[2], alpha: alpha)
    }

    /// The components with `"none"` replaced by 0, as used in conversions.
    public var resolvedComponents: [Double] { components.map { $0 ?? 0 } }

    /// Whether any component is `"none"`.
    public var hasMissingComponents: Bool { components.contains { $0 == nil } }

    /// The color in another space (alpha kept). A hue that is powerless in the target (a grey)
    /// comes back as `nil`.
    /// - Parameter target: the space to convert to.
    /// - Returns: the converted color; `self` when `target` is already the space.
    public func converted(to target: ColorSpace) -> ColorValue {
        ColorValue(
            space: target, validated: ColorSpaceConversion.convert(components, from: space, to: target), alpha: alpha)
    }

    /// The color's CIE XYZ coordinates relative to D65 (Y = 1 for the white).
    public var xyzD65: (x: Double, y: Double, z: Double) {
        let xyz = converted(to: .xyzD65).resolvedComponents
        return (xyz[0], xyz[1], xyz[2])
    }

    /// The color in sRGB without gamut mapping: channels may fall outside [0, 1] for wide-gamut colors.
    public func toSRGB() -> SRGBColor {
        let rgb = converted(to: .srgb).resolvedComponents
        return SRGBColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// Whether the color is inside the sRGB gamut (within ``GamutMapping/tolerance``).
    public var isInSRGBGamut: Bool { isInGamut(of: .srgb) }

    /// Whether the color is inside the gamut of an RGB space (within ``GamutMapping/tolerance``);
    /// always `true` for the unbounded spaces (Lab, OKLab, XYZ and their cylindrical forms).
    public func isInGamut(of target: ColorSpace) -> Bool {
        GamutMapping.isInGamut(self, of: target)
    }

    /// The color mapped into sRGB with the CSS Color 4 gamut-mapping algorithm (OKLCH chroma
    /// reduction, ΔE OK JND 0.02), channels in [0, 1].
    public func gamutMappedSRGB() -> SRGBColor {
        if let inGamut = GamutMapping.inGamutSRGB(self) { return inGamut }
        let rgb = GamutMapping.map(self, into: .srgb).resolvedComponents
        return SRGBColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha).clampedToGamut()
    }

    /// The color mapped into the gamut of `target` (CSS Color 4 gamut mapping).
    /// - Parameter target: a bounded RGB space; other spaces just convert.
    /// - Returns: the color in `target`, inside its gamut.
    public func gamutMapped(into target: ColorSpace) -> ColorValue {
        GamutMapping.map(self, into: target)
    }

    /// The gamut-mapped sRGB color as `#rrggbb`, or `#rrggbbaa` when not opaque.
    public var hexString: String { gamutMappedSRGB().hexString }

    /// The color as CSS text in its own space, e.g. `color(display-p3 1 0.5 0)`, `oklch(0.62 0.25 29.2)`
    /// or `hsl(120 50% 40% / 0.5)`; `"none"` components are written `none`.
    public var cssText: String { CSSColorText.text(for: self) }

    /// The CSS text.
    public var description: String { cssText }

    /// Creates a color from components that are known to be three.
    init(space: ColorSpace, validated components: [Double?], alpha: Double) {
        self.init(space: space, components[0], components[1], components[2], alpha: alpha)
    }
}

/// A DTCG color value that cannot be represented, with a message saying how to fix it.
public struct ColorValueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to write instead.
    public var message: String
    /// The message.
    public var description: String { message }
}
