import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

/// Files below folders that do not exist yet are written into hidden staging folders and renamed
/// into place once; the result must be that of the batched write (every file in place, reported
/// in order), and no staging folder may survive a failure.
@Suite struct OutputWriterStagingTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "prism-staging-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Every file below `folder`, by relative path, with its contents.
    func tree(_ folder: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for path in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + path, isDirectory: &isFolder)
            if !isFolder.boolValue { files[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8) }
        }
        return files
    }

    /// `files` as ``tree(_:)`` reads them back once written: contents by path.
    func contentsByPath(_ files: [GeneratedFile]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) })
    }

    /// Names in `folder` that a staged write leaves while it runs (or after a failure).
    func stagingLeftovers(_ folder: String) throws -> [String] {
        try FileManager.default.subpathsOfDirectory(atPath: folder).filter {
            $0.hasSuffix(".staging") || $0.hasSuffix(".tmp")
        }
    }

    /// Random nested paths, folders made and used in random order (a folder's files before and
    /// after its subfolders'), with the same folder appearing again later.
    func randomFiles(seed: UInt64, count: Int) -> [GeneratedFile] {
        var random = SplitMix64(seed: seed)
        var folders = [""]
        var files: [GeneratedFile] = []
        while files.count < count {
            let parent = folders[Int(random.next() % UInt64(folders.count))]
            if random.next() % 3 == 0 {
                folders.append((parent.isEmpty ? "" : parent + "/") + "d\(folders.count)")
            } else {
                let path = (parent.isEmpty ? "" : parent + "/") + "f\(files.count).txt"
                files.append(
                    GeneratedFile(path: path, contents: String(repeating: "x", count: Int(random.next() % 50))))
            }
        }
        return files
    }

    @Test func theTopmostMissingFoldersAreStaged() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.createDirectory(atPath: dir + "/apple", withIntermediateDirectories: true)
        let files = [
            "README.md", "apple/a.txt", "apple/Cat.xcassets/x.colorset/Contents.json", "web/index.js",
            "apple/Cat.xcassets/y.colorset/Contents.json", "web/types/index.d.ts",
        ].map { GeneratedFile(path: $0, contents: $0) }
        #expect(
            OutputWriter.stagingPlan(files, directory: dir)
                == OutputWriter.StagingPlan(
                    directory: dir, roots: ["apple/Cat.xcassets", "web"], rootOfFile: [nil, nil, 0, 1, 0, 1]))
        #expect(
            OutputWriter.stagingPlan(files, directory: dir + "/new/out")
                == OutputWriter.StagingPlan(
                    directory: dir + "/new/out", roots: [""], rootOfFile: Array(repeating: 0, count: files.count)))
        #expect(OutputWriter.stagingPlan(Array(files.prefix(2)), directory: dir) == nil)
        #expect(OutputWriter.stagingPlan(files, directory: dir + "/new/out//")?.directory == dir + "/new/out")
        #expect(OutputWriter.stagingPlan(files, directory: dir + "/new/.") == nil)
        #expect(OutputWriter.stagingPlan(files, directory: dir + "/new/..") == nil)
        #expect(OutputWriter.stagingPlan([], directory: dir + "/new/out") == nil)
        #expect(try OutputWriter.write([], to: dir + "/new/out", mode: .write) == OutputWriter.Report())
        #expect(!FileManager.default.fileExists(atPath: dir + "/new"))
    }

    /// The staging folder is a hidden sibling in the same folder as what it becomes, also for a
    /// folder of the file system's root and a bare relative name.
    @Test func stagingFoldersAreHiddenSiblings() {
        let pid = OutputWriter.processID
        #expect(OutputWriter.stagingPath(for: "/out/dist", attempt: 0) == ("/out/", "/out/.dist.\(pid).staging"))
        #expect(OutputWriter.stagingPath(for: "/dist", attempt: 0) == ("/", "/.dist.\(pid).staging"))
        #expect(OutputWriter.stagingPath(for: "dist", attempt: 2) == ("", ".dist.\(pid).2.staging"))
        #expect(OutputWriter.stagingPath(for: "a/é b", attempt: 0) == ("a/", "a/.é b.\(pid).staging"))
    }

    /// `--out dist/`, `dist//`, `dist/.` and `dist/sub/..`: the files land in `dist`, as written.
    @Test(arguments: ["/", "//", "/.", "/sub/.."])
    func outputFolderSpellingsEndInTheFolderItNames(_ suffix: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [GeneratedFile(path: "a/x.txt", contents: "x"), GeneratedFile(path: "y.txt", contents: "y")]
        if suffix == "/sub/.." {
            try FileManager.default.createDirectory(atPath: dir + "/dist/sub", withIntermediateDirectories: true)
        }
        let report = try OutputWriter.write(files, to: dir + "/dist" + suffix, mode: .write)
        #expect(report.changed == ["a/x.txt", "y.txt"])
        let expected = ["a/x.txt": "x", "y.txt": "y"]
        #expect(try tree(dir + "/dist") == expected)
        #expect(try stagingLeftovers(dir).isEmpty)
    }

    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func aFreshFolderHoldsWhatTheBatchedWriteWrites(seed: UInt64) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = randomFiles(seed: seed, count: 400)
        let staged = dir + "/fresh/out"
        #expect(OutputWriter.stagingPlan(files, directory: staged) != nil)
        let report = try OutputWriter.write(files, to: staged, mode: .write)
        #expect(report.changed == files.map(\.path))
        #expect(report.unchanged.isEmpty)

        // The same files through the batched path: every folder exists beforehand.
        let batched = dir + "/batched"
        for file in files {
            try FileManager.default.createDirectory(
                atPath: batched + "/" + SourcePath.directory(of: file.path), withIntermediateDirectories: true)
        }
        #expect(OutputWriter.stagingPlan(files, directory: batched) == nil)
        _ = try OutputWriter.write(files, to: batched, mode: .write)
        let expected = contentsByPath(files)
        #expect(try tree(staged) == expected)
        #expect(try tree(batched) == expected)
        #expect(try stagingLeftovers(dir).isEmpty)

        // A second run finds every file current.
        let again = try OutputWriter.write(files, to: staged, mode: .write)
        #expect(again.changed.isEmpty)
        #expect(again.unchanged == files.map(\.path))
    }

    @Test func newFoldersBesideExistingFilesAreReportedInFileOrder() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "same".write(toFile: dir + "/kept.txt", atomically: false, encoding: .utf8)
        try "old".write(toFile: dir + "/changed.txt", atomically: false, encoding: .utf8)
        let files = [
            GeneratedFile(path: "new/a.txt", contents: "a"), GeneratedFile(path: "kept.txt", contents: "same"),
            GeneratedFile(path: "changed.txt", contents: "new"), GeneratedFile(path: "new/deep/b.txt", contents: "b"),
        ]
        let report = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(report.changed == ["new/a.txt", "changed.txt", "new/deep/b.txt"])
        #expect(report.unchanged == ["kept.txt"])
        #expect(
            try tree(dir) == ["new/a.txt": "a", "kept.txt": "same", "changed.txt": "new", "new/deep/b.txt": "b"])
    }

    /// A path given twice below a new folder meets itself in the staging folder (as two names of
    /// one file do on a case-insensitive disk): the write falls back to the batched path.
    @Test func aDestinationGivenTwiceFallsBackAndTheLastWins() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let files = [
            GeneratedFile(path: "a/x.txt", contents: "first"), GeneratedFile(path: "b.txt", contents: "b"),
            GeneratedFile(path: "a/x.txt", contents: "second"),
        ]
        let report = try OutputWriter.write(files, to: out, mode: .write)
        #expect(report.changed == ["a/x.txt", "b.txt", "a/x.txt"])
        #expect(try tree(out) == ["a/x.txt": "second", "b.txt": "b"])
        #expect(try stagingLeftovers(dir).isEmpty)
    }

    @Test func aFileThatCannotBeStagedLeavesNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let tooLong = String(repeating: "n", count: 300)
        let files = [
            GeneratedFile(path: "a/one.txt", contents: "1"), GeneratedFile(path: "a/\(tooLong)/two.txt", contents: "2"),
            GeneratedFile(path: "b/\(tooLong).txt", contents: "3"),
        ]
        #expect {
            try OutputWriter.write(files, to: dir + "/out", mode: .write)
        } throws: { error in
            // The destination is named, not the hidden staging folder.
            (error as? OutputWriter.WriteError).map {
                $0.path.hasPrefix(dir + "/out/") && $0.path.contains(tooLong) && !$0.path.contains(".staging")
            } == true
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// A folder that appears at a staged destination while the run writes (another run writing
    /// the same output made it): the files go into it in place; what appeared is untouched.
    @Test func aDestinationThatAppearsMeanwhileIsWrittenInPlace() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            GeneratedFile(path: "web/index.js", contents: "new"), GeneratedFile(path: "json/a.json", contents: "[]"),
        ]
        let plan = try #require(OutputWriter.stagingPlan(files, directory: dir))
        let staged = try #require(try OutputWriter.stage(files, plan: plan))
        try FileManager.default.createDirectory(atPath: dir + "/json", withIntermediateDirectories: true)
        try "theirs".write(toFile: dir + "/json/other.json", atomically: false, encoding: .utf8)
        let (written, appeared) = try OutputWriter.commit(staged)
        #expect(written == [0])
        #expect(appeared == [1])
        #expect(try tree(dir) == ["web/index.js": "new", "json/other.json": "theirs"])
        #expect(try stagingLeftovers(dir).isEmpty)

        // The next write finds web current and adds json/a.json beside what appeared.
        let report = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(report.changed == ["json/a.json"])
        #expect(report.unchanged == ["web/index.js"])
        #expect(try tree(dir) == ["web/index.js": "new", "json/other.json": "theirs", "json/a.json": "[]"])
    }

    /// Two writes of the same files into one fresh folder at once (two runs with the same
    /// `--out`): both succeed, whichever renames its staging folder first, and the folder holds the files.
    @Test func twoWritesIntoOneFreshFolderAtOnceBothSucceed() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = randomFiles(seed: 9, count: 300)
        let expected = contentsByPath(files)
        for round in 0..<8 {
            let out = dir + "/out\(round)"
            let failures = ParallelWork.map([0, 1]) { _ in
                Result { () throws(OutputWriter.WriteError) in try OutputWriter.write(files, to: out, mode: .write) }
            }
            for case .failure(let error) in failures { Issue.record("round \(round): \(error)") }
            #expect(try tree(out) == expected)
        }
        #expect(try stagingLeftovers(dir).isEmpty)
    }

    @Test func largeFilesSharingAFolderAreWrittenByJobsOfTheirOwn() throws {
        let large = OutputWriter.sizeOfAJobOfItsOwn
        let files = [
            GeneratedFile(path: "web/small.json", contents: "{}"),
            GeneratedFile(path: "web/index.js", contents: String(repeating: "j", count: large)),
            GeneratedFile(path: "web/tokens.css", contents: String(repeating: "c", count: large + 1)),
            GeneratedFile(path: "web/README.md", contents: "readme"),
            GeneratedFile(path: "json/only.json", contents: String(repeating: "o", count: large)),
        ]
        let plan = OutputWriter.StagingPlan(directory: "/out", roots: [""], rootOfFile: Array(repeating: 0, count: 5))
        let layout = OutputWriter.stagedFolders(files, plan: plan)
        // Largest first, each alone; the small files keep their folder's job; the folder itself
        // is made with the parents, before any job; a large file alone in its folder stays as it was.
        #expect(
            layout.folders.map { $0.files.map(\.path) } == [
                ["web/tokens.css"], ["web/index.js"], ["web/small.json", "web/README.md"], ["json/only.json"],
            ])
        #expect(layout.folders.map(\.makes) == [false, false, false, true])
        #expect(layout.parents.map(\.path) == ["web"])
        // Written through the staging: the same tree.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try OutputWriter.write(files, to: dir + "/out", mode: .write)
        #expect(try tree(dir + "/out") == contentsByPath(files))
        #expect(try stagingLeftovers(dir).isEmpty)
    }

    @Test func foldersMadeFirstComeAfterTheirParentsAndLeaveTheJobsOnlyWriting() throws {
        // A job's folder above a later job's ("a" and "a/b"), a parent only made for another
        // folder ("c"), and a job in a folder already made as a parent ("c").
        let files = ["a/one.json", "a/b/two.json", "c/d/three.json", "a/b/e/four.json", "c/five.json"].map {
            GeneratedFile(path: $0, contents: "contents of " + $0)
        }
        let plan = OutputWriter.StagingPlan(
            directory: "/out", roots: [""], rootOfFile: Array(repeating: 0, count: files.count))
        let layout = OutputWriter.foldersMadeFirst(OutputWriter.stagedFolders(files, plan: plan))
        #expect(layout.parents.map(\.path) == ["c", "a", "a/b", "c/d", "a/b/e"])
        #expect(layout.folders.map(\.makes) == [false, false, false, false, false])
        #expect(layout.folders.map(\.path) == ["a", "a/b", "c/d", "a/b/e", "c"])
        // Staged early (where folders are made first), in two groups: the same tree as the usual write.
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Array(files.prefix(3)))
        staging.stage(Array(files.dropFirst(3)))
        #expect(staging.isUsable)
        _ = try OutputWriter.write(files, to: dir + "/out", mode: .write, staged: staging)
        #expect(try tree(dir + "/out") == contentsByPath(files))
        #expect(try stagingLeftovers(dir).isEmpty)
    }

    /// The folders and parents of `stagedFolders` found the straightforward way: every folder and
    /// every parent looked up by path (before large files get jobs of their own).
    static func referenceFolders(_ paths: [String]) -> (folders: [(String, Bool, [String])], parents: [String]) {
        var folders: [(String, Bool, [String])] = []
        var parents: [String] = []
        var index: [String: Int] = [:]
        for path in paths {
            let folder = SourcePath.directory(of: path)
            if let known = index[folder], known >= 0 {
                folders[known].2.append(path)
                continue
            }
            var missing: [String] = []
            var parent = SourcePath.directory(of: folder)
            while !parent.isEmpty, index[parent] == nil {
                missing.append(parent)
                index[parent] = -1
                parent = SourcePath.directory(of: parent)
            }
            parents += missing.reversed()
            folders.append((folder, !folder.isEmpty && index[folder] == nil, [path]))
            index[folder] = folders.count - 1
        }
        return (folders, parents)
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func siblingsAndRevisitedFoldersAreLaidOutAsLookingEveryPathUp(_ seed: UInt64) {
        // Siblings in a row (the asset catalog's color sets), then paths that go back to an
        // earlier folder, below a sibling, to another parent and back.
        var generator = SplitMix64(seed: seed)
        var paths = (0..<40).map { "apple/Catalog.xcassets/c\($0).colorset/Contents.json" }
        paths += [
            "apple/Catalog.xcassets/c3.colorset/sub/x.json", "web/a.js", "apple/Catalog.xcassets/new.colorset/y.json",
        ]
        for _ in 0..<200 {
            let depth = Int.random(in: 0...3, using: &generator)
            let folders = (0..<depth).map { _ in ["a", "b", "c"].randomElement(using: &generator) ?? "a" }
            paths.append((folders + ["f\(Int.random(in: 0..<3, using: &generator)).json"]).joined(separator: "/"))
        }
        var unique: [String] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(path).inserted { unique.append(path) }
        let files = unique.map { GeneratedFile(path: $0, contents: "x") }
        let plan = OutputWriter.StagingPlan(
            directory: "/out", roots: [""], rootOfFile: Array(repeating: 0, count: files.count))
        let layout = OutputWriter.stagedFolders(files, plan: plan)
        let expected = Self.referenceFolders(unique)
        #expect(layout.parents.map(\.path) == expected.parents)
        #expect(layout.folders.map(\.path) == expected.folders.map(\.0))
        #expect(layout.folders.map(\.makes) == expected.folders.map(\.1))
        #expect(layout.folders.map { $0.files.map(\.path) } == expected.folders.map(\.2))
    }

    @Test func aChildIsOneFolderDown() {
        #expect(SourcePath.isChild("a/b", of: "a"))
        #expect(SourcePath.isChild("b", of: ""))
        #expect(!SourcePath.isChild("a/b/c", of: "a"))
        #expect(!SourcePath.isChild("ab/c", of: "a"))
        #expect(!SourcePath.isChild("a", of: "a"))
        #expect(!SourcePath.isChild("a/", of: "a"))
        #expect(!SourcePath.isChild("", of: ""))
        #expect(!SourcePath.isChild("a/b", of: ""))
    }
}
