import PrismAccessibility

/// Infers the foreground/background pairs of a theme from the names of its color tokens.
///
/// Every color name is read once (``ColorRoleName``, cached by path across themes) and indexed by
/// the keys the strategies look up, so the cost is linear in the number of colors: each text,
/// icon or border color looks up a bounded number of surfaces (at most ``maximumSurfacesPerLookup``
/// per strategy), never every surface. The strategies and their confidence are listed in
/// ContrastPairs.md.
struct PairInference: Sendable {
    /// The most surfaces one lookup contributes: keeps the pair count linear on huge files.
    static let maximumSurfacesPerLookup = 6

    private var names: [TokenPath: ColorRoleName] = [:]
    /// The indexes inference built (one per distinct set of colors, usually one), kept as long as
    /// the inference rather than freed as each inference ends: the rules live in the run's
    /// ``DeferredRelease``, so the CLI never spends the time (8 ms at 50k tokens, on the thread
    /// the written files wait for).
    private var builtIndexes: [PairInferenceIndex] = []
    /// Earlier outcomes by what inference reads of a theme (which colors exist, in order, and
    /// which are invisible): permutations that redefine values, not names, share one inference.
    private var outcomes: [[EntryKey]: Reusable] = [:]
    /// The most outcomes kept (permutations usually share one or a few).
    static let maximumRemembered = 8

    /// What inference reads of one color token: its path (whose name analysis decides its role
    /// and exemption) and whether it is fully transparent.
    private struct EntryKey: Hashable, Sendable {
        var path: TokenPath
        var isInvisible: Bool
    }

    /// An outcome with its tokens as positions among the color entries, to re-point at another theme's tokens.
    private struct Reusable: Sendable {
        var outcome: Outcome
        var firstRoleColor: Int?
    }

    /// What inference found in one theme.
    struct Outcome: Sendable {
        /// The inferred pairs, each once, in token order.
        var pairs: [PrismConfiguration.Pair] = []
        /// How many colors name a text or surface role (what the "no pair checked" warning counts).
        var roleColors = 0
        /// The first of those colors, where the warning points.
        var firstRoleColor: ResolvedToken?
        /// Whether some color names a text role, and some a surface: then a pair was expected.
        var hasText = false, hasSurface = false
        /// How many color tokens the theme has.
        var colors = 0
        /// The first color token.
        var firstColor: ResolvedToken?
    }

    /// The name analysis of a path, cached.
    mutating func name(_ path: TokenPath) -> ColorRoleName {
        if let cached = names[path] { return cached }
        let name = ColorRoleName(path)
        names[path] = name
        return name
    }

    /// The inferred pairs of `theme`.
    ///
    /// The pairs depend only on the color tokens' paths and visibility, so a theme with the same
    /// ones as an earlier theme gets that theme's pairs (checked identical to inferring again by
    /// `PairInferenceReuseTests`), with its own tokens as the first colors.
    mutating func infer(in theme: ResolvedTheme) -> Outcome {
        var colors: [(token: ResolvedToken, isInvisible: Bool)] = []
        for token in theme.tokens where token.type == .color {
            guard case .color(let color) = token.value else { continue }
            colors.append((token, color.alpha == 0))
        }
        let key = colors.map { EntryKey(path: $0.token.path, isInvisible: $0.isInvisible) }
        if let reusable = outcomes[key] {
            var outcome = reusable.outcome
            outcome.firstColor = colors.first?.token
            outcome.firstRoleColor = reusable.firstRoleColor.map { colors[$0].token }
            return outcome
        }
        let (outcome, firstRoleColor) = infer(colors)
        if outcomes.count < Self.maximumRemembered {
            outcomes[key] = Reusable(outcome: outcome, firstRoleColor: firstRoleColor)
        }
        return outcome
    }

