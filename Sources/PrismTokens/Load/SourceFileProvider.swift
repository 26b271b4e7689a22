#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Supplies the parsed contents of token files by path: the only place the pipeline touches the disk when reading.
public protocol SourceFileProvider {
    /// Reads and parses the file at `path` (as written by the user or resolved relative to a referring file).
    /// - Throws: ``FatalDiagnostic`` when the file cannot be opened (rule `io`) or parsed (rule `syntax`/`encoding`).
    func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result

    /// The files under the folder `path` (recursively, relative to it, sorted), or `nil` when
    /// `path` is not a folder: a Tokens Studio folder of token sets is read as one token source.
    func filesInDirectory(_ path: String) -> [String]?
}

extension SourceFileProvider {
    /// No folders by default.
    public func filesInDirectory(_ path: String) -> [String]? { nil }
}

/// Reads token files from disk, relative to a base directory, parsing each file once.
public final class DiskSourceFileProvider: SourceFileProvider, @unchecked Sendable {
    private let baseDirectory: String
    private var cache: [String: JSONReader.Result] = [:]

    /// Whether to record ``fingerprints`` (for ``GenerationCache``).
    private let recordsFingerprints: Bool
    /// Every file read (the SHA-256 of the very bytes parsed, or that it was missing) and folder
    /// listed, in order; empty unless created with `recordsFingerprints`.
    public private(set) var fingerprints: [InputFingerprint] = []
    /// Whether to hash each file read, for ``takeDigest(of:)``.
    private let keepsDigests: Bool
    /// The digest of each file read, by path, when created with `keepsDigests`: started on the
    /// pool when the file is read, taken (and waited for) by ``takeDigest(of:)``.
    private var pendingDigests: [String: ParallelWork.Pending<SourceFileDigest>] = [:]

    /// Creates a provider resolving relative paths against `baseDirectory`.
    /// - Parameters:
    ///   - baseDirectory: the folder relative paths are read from.
    ///   - recordsFingerprints: record what is read in ``fingerprints`` (the digest is
    ///     computed on a second core while the file is parsed).
    ///   - keepsDigests: hash every file read, for ``takeDigest(of:)`` (a bundle's manifest lists
    ///     the digest of the very bytes the tokens were built from, without reading the source
    ///     again). The hash is started on the pool as the file is read and runs when a core is
    ///     free of the reading and resolving (the single-threaded end of resolving leaves one
    ///     idle), not on the calling thread after them.
    public init(baseDirectory: String, recordsFingerprints: Bool = false, keepsDigests: Bool = false) {
        self.baseDirectory = baseDirectory
        self.recordsFingerprints = recordsFingerprints
        self.keepsDigests = keepsDigests
    }

    /// The digest of the bytes read from `path` (as passed to ``read(_:)``), handed over once
    /// (waiting for the hash when it has not ended): `nil` when the provider keeps no digests,
    /// the file was not read, or its digest was taken already. Like ``read(_:)``, not for
    /// concurrent use: call it once the reading is over.
    public func takeDigest(of path: String) -> SourceFileDigest? {
        pendingDigests.removeValue(forKey: path)?.wait()
    }

    /// Reads the source file at a path relative to the provider's base; throws a diagnostic when it cannot.
    public func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        if let cached = cache[path] { return cached }
        let absolute = path.hasPrefix("/") ? path : baseDirectory + "/" + path
        guard let bytes = FileBytes.contents(of: absolute) else {
            if recordsFingerprints { fingerprints.append(.file(path: path, digest: nil)) }
            let exists = FileManager.default.fileExists(atPath: absolute)
            let reason = exists ? "it is a directory or not readable" : "no such file"
            throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot open '\(path)': \(reason); check the path"))
        }
        let result: JSONReader.Result
        if recordsFingerprints {
            let (parsed, digest) = ParallelWork.both(
                { () -> Result<JSONReader.Result, FatalDiagnostic> in
                    Result { () throws(FatalDiagnostic) in try TokenFileReader.read(bytes, file: path) }
                }, { SHA256.hexDigest(bytes) })
            fingerprints.append(.file(path: path, digest: digest))
            result = try parsed.get()
        } else {
            result = try TokenFileReader.read(bytes, file: path)
        }
        cache[path] = result
        if keepsDigests { pendingDigests[path] = ParallelWork.start { SourceFileDigest(of: bytes) } }
        return result
    }

    /// The files under a folder (recursively, relative to it, sorted), or nil when it is not a folder.
    public func filesInDirectory(_ path: String) -> [String]? {
        let absolute = path.hasPrefix("/") ? path : baseDirectory + "/" + path
        if recordsFingerprints { fingerprints.append(.listing(path, at: absolute)) }
        return DirectoryListing.files(
            in: absolute, entering: { name, _ in !name.hasPrefix(".") && name != "node_modules" },
            including: { !$0.hasPrefix(".") })?.sorted()
    }
}

