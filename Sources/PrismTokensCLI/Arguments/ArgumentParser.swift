import PrismTokens

/// The arguments of one command invocation after parsing.
struct ParsedArguments: Sendable {
    var positionals: [String] = []
    var options: [String: [String]] = [:]
    var flags: Set<String> = []

    /// The last value given for an option, if any.
    func value(_ option: String) -> String? { options[option]?.last }
    /// Every value given for a repeating option, in order.
    func values(_ option: String) -> [String] { options[option] ?? [] }
    /// Whether a flag was given.
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A problem with the command line itself: printed with the command's usage, exit status 2.
struct UsageError: Error, Sendable {
    var message: String
    var command: String?
}

/// Parses a command's arguments against its ``ArgumentSpec``.
enum ArgumentParser {
    /// Parses `arguments` (the words after the command name).
    /// - Throws: ``UsageError`` for unknown options, missing or disallowed values, and extra or
    ///   missing positionals.
    static func parse(_ arguments: [String], spec: ArgumentSpec, command: String) throws(UsageError) -> ParsedArguments
    {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            if onlyPositionals || !word.hasPrefix("-") || word == "-" {
                parsed.positionals.append(word)
                continue
            }
            if word == "--" {
                onlyPositionals = true
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if let option = spec.options.first(where: { $0.name == name }) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError(
                        message: "missing value for '\(name)': write '\(name) \(option.valueName)'", command: command)
                }
                if let allowed = option.allowedValues, !allowed.contains(value) {
                    throw UsageError(
                        message:
                            "'\(value)' is not a valid value for '\(name)'; use one of: \(allowed.joined(separator: ", "))",
                        command: command)
                }
                if !option.isRepeating, parsed.options[name] != nil {
                    throw UsageError(message: "'\(name)' was given more than once; give it once", command: command)
                }
                parsed.options[name, default: []].append(value)
            } else if spec.flags.contains(where: { $0.name == name }), inlineValue == nil {
                parsed.flags.insert(name)
            } else {
                let known = spec.options.map(\.name) + spec.flags.map(\.name)
                var message = "unknown option '\(name)'"
                if let guess = closestMatch(to: name, in: known) { message += "; did you mean '\(guess)'?" }
                throw UsageError(message: message, command: command)
            }
        }
        let maximum = spec.positionals.contains(where: \.isRepeating) ? Int.max : spec.positionals.count
        if parsed.positionals.count > maximum {
            throw UsageError(message: "unexpected argument '\(parsed.positionals[maximum])'", command: command)
        }
        let required = spec.positionals.filter { !$0.isOptional }
        if parsed.positionals.count < required.count {
            throw UsageError(message: "missing argument \(required[parsed.positionals.count].name)", command: command)
        }
        for option in spec.options where option.isRequired && parsed.options[option.name] == nil {
            throw UsageError(message: "missing option '\(option.name) \(option.valueName)'", command: command)
        }
        return parsed
    }

    /// The candidate with the smallest edit distance to `word`, if it is close enough to be a typo.
    static func closestMatch(to word: String, in candidates: [String]) -> String? {
        EditDistance.closest(to: word, in: candidates)
    }
}
