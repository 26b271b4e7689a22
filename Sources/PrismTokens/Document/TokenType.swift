/// The 13 token types of DTCG 2025.10, then the two pass-through types read under `compat.type`.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    /// A color in one of the 14 color spaces.
    case color
    /// A length in `px` or `rem`.
    case dimension
    /// A font family name or a list of fallbacks.
    case fontFamily
    /// A numeric weight 1–1000 or a weight name.
    case fontWeight
    /// A length of time in `ms` or `s`.
    case duration
    /// An easing curve `[x1, y1, x2, y2]`.
    case cubicBezier
    /// A plain number.
    case number
    /// A stroke style keyword or dash pattern.
    case strokeStyle
    /// A border: color, width and style.
    case border
    /// A transition: duration, delay and timing function.
    case transition
    /// One shadow or a list of shadow layers.
    case shadow
    /// A list of gradient stops.
    case gradient
    /// A text style: family, size, weight, letter spacing and line height.
    case typography
    /// Text passed through as written: Terrazzo's `string`, and `link`, `url` and any other type
    /// DTCG does not define (`compat.type`).
    case string
    /// `true` or `false`: Terrazzo's `boolean` (`compat.type`).
    case boolean

    /// The 13 types DTCG 2025.10 defines.
    public static let dtcgTypes: [TokenType] = allCases.filter(\.isDTCG)

    /// Whether DTCG 2025.10 defines this type.
    public var isDTCG: Bool { self != .string && self != .boolean }

    /// The valid type names, for messages: "color, dimension, …".
    public static let validNames = dtcgTypes.map(\.rawValue).joined(separator: ", ")

    /// Whether the type's value is an object or array of other typed values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    /// Orders two values (see the type's discussion for the order).
    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension TokenType: CustomStringConvertible {
    /// The type's name as the token source writes it (`fontFamily`): what messages print.
    ///
    /// Every case is named as its raw value, so this is the text interpolation printed before;
    /// without it, `"\(type)"` found the case name by reflection, which cost more than the rest of
    /// naming a Swift enum (profiled at 10k tokens).
    public var description: String { rawValue }
}
