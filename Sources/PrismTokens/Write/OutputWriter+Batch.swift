#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The batched write of ``OutputWriter/write(_:to:mode:)``: folders made and files compared and
/// written on the machine's cores, one durability sync per batch, renames in order. Files below
/// folders that do not exist yet are written first, through staging folders
/// (`OutputWriter+Staging.swift`).
extension OutputWriter {
    /// How many files one batch holds at most.
    static let batchSize = 4096
    /// How many bytes one batch holds at most (a batch's temporary files are synced at once).
    static let batchBytes = 64 << 20

    /// A file queued in a batch.
    struct QueuedFile: Sendable {
        /// The absolute (or output-relative) destination path.
        var destination: String
        /// The destination's folder.
        var folder: String
        /// The file's bytes.
        var contents: FileBody
        /// The file's position in the caller's list.
        var index: Int
        /// Whether the destination may already hold a file: `false` only for a path not seen before
        /// in this run whose folder this run created (so it is empty but for this run's files).
        var mayExist: Bool
        /// Whether the destination already holds exactly `contents` (found before writing).
        var unchanged = false
    }

    /// What happened to one queued file in the batch's parallel phase.
    enum QueuedOutcome: Sendable {
        /// The file on disk already held these bytes.
        case unchanged
        /// The bytes were written to this temporary sibling, to be renamed into place.
        case written(String)
        /// Writing failed.
        case failed(WriteError)
    }

    /// The folders and paths of one ``write(_:to:mode:)`` call, kept between batches.
    struct WriteState {
        /// Folders known to exist (made earlier in this run or found to exist).
        var knownFolders: Set<String> = []
        /// Folders this run created: a file in one of them exists only if this run wrote it.
        var createdFolders: Set<String> = []
        /// Every destination queued so far (a path given twice must be compared again).
        var queued: Set<String> = []
        /// The files written (changed or new), by position in the caller's list, in file order.
        var changed: [Int] = []
        /// The files that already held their contents, by position, in file order.
        var unchanged: [Int] = []
    }

    /// A batch being filled.
    struct Batch {
        /// Its files, in the caller's order.
        var files: [QueuedFile] = []
        /// The UTF-8 size of their contents together.
        var bytes = 0
        /// The folders its files need that are not known yet, in first-use order.
        var newFolders: [String] = []
        /// The same folders, to look up.
        var newFolderSet: Set<String> = []
        /// Its destinations (a path given twice starts a new batch: never two threads on one file).
        var destinations: Set<String> = []
    }

    /// Writes `files` below `directory` in batches (the `.write` mode of ``write(_:to:mode:)``).
    static func writeBatched(_ files: [GeneratedFile], to directory: String) throws(WriteError) -> Report {
        var state = WriteState()
        // Files below folders that do not exist yet are written into staging folders first, the
        // rest batch by batch, then the staging folders are renamed into place: a failure on
        // either side leaves no staged file visible.
        // Termination signals are held back from the first staged file to the last rename (only
        // when something is staged: a re-run into existing folders still stops between batches).
        let plan = stagingPlan(files, directory: directory)
        var previous = sigset_t()
        if plan != nil { previous = blockTerminationSignals() }
        defer { if plan != nil { pthread_sigmask(SIG_SETMASK, &previous, nil) } }
        let staged = try plan.flatMap { plan throws(WriteError) in try stage(files, plan: plan) }
        do throws(WriteError) {
            try writeInPlace(files, where: { staged?.plan.rootOfFile[$0] == nil }, to: directory, state: &state)
        } catch {
            if let staged { discard(staged) }
            throw error
        }
        if let staged {
            let (written, appeared) = try commit(staged)
            // Folders another run made meanwhile: their files go in place like the others.
            let late = Set(appeared)
            if !late.isEmpty { try writeInPlace(files, where: late.contains, to: directory, state: &state) }
            state.changed = (state.changed + written).sorted()
            if !late.isEmpty { state.unchanged.sort() }
        }
        var report = Report()
        report.changed = state.changed.map { files[$0].path }
        report.unchanged = state.unchanged.map { files[$0].path }
        return report
    }

    /// Writes the files whose indices `include` accepts batch by batch (the in-place half of
    /// `writeBatched`).
    static func writeInPlace(
        _ files: [GeneratedFile], where include: (Int) -> Bool, to directory: String, state: inout WriteState
    ) throws(WriteError) {
        var batch = Batch()
        for (index, file) in files.enumerated() where include(index) {
            let destination = directory + "/" + file.path
            let folder = SourcePath.directory(of: destination)
            let size = file.body.byteCount
            if batch.files.count == batchSize || batch.bytes + size > batchBytes && !batch.files.isEmpty
                || batch.destinations.contains(destination)
            {
                try flush(&batch, state: &state)
            }
            let seen = !state.queued.insert(destination).inserted
            if !state.knownFolders.contains(folder) && batch.newFolderSet.insert(folder).inserted {
                batch.newFolders.append(folder)
            }
            batch.destinations.insert(destination)
            batch.bytes += size
            // Whether the folder was created by this run is known only once the batch makes it.
            batch.files.append(
                QueuedFile(
                    destination: destination, folder: folder, contents: file.body, index: index, mayExist: seen))
        }
        try flush(&batch, state: &state)
    }

