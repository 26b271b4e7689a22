/// A color argument that could not be read, with the column of the problem and what was expected.
public struct ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text that was being parsed.
    public var input: String
    /// The 1-based column (in Unicode scalars) of the problem within ``input``.
    public var column: Int
    /// What was expected at ``column``, phrased as a fix: "expected a number or percentage for blue".
    public var message: String

    /// Creates an error.
    /// - Parameters:
    ///   - input: the text being parsed.
    ///   - column: the 1-based column of the problem.
    ///   - message: what was expected there.
    public init(input: String, column: Int, message: String) {
        self.input = input
        self.column = column
        self.message = message
    }

    /// `invalid color 'rgb(1,2)' at column 8: expected …`.
    public var description: String { "invalid color '\(input)' at column \(column): \(message)" }
}
