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
        let deferredRelease = options.deferredRelease
        let rules = ParallelWork.start {
            let validation = TokenValidation.validate(
                resolution, configuration: configuration, diagnostics: configurationFindings, observer: observer,
                deferredRelease: deferredRelease)
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

extension TokenPipeline {
    /// The validate and bundle stages of ``bundle(_:sources:_:)`` at once: the bundles are
    /// rendered and packed on the cores while the rules run on the calling thread, and kept only
    /// when the findings have no error — the outcome, findings and their order are those of
    /// validating first and packing after.
    ///
    /// The sources are read back on the calling thread while the bundles render (only the
    /// manifests need them); a file that cannot be read is reported after the findings, when they
    /// have no error (as when packing came after). The
    /// observer sees the validate stage, then the bundle stage: its events, held back while the
    /// rules run, are delivered when validation ends and as they arrive after that.
    ///
    /// With `request.output` set, the bundles are staged for writing once validation has passed
    /// (``OutputWriter/EarlyStaging``): those packed before, when it ends, the others as each is
    /// packed — before the packing findings are known; a run that stops removes them.
    ///
    /// - Returns: the bundles, the validated tokens and the staging (`nil` when nothing was
    ///   staged), or `nil` when the bundle step takes the
    ///   sequential path: the resolution has structural errors (nothing to render), or the
    ///   templates folder does not load (reported after the findings, as always).
    /// - Throws: ``PipelineStopped``: status 1 when the findings include an error, status 2 when a
    ///   source cannot be read again.
    func packWhileValidating(
        _ resolution: TokenSetResolution, _ request: BundleRequest,
        sources: () throws(FatalDiagnostic) -> [BundleSourceFile], _ diagnostics: inout PipelineDiagnostics
    ) throws(PipelineStopped) -> (
        files: [GeneratedFile], validated: ValidatedTokens, staged: OutputWriter.EarlyStaging?
    )? {
        guard !resolution.diagnostics.hasErrors else { return nil }
        var templateProblems = PipelineDiagnostics()
        guard let templates = try? templates(&templateProblems) else { return nil }
        let (configuration, configurationFindings) = TokenValidation.configuration(
            of: resolution, overrides: options.overrides)
        let input = emitterInput(resolution, configuration: configuration)
        let name = bundleName(request, configuration: configuration, documentName: resolution.document.name)
        let heldBack = HeldBackProgress()
        let packObserver: PipelineObserver? = observer.map { _ in { @Sendable event in heldBack.append(event) } }
        let toolVersion = options.toolVersion
        // The sources are read back (and hashed) while the bundles render; the packers wait for
        // them only to make the manifests.
        let laterSources = Handoff<[BundleSourceFile]?>()
        let heldFiles = HeldBackFiles()
        let whenPacked: (@Sendable ([GeneratedFile]) -> Void)? =
            request.output == nil ? nil : { @Sendable files in heldFiles.packed(files) }
        let packing = ParallelWork.start {
            () -> (files: [GeneratedFile], findings: DiagnosticBag, time: Swift.Duration) in
            let start = ContinuousClock.now
            let bundleInput = BundleInput(
                emitter: input, generated: [:], sources: [], name: name, version: request.version,
                toolVersion: toolVersion)
            var findings = DiagnosticBag()
            let bundles = TokenBundler.renderAndBundle(
                bundleInput, templates: templates, platforms: request.platforms, diagnostics: &findings,
                observer: packObserver, laterSources: { laterSources.wait() },
                packed: whenPacked)
            return (files: bundles, findings: findings, time: start.duration(to: .now))
        }
        let sourceFiles = Result { () throws(FatalDiagnostic) in try sources() }
        laterSources.provide(try? sourceFiles.get())
        let validateStart = started(.validate)
        let validation = TokenValidation.validate(
            resolution, configuration: configuration, diagnostics: configurationFindings, observer: observer,
            deferredRelease: options.deferredRelease)
        finished(.validate, since: validateStart)
        let policy = RulePolicy(configuration: validation.configuration, strict: options.strict)
        diagnostics.record(validation.diagnostics, policy: policy, baseline: options.baseline)
        let validated = ValidatedTokens(resolution: resolution, validation: validation, policy: policy)
        guard !diagnostics.hasErrors else {
            _ = packing.wait()
            throw PipelineStopped(status: .failure)
        }
        if case .failure(let problem) = sourceFiles {
            _ = packing.wait()
            throw Self.stopReadingBack(problem, &diagnostics)
        }
        if let observer {
            observer(.stageStarted(.bundle))
            heldBack.release(to: observer)
        }
        // Validation passed: the bundles packed so far, and each one after, are staged for writing.
        let staged = request.output.flatMap(OutputWriter.EarlyStaging.begin(for:))
        heldFiles.open(staged)
        let packed = packing.wait()
        heldFiles.close()
        observer?(.stageFinished(.bundle, packed.time))
        do throws(PipelineStopped) {
            let recorded = try recordPacking(packed.findings, files: packed.files, validated: validated, &diagnostics)
            return (recorded.files, recorded.validated, staged)
        } catch {
            staged?.discard()
            throw error
        }
    }
}

/// The progress of a stage that runs while validation still runs: kept, in arrival order,
/// until validation has ended, then delivered (see ``release(to:)``).
final class HeldBackProgress: Sendable {
    private let lock = PlatformLock()
    private nonisolated(unsafe) var held: [PipelineProgress] = []
    private nonisolated(unsafe) var target: PipelineObserver?

    /// Keeps an event, or passes it on once released (called from the stage's threads).
    func append(_ event: PipelineProgress) {
        lock.withLock {
            if let target { target(event) } else { held.append(event) }
        }
    }

    /// The events kept so far.
    var events: [PipelineProgress] { lock.withLock { held } }

    /// Delivers the events kept so far to `observer`, then each later one as it arrives, in
    /// arrival order.
    func release(to observer: @escaping PipelineObserver) {
        lock.withLock {
            for event in held { observer(event) }
            held = []
            target = observer
        }
    }
}
