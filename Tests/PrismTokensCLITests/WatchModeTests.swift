import Foundation
import Testing

@testable import PrismTokensCLI

/// `generate --watch` as a user runs it: a real process, edited files, signals.
@Suite("Watch mode through the real binary", .timeLimit(.minutes(3)))
struct WatchModeTests {
    /// A token file with a background and a text color (a declared contrast pair).
    static func tokens(text: String) -> String {
        """
        {
          "color": {
            "$type": "color",
            "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "hex": "#ffffff" } },
            "text": { "$value": { "colorSpace": "srgb", "components": \(text) } }
          }
        }
        """
    }

    @Test("an edit rewrites, an invalid edit prints its located error and keeps watching, SIGTERM exits 0")
    func editInvalidFixStop() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", Self.tokens(text: "[0, 0, 0]"))
        let watcher = try WatchedProcess(["generate", "tokens.json", "--watch"], in: harness.directory)
        defer { watcher.kill() }

        try watcher.waitFor("watching ")
        #expect(watcher.output.contains("wrote Generated/"))
        #expect(harness.read("Generated/CSS/prism-tokens.css") != nil)

        let before = watcher.output.count
        try harness.write("tokens.json", Self.tokens(text: "[0.2, 0.2, 0.2]"))
        try watcher.waitFor("changed: tokens.json", after: before)
        try watcher.waitFor("wrote Generated/", after: before)
        #expect(harness.read("Generated/CSS/prism-tokens.css")?.contains("#333333") == true)

        let beforeInvalid = watcher.output.count
        try harness.write(
            "tokens.json", Self.tokens(text: "[0.2, 0.2, 0.2]").replacingOccurrences(of: "},\n", with: "}\n"))
        try watcher.waitFor("tokens.json:5:", after: beforeInvalid)
        #expect(watcher.output.suffix(from: beforeInvalid).contains(": error: [syntax]"))
        #expect(watcher.isRunning)

        let beforeFix = watcher.output.count
        try harness.write("tokens.json", Self.tokens(text: "[0.4, 0.4, 0.4]"))
        try watcher.waitFor("fixed: tokens.json:5:", after: beforeFix)
        try watcher.waitFor("wrote Generated/", after: beforeFix)
        #expect(harness.read("Generated/CSS/prism-tokens.css")?.contains("#666666") == true)

        #expect(watcher.terminate() == 0)
    }

    @Test("a file referenced after the first run is followed")
    func newlyReferencedFileIsFollowed() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let resolver: (String) -> String = { sources in
            ##"{"version": "2025.10", "sets": {"base": {"sources": [\##(sources)]}}, "resolutionOrder": [{"$ref": "#/sets/base"}]}"##
        }
        try harness.write("base.tokens.json", Self.tokens(text: "[0, 0, 0]"))
        try harness.write(
            "extra.tokens.json", #"{"space": {"$type": "dimension", "sm": {"$value": {"value": 4, "unit": "px"}}}}"#)
        try harness.write("tokens.resolver.json", resolver(#"{"$ref": "base.tokens.json"}"#))
        let watcher = try WatchedProcess(["validate", "tokens.resolver.json", "--watch"], in: harness.directory)
        defer { watcher.kill() }
        try watcher.waitFor("watching 2 paths")

        let before = watcher.output.count
        try harness.write(
            "tokens.resolver.json", resolver(#"{"$ref": "base.tokens.json"}, {"$ref": "extra.tokens.json"}"#))
        try watcher.waitFor("watching 3 paths", after: before)

        let beforeEdit = watcher.output.count
        try harness.write("extra.tokens.json", #"{"space": {"$type": "dimension", "sm": {"$value": 4}}}"#)
        try watcher.waitFor("changed: extra.tokens.json", after: beforeEdit)
        try watcher.waitFor("extra.tokens.json:1:", after: beforeEdit)
        #expect(watcher.terminate() == 0)
    }

    @Test("--watch with --check is a usage error")
    func watchWithCheck() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", Self.tokens(text: "[0, 0, 0]"))
        let result = harness.run(["generate", "--watch", "--check"])
        #expect(result.status == 2)
        #expect(result.err.contains("--watch cannot be combined with --check"))
    }
}

/// A `prism-tokens` process whose standard output and error are collected together.
final class WatchedProcess: @unchecked Sendable {
    private let process = Process()
    private let pipe = Pipe()
    private let lock = NSLock()
    private var collected = ""

    init(_ arguments: [String], in directory: String) throws {
        process.executableURL = try ToolProcess.executable()
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = pipe
        process.standardError = pipe
        pipe.fileHandleForReading.readabilityHandler = { [weak self] handle in
            let data = handle.availableData
            guard let self, !data.isEmpty else { return }
            self.lock.withLock { self.collected += String(decoding: data, as: UTF8.self) }
        }
        try process.run()
    }

    /// Everything printed so far.
    var output: String { lock.withLock { collected } }
    var isRunning: Bool { process.isRunning }

    /// Waits (bounded) until the output after `offset` characters contains `text`.
    func waitFor(_ text: String, after offset: Int = 0, seconds: Double = 60) throws {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let now = output
            if String(now.dropFirst(offset)).contains(text) { return }
            if !process.isRunning { break }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Timeout(text: text, output: output)
    }

    /// Sends SIGTERM and waits (bounded) for the exit status.
    func terminate() -> Int32? {
        process.terminate()
        let deadline = Date().addingTimeInterval(30)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// Stops the process if it still runs (cleanup).
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        pipe.fileHandleForReading.readabilityHandler = nil
    }

    struct Timeout: Error, CustomStringConvertible {
        var text: String
        var output: String
        var description: String { "timed out waiting for '\(text)'; output so far:\n\(output)" }
    }
}

extension String {
    fileprivate func suffix(from offset: Int) -> String { String(dropFirst(offset)) }
}

@Suite("Watch mode: a run's printed lines")
struct WatchOutputSplitTests {
    @Test("findings keep their note lines; wrote lines and the summary are apart")
    func split() {
        let run = WatchMode.split([
            "tokens.json:3:5: error: [contrast.wcag2] fails",
            "  note: the pair was declared here",
            "wrote Generated/CSS/prism-tokens.css",
            "tokens.json:9:1: warning: [naming] odd",
            "error: nothing was written because the tokens have errors; fix them and run again",
            "wrote 1 file to Generated (5 unchanged)",
        ])
        #expect(
            run.findings == [
                "tokens.json:3:5: error: [contrast.wcag2] fails\n  note: the pair was declared here",
                "tokens.json:9:1: warning: [naming] odd",
            ])
        #expect(run.written == ["wrote Generated/CSS/prism-tokens.css"])
        #expect(run.summary == "wrote 1 file to Generated (5 unchanged)")
    }
}
