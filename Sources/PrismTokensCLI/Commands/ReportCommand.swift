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
    static let spec = TokenSourceOptions.spec(
        formats: nil,
        options: [
            .init(name: "--out", valueName: "FILE.html", help: "Where to write the report.", isRequired: true),
            .init(
                name: "--templates", valueName: "DIR",
                help: "A folder of template overrides (report/report.html.mustache)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let resolution: TokenSetResolution
        switch try TokenSourceLoading.resolve(options, command: name, context: context, allPermutations: true) {
        case .success(let value): resolution = value
        case .failure(let box): return box.status
        }
        var validation = TokenValidation.validate(resolution, overrides: options.overrides)
        let triage = DiagnosticTriage(
            validation.diagnostics, policy: options.policy(validation.configuration), baseline: options.baseline)
        // The report shows what the run reports: the policy applied, baselined findings left out.
        validation.diagnostics = DiagnosticBag()
        validation.diagnostics.append(contentsOf: triage.shown)
        var templates = TemplateSet.builtIn
        let output = context.absolutePath(arguments.value("--out") ?? "report.html")
        do {
            if let directory = arguments.value("--templates") {
                templates = templates.overriding(
                    with: try TemplateDirectoryLoader.load(context.absolutePath(directory)))
            }
            let file = options.file
            let html = try AccessibilityReport.render(
                resolution: resolution, validation: validation, templates: templates,
                sourceName: file, sourceURL: "file://" + context.absolutePath(file), toolVersion: PrismTokensCLI.version
            )
            let folder = SourcePath.directory(of: output)
            _ = try OutputWriter.write(
                [GeneratedFile(path: String(output.dropFirst(folder.count + 1)), contents: html)], to: folder,
                mode: .write)
        } catch let error as FatalDiagnostic {
            context.printError(DiagnosticText.line(error.diagnostic, colored: context.stderrUsesColor))
            return error.diagnostic.rule == "io" ? .usageOrIO : .failure
        } catch {
            context.printError("error: \(error)")
            return .usageOrIO
        }
        FindingsText.printToStandardError(triage, options: options, context: context)
        let errors = triage.count(of: .error)
        if !options.quiet {
            context.print(
                "wrote \(output): \(FindingsText.counted(resolution.themes.count, "theme")), \(FindingsText.counted(validation.pairsChecked, "pair")), \(FindingsText.counted(errors, "error")), \(FindingsText.counted(triage.count(of: .warning), "warning"))"
            )
        }
        return errors > 0 ? .failure : .success
    }
}
