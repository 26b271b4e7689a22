import Dispatch
import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

#if canImport(Glibc)
    import Glibc
#endif

/// A fresh output folder staged group by group while its files are made
/// (``OutputWriter/EarlyStaging``) must end as the usual write of all the files would: every file
/// in place, reported in order, nothing visible before the rename, and no staging folder left
/// after a commit, a discard or a failure.
@Suite struct OutputWriterEarlyStagingTests {
    let support = OutputWriterStagingTests()

    /// Files in three groups below two top folders, one folder shared by two groups.
    static let groups: [[GeneratedFile]] = [
        ["web/index.js", "web/types/index.d.ts", "web/manifest.json"],
        ["apple/Cat.xcassets/x.colorset/Contents.json", "apple/Cat.xcassets/y.colorset/Contents.json"],
        ["apple/Sources/Tokens.swift", "apple/manifest.json"],
    ].map { paths in paths.map { GeneratedFile(path: $0, contents: "contents of " + $0) } }

    /// The names in `folder` (hidden ones too).
    func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func groupsStagedOnOtherThreadsEndAsTheUsualWrite() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let out = dir + "/out"
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: out + "/"))
        // Groups 1 and 2 share `apple/`: made by whichever comes first.
        DispatchQueue.concurrentPerform(iterations: 3) { staging.stage(Self.groups[$0]) }
        // Nothing is visible yet: only the hidden staging folder beside the output folder.
        #expect(!FileManager.default.fileExists(atPath: out))
        #expect(try support.stagingLeftovers(dir).count == 1)
        #expect(staging.isUsable)
        let files = Self.groups.flatMap { $0 }
        let report = try OutputWriter.write(files, to: out, mode: .write, staged: staging)
        #expect(report == OutputWriter.Report(changed: files.map(\.path), unchanged: []))
        #expect(try support.tree(out) == support.contentsByPath(files))
        #expect(try names(dir) == ["out"])
    }

    @Test func onlyAMissingFolderWithAnExistingParentIsStagedEarly() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(OutputWriter.EarlyStaging.begin(for: dir) == nil)
        #expect(OutputWriter.EarlyStaging.begin(for: dir + "/missing/out") == nil)
        #expect(OutputWriter.EarlyStaging.begin(for: dir + "/.") == nil)
        #expect(OutputWriter.EarlyStaging.begin(for: dir + "/..") == nil)
        #expect(try names(dir).isEmpty)
    }

    @Test func aDiscardedStagingLeavesNothing() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[1])
        staging.discard()
        staging.stage(Self.groups[0])
        #expect(try names(dir).isEmpty)
    }

    @Test func aStagingDroppedWithoutCommitLeavesNothing() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A caller that stops without committing or discarding: the staging's end removes it.
        var staging = OutputWriter.EarlyStaging.begin(for: dir + "/out")
        #expect(staging != nil)
        staging?.stage(Self.groups[2])
        #expect(try support.stagingLeftovers(dir).count == 1)
        staging = nil
        #expect(try names(dir).isEmpty)
    }

    @Test func aFileInTwoGroupsIsStagedOnce() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        // The apple bundle's asset catalog is staged when rendered, then again with the bundle.
        staging.stage(Self.groups[1])
        staging.stage(Self.groups[1] + Self.groups[2])
        #expect(staging.isUsable)
        let files = Self.groups[1] + Self.groups[2]
        _ = try OutputWriter.write(files, to: dir + "/out", mode: .write, staged: staging)
        #expect(
            try support.tree(dir + "/out") == support.contentsByPath(files))
    }

    @Test func filesNeverStagedAreWrittenAtTheCommit() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[2])
        // The commit's list decides: a staged group's files are written once, the others now.
        let files = Self.groups[0] + Self.groups[2]
        #expect(staging.isUsable)
        _ = try OutputWriter.write(files, to: dir + "/out", mode: .write, staged: staging)
        #expect(!staging.isUsable)
        #expect(
            try support.tree(dir + "/out") == support.contentsByPath(files))
        #expect(try names(dir) == ["out"])
    }

    @Test func theCommitListDecides() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A staged group left out of the list is not written: the usual write writes the list.
        var staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[0])
        staging.stage(Self.groups[1])
        let listed = Self.groups[1]
        let report = try OutputWriter.write(listed, to: dir + "/out", mode: .write, staged: staging)
        #expect(report.changed == listed.map(\.path))
        #expect(
            try support.tree(dir + "/out") == support.contentsByPath(listed))
        #expect(try names(dir) == ["out"])
        // A path listed twice: the last one wins, as in the usual write.
        staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/twice"))
        let first = GeneratedFile(path: "a/b.txt", contents: "first")
        let last = GeneratedFile(path: "a/b.txt", contents: "last")
        staging.stage([first])
        _ = try OutputWriter.write([first, last], to: dir + "/twice", mode: .write, staged: staging)
        #expect(try support.tree(dir + "/twice") == ["a/b.txt": "last"])
        #expect(try names(dir) == ["out", "twice"])
        // Listed twice and never staged: the same.
        staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/unstaged"))
        let other = GeneratedFile(path: "c.txt", contents: "c")
        staging.stage([other])
        _ = try OutputWriter.write([other, first, last], to: dir + "/unstaged", mode: .write, staged: staging)
        #expect(try support.tree(dir + "/unstaged") == ["a/b.txt": "last", "c.txt": "c"])
        // As many paths as were staged, but one twice and another missing: the missing one is
        // not renamed into place.
        staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/swapped"))
        staging.stage([first, other])
        _ = try OutputWriter.write([first, last], to: dir + "/swapped", mode: .write, staged: staging)
        #expect(try support.tree(dir + "/swapped") == ["a/b.txt": "last"])
        #expect(try names(dir) == ["out", "swapped", "twice", "unstaged"])
    }

    @Test func aFailedGroupLeavesTheFilesToTheUsualWrite() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A path outside the folder: the usual write reports it, and nothing stays staged.
        var staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        let outside = [GeneratedFile(path: "../escape.txt", contents: "x")]
        staging.stage(Self.groups[0])
        staging.stage(outside)
        #expect(throws: OutputWriter.WriteError.self) {
            try OutputWriter.write(Self.groups[0] + outside, to: dir + "/out", mode: .write, staged: staging)
        }
        #expect(try names(dir).isEmpty)
        // A file where another group needs a folder: staging fails, the usual write reports it.
        staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        let clash = [GeneratedFile(path: "web", contents: "a file named like a folder")]
        staging.stage(Self.groups[0])
        #expect(staging.isUsable)
        staging.stage(clash)
        #expect(!staging.isUsable)
        #expect(throws: OutputWriter.WriteError.self) {
            try OutputWriter.write(Self.groups[0] + clash, to: dir + "/out", mode: .write, staged: staging)
        }
        #expect(try support.stagingLeftovers(dir).isEmpty)
    }

    @Test func aFolderThatAppearedMeanwhileIsWrittenInPlace() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[0])
        // Another run made the folder and wrote into it before this one renames.
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: false)
        try "theirs".write(toFile: dir + "/out/other.txt", atomically: false, encoding: .utf8)
        let files = Self.groups[0]
        let report = try OutputWriter.write(files, to: dir + "/out", mode: .write, staged: staging)
        #expect(report.changed == files.map(\.path))
        var expected = support.contentsByPath(files)
        expected["other.txt"] = "theirs"
        #expect(try support.tree(dir + "/out") == expected)
        #expect(try names(dir) == ["out"])
    }

    @Test func anotherModeOrFolderDiscardsTheStaging() throws {
        let dir = try support.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[0])
        let report = try OutputWriter.write(Self.groups[0], to: dir + "/out", mode: .dryRun, staged: staging)
        #expect(report.changed == Self.groups[0].map(\.path))
        #expect(try names(dir).isEmpty)
        staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
        staging.stage(Self.groups[0])
        _ = try OutputWriter.write(Self.groups[1], to: dir + "/elsewhere", mode: .write, staged: staging)
        #expect(try names(dir) == ["elsewhere"])
    }

    #if canImport(Glibc)
        /// Whether `SIGTERM` is blocked in the calling thread.
        func termIsBlocked() -> Bool {
            var mask = sigset_t()
            pthread_sigmask(SIG_SETMASK, nil, &mask)
            return sigismember(&mask, SIGTERM) == 1
        }

        /// A signal the process ignores (`nohup`'s `SIGHUP`) is left alone by the watch.
        @Test func anIgnoredSignalIsNotWatched() {
            let previous = signal(SIGHUP, SIG_IGN)
            defer { signal(SIGHUP, previous) }
            #expect(TerminationWatch.isIgnored(SIGHUP))
            signal(SIGHUP, SIG_DFL)
            #expect(!TerminationWatch.isIgnored(SIGHUP))
        }

        @Test func terminationSignalsWaitFromTheBeginToTheRename() throws {
            let dir = try support.temporaryDirectory()
            defer { try? FileManager.default.removeItem(atPath: dir) }
            // The test runner's threads block SIGTERM: let it through here, as on the CLI's main thread.
            var runnerMask = sigset_t()
            pthread_sigmask(SIG_SETMASK, nil, &runnerMask)
            defer { pthread_sigmask(SIG_SETMASK, &runnerMask, nil) }
            OutputWriterAtomicityTests.unblockSIGTERM()
            #expect(!termIsBlocked())
            let staging = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/out"))
            #expect(termIsBlocked())
            _ = try OutputWriter.write(Self.groups[0], to: dir + "/out", mode: .write, staged: staging)
            #expect(!termIsBlocked())
            let discarded = try #require(OutputWriter.EarlyStaging.begin(for: dir + "/other"))
            #expect(termIsBlocked())
            discarded.discard()
            #expect(!termIsBlocked())
        }
    #endif
}
