/// One output file: a path relative to the output folder, and its bytes (UTF-8 text).
public struct GeneratedFile: Sendable, Equatable {
    /// The path below the output folder, with `/` separators, e.g. `Swift/PrismTokens.swift`.
    public var path: String
    /// The file's contents.
    public var contents: String {
        get { body.text }
        set { body = FileBody(newValue) }
    }
    /// The bytes as the renderer or packer made them (possibly a renderer's chunks or runs
    /// shared with other files: read them through ``FileBody`` to avoid joining them).
    var body: FileBody

    /// Creates a file.
    public init(path: String, contents: String) {
        self.path = path
        self.body = FileBody(contents)
    }

    /// Creates a file of `body`'s bytes.
    init(path: String, body: FileBody) {
        self.path = path
        self.body = body
    }

    /// The same bytes at another path.
    func moved(to path: String) -> GeneratedFile {
        GeneratedFile(path: path, body: body)
    }

    /// Whether the paths and contents are equal.
    public static func == (lhs: GeneratedFile, rhs: GeneratedFile) -> Bool {
        lhs.path == rhs.path && lhs.body.sameContents(as: rhs.body)
    }
}
