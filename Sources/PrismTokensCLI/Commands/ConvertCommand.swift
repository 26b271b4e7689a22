import PrismTokens

/// `prism-tokens convert`: writes a token source (a Tokens Studio folder or file, or any source
/// the tool reads) as DTCG 2025.10 resolver and token files.
enum ConvertCommand: Command {
    static let name = "convert"
    static let abstract = "Convert a token source (e.g. a Tokens Studio folder) to DTCG 2025.10 files."
    static let discussion = """
        Writes resolver.json, base.tokens.json and one token file per modifier context into --out.
        Values are written resolved (math, color functions and color modifiers evaluated), aliases stay
        references, and $description/$extensions are kept, so validating the result gives the same
        resolved values in every theme. Nothing is written when the source has errors.
        """
    static let spec = TokenSourceOptions.spec(
        formats: TokenSourceOptions.findingFormats,
        options: [
            .init(name: "--to", valueName: "FORMAT", help: "The output format; only 'dtcg' (DTCG 2025.10)."),
            .init(name: "--out", valueName: "DIR", help: "The folder to write the resolver and token files into."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let target = arguments.value("--to") ?? "dtcg"
        guard target == "dtcg" else {
            throw UsageError(message: "'--to \(target)' is not a format convert writes; use --to dtcg", command: name)
        }
        guard let out = arguments.value("--out") else {
            throw UsageError(message: "convert needs --out DIR, the folder to write into", command: name)
        }
        var diagnostics = PipelineDiagnostics()
        let resolution: TokenSetResolution
        do {
            resolution = try context.pipeline(options.pipelineOptions()).resolveStructure(&diagnostics)
        } catch {
            return try PipelinePresentation.stopped(
                diagnostics, options: options, command: name, context: context, writesFiles: false)
        }
        if let triage = diagnostics.triage, triage.hasErrors {
            if options.isMachineFormat {
                PipelinePresentation.findings(diagnostics, validated: nil, options: options, context: context)
            } else {
                for d in triage.shown where d.severity == .error {
                    context.printError(DiagnosticText.line(d, colored: context.stderrUsesColor))
                }
            }
            context.printError("error: nothing written; fix the errors above and convert again")
            return .failure
        }
        let result = DTCGConversion.convert(resolution)
        for path in result.notes {
            context.printError(
                "warning: '\(path)' depends on several modifiers at once; it is written with the default theme's value")
        }
        do {
            let report = try OutputWriter.write(result.files, to: context.absolutePath(out), mode: .write)
            if options.printsSummary {
                context.print(
                    "wrote \(report.changed.count) of \(result.files.count) files to \(out) (\(resolution.tokenCount) tokens, \(resolution.themes.count) themes)"
                )
            }
        } catch {
            context.printError("error: [io] \(error)")
            return .usageOrIO
        }
        return .success
    }
}
