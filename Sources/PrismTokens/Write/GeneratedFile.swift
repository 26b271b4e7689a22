/// One output file: a path relative to the output folder, and its bytes as text.
public struct GeneratedFile: Sendable, Equatable {
    /// The path below the output folder, with `/` separators, e.g. `Swift/PrismTokens.swift`.
    public var path: String
    /// The file's contents.
    public var contents: String

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
