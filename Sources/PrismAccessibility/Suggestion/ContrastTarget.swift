/// A contrast requirement a suggested color must meet: a WCAG level or ratio, or an APCA Lc.
public enum ContrastTarget: Sendable, Hashable, CustomStringConvertible {
    /// A WCAG 2.x level.
    case wcag(WCAGLevel)
    /// A WCAG 2.x ratio, e.g. 4.5.
    case wcagRatio(Double)
    /// An APCA Lc magnitude, e.g. 60 (either polarity counts).
    case apca(minimumLc: Double)

    /// The number to reach: a ratio for WCAG, an |Lc| for APCA.
    public var requiredValue: Double {
        switch self {
        case .wcag(let level): level.minimumRatio
        case .wcagRatio(let ratio): ratio
        case .apca(let lc): abs(lc)
        }
    }

    /// Whether this target is measured with APCA.
    public var isAPCA: Bool {
        if case .apca = self { return true }
        return false
    }

    /// `aa`, `4.5:1` or `Lc 60`.
    public var description: String {
        switch self {
        case .wcag(let level): level.rawValue
        case .wcagRatio(let ratio): CSSColorText.format(ratio) + ":1"
        case .apca(let lc): "Lc " + CSSColorText.format(abs(lc))
        }
    }
}
