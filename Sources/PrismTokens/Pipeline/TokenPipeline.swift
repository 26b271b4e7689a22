/// The token pipeline in one place: read → resolve → validate → render, with one options value
/// and one diagnostics sink.
///
/// Every caller that turns a token source into findings or files runs this type: the
/// `prism-tokens` commands (each adds only its own step: print a report, write files, pack
/// bundles), the tests and the fuzzer. So `--rule`, `--strict`, `--baseline` and the namespace
/// mean the same thing everywhere, and a test exercises the path the command line takes.
///
/// ```swift
/// var diagnostics = PipelineDiagnostics()
/// let pipeline = TokenPipeline(
///     options: TokenPipelineOptions(source: "tokens.json", toolVersion: "1.0"),
///     provider: DiskSourceFileProvider(baseDirectory: "."))
/// let generation = try pipeline.generate(&diagnostics)
/// ```
///
/// Stages never write to disk: the provider reads the sources, ``TemplateDirectoryLoader``
/// reads template overrides, and callers write what ``generate(_:)`` returns.
public struct TokenPipeline {
    /// The run's settings.
    public var options: TokenPipelineOptions
    /// Reads the source files (from disk, from memory, or recording what was read).
    public var provider: any SourceFileProvider
    /// Receives each stage's start and end (with its wall time) and each theme, platform and
    /// bundle as it finishes (`PRISM_TIMINGS`, progress), if set; called from several threads.
    public var observer: PipelineObserver?

    /// Creates a pipeline.
    /// - Parameters:
    ///   - options: the run's settings.
    ///   - provider: reads the token source and the files it references.
    ///   - observer: receives the run's ``PipelineProgress``.
    public init(
        options: TokenPipelineOptions, provider: any SourceFileProvider, observer: PipelineObserver? = nil
    ) {
        self.options = options
        self.provider = provider
        self.observer = observer
        if options.mergedSources.count > 1 {
            let merged = MergedSourceFileProvider(provider, files: options.mergedSources)
            self.provider = merged
            self.options.source = merged.rootPath
        }
    }

    /// Reads the token source and resolves its themes.
    /// - Parameters:
    ///   - diagnostics: receives the fatal problem when the source cannot be read (status 2)
    ///     or parsed (status 1), or a usage problem for an `--input` naming an unknown modifier or context.
    ///   - forValidation: whether the resolution is validated next: the document's Prism extensions
    ///     are then scanned on another core while the themes resolve.
    /// - Returns: the resolution; its own diagnostics are triaged by ``validate(_:)``.
    /// - Throws: ``PipelineStopped`` when nothing could be resolved.
    public func resolve(_ diagnostics: inout PipelineDiagnostics, forValidation: Bool = true) throws(PipelineStopped)
        -> TokenSetResolution
    {
        try resolve(&diagnostics, forValidation: forValidation, inAdvance: .none)
    }

    /// ``resolve(_:forValidation:)``, with `inAdvance` started as soon as the first theme's tokens
    /// are collected (see ``workInAdvance(rendering:writingJSON:)``).
    func resolve(_ diagnostics: inout PipelineDiagnostics, forValidation: Bool, inAdvance: FirstThemeWorkInAdvance)
        throws(PipelineStopped) -> TokenSetResolution
    {
        let start = started(.resolve)
        defer { finished(.resolve, since: start) }
        do {
            return try TokenSetResolution.resolve(
                file: options.source, provider: provider, inputs: options.inputs,
                allPermutations: options.allPermutations, observer: observer, scanningExtensions: forValidation,
                inAdvance: inAdvance, deferredRelease: options.deferredRelease)
        } catch let error as FatalDiagnostic {
            diagnostics.stop(error.diagnostic, status: error.diagnostic.rule == "io" ? .usageOrIO : .failure)
        } catch let error as ThemeResolver.InputError {
            diagnostics.stop(usage: error.message)
        } catch {
            diagnostics.stop(
                Diagnostic(.error, rule: "io", "cannot resolve '\(options.source)': \(error)"), status: .usageOrIO)
        }
        throw PipelineStopped(status: diagnostics.status)
    }

