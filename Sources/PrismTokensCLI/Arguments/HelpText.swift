/// Renders `--help` text from command specs, in the style of swift-argument-parser.
enum HelpText {
    /// The top-level help listing every command.
    static func overview(commands: [any Command.Type]) -> String {
        var text = """
            OVERVIEW: Validate design tokens for accessibility and emit Swift, CSS and ANSI palettes.

            USAGE: prism-tokens <command> [<arguments>]
                   prism-tokens --help | --version | help <command>

            COMMANDS:

            """
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        for command in commands {
            text += "  " + command.name.padding(to: width) + command.abstract + "\n"
        }
        text += "\n  See 'prism-tokens help <command>' for detailed help.\n"
        return text
    }

    /// The one-line usage of a command, e.g. `prism-tokens validate [FILE] [--format FORMAT]`.
    static func usageLine(for command: any Command.Type) -> String {
        var parts = commandWords(for: command)
        for option in command.spec.options {
            let word = "\(option.name) \(option.valueName)" + (option.isRepeating ? "..." : "")
            parts.append(option.isRequired ? word : "[\(word)]")
        }
        for flag in command.spec.flags { parts.append("[\(flag.name)]") }
        return parts.joined(separator: " ")
    }

    /// The full help of one command, in one layout for every command: usage, summary,
    /// arguments, the shared token-source options, the command's own options, examples.
    static func help(for command: any Command.Type) -> String {
        var text = "USAGE: \(usageLine(for: command))\n\n\(command.abstract)\n"
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        let spec = command.spec
        let positionals = spec.positionals.map { ($0.name, $0.help) }
        let shared = rows(spec, group: .shared)
        let own = rows(spec, group: .command) + [("-h, --help", "Show help information.")]
        let width = ((positionals + shared + own).map { $0.0.count }.max() ?? 0) + 2
        func section(_ title: String, _ rows: [(String, String)]) {
            guard !rows.isEmpty else { return }
            text += "\n\(title):\n"
            for row in rows { text += "  " + row.0.padding(to: width) + row.1 + "\n" }
        }
        section("ARGUMENTS", positionals)
        section("TOKEN SOURCE OPTIONS (the same in every command that reads tokens)", shared)
        section("OPTIONS", own)
        if !command.examples.isEmpty {
            text += "\nEXAMPLES:\n"
            for example in command.examples { text += "  " + example + "\n" }
        }
        return text
    }

    /// The help rows of one group's options and flags.
    private static func rows(_ spec: ArgumentSpec, group: ArgumentSpec.Group) -> [(String, String)] {
        spec.options.filter { $0.group == group }.map { option in
            var help = option.help
            if let allowed = option.allowedValues { help += " (values: \(allowed.joined(separator: ", ")))" }
            return ("\(option.name) <\(option.valueName.lowercased())>", help)
        } + spec.flags.filter { $0.group == group }.map { ($0.name, $0.help) }
    }

    /// The README's command table: one row per command with its usage and summary, generated
    /// from the same definitions as `--help` (`prism-tokens help --markdown-table`).
    static func markdownTable(commands: [any Command.Type]) -> String {
        var text = "| Command | What it does |\n|---|---|\n"
        for command in commands {
            let usage = compactUsage(for: command).split(separator: "|", omittingEmptySubsequences: false)
                .joined(separator: "\\|")
            let summary = command.abstract.split(separator: "|", omittingEmptySubsequences: false)
                .joined(separator: "\\|")
            text += "| `\(usage)` | \(summary) |\n"
        }
        return text
    }

    /// `prism-tokens`, the command's name and its positionals (`[FILE]`, `OLD NEW`, `[PATH...]`).
    private static func commandWords(for command: any Command.Type) -> [String] {
        ["prism-tokens", command.name]
            + command.spec.positionals.map { positional in
                let word = positional.name + (positional.isRepeating ? "..." : "")
                return positional.isOptional ? "[\(word)]" : word
            }
    }

    /// A usage line with the shared token-source options folded into `[options]`.
    static func compactUsage(for command: any Command.Type) -> String {
        var parts = commandWords(for: command)
        for option in command.spec.options where option.isRequired {
            parts.append("\(option.name) \(option.valueName)")
        }
        if !command.spec.options.isEmpty || !command.spec.flags.isEmpty { parts.append("[options]") }
        return parts.joined(separator: " ")
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
