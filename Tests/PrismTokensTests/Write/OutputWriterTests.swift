import Foundation
import PrismTestSupport
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

    @Test func theOnePassPathCheckAgreesWithSplittingIntoSegments() {
        // The segment rule spelled the obvious way: relative, no empty, `.` or `..` segment, no NUL.
        func reference(_ path: String) -> Bool {
            let segments = path.split(separator: "/", omittingEmptySubsequences: false)
            return !path.hasPrefix("/") && !segments.contains { $0.isEmpty || $0 == ".." || $0 == "." }
                && !path.contains("\0")
        }
        var fixed = [
            "", "/", "a", "a/b", "a/", "/a", ".", "..", "...", "a/.", "a/..", "a/...", ".a", "..a", "a..", "a/.b/c",
            "a\0b", "é/ü.json", "XCAssets/PrismTokens.xcassets/color.brand.colorset/Contents.json",
        ]
        var random = SplitMix64(seed: 17)
        let alphabet: [Character] = ["a", ".", "/", "\0", "é"]
        for _ in 0..<5_000 {
            fixed.append(
                String(
                    (0..<Int.random(in: 0...7, using: &random)).map { _ in alphabet.randomElement(using: &random) ?? "a"
                    }))
        }
        for path in fixed {
            #expect(OutputWriter.isInsideOutputFolder(path) == reference(path), "\(path.debugDescription)")
        }
    }
}
