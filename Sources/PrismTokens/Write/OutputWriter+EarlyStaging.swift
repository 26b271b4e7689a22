import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// A fresh output folder staged while its files are still being made: each group of files is
    /// written into the hidden staging folder as soon as it is final, and
    /// ``OutputWriter/write(_:to:mode:staged:)`` writes the rest and renames the folder into place.
    ///
    /// `bundle` packs five bundles one after another on the machine's cores; the first ones are
    /// final long before the last. Written as they come, their bytes go to disk while the cores
    /// would otherwise wait for the last bundle, instead of all after it. What a reader sees is
    /// what ``write(_:to:mode:)`` gives a missing output folder (`OutputWriter+Staging.swift`): the
    /// whole new folder at once, or nothing. Only a missing output folder whose parent exists is
    /// staged early (so nothing visible is made before the rename). The commit's list decides:
    /// when a staged path is not in it, or a path is in it twice, and after any failure while
    /// staging (a path outside the folder, two paths that are one file on this disk, a full
    /// disk), the commit removes the staging folder and leaves every file to the usual write,
    /// which reports the problem. A staged path stands for its contents: stage each path with
    /// the contents it is committed with.
    ///
    /// Signals: from ``begin(for:)`` on, the calling thread blocks `SIGINT`, `SIGTERM`, `SIGHUP`
    /// and `SIGPIPE` (call ``OutputWriter/write(_:to:mode:staged:)`` or ``discard()`` on that
    /// thread: they restore its mask). While files are still being made, a termination signal
    /// is taken by a thread of its own (`TerminationWatch`), which removes the staging folder
    /// and ends the process with the signal: a run told to stop stops promptly and leaves
    /// nothing. From the commit's start to the rename, termination signals wait, as during the
    /// usual write. A `SIGPIPE` (standard output closed while findings print) waits until the
    /// staging ends. Other threads may call ``stage(_:)`` at any time.
    public final class EarlyStaging: @unchecked Sendable {
        /// The output folder, without trailing slashes.
        let directory: String
        private let lock = PlatformLock()
        /// The groups being written (the end of the staging waits for them).
        private let writing = DispatchGroup()
        /// The staging folder and a descriptor open on it; `nil` once committed or discarded.
        private var staging: (path: String, fd: Int32)?
        /// Whether staging failed (the usual write takes over).
        private var failed = false
        /// Whether the staging is ending: no group starts any more.
        private var ending = false
        /// Whether the commit started (a termination signal then waits for the rename).
        private var committing = false
        /// Whether a termination signal removed the staging (the process is ending).
        private var stoppedBySignal = false
        /// The paths staged (or being staged) so far, each with its number in staging order.
        private var stagedPaths: [String: Int] = [:]
        /// The signal mask of the thread that began, restored once when the staging ends.
        private var previousSignals: sigset_t?
        /// The thread that began.
        private let beganOn = pthread_self()
        /// Takes termination signals while files are still being made.
        private var watch: TerminationWatch?

        private init(directory: String, staging: (path: String, fd: Int32), previousSignals: sigset_t) {
            self.directory = directory
            self.staging = staging
            self.previousSignals = previousSignals
        }

        /// Makes the staging folder of `directory` when it is missing and its parent exists;
        /// `nil` otherwise (the usual write then writes every file). Holds termination signals
        /// back in the calling thread.
        public static func begin(for directory: String) -> EarlyStaging? {
            guard let folder = stageableFolder(directory), isMissing(folder) else { return nil }
            let parent = stagingPath(for: folder, attempt: 0).holder
            guard parent.isEmpty || !isMissing(parent) else { return nil }
            var previous = blockTerminationSignals(and: [SIGPIPE])
            guard let staging = try? makeStagingFolder(for: folder) else {
                pthread_sigmask(SIG_SETMASK, &previous, nil)
                return nil
            }
            let early = EarlyStaging(directory: folder, staging: staging, previousSignals: previous)
            // Started here, so the watching thread inherits the blocked signals it waits for.
            early.watch = TerminationWatch.start { [weak early] _ in early?.stopBySignal() ?? .terminate }
            return early
        }

        /// A termination signal while files are still being made: removes the staging folder and
        /// lets the process end; once the commit started, the signal waits for the rename.
        private func stopBySignal() -> TerminationWatch.Outcome {
            let removes = lock.withLock { () -> Bool in
                guard !committing, staging != nil else { return false }
                ending = true
                stoppedBySignal = true
                return true
            }
            guard removes else { return .deliverLater }
            _ = end(keepingCount: nil)
            return .terminate
        }

        deinit {
            // Never committed nor discarded (a caller that stopped): nothing may stay behind.
            watch?.stop()
            if let staging { Self.remove(staging, paths: stagedPaths.keys) }
            restoreSignals()
        }

        /// Writes the files of `group` not staged yet (paths relative to the output folder) into
        /// the staging folder, their folders made as needed, on the machine's cores; after a
        /// failure, or once the staging ends, it does nothing. Groups from several threads are
        /// written at once.
        public func stage(_ group: [GeneratedFile]) {
            guard !group.isEmpty else { return }
            let claimed = lock.withLock { () -> (fd: Int32, files: [GeneratedFile])? in
                guard let staging, !failed, !ending else { return nil }
                guard group.allSatisfy({ isInsideOutputFolder($0.path) }) else {
                    failed = true
                    return nil
                }
                // Recorded first, so a removal after a failure finds whatever was made; room made
                // for the group at once (the 52,000 paths of the asset catalog, added to a table
                // grown by doubling, were rehashed at every doubling).
                stagedPaths.reserveCapacity(stagedPaths.count + group.count)
                let files = group.filter { file in
                    let count = stagedPaths.count
                    // Inserts the next number when the path is new (one lookup).
                    stagedPaths[file.path, default: count] += 0
                    return stagedPaths.count > count
                }
                if files.isEmpty { return nil }
                writing.enter()
                return (staging.fd, files)
            }
            guard let (fd, files) = claimed else { return }
            defer { writing.leave() }
            let plan = StagingPlan(
                directory: directory, roots: [""], rootOfFile: Array(repeating: 0, count: files.count))
            // Every folder made here first, one after another: the asset catalog's 52,000 color
            // sets share one parent, and two threads making folders in one folder take turns on
            // its lock while the waiting one spins (`bundle` 100k × 4 on a loaded host: 0.3-0.4 s
            // more CPU, no sooner done; on a quiet one no difference). Meanwhile the other core
            // packs the other bundles.
            let layout = foldersMadeFirst(stagedFolders(files, plan: plan))
            // The asset catalog's color sets made in, and their files opened from, the catalog's
            // folder (``OutputWriter/ParentFolders``).
            var parents = ParentFolders()
            defer { parents.closeAll() }
            for (_, parent) in layout.parents where parents.makeFolder(parent, root: 0, in: fd) != nil {
                lock.withLock { failed = true }
                return
            }
            let durable = !syncsBatchAtOnce
            let openParents = parents
            // Weak: a helper the pool starts late must not keep the staging from its end.
            let failures = ParallelWork.map(layout.folders) { [weak self] folder -> StagedFailure? in
                // A staging that is ending (a termination signal) stops writing at the next folder.
                guard let self, !lock.withLock({ ending }) else { return nil }
                return writeFolder(folder, files: files, into: fd, parents: openParents, durable: durable)
            }
            if failures.contains(where: { $0 != nil }) { lock.withLock { failed = true } }
        }

        /// Whether the staging is still open and nothing failed (the commit will rename it).
        var isUsable: Bool { lock.withLock { staging != nil && !failed } }

        /// Stages the files of `files` not staged yet, syncs and renames the staging folder into
        /// place; `nil` when the usual write must write `files` instead (staging failed or
        /// ended, a staged path is not in `files`, a path is in it twice, or the output folder
        /// appeared meanwhile): the staging folder is removed then.
        /// - Throws: ``WriteError`` when the sync or the rename fails for another reason (the
        ///   staging folder is removed).
        func commit(_ files: [GeneratedFile]) throws(WriteError) -> Report? {
            defer { restoreSignals() }
            let stopping = lock.withLock { () -> Bool in
                committing = true
                return stoppedBySignal
            }
            // The watch is removing the staging and ends the process: no file may be written now.
            if stopping { Self.awaitTermination() }
            watch?.stop()
            guard let rest = unstagedFiles(of: files) else {
                _ = end(keepingCount: nil)
                return nil
            }
            stage(rest)
            guard let taken = end(keepingCount: files.count) else { return nil }
            let staging = (path: taken.path, fd: taken.fd)
            if syncsBatchAtOnce, let failure = syncFileSystems(of: [staging]) {
                Self.remove(staging, paths: taken.paths)
                throw failure
            }
            guard rename(staging.path, directory) == 0 else {
                let appeared = errno == EEXIST || errno == ENOTEMPTY || errno == ENOTDIR
                let reason = String(cString: strerror(errno))
                Self.remove(staging, paths: taken.paths)
                if appeared { return nil }
                throw WriteError(path: directory, reason: reason)
            }
            close(staging.fd)
            return Report(changed: files.map(\.path), unchanged: [])
        }

        /// Removes the staging folder and what was staged in it (the run stopped).
        public func discard() {
            lock.withLock { committing = true }
            watch?.stop()
            _ = end(keepingCount: nil)
            restoreSignals()
        }

        /// The files of the commit's list not staged yet, in order; `nil` when a path is listed
        /// twice or a staged path is not listed. One lookup per path, on free cores (the apple
        /// bundle lists 52,000 at the end of the run), then a mark per staged number.
        private func unstagedFiles(of files: [GeneratedFile]) -> [GeneratedFile]? {
            // Every listed path is staged after this, so `end` keeps the staging only when exactly
            // the list's paths were staged: a group staged meanwhile sends all to the usual write.
            let staged = lock.withLock { stagedPaths }
            let numbers = ParallelWork.map(files, slicedBy: 4096) { staged[$0.path] }
            var named = [Bool](repeating: false, count: staged.count)
            var namedCount = 0
            var rest: [GeneratedFile] = []
            var restPaths: Set<String> = []
            for (file, number) in zip(files, numbers) {
                if let number {
                    if named[number] { return nil }
                    named[number] = true
                    namedCount += 1
                } else {
                    guard restPaths.insert(file.path).inserted else { return nil }
                    rest.append(file)
                }
            }
            return namedCount == staged.count ? rest : nil
        }

        /// Ends the staging once the groups being written are done: returns the staging folder
        /// and what was staged in it when exactly `count` paths (the commit's list, each once,
        /// every staged path among them) were staged and nothing failed; otherwise removes it.
        private func end(keepingCount count: Int?) -> (path: String, fd: Int32, paths: [String: Int].Keys)? {
            lock.withLock { ending = true }
            writing.wait()
            return lock.withLock {
                defer { staging = nil }
                guard let staging else { return nil }
                guard let count, count > 0, !failed, stagedPaths.count == count else {
                    Self.remove(staging, paths: stagedPaths.keys)
                    return nil
                }
                return (staging.path, staging.fd, stagedPaths.keys)
            }
        }

        /// Waits for the termination the watch is carrying out.
        private static func awaitTermination() -> Never {
            while true { sleep(1) }
        }

        /// Restores the signal mask of the thread that began, when called on it (the first time only).
        private func restoreSignals() {
            lock.withLock {
                guard var previous = previousSignals, pthread_equal(beganOn, pthread_self()) != 0 else { return }
                pthread_sigmask(SIG_SETMASK, &previous, nil)
                previousSignals = nil
            }
        }

        /// Removes the staged files, their folders and the staging folder, and closes its descriptor.
        private static func remove(_ staging: (path: String, fd: Int32), paths: some Collection<String>) {
            var folders: Set<String> = []
            for path in paths {
                unlinkat(staging.fd, path, 0)
                var folder = SourcePath.directory(of: path)
                while !folder.isEmpty, folders.insert(folder).inserted { folder = SourcePath.directory(of: folder) }
            }
            // Deeper folders first: a folder's path is longer than its parent's.
            for folder in folders.sorted(by: { $0.utf8.count > $1.utf8.count }) {
                unlinkat(staging.fd, folder, AT_REMOVEDIR)
            }
            rmdir(staging.path)
            close(staging.fd)
        }
    }
}
