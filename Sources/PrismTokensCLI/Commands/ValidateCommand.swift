import PrismTokens

/// `prism-tokens validate`: checks a token source in every theme and prints diagnostics.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Validate a token source: structure, references and accessibility in every theme."
    static let discussion = """
    Every permutation of modifier contexts (every theme) is resolved and checked. Diagnostics print
    in compiler format (file:line:column: error: [rule] message) so editors and SwiftPM link them.

    Exit status: 0 when clean (warnings allowed unless --strict), 1 when the tokens have errors,
    2 for usage errors and unreadable files.
    """
    static let spec = ArgumentSpec(
        positionals: [.init(name: "FILE", help: "The token source (default: ./tokens.json).", isOptional: true)],
        options: [
            .init(name: "--format", valueName: "FORMAT", help: "Output format (default: text).", allowedValues: ["text", "json", "sarif", "github"]),
            .init(name: "--input", valueName: "MOD=CTX", help: "Fix a modifier to one context instead of checking all (repeatable).", isRepeating: true),
            .init(name: "--rule", valueName: "RULE=SEVERITY", help: "Override a rule's severity for this run: error, warning, note or off (repeatable).", isRepeating: true),
        ],
        flags: [
            .init(name: "--strict", help: "Treat warnings as errors (exit 1 when there are any)."),
            .init(name: "--explain-pairs", help: "Print every checked contrast pair, grouped by the strategy that found it (text format)."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let format = arguments.value("--format") ?? "text"
        let report: DiagnosticReport
        switch try TokenSourceLoading.resolve(arguments, command: name, context: context, allPermutations: true) {
        case .success(let resolution):
            let validation = TokenValidation.validate(resolution, overrides: try RuleOverrideOption.parse(arguments, command: name))
            context.keepUntilExit((resolution, validation))
            report = DiagnosticReport(
                diagnostics: validation.diagnostics.sorted,
                tokens: resolution.tokenCount,
                themes: resolution.themes.count,
                pairsChecked: validation.pairsChecked,
                pairs: validation.pairs
            )
        case .failure(let box):
            guard box.status == .failure, let diagnostic = box.diagnostic, format != "text" else { return box.status }
            report = DiagnosticReport(diagnostics: [diagnostic], tokens: 0, themes: 0, pairsChecked: 0)
        }
        switch format {
        case "json": context.print(report.json().serialized())
        case "sarif": context.print(SARIFReport.json(report, toolVersion: PrismTokensCLI.version).serialized())
        case "github": context.writeOut(GitHubAnnotations.text(report))
        default:
            if arguments.has("--explain-pairs") { context.writeOut(report.explainedPairs()) }
            context.writeOut(report.text(colored: context.stdoutUsesColor))
        }
        if report.errors > 0 { return .failure }
        if arguments.has("--strict"), report.warnings > 0 { return .failure }
        return .success
    }
}
