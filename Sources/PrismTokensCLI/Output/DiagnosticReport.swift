import PrismTokens

/// What `validate` reports: the diagnostics and the summary counts of the documented JSON contract (CommandLine article).
struct DiagnosticReport {
    var diagnostics: [Diagnostic]
    var tokens: Int
    var themes: Int
    var pairsChecked: Int

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

    /// The report as the documented JSON object (CommandLine article).
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
        ])
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
