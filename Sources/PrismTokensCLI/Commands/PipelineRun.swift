import PrismTokens

/// How commands run the library's ``TokenPipeline`` and present what its diagnostics sink holds:
/// commands only parse, run the pipeline, and present.
extension CommandContext {
    /// A pipeline reading from the working directory (or `provider`), printing a `timing:` line
    /// per stage when `PRISM_TIMINGS` is set.
    func pipeline(_ options: TokenPipelineOptions, provider: (any SourceFileProvider)? = nil) -> TokenPipeline {
        let observer: ((PipelineStage, Swift.Duration) -> Void)? =
            (environment["PRISM_TIMINGS"] ?? "").isEmpty
            ? nil
            : { [self] stage, duration in printTiming(stage.rawValue, duration) }
        return TokenPipeline(
            options: options, provider: provider ?? DiskSourceFileProvider(baseDirectory: currentDirectory),
            stageObserver: observer)
    }
}

/// Presents a pipeline run's diagnostics on standard error.
enum PipelinePresentation {
    /// Reports why a run stopped and returns its exit status.
    ///
    /// A usage problem is thrown as a ``UsageError``; a fatal problem prints its one line; findings
    /// with errors print with `nothing was written…` when the command writes files.
    /// - Throws: ``UsageError`` for an `--input` naming an unknown modifier or context.
    static func stopped(
        _ diagnostics: PipelineDiagnostics, options: TokenSourceOptions, command: String, context: CommandContext,
        writesFiles: Bool = true
    ) throws(UsageError) -> ExitStatus {
        if let message = diagnostics.usageProblem { throw UsageError(message: message, command: command) }
        if let fatal = diagnostics.fatal {
            context.printError(DiagnosticText.line(fatal, colored: context.stderrUsesColor))
        } else {
            findings(diagnostics, options: options, context: context)
            if writesFiles, diagnostics.hasErrors {
                context.printError(
                    "error: nothing was written because the tokens have errors; fix them and run again")
            }
        }
        return ExitStatus(diagnostics.status)
    }

    /// Prints the run's shown findings on standard error (see ``FindingsText``).
    static func findings(_ diagnostics: PipelineDiagnostics, options: TokenSourceOptions, context: CommandContext) {
        guard let triage = diagnostics.triage else { return }
        FindingsText.printToStandardError(triage, options: options, context: context)
    }
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
