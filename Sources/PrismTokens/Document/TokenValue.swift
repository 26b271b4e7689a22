/// A token's value after references are resolved, typed by its ``TokenType``.
public enum TokenValue: Sendable, Equatable {
    /// A color.
    case color(TokenColor)
    /// A length.
    case dimension(Dimension)
    /// Font family names, the preferred one first.
    case fontFamily([String])
    /// A numeric font weight (names are converted).
    case fontWeight(Double)
    /// A length of time.
    case duration(Duration)
    /// An easing curve.
    case cubicBezier(CubicBezier)
    /// A plain number.
    case number(Double)
    /// A stroke style.
    case strokeStyle(StrokeStyle)
    /// A border.
    case border(Border)
    /// A transition.
    case transition(Transition)
    /// Shadow layers, drawn in order.
    case shadow([Shadow])
    /// Gradient stops in order.
    case gradient([GradientStop])
    /// A text style.
    case typography(Typography)
    /// Text passed through as written (`string`, `link` and other non-DTCG types).
    case string(String)
    /// A flag (`boolean`, a non-DTCG type).
    case boolean(Bool)

    /// The type of this value.
    public var type: TokenType {
        switch self {
        case .color: .color
        case .dimension: .dimension
        case .fontFamily: .fontFamily
        case .fontWeight: .fontWeight
        case .duration: .duration
        case .cubicBezier: .cubicBezier
        case .number: .number
        case .strokeStyle: .strokeStyle
        case .border: .border
        case .transition: .transition
        case .shadow: .shadow
        case .gradient: .gradient
        case .typography: .typography
        case .string: .string
        case .boolean: .boolean
        }
    }
}

/// A DTCG 2025.10 color: a color space, three components (`nil` for `"none"`), alpha and an optional hex fallback.
public struct TokenColor: Sendable, Hashable {
    /// The color space name as written, one of ``TokenColor/colorSpaces``.
    public var colorSpace: String
    /// The three components; `nil` stands for the `"none"` keyword.
    public var components: [Double?]
    /// The alpha, 0…1.
    public var alpha: Double
    /// The `#rrggbb` sRGB fallback, if given.
    public var hex: String?

    /// Creates a color.
    public init(colorSpace: String, components: [Double?], alpha: Double = 1, hex: String? = nil) {
        self.colorSpace = colorSpace
        self.components = components
        self.alpha = alpha
        self.hex = hex
    }

    /// The 14 color spaces of the DTCG Color module.
    public static let colorSpaces = [
        "srgb", "srgb-linear", "hsl", "hwb", "lab", "lch", "oklab", "oklch",
        "display-p3", "a98-rgb", "prophoto-rgb", "rec2020", "xyz-d65", "xyz-d50",
    ]
}

/// A length: a number and a unit (`px` or `rem`; other CSS and platform units under `compat.unit`).
public struct Dimension: Sendable, Hashable {
    /// The units DTCG 2025.10 allows (`px`, `rem`), then the ones read under `compat.unit`.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Pixels (points on Apple platforms).
        case px
        /// Multiples of the root font size, 16 px.
        case rem
        /// Multiples of the element's font size (`compat.unit`).
        case em
        /// A percentage of a reference length (`compat.unit`).
        case percent = "%"
        /// Points, taken 1:1 as Apple points (`compat.unit`).
        case pt
        /// Android density-independent pixels, taken 1:1 as points (`compat.unit`).
        case dp
        /// Android scale-independent pixels, taken 1:1 as points (`compat.unit`).
        case sp
        /// Percent of the viewport width (`compat.unit`).
        case vw
        /// Percent of the viewport height (`compat.unit`).
        case vh
        /// Percent of the viewport's smaller side (`compat.unit`).
        case vmin
        /// Percent of the viewport's larger side (`compat.unit`).
        case vmax
        /// Percent of the small viewport width (`compat.unit`).
        case svw
        /// Percent of the small viewport height (`compat.unit`).
        case svh
        /// Percent of the large viewport width (`compat.unit`).
        case lvw
        /// Percent of the large viewport height (`compat.unit`).
        case lvh
        /// Percent of the dynamic viewport width (`compat.unit`).
        case dvw
        /// Percent of the dynamic viewport height (`compat.unit`).
        case dvh
        /// Percent of the viewport in the inline direction (`compat.unit`).
        case vi
        /// Percent of the viewport in the block direction (`compat.unit`).
        case vb
        /// Widths of the font's `0` (`compat.unit`).
        case ch
        /// Heights of the font's `x` (`compat.unit`).
        case ex
        /// Heights of the font's capital letters (`compat.unit`).
        case cap
        /// Widths of the font's CJK ideograph (`compat.unit`).
        case ic
        /// Multiples of the element's line height (`compat.unit`).
        case lh
        /// Multiples of the root line height (`compat.unit`).
        case rlh
        /// Centimeters, 96/2.54 px (`compat.unit`).
        case cm
        /// Millimeters, 96/25.4 px (`compat.unit`).
        case mm
        /// Quarter-millimeters (`compat.unit`).
        case q = "Q"
        /// Inches, 96 px (`compat.unit`).
        case inch = "in"
        /// Picas, 16 px (`compat.unit`).
        case pc

        /// Whether DTCG 2025.10 defines the unit.
        public var isDTCG: Bool { self == .px || self == .rem }

