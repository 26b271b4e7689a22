/// Notes for values the Swift output cannot express exactly (rule `compat.platform`).
///
/// Swift lengths are points: `px`, `pt`, `dp` and `sp` convert 1:1, `rem` as 16 pt, and `em`
/// inside a typography value relative to its font size. A length relative to something Swift does
/// not know (`%`, `vw`, `em` outside a text style…) is written as a number of points taken as
/// ``Dimension/points``, and typography members DTCG does not define are left out; each such
/// token gets one note, so nothing changes without a word.
enum SwiftApproximations {
    /// One note per token (the first theme it is found in) whose Swift value drops or approximates something.
    static func notes(for themes: [ResolvedTheme]) -> [Diagnostic] {
        var seen: Set<TokenPath> = []
        var result: [Diagnostic] = []
        func look(at token: ResolvedToken) {
            guard token.aliasOf == nil, !seen.contains(token.path), let problem = problem(in: token.value) else {
                return
            }
            seen.insert(token.path)
            result.append(
                Diagnostic(
                    .note, rule: "compat.platform",
                    "the Swift value of '\(token.path)' \(problem); CSS keeps the value as written",
                    at: token.valueLocation, token: token.path.description))
        }
        guard let first = themes.first?.tokens else { return [] }
        first.forEach(look(at:))
        for theme in themes.dropFirst() {
            // A token shared with the first theme was looked at there (the same path and value).
            for index in theme.tokens.positions(notSharedWith: first) { look(at: theme.tokens[index]) }
        }
        return result
    }

    /// What the Swift value of `value` loses, or `nil` when it is exact.
    private static func problem(in value: TokenValue) -> String? {
        func relative(_ dimensions: [Dimension]) -> String? {
            guard dimensions.contains(where: { $0.exactPoints == nil }) else { return nil }
            let units = Set(dimensions.filter { $0.exactPoints == nil }.map(\.unit.rawValue)).sorted()
            return units.isEmpty
                ? nil
                : "takes \(units.joined(separator: ", ")) as points (1em = 16pt, other relative units as their number)"
        }
        switch value {
        case .dimension(let d): return relative([d])
        case .border(let b): return relative([b.width])
        case .shadow(let layers): return relative(layers.flatMap { [$0.offsetX, $0.offsetY, $0.blur, $0.spread] })
        case .strokeStyle(.dashed(let dashes, _)): return relative(dashes)
        case .typography(let t):
            var parts: [String] = []
            let spacing = t.letterSpacing.unit == .em || t.letterSpacing.unit == .lh ? [] : [t.letterSpacing]
            if let units = relative([t.fontSize] + spacing) { parts.append(units) }
            if !t.extraMembers.isEmpty {
                parts.append(
                    "leaves out \(t.extraMembers.keys.sorted().joined(separator: ", ")), which Swift's text style has no member for"
                )
            }
            return parts.isEmpty ? nil : parts.joined(separator: " and ")
        default: return nil
        }
    }
}
