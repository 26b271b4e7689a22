#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension OutputWriter {
    /// Descriptors open on the folders below a staging folder that hold several of the folders a
    /// staged write makes, so those folders and their files are made relative to their parent
    /// instead of walking their whole path from the staging folder again.
    ///
    /// The apple bundle's asset catalog is 52,000 folders in one folder with a file in each:
    /// walking `apple/PrismTokens.xcassets/<set>.colorset/Contents.json` from the staging folder
    /// for every folder and every file was about a sixth of the kernel's time making them
    /// (`bundle` 100k × 4, perf; Performance.md). A folder's descriptor is opened when a second
    /// folder in a row is made in it, at most ``limit`` of them. Made folder by folder on one
    /// thread (``makeFolder(_:root:in:)``), then read by the file jobs on any thread
    /// (``openFile(_:in:staging:)``, ``makeJobFolder(_:in:)``); ``closeAll()`` closes them once
    /// the jobs are done. A relative call that fails is made again from the staging folder, so
    /// failures read as they always did.
    struct ParentFolders: Sendable {
        /// The open folders: the staging folder's index, the folder relative to it, its descriptor.
        private(set) var open: [(root: Int, path: String, fd: Int32)] = []
        /// The parent of the folder made last, with its staging folder's index.
        private var previous: (root: Int, path: String)?

        /// The most folders kept open (a write whose folders each hold two folders opens no more).
        static let limit = 64

        /// Makes `path` below staging folder `root` (open as `staging`) as
        /// ``OutputWriter/makeFolder(_:in:)`` does, relative to its parent when that is open (and
        /// opening the parent when the previous folder made was in it too).
        /// - Returns: the failure's reason, if any.
        mutating func makeFolder(_ path: String, root: Int, in staging: Int32) -> String? {
            if let parent = openParent(of: path, root: root) {
                if Self.makeFolder(path, in: parent) { return nil }
            } else if let previous, previous.root == root, !previous.path.isEmpty,
                SourcePath.isChild(path, of: previous.path), open.count < Self.limit
            {
                let fd = openat(staging, previous.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                if fd >= 0 {
                    open.append((root, previous.path, fd))
                    if Self.makeFolder(path, in: (previous.path, fd)) { return nil }
                }
            } else {
                previous = (root, SourcePath.directory(of: path))
            }
            return OutputWriter.makeFolder(path, in: staging)
        }

        /// Makes a job's folder (`folder.makes`) as ``OutputWriter/makeFolder(_:in:)`` does,
        /// relative to its parent when that is open; the failure's reason, if any.
        func makeJobFolder(_ folder: StagedFolder, in staging: Int32) -> String? {
            if let parent = openParent(of: folder.path, root: folder.root), Self.makeFolder(folder.path, in: parent) {
                return nil
            }
            return OutputWriter.makeFolder(folder.path, in: staging)
        }

        /// Opens `path`, a file of `folder`, for writing with `O_EXCL`, relative to the folder's
        /// parent when that is open, else from the staging folder (`staging`).
        /// - Returns: the descriptor, or -1 with `errno` set.
        func openFile(_ path: String, in folder: StagedFolder, staging: Int32) -> Int32 {
            let flags = O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC
            if let parent = openParent(of: folder.path, root: folder.root) {
                let skip = parent.path.utf8.count + 1
                let fd = path.withCString { openat(parent.fd, $0 + skip, flags, 0o644) }
                // Anything but a new file is tried again from the staging folder (same errno then).
                if fd >= 0 || errno == EEXIST { return fd }
            }
            return openat(staging, path, flags, 0o644)
        }

        /// Closes every descriptor (after the jobs that read them are done).
        mutating func closeAll() {
            for folder in open { close(folder.fd) }
            open = []
            previous = nil
        }

        /// The open folder `path` is directly inside, if any (the latest opened first).
        private func openParent(of path: String, root: Int) -> (path: String, fd: Int32)? {
            guard
                let parent = open.last(where: { $0.root == root && SourcePath.isChild(path, of: $0.path) })
            else { return nil }
            return (parent.path, parent.fd)
        }

        /// Makes `path` in the open folder `parent` (its path a prefix of `path`); whether it
        /// exists now.
        private static func makeFolder(_ path: String, in parent: (path: String, fd: Int32)) -> Bool {
            let skip = parent.path.utf8.count + 1
            return path.withCString { mkdirat(parent.fd, $0 + skip, 0o755) } == 0 || errno == EEXIST
        }
    }
}
