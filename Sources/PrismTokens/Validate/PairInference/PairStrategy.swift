/// Which convention made a contrast pair: a declaration or one of the inference strategies of
/// ContrastPairs.md.
public enum PairStrategy: String, Sendable, Hashable, CaseIterable {
    /// Declared in `contrast.pairs`.
    case declared
    /// `onX`/`on-X` on `X`, on its emphasis variants, and (in a `text.brand.on-brand` layout) on
    /// the surface of the same subject.
    case onColor = "on-color"
    /// The same path with a foreground word swapped for a background word (`fgColor` ↔ `bgColor`).
    case roleSwap = "role-swap"
    /// A colored role's text on that role's quieter surfaces and on the default surfaces.
    case roleText = "role-text"
    /// Neutral text (`default`, `muted`, `primary`…) on the neutral page surfaces.
    case neutralText = "neutral-text"
    /// A border or focus indicator a user must see, on the neutral page surfaces (3:1).
    case nonText = "non-text"
    /// In a file of palette colors only (no surface names): a named tint family's dark shade on
    /// its light tints and on white, white on its base color, and the base color on white (3:1).
    case palette
    /// In a file of palette colors only: hue families sharing a numeric grade scale, checked at
    /// grades half the scale apart and with white and black on the middle grades (and their hover shades).
    case gradeScale = "grade-scale"

    /// Whether the pair came from a declaration (`declared`) or from inference (`inferred`).
    public var source: String { self == .declared ? "declared" : "inferred" }
}

/// How sure inference is that a pair is one the system combines: failures of `high` pairs are
/// errors, of the others warnings.
public enum PairConfidence: String, Sendable, Hashable, Comparable {
    /// A weak naming signal; a failure is a warning.
    case low
    /// A likely combination; a failure is a warning.
    case medium
    /// A declared pair or an unambiguous convention; a failure is an error.
    case high

    /// Orders confidences from `low` to `high`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        let order: [Self] = [.low, .medium, .high]
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}
