import Foundation
import Testing

@testable import PrismTokens

/// ``GenerationCache``: entries survive a round trip through their file, are served only while
/// every recorded input holds, and anything damaged is a miss.
@Suite struct GenerationCacheTests {
    /// A fresh temporary folder, removed by the caller.
    func temporaryFolder() throws -> String {
        let folder = NSTemporaryDirectory() + "prism-cache-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    static let entry = GenerationCacheEntry(
        inputs: [
            .file(path: "tokens.json", digest: SHA256.hexDigest(of: "{}")), .file(path: "gone.json", digest: nil),
            .listing(path: "sets", files: ["a.json", "b\nc.json"]), .listing(path: "none", files: nil),
        ],
        files: [
            GeneratedFile(path: "CSS/tokens.css", contents: ":root {}\n"),
            GeneratedFile(path: "odd/\n12\nname", contents: "é\u{0}\n3\nlines"),
            GeneratedFile(path: "empty", contents: ""),
        ],
        messages: "tokens.json:1:1: warning: [x] something\n")

    @Test func anEntryReadsBackAsWritten() throws {
        #expect(GenerationCacheEntry(decoding: Self.entry.encoded()) == Self.entry)
    }

    @Test func damagedEntriesAreNotRead() throws {
        let bytes = Self.entry.encoded()
        for length in [0, 5, bytes.count / 2, bytes.count - 1] {
            #expect(GenerationCacheEntry(decoding: Array(bytes.prefix(length))) == nil, "truncated to \(length)")
        }
        #expect(GenerationCacheEntry(decoding: bytes + [0x41]) == nil)
        var otherVersion = bytes
        otherVersion[19] = UInt8(ascii: "9")  // "prism-tokens-cache 9"
        #expect(GenerationCacheEntry(decoding: otherVersion) == nil)
    }

    @Test func keysDifferWhenAnyPartDoes() {
        let key = GenerationCache.key(["a", "b"])
        #expect(key == GenerationCache.key(["a", "b"]))
        #expect(key != GenerationCache.key(["ab"]))
        #expect(key != GenerationCache.key(["a", "b", ""]))
        #expect(key != GenerationCache.key(["b", "a"]))
    }

    @Test func anEntryIsServedOnlyWhileItsInputsHold() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write("{}", to: folder + "/tokens.json")
        try write("{}", to: folder + "/sets/a.json")
        let inputs: [InputFingerprint] = [
            .file("tokens.json", at: folder + "/tokens.json"), .file("later.json", at: folder + "/later.json"),
            .listing("sets", at: folder + "/sets"),
        ]
        #expect(inputs[1] == .file(path: "later.json", digest: nil))
        let cache = GenerationCache(directory: folder + "/cache")
        let entry = GenerationCacheEntry(inputs: inputs, files: Self.entry.files, messages: "")
        #expect(cache.entry(for: "k", baseDirectory: folder) == nil)
        #expect(cache.store(entry, for: "k"))
        #expect(cache.entry(for: "k", baseDirectory: folder) == entry)
        #expect(cache.entry(for: "other", baseDirectory: folder) == nil)

        // The same bytes written again still hold; one byte more does not.
        try write("{}", to: folder + "/tokens.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == entry)
        try write("{} ", to: folder + "/tokens.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == nil)
        try write("{}", to: folder + "/tokens.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == entry)

        // A file that was missing appears; a folder gains a file.
        try write("{}", to: folder + "/later.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == nil)
        try FileManager.default.removeItem(atPath: folder + "/later.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == entry)
        try write("{}", to: folder + "/sets/b.json")
        #expect(cache.entry(for: "k", baseDirectory: folder) == nil)
    }

    @Test func aDamagedOrUnwritableCacheIsOnlyAMiss() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = GenerationCache(directory: folder + "/cache")
        #expect(cache.store(Self.entry, for: "k"))
        try write("prism-tokens-cache 1\n3\nabc", to: cache.path(for: "k"))
        #expect(cache.entry(for: "k", baseDirectory: folder) == nil)
        // A file where the folder should be: storing fails without throwing.
        try write("", to: folder + "/blocked")
        #expect(!GenerationCache(directory: folder + "/blocked").store(Self.entry, for: "k"))
    }

    /// A token file of one token.
    static let oneToken = #"{ "a": { "$type": "number", "$value": 1 } }"#

    @Test func theDiskProviderFingerprintsTheBytesItParses() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Self.oneToken
        try write(text, to: folder + "/tokens.json")
        let provider = DiskSourceFileProvider(baseDirectory: folder, recordsFingerprints: true)
        _ = try provider.read("tokens.json")
        _ = try provider.read("tokens.json")
        #expect(throws: FatalDiagnostic.self) { try provider.read("missing.json") }
        _ = provider.filesInDirectory("tokens.json")
        #expect(
            provider.fingerprints == [
                .file(path: "tokens.json", digest: SHA256.hexDigest(of: text)),
                .file(path: "missing.json", digest: nil),
                .listing(path: "tokens.json", files: nil),
            ])
        #expect(provider.fingerprints.allSatisfy { $0.holds(baseDirectory: folder) })
        #expect(DiskSourceFileProvider(baseDirectory: folder).fingerprints.isEmpty)
    }

    @Test func theDiskProviderHandsOverTheDigestOfTheBytesItParsedOnce() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = Self.oneToken
        try write(text, to: folder + "/tokens.json")
        let keeping = DiskSourceFileProvider(baseDirectory: folder, keepsDigests: true)
        _ = try keeping.read("tokens.json")
        // Changed on disk after the read: the digest handed over is the parsed bytes'.
        try write("{}", to: folder + "/tokens.json")
        let digest = keeping.takeDigest(of: "tokens.json")
        #expect(digest?.sha256 == SHA256.hexDigest(Array(text.utf8)))
        #expect(digest?.byteCount == text.utf8.count)
        #expect(digest != SourceFileDigest(of: Array("{}".utf8)))
        #expect(keeping.takeDigest(of: "tokens.json") == nil)
        #expect(keeping.takeDigest(of: "other.json") == nil)
        let plain = DiskSourceFileProvider(baseDirectory: folder)
        _ = try plain.read("tokens.json")
        #expect(plain.takeDigest(of: "tokens.json") == nil)
    }
}
