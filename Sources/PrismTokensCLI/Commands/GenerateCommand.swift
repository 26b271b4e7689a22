import PrismTokens

/// `prism-tokens generate`: validates, then renders Swift, CSS and ANSI outputs into a folder.
enum GenerateCommand: Command {
    static let name = "generate"
    static let abstract = "Generate Swift, CSS and ANSI outputs from a token source (after validating it)."
    static let discussion = """
        Nothing is written when validation fails. Files are written atomically and only when their
        bytes change. --check writes nothing and exits 1 listing stale files (for CI); --dry-run
        lists what would change. --templates DIR overrides built-in templates by name (see
        'Templates/' in the repository for the names). A run whose inputs and options did not change
        reuses the last run's files from the cache folder (default: .build/prism-tokens-cache; safe
        to delete; --no-cache turns it off).
        """
    static let spec = TokenSourceOptions.spec(
        formats: nil,
        options: [
            .init(name: "--out", valueName: "DIR", help: "The output folder (default: Generated)."),
            .init(name: "--templates", valueName: "DIR", help: "A folder of template overrides."),
            .init(
                name: "--platform", valueName: "PLATFORM",
                help: "Emit only this platform (repeatable; default: swift, css and ansi; xcassets on request).",
                isRepeating: true, allowedValues: Platform.allCases.map(\.rawValue)),
            .init(name: "--css-prefix", valueName: "PREFIX", help: "Prefix of CSS custom properties (default: prism)."),
            .init(
                name: "--css-names", valueName: "STYLE",
                help:
                    "How token paths become CSS names: prism (default) or terrazzo (Terrazzo's names; `$root` tokens take their group's name).",
                allowedValues: CSSNameStyle.allCases.map(\.rawValue)),
            .init(
                name: "--cache-dir", valueName: "DIR",
                help: "Where unchanged runs are remembered (default: .build/prism-tokens-cache; safe to delete)."),
        ],
        flags: [
            .init(name: "--check", help: "Write nothing; exit 1 if any output is stale."),
            .init(name: "--dry-run", help: "Write nothing; list the files that would change."),
            .init(name: "--no-cache", help: "Neither reuse nor remember generated files (see --cache-dir)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let output = arguments.value("--out") ?? "Generated"
        let platforms =
            arguments.values("--platform").isEmpty
            ? Platform.defaultPlatforms : arguments.values("--platform").compactMap(Platform.init(rawValue:))
        let caching = GenerationCaching(arguments, command: name, context: context)
        let files: [GeneratedFile]
        if let cached = caching?.lookup(printingTo: context) {
            files = cached
        } else {
            switch try TokenGeneration.generate(
                options, templatesDirectory: arguments.value("--templates"), platforms: platforms,
                cssPrefix: arguments.value("--css-prefix"),
                cssNames: arguments.value("--css-names").flatMap(CSSNameStyle.init(rawValue:)) ?? .prism,
                command: name, context: caching?.context ?? context, provider: caching?.provider)
            {
            case .success(let value):
                files = value.files
                context.keepUntilExit(value)
                caching?.store(value.files)
            case .failure(let box): return box.status
            }
        }
        let mode: OutputWriter.Mode =
            arguments.has("--check") ? .check : (arguments.has("--dry-run") ? .dryRun : .write)
        let report: OutputWriter.Report
        do {
            report = try context.timed("write") { () throws(OutputWriter.WriteError) in
                try OutputWriter.write(files, to: context.absolutePath(output), mode: mode)
            }
        } catch {
            context.printError("error: \(error.description)")
            return .usageOrIO
        }
        switch mode {
        case .check:
            if report.changed.isEmpty {
                if !options.quiet {
                    context.print(
                        "\(output): \(FindingsText.counted(report.unchanged.count, "file")) \(report.unchanged.count == 1 ? "is" : "are") current"
                    )
                }
                return .success
            }
            for path in report.changed {
                context.printError("\(output)/\(path): error: stale; run 'prism-tokens generate' and commit the result")
            }
            return .failure
        case .dryRun:
            for path in report.changed { context.print("would write \(output)/\(path)") }
            if !options.quiet {
                context.print(
                    "\(FindingsText.counted(report.changed.count, "file")) would change, \(report.unchanged.count) unchanged"
                )
            }
        case .write:
            if !options.quiet {
                context.print(
                    "wrote \(FindingsText.counted(report.changed.count, "file")) to \(output) (\(report.unchanged.count) unchanged)"
                )
            }
        }
        return .success
    }
}

/// The files of a successful generation, and the diagnostics (warnings) met on the way.
struct GenerationOutcome {
    var files: [GeneratedFile]
    var resolution: TokenSetResolution
    var validation: TokenValidation.Result
    /// What the emitters were given (bundle renders per platform from it).
    var input: EmitterInput
    /// The templates, built-in or overridden with `--templates`.
    var templates: TemplateSet
    /// The run's rule policy (bundle triages its own findings with it).
    var policy: RulePolicy
}

/// Resolve → validate → render, shared by `generate` and `bundle`. Prints diagnostics; never writes.
enum TokenGeneration {
    /// Runs the stages up to rendering.
    /// - Parameters:
    ///   - options: the shared token-source options (source, inputs, rules, strictness, baseline).
    ///   - templatesDirectory: `--templates`, if given.
    ///   - platforms: the platforms to render (empty: render nothing, e.g. for `bundle`).
    ///   - cssPrefix: `--css-prefix`, if given.
    ///   - cssNames: `--css-names`: how token paths become CSS names.
    /// - Returns: the outcome, or the exit status after printing why nothing may be written.
    static func generate(
        _ options: TokenSourceOptions, templatesDirectory: String?, platforms: [Platform], cssPrefix: String?,
        cssNames: CSSNameStyle = .prism, command: String, context: CommandContext,
        provider: (any SourceFileProvider)? = nil
    ) throws(UsageError) -> Result<GenerationOutcome, ExitStatusBox> {
        let resolution: TokenSetResolution
        switch try context.timed(
            "read and resolve",
            { () throws(UsageError) in
                try TokenSourceLoading.resolve(
                    options, command: command, context: context, allPermutations: true, provider: provider)
            })
        {
        case .success(let value): resolution = value
        case .failure(let box): return .failure(box)
        }
        let validation = context.timed("validate") {
            TokenValidation.validate(resolution, overrides: options.overrides)
        }
        let policy = options.policy(validation.configuration)
        var diagnostics = validation.diagnostics
        var triage = DiagnosticTriage(diagnostics, policy: policy, baseline: options.baseline)
        var templates = TemplateSet.builtIn
        if let directory = templatesDirectory {
            do {
                templates = templates.overriding(
                    with: try TemplateDirectoryLoader.load(context.absolutePath(directory)))
            } catch {
                context.printError(DiagnosticText.line(error.diagnostic, colored: context.stderrUsesColor))
                return .failure(ExitStatusBox(status: .usageOrIO, diagnostic: error.diagnostic))
            }
        }
        let generateOptions = GenerateOptions(
            platforms: platforms, cssPrefix: cssPrefix ?? "prism", cssNames: cssNames,
            toolVersion: PrismTokensCLI.version)
        let sourceName = options.file.split(separator: "/").last.map(String.init) ?? TokenSourceOptions.defaultFile
        let input = EmitterInput(
            resolution: resolution, configuration: validation.configuration, options: generateOptions,
            sourceName: sourceName)
        var files: [GeneratedFile] = []
        if !triage.hasErrors {
            do {
                files = try context.timed("render") { () throws(FatalDiagnostic) in
                    try TokenGenerator.generate(input, templates: templates, diagnostics: &diagnostics)
                }
            } catch {
                diagnostics.append(error.diagnostic)
            }
            triage = DiagnosticTriage(diagnostics, policy: policy, baseline: options.baseline)
        }
        FindingsText.printToStandardError(triage, options: options, context: context)
        if triage.hasErrors {
            context.printError("error: nothing was written because the tokens have errors; fix them and run again")
            return .failure(ExitStatusBox(status: .failure, diagnostic: nil))
        }
        return .success(
            GenerationOutcome(
                files: files, resolution: resolution, validation: validation, input: input, templates: templates,
                policy: policy))
    }
}
