/// The 13 token types of DTCG 2025.10.
public enum TokenType: String, Sendable, Hashable, CaseIterable, Comparable {
    case color, dimension, fontFamily, fontWeight, duration, cubicBezier, number
    case strokeStyle, border, transition, shadow, gradient, typography

    /// The valid type names, for messages: "color, dimension, …".
    public static let validNames = allCases.map(\.rawValue).joined(separator: ", ")

    /// Whether the type's value is an object or array of other typed values.
    public var isComposite: Bool {
        switch self {
        case .strokeStyle, .border, .transition, .shadow, .gradient, .typography: true
        default: false
        }
    }

    public static func < (lhs: TokenType, rhs: TokenType) -> Bool { lhs.rawValue < rhs.rawValue }
}
