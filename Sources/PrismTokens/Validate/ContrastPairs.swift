import PrismAccessibility

/// Finds the contrast pairs of a theme: the inferred ones (see ``PairInference``; the historical
/// `on<Name>` ↔ `<name>` siblings are its `on-color` strategy), changed by the `contrast.pairs`
/// exclusions and re-levellings, and the declared ones, which always win.
enum ContrastPairs {
    /// The pairs to check in `theme`; a declared pair replaces the inferred pair of the same tokens.
    static func pairs(in theme: ResolvedTheme, configuration: PrismConfiguration, inference: inout PairInference) -> (
        pairs: [PrismConfiguration.Pair], inference: PairInference.Outcome
    ) {
        var outcome = PairInference.Outcome()
        var result: [PrismConfiguration.Pair] = []
        var seen: [TokenPath: [TokenPath: Int]] = [:]
        func append(_ pair: PrismConfiguration.Pair) {
            if let index = seen[pair.foreground]?[pair.background] {
                if pair.strategy == .declared { result[index] = pair }
                return
            }
            seen[pair.foreground, default: [:]][pair.background] = result.count
            result.append(pair)
        }
        if configuration.infersPairs {
            // The exact `onX`/`X` sibling is named by the author as clearly as a declaration: it is
            // checked even when the tokens are exempt (`onDisabled` on `disabled`).
            var automatic: [PrismConfiguration.Pair] = []
            for token in theme.tokens where token.type == .color {
                guard let siblingName = backgroundName(forOnColor: token.path.name) else { continue }
                let sibling = token.path.parent.appending(siblingName)
                guard let background = theme[sibling], background.type == .color else { continue }
                automatic.append(
                    .init(
                        foreground: token.path, background: sibling, requirement: .wcag(.aa), location: nil,
                        strategy: .onColor, confidence: .high))
            }
            outcome = inference.infer(in: theme)
            // A declaration says where a foreground goes: inference does not add guesses for it.
            let declaredForegrounds = Set(configuration.pairs.map(\.foreground))
            for var pair in automatic + outcome.pairs
            where pair.confidence == .high || !declaredForegrounds.contains(pair.foreground) {
                var excluded = false
                for rule in configuration.pairRules where rule.matches(pair) {
                    switch rule.action {
                    case .exclude: excluded = true
                    case .relevel(let requirement): pair.requirement = requirement
                    }
                }
                if !excluded { append(pair) }
            }
        }
        for pair in configuration.pairs { append(pair) }
        return (result, outcome)
    }

    /// `onSurface` → `surface`, `on-surface` → `surface`; `nil` for names that are not on-colors.
    static func backgroundName(forOnColor name: String) -> String? {
        // Most color names do not start with "on": reject them on bytes before the Character-based
        // checks below, which cost more than the rest of this rule when run on every color token.
        guard name.utf8.starts(with: "on".utf8) else { return nil }
        if name.hasPrefix("on-"), name.count > 3 { return String(name.dropFirst(3)) }
        guard name.hasPrefix("on"), name.count > 2 else { return nil }
        let rest = name.dropFirst(2)
        guard let first = rest.first, first.isUppercase else { return nil }
        return first.lowercased() + rest.dropFirst()
    }

    /// The level a pair needs in a theme whose contexts demand at least `minimum`.
    static func effectiveLevel(_ level: WCAGLevel, minimum: WCAGLevel?) -> WCAGLevel {
        guard let minimum, minimum == .aaa || minimum == .aaaLargeText else { return level }
        switch level {
        case .aa, .aaa: return minimum == .aaa ? .aaa : .aa
        case .aaLargeText, .aaaLargeText, .nonText: return .aaaLargeText
        }
    }
}
