/// A position in a source file: the file's path, a 1-based line and column, and a 0-based byte offset.
///
/// Columns count Unicode scalars from the start of the line, which is what editors and compilers
/// (and therefore SwiftPM and Xcode) expect in `file:line:column` diagnostics.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The path of the file as the user named it (or as resolved relative to the referring file).
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in Unicode scalars.
    public var column: Int
    /// The 0-based byte offset from the start of the file.
    public var offset: Int

    /// Creates a location.
    public init(file: String, line: Int, column: Int, offset: Int) {
        self.file = file
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The location printed as `file:line:column`.
    public var description: String { "\(file):\(line):\(column)" }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        return lhs.offset < rhs.offset
    }
}
