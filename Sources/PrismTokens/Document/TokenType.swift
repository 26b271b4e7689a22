/// The 13 token types of DTCG 2025.10, then the two pass-through types read under `compat.type`.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography
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

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}
