/// The bundle step: per-platform bundles packed from a generation.
extension TokenPipeline {
    /// What the bundle step needs beyond the run's options.
    public struct BundleRequest: Sendable {
        /// The bundles to pack, each once, in this order.
        public var platforms: [BundlePlatform]
        /// The npm-style name (`--name`); `nil` derives it from the namespace or the document name.
        public var name: BundleName?
        /// The bundles' version.
        public var version: SemanticVersion
        /// The folder the bundles will be written to (absolute), when known: if it does not exist
        /// yet, each bundle is staged for writing as soon as it is packed and validation has
        /// passed (``OutputWriter/EarlyStaging``), and the run returns the staging for
        /// ``OutputWriter/write(_:to:mode:staged:)``. Meanwhile the calling thread blocks
        /// termination signals and `SIGPIPE` (a termination signal removes the staging and ends
        /// the process; see ``OutputWriter/EarlyStaging``); that write restores its mask.
        public var output: String?

        /// Creates a request.
        public init(
            platforms: [BundlePlatform] = BundlePlatform.allCases, name: BundleName? = nil, version: SemanticVersion,
            output: String? = nil
        ) {
            self.platforms = platforms
            self.name = name
            self.version = version
            self.output = output
        }
    }

    /// The bundles' name: `--name`, else `@<namespace>/tokens` when a namespace was set (by
    /// `--namespace` or the source), else `@<document name>/tokens`, else `@prism/tokens`.
    public func bundleName(_ request: BundleRequest, validated: ValidatedTokens) -> BundleName {
        bundleName(
            request, configuration: validated.validation.configuration,
            documentName: validated.resolution.document.name)
    }

    /// The bundles' name from the source's configuration and document name (see
    /// ``bundleName(_:validated:)``).
    func bundleName(_ request: BundleRequest, configuration: PrismConfiguration, documentName: String?) -> BundleName {
        if let name = request.name { return name }
        if let namespace = options.namespace ?? configuration.namespace {
            return BundleName.defaultName(documentName: namespace.kebabName)
        }
        return BundleName.defaultName(documentName: documentName)
    }

    /// Validates the source and packs the requested bundles.
    ///
    /// Renders each platform a bundle needs separately and packs it with a manifest of SHA-256
    /// digests (``TokenBundler/renderAndBundle(_:templates:platforms:diagnostics:observer:laterSources:packed:)``),
    /// while validation runs (`packWhileValidating`); the bundles are kept
    /// only when the findings have no error.
    /// - Parameters:
    ///   - request: the bundles, their name and version.
    ///   - sources: the source files the provider served (paths as recorded) with their digests
    ///     (the CLI hashes the bytes its reader parsed, kept for this, and reads again only
    ///     what was not kept); it throws a ``FatalDiagnostic`` when a file cannot be read again.
    ///   - diagnostics: the run's sink.
    /// - Returns: every file, paths `<platform>/<path>`, the validated tokens, and the files
    ///   already staged for writing into `request.output` (see ``BundleRequest/output``; `nil`
    ///   when nothing was): pass it to ``OutputWriter/write(_:to:mode:staged:)``. When the run
    ///   stops, nothing stays staged.
    /// - Throws: ``PipelineStopped`` when the source cannot be resolved, a source cannot be read
    ///   again (status 2), or the findings include an error (status 1).
    public func bundle(
        _ request: BundleRequest, sources: () throws(FatalDiagnostic) -> [BundleSourceFile],
        _ diagnostics: inout PipelineDiagnostics
    ) throws(PipelineStopped) -> (
        files: [GeneratedFile], validated: ValidatedTokens, staged: OutputWriter.EarlyStaging?
    ) {
        var rendering = self
        rendering.options.platforms = []
        let inAdvance = workInAdvance(
            rendering: request.platforms.flatMap(\.generatorPlatforms),
            writingJSON: request.platforms.contains(.json) || request.platforms.contains(.web))
        let resolution = try rendering.resolve(&diagnostics, forValidation: true, inAdvance: inAdvance)
        if let packed = try rendering.packWhileValidating(resolution, request, sources: sources, &diagnostics) {
            return packed
        }
        let generation = try rendering.generate(resolution, &diagnostics)
        let sourceFiles: [BundleSourceFile]
        do {
            sourceFiles = try sources()
        } catch {
            throw Self.stopReadingBack(error, &diagnostics)
        }
        let input = BundleInput(
            emitter: generation.input, generated: [:], sources: sourceFiles,
            name: bundleName(request, validated: generation.validated), version: request.version,
            toolVersion: options.toolVersion)
        let start = started(.bundle)
        var packing = DiagnosticBag()
        let files = TokenBundler.renderAndBundle(
            input, templates: generation.templates, platforms: request.platforms, diagnostics: &packing,
            observer: observer)
        finished(.bundle, since: start)
        let packed = try recordPacking(packing, files: files, validated: generation.validated, &diagnostics)
        return (packed.files, packed.validated, nil)
    }

    /// Records that a source file could not be read back for the manifests; the run stops with
    /// status 2 (both bundle paths end this way).
    static func stopReadingBack(_ problem: FatalDiagnostic, _ diagnostics: inout PipelineDiagnostics)
        -> PipelineStopped
    {
        diagnostics.stop(problem.diagnostic, status: .usageOrIO)
        return PipelineStopped(status: .usageOrIO)
    }

    /// Records the packing findings (one per finding the themes share) and returns the bundles,
    /// or throws when the findings include an error (status 1).
    func recordPacking(
        _ packing: DiagnosticBag, files: [GeneratedFile], validated: ValidatedTokens,
        _ diagnostics: inout PipelineDiagnostics
    ) throws(PipelineStopped) -> (files: [GeneratedFile], validated: ValidatedTokens) {
        let collapsed = Self.collapsingThemes(packing, themes: validated.resolution.themes.map(\.name))
        diagnostics.record(collapsed, policy: validated.policy, baseline: options.baseline)
        if diagnostics.hasErrors { throw PipelineStopped(status: .failure) }
        return (files, validated)
    }

    /// The packing findings with a finding that several themes share said once, without a theme
    /// (one warning instead of one per theme).
    static func collapsingThemes(_ findings: DiagnosticBag, themes: [String]) -> DiagnosticBag {
        var perTheme = themes.map { _ in DiagnosticBag() }
        var result = DiagnosticBag()
        for finding in findings.all {
            if let theme = finding.theme, let index = themes.firstIndex(of: theme) {
                perTheme[index].append(finding)
            } else {
                result.append(finding)
            }
        }
        result.append(
            contentsOf: TokenSetResolution.mergeThemeDiagnostics(perTheme, collapsing: [TokenBundler.rule]))
        return result
    }
}
