/// Wraps a ``SourceFileProvider`` and remembers every path it read: the files a token source is
/// made of (the root file and every file it references), for digests such as a bundle manifest's.
public final class RecordingSourceFileProvider: SourceFileProvider, @unchecked Sendable {
    private let base: any SourceFileProvider
    /// The paths read successfully, in order of first read, each once.
    public private(set) var paths: [String] = []
    private var seen: Set<String> = []

    /// Creates a provider that reads through `base`.
    public init(_ base: any SourceFileProvider) { self.base = base }

    /// Reads the source file at a path relative to the provider's base; throws a diagnostic when it cannot.
    public func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        let result = try base.read(path)
        if seen.insert(path).inserted { paths.append(path) }
        return result
    }

    /// The files in a folder, from the wrapped provider (listing a folder records nothing).
    public func filesInDirectory(_ path: String) -> [String]? { base.filesInDirectory(path) }
}
