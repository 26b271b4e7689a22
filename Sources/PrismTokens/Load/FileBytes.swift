#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file into an array of bytes with one allocation of the file's size.
///
/// `FileManager.contents(atPath:)` reads into `Data`, which the parser then copied into an
/// array: for a 41 MB token file, a second 41 MB allocation and copy before parsing started.
enum FileBytes {
    /// The bytes of the file at `path`, or `nil` when it cannot be opened or read (missing, a
    /// folder, no permission). A file that grows while it is read is read to its end.
    static func contents(of path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        var failed = false
        var full = false
        // One byte more than the size, so the end of the file is seen without growing.
        let size = max(Int(info.st_size), 0)
        // In halves only a regular file read from its start (a descriptor shared through
        // `/dev/fd/N` may be elsewhere, and `pread` needs a file it can seek in).
        let inHalves =
            size >= halvesFrom && (info.st_mode & S_IFMT) == S_IFREG && lseek(fd, 0, SEEK_CUR) == 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized =
                inHalves ? fillInHalves(buffer, from: fd, failed: &failed) : fill(buffer, from: fd, failed: &failed)
            full = initialized == buffer.count
        }
        while !failed, full {
            // Longer than its size said (a growing file, a pipe): read the rest in steps.
            let chunk = [UInt8](unsafeUninitializedCapacity: max(65_536, bytes.count)) { buffer, initialized in
                initialized = fill(buffer, from: fd, failed: &failed)
                full = initialized == buffer.count
            }
            bytes.append(contentsOf: chunk)
        }
        return failed ? nil : bytes
    }

    /// The size from which a file is read in two halves at once (``fillInHalves(_:from:failed:)``):
    /// the size from which the reader parses on two cores (``JSONReader/splitThreshold``).
    static let halvesFrom = JSONReader.splitThreshold

    /// Reads into `buffer` from the file's start as ``fill(_:from:failed:)`` does, its two halves
    /// at the same time (`pread(2)`, the second possibly on another thread), so the copying and
    /// the page faults of the fresh buffer are shared by two cores (a 4 MB file took ~3 ms on
    /// one); leaves the file's offset after what was read, for reading on when the file grew.
    static func fillInHalves(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, failed: inout Bool) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let half = buffer.count / 2
        let rest = buffer.count - half
        let target = SharedBase(pointer: base)
        let (first, second) = ParallelWork.both(
            { readAt(target.pointer, count: half, offset: 0, from: fd) },
            { readAt(target.pointer + half, count: rest, offset: half, from: fd) })
        // A first half cut short means the file shrank: the second half read nothing after its end.
        let count = first.count < half ? first.count : half + second.count
        failed = first.failed || (first.count == half && second.failed)
        if !failed, lseek(fd, off_t(count), SEEK_SET) < 0 { failed = true }
        return count
    }

    /// The start of a buffer two threads fill at different offsets.
    private struct SharedBase: @unchecked Sendable {
        let pointer: UnsafeMutablePointer<UInt8>
    }

    /// Reads `count` bytes into `target` until they are read or the file ends — at `offset` of
    /// the file (`pread(2)`), or at its current offset when `offset` is `nil` (`read(2)`); how
    /// many were read, and whether reading failed.
    private static func readAt(_ target: UnsafeMutablePointer<UInt8>, count: Int, offset: Int?, from fd: Int32)
        -> (count: Int, failed: Bool)
    {
        var done = 0
        while done < count {
            let n =
                offset.map { pread(fd, target + done, count - done, off_t($0 + done)) }
                ?? read(fd, target + done, count - done)
            if n < 0 {
                if errno == EINTR { continue }
                return (done, true)
            }
            if n == 0 { break }
            done += n
        }
        return (done, false)
    }

    /// Reads into `buffer` until it is full or the file ends; returns how many bytes were read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, failed: inout Bool) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        let result = readAt(base, count: buffer.count, offset: nil, from: fd)
        if result.failed { failed = true }
        return result.count
    }
}
