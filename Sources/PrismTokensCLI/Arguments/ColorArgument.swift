import PrismAccessibility

/// Reads color arguments of the color commands (`contrast`, `simulate`, `suggest`).
enum ColorArgument {
    /// Parses one color argument.
    /// - Parameter text: the argument as typed.
    /// - Returns: the color.
    /// - Throws: ``FatalCommandError`` with exit status 2 and the column of the problem, e.g.
    ///   `invalid color 'rgb(1,2)' at column 8: expected …`.
    static func parse(_ text: String) throws(FatalCommandError) -> ColorValue {
        do {
            return try ColorParser.parse(text)
        } catch {
            throw FatalCommandError(message: error.description, status: .usageOrIO)
        }
    }

    /// Parses an optional color option such as `--backdrop`.
    static func parseOptional(_ text: String?) throws(FatalCommandError) -> ColorValue? {
        guard let text else { return nil }
        return try parse(text)
    }
}