    /// Reads, resolves and validates the token source, and records the triaged findings.
    /// - Returns: the validated tokens (also when they have errors: ``PipelineDiagnostics/hasErrors``).
    /// - Throws: ``PipelineStopped`` when the source could not be resolved.
    public func validate(_ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped) -> ValidatedTokens {
        validate(try resolve(&diagnostics), &diagnostics)
    }

    /// Validates resolved tokens with the run's rule overrides, and records the triaged findings.
    public func validate(_ resolution: TokenSetResolution, _ diagnostics: inout PipelineDiagnostics)
        -> ValidatedTokens
    {
        let start = started(.validate)
        let validation = TokenValidation.validate(resolution, overrides: options.overrides, observer: observer)
        finished(.validate, since: start)
        let policy = RulePolicy(configuration: validation.configuration, strict: options.strict)
        diagnostics.record(validation.diagnostics, policy: policy, baseline: options.baseline)
        return ValidatedTokens(resolution: resolution, validation: validation, policy: policy)
    }

    /// What to work out on the first theme's paths while the themes resolve
    /// (``FirstThemeWorkInAdvance``): the CSS names when `platforms` include CSS — with the prefix
    /// of `--css-prefix` or `--namespace`, else Prism's (when neither option is given and the
    /// source sets its own namespace, the stylesheet names its tokens itself) — and the tokens
    /// nested by path when the run writes JSON.
    func workInAdvance(rendering platforms: [Platform], writingJSON: Bool) -> FirstThemeWorkInAdvance {
        var work = FirstThemeWorkInAdvance()
        if platforms.contains(.css) {
            let prefix = options.cssPrefix ?? (options.namespace ?? .prism).cssPrefix
            work.cssNames = CSSNamesInAdvance(prefix: prefix, style: options.cssNames)
        }
        if writingJSON { work.tokenTree = FirstThemeWorkInAdvance.tokenTreeWork() }
        return work
    }

    /// The templates of the run: ``TokenPipelineOptions/templates`` with the `--templates` folder on top.
    /// - Throws: ``PipelineStopped`` (status 2) when the folder cannot be read.
    public func templates(_ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped) -> TemplateSet {
        guard let directory = options.templatesDirectory else { return options.templates }
        do {
            return options.templates.overriding(with: try TemplateDirectoryLoader.load(directory))
        } catch {
            diagnostics.stop(error.diagnostic, status: .usageOrIO)
            throw PipelineStopped(status: .usageOrIO)
        }
    }

    /// The namespace of the run: `--namespace`, else the source's `namespace` setting, else `Prism`.
    public func namespace(_ configuration: PrismConfiguration) -> TokenNamespace {
        options.namespace ?? configuration.namespace ?? .prism
    }

    /// What the emitters render from: the validated tokens and the run's generation settings.
    public func emitterInput(_ validated: ValidatedTokens) -> EmitterInput {
        emitterInput(validated.resolution, configuration: validated.validation.configuration)
    }

    /// What the emitters render from: resolved tokens, their configuration and the run's settings.
    func emitterInput(_ resolution: TokenSetResolution, configuration: PrismConfiguration) -> EmitterInput {
        let namespace = namespace(configuration)
        var generateOptions = GenerateOptions(
            platforms: options.platforms, cssPrefix: options.cssPrefix ?? namespace.cssPrefix,
            cssNames: options.cssNames, toolVersion: options.toolVersion, namespace: namespace)
        generateOptions.cssExpandComposites = options.cssExpandComposites
        generateOptions.cssUnitlessSizes = options.cssUnitlessSizes
        generateOptions.deferredRelease = options.deferredRelease
        return EmitterInput(
            resolution: resolution, configuration: configuration, options: generateOptions,
            sourceName: options.sourceName)
    }

    /// Reads, resolves, validates and renders ``TokenPipelineOptions/platforms``.
    ///
    /// Nothing is rendered when validation finds errors; render problems (name collisions,
    /// templates that fail) join the findings.
    /// - Returns: the files to write, paths relative to the output folder.
    /// - Throws: ``PipelineStopped`` when the source cannot be resolved, the templates cannot be
    ///   loaded (status 2), or the findings include an error (status 1): nothing may be written.
    public func generate(_ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped) -> PipelineGeneration {
        let inAdvance = workInAdvance(rendering: options.platforms, writingJSON: options.platforms.contains(.json))
        return try generate(resolve(&diagnostics, forValidation: true, inAdvance: inAdvance), &diagnostics)
    }

