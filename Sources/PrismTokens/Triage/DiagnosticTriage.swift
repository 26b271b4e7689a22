/// What a run reports of its findings: the rule policy applied, baselined findings set aside, and
/// per-token advice folded per file — the one path every command that reads tokens takes.
public struct DiagnosticTriage: Sendable {
    /// The findings to show, in print order; they decide the exit status.
    public var shown: [Diagnostic]
    /// The errors and warnings the baseline records: counted, not shown as failures.
    public var baselined: [Diagnostic]
    /// Every finding after the policy and before baselining and folding: what
    /// `--write-baseline` records.
    public var findings: [Diagnostic]

    /// Triage a run's diagnostics.
    /// - Parameters:
    ///   - diagnostics: every diagnostic of the run (resolve, validate, render…).
    ///   - policy: the rule severities and strictness of the run.
    ///   - baseline: the findings to set aside, if any.
    public init(_ diagnostics: DiagnosticBag, policy: RulePolicy, baseline: Baseline? = nil) {
        findings = diagnostics.sorted.compactMap(policy.apply)
        let parts = baseline?.partition(findings) ?? (new: findings, baselined: [])
        shown = AdviceSummary.collapse(parts.new)
        baselined = parts.baselined
    }

    /// The number of shown findings of a severity.
    public func count(of severity: Diagnostic.Severity) -> Int {
        shown.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether a shown finding is an error.
    public var hasErrors: Bool { shown.contains { $0.severity == .error } }
}
