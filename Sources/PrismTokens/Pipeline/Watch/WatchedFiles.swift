#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The contents of the files a watch follows, read at one moment: two snapshots differ when a
/// file was edited, created or removed.
///
/// Comparing contents (not modification times) sees every edit, also two edits within the
/// file system's time granularity that keep the size, on Linux and macOS alike. A followed
/// folder (the `--templates` folder) stands for every file below it.
public struct WatchedFiles: Equatable, Sendable {
    /// Each followed file's bytes by absolute path; `nil` when it cannot be read (removed).
    public private(set) var contents: [String: [UInt8]?] = [:]

    /// Reads the files (and the files below the folders) at `paths`, which are absolute.
    public init(paths: some Sequence<String>) {
        for path in paths {
            if let files = Self.filesBelow(path) {
                for file in files { contents[file] = Self.bytes(file) }
            } else {
                contents[path] = Self.bytes(path)
            }
        }
    }

    /// The paths whose contents differ from `earlier` (edited, created or removed), sorted.
    public func changedPaths(since earlier: WatchedFiles) -> [String] {
        Set(contents.keys).union(earlier.contents.keys)
            .filter { contents[$0] != earlier.contents[$0] }
            .sorted()
    }

    private static func bytes(_ path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { [UInt8]($0) }
    }

    /// The files below a folder (absolute, sorted), or `nil` when `path` is not a folder.
    private static func filesBelow(_ path: String) -> [String]? {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else { return nil }
        var files: [String] = []
        for entry in entries.sorted() where !entry.hasPrefix(".") {
            let full = path.hasSuffix("/") ? path + entry : path + "/" + entry
            files += filesBelow(full) ?? [full]
        }
        return files
    }
}
