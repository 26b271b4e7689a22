import Foundation
import Testing

@testable import PrismTokens

@Suite("Watch loop: snapshots, deltas and reports")
struct WatchLoopTests {
    @Test("a delta lists new findings as printed and fixed ones by their first line")
    func delta() {
        let delta = WatchDelta(
            previous: ["a.json:1:1: error: one", "a.json:2:1: warning: two\n  note: more"],
            current: ["a.json:2:1: warning: two\n  note: more", "a.json:3:1: error: three"])
        #expect(delta.new == ["a.json:3:1: error: three"])
        #expect(delta.fixed == ["a.json:1:1: error: one"])
        #expect(delta.lines == ["a.json:3:1: error: three", "fixed: a.json:1:1: error: one"])
    }

    @Test("the first run prints every finding; a run with nothing new prints only what it wrote and its summary")
    func reports() {
        let loop = WatchLoop()
        let first = WatchRun(followed: [], findings: ["x:1:1: warning: w"], summary: "1 warning", status: .success)
        #expect(loop.report(first, previous: nil) == ["x:1:1: warning: w", "1 warning"])
        let second = WatchRun(
            followed: [], findings: ["x:1:1: warning: w"], written: ["wrote Generated/a.css"], summary: "1 warning",
            status: .success)
        #expect(loop.report(second, previous: first) == ["wrote Generated/a.css", "1 warning"])
    }

    @Test("snapshots see an edit that keeps the size, a new file in a followed folder, and a removal")
    func snapshots() throws {
        let folder = NSTemporaryDirectory() + "prism-watch-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let file = folder + "/tokens.json"
        try Data("#ff0000".utf8).write(to: URL(fileURLWithPath: file))
        let paths = [file, folder + "/templates"]
        let first = WatchedFiles(paths: paths)
        #expect(WatchedFiles(paths: paths) == first)

        try Data("#00ff00".utf8).write(to: URL(fileURLWithPath: file))
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/templates/a.mustache"))
        let second = WatchedFiles(paths: paths)
        #expect(second.changedPaths(since: first) == [folder + "/templates/a.mustache", file])

        try FileManager.default.removeItem(atPath: file)
        #expect(WatchedFiles(paths: paths).changedPaths(since: second) == [file])
    }

    @Test("waiting for a change returns nil when asked to stop")
    func stops() {
        let loop = WatchLoop(pollInterval: .milliseconds(10), quietPeriod: .milliseconds(10))
        var polls = 0
        let changed = loop.waitForChange(["/nonexistent/tokens.json"]) {
            polls += 1
            return polls > 3
        }
        #expect(changed == nil)
        #expect(polls == 4)
    }
}
