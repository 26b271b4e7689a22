#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes generated files into an output folder: atomically, only when the bytes change, never outside the folder.
///
/// Each file is written to a temporary file in its destination folder and renamed over the old one,
/// so a reader (or an interrupted run) only ever sees the old or the new file, never half of one.
/// Files below folders that do not exist yet are written into a hidden staging folder renamed into
/// place whole (`OutputWriter+Staging.swift`).
public enum OutputWriter {
    /// What to do with the files.
    public enum Mode: Sendable {
        /// Write files whose bytes differ.
        case write
        /// Write nothing; report files that differ as stale.
        case check
        /// Write nothing; report what would be written.
        case dryRun
    }

    /// What happened to each file.
    public struct Report: Sendable, Equatable {
        /// Files written (or, in check and dry-run modes, that differ from what is on disk).
        public var changed: [String] = []
        /// Files whose bytes were already current.
        public var unchanged: [String] = []
    }

    /// A failure to write, with the path and the system's reason.
    public struct WriteError: Error, Sendable, CustomStringConvertible {
        /// The file or folder that could not be written.
        public var path: String
        /// The system's reason.
        public var reason: String
        /// The text form, as printed in messages and files.
        public var description: String { "cannot write '\(path)': \(reason)" }
    }

    /// Checks that every path stays inside the output folder: relative, no `..`, no empty segments.
    /// - Throws: ``WriteError`` naming the first offending path.
    public static func checkPaths(_ files: [GeneratedFile]) throws(WriteError) {
        for file in files where !isInsideOutputFolder(file.path) {
            throw WriteError(
                path: file.path,
                reason:
                    "output paths must stay inside the output folder (relative, without '..'); rename the template or option that produced it"
            )
        }
    }

    /// Whether `path` is relative, has no empty, `.` or `..` segment and no NUL byte (one pass
    /// over its bytes, read in place: the apple bundle has 50,000 paths, and iterating the
    /// string's UTF-8 view took 3 ns a byte).
    static func isInsideOutputFolder(_ path: String) -> Bool {
        var path = path
        return path.withUTF8(isInsideOutputFolder(bytes:))
    }

    /// ``isInsideOutputFolder(_:)`` of a path's UTF-8 bytes.
    private static func isInsideOutputFolder(bytes path: UnsafeBufferPointer<UInt8>) -> Bool {
        var segmentLength = 0
        var segmentIsDots = true
        for byte in path {
            switch byte {
            case 0: return false
            case UInt8(ascii: "/"):
                if segmentLength == 0 || (segmentIsDots && segmentLength <= 2) { return false }
                segmentLength = 0
                segmentIsDots = true
            default:
                segmentLength += 1
                if byte != UInt8(ascii: ".") { segmentIsDots = false }
            }
        }
        return segmentLength > 0 && !(segmentIsDots && segmentLength <= 2)
    }

    /// Writes (or checks) `files` below `directory`.
    /// - Throws: ``WriteError`` for an unsafe path or a failed write; files already renamed into place stay.
    ///
    /// In `.write` mode, files below folders that do not exist yet (a fresh output folder: all of
    /// them) are written straight into hidden staging folders, which are renamed into place once
    /// the other files are written (see `OutputWriter+Staging.swift`). The other files are written
    /// in batches (see `OutputWriter+Batch.swift`): each
    /// batch's new folders are made, then its files compared with what is on disk (a file in a
    /// folder this run created is new, and not read) and written to temporary siblings on the
    /// machine's cores at once, synced by one `syncfs(2)` (Linux), then renamed into place in
    /// order, with termination signals held back for the batch.
    public static func write(_ files: [GeneratedFile], to directory: String, mode: Mode) throws(WriteError) -> Report {
        try checkPaths(files)
        if mode == .write { return try writeBatched(files, to: directory) }
        var report = Report()
        for file in files {
            if fileHolds(directory + "/" + file.path, file.body) {
                report.unchanged.append(file.path)
            } else {
                report.changed.append(file.path)
            }
        }
        return report
    }

    /// ``write(_:to:mode:)`` of an output folder whose files were partly staged early
    /// (``EarlyStaging``): in `.write` mode the files not staged yet are staged too and the folder
    /// is renamed into place; when `staged` is `nil`, is for another folder or could not stage,
    /// the usual write writes every file.
    /// - Throws: ``WriteError`` for an unsafe path or a failed write (nothing is left staged).
    public static func write(_ files: [GeneratedFile], to directory: String, mode: Mode, staged: EarlyStaging?)
        throws(WriteError) -> Report
    {
        if let staged {
            if mode == .write, staged.directory == stageableFolder(directory),
                let report = try staged.commit(files)
            {
                return report
            }
            staged.discard()
        }
        return try write(files, to: directory, mode: mode)
    }

