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
        var bytes = [UInt8](unsafeUninitializedCapacity: max(Int(info.st_size), 0) + 1) { buffer, initialized in
            initialized = fill(buffer, from: fd, failed: &failed)
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

    /// Reads into `buffer` until it is full or the file ends; returns how many bytes were read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, failed: inout Bool) -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var count = 0
        while count < buffer.count {
            let n = read(fd, base + count, buffer.count - count)
            if n < 0 {
                if errno == EINTR { continue }
                failed = true
                return count
            }
            if n == 0 { break }
            count += n
        }
        return count
    }
}
