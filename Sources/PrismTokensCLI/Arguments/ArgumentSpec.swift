/// The arguments a command accepts: positionals, options that take values, and flags.
///
/// Every command declares one spec; the same spec drives parsing, `--help` and usage errors.
struct ArgumentSpec: Sendable {
    /// Where an option is listed in `--help`: with the options every token-reading command shares,
    /// or with the command's own.
    enum Group: Sendable {
        /// The shared token-source group (``TokenSourceOptions``).
        case shared
        /// The command's own options.
        case command
    }

    /// A positional argument.
    struct Positional: Sendable {
        var name: String
        var help: String
        var isOptional: Bool = false
        var isRepeating: Bool = false
    }

    /// An option that takes a value, `--name VALUE` or `--name=VALUE`.
    struct Option: Sendable {
        var name: String
        var valueName: String
        var help: String
        var isRepeating: Bool = false
        var allowedValues: [String]? = nil
        var isRequired: Bool = false
        var group: Group = .command
    }

    /// A flag without a value, `--name`.
    struct Flag: Sendable {
        var name: String
        var help: String
        var group: Group = .command
    }

    var positionals: [Positional] = []
    var options: [Option] = []
    var flags: [Flag] = []
}
