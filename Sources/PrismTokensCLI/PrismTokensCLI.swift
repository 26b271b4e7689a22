#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The `prism-tokens` command-line tool: dispatch, help, version and exit codes.
public enum PrismTokensCLI {
    /// The tool's version, printed by `--version` and written into bundles and generated headers.
    public static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them.
    static let commands: [any Command.Type] = [
        ValidateCommand.self,
        GenerateCommand.self,
        BundleCommand.self,
        InitCommand.self,
        DiffCommand.self,
        ReportCommand.self,
        ContrastCommand.self,
        SimulateCommand.self,
        SuggestCommand.self,
        ListCommand.self,
        RulesCommand.self,
        ConvertCommand.self,
        LintCommand.self,
    ]

    /// Runs the tool as a process: reads `CommandLine.arguments`, writes to stdout/stderr, exits.
    public static func main() -> Never {
        AllocatorTuning.apply()
        let context = CommandContext(
            writeOut: { text in writeAll(text, to: 1) },
            writeErr: { text in writeAll(text, to: 2) },
            environment: ProcessInfo.processInfo.environment,
            currentDirectory: FileManager.default.currentDirectoryPath,
            stdoutIsTerminal: isatty(1) == 1,
            stderrIsTerminal: isatty(2) == 1
        )
        let status = run(Array(CommandLine.arguments.dropFirst()), context: context)
        // The context holds what commands kept until exit: exit without freeing it.
        withExtendedLifetime(context) { exit(status) }
    }

    /// Writes text to a file descriptor, retrying on partial writes and `EINTR`.
    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + start }, buffer.count - start)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            start += written
        }
        bytes.removeAll()
    }

    /// Runs the tool in-process.
    /// - Parameters:
    ///   - arguments: the words after the program name.
    ///   - context: output streams, environment and working directory.
    /// - Returns: the exit status.
    static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.writeErr(HelpText.overview(commands: commands))
            return ExitStatus.usageOrIO.rawValue
        }
        switch first {
        case "--help", "-h":
            context.writeOut(HelpText.overview(commands: commands))
            return ExitStatus.success.rawValue
        case "--version":
            context.print(version)
            return ExitStatus.success.rawValue
        case "help":
            guard arguments.count > 1 else {
                context.writeOut(HelpText.overview(commands: commands))
                return ExitStatus.success.rawValue
            }
            if arguments[1] == "--markdown-table" {
                context.writeOut(HelpText.markdownTable(commands: commands))
                return ExitStatus.success.rawValue
            }
            guard let command = commands.first(where: { $0.name == arguments[1] }) else {
                return reportUsage(
                    UsageError(message: unknownCommandMessage(arguments[1]), command: nil), context: context)
            }
            context.writeOut(HelpText.help(for: command))
            return ExitStatus.success.rawValue
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            return reportUsage(UsageError(message: unknownCommandMessage(first), command: nil), context: context)
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            context.writeOut(HelpText.help(for: command))
            return ExitStatus.success.rawValue
        }
        do {
            let parsed = try ArgumentParser.parse(rest, spec: command.spec, command: command.name)
            if parsed.has("--watch") { return try WatchMode.run(command, parsed, context: context).rawValue }
            return try command.run(parsed, context: context).rawValue
        } catch let error as UsageError {
            return reportUsage(error, context: context)
        } catch let error as FatalCommandError {
            context.printError("error: \(error.message)")
            return error.status.rawValue
        } catch {
            context.printError("error: \(error)")
            return ExitStatus.usageOrIO.rawValue
        }
    }

    private static func unknownCommandMessage(_ word: String) -> String {
        var message = "unknown command '\(word)'"
        if let guess = ArgumentParser.closestMatch(to: word, in: commands.map { $0.name }) {
            message += "; did you mean '\(guess)'?"
        }
        return message + ". See 'prism-tokens --help'."
    }

    private static func reportUsage(_ error: UsageError, context: CommandContext) -> Int32 {
        context.printError("error: \(error.message)")
        if let name = error.command, let command = commands.first(where: { $0.name == name }) {
            context.printError("usage: \(HelpText.usageLine(for: command))")
            context.printError("See 'prism-tokens help \(name)'.")
        }
        return ExitStatus.usageOrIO.rawValue
    }
}

/// An error that ends a command with a message and a given exit status (e.g. an unreadable file: 2).
struct FatalCommandError: Error {
    var message: String
    var status: ExitStatus
}
