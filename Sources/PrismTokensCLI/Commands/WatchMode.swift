import PrismTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `--watch` of `generate`, `validate` and `report`: runs the command in the library's
/// ``WatchLoop``, each run with its output captured, the files it read recorded, and what it
/// printed split into findings, rewritten files and a summary; stops with status 0 on SIGINT
/// or SIGTERM.
enum WatchMode {
    /// Set by the signal handlers; read between runs and while waiting for a change.
    nonisolated(unsafe) static var stopRequested: sig_atomic_t = 0

    /// Runs `command` until a signal stops it.
    /// - Returns: 0 when stopped by a signal.
    /// - Throws: ``UsageError`` for flags watch mode cannot use, or a usage problem of the first run.
    static func run(_ command: any Command.Type, _ arguments: ParsedArguments, context: CommandContext) throws
        -> ExitStatus
    {
        for flag in ["--check", "--dry-run", "--write-baseline"]
        where arguments.has(flag) || arguments.value(flag) != nil {
            throw UsageError(
                message: "--watch cannot be combined with \(flag); run it without --watch", command: command.name)
        }
        if let format = arguments.value("--format"), format != "text" {
            throw UsageError(
                message: "--watch prints text only; leave out --format \(format) (or run without --watch)",
                command: command.name)
        }
        // Usage problems (a malformed --rule, a missing default tokens file) stop before watching.
        let options = try TokenSourceOptions.parse(arguments, command: command.name, context: context)
        installSignalHandlers()
        var firstRun = true
        var usageProblem: (any Error)?
        let runOnce = {
            let run = once(command, arguments, options: options, context: context)
            if firstRun, let error = run.error { usageProblem = error }
            firstRun = false
            return run.record
        }
        WatchLoop().run(
            print: context.print, shouldStop: { stopRequested != 0 || usageProblem != nil }, once: runOnce)
        if let usageProblem { throw usageProblem }
        return .success
    }

    /// Runs the command once with captured output and a recording source provider.
    static func once(
        _ command: any Command.Type, _ arguments: ParsedArguments, options: TokenSourceOptions,
        context: CommandContext
    ) -> (record: WatchRun, error: (any Error)?) {
        var lines: [String] = []
        var pending = ""
        let capture: (String) -> Void = { text in
            pending += text
            while let newline = pending.firstIndex(of: "\n") {
                lines.append(String(pending[..<newline]))
                pending = String(pending[pending.index(after: newline)...])
            }
        }
        let child = CommandContext(
            writeOut: capture, writeErr: capture, environment: context.environment,
            currentDirectory: context.currentDirectory, stdoutIsTerminal: false, stderrIsTerminal: false)
        child.colorChoice = context.colorChoice
        let recorder = RecordingSourceFileProvider(DiskSourceFileProvider(baseDirectory: context.currentDirectory))
        child.sourceRecorder = recorder
        child.listsWrittenFiles = true
        var status: PipelineStatus = .success
        var thrown: (any Error)?
        do {
            switch try command.run(arguments, context: child) {
            case .success: status = .success
            case .failure: status = .failure
            default: status = .usageOrIO
            }
        } catch {
            thrown = error
            status = .usageOrIO
            lines.append("error: \(error)")
        }
        if !pending.isEmpty { lines.append(pending) }
        var followed = (recorder.paths + options.files).map(context.absolutePath)
        if let templates = arguments.value("--templates") { followed.append(context.absolutePath(templates)) }
        var seen: Set<String> = []
        followed = followed.filter {
            seen.insert($0).inserted && $0 != context.absolutePath(MergedSourceFileProvider.rootName)
        }
        var record = split(lines)
        record.followed = followed
        record.status = status
        return (record, thrown)
    }

    /// Splits a run's printed lines into findings (a located or `error:`/`warning:` line with the
    /// indented or `note:` lines under it), `wrote` lines, and the last other line as the summary.
    static func split(_ lines: [String]) -> WatchRun {
        var run = WatchRun(followed: [], findings: [], status: .success)
        for line in lines {
            if line.hasPrefix("wrote ") && !line.contains(" files to ") && !line.contains(" file to ") {
                run.written.append(line)
            } else if isFindingStart(line) {
                run.findings.append(line)
            } else if let last = run.findings.indices.last,
                line.hasPrefix(" ") || line.hasPrefix("\t") || line.contains(": note:") || line.hasPrefix("note:")
            {
                run.findings[last] += "\n" + line
            } else if !line.isEmpty {
                run.summary = line
            }
        }
        return run
    }

    /// Whether a line starts a finding: `file:line:column: error:` (or warning), or `error:`/`warning:`
    /// other than the closing `nothing was written` line.
    static func isFindingStart(_ line: String) -> Bool {
        if line.hasPrefix("error: nothing was written") { return false }
        if line.hasPrefix("error: ") || line.hasPrefix("warning: ") { return true }
        return line.contains(": error: ") || line.contains(": warning: ")
    }

    /// Installs SIGINT and SIGTERM handlers that ask the loop to stop, and unblocks both signals
    /// (a parent may start the tool with them blocked, as Foundation's `Process` does).
    static func installSignalHandlers() {
        _ = signal(SIGINT) { _ in WatchMode.stopRequested = 1 }
        _ = signal(SIGTERM) { _ in WatchMode.stopRequested = 1 }
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        _ = sigprocmask(SIG_UNBLOCK, &signals, nil)
    }
}
