import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a command may touch of the process: output streams, the environment, the working directory.
///
/// Tests build a context that captures output, so commands run in-process with no global state.
final class CommandContext: @unchecked Sendable {
    /// Receives standard output text.
    let writeOut: (String) -> Void
    /// Receives standard error text.
    let writeErr: (String) -> Void
    /// The environment variables.
    let environment: [String: String]
    /// The directory relative paths are resolved against.
    let currentDirectory: String
    /// Whether standard output is a terminal.
    let stdoutIsTerminal: Bool
    /// Whether standard error is a terminal.
    let stderrIsTerminal: Bool

    init(
        writeOut: @escaping (String) -> Void,
        writeErr: @escaping (String) -> Void,
        environment: [String: String],
        currentDirectory: String,
        stdoutIsTerminal: Bool,
        stderrIsTerminal: Bool
    ) {
        self.writeOut = writeOut
        self.writeErr = writeErr
        self.environment = environment
        self.currentDirectory = currentDirectory
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
    }

    /// Values kept alive until the process exits (see ``keepUntilExit(_:)``).
    private var keptUntilExit: [Any] = []

    /// Keeps a large result (the token trees, resolved themes, rendered files) alive until the
    /// process exits, so it is not freed node by node just before `exit` returns all memory at
    /// once — that teardown took a tenth of a second per 10 MB of tokens. In-process callers
    /// (tests) free it with the context.
    func keepUntilExit(_ value: Any) { keptUntilExit.append(value) }

    /// A holder for the pipeline's intermediate values, kept like ``keepUntilExit(_:)``: the
    /// stages leave their large values in it instead of freeing them while other stages run.
    func deferredRelease() -> DeferredRelease {
        let holder = DeferredRelease()
        keepUntilExit(holder)
        return holder
    }

    /// Runs one stage of a command and, when `PRISM_TIMINGS` is set to a non-empty value, prints
    /// its wall time to standard error (`timing: resolve 412.3 ms`): a profiling aid for large
    /// token sources, documented under Benchmarks in the README.
    func timed<Result, Failure: Error>(_ stage: String, _ work: () throws(Failure) -> Result) throws(Failure) -> Result
    {
        guard !(environment["PRISM_TIMINGS"] ?? "").isEmpty else { return try work() }
        let start = ContinuousClock.now
        let result = try work()
        printTiming(stage, start.duration(to: .now))
        return result
    }

    /// Prints `timing: <stage> <milliseconds> ms` on standard error.
    func printTiming(_ stage: String, _ duration: Swift.Duration) {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1_000 + Double(attoseconds) / 1e15
        printError("timing: \(stage) \((milliseconds * 10).rounded() / 10) ms")
    }

    /// Writes a line to standard output.
    func print(_ line: String) { writeOut(line + "\n") }
    /// Writes a line to standard error.
    func printError(_ line: String) { writeErr(line + "\n") }

    /// Set by watch mode: records the files each pipeline run reads (``WatchMode``).
    var sourceRecorder: RecordingSourceFileProvider?
    /// Set by watch mode: `generate` prints one `wrote` line per rewritten file.
    var listsWrittenFiles = false

    /// `--color always|never`; `nil` (or `auto`) decides from the terminal and `NO_COLOR`.
    var colorChoice: Bool?

    /// Whether human output on stdout may use color: as `--color` says, else only on a terminal,
    /// never with `NO_COLOR` set to a non-empty value (no-color.org).
    var stdoutUsesColor: Bool { colorChoice ?? (stdoutIsTerminal && !noColor) }
    /// Whether human output on stderr may use color.
    var stderrUsesColor: Bool { colorChoice ?? (stderrIsTerminal && !noColor) }
    private var noColor: Bool { !(environment["NO_COLOR"] ?? "").isEmpty }

    /// Makes a path absolute against the current directory.
    func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return path }
        return currentDirectory.hasSuffix("/") ? currentDirectory + path : currentDirectory + "/" + path
    }
}
