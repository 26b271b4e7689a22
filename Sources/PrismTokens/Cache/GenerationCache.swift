#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A folder of finished generations, so a run whose inputs did not change returns the files of
/// the last one instead of reading, resolving, validating and rendering again.
///
/// An entry is found by a key — the SHA-256 of everything that shapes the output besides the
/// files read: the tool's version and build, the command and its typed options
/// (``TokenPipelineOptions/cacheKeyParts``, see ``key(_:)``) —
/// and served only while every input it recorded still holds: each file read has the same
/// SHA-256 (or is still missing) and each folder listed has the same files
/// (``InputFingerprint``). Otherwise the caller runs the stages and stores a new entry over the
/// old one, so the folder holds one entry per set of options. Entries are written atomically
/// (a temporary file renamed into place); a damaged or unreadable entry is a miss. Deleting the
/// folder, or any file in it, is always safe.
public struct GenerationCache: Sendable {
    /// The folder `prism-tokens generate` uses unless told otherwise, relative to the working directory.
    public static let defaultDirectory = ".build/prism-tokens-cache"

    /// The cache folder (absolute).
    public var directory: String

    /// A cache in `directory` (absolute; created on the first store).
    public init(directory: String) { self.directory = directory }

    /// The key of a run: the SHA-256 of `parts` (each length-prefixed, so no two lists collide),
    /// after the entry format's version.
    public static func key(_ parts: [String]) -> String {
        var hasher = SHA256()
        for part in [GenerationCacheEntry.magic] + parts {
            hasher.update(Array("\(part.utf8.count):".utf8))
            hasher.update(part.utf8)
        }
        return SHA256.hex(hasher.finalize())
    }

    /// The entry file of a key.
    func path(for key: String) -> String { directory + "/" + key + ".entry" }

    /// The entry stored under `key`, if there is one and every input it recorded still holds.
    /// - Parameters:
    ///   - key: the run's cache key.
    ///   - baseDirectory: the folder the recorded relative paths are relative to.
    public func entry(for key: String, baseDirectory: String) -> GenerationCacheEntry? {
        guard let bytes = OutputWriter.readFile(path(for: key)), let entry = GenerationCacheEntry(decoding: bytes)
        else { return nil }
        let holds = ParallelWork.map(entry.inputs) { $0.holds(baseDirectory: baseDirectory) }
        return holds.allSatisfy { $0 } ? entry : nil
    }

    /// Stores `entry` under `key`, replacing any older entry.
    /// - Returns: whether it was stored; a cache that cannot be written (read-only folder, full
    ///   disk, sandbox) only costs the next run its speed, so callers may ignore failure.
    @discardableResult
    public func store(_ entry: GenerationCacheEntry, for key: String) -> Bool {
        do {
            try OutputWriter.makeDirectories(directory)
            try OutputWriter.writeAtomically(entry.encoded(), to: path(for: key), durable: false)
            return true
        } catch {
            return false
        }
    }
}
