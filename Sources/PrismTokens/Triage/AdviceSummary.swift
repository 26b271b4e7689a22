/// Advice that needs Prism's own metadata, reported once per file with a count instead of once per token.
///
/// A system written for another tool has no Prism text styles or reduced-motion settings; one
/// warning per token would bury its real findings (118 on IBM Carbon). Rules mark such per-token
/// findings with `data["advice"]`; ``collapse(_:)`` folds each file's findings of one kind into
/// one diagnostic naming the count and a few example tokens, after baselining (so a baseline
/// records tokens, and a new token without the metadata is a new finding).
public enum AdviceSummary {
    /// The kinds of advice, the values of a diagnostic's `data["advice"]`.
    public enum Kind: String, Sendable, CaseIterable {
        /// A typography token without a text style, taken to be the one nearest its font size.
        case textStyleInferred = "text-style-inferred"
        /// A typography token without a text style and without a size to infer one from.
        case textStyleMissing = "text-style-missing"
        /// A motion token without a reduced-motion behaviour.
        case reducedMotionMissing = "reduced-motion-missing"
    }

    /// How many example tokens a summary names.
    public static let exampleCount = 3

    /// The diagnostics with each file's advice of one kind and severity folded into one.
    ///
    /// A group of one keeps its per-token diagnostic. A summary sits at its first token's place,
    /// carries no token or theme, and has `data` `advice`, `count` and `tokens` (every token path,
    /// in order). Other diagnostics are returned unchanged, in order.
    public static func collapse(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Key: Hashable {
            var file: String?, rule: String, kind: Kind, severity: Diagnostic.Severity
        }
        func key(_ d: Diagnostic) -> Key? {
            guard case .string(let name)? = d.data["advice"], let kind = Kind(rawValue: name) else { return nil }
            return Key(file: d.location?.file, rule: d.rule, kind: kind, severity: d.severity)
        }
        var groups: [Key: [Diagnostic]] = [:]
        for d in diagnostics {
            if let key = key(d) { groups[key, default: []].append(d) }
        }
        var emitted: Set<Key> = []
        var result: [Diagnostic] = []
        for d in diagnostics {
            guard let key = key(d), let group = groups[key] else {
                result.append(d)
                continue
            }
            var tokens: [String] = []
            var seen: Set<String> = []
            for member in group { if let token = member.token, seen.insert(token).inserted { tokens.append(token) } }
            if tokens.count <= 1 {
                result.append(d)
            } else if emitted.insert(key).inserted {
                result.append(summary(key.kind, rule: key.rule, severity: key.severity, group: group, tokens: tokens))
            }
        }
        return result
    }

    private static func summary(
        _ kind: Kind, rule: String, severity: Diagnostic.Severity, group: [Diagnostic], tokens: [String]
    ) -> Diagnostic {
        let first = group[0]
        let file = first.location.map { $0.file.split(separator: "/").last.map(String.init) ?? $0.file } ?? "the source"
        var examples: [String] = []
        for token in tokens.prefix(exampleCount) {
            let member = group.first { $0.token == token }
            if kind == .textStyleInferred, case .string(let style)? = member?.data["textStyle"] {
                examples.append("'\(token)' → \(style)")
            } else {
                examples.append("'\(token)'")
            }
        }
        var list = examples.joined(separator: ", ")
        if tokens.count > examples.count { list += ", and \(tokens.count - examples.count) more" }
        let message: String
        switch kind {
        case .textStyleInferred:
            message =
                "\(tokens.count) typography tokens in \(file) set no Dynamic Type text style, so each is given the style nearest its font size (\(list)); to choose one, add \"$extensions\": {\"com.byescaleira.prism\": {\"textStyle\": \"body\"}} to the token"
        case .textStyleMissing:
            message =
                "\(tokens.count) typography tokens in \(file) map to no Dynamic Type text style and have no absolute font size to infer one from (\(list)), so they will not scale with the user's text size; add \"$extensions\": {\"com.byescaleira.prism\": {\"textStyle\": \"body\"}} to each"
        case .reducedMotionMissing:
            message =
                "\(tokens.count) motion tokens in \(file) have no reduced-motion behaviour (\(list)); add \"$extensions\": {\"com.byescaleira.prism\": {\"reducedMotion\": \"none\"}} (or \"fade\", or a reference to a gentler motion token) to each"
        }
        return Diagnostic(
            severity, rule: rule, message, at: first.location,
            data: [
                "advice": .string(kind.rawValue),
                "count": .number(Double(tokens.count)),
                "tokens": .array(tokens.map(DiagnosticValue.string)),
            ])
    }
}
