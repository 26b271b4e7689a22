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
        var parts = ["prism-tokens", command.name]
        for positional in command.spec.positionals {
            var word = positional.name
            if positional.isRepeating { word += "..." }
            parts.append(positional.isOptional ? "[\(word)]" : word)
        }
        for option in command.spec.options {
            let word = "\(option.name) \(option.valueName)" + (option.isRepeating ? "..." : "")
            parts.append(option.isRequired ? word : "[\(word)]")
        }
        for flag in command.spec.flags { parts.append("[\(flag.name)]") }
        return parts.joined(separator: " ")
    }

    /// The full help of one command.
    static func help(for command: any Command.Type) -> String {
        var text = "OVERVIEW: \(command.abstract)\n\nUSAGE: \(usageLine(for: command))\n"
        let spec = command.spec
        var rows: [(String, String)] = spec.positionals.map { ($0.name, $0.help) }
        let positionalRows = rows.count
        rows += spec.options.map { option in
            var help = option.help
            if let allowed = option.allowedValues { help += " (values: \(allowed.joined(separator: ", ")))" }
            return ("\(option.name) <\(option.valueName.lowercased())>", help)
        }
        rows += spec.flags.map { ($0.name, $0.help) }
        rows.append(("-h, --help", "Show help information."))
        let width = (rows.map { $0.0.count }.max() ?? 0) + 2
        if positionalRows > 0 {
            text += "\nARGUMENTS:\n"
            for row in rows[..<positionalRows] { text += "  " + row.0.padding(to: width) + row.1 + "\n" }
        }
        text += "\nOPTIONS:\n"
        for row in rows[positionalRows...] { text += "  " + row.0.padding(to: width) + row.1 + "\n" }
        if !command.discussion.isEmpty { text += "\n" + command.discussion + "\n" }
        return text
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
