/// The `prism-lint:` directives of one file, read from its comments, and what they suppress.
///
/// Directives (in any `//`, `/* */` or SCSS comment; rules separated by spaces or commas; none
/// means every rule; a rule group such as `drift` covers `drift.*`; text after ` -- ` is a reason):
/// - `prism-lint:disable-next-line RULE…` — the line after the comment;
/// - `prism-lint:disable-line RULE…` — the comment's own line;
/// - `prism-lint:disable RULE…` — from the comment to a matching `prism-lint:enable` or the end
///   of the file (at the top of a file: the whole file);
/// - `prism-lint:disable-file RULE…` — the whole file, wherever the comment is;
/// - `prism-lint:enable RULE…` — ends a `disable` region.
public struct LintSuppressions: Sendable {
    /// One suppression: the rules (empty: all) and the byte range or lines it covers.
    struct Region: Sendable {
        var rules: [String]
        /// Covered lines, inclusive.
        var lines: ClosedRange<Int>
    }

    private var regions: [Region] = []
    /// Problems with the directives (unknown directive or rule), as findings of ``LintRules/suppression``.
    public private(set) var problems: [LintFinding] = []

    /// The marker every directive starts with.
    static let marker = "prism-lint:"

    /// Reads the directives of a file's comments.
    /// - Parameters:
    ///   - comments: the file's comments, in order.
    ///   - file: the file's path, for problems.
    ///   - knownRules: the rule ids a directive may name (and their groups).
    public init(comments: [LintComment], file: String, knownRules: [String] = RuleCatalog.rules.map(\.id)) {
        var open: [(rules: [String], line: Int)] = []
        let lastLine = Int.max / 2
        for comment in comments {
            guard let range = comment.text.firstRange(of: Self.marker) else { continue }
            var rest = comment.text[range.upperBound...]
            if let end = rest.firstRange(of: "*/") { rest = rest[..<end.lowerBound] }
            if let reason = rest.firstRange(of: " -- ") { rest = rest[..<reason.lowerBound] }
            let words = rest.split(whereSeparator: Self.isSeparator).map(String.init)
            guard let directive = words.first else { continue }
            let rules = Array(words.dropFirst())
            for rule in rules where !Self.isKnown(rule, among: knownRules) {
                problems.append(
                    problem(
                        "'\(rule)' in a prism-lint comment is not a rule; run 'prism-tokens rules' for the ids (a group such as 'drift' covers 'drift.*')",
                        comment: comment, file: file))
            }
            switch directive {
            case "disable-next-line":
                regions.append(Region(rules: rules, lines: (comment.end.line + 1)...(comment.end.line + 1)))
            case "disable-line":
                regions.append(Region(rules: rules, lines: comment.start.line...comment.end.line))
            case "disable":
                open.append((rules, comment.start.line))
            case "disable-file":
                regions.append(Region(rules: rules, lines: 1...lastLine))
            case "enable":
                // Closes the regions it names (all of them without rules).
                var kept: [(rules: [String], line: Int)] = []
                for region in open {
                    if rules.isEmpty || region.rules.isEmpty || region.rules.allSatisfy(rules.contains) {
                        regions.append(
                            Region(rules: region.rules, lines: region.line...max(region.line, comment.end.line)))
                        let remaining = region.rules.isEmpty ? [] : region.rules.filter { !rules.contains($0) }
                        if !region.rules.isEmpty, !remaining.isEmpty { kept.append((remaining, comment.end.line)) }
                    } else {
                        let closed = region.rules.filter(rules.contains)
                        if !closed.isEmpty {
                            regions.append(
                                Region(rules: closed, lines: region.line...max(region.line, comment.end.line)))
                        }
                        kept.append((region.rules.filter { !rules.contains($0) }, region.line))
                    }
                }
                open = kept
            default:
                problems.append(
                    problem(
                        "unknown prism-lint directive '\(directive)'; use disable-next-line, disable-line, disable, disable-file or enable",
                        comment: comment, file: file))
            }
        }
        for region in open { regions.append(Region(rules: region.rules, lines: region.line...lastLine)) }
    }

    /// Whether a finding of `rule` on `line` is suppressed.
    public func suppresses(rule: String, line: Int) -> Bool {
        regions.contains { region in
            region.lines.contains(line) && (region.rules.isEmpty || region.rules.contains { Self.covers($0, rule) })
        }
    }

    /// Whether a directive's rule name covers a rule id: the id itself, its group (`drift` for
    /// `drift.color`), or `all`.
    static func covers(_ name: String, _ rule: String) -> Bool {
        name == rule || name == "all" || (rule.hasPrefix(name) && rule.dropFirst(name.count).first == ".")
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "," || character == "\t" || character == "\n" || character == "\r"
    }

    private static func isKnown(_ name: String, among rules: [String]) -> Bool {
        name == "all" || rules.contains { covers(name, $0) }
    }

    private func problem(_ message: String, comment: LintComment, file: String) -> LintFinding {
        LintFinding(
            rule: LintRules.suppression, range: LintRange(file: file, start: comment.start, end: comment.end),
            message: message)
    }
}
