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
    static let examples = [
        "prism-tokens generate",
        "prism-tokens generate --namespace Acme --out Sources/AcmeTokens/Generated",
        "prism-tokens generate --check",
        "prism-tokens generate --watch",
        "prism-tokens generate --platform css --css-names terrazzo --format json",
    ]
    static let spec = TokenSourceOptions.spec(
        formats: TokenSourceOptions.findingFormats,
        options: [
            TokenSourceOptions.outOption(writes: "the generated files", default: "Generated"),
            TokenSourceOptions.namespaceOption,
            .init(name: "--templates", valueName: "DIR", help: "A folder of template overrides."),
            .init(
                name: "--platform", valueName: "PLATFORM",
                help:
                    "Emit only this platform (repeatable; default: swift, css and ansi; xcassets and json on request).",
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
            TokenSourceOptions.watchFlag,
            .init(
                name: "--css-expand-composites",
                help:
                    "Also give each shadow member a custom property (`-offset-x`…, `-1-blur` per layer), as Style Dictionary's expand writes them."
            ),
            .init(
                name: "--css-unitless-sizes",
                help:
                    "Write sizes Tokens Studio wrote without a unit as bare numbers, as sd-transforms does without ts/size/px."
            ),
            .init(name: "--no-cache", help: "Neither reuse nor remember generated files (see --cache-dir)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let output = arguments.value("--out") ?? "Generated"
        var pipelineOptions = options.pipelineOptions()
        pipelineOptions.templatesDirectory = arguments.value("--templates").map(context.absolutePath)
        pipelineOptions.platforms =
            arguments.values("--platform").isEmpty
            ? Platform.defaultPlatforms : arguments.values("--platform").compactMap(Platform.init(rawValue:))
        pipelineOptions.cssPrefix = arguments.value("--css-prefix")
        pipelineOptions.cssNames = arguments.value("--css-names").flatMap(CSSNameStyle.init(rawValue:)) ?? .prism
        pipelineOptions.cssExpandComposites = arguments.has("--css-expand-composites")
        pipelineOptions.cssUnitlessSizes = arguments.has("--css-unitless-sizes")
        pipelineOptions.output = output
        pipelineOptions.namespace = try TokenSourceOptions.namespace(arguments, command: name)
        pipelineOptions.deferredRelease = context.deferredRelease()
        let caching =
            options.isMachineFormat
            ? nil
            : GenerationCaching(
                arguments, options: pipelineOptions, presentation: options, command: name, context: context)
        let files: [GeneratedFile]
        if let cached = caching?.lookup(printingTo: context) {
            files = cached
        } else {
            let runContext = caching?.context ?? context
            var diagnostics = PipelineDiagnostics()
            let generation: PipelineGeneration
            do {
                generation = try runContext.pipeline(pipelineOptions, provider: caching?.provider, quiet: options.quiet)
                    .generate(&diagnostics)
                context.keepUntilExit(generation)
            } catch {
                return try PipelinePresentation.stopped(
                    diagnostics, options: options, command: name, context: runContext)
            }
            PipelinePresentation.findings(
                diagnostics, validated: generation.validated, options: options, context: runContext)
            files = generation.files
            caching?.store(files)
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
                if options.printsSummary {
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
            if options.printsSummary {
                context.print(
                    "\(FindingsText.counted(report.changed.count, "file")) would change, \(report.unchanged.count) unchanged"
                )
            }
        case .write:
            if context.listsWrittenFiles {
                for path in report.changed { context.print("wrote \(output)/\(path)") }
            }
            if options.printsSummary {
                context.print(
                    "wrote \(FindingsText.counted(report.changed.count, "file")) to \(output) (\(report.unchanged.count) unchanged)"
                )
            }
        }
        return .success
    }
}
