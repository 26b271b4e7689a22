#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Folders a write creates from nothing, written whole in a hidden sibling and renamed into place once.
///
/// A file below a folder that does not exist yet needs no temporary sibling of its own: the
/// topmost missing folder at or below the output folder is made as a hidden sibling
/// (`.NAME.PID.staging`; the output folder's own missing parents are made first, empty, as the
/// batched path makes them), every file below it
/// is written there directly (`openat(2)` with `O_EXCL`, one job per folder on the machine's
/// cores), the file system is synced once, and the folder is renamed into place with one
/// `rename(2)`. A reader (or an interrupted run) sees the whole new folder or none of it. The
/// apple bundle's 50,000 asset-catalog files into a fresh output folder cost one rename instead of
/// 50,000 made one after another, and no temporary names.
///
/// Two destinations that are one file on a case- or normalization-insensitive disk meet as
/// `EEXIST` in the fresh folder; the staged write then removes what it made and the files go the
/// batched way, where renames in file order make the last one win on every disk.
extension OutputWriter {
    /// Which files of one ``write(_:to:mode:)`` call are written through staging folders.
    struct StagingPlan: Equatable, Sendable {
        /// The output folder, without trailing slashes.
        var directory: String
        /// The topmost missing folders, in the order of their first file, relative to the output
        /// folder (`""` for the output folder itself).
        var roots: [String] = []
        /// For each file of the call, the index of its root in `roots`, or `nil` (written in place).
        var rootOfFile: [Int?] = []

        /// The full path of the `index`th root.
        func destination(of index: Int) -> String {
            roots[index].isEmpty ? directory : directory + "/" + roots[index]
        }
    }

    /// The staging plan for `files` below `directory`, or `nil` when no file lies below a folder
    /// (the output folder included) that does not exist, or when the output folder's path ends in
    /// `.` or `..` (which cannot be renamed onto; those writes take the batched path).
    static func stagingPlan(_ files: [GeneratedFile], directory: String) -> StagingPlan? {
        // No files, no folder: a write of nothing leaves a missing output folder missing.
        guard !files.isEmpty, let directory = stageableFolder(directory) else { return nil }
        if isMissing(directory) {
            return StagingPlan(directory: directory, roots: [""], rootOfFile: Array(repeating: 0, count: files.count))
        }
        var rootOfFolder: [String: Int] = ["": -1]  // -1: the folder exists (or is not staged)
        var plan = StagingPlan(directory: directory)
        plan.rootOfFile.reserveCapacity(files.count)
        /// The root index of the topmost missing folder of `folder` (relative), or -1.
        func root(of folder: String) -> Int {
            if let known = rootOfFolder[folder] { return known }
            let parent = root(of: SourcePath.directory(of: folder))
            var result = parent
            if parent < 0 && isMissing(directory + "/" + folder) {
                plan.roots.append(folder)
                result = plan.roots.count - 1
            }
            rootOfFolder[folder] = result
            return result
        }
        var anyStaged = false
        for file in files {
            let index = root(of: SourcePath.directory(of: file.path))
            plan.rootOfFile.append(index >= 0 ? index : nil)
            anyStaged = anyStaged || index >= 0
        }
        return anyStaged ? plan : nil
    }

    /// The output folder without trailing slashes, or `nil` when its path ends in `.` or `..`
    /// (which cannot be renamed onto) or names no folder: the folders a staging folder can become.
    static func stageableFolder(_ directory: String) -> String? {
        var trimmed = Substring(directory)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        let name = trimmed.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return String(trimmed)
    }