    /// Whether a batch's temporary files are synced by one `syncfs(2)` before their renames
    /// instead of one `fsync(2)` each (Linux): the same guarantee (every file's bytes are on disk
    /// before it replaces the old one) for a fraction of the cost, which matters for the apple
    /// bundle's 50,000 asset-catalog files (per-file syncs took most of `bundle`'s wall time).
    #if os(Linux)
        static let syncsBatchAtOnce = true
    #else
        static let syncsBatchAtOnce = false
    #endif

    /// Syncs the file system holding `path` (Linux `syncfs(2)`, else `sync(2)`); the failure, if any.
    static func syncFileSystem(containing path: String) -> WriteError? {
        #if os(Linux)
            guard let syncfs = syncfsFunction.function else {
                sync()
                return nil
            }
            let fd = open(path, O_RDONLY)
            guard fd >= 0 else { return WriteError(path: path, reason: String(cString: strerror(errno))) }
            defer { close(fd) }
            if syncfs(fd) != 0 { return WriteError(path: path, reason: String(cString: strerror(errno))) }
        #endif
        return nil
    }

    #if os(Linux)
        /// glibc's `syncfs`, which the Glibc module does not export (it is a GNU extension).
        private struct SyncFS: @unchecked Sendable {
            var function: (@convention(c) (Int32) -> Int32)?
        }
        private static let syncfsFunction = SyncFS(
            function: dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs").map {
                unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self)
            })
    #endif

    /// The bytes of a file, or `nil` if it cannot be read.
    static func readFile(_ path: String) -> [UInt8]? {
        FileBytes.contents(of: path)
    }

    static func makeDirectories(_ path: String) throws(WriteError) {
        var made: Set<String> = []
        try makeDirectories(path, made: &made)
    }

    /// Creates `path` and its missing parents, skipping the folders in `made` (created earlier in
    /// this run: a bundle's 50,000 asset-catalog folders share their parents) and adding to it.
    static func makeDirectories(_ path: String, made: inout Set<String>) throws(WriteError) {
        guard !path.isEmpty else { return }
        var current = path.hasPrefix("/") ? "" : "."
        var prefix = ""
        for segment in path.split(separator: "/") {
            current += "/" + segment
            prefix += (prefix.isEmpty && !path.hasPrefix("/") ? "" : "/") + segment
            guard made.insert(prefix).inserted else { continue }
            if mkdir(current, 0o755) != 0 && errno != EEXIST {
                throw WriteError(path: current, reason: String(cString: strerror(errno)))
            }
        }
    }

    /// Writes one file through a temporary sibling and `rename(2)`, with termination signals held back.
    ///
    /// `SIGTERM`, `SIGINT` and `SIGHUP` are blocked in the calling thread from creating the
    /// temporary file until it is renamed into place (or removed after a failure), so a run that
    /// is told to stop mid-write finishes this one file and then stops: the destination is the old
    /// or the new file, never a part of one, and no temporary file is left behind. (The CLI is
    /// single-threaded; a host that writes from one thread while others run should block these
    /// signals in its other threads too.)
    /// - Parameter durable: sync the file to disk before the rename (skipped for caches, whose
    ///   damaged entries are only misses).
    static func writeAtomically(_ bytes: [UInt8], to destination: String, durable: Bool = true) throws(WriteError) {
        var previous = blockTerminationSignals()
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let temporary = try writeTemporary(bytes, for: destination, durable: durable)
        if rename(temporary, destination) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: destination, reason: reason)
        }
    }

    /// Blocks `SIGTERM`, `SIGINT` and `SIGHUP` (`TerminationWatch.signals`), and `others`, in
    /// the calling thread; returns the previous mask to restore.
    static func blockTerminationSignals(and others: [Int32] = []) -> sigset_t {
        var signals = sigset_t()
        var previous = sigset_t()
        sigemptyset(&signals)
        for signal in TerminationWatch.signals + others { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_BLOCK, &signals, &previous)
        return previous
    }

    /// Writes the temporary sibling of `destination` (synced when `durable`) and returns its path.
    static func writeTemporary(_ bytes: [UInt8], for destination: String, durable: Bool) throws(WriteError)
        -> String
    {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(WriteError) in try writeTemporary(buffer, for: destination, durable: durable) }
        }.get()
    }

    /// Writes the temporary sibling of `destination` with the bytes of `body` (not copied).
    /// - Parameter serial: a number that tells this file's temporary name apart from the others
    ///   written at once (two destinations differing only in case are one file on a
    ///   case-insensitive disk; their temporary files must not be one too).
    static func writeTemporary(_ body: FileBody, for destination: String, durable: Bool, serial: Int? = nil)
        throws(WriteError) -> String
    {
        try writeTemporary(for: destination, serial: serial) { fd in writeAll(body, to: fd, durable: durable) }
    }

    /// The process id in temporary file names (read once: a bundle writes 50,000 of them).
    static let processID = getpid()

    /// Writes the temporary sibling of `destination` (synced when `durable`) and returns its path.
    private static func writeTemporary(
        _ bytes: UnsafeRawBufferPointer, for destination: String, durable: Bool, serial: Int? = nil
    ) throws(WriteError) -> String {
        try writeTemporary(for: destination, serial: serial) { fd in writeAll(bytes, to: fd, durable: durable) }
    }

    /// Creates the temporary sibling of `destination`, fills it with `fill` (which returns the
    /// failure's reason, if any) and returns its path; removes it after a failure.
    private static func writeTemporary(
        for destination: String, serial: Int?, fill: (Int32) -> String?
    ) throws(WriteError) -> String {
        let folder = SourcePath.directory(of: destination)
        let name = String(
            decoding: destination.utf8.dropFirst(folder.isEmpty ? 0 : folder.utf8.count + 1), as: UTF8.self)
        let temporary =
            (folder.isEmpty ? "" : folder + "/") + ".\(name).\(processID)\(serial.map { ".\($0)" } ?? "").tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw WriteError(path: destination, reason: String(cString: strerror(errno))) }
        if let reason = fill(fd) {
            close(fd)
            unlink(temporary)
            throw WriteError(path: destination, reason: reason)
        }
        close(fd)
        return temporary
    }

    /// Writes `bytes` to `fd` (synced when `durable`); the failure's reason, if any.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32, durable: Bool) -> String? {
        var offset = 0
        while offset < bytes.count {
            let n = posixWrite(fd, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
            if n < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += n
        }
        return durable ? syncFailure(fd) : nil
    }

    /// Writes the bytes of `body` to `fd` (synced when `durable`): one part with `write(2)`, runs
    /// with `writev(2)` up to ``partsPerCall`` at a time, batch by batch of the body
    /// (``FileBody/forEachBatch(_:)``); the failure's reason, if any.
    static func writeAll(_ body: FileBody, to fd: Int32, durable: Bool) -> String? {
        var failure: String?
        body.forEachBatch { parts in
            failure = parts.count == 1 ? writeAll(parts[0], to: fd, durable: false) : writeParts(parts, to: fd)
            return failure == nil
        }
        if let failure { return failure }
        return durable ? syncFailure(fd) : nil
    }

    /// Writes `parts` to `fd` with `writev(2)`, up to ``partsPerCall`` at a time, through partial
    /// writes; the failure's reason, if any.
    private static func writeParts(_ parts: [UnsafeRawBufferPointer], to fd: Int32) -> String? {
        var vectors = [iovec](repeating: iovec(), count: min(parts.count, partsPerCall))
        let lengths = parts.map(\.count)
        var cursor = PartCursor()
        while cursor.next < parts.count {
            let count = min(parts.count - cursor.next, vectors.count)
            for slot in 0..<count {
                let part = parts[cursor.next + slot]
                let skip = slot == 0 ? cursor.offset : 0
                vectors[slot] = iovec(
                    iov_base: UnsafeMutableRawPointer(mutating: part.baseAddress.map { $0 + skip }),
                    iov_len: part.count - skip)
            }
            let written = vectors.withUnsafeBufferPointer { writev(fd, $0.baseAddress, Int32(count)) }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            cursor.advance(by: written, partLengths: lengths)
        }
        return nil
    }

    /// The most runs one `writev(2)` call is given (Linux and macOS take 1,024).
    static let partsPerCall = 1024

    /// Where a write of many parts stands: the next part and how much of it is written.
    struct PartCursor: Equatable {
        /// The first part not written whole.
        var next = 0
        /// The bytes of part `next` written already.
        var offset = 0

        /// Moves past `written` bytes: over the parts written whole, into the one written in part.
        mutating func advance(by written: Int, partLengths: [Int]) {
            var written = written
            while written > 0, next < partLengths.count {
                let left = partLengths[next] - offset
                if written < left {
                    offset += written
                    return
                }
                written -= left
                next += 1
                offset = 0
            }
        }
    }

    /// Syncs `fd` to disk; the failure's reason, if any (`EINVAL`, a file that cannot be
    /// synced, is not a failure of the write).
    private static func syncFailure(_ fd: Int32) -> String? {
        fsync(fd) != 0 && errno != EINVAL ? String(cString: strerror(errno)) : nil
    }
}

/// `write(2)`, named so it does not clash with ``OutputWriter/write(_:to:mode:)``.
private func posixWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(fd, buffer, count)
}
