/// When a run shows progress on standard error (``ProgressReporter`` draws it).
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

    /// The threshold of a run: ``threshold``, or `PRISM_PROGRESS_AFTER` seconds when that is a
    /// number (for tests, which show progress on short runs with `PRISM_PROGRESS_AFTER=0`).
    /// - Parameter environment: the process environment.
    public static func threshold(environment: [String: String]) -> Swift.Duration {
        guard let text = environment["PRISM_PROGRESS_AFTER"], let seconds = Double(text), seconds >= 0,
            seconds.isFinite
        else { return threshold }
        return .milliseconds(Int((seconds * 1_000).rounded()))
    }
}
