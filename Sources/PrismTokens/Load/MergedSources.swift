/// Several token files read as one source, merged in order like Style Dictionary's `source`:
/// a later file's token replaces an earlier file's token at the same path (its `$value`,
/// `$type` and metadata), groups merge, and every diagnostic still points into the file that
/// wrote the token.
///
/// The files become the sources of one resolver set, in a resolver document the provider
/// serves at ``rootPath`` (never on disk), so merging is the resolver's own source merge.
/// Overriding is silent, as it is in Style Dictionary's `source` layering: it is how a brand
/// file refines a base file. `prism-tokens list` shows each token's final value and the file
/// that set it.
public final class MergedSourceFileProvider: SourceFileProvider, @unchecked Sendable {
    private let base: any SourceFileProvider
    /// The files, in merge order, as given.
    public let files: [String]
    /// The path of the generated resolver document, in the files' common folder.
    public let rootPath: String
    private let rootBytes: [UInt8]

    /// The file name of the generated resolver (with its folder prefix in ``rootPath``).
    public static let rootName = "(merged sources).json"

    /// Creates a provider merging `files` (two or more) in order.
    /// - Parameters:
    ///   - base: reads the files themselves.
    ///   - files: the token files, relative to the working folder or absolute.
    public init(_ base: any SourceFileProvider, files: [String]) {
        self.base = base
        self.files = files
        let folder = Self.commonFolder(files)
        rootPath = folder.isEmpty ? Self.rootName : folder + "/" + Self.rootName
        let references = files.map { file -> String in
            let relative = folder.isEmpty ? file : String(file.dropFirst(folder.count + 1))
            var quoted = ""
            JSONText.writeQuoted(relative, into: &quoted)
            return "{\"$ref\": \(quoted)}"
        }
        let text =
            "{\"version\": \"2025.10\", \"sets\": {\"source\": {\"sources\": [\(references.joined(separator: ", "))]}}, \"resolutionOrder\": [{\"$ref\": \"#/sets/source\"}]}"
        rootBytes = Array(text.utf8)
    }

    /// Serves the generated resolver at ``rootPath`` and every other path from the base provider.
    public func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        if path == rootPath { return try JSONReader.read(rootBytes, file: path) }
        return try base.read(path)
    }

    /// The folders of the base provider.
    public func filesInDirectory(_ path: String) -> [String]? { base.filesInDirectory(path) }

    /// The longest folder every file is in (`""` for the working folder).
    static func commonFolder(_ files: [String]) -> String {
        var common = files.first.map { SourcePath.directory(of: $0) } ?? ""
        for file in files.dropFirst() {
            while !common.isEmpty, !(file.hasPrefix(common + "/")) {
                common = SourcePath.directory(of: common)
            }
        }
        if common.isEmpty, files.allSatisfy({ $0.hasPrefix("/") }) { return "" }
        return common
    }
}
