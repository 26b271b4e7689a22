import Foundation
import Testing

@testable import PrismTokens

/// The batched write: many folders made at once, files in folders the run created not read
/// back, one sync per batch; the results must be those of writing the files one by one.
@Suite struct OutputWriterBatchTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "prism-batch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// An asset-catalog-like set: one file per new folder, plus files sharing folders, more than a batch.
    func catalog(count: Int, version: String) -> [GeneratedFile] {
        var files = [GeneratedFile(path: "apple/Cat.xcassets/Contents.json", contents: "{}\n")]
        for i in 0..<count {
            files.append(
                GeneratedFile(path: "apple/Cat.xcassets/c\(i).colorset/Contents.json", contents: "\(version) \(i)"))
        }
        files += (0..<5).map { GeneratedFile(path: "json/tokens/t\($0).json", contents: "[\($0)]") }
        files.append(GeneratedFile(path: "README.md", contents: "readme"))
        return files
    }

    @Test func moreFilesThanABatchAreAllWrittenAndReportedInOrder() throws {
        let dir = try temporaryDirectory() + "/out/nested"
        defer { try? FileManager.default.removeItem(atPath: SourcePath.directory(of: SourcePath.directory(of: dir))) }
        let files = catalog(count: OutputWriter.batchSize + 100, version: "a")
        let first = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(first.changed == files.map(\.path))
        #expect(first.unchanged.isEmpty)
        for file in [files[0], files[1], files[OutputWriter.batchSize + 50], files[files.count - 1]] {
            #expect(try String(contentsOfFile: dir + "/" + file.path, encoding: .utf8) == file.contents)
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)

        // A second run over existing folders reads every file back: nothing changes.
        let second = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(second.changed.isEmpty)
        #expect(second.unchanged == files.map(\.path))

        // Same size, other bytes: found by the comparison, written, and only those.
        var edited = files
        edited[7].contents = "b 6"
        edited[files.count - 2].contents = "[9]"
        let third = try OutputWriter.write(edited, to: dir, mode: .write)
        #expect(third.changed == [edited[7].path, edited[files.count - 2].path])
        #expect(try String(contentsOfFile: dir + "/" + edited[7].path, encoding: .utf8) == "b 6")
        let check = try OutputWriter.write(files, to: dir, mode: .check)
        #expect(check.changed == [edited[7].path, edited[files.count - 2].path])
    }

    @Test func aPathGivenTwiceEndsWithTheLastContents() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [
            GeneratedFile(path: "new/a.txt", contents: "first"), GeneratedFile(path: "new/b.txt", contents: "b"),
            GeneratedFile(path: "new/a.txt", contents: "second"),
        ]
        let report = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(report.changed == ["new/a.txt", "new/b.txt", "new/a.txt"])
        #expect(try String(contentsOfFile: dir + "/new/a.txt", encoding: .utf8) == "second")
    }

    @Test func aFolderThatCannotBeMadeIsNamedAndNothingIsLeftBehind() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "a file".write(toFile: dir + "/blocked", atomically: false, encoding: .utf8)
        let files = [
            GeneratedFile(path: "ok/a.txt", contents: "a"),
            GeneratedFile(path: "blocked/x.colorset/b.txt", contents: "b"),
        ]
        #expect {
            try OutputWriter.write(files, to: dir, mode: .write)
        } throws: { error in
            (error as? OutputWriter.WriteError)?.path.hasSuffix("/blocked/x.colorset") == true
        }
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: dir + "/ok/a.txt"))
    }
}
