/// When a run shows progress on standard error, and the lines it shows.
///
/// Progress is for a person watching a terminal: it appears only when standard error is a
/// terminal, the `CI` variable is unset (or empty), `TERM` is not `dumb` and `--quiet` is not
/// given, and only once the run has taken longer than ``threshold``, so quick runs and piped
/// output stay exactly as they were.
public enum ProgressPolicy {
    /// How long a run goes before it shows progress.
    public static let threshold: Swift.Duration = .seconds(1)

    /// Whether a run shows progress.
    /// - Parameters:
    ///   - stderrIsTerminal: whether standard error is a terminal (`isatty(2)`).
    ///   - environment: the process environment (`CI`, `TERM`).
    ///   - quiet: whether `--quiet` was given.
    public static func isEnabled(stderrIsTerminal: Bool, environment: [String: String], quiet: Bool) -> Bool {
        stderrIsTerminal && !quiet && (environment["CI"] ?? "").isEmpty && environment["TERM"] != "dumb"
    }
}

/// Writes one progress line per finished pipeline stage once a run is past ``ProgressPolicy/threshold``.
public final class ProgressReporter: @unchecked Sendable {
    private let start: ContinuousClock.Instant
    private let write: (String) -> Void

    /// Creates a reporter for a run starting now.
    /// - Parameter write: writes a line to standard error.
    public init(write: @escaping (String) -> Void) {
        start = .now
        self.write = write
    }

    /// Reports a finished stage when the run has taken long enough to deserve it.
    /// - Parameters:
    ///   - stage: the stage that finished.
    ///   - duration: how long it took.
    public func stageFinished(_ stage: PipelineStage, _ duration: Swift.Duration) {
        let elapsed = start.duration(to: .now)
        guard elapsed >= ProgressPolicy.threshold else { return }
        write(
            "prism-tokens: \(stage.rawValue) done in \(Self.seconds(duration)) (\(Self.seconds(elapsed)) so far)\n")
    }

    /// `1.4 s`.
    static func seconds(_ duration: Swift.Duration) -> String {
        let tenths =
            Int(duration.components.seconds * 10) + Int(duration.components.attoseconds / 100_000_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
