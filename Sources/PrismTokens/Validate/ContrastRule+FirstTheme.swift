import PrismAccessibility

/// The first theme's contrast pairs and each pair's result in it.
///
/// A theme that shares the first theme's tokens with the same shape (``ThemeChanges/keepsPairs``)
/// has the same pairs — inference reads names and visibility, not values — so they are not
/// inferred again; and a pair whose two tokens are unchanged has the same result in every theme
/// of the same minimum contrast (the only other thing a result depends on), so it is not checked
/// again: its findings and measured pair are copied with the theme's name.
struct FirstThemePairs: Sendable {
    /// The pairs, in check order.
    var pairs: [PrismConfiguration.Pair]
    /// Each pair's tokens by position in the theme (`nil`: the path is not a token).
    var positions: [(foreground: Int?, background: Int?)]
    /// What inference found, for the `contrast.no-pairs` finding.
    var inferred: PairInference.Outcome
    /// The positions of the tokens that finding points at.
    var firstColor: Int?, firstRoleColor: Int?
    /// Each pair's result with the first theme's tokens, by the minimum contrast of the theme it
    /// was checked in (`nil` until a theme of that minimum has checked the pair).
    var results: [WCAGLevel?: [ContrastRule.PairResult?]] = [:]
}

extension ContrastRule {
    /// Checks every pair of the first theme, keeping its pairs and their results for
    /// ``check(_:changes:diagnostics:)``.
    mutating func checkFirst(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) {
        let settings = Settings(configuration)
        let minimum = configuration.minimumContrast(for: theme.inputs)
        let (pairs, inferred) = ContrastPairs.pairs(in: theme, configuration: configuration, inference: &inference)
        let checkedBefore = pairsChecked
        var positions: [(foreground: Int?, background: Int?)] = []
        var results: [PairResult?] = []
        positions.reserveCapacity(pairs.count)
        results.reserveCapacity(pairs.count)
        for pair in pairs {
            let fg = theme.position(of: pair.foreground)
            let bg = theme.position(of: pair.background)
            positions.append((fg, bg))
            let measurable = MeasurablePair(
                pair, foreground: fg.map { theme.tokens[$0] }, background: bg.map { theme.tokens[$0] })
            let result = evaluate(pair, measurable, theme: theme.name, minimum: minimum, settings: settings)
            results.append(result)
            apply(result, to: &diagnostics)
        }
        first = FirstThemePairs(
            pairs: pairs, positions: positions, inferred: inferred,
            firstColor: inferred.firstColor.flatMap { theme.position(of: $0.path) },
            firstRoleColor: inferred.firstRoleColor.flatMap { theme.position(of: $0.path) },
            results: [minimum: results])
        warnWhenNothingWasChecked(theme, inferred, since: checkedBefore, diagnostics: &diagnostics)
    }

    /// Checks a theme that shares tokens with the first theme: with the first theme's pairs, and
    /// only the pairs with a changed token (or not yet checked at this theme's minimum contrast)
    /// measured; the others' results are the first theme's. Findings, measured pairs and counts
    /// come out as ``check(_:diagnostics:)`` gives them.
    mutating func check(_ theme: ResolvedTheme, changes: ThemeChanges, diagnostics: inout DiagnosticBag) {
        guard changes.keepsPairs, var reference = first else {
            check(theme, diagnostics: &diagnostics)
            return
        }
        // Out of `self` while it changes, so that its arrays are not copied.
        first = nil
        defer { first = reference }
        let settings = Settings(configuration)
        let minimum = configuration.minimumContrast(for: theme.inputs)
        let checkedBefore = pairsChecked
        var results =
            reference.results.removeValue(forKey: minimum)
            ?? [PairResult?](repeating: nil, count: reference.pairs.count)
        for index in reference.pairs.indices {
            let (fg, bg) = reference.positions[index]
            let unchanged = changes.isUnchanged(fg) && changes.isUnchanged(bg)
            if unchanged, let known = results[index] {
                apply(known.inTheme(theme.name), to: &diagnostics)
                continue
            }
            let pair = reference.pairs[index]
            let measurable = MeasurablePair(
                pair, foreground: fg.map { theme.tokens[$0] }, background: bg.map { theme.tokens[$0] })
            let result = evaluate(pair, measurable, theme: theme.name, minimum: minimum, settings: settings)
            if unchanged { results[index] = result }
            apply(result, to: &diagnostics)
        }
        reference.results[minimum] = results
        var inferred = reference.inferred
        inferred.firstColor = reference.firstColor.map { theme.tokens[$0] }
        inferred.firstRoleColor = reference.firstRoleColor.map { theme.tokens[$0] }
        warnWhenNothingWasChecked(theme, inferred, since: checkedBefore, diagnostics: &diagnostics)
    }
}
