/// One `prism-tokens` subcommand.
///
/// A command declares its name, a one-line abstract, an ``ArgumentSpec`` and a run function.
/// Help text and usage errors are derived from the spec.
protocol Command: Sendable {
    /// The word that selects the command, e.g. `validate`.
    static var name: String { get }
    /// A one-line summary shown in `prism-tokens --help`.
    static var abstract: String { get }
    /// Longer help shown after the usage in `prism-tokens help COMMAND`.
    static var discussion: String { get }
    /// The arguments the command accepts.
    static var spec: ArgumentSpec { get }
    /// Example invocations shown at the end of `prism-tokens help COMMAND`.
    static var examples: [String] { get }
    /// Runs the command.
    /// - Returns: the process exit status.
    /// - Throws: ``UsageError`` for command-line problems (exit status 2).
    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus
}

extension Command {
    /// No examples unless the command lists some.
    static var examples: [String] { [] }
}

/// The process exit statuses of the CLI contract (the CommandLine article of the documentation).
enum ExitStatus: Int32, Sendable {
    /// Clean (warnings allowed unless `--strict`).
    case success = 0
    /// The tokens have errors, a check failed, or generated files are stale.
    case failure = 1
    /// Usage error, unreadable input, I/O failure.
    case usageOrIO = 2
}
