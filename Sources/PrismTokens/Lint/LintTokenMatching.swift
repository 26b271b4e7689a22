import PrismAccessibility

/// Looking literals up in a ``LintTokenIndex``: which tokens equal a literal, and which is nearest.
extension LintTokenIndex {
    /// A color token that equals or is close to a literal color.
    public struct ColorMatch: Sendable, Hashable {
        /// The token.
        public var entry: Entry
        /// The themes in which the token is closest to the literal (all of them with that ΔE OK).
        public var themes: [String]
        /// The smallest ΔE OK between the literal and the token over the themes.
        public var deltaE: Double
        /// Whether the literal is the token's color exactly, to 8-bit precision, in ``themes``.
        public var isExact: Bool
    }

    /// The ΔE OK below which two colors count as the same even when their 8-bit values differ by
    /// rounding (a literal written with two decimals, `0.12`, for `#1f…`).
    public static let exactColorDeltaE = 0.002

    /// The color tokens within `maximumDeltaE` of a literal, best first: exact matches, then
    /// semantic tokens before primitives, then by distance and path.
    /// - Parameters:
    ///   - literal: the literal color (alpha compared too: a translucent literal matches only a
    ///     token with the same alpha, within 0.01).
    ///   - maximumDeltaE: the largest ΔE OK that counts as a near match.
    public func colorMatches(for literal: SRGBColor, within maximumDeltaE: Double) -> [ColorMatch] {
        let lab = Self.oklab(literal)
        let literalHex = literal.roundedTo8Bit().hexString
        var best: [String: ColorMatch] = [:]
        var order: [String] = []
        for candidate in colors where abs(candidate.color.alpha - literal.alpha) <= 0.01 {
            let d0 = candidate.lab.0 - lab.0
            let d1 = candidate.lab.1 - lab.1
            let d2 = candidate.lab.2 - lab.2
            let distance = (d0 * d0 + d1 * d1 + d2 * d2).squareRoot()
            guard distance <= maximumDeltaE else { continue }
            let exact =
                distance <= Self.exactColorDeltaE || candidate.color.roundedTo8Bit().hexString == literalHex
            let path = candidate.entry.path
            if var known = best[path] {
                if distance < known.deltaE - 1e-12 {
                    known.deltaE = distance
                    known.themes = [candidate.theme]
                    known.isExact = exact
                } else if abs(distance - known.deltaE) <= 1e-12 {
                    known.themes.append(candidate.theme)
                }
                best[path] = known
            } else {
                order.append(path)
                best[path] = ColorMatch(
                    entry: candidate.entry, themes: [candidate.theme], deltaE: distance, isExact: exact)
            }
        }
        return order.compactMap { best[$0] }.sorted { a, b in
            if a.isExact != b.isExact { return a.isExact }
            if a.entry.isSemantic != b.entry.isSemantic { return a.entry.isSemantic }
            if a.deltaE != b.deltaE { return a.deltaE < b.deltaE }
            return a.entry.path < b.entry.path
        }
    }

    /// The dimension tokens of a kind whose value is exactly `points` (1e-9 tolerance), semantic
    /// first, then in document order.
    public func dimensionMatches(points: Double, kind: DimensionKind) -> [Entry] {
        Self.semanticFirst(dimensions.filter { $0.kind == kind && abs($0.points - points) < 1e-9 }.map(\.entry))
    }

    /// The dimension token of a kind nearest to `points`, with its value (ties: the smaller value).
    public func nearestDimension(to points: Double, kind: DimensionKind) -> DimensionEntry? {
        dimensions.filter { $0.kind == kind }.min { a, b in
            let da = abs(a.points - points)
            let db = abs(b.points - points)
            return da != db ? da < db : a.points < b.points
        }
    }

    /// The duration tokens of exactly `seconds` (1e-9 tolerance), semantic first.
    public func durationMatches(seconds: Double) -> [Entry] {
        Self.semanticFirst(durations.filter { abs($0.seconds - seconds) < 1e-9 }.map(\.entry))
    }

    /// The duration token nearest to `seconds` (ties: the shorter).
    public func nearestDuration(to seconds: Double) -> DurationEntry? {
        durations.min { a, b in
            let da = abs(a.seconds - seconds)
            let db = abs(b.seconds - seconds)
            return da != db ? da < db : a.seconds < b.seconds
        }
    }

    /// The cubic Bézier tokens with exactly these control points (1e-6 tolerance), semantic first.
    public func easingMatches(_ points: [Double]) -> [Entry] {
        guard points.count == 4 else { return [] }
        return Self.semanticFirst(
            easings.filter { easing in zip(easing.points, points).allSatisfy { abs($0 - $1) < 1e-6 } }.map(\.entry))
    }

    /// Entries with duplicates (the same path) removed, semantic ones first, order otherwise kept.
    static func semanticFirst(_ entries: [Entry]) -> [Entry] {
        var seen: Set<String> = []
        let unique = entries.filter { seen.insert($0.path).inserted }
        return unique.filter(\.isSemantic) + unique.filter { !$0.isSemantic }
    }
}
