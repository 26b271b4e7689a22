import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

#if canImport(Glibc)
    import Glibc
#endif

/// Folders made below a staging folder, and their files, relative to an open parent
/// (``OutputWriter/ParentFolders``) end where the paths from the staging folder put them, and a
/// relative call that fails is made again from the staging folder.
@Suite struct OutputWriterParentFoldersTests {
    let support = OutputWriterStagingTests()

    /// Writes `text` into `path` (a file of `folder`) through `parents`.
    func write(
        _ text: String, to path: String, in folder: String, parents: OutputWriter.ParentFolders, staging: Int32
    ) throws {
        let staged = OutputWriter.StagedFolder(root: 0, path: folder, makes: false)
        let fd = parents.openFile(path, in: staged, staging: staging)
        try #require(fd >= 0, "\(path): \(String(cString: strerror(errno)))")
        defer { close(fd) }
        #expect(Array(text.utf8).withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) } == text.utf8.count)
    }

    /// Calls `body` with a fresh folder, a descriptor open on it (the staging folder) and the
    /// parent folders of a write into it; removes and closes them after.
    func withStaging(_ body: (String, Int32, inout OutputWriter.ParentFolders) throws -> Void) throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = open(dir, O_RDONLY | O_DIRECTORY)
        defer { close(staging) }
        var parents = OutputWriter.ParentFolders()
        defer { parents.closeAll() }
        try body(dir, staging, &parents)
    }

    @Test func siblingFoldersAreMadeInTheirOpenParent() throws {
        try withStaging { dir, staging, parents in
            // A catalog of sets (its folder opened at the second set), interleaved with another
            // folder's children and deeper folders, a top-level folder and one made twice.
            var folders = ["cat", "other", "cat/a.set"]
            for index in 0..<200 {
                folders.append("cat/s\(index).set")
                if index % 50 == 0 {
                    folders += ["other/x\(index)", "other/y\(index)", "other/x\(index)/deep", "top\(index)"]
                }
            }
            folders.append("cat/s7.set")
            for folder in folders { #expect(parents.makeFolder(folder, root: 0, in: staging) == nil, "\(folder)") }
            #expect(parents.open.map(\.path) == ["cat", "other"])
            var expected: [String: String] = [:]
            for folder in folders where folder.contains("/") {
                let path = folder + "/Contents.json"
                if expected[path] != nil { continue }
                try write("in " + folder, to: path, in: folder, parents: parents, staging: staging)
                expected[path] = "in " + folder
            }
            // A file that exists already fails as it would from the staging folder.
            let again = OutputWriter.StagedFolder(root: 0, path: "cat/s1.set", makes: false)
            #expect(parents.openFile("cat/s1.set/Contents.json", in: again, staging: staging) == -1 && errno == EEXIST)
            // Closed: each descriptor names nothing, or (reused by a test running meanwhile)
            // another file than the folder it was opened on.
            func inode(_ fd: Int32) -> UInt64? {
                var info = stat()
                return fstat(fd, &info) == 0 ? UInt64(info.st_ino) : nil
            }
            let descriptors = parents.open.map { ($0.fd, inode($0.fd)) }
            #expect(descriptors.allSatisfy { $0.1 != nil })
            parents.closeAll()
            #expect(parents.open.isEmpty)
            #expect(descriptors.allSatisfy { inode($0.0) != $0.1 })
            #expect(try support.tree(dir) == expected)
        }
    }

    @Test func atMostTheLimitOfFoldersStaysOpen() throws {
        try withStaging { dir, staging, parents in
            var made: [String] = []
            for index in 0..<(OutputWriter.ParentFolders.limit + 20) {
                for folder in ["p\(index)", "p\(index)/a", "p\(index)/b", "p\(index)/c"] {
                    #expect(parents.makeFolder(folder, root: 0, in: staging) == nil)
                    made.append(folder)
                }
            }
            #expect(parents.open.count == OutputWriter.ParentFolders.limit)
            for folder in made {
                var isFolder: ObjCBool = false
                #expect(
                    FileManager.default.fileExists(atPath: dir + "/" + folder, isDirectory: &isFolder)
                        && isFolder.boolValue
                )
            }
        }
    }

    @Test func aFolderRemovedBelowItsDescriptorIsMadeAgainFromTheStagingFolder() throws {
        try withStaging { dir, staging, parents in
            for folder in ["cat", "cat/a", "cat/b"] { #expect(parents.makeFolder(folder, root: 0, in: staging) == nil) }
            #expect(parents.open.map(\.path) == ["cat"])
            // The open folder removed (its descriptor now names a deleted folder): the next folder and
            // file are made from the staging folder, the missing parent with them.
            try FileManager.default.removeItem(atPath: dir + "/cat")
            #expect(parents.makeFolder("cat/c", root: 0, in: staging) == nil)
            try write("c", to: "cat/c/f", in: "cat/c", parents: parents, staging: staging)
            #expect(try support.tree(dir) == ["cat/c/f": "c"])
        }
    }

    @Test func filesAreOpenedThroughTheOpenParent() throws {
        try withStaging { dir, staging, parents in
            // The open folder moved and another made at its path: a file of its child lands in the
            // moved folder, the one its descriptor holds (from the staging folder it would not).
            for folder in ["cat", "cat/a", "cat/b"] { #expect(parents.makeFolder(folder, root: 0, in: staging) == nil) }
            try FileManager.default.moveItem(atPath: dir + "/cat", toPath: dir + "/moved")
            try FileManager.default.createDirectory(atPath: dir + "/cat/a", withIntermediateDirectories: true)
            try write("f", to: "cat/a/f", in: "cat/a", parents: parents, staging: staging)
            #expect(parents.makeFolder("cat/c", root: 0, in: staging) == nil)
            #expect(try support.tree(dir) == ["moved/a/f": "f"])
            #expect(FileManager.default.fileExists(atPath: dir + "/moved/c"))
        }
    }

    @Test func anAssetCatalogEndsAsTheUsualWriteOnBothStagedPaths() throws {
        // Hundreds of sets in one folder beside other folders, through the staged write and
        // through early staging in two groups.
        var files = (0..<600).map {
            GeneratedFile(path: "apple/Cat.xcassets/s\($0).colorset/Contents.json", contents: "set \($0)")
        }
        files += ["apple/Sources/T/Tokens.swift", "apple/manifest.json", "web/index.js", "web/t/index.d.ts"].map {
            GeneratedFile(path: $0, contents: "contents of " + $0)
        }
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let report = try OutputWriter.write(files, to: dir + "/staged", mode: .write)
        #expect(report.changed == files.map(\.path))
        #expect(try support.tree(dir + "/staged") == support.contentsByPath(files))
        let early = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/early"))
        early.stage(Array(files.prefix(600)))
        early.stage(Array(files.dropFirst(600)))
        _ = try OutputWriter.write(files, to: dir + "/early", mode: .write, staged: early)
        #expect(try support.tree(dir + "/early") == support.contentsByPath(files))
        #expect(try support.stagingLeftovers(dir).isEmpty)
    }
}
