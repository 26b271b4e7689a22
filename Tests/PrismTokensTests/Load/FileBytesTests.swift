import Foundation
import Testing

@testable import PrismTokens

/// ``FileBytes`` reads a file's exact bytes, whether in one piece or, from
/// ``FileBytes/halvesFrom``, in two halves at once.
@Suite struct FileBytesTests {
    func temporaryFile(_ bytes: [UInt8]) throws -> String {
        let path = NSTemporaryDirectory() + "prism-filebytes-\(UUID().uuidString)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Sizes around the threshold and odd ones, with multi-byte characters across the middle.
    @Test(arguments: [0, 1, 4095, FileBytes.halvesFrom - 1, FileBytes.halvesFrom, FileBytes.halvesFrom + 1, 3_000_001])
    func aFileIsReadExactly(size: Int) throws {
        let pattern = Array("tökén 🎨 \n".utf8)
        let bytes = (0..<size).map { pattern[$0 % pattern.count] }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let read = try #require(FileBytes.contents(of: path))
        #expect(read.count == size)
        // Compared as a Boolean: a failure names the size, not megabytes of bytes.
        let same = read == bytes
        #expect(same, "size \(size)")
    }

    /// The halves of a buffer one byte longer than the file (as `contents(of:)` gives them) read
    /// the file and leave the offset at its end; a file longer than its buffer (grown since its
    /// size was read) fills it and leaves the rest to read on; one that ends in the first half
    /// (shrunk) or in the second gives exactly its bytes.
    @Test(arguments: [
        (fileSize: FileBytes.halvesFrom + 17, bufferSize: FileBytes.halvesFrom + 18),
        (1_000_017, 1_000_001), (100, 2 << 20), (750_000, 1_000_000),
    ])
    func theHalvesOfABufferOfAnotherSize(fileSize: Int, bufferSize: Int) throws {
        let bytes = (0..<fileSize).map { UInt8(truncatingIfNeeded: $0 &* 13) }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDONLY)
        try #require(fd >= 0)
        defer { close(fd) }
        var failed = false
        let read = [UInt8](unsafeUninitializedCapacity: bufferSize) { buffer, initialized in
            initialized = FileBytes.fillInHalves(buffer, from: fd, failed: &failed)
        }
        #expect(!failed)
        let expected = Array(bytes.prefix(bufferSize))
        let same = read == expected
        #expect(same, "file \(fileSize), buffer \(bufferSize)")
        #expect(lseek(fd, 0, SEEK_CUR) == off_t(expected.count))
        if fileSize > bufferSize {
            var rest = [UInt8](repeating: 0, count: fileSize)
            let n = rest.withUnsafeMutableBytes { Foundation.read(fd, $0.baseAddress, fileSize) }
            let restIsTheFilesEnd = Array(rest.prefix(max(n, 0))) == Array(bytes[bufferSize...])
            #expect(restIsTheFilesEnd)
        }
    }

    @Test func aMissingFileOrAFolderReadsAsNothing() throws {
        #expect(FileBytes.contents(of: NSTemporaryDirectory() + "prism-missing-\(UUID().uuidString)") == nil)
        #expect(FileBytes.contents(of: NSTemporaryDirectory()) == nil)
    }
}
