import PrismAccessibility

/// Finds the contrast pairs of a theme: automatic `on<Name>`/`on-<name>` pairs plus the declared ones.
enum ContrastPairs {
    /// The pairs to check in `theme`; a declared pair replaces the automatic pair of the same tokens.
    static func pairs(in theme: ResolvedTheme, declared: [PrismConfiguration.Pair]) -> [PrismConfiguration.Pair] {
        var result: [PrismConfiguration.Pair] = []
        var seen: [TokenPath: [TokenPath: Int]] = [:]
        for token in theme.tokens where token.type == .color {
            guard let siblingName = backgroundName(forOnColor: token.path.name) else { continue }
            let sibling = token.path.parent.appending(siblingName)
            guard let background = theme[sibling], background.type == .color else { continue }
            seen[token.path, default: [:]][sibling] = result.count
            result.append(.init(foreground: token.path, background: sibling, requirement: .wcag(.aa), location: nil))
        }
        for pair in declared {
            if let index = seen[pair.foreground]?[pair.background] {
                result[index] = pair
            } else {
                seen[pair.foreground, default: [:]][pair.background] = result.count
                result.append(pair)
            }
        }
        return result
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
