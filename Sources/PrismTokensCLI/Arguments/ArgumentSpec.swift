/// The arguments a command accepts: positionals, options that take values, and flags.
///
/// Every command declares one spec; the same spec drives parsing, `--help` and usage errors.
struct ArgumentSpec: Sendable {
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
    }

    /// A flag without a value, `--name`.
    struct Flag: Sendable {
        var name: String
        var help: String
    }

    var positionals: [Positional] = []
    var options: [Option] = []
    var flags: [Flag] = []
}
