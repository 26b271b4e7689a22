import PrismTokens

/// `prism-tokens diff`: the changes between two versions of a token source, as release notes or JSON.
enum DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Compare two token sources: added, removed, renamed, retyped, deprecated and changed tokens."
    static let discussion = """
        Themes are matched by name and every theme is compared. A removed and an added token with the
        same type and value in every theme count as a rename. Removals, renames and type changes are
        major, additions and deprecations minor, value changes patch. Exit status 1 when either file
        has errors (tokens that resolve are still compared).
        """
    static let examples = [
        "prism-tokens diff old/tokens.json tokens.json",
        "prism-tokens diff old/tokens.json tokens.json --format json",
    ]
    static let spec = ArgumentSpec(
        positionals: [
            .init(name: "OLD", help: "The previous token source."),
            .init(name: "NEW", help: "The new token source."),
        ],
        options: [
            .init(
                name: "--format", valueName: "FORMAT", help: "Output format (default: text).",
                allowedValues: ["text", "json"])
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        var resolutions: [TokenSetResolution] = []
        for file in arguments.positionals {
            var diagnostics = PipelineDiagnostics()
            let options = TokenPipelineOptions(source: file, toolVersion: PrismTokensCLI.version)
            do {
                resolutions.append(try context.pipeline(options).resolve(&diagnostics, forValidation: false))
            } catch {
                if let fatal = diagnostics.fatal {
                    context.printError(DiagnosticText.line(fatal, colored: context.stderrUsesColor))
                }
                return ExitStatus(diagnostics.status)
            }
        }
        let diff = TokenDiff(old: resolutions[0], new: resolutions[1])
        if arguments.value("--format") == "json" {
            context.print(TokenDiffText.json(diff).serialized())
        } else {
            context.writeOut(TokenDiffText.releaseNotes(diff))
        }
        let errors = resolutions.flatMap { $0.diagnostics.all.filter { $0.severity == .error } }
        for d in errors { context.printError(DiagnosticText.line(d, colored: context.stderrUsesColor)) }
        return errors.isEmpty ? .success : .failure
    }
}