    /// Makes the batch's new folders (at once), compares and writes its files to temporary
    /// siblings (at once), syncs them with one `syncfs(2)` (Linux) and renames them into place in
    /// order, termination signals held back from the first temporary file to the last rename.
    /// No temporary file survives a failure; files renamed before it stay.
    static func flush(_ batch: inout Batch, state: inout WriteState) throws(WriteError) {
        defer { batch = Batch() }
        guard !batch.files.isEmpty else { return }
        let made = ParallelWork.map(batch.newFolders) { folder in
            Result { () throws(WriteError) in try makeFolder(folder) }
        }
        for (folder, outcome) in zip(batch.newFolders, made) {
            switch outcome {
            case .success(let created):
                state.knownFolders.insert(folder)
                if created { state.createdFolders.insert(folder) }
            case .failure(let error): throw error
            }
        }
        var queued = batch.files
        for i in queued.indices where !queued[i].mayExist && !state.createdFolders.contains(queued[i].folder) {
            queued[i].mayExist = true
        }
        // Compared before signals are held back (unless a staged write holds them for the whole
        // call): reading what is on disk can take long, and nothing has been written yet that a
        // stop would leave behind.
        let holds = ParallelWork.map(queued) { file in file.mayExist && fileHolds(file.destination, file.contents) }
        for i in queued.indices where holds[i] { queued[i].unchanged = true }
        var previous = blockTerminationSignals()
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        let durable = !syncsBatchAtOnce
        let outcomes = ParallelWork.map(queued) { file -> QueuedOutcome in
            if file.unchanged { return .unchanged }
            do throws(WriteError) {
                return .written(
                    try writeTemporary(file.contents, for: file.destination, durable: durable, serial: file.index))
            } catch {
                return .failed(error)
            }
        }
        var failure: WriteError?
        if syncsBatchAtOnce {
            for (file, outcome) in zip(queued, outcomes) {
                guard case .written = outcome else { continue }
                failure = syncFileSystem(containing: file.folder)
                break
            }
        }
        for (file, outcome) in zip(queued, outcomes) {
            switch outcome {
            case .unchanged:
                state.unchanged.append(file.index)
            case .written(let temporary):
                if failure != nil {
                    unlink(temporary)
                } else if rename(temporary, file.destination) != 0 {
                    failure = WriteError(path: file.destination, reason: String(cString: strerror(errno)))
                    unlink(temporary)
                } else {
                    state.changed.append(file.index)
                }
            case .failed(let error): failure = failure ?? error
            }
        }
        if let failure { throw failure }
    }

    /// Makes `folder` (and its missing parents); whether this call created it (`false` when it
    /// existed: another thread may have made it as a parent, which only costs a comparison later).
    static func makeFolder(_ folder: String) throws(WriteError) -> Bool {
        if folder.isEmpty { return false }
        if mkdir(folder, 0o755) == 0 { return true }
        if errno == EEXIST { return false }
        guard errno == ENOENT else { throw WriteError(path: folder, reason: String(cString: strerror(errno))) }
        try makeDirectories(SourcePath.directory(of: folder))
        if mkdir(folder, 0o755) == 0 { return true }
        if errno == EEXIST { return false }
        throw WriteError(path: folder, reason: String(cString: strerror(errno)))
    }

    /// Whether the file at `path` holds exactly the bytes of `contents` (sizes compared first),
    /// read part by part of `contents`.
    static func fileHolds(_ path: String, _ contents: FileBody) -> Bool {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, Int(info.st_size) == contents.byteCount else { return false }
        var buffer = [UInt8](repeating: 0, count: min(max(contents.byteCount, 1), 1 << 16))
        let same = contents.forEachBatch { parts in
            parts.allSatisfy { expected in
                var offset = 0
                while offset < expected.count {
                    let wanted = min(buffer.count, expected.count - offset)
                    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
                    if n < 0 && errno == EINTR { continue }
                    guard n > 0, let start = expected.baseAddress,
                        buffer.withUnsafeBytes({ disk in disk.baseAddress.map { memcmp($0, start + offset, n) } }) == 0
                    else { return false }
                    offset += n
                }
                return true
            }
        }
        guard same else { return false }
        // Nothing may follow (the file grew since `fstat`).
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 1) }
            if n < 0 && errno == EINTR { continue }
            return n == 0
        }
    }
}
