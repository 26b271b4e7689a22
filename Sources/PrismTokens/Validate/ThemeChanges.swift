/// Which tokens of a theme are not the very tokens of the first theme validated: what the rules
/// must look at again in that theme, while the findings of every other token (and of every
/// contrast pair and color group made of such tokens) are the first theme's.
///
/// Incremental resolution (`IncrementalBase`) gives each permutation the first permutation's
/// token instances for every token its contexts do not change, directly or through a reference;
/// a token is unchanged here exactly when it is the same instance
/// (``ResolvedToken/isShared(with:)``). Themes resolved in full share no instance, so they
/// are validated in full.
struct ThemeChanges: Sendable {
    /// The positions in ``ResolvedTheme/tokens`` whose token is not the first theme's, ascending.
    let positions: [Int]
    /// By position: whether the token there is not the first theme's.
    let isChanged: [Bool]
    /// Whether the first theme's contrast pairs are this theme's too: every changed token keeps
    /// its type, whether its value is a color, and whether that color is fully transparent —
    /// all that pair inference and the `on-X` siblings read besides the paths, which are the
    /// same (``PairInference`` reuses outcomes on the same condition).
    let keepsPairs: Bool

    /// Compares a theme with the first theme.
    /// - Returns: `nil` when the theme's tokens do not have the first theme's paths in the same
    ///   order (a context added or removed a token).
    init?(_ theme: ResolvedTheme, first: ResolvedTheme) {
        let count = theme.tokens.count
        guard count == first.tokens.count, count > 0 else { return nil }
        let positions = theme.tokens.positions(notSharedWith: first.tokens)
        var isChanged = [Bool](repeating: false, count: count)
        var keepsPairs = true
        for index in positions {
            let token = theme.tokens[index]
            let old = first.tokens[index]
            guard token.path == old.path else { return nil }
            isChanged[index] = true
            if keepsPairs, !Self.samePairShape(token, old) { keepsPairs = false }
        }
        self.positions = positions
        self.isChanged = isChanged
        self.keepsPairs = keepsPairs
    }

    /// Whether two tokens at one path look the same to pair inference.
    private static func samePairShape(_ a: ResolvedToken, _ b: ResolvedToken) -> Bool {
        guard a.type == b.type else { return false }
        switch (a.value, b.value) {
        case (.color(let x), .color(let y)): return (x.alpha == 0) == (y.alpha == 0)
        case (.color, _), (_, .color): return false
        default: return true
        }
    }

    /// Whether the token at `position` (if any) is unchanged.
    func isUnchanged(_ position: Int?) -> Bool {
        guard let position else { return true }
        return !isChanged[position]
    }
}

/// The findings of one rule in the first theme, by unit (a token's position, a group's index) in
/// ascending order: copied, with the theme's name, into every theme where the unit is unchanged.
struct FirstThemeFindings: Sendable {
    private var diagnostics: [Diagnostic] = []
    private var units: [Int] = []

    /// Records the findings of `unit`; units must come in ascending order.
    mutating func record(_ unit: Int, _ found: ArraySlice<Diagnostic>) {
        for diagnostic in found {
            diagnostics.append(diagnostic)
            units.append(unit)
        }
    }

    /// Appends the findings of a theme in unit order: the first theme's for units not in
    /// `changed`, with `theme` as their theme, and what `evaluate` finds for the units in `changed`.
    /// - Parameters:
    ///   - changed: the units to evaluate again, ascending.
    ///   - theme: the theme's name.
    ///   - bag: receives the findings.
    ///   - evaluate: checks one unit of the theme.
    func replay(
        changed: [Int], theme: String, into bag: inout DiagnosticBag, evaluate: (Int, inout DiagnosticBag) -> Void
    ) {
        var next = 0
        func copy(upTo end: Int) {
            while next < units.count, units[next] < end {
                var diagnostic = diagnostics[next]
                diagnostic.theme = theme
                bag.append(diagnostic)
                next += 1
            }
        }
        for unit in changed {
            copy(upTo: unit)
            while next < units.count, units[next] == unit { next += 1 }
            evaluate(unit, &bag)
        }
        copy(upTo: Int.max)
    }
}
