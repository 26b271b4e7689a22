/// The Render stage's entry point: renders every output of the requested platforms.
public enum TokenGenerator {
    /// The emitters of every platform.
    static let emitters: [any PlatformEmitter.Type] = [
        SwiftEmitter.self, CSSEmitter.self, ANSIEmitter.self, XCAssetsEmitter.self,
    ]

    /// The emitter of a platform.
    static func emitter(for platform: Platform) -> (any PlatformEmitter.Type)? {
        emitters.first { $0.platform == platform }
    }

    /// Renders the files of `input.options.platforms`.
    ///
    /// Platforms are independent, so each builds its context and renders its files on its own
    /// core (`ParallelWork`); the files and diagnostics are collected in platform order, so the
    /// result is the same as one platform after the other.
    /// - Parameters:
    ///   - input: the resolved tokens and options.
    ///   - templates: the templates to render with.
    ///   - diagnostics: receives context problems (e.g. Swift name collisions); when it holds errors
    ///     after this call, the files must not be written.
    ///   - observer: receives ``PipelineProgress/platformRendered(_:done:total:)`` as each platform finishes.
    /// - Returns: the files, in platform then template order.
    /// - Throws: ``FatalDiagnostic`` for a template that does not parse or render.
    public static func generate(
        _ input: EmitterInput, templates: TemplateSet, diagnostics: inout DiagnosticBag,
        observer: PipelineObserver? = nil
    ) throws(FatalDiagnostic) -> [GeneratedFile] {
        try generate(
            input, templates: templates, library: templates.renderingLibrary(), diagnostics: &diagnostics,
            observer: observer)
    }

    /// ``generate(_:templates:diagnostics:observer:)`` with `templates` already parsed into
    /// `library` (`bundle` parses them once for every platform it renders).
    static func generate(
        _ input: EmitterInput, templates: TemplateSet, library: MustacheLibrary, diagnostics: inout DiagnosticBag,
        observer: PipelineObserver? = nil
    ) throws(FatalDiagnostic) -> [GeneratedFile] {
        // JSON is written without templates or an emitter (``ResolvedJSONFiles``).
        let platforms = input.options.platforms.filter { $0 == .json || emitter(for: $0) != nil }
        let counter = ProgressCounter(
            observer, total: platforms.count, event: PipelineProgress.platformRendered)
        let writesCSSDirectly = CSSStylesheetWriter.writesSameText(as: templates)
        let swiftWriters = SwiftFileWriters(templates)
        let writesXCAssetsDirectly = XCAssetsColorSetWriter.writesSameText(as: templates)
        // JSON first: its files are one job no other thread can take a share of, so started last
        // it often ran alone at the end (at 50k tokens, ~25 ms with the other core idle), while
        // the Swift platform's enums (and, with several themes, the stylesheet's slices) are
        // shared by threads that finish early. The outcomes are put back in platform order.
        let order =
            platforms.indices.filter { platforms[$0] == .json } + platforms.indices.filter { platforms[$0] != .json }
        let scheduled = ParallelWork.map(order) { position in
            let platform = platforms[position]
            let outcome: PlatformOutcome
            switch platform {
            case .css where writesCSSDirectly: outcome = writeCSS(input)
            case .swift where !swiftWriters.isEmpty:
                outcome = renderSwift(input, library: library, writers: swiftWriters)
            case .xcassets where writesXCAssetsDirectly: outcome = writeXCAssets(input, library: library)
            case .json: outcome = writeJSON(input)
            default:
                outcome =
                    emitter(for: platform).map { render($0, input: input, library: library) }
                    ?? PlatformOutcome(diagnostics: DiagnosticBag(), files: .success([]))
            }
            counter.finished(platform.rawValue)
            return outcome
        }
        var outcomes = scheduled
        for (scheduledAt, position) in order.enumerated() { outcomes[position] = scheduled[scheduledAt] }
        var files: [GeneratedFile] = []
        for outcome in outcomes {
            diagnostics.append(contentsOf: outcome.diagnostics.all)
            files += try outcome.files.get()
        }
        return files
    }

    /// What one platform produced: its context diagnostics, and its files or the template error.
    struct PlatformOutcome: Sendable {
        var diagnostics: DiagnosticBag
        var files: Result<[GeneratedFile], FatalDiagnostic>
    }

    /// The CSS platform's file written without templates (``CSSStylesheetWriter``: the built-in
    /// templates' text, without building their context).
    static func writeCSS(_ input: EmitterInput) -> PlatformOutcome {
        var diagnostics = DiagnosticBag()
        let body = CSSStylesheetWriter.body(for: input, diagnostics: &diagnostics)
        return PlatformOutcome(
            diagnostics: diagnostics, files: .success([GeneratedFile(path: CSSEmitter.path(for: input), body: body)]))
    }

