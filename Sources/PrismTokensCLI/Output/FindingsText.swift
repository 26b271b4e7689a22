import PrismTokens

/// How commands other than `validate` print their findings on standard error, and the words
/// shared by every summary line (counts with their plurals, the baseline count).
enum FindingsText {
    /// Prints the shown findings on standard error: errors always, warnings unless `--quiet`,
    /// notes only when asked for; then how many findings the baseline set aside.
    static func printToStandardError(
        _ triage: DiagnosticTriage, options: TokenSourceOptions, context: CommandContext, notes: Bool = false
    ) {
        for d in triage.shown {
            switch d.severity {
            case .error: break
            case .warning: if options.quiet { continue }
            case .note: if options.quiet || !notes { continue }
            }
            context.printError(DiagnosticText.line(d, colored: context.stderrUsesColor))
        }
        if !options.quiet, let line = baselineLine(triage) { context.printError(line) }
    }

    /// `note: 12 findings match the baseline and are not shown`, or `nil` when none do.
    static func baselineLine(_ triage: DiagnosticTriage) -> String? {
        guard !triage.baselined.isEmpty else { return nil }
        let count = triage.baselined.count
        return
            "note: \(counted(count, "finding")) \(count == 1 ? "matches" : "match") the baseline and \(count == 1 ? "is" : "are") not shown"
    }

    /// A count with its noun, plural unless the count is one: `1 file`, `3 files`.
    static func counted(_ count: Int, _ noun: String, plural: String? = nil) -> String {
        "\(count) \(count == 1 ? noun : (plural ?? noun + "s"))"
    }
}