        /// Points (CSS px) per unit when the unit is absolute: 1rem = 16px; pt, dp and sp are
        /// taken 1:1 as Apple points; 1in = 96px. `nil` for units relative to a font or viewport.
        public var pointsPerUnit: Double? {
            switch self {
            case .px, .pt, .dp, .sp: 1
            case .rem: 16
            case .inch: 96
            case .cm: 96 / 2.54
            case .mm: 96 / 25.4
            case .q: 96 / 101.6
            case .pc: 16
            default: nil
            }
        }
    }
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a dimension.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The length in points when the unit is absolute (see ``Unit/pointsPerUnit``), else `nil`.
    public var exactPoints: Double? { unit.pointsPerUnit.map { value * $0 } }

    /// The length in points/pixels, taking 1rem = 16px. A unit relative to a font (em, ch, lh…)
    /// is taken against a 16px font; one relative to a viewport or container (%, vw…) has no
    /// length of its own and counts as its number (checks and platforms that need a length warn).
    public var points: Double {
        if let exact = exactPoints { return exact }
        switch unit {
        case .em, .cap, .ic, .lh, .rlh: return value * 16
        case .ch, .ex: return value * 8
        default: return value
        }
    }

    /// The length in points inside a text style of `fontSize` points: em (and lh) relative to it.
    public func points(fontSize: Double) -> Double {
        switch unit {
        case .em, .lh: value * fontSize
        default: points
        }
    }
}

/// A length of time: a number and a unit (`ms` or `s`).
public struct Duration: Sendable, Hashable {
    /// The units DTCG 2025.10 allows.
    public enum Unit: String, Sendable, Hashable, CaseIterable {
        /// Milliseconds.
        case ms
        /// Seconds.
        case s
    }
    /// The number.
    public var value: Double
    /// The unit.
    public var unit: Unit

    /// Creates a duration.
    public init(_ value: Double, _ unit: Unit) {
        self.value = value
        self.unit = unit
    }

    /// The duration in seconds.
    public var seconds: Double { unit == .s ? value : value / 1000 }
}

/// A cubic Bézier easing curve `[x1, y1, x2, y2]`, with x1 and x2 in 0…1.
public struct CubicBezier: Sendable, Hashable {
    /// The first control point's x, in 0…1.
    public var x1: Double
    /// The first control point's y.
    public var y1: Double
    /// The second control point's x, in 0…1.
    public var x2: Double
    /// The second control point's y.
    public var y2: Double

    /// Creates a curve.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    }
}

/// A stroke style: a CSS keyword, or a dash pattern with a line cap.
public enum StrokeStyle: Sendable, Hashable {
    /// A CSS keyword from ``keywords``.
    case keyword(String)
    /// A dash pattern (dash and gap lengths) and a line cap from ``lineCaps``.
    case dashed(dashArray: [Dimension], lineCap: String)

    /// The keywords DTCG 2025.10 allows.
    public static let keywords = ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"]
    /// The line caps DTCG 2025.10 allows.
    public static let lineCaps = ["round", "butt", "square"]
}

/// A border: color, width and style.
public struct Border: Sendable, Hashable {
    /// The border's color.
    public var color: TokenColor
    /// The border's width.
    public var width: Dimension
    /// The border's stroke style.
    public var style: StrokeStyle
}

/// An animated transition: duration, delay and easing.
public struct Transition: Sendable, Hashable {
    /// How long the transition runs.
    public var duration: Duration
    /// How long it waits before it starts.
    public var delay: Duration
    /// Its easing curve.
    public var timingFunction: CubicBezier
}

/// One shadow layer.
public struct Shadow: Sendable, Hashable {
    /// The shadow's color (often translucent).
    public var color: TokenColor
    /// The horizontal offset.
    public var offsetX: Dimension
    /// The vertical offset.
    public var offsetY: Dimension
    /// The blur radius.
    public var blur: Dimension
    /// How far the shadow grows (or, negative, shrinks) before blurring.
    public var spread: Dimension
    /// Whether the shadow is drawn inside the shape.
    public var inset: Bool
}

/// One gradient stop: a color at a position in 0…1.
public struct GradientStop: Sendable, Hashable {
    /// The stop's color.
    public var color: TokenColor
    /// The stop's position along the gradient, in 0…1.
    public var position: Double
}

/// A text style.
public struct Typography: Sendable, Hashable {
    /// Font family names, the preferred one first.
    public var fontFamily: [String]
    /// The font size.
    public var fontSize: Dimension
    /// The numeric font weight.
    public var fontWeight: Double
    /// Extra space between letters.
    public var letterSpacing: Dimension
    /// The line height as a multiple of the font size.
    public var lineHeight: Double
    /// The line height as the length it was written as (`{"value": 24, "unit": "px"}`,
    /// `compat.composite-member`), which CSS keeps; ``lineHeight`` is it over the font size.
    public var lineHeightLength: Dimension? = nil
    /// Members DTCG does not define (`textTransform`, `fontStyle`…, `compat.composite-member`),
    /// as their CSS text, by member name.
    public var extraMembers: [String: String] = [:]
}

/// The font weight names of DTCG 2025.10 and their numeric values (names are case-sensitive).
public enum FontWeightNames {
    /// Name → weight.
    public static let values: [String: Double] = [
        "thin": 100, "hairline": 100,
        "extra-light": 200, "ultra-light": 200,
        "light": 300,
        "normal": 400, "regular": 400, "book": 400,
        "medium": 500,
        "semi-bold": 600, "demi-bold": 600,
        "bold": 700,
        "extra-bold": 800, "ultra-bold": 800,
        "black": 900, "heavy": 900,
        "extra-black": 950, "ultra-black": 950,
    ]
}
