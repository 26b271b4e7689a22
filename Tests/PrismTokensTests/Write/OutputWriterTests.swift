import Foundation
import Testing

@testable import PrismTokens

@Suite struct OutputWriterTests {
    func temporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "prism-writer-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func writesOnlyChangedFilesAndLeavesNoTemporaries() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [GeneratedFile(path: "Swift/A.swift", contents: "a"), GeneratedFile(path: "b.css", contents: "b")]
        let first = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(first.changed == ["Swift/A.swift", "b.css"])
        let second = try OutputWriter.write(files, to: dir, mode: .write)
        #expect(second.changed.isEmpty)
        #expect(second.unchanged == ["Swift/A.swift", "b.css"])
        #expect(try String(contentsOfFile: dir + "/Swift/A.swift", encoding: .utf8) == "a")
        let leftovers = try FileManager.default.subpathsOfDirectory(atPath: dir).filter { $0.hasSuffix(".tmp") }
        #expect(leftovers.isEmpty)
    }

    @Test func checkAndDryRunWriteNothing() throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let files = [GeneratedFile(path: "x.txt", contents: "new")]
        for mode in [OutputWriter.Mode.check, .dryRun] {
            let report = try OutputWriter.write(files, to: dir, mode: mode)
            #expect(report.changed == ["x.txt"])
            #expect(!FileManager.default.fileExists(atPath: dir + "/x.txt"))
        }
    }

    @Test(arguments: ["../escape.txt", "/etc/passwd", "a/../../b", "a//b", "./a"])
    func pathsThatLeaveTheFolderAreRejected(_ path: String) throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(throws: OutputWriter.WriteError.self) {
            try OutputWriter.write([GeneratedFile(path: path, contents: "x")], to: dir, mode: .write)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
