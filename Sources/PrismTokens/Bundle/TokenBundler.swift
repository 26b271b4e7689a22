/// Packs per-platform bundles (web, apple, android, terminal, json), each with a manifest.
///
/// The Write stage's packer: it takes the resolved, validated tokens and the files the Render
/// stage produced, and returns every bundle file in memory; the caller writes them (the CLI with
/// ``OutputWriter``). The output depends only on the input: no time stamps, no machine paths,
/// files and JSON members in a fixed order.
public enum TokenBundler {
    /// The packer of each platform.
    static func packer(for platform: BundlePlatform) -> any BundlePacker.Type {
        switch platform {
        case .web: WebBundlePacker.self
        case .apple: AppleBundlePacker.self
        case .android: AndroidBundlePacker.self
        case .terminal: TerminalBundlePacker.self
        case .json: JSONBundlePacker.self
        }
    }

    /// The generator platforms the given bundles need, in ``Platform`` order.
    public static func generatorPlatforms(for platforms: [BundlePlatform]) -> [Platform] {
        let needed = Set(platforms.flatMap(\.generatorPlatforms))
        return Platform.allCases.filter(needed.contains)
    }

    /// Renders the generator outputs the bundles of `platforms` pack, each platform separately
    /// (so a bundle's content never depends on which other bundles are packed with it), the
    /// platforms at once on the machine's cores; diagnostics are kept in platform order.
    /// - Parameters:
    ///   - input: the resolved tokens; its `options.platforms` is ignored.
    ///   - templates: the templates to render with.
    ///   - platforms: the bundles to pack.
    ///   - diagnostics: receives the emitters' diagnostics; when it holds errors, nothing may be written.
    ///   - observer: receives ``PipelineProgress/platformRendered(_:done:total:)`` as each platform finishes.
    /// - Returns: each needed generator platform's files.
    /// - Throws: ``FatalDiagnostic`` for a template that does not parse or render.
    public static func generate(
        _ input: EmitterInput, templates: TemplateSet, for platforms: [BundlePlatform],
        diagnostics: inout DiagnosticBag, observer: PipelineObserver? = nil
    ) throws(FatalDiagnostic) -> [Platform: [GeneratedFile]] {
        let needed = generatorPlatforms(for: platforms)
        let counter = ProgressCounter(observer, total: needed.count, event: PipelineProgress.platformRendered)
        let outcomes = ParallelWork.map(needed) { platform in
            defer { counter.finished(platform.rawValue) }
            var single = input
            single.options.platforms = [platform]
            var bag = DiagnosticBag()
            let files = Result { () throws(FatalDiagnostic) in
                try TokenGenerator.generate(single, templates: templates, diagnostics: &bag)
            }
            return (bag, files)
        }
        var result: [Platform: [GeneratedFile]] = [:]
        for (platform, (bag, files)) in zip(needed, outcomes) {
            diagnostics.append(contentsOf: bag.all)
            result[platform] = try files.get()
        }
        return result
    }

    /// Packs the bundles of `platforms`.
    /// - Parameters:
    ///   - input: the tokens, the generated files, the name and the version.
    ///   - platforms: the bundles to pack, each once, in this order.
    ///   - diagnostics: receives `bundle` warnings for what a platform cannot express as given
    ///     (renamed resources, filled-in terminal colors, values left out).
    ///   - observer: receives ``PipelineProgress/bundlePacked(_:done:total:)`` as each bundle is packed.
    /// - Returns: every file, with paths `<platform>/<path>`; each platform's `manifest.json` last.
    public static func bundle(
        _ input: BundleInput, platforms: [BundlePlatform], diagnostics: inout DiagnosticBag,
        observer: PipelineObserver? = nil
    ) -> [GeneratedFile] {
        guard !input.themes.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: rule,
                    "the token source resolves to no theme, so there is nothing to bundle; check its modifiers and contexts"
                ))
            return []
        }
        let themes = BundleThemes(input.emitter)
        var seen: Set<BundlePlatform> = []
        let unique = platforms.filter { seen.insert($0).inserted }
        // Each platform is packed on its own core; then every file of every bundle is hashed on
        // all cores at once (the apple bundle alone has 50,000 files for 100k tokens); then
        // the manifests are made, again a platform per core. Results in platform order.
        let counter = ProgressCounter(observer, total: unique.count, event: PipelineProgress.bundlePacked)
        let packedFiles = ParallelWork.map(unique) { platform in
            var bag = DiagnosticBag()
            let files = packer(for: platform).files(for: input, themes: themes, diagnostics: &bag)
            return (bag, files)
        }
        var digests = BundleFileDigests.hexDigests(of: packedFiles.flatMap { $0.1.map(\.contents) })[...]
        var platformDigests: [ArraySlice<String>] = []
        for (_, files) in packedFiles {
            platformDigests.append(digests.prefix(files.count))
            digests = digests.dropFirst(files.count)
        }
        let packed = ParallelWork.map(Array(zip(unique, zip(packedFiles, platformDigests)))) { item in
            let (platform, ((bag, files), fileDigests)) = item
            defer { counter.finished(platform.rawValue) }
            let manifest = BundleManifest.manifest(
                for: platform, files: files, digests: Array(fileDigests), input: input, themes: themes)
            let prefixed = (files + [manifest]).map {
                GeneratedFile(path: platform.rawValue + "/" + $0.path, contents: $0.contents)
            }
            return (bag, prefixed)
        }
        var result: [GeneratedFile] = []
        for (bag, files) in packed {
            diagnostics.append(contentsOf: bag.all)
            result += files
        }
        return result
    }

    /// The rule id of the bundle diagnostics.
    public static let rule = "bundle"
}

/// Builds the files of one platform bundle.
protocol BundlePacker {
    /// The bundle's files (without the manifest), paths relative to the bundle folder.
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}
