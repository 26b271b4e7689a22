/// A WCAG 2.x contrast requirement.
///
/// Raw values are the names used in tokens and on the command line.
public enum WCAGLevel: String, CaseIterable, Sendable, Hashable {
    /// SC 1.4.3 (AA), normal text: 4.5:1.
    case aa
    /// SC 1.4.3 (AA), large text (18 pt, or 14 pt bold): 3:1.
    case aaLargeText = "aa-large"
    /// SC 1.4.6 (AAA), normal text: 7:1.
    case aaa
    /// SC 1.4.6 (AAA), large text: 4.5:1.
    case aaaLargeText = "aaa-large"
    /// SC 1.4.11 (AA), user-interface components and graphical objects: 3:1.
    case nonText = "non-text"

    /// The minimum contrast ratio; a pair passes when its unrounded ratio is at least this.
    public var minimumRatio: Double {
        switch self {
        case .aa, .aaaLargeText: 4.5
        case .aaLargeText, .nonText: 3
        case .aaa: 7
        }
    }

    /// Whether an (unrounded) contrast ratio meets the level.
    /// - Parameter ratio: the ratio from ``WCAGContrast``.
    /// - Returns: `ratio >= minimumRatio`, never rounding first (4.478 fails AA).
    public func isMet(byRatio ratio: Double) -> Bool { ratio >= minimumRatio }
}
