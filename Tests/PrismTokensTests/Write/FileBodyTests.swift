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
        #expect(body.partLengths == [8, 6])
        #expect(FileBody("").partLengths.isEmpty)
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

    /// Read a piece at a time from a cursor (as the digests two files at a time read it), a
    /// body gives its bytes in order, across empty runs and runs that end inside a character.
    @Test func aCursorReadsTheBytesInPiecesOfAnySize() {
        let text = FileBody("héllo, wörld")
        for body in [Self.spliced, text] {
            for piece in 1...5 {
                var cursor = FileBody.Cursor()
                var read: [UInt8] = []
                while read.count < body.byteCount {
                    let count = min(piece, body.byteCount - read.count)
                    var bytes = [UInt8](repeating: 0, count: count)
                    bytes.withUnsafeMutableBytes { body.copyBytes(from: &cursor, into: $0) }
                    read += bytes
                }
                #expect(read == Array("héllo, wörld".utf8), "pieces of \(piece)")
            }
        }
    }

    /// Read in place (as the digests read large files): at each position the bytes that follow
    /// in one piece are the rest of the text or of the cursor's run, and moving past them lands
    /// where copying them would (on the next run at a run's end), so alternating the two reads
    /// the whole body in order.
    @Test func bytesInPlaceAreTheRestOfTheCursorsPiece() {
        let text = FileBody("héllo, wörld")
        var cursor = FileBody.Cursor()
        #expect(text.contiguousCount(at: cursor) == text.byteCount)
        text.advance(&cursor, by: 3)
        #expect(text.contiguousCount(at: cursor) == text.byteCount - 3)
        #expect(text.withContiguousBytes(at: cursor) { Array($0) } == Array("héllo, wörld".utf8.dropFirst(3)))

        let spliced = Self.spliced
        cursor = FileBody.Cursor()
        #expect(spliced.contiguousCount(at: cursor) == 8)
        spliced.advance(&cursor, by: 8)
        // The end of the first run: the cursor is on the empty run after it.
        #expect(cursor.run == 1 && cursor.offset == 0)
        #expect(spliced.contiguousCount(at: cursor) == 0)
        #expect(spliced.withContiguousBytes(at: cursor) { $0.count } == 0)
        for piece in [1, 2, 3] {
            cursor = FileBody.Cursor()
            var read: [UInt8] = []
            var inPlace = true
            while read.count < spliced.byteCount {
                let here = spliced.contiguousCount(at: cursor)
                if inPlace, here > 0 {
                    let count = min(piece, here)
                    read += spliced.withContiguousBytes(at: cursor) { Array($0.prefix(count)) }
                    spliced.advance(&cursor, by: count)
                } else {
                    var bytes = [UInt8](repeating: 0, count: min(piece, spliced.byteCount - read.count))
                    bytes.withUnsafeMutableBytes { spliced.copyBytes(from: &cursor, into: $0) }
                    read += bytes
                }
                inPlace.toggle()
            }
            #expect(read == Array("héllo, wörld".utf8), "pieces of \(piece)")
            // On the last run, empty, as copying leaves it.
            #expect(cursor.run == 3 && cursor.offset == 0, "pieces of \(piece)")
        }
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

    /// A body of more buffers than one batch reads at once (a rendered file is one buffer per
    /// 64 KiB chunk) is read a batch at a time, never nesting deeper than a batch, and whoever
    /// reads it — the bytes, the digest, the writer, the comparison with the disk — sees every
    /// buffer in order; a reader that stops early stops the batches.
    @Test func aBodyOfManyBuffersIsReadABatchAtATime() throws {
        let parts = (0..<1000).map { Array("chunk \($0) é\n".utf8) }
        let body = FileBody(parts: parts)
        let expected = parts.flatMap { $0 }
        var batches: [Int] = []
        #expect(
            body.forEachBatch { batch in
                batches.append(batch.count)
                return true
            })
        #expect(batches.count == (1000 + FileBody.buffersPerBatch - 1) / FileBody.buffersPerBatch)
        #expect(batches.allSatisfy { $0 <= FileBody.buffersPerBatch } && batches.reduce(0, +) == 1000)
        var seen = 0
        #expect(
            !body.forEachBatch { _ in
                seen += 1
                return false
            })
        #expect(seen == 1)
        #expect(body.bytes == expected)
        #expect(SHA256.hexDigest(of: body) == SHA256.hexDigest(expected))
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = GeneratedFile(path: "many.txt", body: body)
        _ = try OutputWriter.write([file], to: dir, mode: .write)
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: dir + "/many.txt"))) == expected)
        #expect(OutputWriter.fileHolds(dir + "/many.txt", body))
        var differing = parts
        differing[999][0] = UInt8(ascii: "C")
        #expect(!OutputWriter.fileHolds(dir + "/many.txt", FileBody(parts: differing)))
    }

    @Test func aBufferInEveryBatchIsReadWhereEachRunTakesIt() {
        // Runs alternate between one base buffer and 300 others (a spliced text over many
        // chunks): the base is in every batch, at another place among the batch's buffers.
        let base = Array("base text ".utf8)
        let others = (0..<300).map { Array("other \($0);".utf8) }
        var runs: [FileBody.Run] = []
        var expected: [UInt8] = []
        for index in others.indices {
            let cut = index % base.count
            runs.append(FileBody.Run(buffer: 0, range: cut..<base.count))
            expected += base[cut...]
            runs.append(FileBody.Run(buffer: index + 1, range: others[index].indices))
            expected += others[index]
        }
        let body = FileBody(buffers: [base] + others, runs: runs)
        var read: [UInt8] = []
        var batches = 0
        body.forEachBatch { parts in
            batches += 1
            for part in parts { read += part }
            return true
        }
        #expect(batches > 4)
        #expect(read == expected)
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
