import PrismTokens

/// `prism-tokens list`: prints the resolved tokens of one permutation of modifier contexts.
enum ListCommand: Command {
    static let name = "list"
    static let abstract = "List the resolved tokens of one theme."
    static let discussion = """
        Lists the default theme (each modifier's default context) unless --input picks contexts.
        Every token that resolves is listed even when others have errors; the exit status is then 1
        and the errors go to standard error.
        """
    static let examples = [
        "prism-tokens list --input theme=dark",
        "prism-tokens list --format json",
    ]
    static let spec = TokenSourceOptions.spec(formats: ["table", "json"])

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context, defaultFormat: "table")
        var diagnostics = PipelineDiagnostics()
        let resolution: TokenSetResolution
        do {
            resolution = try context.pipeline(options.pipelineOptions(allPermutations: false)).resolveStructure(
                &diagnostics)
        } catch {
            return try PipelinePresentation.stopped(
                diagnostics, options: options, command: name, context: context, writesFiles: false, document: false)
        }
        guard let theme = resolution.themes.first else { return .failure }
        if options.format == "json" {
            context.print(
                JSONText.object([
                    ("theme", .string(theme.name)),
                    ("tokens", .array(theme.tokens.map(json))),
                ]).serialized())
        } else {
            context.writeOut(table(theme))
        }
        // Only the source's structure is checked here (no accessibility rules), under the same policy.
        for d in diagnostics.triage?.shown ?? [] where d.severity == .error {
            context.printError(DiagnosticText.line(d, colored: context.stderrUsesColor))
        }
        return ExitStatus(diagnostics.status)
    }

    private static func json(_ token: ResolvedToken) -> JSONText {
        var members: [(String, JSONText)] = [
            ("path", .string(token.path.description)),
            ("type", .string(token.type.rawValue)),
            ("value", JSONText(token.resolvedJSON)),
        ]
        if let alias = token.aliasOf { members.append(("aliasOf", .string(alias.description))) }
        if let description = token.description { members.append(("description", .string(description))) }
        if let deprecation = token.deprecation {
            members.append(("deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation)))
        }
        members.append(("file", .string(token.valueLocation.file)))
        members.append(("line", .number(Double(token.valueLocation.line))))
        members.append(("column", .number(Double(token.valueLocation.column))))
        return .object(members)
    }

    private static func table(_ theme: ResolvedTheme) -> String {
        let rows = theme.tokens.map { token in
            (
                token.path.description, token.type.rawValue,
                TokenValueText.summary(token.value) + (token.aliasOf.map { "  → {\($0)}" } ?? "")
            )
        }
        let pathWidth = min(60, rows.map(\.0.count).max() ?? 4)
        let typeWidth = rows.map(\.1.count).max() ?? 4
        var out = "PATH".padding(to: pathWidth + 2) + "TYPE".padding(to: typeWidth + 2) + "VALUE\n"
        for row in rows {
            out += row.0.padding(to: pathWidth + 2) + row.1.padding(to: typeWidth + 2) + row.2 + "\n"
        }
        out += "\(rows.count) tokens in theme '\(theme.name)'\n"
        return out
    }
}