    /// Whether nothing exists at `path` (`lstat(2)` fails with `ENOENT`); any other failure
    /// counts as existing, so the batched path reports it.
    static func isMissing(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) != 0 && errno == ENOENT
    }

    /// The files of one folder below a staging folder: made and written by one job.
    struct StagedFolder: Sendable {
        /// The staging folder's index.
        var root: Int
        /// The folder, relative to the staging folder (`""` for the staging folder itself).
        var path: String
        /// Whether the job makes the folder (not made earlier as another folder's parent).
        var makes: Bool
        /// The files' paths relative to the staging folder, and their indices in the call.
        var files: [(path: String, index: Int)] = []
    }

    /// Files written into staging folders, not yet renamed into place.
    struct StagedWrite {
        /// What was staged.
        var plan: StagingPlan
        /// The staging folders (one per root) and a descriptor open on each.
        var stagings: [(path: String, fd: Int32)] = []
        /// The folders made and files written in them.
        var layout: (folders: [StagedFolder], parents: [(root: Int, path: String)])
    }

    /// Writes the staged files of `plan` (see `stagingPlan(_:directory:)`) into staging folders;
    /// `nil` when two destinations are one file on this disk (nothing is left behind then, and
    /// the files must go the batched way). The caller holds termination signals back until
    /// ``commit(_:)`` or ``discard(_:)``.
    /// - Throws: ``WriteError``; no staging folder is left then.
    static func stage(_ files: [GeneratedFile], plan: StagingPlan) throws(WriteError) -> StagedWrite? {
        var staged = StagedWrite(plan: plan, layout: stagedFolders(files, plan: plan))
        // Messages name the destination, not the hidden staging folder.
        func destination(_ root: Int, _ path: String) -> String { plan.destination(of: root) + "/" + path }
        do throws(WriteError) {
            for root in plan.roots.indices {
                staged.stagings.append(try makeStagingFolder(for: plan.destination(of: root)))
            }
            let fds = staged.stagings.map(\.fd)
            var parents = ParentFolders()
            defer { parents.closeAll() }
            for (root, folder) in staged.layout.parents {
                if let reason = parents.makeFolder(folder, root: root, in: fds[root]) {
                    throw WriteError(path: destination(root, folder), reason: reason)
                }
            }
            let durable = !syncsBatchAtOnce
            let openParents = parents
            let failures = ParallelWork.map(staged.layout.folders) { folder in
                writeFolder(folder, files: files, into: fds[folder.root], parents: openParents, durable: durable)
            }
            if let failure = failures.lazy.compactMap({ $0 }).first {
                if failure.collided {
                    discard(staged)
                    return nil
                }
                throw WriteError(path: destination(failure.root, failure.path), reason: failure.reason)
            }
            if syncsBatchAtOnce, let failure = syncFileSystems(of: staged.stagings) { throw failure }
        } catch {
            discard(staged)
            throw error
        }
        return staged
    }

    /// Syncs each file system the staging folders are on once (roots below a mount point inside
    /// the output folder are on another one); the first failure, if any.
    static func syncFileSystems(of stagings: [(path: String, fd: Int32)]) -> WriteError? {
        var devices: Set<UInt64> = []
        for staging in stagings {
            var info = stat()
            guard fstat(staging.fd, &info) != 0 || devices.insert(UInt64(info.st_dev)).inserted else { continue }
            if let failure = syncFileSystem(containing: staging.path) { return failure }
        }
        return nil
    }

    /// Renames the staging folders into place, in order; returns the indices of the files moved
    /// into place and of those whose folder appeared meanwhile (another run writing the same
    /// output made it): their staging folders are removed, and the caller writes them in place.
    /// - Throws: ``WriteError`` when a folder cannot be renamed for another reason; it, those after
    ///   it and those whose folder appeared are removed, those renamed before it stay.
    static func commit(_ staged: StagedWrite) throws(WriteError) -> (written: [Int], appeared: [Int]) {
        var appearedRoots: Set<Int> = []
        for (index, staging) in staged.stagings.enumerated() {
            let destination = staged.plan.destination(of: index)
            guard rename(staging.path, destination) != 0 else { continue }
            guard errno == EEXIST || errno == ENOTEMPTY || errno == ENOTDIR else {
                let reason = String(cString: strerror(errno))
                removeStaged(staged) { $0 >= index || appearedRoots.contains($0) }
                throw WriteError(path: destination, reason: reason)
            }
            appearedRoots.insert(index)
        }
        removeStaged(staged) { appearedRoots.contains($0) }
        var written: [Int] = []
        var appeared: [Int] = []
        for (index, root) in staged.plan.rootOfFile.enumerated() {
            guard let root else { continue }
            if appearedRoots.contains(root) { appeared.append(index) } else { written.append(index) }
        }
        return (written, appeared)
    }

    /// Removes the staging folders and what was written in them.
    static func discard(_ staged: StagedWrite) {
        removeStaged(staged) { _ in true }
    }

    /// The staged files grouped by folder (in first-use order), and the folders that are only
    /// parents of others, parents first (made before the jobs start).
    static func stagedFolders(_ files: [GeneratedFile], plan: StagingPlan)
        -> (folders: [StagedFolder], parents: [(root: Int, path: String)])
    {
        var folders: [StagedFolder] = []
        var parents: [(root: Int, path: String)] = []
        // Per staging folder, each folder's job index; -1: made as a parent of others.
        var folderIndex = [[String: Int]](repeating: [:], count: plan.roots.count)
        // Room for a folder per file (grown by doubling, the 52,000 color sets' table was rehashed
        // sixteen times).
        var filesOfRoot = [Int](repeating: 0, count: plan.roots.count)
        for case let root? in plan.rootOfFile { filesOfRoot[root] += 1 }
        for root in plan.roots.indices { folderIndex[root].reserveCapacity(filesOfRoot[root]) }
        var previous: (root: Int, folder: String, index: Int)?
        // The parent of the last new folder, known: the next new folder is usually its sibling
        // (the asset catalog's 52,000 color sets), recognized without making and looking up its
        // parent's path.
        var lastParent: (root: Int, path: String)?
        for (index, rootIndex) in plan.rootOfFile.enumerated() {
            guard let rootIndex else { continue }
            let root = plan.roots[rootIndex]
            let path =
                root.isEmpty
                ? files[index].path
                : String(decoding: files[index].path.utf8.dropFirst(root.utf8.count + 1), as: UTF8.self)
            let folder = SourcePath.directory(of: path)
            if let previous, previous.root == rootIndex, previous.folder == folder {
                folders[previous.index].files.append((path, index))
                continue
            }
            let known = folderIndex[rootIndex][folder]
            if let known, known >= 0 {
                folders[known].files.append((path, index))
                previous = (rootIndex, folder, known)
                continue
            }
            if let lastParent, lastParent.root == rootIndex, SourcePath.isChild(folder, of: lastParent.path) {
                // Its parent is known (made, or a job's folder).
            } else {
                // The missing parents, innermost first; made before the jobs, outermost first.
                var missing: [String] = []
                var parent = SourcePath.directory(of: folder)
                lastParent = (rootIndex, parent)
                while !parent.isEmpty, folderIndex[rootIndex][parent] == nil {
                    missing.append(parent)
                    folderIndex[rootIndex][parent] = -1
                    parent = SourcePath.directory(of: parent)
                }
                parents += missing.reversed().map { (rootIndex, $0) }
            }
            let makes = !folder.isEmpty && known == nil
            folders.append(StagedFolder(root: rootIndex, path: folder, makes: makes, files: [(path, index)]))
            folderIndex[rootIndex][folder] = folders.count - 1
            previous = (rootIndex, folder, folders.count - 1)
        }
        return splittingLargeFiles(folders, parents: parents, files: files)
    }

    /// `layout` with every job's folder made before the jobs, after the parents and in job order
    /// (a folder's job comes after the job of any folder above it, so parents come first): the
    /// jobs then only write files.
    static func foldersMadeFirst(
        _ layout: (folders: [StagedFolder], parents: [(root: Int, path: String)])
    ) -> (folders: [StagedFolder], parents: [(root: Int, path: String)]) {
        var (folders, parents) = layout
        for index in folders.indices where folders[index].makes {
            parents.append((folders[index].root, folders[index].path))
            folders[index].makes = false
        }
        return (folders, parents)
    }

    /// The size from which a file that shares its folder with others is written by a job of its own.
    static let sizeOfAJobOfItsOwn = 1 << 18

    /// `folders` with each large file of a folder that holds other files in a job of its own,
    /// largest first (the folder is then made with the parents, before the jobs): the web
    /// bundle's folder holds three files of 5–23 MB, which one job wrote one after another at
    /// the end of a `bundle` run while the other core waited.
    static func splittingLargeFiles(
        _ folders: [StagedFolder], parents: [(root: Int, path: String)], files: [GeneratedFile]
    ) -> (folders: [StagedFolder], parents: [(root: Int, path: String)]) {
        var folders = folders
        var parents = parents
        var ownJobs: [StagedFolder] = []
        func isLarge(_ file: (path: String, index: Int)) -> Bool {
            files[file.index].body.byteCount >= sizeOfAJobOfItsOwn
        }
        for index in folders.indices
        where folders[index].files.count > 1 && folders[index].files.contains(where: isLarge) {
            let folder = folders[index]
            if folder.makes {
                parents.append((folder.root, folder.path))
                folders[index].makes = false
            }
            ownJobs += folder.files.filter(isLarge).map {
                StagedFolder(root: folder.root, path: folder.path, makes: false, files: [$0])
            }
            folders[index].files.removeAll(where: isLarge)
        }
        guard !ownJobs.isEmpty else { return (folders, parents) }
        ownJobs.sort { files[$0.files[0].index].body.byteCount > files[$1.files[0].index].body.byteCount }
        return (ownJobs + folders.filter { !$0.files.isEmpty }, parents)
    }

    /// Why one staged folder's job failed.
    struct StagedFailure: Sendable {
        /// The staging folder's index.
        var root: Int
        /// The file or folder, relative to the staging folder.
        var path: String
        /// The system's reason.
        var reason: String
        /// Whether the file already existed: two destinations are one file on this disk.
        var collided = false
    }

    /// Makes `folder` (unless made earlier) and writes its files, relative to the folder's parent
    /// when `parents` holds it open; the failure, if any.
    static func writeFolder(
        _ folder: StagedFolder, files: [GeneratedFile], into staging: Int32, parents: ParentFolders = ParentFolders(),
        durable: Bool
    ) -> StagedFailure? {
        if folder.makes, let reason = parents.makeJobFolder(folder, in: staging) {
            return StagedFailure(root: folder.root, path: folder.path, reason: reason)
        }
        for file in folder.files {
            let fd = parents.openFile(file.path, in: folder, staging: staging)
            guard fd >= 0 else {
                return StagedFailure(
                    root: folder.root, path: file.path, reason: String(cString: strerror(errno)),
                    collided: errno == EEXIST)
            }
            defer { close(fd) }
            if let reason = writeAll(files[file.index].body, to: fd, durable: durable) {
                return StagedFailure(root: folder.root, path: file.path, reason: reason)
            }
        }
        return nil
    }

    /// Makes `path` below the folder `staging` is open on (an existing one is fine); when a folder
    /// above it is missing (another job's, not made yet), makes the whole chain. The failure's
    /// reason, if any.
    static func makeFolder(_ path: String, in staging: Int32) -> String? {
        if mkdirat(staging, path, 0o755) == 0 || errno == EEXIST { return nil }
        guard errno == ENOENT else { return String(cString: strerror(errno)) }
        var prefix = ""
        for segment in path.split(separator: "/") {
            prefix += (prefix.isEmpty ? "" : "/") + segment
            if mkdirat(staging, prefix, 0o755) != 0 && errno != EEXIST { return String(cString: strerror(errno)) }
        }
        return nil
    }

    /// The staging folder of `root` and the folder holding both, with its trailing slash (`""` for
    /// a bare relative name, `"/"` for a folder of the file system's root): `/out/dist` →
    /// (`/out/`, `/out/.dist.PID.staging`); a later `attempt` adds its number before `.staging`.
    static func stagingPath(for root: String, attempt: Int) -> (holder: String, staging: String) {
        let slash = root.utf8.lastIndex(of: UInt8(ascii: "/"))
        let holder = slash.map { String(decoding: root.utf8[...$0], as: UTF8.self) } ?? ""
        let name = String(decoding: root.utf8.dropFirst(holder.utf8.count), as: UTF8.self)
        return (holder, holder + ".\(name).\(processID)\(attempt == 0 ? "" : ".\(attempt)").staging")
    }

    /// Makes the hidden sibling `root` is staged in (and the missing folders above it); its path
    /// and an open descriptor of it.
    static func makeStagingFolder(for root: String) throws(WriteError) -> (path: String, fd: Int32) {
        let holder = stagingPath(for: root, attempt: 0).holder
        if holder.utf8.count > 1 { try makeDirectories(String(holder.dropLast())) }
        // A staging folder a killed run left behind (same process id) is skipped, not reused.
        for attempt in 0..<100 {
            let staging = stagingPath(for: root, attempt: attempt).staging
            if mkdir(staging, 0o755) == 0 {
                let fd = open(staging, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                guard fd >= 0 else {
                    let reason = String(cString: strerror(errno))
                    rmdir(staging)
                    throw WriteError(path: root, reason: reason)
                }
                return (staging, fd)
            }
            guard errno == EEXIST else { throw WriteError(path: root, reason: String(cString: strerror(errno))) }
        }
        throw WriteError(
            path: root,
            reason:
                "100 staging folders beside it already exist; remove the hidden '.*.staging' folders in '\(holder.isEmpty ? "." : holder)'"
        )
    }

    /// Removes what was written in the staging folders whose root index `removes` accepts (those
    /// not renamed into place) and the folders themselves; closes every staging folder's descriptor.
    static func removeStaged(_ staged: StagedWrite, removing: (Int) -> Bool) {
        let stagings = staged.stagings
        func removes(_ root: Int) -> Bool { root < stagings.count && removing(root) }
        var folders = staged.layout.parents.filter { removes($0.root) }
        for folder in staged.layout.folders where removes(folder.root) {
            for file in folder.files { unlinkat(stagings[folder.root].fd, file.path, 0) }
            if folder.makes { folders.append((folder.root, folder.path)) }
        }
        // Deeper folders first: a folder's path is longer than its parent's.
        for folder in folders.sorted(by: { $0.path.utf8.count > $1.path.utf8.count }) {
            unlinkat(stagings[folder.root].fd, folder.path, AT_REMOVEDIR)
        }
        for (root, staging) in stagings.enumerated() where removes(root) { rmdir(staging.path) }
        for staging in stagings { close(staging.fd) }
    }
}
