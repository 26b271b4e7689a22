import PrismTokens

/// What `validate` reports: the diagnostics and the summary counts of the documented JSON contract (CommandLine article).
struct DiagnosticReport {
    var diagnostics: [Diagnostic]
    var tokens: Int
    var themes: Int
    var pairsChecked: Int
    /// The findings a baseline set aside: counted in the summary, listed only in JSON.
    var baselined: [Diagnostic] = []
    /// Whether the run compared against a baseline (SARIF then marks each result `new`).
    var comparedWithBaseline = false
    /// Every checked contrast pair of every theme (empty when loading failed).
    var pairs: [CheckedPair] = []

    var errors: Int { diagnostics.filter { $0.severity == .error }.count }
    var warnings: Int { diagnostics.filter { $0.severity == .warning }.count }

    /// The report as text: compiler-format lines, then a summary line.
    /// - Parameter quiet: print only the errors (`--quiet`).
    func text(colored: Bool, quiet: Bool = false) -> String {
        var out = ""
        for d in diagnostics where !quiet || d.severity == .error {
            out += DiagnosticText.line(d, colored: colored) + "\n"
        }
        if quiet { return out }
        out +=
            "\(FindingsText.counted(tokens, "token")) in \(FindingsText.counted(themes, "theme")), \(FindingsText.counted(pairsChecked, "contrast pair")) checked: "
        out += "\(FindingsText.counted(errors, "error")), \(FindingsText.counted(warnings, "warning"))"
        if !baselined.isEmpty { out += " (\(baselined.count) more in the baseline, not shown)" }
        return out + "\n"
    }

    /// The report as the documented JSON object (CommandLine article).
    func json() -> JSONText {
        .object([
            (
                "summary",
                .object([
                    ("errors", .number(Double(errors))),
                    ("warnings", .number(Double(warnings))),
                    ("tokens", .number(Double(tokens))),
                    ("themes", .number(Double(themes))),
                    ("pairsChecked", .number(Double(pairsChecked))),
                    ("baselined", .number(Double(baselined.count))),
                ])
            ),
            (
                "diagnostics",
                .array(
                    diagnostics.map { DiagnosticReport.json($0) }
                        + baselined.map { DiagnosticReport.json($0, baselined: true) })
            ),
            ("pairs", .array(pairs.map(PairListing.json))),
        ])
    }

    /// One diagnostic as JSON; a baselined one has `"baselined": true`.
    static func json(_ d: Diagnostic, baselined: Bool = false) -> JSONText {
        var members: [(String, JSONText)] = [
            ("severity", .string(d.severity.rawValue)),
            ("rule", .string(d.rule)),
            ("message", .string(d.message)),
            ("file", d.location.map { .string($0.file) } ?? .null),
            ("line", d.location.map { .number(Double($0.line)) } ?? .null),
            ("column", d.location.map { .number(Double($0.column)) } ?? .null),
            ("token", d.token.map(JSONText.string) ?? .null),
            ("theme", d.theme.map(JSONText.string) ?? .null),
            ("data", .object(d.data.sorted { $0.key < $1.key }.map { ($0.key, json($0.value)) })),
        ]
        if baselined { members.append(("baselined", .bool(true))) }
        return .object(members)
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
