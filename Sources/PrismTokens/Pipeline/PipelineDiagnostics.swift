/// The exit statuses a pipeline run can end with (the CLI contract's 0, 1 and 2).
public enum PipelineStatus: Int32, Sendable, Comparable {
    /// Clean: warnings allowed unless the run is strict.
    case success = 0
    /// The tokens have errors (or a check failed).
    case failure = 1
    /// A usage problem, an unreadable input or an I/O failure.
    case usageOrIO = 2

    /// Orders statuses by gravity, so a run keeps the worst one it met.
    public static func < (lhs: PipelineStatus, rhs: PipelineStatus) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The one diagnostics sink of a pipeline run: it receives every stage's findings and problems
/// and decides the run's exit status.
///
/// A stage that cannot go on records why (``stop(_:status:)`` or ``stop(usage:)``) and the run
/// ends; findings are triaged with the run's rule policy and baseline (`record(_:)`). Callers
/// present what the sink holds — the CLI prints it as text, JSON, SARIF or GitHub annotations —
/// and exit with ``status``.
public struct PipelineDiagnostics: Sendable {
    /// The problem that stopped the run before its findings were complete (an unreadable file,
    /// a template that does not load), if any.
    public private(set) var fatal: Diagnostic?
    /// A problem with the run's settings that the caller should report as a usage error (an
    /// `--input` naming an unknown modifier or context), if any.
    public private(set) var usageProblem: String?
    /// The run's findings after the rule policy and the baseline, once a stage produced them.
    public private(set) var triage: DiagnosticTriage?
    /// The worst status met so far, apart from the findings.
    private var stoppedStatus: PipelineStatus = .success

    /// An empty sink.
    public init() {}

    /// Records the problem that stops the run, with the status it ends with.
    public mutating func stop(_ diagnostic: Diagnostic, status: PipelineStatus) {
        fatal = diagnostic
        stoppedStatus = max(stoppedStatus, status)
    }

    /// Records a problem of the run's settings: the run ends with a usage error (status 2).
    public mutating func stop(usage message: String) {
        usageProblem = message
        stoppedStatus = .usageOrIO
    }

    /// Every finding recorded so far, before triage.
    public private(set) var findings = DiagnosticBag()

    /// Records a stage's findings and triages everything recorded so far under the run's policy.
    /// - Parameters:
    ///   - stageFindings: the findings the stage added.
    ///   - policy: the run's rule severities and strictness.
    ///   - baseline: the findings that do not fail the run, if any.
    public mutating func record(_ stageFindings: DiagnosticBag, policy: RulePolicy, baseline: Baseline?) {
        if findings.all.isEmpty { findings = stageFindings } else { findings.append(contentsOf: stageFindings.all) }
        triage = DiagnosticTriage(findings, policy: policy, baseline: baseline)
    }

    /// Whether a stage stopped the run.
    public var isStopped: Bool { fatal != nil || usageProblem != nil }

    /// Whether the findings include an error (after the policy; baselined findings excluded).
    public var hasErrors: Bool { triage?.hasErrors ?? false }

    /// The run's exit status: the stopping problem's status, else 1 when a shown finding is an
    /// error, else 0.
    public var status: PipelineStatus {
        if stoppedStatus != .success { return stoppedStatus }
        if fatal != nil || hasErrors { return .failure }
        return .success
    }
}

/// Thrown by a pipeline stage that cannot go on; the reason is in the run's ``PipelineDiagnostics``.
public struct PipelineStopped: Error, Sendable {
    /// The status the run ends with.
    public var status: PipelineStatus

    /// Creates the error.
    public init(status: PipelineStatus) { self.status = status }
}

/// The pipeline's stages, named as `PRISM_TIMINGS` and progress reports print them.
public enum PipelineStage: String, Sendable, CaseIterable {
    /// Reading the source files and resolving every theme.
    case resolve = "read and resolve"
    /// Structural and accessibility rules.
    case validate
    /// Rendering templates into files.
    case render
    /// Packing bundles.
    case bundle
    /// Rendering the HTML report.
    case report
}
