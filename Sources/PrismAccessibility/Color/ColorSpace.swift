/// The 14 color spaces of DTCG 2025.10 (the CSS Color 4 predefined and functional spaces).
///
/// Raw values are the DTCG `colorSpace` strings. Component order and ranges follow DTCG:
/// `hsl`/`hwb` use hue in degrees and percentages as plain numbers 0–100, `lab`/`lch` use L 0–100,
/// `oklab`/`oklch` use L 0–1, and the RGB and XYZ spaces use 0–1.
public enum ColorSpace: String, CaseIterable, Sendable, Hashable {
    /// sRGB, gamma-encoded, components 0–1.
    case srgb
    /// Linear-light sRGB, components 0–1.
    case srgbLinear = "srgb-linear"
    /// HSL over sRGB: hue in degrees, saturation and lightness 0–100.
    case hsl
    /// HWB over sRGB: hue in degrees, whiteness and blackness 0–100.
    case hwb
    /// CIE Lab (D50): L 0–100, a and b unbounded.
    case lab
    /// CIE LCH (D50): L 0–100, chroma, hue in degrees.
    case lch
    /// Oklab: L 0–1, a and b unbounded.
    case oklab
    /// OKLCH: L 0–1, chroma, hue in degrees.
    case oklch
    /// Display P3, gamma-encoded, components 0–1.
    case displayP3 = "display-p3"
    /// Adobe RGB (1998), components 0–1.
    case a98RGB = "a98-rgb"
    /// ProPhoto RGB (D50), components 0–1.
    case prophotoRGB = "prophoto-rgb"
    /// ITU-R BT.2020, components 0–1.
    case rec2020
    /// CIE XYZ with a D65 white point, components 0–1.
    case xyzD65 = "xyz-d65"
    /// CIE XYZ with a D50 white point, components 0–1.
    case xyzD50 = "xyz-d50"

    /// The names of the three components, in order (for messages and documentation).
    public var componentNames: [String] {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: ["red", "green", "blue"]
        case .hsl: ["hue", "saturation", "lightness"]
        case .hwb: ["hue", "whiteness", "blackness"]
        case .lab, .oklab: ["lightness", "a", "b"]
        case .lch, .oklch: ["lightness", "chroma", "hue"]
        case .xyzD65, .xyzD50: ["x", "y", "z"]
        }
    }

    /// The index of the hue component, for the cylindrical spaces.
    public var hueIndex: Int? {
        switch self {
        case .hsl, .hwb: 0
        case .lch, .oklch: 2
        default: nil
        }
    }

    /// Whether the space is one of the RGB spaces with a gamut (so "in gamut" means every component in [0, 1]).
    public var isBoundedRGB: Bool {
        switch self {
        case .srgb, .srgbLinear, .displayP3, .a98RGB, .prophotoRGB, .rec2020: true
        default: false
        }
    }

    /// Whether colors in this space are sRGB colors written another way (sRGB, HSL, HWB), so WCAG's
    /// own luminance formula applies to them.
    public var isSRGBFamily: Bool {
        self == .srgb || self == .hsl || self == .hwb
    }

    /// The space this one is defined from, one step closer to XYZ D65; `nil` for XYZ D65 itself.
    ///
    /// Conversions walk this tree up to the nearest common ancestor and back down, so converting
    /// between e.g. `lab` and `lch`, or `srgb` and `hsl`, never passes through XYZ.
    var parent: ColorSpace? {
        switch self {
        case .xyzD65: nil
        case .hsl, .hwb: .srgb
        case .lch: .lab
        case .oklch: .oklab
        case .lab, .prophotoRGB: .xyzD50
        default: .xyzD65
        }
    }

    /// The chain from this space up to XYZ D65, starting with the space itself.
    var ancestry: [ColorSpace] {
        var chain = [self]
        var current = self
        while let next = current.parent {
            chain.append(next)
            current = next
        }
        return chain
    }
}
