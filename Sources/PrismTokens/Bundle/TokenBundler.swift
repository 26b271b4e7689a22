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

    /// Renders the generator platforms the bundles of `platforms` need and packs the bundles,
    /// all as one set of jobs on the machine's cores.
    ///
    /// Each generator platform is rendered separately (so a bundle's content never depends on
    /// which other bundles are packed with it); a bundle is packed, its files hashed and its
    /// manifest made as soon as the platforms it needs are rendered, while the others still
    /// render or pack (the json and android bundles need none). Diagnostics are kept in the order
    /// of rendering everything first, then packing: each rendered platform's in ``Platform``
    /// order, and only when none of them is an error, each bundle's in the order of `platforms`.
    /// - Parameters:
    ///   - input: the tokens, the name and the version; its `generated` files are ignored (the
    ///     platforms are rendered here), its emitter's `options.platforms` too.
    ///   - templates: the templates to render with.
    ///   - platforms: the bundles to pack, each once, in this order.
    ///   - diagnostics: receives the emitters' diagnostics (a template that does not parse or
    ///     render becomes an error) and the `bundle` warnings for what a platform cannot express
    ///     as given (renamed resources, filled-in terminal colors, values left out); when it holds
    ///     errors, nothing may be written.
    ///   - observer: receives ``PipelineProgress/platformRendered(_:done:total:)`` as each
    ///     platform finishes rendering and ``PipelineProgress/bundlePacked(_:done:total:)`` as each
    ///     bundle is packed.
    ///   - laterSources: when given, the source files for the manifests (in place of the input's),
    ///     waited for only when a bundle's manifest is made; `nil` from it (they could not be read
    ///     back) leaves the bundles out, and the caller stops the run.
    ///   - packed: receives bundle files (paths as returned) as soon as they are final, on the
    ///     thread that made them: each bundle's files (manifest included) when it is packed
    ///     without an error, and before that the apple bundle's asset catalog when the xcassets
    ///     platform is rendered (`bundle` stages them for writing: ``OutputWriter/EarlyStaging``).
    ///     The files returned are the ones to write, in order: every file it received, or none
    ///     (a render failed; an error among the findings stops the run).
    /// - Returns: every file, with paths `<platform>/<path>`, each platform's `manifest.json`
    ///   last; none when a template does not parse (whether or not a bundle renders it), a
    ///   platform failed to render, or the source resolves to no theme.
    public static func renderAndBundle(
        _ input: BundleInput, templates: TemplateSet, platforms: [BundlePlatform], diagnostics: inout DiagnosticBag,
        observer: PipelineObserver? = nil, laterSources: (@Sendable () -> [BundleSourceFile]?)? = nil,
        packed: (@Sendable ([GeneratedFile]) -> Void)? = nil
    ) -> [GeneratedFile] {
        // Every template must parse, as for `generate`, even when no requested bundle renders;
        // parsed once here for every platform rendered.
        let library: MustacheLibrary
        do throws(FatalDiagnostic) {
            library = try templates.renderingLibrary()
        } catch {
            diagnostics.append(error.diagnostic)
            return []
        }
        var seen: Set<BundlePlatform> = []
        let unique = platforms.filter { seen.insert($0).inserted }
        let rendered = generatorPlatforms(for: unique)
        let packing = input.themes.isEmpty ? [] : unique
        let steps = BundleStep.ordered(rendering: rendered, packing: packing)
        let themes = BundleThemes(input.emitter)
        // The ANSI emitter takes the palettes the themes were read with (reading one walks every token).
        var withPalettes = input.emitter
        withPalettes.terminalPalettes = themes.all.map { ($0.palette, $0.paletteFindings) }
        let emitter = withPalettes
        let renderCounter = ProgressCounter(
            observer, total: rendered.count, event: PipelineProgress.platformRendered)
        let packCounter = ProgressCounter(observer, total: packing.count, event: PipelineProgress.bundlePacked)
        let readyAssets = ReadyAssets()
        let jobs = steps.map { step -> ParallelWork.Job<BundleStep.Outcome> in
            switch step {
            case .render(let platform):
                let feedsApple = platform == .xcassets && packing.contains(.apple)
                return ParallelWork.Job { _ in
                    let outcome = render(platform, input: emitter, templates: templates, library: library)
                    renderCounter.finished(platform.rawValue)
                    // The asset catalog goes into the apple bundle as rendered: final already, so
                    // moved, hashed and handed over now.
                    if feedsApple, case .rendered(let bag, .success(let files)) = outcome, !bag.hasErrors {
                        let assets = AppleBundlePacker.Assets(rendered: files)
                        readyAssets.set(assets)
                        packed?(assets.prefixed)
                    }
                    return outcome
                }
            case .pack(let platform):
                let needs = platform.generatorPlatforms.compactMap { steps.firstIndex(of: .render($0)) }
                return ParallelWork.Job(after: needs) { finished in
                    var bundleInput = input
                    bundleInput.generated = [:]
                    if platform == .apple { bundleInput.appleAssets = readyAssets.value }
                    for index in needs {
                        guard case .rendered(let bag, .success(let files)) = finished[index], !bag.hasErrors,
                            case .render(let generator) = steps[index]
                        else { return .skipped }
                        bundleInput.generated[generator] = files
                    }
                    let outcome = pack(platform, input: bundleInput, themes: themes, laterSources: laterSources)
                    if case .packed(let bag, let files) = outcome {
                        packCounter.finished(platform.rawValue)
                        if !bag.hasErrors, let packed {
                            // The asset catalog was handed over when rendered (the render job
                            // above): only the rest of the apple bundle is new.
                            let early = platform == .apple ? bundleInput.appleAssets?.files.count : nil
                            packed(
                                early.map { Array(files.prefix(max(0, files.count - 1 - $0))) + files.suffix(1) }
                                    ?? files)
                        }
                    }
                    return outcome
                }
            }
        }
        let outcomes = ParallelWork.run(jobs)
        // The renders' files (the asset catalog's 52,000 at their rendered paths among them) and
        // the catalog moved into the bundle with its digests: freed at exit, not by the run's
        // last thread while the other core has nothing left to do.
        input.emitter.options.deferredRelease?.keep((outcomes, readyAssets))
        var renderFindings = DiagnosticBag()
        for platform in rendered {
            guard let index = steps.firstIndex(of: .render(platform)),
                case .rendered(let bag, let files) = outcomes[index]
            else { continue }
            renderFindings.append(contentsOf: bag.all)
            if case .failure(let fatal) = files {
                renderFindings.append(fatal.diagnostic)
                break
            }
        }
        diagnostics.append(contentsOf: renderFindings.all)
        guard !renderFindings.hasErrors else { return [] }
        guard !input.themes.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error, rule: rule,
                    "the token source resolves to no theme, so there is nothing to bundle; check its modifiers and contexts"
                ))
            return []
        }
        var result: [GeneratedFile] = []
        for platform in unique {
            guard let index = steps.firstIndex(of: .pack(platform)),
                case .packed(let bag, let files) = outcomes[index]
            else { continue }
            diagnostics.append(contentsOf: bag.all)
            result += files
        }
        return result
    }

    /// One generator platform rendered on its own.
    private static func render(
        _ platform: Platform, input: EmitterInput, templates: TemplateSet, library: MustacheLibrary
    ) -> BundleStep.Outcome {
        var single = input
        single.options.platforms = [platform]
        var bag = DiagnosticBag()
        let files = Result { () throws(FatalDiagnostic) in
            try TokenGenerator.generate(single, templates: templates, library: library, diagnostics: &bag)
        }
        return .rendered(bag, files)
    }

    /// One bundle packed, its files hashed (on whatever cores are free) and its manifest added,
    /// paths prefixed with the platform's folder.
    private static func pack(
        _ platform: BundlePlatform, input: BundleInput, themes: BundleThemes,
        laterSources: (@Sendable () -> [BundleSourceFile]?)?
    ) -> BundleStep.Outcome {
        var bag = DiagnosticBag()
        let files = packer(for: platform).files(for: input, themes: themes, diagnostics: &bag)
        // The apple bundle's asset catalog, its last files, hashed and prefixed when rendered.
        let ready = input.appleAssets.flatMap { $0.files.count <= files.count ? $0 : nil }
        let hashed = files.count - (ready?.files.count ?? 0)
        let digests =
            BundleFileDigests.hexDigests(of: files.prefix(hashed).map(\.body)) + (ready?.digests ?? [])
        var input = input
        if let laterSources {
            guard let sources = laterSources() else { return .skipped }
            input.sources = sources
        }
        let manifest = BundleManifest.manifest(
            for: platform, files: files, digests: digests, input: input, themes: themes)
        // On free cores in slices: the apple bundle has 52,000 paths. Joined in one array sized
        // for all (`a + b + c` copied the asset catalog's 52,000 files twice).
        var prefixed = ParallelWork.map(Array(files.prefix(hashed)), slicedBy: 4096, platform.prefixing)
        prefixed.reserveCapacity(prefixed.count + (ready?.prefixed.count ?? 0) + 1)
        if let ready { prefixed += ready.prefixed }
        prefixed.append(platform.prefixing(manifest))
        return .packed(bag, prefixed)
    }

    /// The rule id of the bundle diagnostics.
    public static let rule = "bundle"
}

/// Builds the files of one platform bundle.
protocol BundlePacker {
    /// The bundle's files (without the manifest), paths relative to the bundle folder.
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
}

/// The apple bundle's asset catalog, made ready by the xcassets render job for the apple pack job
/// (which runs after it: the jobs' order makes the value visible; the lock keeps it simple).
private final class ReadyAssets: @unchecked Sendable {
    private let lock = PlatformLock()
    private var assets: AppleBundlePacker.Assets?

    /// Keeps the asset catalog.
    func set(_ assets: AppleBundlePacker.Assets) { lock.withLock { self.assets = assets } }

    /// The asset catalog, if the render job made it ready.
    var value: AppleBundlePacker.Assets? { lock.withLock { assets } }
}
