/// What one run of a watched command produced, as the watch loop compares it with the last run.
public struct WatchRun: Sendable, Equatable {
    /// The files the run read (absolute paths; folders stand for the files below them): a change
    /// to any of them starts the next run.
    public var followed: [String]
    /// The run's findings as printed, one text block per finding (its located line and notes).
    public var findings: [String]
    /// One line per file the run rewrote (`wrote Generated/Swift/PrismTheme.swift`).
    public var written: [String]
    /// The run's closing line (`1 error, 0 warnings`, `no errors`), printed after every run.
    public var summary: String?
    /// The run's outcome: a run that stopped early may not have read every file of the last run.
    public var status: PipelineStatus

    /// Creates a run's record.
    public init(
        followed: [String], findings: [String], written: [String] = [], summary: String? = nil,
        status: PipelineStatus
    ) {
        self.followed = followed
        self.findings = findings
        self.written = written
        self.summary = summary
        self.status = status
    }
}

/// The findings that are new since the last run and the ones that were fixed.
public struct WatchDelta: Sendable, Equatable {
    /// Findings of this run that the last run did not have, in this run's order.
    public var new: [String]
    /// Findings of the last run that this run no longer has, in the last run's order.
    public var fixed: [String]

    /// Compares two runs' findings (each a finding's printed text block).
    public init(previous: [String], current: [String]) {
        let before = Set(previous)
        let now = Set(current)
        new = current.filter { !before.contains($0) }
        fixed = previous.filter { !now.contains($0) }
    }

    /// The lines that report the delta: each new finding as printed, then `fixed: ` and the first
    /// line of each fixed one.
    public var lines: [String] {
        new + fixed.map { "fixed: " + ($0.split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
    }
}
