import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prism-tokens validate`: checks a token source in every theme and prints diagnostics.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Validate a token source: structure, references and accessibility in every theme."
    static let discussion = """
        Every permutation of modifier contexts (every theme) is resolved and checked. Diagnostics print
        in compiler format (file:line:column: error: [rule] message) so editors and SwiftPM link them.

        Adopting on an existing system: --write-baseline FILE records today's findings (and exits 0);
        with --baseline FILE only findings not in it fail a run. 'prism-tokens rules' lists the rules
        --rule accepts.

        Exit status: 0 when clean (warnings allowed unless --strict), 1 when the tokens have errors,
        2 for usage errors and unreadable files.
        """
    static let examples = [
        "prism-tokens validate",
        "prism-tokens validate design/tokens.resolver.json --input theme=dark",
        "prism-tokens validate --rule contrast.apca=error --strict --format sarif > findings.sarif",
        "prism-tokens validate --write-baseline tokens.baseline.json",
    ]
    static let spec = TokenSourceOptions.spec(
        formats: ["text", "json", "sarif", "github"],
        options: [
            .init(
                name: "--write-baseline", valueName: "FILE",
                help: "Record every finding of this run in FILE (a baseline) and exit 0.")
        ],
        flags: [
            .init(
                name: "--explain-pairs",
                help: "Print every checked contrast pair, grouped by the strategy that found it (text format)."),
            TokenSourceOptions.watchFlag,
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let report: DiagnosticReport
        var findings: [Diagnostic] = []
        var diagnostics = PipelineDiagnostics()
        do {
            let validated = try context.pipeline(options.pipelineOptions(), quiet: options.quiet).validate(&diagnostics)
            context.keepUntilExit(validated)
            let triage = diagnostics.triage ?? DiagnosticTriage(DiagnosticBag(), policy: validated.policy)
            findings = triage.findings
            report = DiagnosticReport(
                diagnostics: triage.shown,
                tokens: validated.resolution.tokenCount,
                themes: validated.resolution.themes.count,
                pairsChecked: validated.validation.pairsChecked,
                baselined: triage.baselined,
                comparedWithBaseline: options.baseline != nil,
                pairs: validated.validation.pairs
            )
        } catch {
            // The fatal diagnostic is printed; machine formats carry it too. A source that
            // cannot be read has no baseline to record.
            let status = try PipelinePresentation.stopped(
                diagnostics, options: options, command: name, context: context, writesFiles: false, document: false)
            guard status == .failure, let diagnostic = diagnostics.fatal, options.format != "text",
                arguments.value("--write-baseline") == nil
            else { return status }
            report = DiagnosticReport(diagnostics: [diagnostic], tokens: 0, themes: 0, pairsChecked: 0)
        }
        if let path = arguments.value("--write-baseline") {
            return writeBaseline(Baseline(recording: findings), to: path, context: context, quiet: options.quiet)
        }
        switch options.format {
        case "json": context.print(report.json().serialized())
        case "sarif": context.print(SARIFReport.json(report, toolVersion: PrismTokensCLI.version).serialized())
        case "github": context.writeOut(GitHubAnnotations.text(report))
        default:
            if arguments.has("--explain-pairs") { context.writeOut(PairListing.text(report.pairs)) }
            context.writeOut(report.text(colored: context.stdoutUsesColor, quiet: options.quiet))
        }
        return report.errors > 0 ? .failure : .success
    }

    /// Writes a baseline file atomically.
    /// - Returns: 0, or 2 when the file cannot be written.
    static func writeBaseline(_ baseline: Baseline, to path: String, context: CommandContext, quiet: Bool)
        -> ExitStatus
    {
        let absolute = context.absolutePath(path)
        let folder = SourcePath.directory(of: absolute)
        do {
            _ = try OutputWriter.write(
                [GeneratedFile(path: String(absolute.dropFirst(folder.count + 1)), contents: baseline.serialized())],
                to: folder, mode: .write)
        } catch {
            context.printError("error: \(error.description)")
            return .usageOrIO
        }
        if !quiet { context.print("wrote \(path): \(FindingsText.counted(baseline.count, "finding"))") }
        return .success
    }
}