    /// Infers the pairs among a theme's colors; also returns the position of the first role color.
    private mutating func infer(_ colors: [(token: ResolvedToken, isInvisible: Bool)]) -> (Outcome, Int?) {
        var entries: [PairInferenceIndex.Entry] = []
        entries.reserveCapacity(colors.count)
        // Growing the cache a color at a time rehashed it once per doubling. Only the first time:
        // later themes find most names cached, and reserving on a table shared with the copies
        // of the rules would copy it.
        if names.isEmpty { names.reserveCapacity(colors.count) }
        for color in colors {
            entries.append(.init(token: color.token, name: name(color.token.path), isInvisible: color.isInvisible))
        }
        var firstRoleColor: Int?
        let index = PairInferenceIndex(entries)
        var outcome = Outcome()
        outcome.colors = entries.count
        outcome.firstColor = entries.first?.token
        var seen: Set<PairKey> = []
        func add(_ fg: Int, _ bg: Int, _ strategy: PairStrategy, _ confidence: PairConfidence, _ level: WCAGLevel) {
            guard fg != bg, !index.entries[bg].isExempt, seen.insert(PairKey(fg: fg, bg: bg)).inserted else { return }
            let pair = PrismConfiguration.Pair(
                foreground: index.entries[fg].token.path, background: index.entries[bg].token.path,
                requirement: .wcag(level), location: nil, strategy: strategy, confidence: confidence)
            outcome.pairs.append(pair)
        }
        for (i, entry) in index.entries.enumerated() {
            guard let role = entry.name.role else { continue }
            if role == .text || role == .surface {
                outcome.roleColors += 1
                if role == .text { outcome.hasText = true } else { outcome.hasSurface = true }
                if outcome.firstRoleColor == nil {
                    outcome.firstRoleColor = entry.token
                    firstRoleColor = i
                }
            }
            guard !entry.isExempt, !entry.isInvisible else { continue }
            switch role {
            case .surface: continue
            case .border:
                guard index.isMeaningfulBorder(entry) else { continue }
                for bg in index.primarySurfaces { add(i, bg, .nonText, .low, .nonText) }
            case .text, .icon:
                let level: WCAGLevel = role == .icon ? .nonText : .aa
                if entry.name.isOnAnyColor {
                    for bg in index.coloredFills { add(i, bg, .onColor, .medium, level) }
                    continue
                }
                if entry.name.onTarget != nil {
                    for bg in index.onColorSurfaces(of: i) { add(i, bg, .onColor, .high, level) }
                    continue
                }
                let swapped = index.swappedSurfaces(of: i)
                for bg in swapped { add(i, bg, .roleSwap, .high, level) }
                // The main texts go on every page surface; texts lower in the hierarchy
                // (`secondary`, `muted`, `placeholder`) on the main surface only.
                let isLower = entry.name.subject.contains { RoleVocabulary.classes(of: $0).contains(.level) }
                switch index.kind(of: entry) {
                case .neutral:
                    let surfaces =
                        index.primaryTexts.contains(i)
                        ? index.defaultSurfaces + index.defaultSurfaceStates
                        : isLower ? index.primarySurfaces : index.defaultSurfaces
                    for bg in surfaces {
                        add(i, bg, .neutralText, .medium, level)
                    }
                case .colored(let family):
                    for bg in index.quieterSurfaces(of: family) { add(i, bg, .roleText, .medium, level) }
                    for bg in isLower ? index.primarySurfaces : index.defaultSurfaces {
                        add(i, bg, .roleText, .medium, level)
                    }
                case .component:
                    if swapped.isEmpty {
                        for bg in index.parentSurfaces(of: i) { add(i, bg, .roleSwap, .medium, level) }
                    }
                }
            }
        }
        // A palette-only file (Polaris' `blue`, `blueLight`, `blueDark`, `white`): the combinations
        // such palettes document, at low confidence.
        for family in index.tintFamilies {
            guard let base = family.base else { continue }
            let darkest = family.dark.last ?? base
            let corresponding = family.dark.first ?? darkest
            for tint in family.light { add(corresponding, tint, .palette, .low, .aa) }
            if let white = index.paletteWhite {
                add(corresponding, white, .palette, .low, .aa)
                add(white, base, .palette, .low, .aa)
                add(base, white, .palette, .low, .nonText)
            }
        }
        // A numbered palette (`blue.10` … `blue.100` beside `red.10` … `red.100`): the grades its
        // guide promises 4.5:1 for.
        for pair in index.gradePairs { add(pair.fg, pair.bg, .gradeScale, .low, .aa) }
        builtIndexes.append(index)
        return (outcome, firstRoleColor)
    }

    private struct PairKey: Hashable { var fg: Int, bg: Int }
}
