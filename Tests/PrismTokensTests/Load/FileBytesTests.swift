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
        #expect(read == bytes)
    }

    /// Reading on after the halves starts where they ended: a buffer one byte longer than the
    /// file is filled by two `pread`s, and the file offset is left at the end.
    @Test func theHalvesLeaveTheOffsetAtTheirEnd() throws {
        let bytes = (0..<(FileBytes.halvesFrom + 17)).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        let path = try temporaryFile(bytes)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let fd = open(path, O_RDONLY)
        #expect(fd >= 0)
        defer { close(fd) }
        var failed = false
        let read = [UInt8](unsafeUninitializedCapacity: bytes.count + 1) { buffer, initialized in
            initialized = FileBytes.fillInHalves(buffer, from: fd, failed: &failed)
        }
        #expect(!failed)
        #expect(read == bytes)
        #expect(lseek(fd, 0, SEEK_CUR) == off_t(bytes.count))
    }

    @Test func aMissingFileOrAFolderReadsAsNothing() throws {
        #expect(FileBytes.contents(of: NSTemporaryDirectory() + "prism-missing-\(UUID().uuidString)") == nil)
        #expect(FileBytes.contents(of: NSTemporaryDirectory()) == nil)
    }
}
