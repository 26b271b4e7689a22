#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// One thing a generation read, as it was when read: a file's SHA-256 (or that it was missing),
/// or a folder's listing. A ``GenerationCache`` entry is served only while every one still holds.
public enum InputFingerprint: Sendable, Hashable {
    /// A file, by path as the run named it; `digest` is the SHA-256 of its bytes, `nil` when it
    /// could not be read (so creating it later invalidates the entry).
    case file(path: String, digest: String?)
    /// A folder's files (recursive, sorted), `nil` when it was not a folder.
    case listing(path: String, files: [String]?)

    /// The fingerprint of a file as it is now.
    /// - Parameters:
    ///   - path: the path as the run named it.
    ///   - absolutePath: where it is on disk.
    public static func file(_ path: String, at absolutePath: String) -> InputFingerprint {
        .file(path: path, digest: FileManager.default.contents(atPath: absolutePath).map { SHA256.hexDigest($0) })
    }

    /// The fingerprint of a folder's listing as it is now.
    public static func listing(_ path: String, at absolutePath: String) -> InputFingerprint {
        // Listing a file's contents fails; its subpaths may not (so ask for the contents first).
        guard (try? FileManager.default.contentsOfDirectory(atPath: absolutePath)) != nil else {
            return .listing(path: path, files: nil)
        }
        return .listing(
            path: path, files: (try? FileManager.default.subpathsOfDirectory(atPath: absolutePath))?.sorted())
    }

    /// Whether the input is still what it was, resolving relative paths against `baseDirectory`.
    public func holds(baseDirectory: String) -> Bool {
        switch self {
        case .file(let path, _): InputFingerprint.file(path, at: Self.absolute(path, baseDirectory)) == self
        case .listing(let path, _): InputFingerprint.listing(path, at: Self.absolute(path, baseDirectory)) == self
        }
    }

    /// `path` made absolute against `baseDirectory`.
    static func absolute(_ path: String, _ baseDirectory: String) -> String {
        path.hasPrefix("/") ? path : baseDirectory + "/" + path
    }
}
