import Foundation
import Testing

@testable import PrismTokens

/// A file made of runs of shared buffers (``FileBody``) must be, for everything that reads it
/// (the writers, the digests, the manifest, the comparison with what is on disk), exactly the
/// file its runs spell out one after another.
@Suite struct FileBodyTests {
    let support = OutputWriterStagingTests()

    /// `"héllo, wörld"` as runs of two buffers, with empty runs in between.
    static let spliced: FileBody = {
        let base = Array("héllo, WORLD".utf8)
        let pieces = Array("wörld".utf8)
        let comma = base.firstIndex(of: UInt8(ascii: ",")) ?? 0
        return FileBody(
            buffers: [base, pieces],
            runs: [
                FileBody.Run(buffer: 0, range: 0..<comma + 2), FileBody.Run(buffer: 1, range: 0..<0),
                FileBody.Run(buffer: 1, range: pieces.indices), FileBody.Run(buffer: 0, range: base.count..<base.count),
            ])
    }()

    @Test func runsReadAsTheirTextInOrder() {
        let body = Self.spliced
        #expect(body.text == "héllo, wörld")
        #expect(body.bytes == Array("héllo, wörld".utf8))
        #expect(body.byteCount == "héllo, wörld".utf8.count)
        // Empty runs are left out of the parts.
        #expect(body.withParts { $0.map(\.count) } == [8, 6])
        #expect(FileBody("").withParts { $0.count } == 0)
        #expect(FileBody(bytes: Array("x".utf8)).text == "x")
        let file = GeneratedFile(path: "a.json", body: body)
        #expect(file == GeneratedFile(path: "a.json", contents: "héllo, wörld"))
        #expect(file != GeneratedFile(path: "a.json", contents: "héllo, world"))
        #expect(file.moved(to: "b/a.json") == GeneratedFile(path: "b/a.json", contents: "héllo, wörld"))
    }

    @Test func digestsHashTheRunsAsOneMessage() {
        let expected = SHA256.hexDigest(of: "héllo, wörld")
        #expect(SHA256.hexDigest(of: Self.spliced) == expected)
        // Many runs, across block boundaries, beside texts, on several threads.
        let long = (0..<3000).map { "line \($0)\n" }.joined()
        let manyRuns = FileBody(
            buffers: [Array(long.utf8)],
            runs: stride(from: 0, to: long.utf8.count, by: 7).map {
                FileBody.Run(buffer: 0, range: $0..<min($0 + 7, long.utf8.count))
            })
        let bodies = [Self.spliced, FileBody("text"), manyRuns, FileBody("")]
        let texts = ["héllo, wörld", "text", long, ""]
        #expect(BundleFileDigests.hexDigests(of: bodies, parts: 2) == texts.map(SHA256.hexDigest(of:)))
        #expect(BundleFileDigests.hexDigests(of: bodies, parts: 1) == texts.map(SHA256.hexDigest(of:)))
    }

    @Test func moreRunsThanOneCallTakesAreWrittenWhole() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // 5,000 runs of one or two bytes, out of order: five `writev` calls.
        let base = Array("abcdefghij".utf8)
        let runs = (0..<5000).map { FileBody.Run(buffer: 0, range: ($0 * 7) % 9..<($0 * 7) % 9 + 1 + $0 % 2) }
        let body = FileBody(buffers: [base], runs: runs)
        #expect(runs.count > OutputWriter.partsPerCall * 4)
        let path = dir + "/out.txt"
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(fd >= 0)
        #expect(OutputWriter.writeAll(body, to: fd, durable: true) == nil)
        close(fd)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: path))) == body.bytes)
        #expect(OutputWriter.fileHolds(path, body))
        // The usual write and the check mode read it the same way.
        let file = GeneratedFile(path: "sub/out.txt", body: body)
        _ = try OutputWriter.write([file], to: dir, mode: .write)
        #expect(try String(contentsOfFile: dir + "/sub/out.txt", encoding: .utf8) == body.text)
        #expect(try OutputWriter.write([file], to: dir, mode: .check).unchanged == ["sub/out.txt"])
    }

    @Test func theComparisonWithTheDiskFindsEveryDifference() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/file.txt"
        for (onDisk, holds) in [
            ("héllo, wörld", true), ("héllo, wörlD", false), ("héllo, wörld!", false), ("héllo, wörl", false),
            ("Héllo, wörld", false),
        ] {
            try onDisk.write(toFile: path, atomically: false, encoding: .utf8)
            #expect(OutputWriter.fileHolds(path, Self.spliced) == holds, "\(onDisk)")
        }
        #expect(!OutputWriter.fileHolds(dir + "/missing.txt", Self.spliced))
    }

    @Test func aCursorMovesOverWholeAndPartWrittenParts() {
        var cursor = OutputWriter.PartCursor()
        let lengths = [3, 0, 5, 2]
        cursor.advance(by: 2, partLengths: lengths)
        #expect(cursor == OutputWriter.PartCursor(next: 0, offset: 2))
        cursor.advance(by: 1, partLengths: lengths)
        #expect(cursor == OutputWriter.PartCursor(next: 1, offset: 0))
        cursor.advance(by: 4, partLengths: lengths)
        #expect(cursor == OutputWriter.PartCursor(next: 2, offset: 4))
        cursor.advance(by: 3, partLengths: lengths)
        #expect(cursor == OutputWriter.PartCursor(next: 4, offset: 0))
        cursor.advance(by: 1, partLengths: lengths)
        #expect(cursor == OutputWriter.PartCursor(next: 4, offset: 0))
    }
}