    /// The JSON platform's files: each theme's DTCG file and flat map (``ResolvedJSONFiles``)
    /// below `JSON/`, named like the ANSI scripts and the bundles' theme files.
    static func writeJSON(_ input: EmitterInput) -> PlatformOutcome {
        var diagnostics = DiagnosticBag()
        let themes = input.resolution.themes
        let first = ResolvedJSONFiles.FirstTheme(tree: input.resolution.inAdvance.tokenTree?.take(for: themes))
        // The first theme's tree was built on another core: freed here, its nodes went back to
        // that core's heap, under the heap's lock, while the CSS writer allocated from it.
        input.options.deferredRelease?.keep(first)
        let files = ResolvedJSONFiles.files(
            zip(themes, TerminalNames.themeFileStems(themes)).map {
                ResolvedJSONFiles.Theme(resolved: $0, fileStem: $1)
            },
            first: first, notice: input.doNotEditNotice, output: .generated, diagnostics: &diagnostics)
        return PlatformOutcome(
            diagnostics: diagnostics, files: .success(files.map { $0.moved(to: jsonFolder + "/" + $0.path) }))
    }

    /// The JSON platform's folder below the output folder.
    static let jsonFolder = "JSON"

    /// The Swift platform's files with those `writers` cover written without their templates
    /// (``SwiftTokensFileWriter``, ``SwiftThemeFileWriter``, ``SwiftAppleFileWriter``) and the others
    /// rendered over a context that leaves out the lists only the written files' templates read.
    static func renderSwift(_ input: EmitterInput, library: MustacheLibrary, writers: SwiftFileWriters)
        -> PlatformOutcome
    {
        var diagnostics = DiagnosticBag()
        var input = input
        let rendered = SwiftEmitter.outputs.map(\.template).filter { !writers.writes($0) }
        input.templateNames = MustacheReferencedNames.names(usedBy: rendered, in: library)
        let made = SwiftRenderContext.make(input, diagnostics: &diagnostics)
        let jobs = SwiftEmitter.renderJobs(for: input, context: made.context)
        input.options.deferredRelease?.keep(made)
        return renderJobs(jobs, library: library, diagnostics: diagnostics) { [input] output in
            writers.body(of: output, made: made, input: input)
        }
    }

    /// The Asset Catalog with its color sets written without their template
    /// (``XCAssetsColorSetWriter``); the catalog's own `Contents.json` is rendered (its built-in
    /// template reads nothing, so it gets only the notice).
    static func writeXCAssets(_ input: EmitterInput, library: MustacheLibrary) -> PlatformOutcome {
        var diagnostics = DiagnosticBag()
        let sets = XCAssetsContext.colorSets(input, diagnostics: &diagnostics)
        let catalog = RenderJob(
            output: XCAssetsEmitter.outputs[0], context: .object(["notice": .string(input.doNotEditNotice)]))
        var outcome = renderJobs([catalog], library: library, diagnostics: diagnostics)
        outcome.files = outcome.files.map { rendered in
            XCAssetsColorSetWriter.files(sets, catalogText: rendered.first?.contents ?? "")
        }
        // A color set per color token, each with its entries' texts: freed at exit.
        input.options.deferredRelease?.keep(sets)
        return outcome
    }

    /// Builds one platform's context and renders its files.
    static func render(_ emitter: any PlatformEmitter.Type, input: EmitterInput, library: MustacheLibrary)
        -> PlatformOutcome
    {
        var diagnostics = DiagnosticBag()
        var input = input
        input.templateNames = MustacheReferencedNames.names(usedBy: emitter.outputs.map(\.template), in: library)
        let context = emitter.context(for: input, diagnostics: &diagnostics)
        return renderJobs(emitter.renderJobs(for: input, context: context), library: library, diagnostics: diagnostics)
    }

    /// Renders a platform's jobs, each on whichever core is free, and returns the files in job
    /// order (or the first failure in that order); `written` gives the bytes of an output written
    /// without its template (`nil` for the others).
    private static func renderJobs(
        _ jobs: [RenderJob], library: MustacheLibrary, diagnostics: DiagnosticBag,
        written: @escaping @Sendable (TemplateOutput) -> FileBody? = { _ in nil }
    ) -> PlatformOutcome {
        let bodies = ParallelWork.map(jobs) { job -> Result<FileBody, FatalDiagnostic> in
            let output = job.output
            if let body = written(output) { return .success(body) }
            return Result { () throws(FatalDiagnostic) in
                guard let template = try library.template(named: output.template) else {
                    throw FatalDiagnostic(
                        Diagnostic(
                            .error, rule: "template",
                            "no template named '\(output.template)'; restore it in the templates folder or remove the override"
                        ))
                }
                return try template.renderBody(job.context, partials: library, options: .sourceCode)
            }
        }
        var files: [GeneratedFile] = []
        for (job, body) in zip(jobs, bodies) {
            switch body {
            case .success(let body): files.append(GeneratedFile(path: job.output.path, body: body))
            case .failure(let failure): return PlatformOutcome(diagnostics: diagnostics, files: .failure(failure))
            }
        }
        return PlatformOutcome(diagnostics: diagnostics, files: .success(files))
    }
}