    /// Validates and renders a resolution (``generate(_:)`` after reading and resolving).
    func generate(_ resolution: TokenSetResolution, _ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped)
        -> PipelineGeneration
    {
        if let generation = try renderWhileValidating(resolution, &diagnostics) { return generation }
        let validated = validate(resolution, &diagnostics)
        let templates = try templates(&diagnostics)
        let input = emitterInput(validated)
        var files: [GeneratedFile] = []
        if !diagnostics.hasErrors {
            files = render(input, templates: templates, policy: validated.policy, &diagnostics).files
        }
        if diagnostics.hasErrors { throw PipelineStopped(status: .failure) }
        return PipelineGeneration(validated: validated, input: input, templates: templates, files: files)
    }
}

extension TokenPipeline {
    /// Renders the input's platforms, whatever the findings so far, and records the render
    /// findings (name collisions; a template that fails becomes an error finding).
    ///
    /// ``generate(_:)`` renders only when validation found no error; tests call this step to
    /// look at the output of sources with errors.
    /// - Returns: the files and the render stage's own findings (before triage).
    public func render(
        _ input: EmitterInput, templates: TemplateSet, policy: RulePolicy, _ diagnostics: inout PipelineDiagnostics
    ) -> (files: [GeneratedFile], findings: DiagnosticBag) {
        observer?(.stageStarted(.render))
        let rendering = renderedFiles(input, templates: templates, observer: observer)
        observer?(.stageFinished(.render, rendering.time))
        diagnostics.record(rendering.findings, policy: policy, baseline: options.baseline)
        return (rendering.files, rendering.findings)
    }

    /// The render stage's work without its reporting: the files, the findings (a template that
    /// fails becomes an error finding) and the wall time, each platform's progress going to
    /// `observer`. ``render(_:templates:policy:_:)`` reports it at once; the overlapped
    /// generation (``renderWhileValidating(_:_:)``) holds the progress and findings back until
    /// validation ends.
    func renderedFiles(_ input: EmitterInput, templates: TemplateSet, observer: PipelineObserver?) -> (
        files: [GeneratedFile], findings: DiagnosticBag, time: Swift.Duration
    ) {
        let start = ContinuousClock.now
        var findings = DiagnosticBag()
        var files: [GeneratedFile] = []
        do {
            files = try TokenGenerator.generate(input, templates: templates, diagnostics: &findings, observer: observer)
        } catch {
            findings.append(error.diagnostic)
        }
        return (files, findings, start.duration(to: .now))
    }

    /// Reports that `stage` starts, and returns when it did.
    func started(_ stage: PipelineStage) -> ContinuousClock.Instant {
        observer?(.stageStarted(stage))
        return .now
    }

    /// Reports that `stage`, begun at `start`, ended.
    func finished(_ stage: PipelineStage, since start: ContinuousClock.Instant) {
        observer?(.stageFinished(stage, start.duration(to: .now)))
    }
}

/// A token source resolved and validated under the run's rule policy.
public struct ValidatedTokens: Sendable {
    /// The resolved themes.
    public var resolution: TokenSetResolution
    /// The validation: diagnostics before triage, checked pairs, the source's configuration.
    public var validation: TokenValidation.Result
    /// The run's policy: the source's `rules` with `--rule` on top, and strictness.
    public var policy: RulePolicy
}

/// What ``TokenPipeline/generate(_:)`` produced.
public struct PipelineGeneration: Sendable {
    /// The validated tokens.
    public var validated: ValidatedTokens
    /// What the emitters rendered from (the bundle stage renders per platform from it).
    public var input: EmitterInput
    /// The templates, built-in or overridden.
    public var templates: TemplateSet
    /// The rendered files, paths relative to the output folder.
    public var files: [GeneratedFile]
}