/// Serves token files from memory: for tests and for callers that already hold the bytes.
public struct InMemorySourceFileProvider: SourceFileProvider {
    /// File contents by path, as bytes (which need not be valid UTF-8: the reader reports that).
    public var contents: [String: [UInt8]]

    /// Creates a provider over text files.
    public init(_ files: [String: String]) { contents = files.mapValues { Array($0.utf8) } }

    /// Creates a provider over raw bytes, e.g. the files of a fuzzer input (``MultiFileInput``).
    public init(bytes: [String: [UInt8]]) { contents = bytes }

    /// Reads the source file at a path relative to the provider's base; throws a diagnostic when it cannot.
    public func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        guard let bytes = contents[path] else {
            throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot open '\(path)': no such file; check the path"))
        }
        return try TokenFileReader.read(bytes, file: path)
    }

    /// The files under a folder (recursively, relative to it, sorted), or nil when it is not a folder.
    public func filesInDirectory(_ path: String) -> [String]? {
        let prefix = path.hasSuffix("/") ? path : path + "/"
        let files = contents.keys.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        return files.isEmpty || contents[path] != nil ? nil : files.sorted()
    }
}

/// Path arithmetic for relative `$ref`s: joins against the referring file's folder and normalizes `.` and `..`.
public enum SourcePath {
    /// The folder of a path (`""` for a bare file name): what precedes its last `/` byte, as the
    /// file system splits it (a bundle asks this of 50,000 paths).
    public static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(decoding: path.utf8[..<slash], as: UTF8.self)
    }

    /// Whether `folder` is a folder directly inside `parent` (`parent` empty: at the top), compared
    /// as bytes.
    static func isChild(_ folder: String, of parent: String) -> Bool {
        var folder = folder
        var parent = parent
        return folder.withUTF8 { folder in
            parent.withUTF8 { parent in
                let start = parent.isEmpty ? 0 : parent.count + 1
                guard folder.count > start else { return false }
                if !parent.isEmpty {
                    guard folder[parent.count] == UInt8(ascii: "/"), folder[..<parent.count].elementsEqual(parent)
                    else { return false }
                }
                return !folder[start...].contains(UInt8(ascii: "/"))
            }
        }
    }

    /// `reference` resolved relative to the file `referrer`, normalized; `nil` if it climbs above
    /// the folder of `root` (the file the user named), which a token source may not do, or if it
    /// is absolute: a token source names files relative to itself, so a resolver cannot make the
    /// tool read any file on the machine (`/etc/…`, `/Users/…`).
    public static func resolve(_ reference: String, from referrer: String, root: String) -> String? {
        guard !reference.hasPrefix("/") else { return nil }
        let dir = directory(of: referrer)
        let joined = dir.isEmpty ? reference : dir + "/" + reference
        guard let normalized = normalize(joined) else { return nil }
        let rootDir = normalize(directory(of: root)) ?? ""
        if rootDir.isEmpty || rootDir == "." {
            return normalized.hasPrefix("../") || normalized == ".." ? nil : normalized
        }
        guard normalized == rootDir || normalized.hasPrefix(rootDir + "/") else { return nil }
        // A root folder like ".." is a prefix of "../x" too: what follows it must not climb again.
        let rest = normalized.dropFirst(rootDir.count + 1)
        return rest == ".." || rest.hasPrefix("../") ? nil : normalized
    }

    /// Removes `.` segments and folds `..` against earlier segments; `nil` if a `..` climbs above an absolute root.
    static func normalize(_ path: String) -> String? {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            if part == "..", absolute { return nil }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : joined
    }
}
