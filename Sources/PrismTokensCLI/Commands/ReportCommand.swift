import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prism-tokens report`: a self-contained HTML accessibility report of every theme.
enum ReportCommand: Command {
    static let name = "report"
    static let abstract = "Write a self-contained HTML accessibility report of every theme."
    static let discussion = """
        The report (inline CSS and SVG, no scripts, nothing from the network) shows the summary,
        every checked pair as a real swatch with ratios and a pass/fail in words, contrast matrices,
        color-vision simulations, type specimens, motion curves and spacing scales, with links to
        tokens.json lines. It is written even when the tokens have errors (exit status 1 then).
        """
    static let examples = [
        "prism-tokens report",
        "prism-tokens report design/tokens.json --out site/accessibility.html",
    ]
    static let spec = TokenSourceOptions.spec(
        formats: TokenSourceOptions.findingFormats,
        options: [
            TokenSourceOptions.outOption("FILE.html", writes: "the report", default: "report.html"),
            .init(
                name: "--templates", valueName: "DIR",
                help: "A folder of template overrides (report/report.html.mustache)."),
        ],
        flags: [TokenSourceOptions.watchFlag]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let output = context.absolutePath(arguments.value("--out") ?? "report.html")
        var pipelineOptions = options.pipelineOptions()
        pipelineOptions.templatesDirectory = arguments.value("--templates").map(context.absolutePath)
        pipelineOptions.output = output
        var diagnostics = PipelineDiagnostics()
        let report: (html: String, validated: ValidatedTokens)
        do {
            report = try context.pipeline(pipelineOptions, quiet: options.quiet).report(
                sourceURL: "file://" + context.absolutePath(options.file), &diagnostics)
        } catch {
            return try PipelinePresentation.stopped(
                diagnostics, options: options, command: name, context: context, writesFiles: false)
        }
        let folder = SourcePath.directory(of: output)
        do {
            _ = try OutputWriter.write(
                [GeneratedFile(path: String(output.dropFirst(folder.count + 1)), contents: report.html)], to: folder,
                mode: .write)
        } catch {
            context.printError("error: \(error.description)")
            return .usageOrIO
        }
        let resolution = report.validated.resolution
        let validation = report.validated.validation
        let triage = diagnostics.triage ?? DiagnosticTriage(DiagnosticBag(), policy: report.validated.policy)
        PipelinePresentation.findings(diagnostics, validated: report.validated, options: options, context: context)
        let errors = triage.count(of: .error)
        if options.printsSummary {
            context.print(
                "wrote \(output): \(FindingsText.counted(resolution.themes.count, "theme")), \(FindingsText.counted(validation.pairsChecked, "pair")), \(FindingsText.counted(errors, "error")), \(FindingsText.counted(triage.count(of: .warning), "warning"))"
            )
        }
        return ExitStatus(diagnostics.status)
    }
}
