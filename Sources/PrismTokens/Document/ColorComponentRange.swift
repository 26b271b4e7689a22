/// The range each component of a DTCG 2025.10 color may take, per color space.
///
/// The Color module gives every space its component ranges, and its JSON Schema
/// (`format/values/color.json`) spells them out: RGB-family and XYZ components are 0–1; a hue is
/// from 0 up to but not including 360 ("360 MUST NOT be used"); saturation, lightness, whiteness
/// and blackness are percentages 0–100; Lab and LCH lightness is 0–100, Oklab and OKLCH
/// lightness 0–1; chroma is 0 or more; the a and b axes of Lab and Oklab are unbounded.
struct ColorComponentRange: Sendable, Equatable {
    /// What the component is called in messages, e.g. `hue`.
    var name: String
    /// The lowest value allowed.
    var lowerBound: Double
    /// The bound above, or `nil` when there is none.
    var upperBound: Double?
    /// Whether `upperBound` itself is excluded (a hue of 360 is not allowed; 0 is the same angle).
    var upperBoundExcluded = false

    /// Whether `value` lies in the range; infinities and NaN never do.
    func contains(_ value: Double) -> Bool {
        guard value.isFinite, value >= lowerBound else { return false }
        guard let upperBound else { return true }
        return upperBoundExcluded ? value < upperBound : value <= upperBound
    }

    /// The range in words, for messages: `from 0 to 1`, `from 0 up to but not including 360`, `0 or more`.
    var text: String {
        let low = JSONText.format(lowerBound)
        guard let upperBound else { return "\(low) or more" }
        let high = JSONText.format(upperBound)
        return upperBoundExcluded ? "from \(low) up to but not including \(high)" : "from \(low) to \(high)"
    }

    /// The three component ranges of `colorSpace`, or `nil` for a name that is not a DTCG color space.
    ///
    /// The lists are made once: every color a reader parses asks (300,000 colors at 100k tokens × 16 themes).
    static func ranges(of colorSpace: String) -> [ColorComponentRange]? {
        switch colorSpace {
        case "srgb", "srgb-linear", "display-p3", "a98-rgb", "prophoto-rgb", "rec2020": rgb
        case "xyz-d65", "xyz-d50": xyz
        case "hsl": hsl
        case "hwb": hwb
        case "lab": lab
        case "lch": lch
        case "oklab": oklab
        case "oklch": oklch
        default: nil
        }
    }

    private static let rgb = [unit("red"), unit("green"), unit("blue")]
    private static let xyz = [unit("X"), unit("Y"), unit("Z")]
    private static let hsl = [hue, percentage("saturation"), percentage("lightness")]
    private static let hwb = [hue, percentage("whiteness"), percentage("blackness")]
    private static let lab = [percentage("lightness"), unbounded("a"), unbounded("b")]
    private static let lch = [percentage("lightness"), chroma, hue]
    private static let oklab = [unit("lightness"), unbounded("a"), unbounded("b")]
    private static let oklch = [unit("lightness"), chroma, hue]

    private static func unit(_ name: String) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: 0, upperBound: 1)
    }

    private static func percentage(_ name: String) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: 0, upperBound: 100)
    }

    private static func unbounded(_ name: String) -> ColorComponentRange {
        ColorComponentRange(name: name, lowerBound: -.infinity, upperBound: nil)
    }

    private static let hue = ColorComponentRange(name: "hue", lowerBound: 0, upperBound: 360, upperBoundExcluded: true)
    private static let chroma = ColorComponentRange(name: "chroma", lowerBound: 0, upperBound: nil)
}
