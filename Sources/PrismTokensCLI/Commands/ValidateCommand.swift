/// `prism-tokens validate`: checks a token source in every theme and prints diagnostics.
enum ValidateCommand: Command {
    static let name = "validate"
    static let abstract = "Validate a token source: structure, references and accessibility in every theme."
    static let discussion = """
    Exit status: 0 when clean (warnings allowed unless --strict), 1 when the tokens have errors,
    2 for usage errors and unreadable files.
    """
    static let spec = ArgumentSpec(
        positionals: [.init(name: "FILE", help: "The token source (default: ./tokens.json).", isOptional: true)],
        options: [
            .init(name: "--format", valueName: "FORMAT", help: "Output format.", allowedValues: ["text", "json", "sarif", "github"]),
            .init(name: "--input", valueName: "MOD=CTX", help: "Validate only this context of a modifier (repeatable).", isRepeating: true),
        ],
        flags: [.init(name: "--strict", help: "Treat warnings as errors.")]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        context.printError("error: validate is not implemented yet")
        return .failure
    }
}
