extension TokenPipeline {
    /// The validate and render stages of ``generate(_:)`` at once: the rules run on a thread of
    /// their own while the platforms render, and the rendered files are kept only when the
    /// findings have no error — the outcome, findings and their order are those of validating
    /// first and rendering after.
    ///
    /// Validation is mostly one thread of work (pair inference, then every pair in every theme)
    /// and rendering is a few platforms of unequal size, so side by side they keep both cores
    /// busy where one after the other left one idle for most of the validation.
    ///
    /// The observer sees the stages one after the other, as before: the render stage's events
    /// are held back until validation ends, then delivered between its start and end. Each
    /// stage's wall time is its own (they overlap, so under `PRISM_TIMINGS` they add up to more
    /// than the run).
    ///
    /// - Returns: the generation, or `nil` when ``generate(_:)`` takes the sequential path: the
    ///   resolution has structural errors (nothing to render), or the templates folder does not
    ///   load (reported after the findings, as always).
    /// - Throws: ``PipelineStopped`` (status 1) when the findings include an error.
    func renderWhileValidating(_ resolution: TokenSetResolution, _ diagnostics: inout PipelineDiagnostics)
        throws(PipelineStopped) -> PipelineGeneration?
    {
        guard !resolution.diagnostics.hasErrors else { return nil }
        var templateProblems = PipelineDiagnostics()
        guard let templates = try? templates(&templateProblems) else { return nil }
        let validateStart = started(.validate)
        let (configuration, configurationFindings) = TokenValidation.configuration(
            of: resolution, overrides: options.overrides)
        let observer = observer
        let rules = ParallelWork.start {
            let validation = TokenValidation.validate(
                resolution, configuration: configuration, diagnostics: configurationFindings, observer: observer)
            return (validation, validateStart.duration(to: .now))
        }
        let input = emitterInput(resolution, configuration: configuration)
        let heldBack = HeldBackProgress()
        var renderObserver: PipelineObserver?
        if observer != nil { renderObserver = { @Sendable event in heldBack.append(event) } }
        let rendering = renderedFiles(input, templates: templates, observer: renderObserver)
        let (validation, validateTime) = rules.wait()
        observer?(.stageFinished(.validate, validateTime))
        let policy = RulePolicy(configuration: validation.configuration, strict: options.strict)
        diagnostics.record(validation.diagnostics, policy: policy, baseline: options.baseline)
        if diagnostics.hasErrors { throw PipelineStopped(status: .failure) }
        if let observer {
            observer(.stageStarted(.render))
            for event in heldBack.events { observer(event) }
            observer(.stageFinished(.render, rendering.time))
        }
        diagnostics.record(rendering.findings, policy: policy, baseline: options.baseline)
        if diagnostics.hasErrors { throw PipelineStopped(status: .failure) }
        let validated = ValidatedTokens(resolution: resolution, validation: validation, policy: policy)
        return PipelineGeneration(validated: validated, input: input, templates: templates, files: rendering.files)
    }
}

/// The render stage's progress while validation still runs: kept, in arrival order, to be
/// delivered once validation has ended.
private final class HeldBackProgress: Sendable {
    private let lock = PlatformLock()
    private nonisolated(unsafe) var held: [PipelineProgress] = []

    /// Keeps an event (called from the render threads).
    func append(_ event: PipelineProgress) {
        lock.withLock { held.append(event) }
    }

    /// The events kept so far.
    var events: [PipelineProgress] { lock.withLock { held } }
}
