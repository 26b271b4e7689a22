import PrismTokens

/// The summary of a lint run: the text line after the findings and the JSON object of `--format json`.
struct LintSummary {
    let result: Linter.Result
    let report: DiagnosticReport
    let remaining: [LintFinding]
    let elapsed: Swift.Duration

    private var fileCount: Int { result.files.filter { !$0.skippedAsGenerated }.count }
    private var generatedCount: Int { result.files.filter(\.skippedAsGenerated).count }
    private var suppressed: Int { result.files.reduce(0) { $0 + $1.suppressed } }
    private var fixable: Int { remaining.filter { $0.fix != nil }.count }

    /// `linted 12 files (3,400 lines): 2 errors, 5 warnings (3 suppressed, 4 fixable with --fix)`.
    var line: String {
        var text =
            "linted \(FindingsText.counted(fileCount, "file")) (\(FindingsText.counted(result.lineCount, "line"))"
        if generatedCount > 0 { text += ", \(generatedCount) generated skipped" }
        text +=
            "): \(FindingsText.counted(report.errors, "error")), \(FindingsText.counted(report.warnings, "warning"))"
        var notes: [String] = []
        if suppressed > 0 { notes.append("\(suppressed) suppressed") }
        if fixable > 0 { notes.append("\(fixable) fixable with --fix") }
        if !report.baselined.isEmpty { notes.append("\(report.baselined.count) more in the baseline, not shown") }
        if !notes.isEmpty { text += " (" + notes.joined(separator: ", ") + ")" }
        return text
    }

    /// `{"summary":{…},"diagnostics":[…]}`: the `validate` shape, with lint's counts in the summary.
    func json() -> JSONText {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return .object([
            (
                "summary",
                .object([
                    ("errors", .number(Double(report.errors))),
                    ("warnings", .number(Double(report.warnings))),
                    ("files", .number(Double(fileCount))),
                    ("lines", .number(Double(result.lineCount))),
                    ("generatedSkipped", .number(Double(generatedCount))),
                    ("suppressed", .number(Double(suppressed))),
                    ("fixable", .number(Double(fixable))),
                    ("baselined", .number(Double(report.baselined.count))),
                    ("themes", .number(Double(report.themes))),
                    ("seconds", .number(seconds)),
                ])
            ),
            (
                "diagnostics",
                .array(
                    report.diagnostics.map { DiagnosticReport.json($0) }
                        + report.baselined.map { DiagnosticReport.json($0, baselined: true) })
            ),
        ])
    }
}
