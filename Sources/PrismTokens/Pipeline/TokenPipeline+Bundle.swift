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

        /// Creates a request.
        public init(
            platforms: [BundlePlatform] = BundlePlatform.allCases, name: BundleName? = nil, version: SemanticVersion
        ) {
            self.platforms = platforms
            self.name = name
            self.version = version
        }
    }

    /// The bundles' name: `--name`, else `@<namespace>/tokens` when a namespace was set (by
    /// `--namespace` or the source), else `@<document name>/tokens`, else `@prism/tokens`.
    public func bundleName(_ request: BundleRequest, validated: ValidatedTokens) -> BundleName {
        if let name = request.name { return name }
        if let namespace = options.namespace ?? validated.validation.configuration.namespace {
            return BundleName.defaultName(documentName: namespace.kebabName)
        }
        return BundleName.defaultName(documentName: validated.resolution.document.name)
    }

    /// Validates the source and packs the requested bundles.
    ///
    /// Runs ``generate(_:)`` with no platform of its own, then renders each platform a bundle
    /// needs separately and packs it with a manifest of SHA-256 digests.
    /// - Parameters:
    ///   - request: the bundles, their name and version.
    ///   - sources: reads back the source files the provider served (paths as recorded), for their
    ///     digests; it throws a ``FatalDiagnostic`` when a file cannot be read again.
    ///   - diagnostics: the run's sink.
    /// - Returns: every file, paths `<platform>/<path>`, and the validated tokens.
    /// - Throws: ``PipelineStopped`` when generation stops, a source cannot be read again
    ///   (status 2), or the findings include an error (status 1).
    public func bundle(
        _ request: BundleRequest, sources: () throws(FatalDiagnostic) -> [BundleSourceFile],
        _ diagnostics: inout PipelineDiagnostics
    ) throws(PipelineStopped) -> (files: [GeneratedFile], validated: ValidatedTokens) {
        var rendering = self
        rendering.options.platforms = []
        let generation = try rendering.generate(&diagnostics)
        let sourceFiles: [BundleSourceFile]
        do {
            sourceFiles = try sources()
        } catch {
            diagnostics.stop(error.diagnostic, status: .usageOrIO)
            throw PipelineStopped(status: .usageOrIO)
        }
        let start = started(.bundle)
        var packing = DiagnosticBag()
        var files: [GeneratedFile] = []
        do {
            let generated = try TokenBundler.generate(
                generation.input, templates: generation.templates, for: request.platforms, diagnostics: &packing,
                observer: observer)
            let input = BundleInput(
                emitter: generation.input, generated: generated, sources: sourceFiles,
                name: bundleName(request, validated: generation.validated), version: request.version,
                toolVersion: options.toolVersion)
            if !packing.hasErrors {
                files = TokenBundler.bundle(
                    input, platforms: request.platforms, diagnostics: &packing, observer: observer)
            }
        } catch {
            packing.append(error.diagnostic)
        }
        finished(.bundle, since: start)
        packing = Self.collapsingThemes(packing, themes: generation.validated.resolution.themes.map(\.name))
        diagnostics.record(packing, policy: generation.validated.policy, baseline: options.baseline)
        if diagnostics.hasErrors { throw PipelineStopped(status: .failure) }
        return (files, generation.validated)
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
