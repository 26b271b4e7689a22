import PrismTokens

/// What `validate` reports: the diagnostics and the summary counts of DESIGN.md's JSON contract.
struct DiagnosticReport {
    var diagnostics: [Diagnostic]
    var tokens: Int
    var themes: Int
    var pairsChecked: Int
    /// Every checked pair of every theme (empty when loading failed).
    var pairs: [CheckedPair] = []

    var errors: Int { diagnostics.filter { $0.severity == .error }.count }
    var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The report as text: compiler-format lines, then a summary line.
    func text(colored: Bool) -> String {
        var out = ""
        for d in diagnostics {
            out += DiagnosticText.line(d, colored: colored) + "\n"
        }
        out += "\(tokens) tokens in \(themes) theme\(themes == 1 ? "" : "s"), \(pairsChecked) contrast pairs checked: "
        out += "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")\n"
        return out
    }

    /// The report as DESIGN.md's JSON object.
    func json() -> JSONText {
        .object([
            ("summary", .object([
                ("errors", .number(Double(errors))),
                ("warnings", .number(Double(warnings))),
                ("tokens", .number(Double(tokens))),
                ("themes", .number(Double(themes))),
                ("pairsChecked", .number(Double(pairsChecked))),
            ])),
            ("diagnostics", .array(diagnostics.map(DiagnosticReport.json))),
            ("pairs", .array(pairs.map(DiagnosticReport.json))),
        ])
    }

    static func json(_ pair: CheckedPair) -> JSONText {
        .object([
            ("foreground", .string(pair.foreground.description)),
            ("background", .string(pair.background.description)),
            ("theme", .string(pair.theme)),
            ("ratio", .number(pair.ratio)),
            ("required", .number(pair.required)),
            ("level", .string(pair.level)),
            ("passes", .bool(pair.passes)),
            ("source", .string(pair.source)),
            ("strategy", .string(pair.strategy.rawValue)),
            ("confidence", .string(pair.confidence.rawValue)),
        ])
    }

    /// `--explain-pairs`: every checked pair grouped by strategy, one line per pair and theme.
    func explainedPairs() -> String {
        var out = ""
        for strategy in PairStrategy.allCases {
            let group = pairs.filter { $0.strategy == strategy }
            guard !group.isEmpty else { continue }
            let distinct = Set(group.map { "\($0.foreground)\u{0}\($0.background)" }).count
            out += "\(strategy.rawValue) (\(PairExplanation.summary(strategy))): \(distinct) pair\(distinct == 1 ? "" : "s"), \(group.count) check\(group.count == 1 ? "" : "s")\n"
            for pair in group {
                let verdict = pair.passes ? "ok  " : "FAIL"
                let required = pair.level == "apca" ? "Lc \(ContrastNumber.text(pair.required))" : "\(pair.level) \(ContrastNumber.text(pair.required)):1"
                out += "  \(verdict) \(pair.foreground) on \(pair.background) [\(pair.theme)] \(ContrastNumber.text(pair.ratio)):1, needs \(required) (\(pair.confidence.rawValue) confidence)\n"
            }
        }
        if out.isEmpty { out = "no contrast pair was checked\n" }
        return out
    }

    static func json(_ d: Diagnostic) -> JSONText {
        .object([
            ("severity", .string(d.severity.rawValue)),
            ("rule", .string(d.rule)),
            ("message", .string(d.message)),
            ("file", d.location.map { .string($0.file) } ?? .null),
            ("line", d.location.map { .number(Double($0.line)) } ?? .null),
            ("column", d.location.map { .number(Double($0.column)) } ?? .null),
            ("token", d.token.map(JSONText.string) ?? .null),
            ("theme", d.theme.map(JSONText.string) ?? .null),
            ("data", .object(d.data.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })),
        ])
    }

    static func json(_ value: DiagnosticValue) -> JSONText {
        switch value {
        case .string(let s): .string(s)
        case .number(let n): .number(n)
        case .bool(let b): .bool(b)
        case .array(let items): .array(items.map(json))
        case .object(let members): .object(members.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })
        }
    }
}

/// One diagnostic as a compiler-format line, optionally colored for a terminal.
enum DiagnosticText {
    static func line(_ d: Diagnostic, colored: Bool) -> String {
        var text = ""
        if let location = d.location { text += "\(location.description): " }
        let label = "\(d.severity.rawValue):"
        if colored {
            let code = d.severity == .error ? "1;31" : (d.severity == .warning ? "1;33" : "1;36")
            text += "\u{1B}[\(code)m\(label)\u{1B}[0m"
        } else {
            text += label
        }
        text += " [\(d.rule)] "
        if let theme = d.theme { text += "in theme '\(theme)': " }
        text += d.message
        return text
    }
}

/// One-line descriptions of the pair strategies for `--explain-pairs`.
enum PairExplanation {
    static func summary(_ strategy: PairStrategy) -> String {
        switch strategy {
        case .declared: "declared in contrast.pairs"
        case .onColor: "on-X text on X and its emphasis variants"
        case .roleSwap: "same path, foreground word swapped for a background word"
        case .roleText: "a colored role's text on its quieter surfaces and the page surfaces"
        case .neutralText: "neutral text on the neutral page surfaces"
        case .nonText: "borders and focus indicators on the page surfaces, 3:1"
        case .palette: "a palette-only file's tint families: dark on light, on white, white on base"
        }
    }
}

/// Contrast numbers for people: two decimals, truncated so a failing ratio never reads as passing.
enum ContrastNumber {
    static func text(_ value: Double) -> String {
        let t = (value * 100).rounded(.towardZero) / 100
        let whole = Int(t)
        let cents = Int(((t - Double(whole)) * 100).rounded())
        return "\(whole).\(cents < 10 ? "0" : "")\(cents)"
    }
}
