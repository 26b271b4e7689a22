import PrismTokens

/// How commands run the library's ``TokenPipeline`` and present what its diagnostics sink holds:
/// commands only parse, run the pipeline, and present.
extension CommandContext {
    /// A pipeline reading from the working directory (or `provider`), printing a `timing:` line
    /// per stage when `PRISM_TIMINGS` is set.
    /// Otherwise, with `quiet` false, standard error a terminal and no `CI`, a run longer than a
    /// second shows a status line (stage, theme k/n, platform) that it erases when each stage
    /// ends (``ProgressPolicy``, ``ProgressReporter``).
    func pipeline(_ options: TokenPipelineOptions, provider: (any SourceFileProvider)? = nil, quiet: Bool = false)
        -> TokenPipeline
    {
        TokenPipeline(
            options: options,
            provider: provider ?? sourceRecorder ?? DiskSourceFileProvider(baseDirectory: currentDirectory),
            observer: observer(quiet: quiet))
    }

    /// What receives a run's progress: `timing:` lines, a progress line, or nothing.
    private func observer(quiet: Bool) -> PipelineObserver? {
        if !(environment["PRISM_TIMINGS"] ?? "").isEmpty {
            return { [self] event in
                if case .stageFinished(let stage, let duration) = event { printTiming(stage.rawValue, duration) }
            }
        }
        guard ProgressPolicy.isEnabled(stderrIsTerminal: stderrIsTerminal, environment: environment, quiet: quiet)
        else { return nil }
        let reporter = ProgressReporter(
            threshold: ProgressPolicy.threshold(environment: environment),
            width: environment["COLUMNS"].flatMap { Int($0) } ?? 80, write: { [self] text in writeErr(text) })
        reporter.startTicking()
        return { event in reporter.receive(event) }
    }
}

/// Presents a pipeline run's diagnostics: as text on standard error, or with `--format
/// json|sarif|github` as one document on standard output (the `validate` formats).
enum PipelinePresentation {
    /// Reports why a run stopped and returns its exit status.
    ///
    /// A usage problem is thrown as a ``UsageError``; a fatal problem prints its one line (and, in a
    /// machine format, a document holding it when the tokens are at fault); findings with errors
    /// print with `nothing was written…` when the command writes files.
    /// - Parameter document: whether machine formats print their document here (`validate` prints its own).
    /// - Throws: ``UsageError`` for an `--input` naming an unknown modifier or context.
    static func stopped(
        _ diagnostics: PipelineDiagnostics, options: TokenSourceOptions, command: String, context: CommandContext,
        writesFiles: Bool = true, document: Bool = true
    ) throws(UsageError) -> ExitStatus {
        if let message = diagnostics.usageProblem { throw UsageError(message: message, command: command) }
        if let fatal = diagnostics.fatal {
            context.printError(DiagnosticText.line(fatal, colored: context.stderrUsesColor))
            if document, options.isMachineFormat, diagnostics.status == .failure {
                printDocument(
                    DiagnosticReport(diagnostics: [fatal], tokens: 0, themes: 0, pairsChecked: 0), options: options,
                    context: context)
            }
        } else {
            findings(diagnostics, validated: nil, options: options, context: context)
            if writesFiles, diagnostics.hasErrors {
                context.printError(
                    "error: nothing was written because the tokens have errors; fix them and run again")
            }
        }
        return ExitStatus(diagnostics.status)
    }

    /// Prints the run's shown findings: text on standard error (see ``FindingsText``), or one
    /// document on standard output in a machine format.
    /// - Parameter validated: the validated tokens, for the document's summary counts.
    static func findings(
        _ diagnostics: PipelineDiagnostics, validated: ValidatedTokens?, options: TokenSourceOptions,
        context: CommandContext
    ) {
        guard let triage = diagnostics.triage else { return }
        guard options.isMachineFormat else {
            FindingsText.printToStandardError(triage, options: options, context: context)
            return
        }
        let report = DiagnosticReport(
            diagnostics: triage.shown, tokens: validated?.resolution.tokenCount ?? 0,
            themes: validated?.resolution.themes.count ?? 0, pairsChecked: validated?.validation.pairsChecked ?? 0,
            baselined: triage.baselined, comparedWithBaseline: options.baseline != nil)
        printDocument(report, options: options, context: context)
    }

    /// Prints a report in the options' machine format on standard output.
    static func printDocument(_ report: DiagnosticReport, options: TokenSourceOptions, context: CommandContext) {
        switch options.format {
        case "json": context.print(report.json().serialized())
        case "sarif": context.print(SARIFReport.json(report, toolVersion: PrismTokensCLI.version).serialized())
        case "github": context.writeOut(GitHubAnnotations.text(report))
        default: context.writeOut(report.text(colored: context.stdoutUsesColor, quiet: options.quiet))
        }
    }
}

extension TokenSourceOptions {
    /// Whether findings print as a JSON, SARIF or GitHub document (human summary lines are then left out).
    var isMachineFormat: Bool { ["json", "sarif", "github"].contains(format) }
    /// Whether human summary lines (`wrote 3 files…`) print: not with `--quiet` nor in a machine format.
    var printsSummary: Bool { !quiet && !isMachineFormat }
}

extension ExitStatus {
    /// The CLI status of a pipeline status.
    init(_ status: PipelineStatus) {
        switch status {
        case .success: self = .success
        case .failure: self = .failure
        case .usageOrIO: self = .usageOrIO
        }
    }
}
