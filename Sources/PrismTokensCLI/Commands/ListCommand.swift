/// `prism-tokens list`: prints the resolved tokens of one permutation of modifier contexts.
enum ListCommand: Command {
    static let name = "list"
    static let abstract = "List the resolved tokens of one theme."
    static let discussion = ""
    static let spec = ArgumentSpec(
        positionals: [.init(name: "FILE", help: "The token source (default: ./tokens.json).", isOptional: true)],
        options: [
            .init(name: "--format", valueName: "FORMAT", help: "Output format.", allowedValues: ["table", "json"]),
            .init(name: "--input", valueName: "MOD=CTX", help: "Choose a modifier's context (repeatable).", isRepeating: true),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        context.printError("error: list is not implemented yet")
        return .failure
    }
}
