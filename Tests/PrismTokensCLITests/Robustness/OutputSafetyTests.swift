import Foundation
import Testing

@testable import PrismTokensCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `generate` promises about the output folder: nothing written when the tokens have errors,
/// nothing outside the folder, old-or-new files after an interruption, and the same bytes from
/// every run.
@Suite struct OutputSafetyTests {
    static let valid =
        #"{"color": {"$type": "color", "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "onSurface": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}"#

    @Test func nothingIsWrittenWhenTheTokensHaveErrors() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", Self.valid)
        #expect(harness.run(["generate", "tokens.json", "--out", "out"]).status == 0)
        let before = try snapshot(of: harness.directory + "/out")
        #expect(!before.isEmpty)

        // A planted error: the on-color no longer contrasts with its surface, and a broken alias.
        try harness.write(
            "tokens.json",
            #"{"color": {"$type": "color", "surface": {"$value": {"colorSpace": "srgb", "components": [1, 1, 1]}}, "onSurface": {"$value": {"colorSpace": "srgb", "components": [0.95, 0.95, 0.95]}}, "link": {"$value": "{color.nope}"}}}"#
        )
        let failed = harness.run(["generate", "tokens.json", "--out", "out"])
        #expect(failed.status == 1)
        #expect(failed.err.contains("nothing was written because the tokens have errors"), "\(failed.err)")
        #expect(try snapshot(of: harness.directory + "/out") == before)

        // Into a folder that does not exist yet: it is not even created.
        #expect(harness.run(["generate", "tokens.json", "--out", "fresh"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/fresh"))
    }

    @Test func aFileThatCannotBeParsedWritesNothing() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", #"{"a": {"$type": "number", "$value": 1},}"# + "{")
        let result = harness.run(["generate", "tokens.json", "--out", "out"])
        #expect(result.status == 1, "\(result.err)")
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/out"))
    }

    /// Theme (context) names become parts of output file names on some platforms; names that
    /// try to leave the folder must be refused or sanitized, and nothing may land outside it.
    @Test func themeNamesCannotWriteOutsideTheOutputFolder() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        let contexts = [
            "../../escaped", "/tmp/prism-absolute-\(UUID().uuidString)", "a/../../../b", "..", "nul\\u0000byte",
        ]
        let body = contexts.map {
            #""\#($0)": [{"color": {"$type": "color", "ink": {"$value": {"colorSpace": "srgb", "components": [0, 0, 0]}}}}]"#
        }
        let text =
            ##"{"version": "2025.10", "sets": {"base": {"sources": [{}]}}, "modifiers": {"theme": {"contexts": {"##
            + body.joined(separator: ", ")
            + ##"}}}, "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}"##
        try harness.write("work/tokens.json", text)
        let result = harness.run(["generate", "work/tokens.json", "--out", "work/out"])
        // Either the names were made safe (0) or the run was refused with a message; never written outside.
        if result.status != 0 {
            #expect(
                result.err.contains("output paths must stay inside the output folder") || result.err.contains("error"),
                "\(result.err)")
        }
        let everything = try snapshot(of: harness.directory).keys.sorted()
        // The generation cache (GenerationCacheCommandTests) is the one documented folder beside it.
        let outside = everything.filter {
            !$0.hasPrefix("work/out/") && $0 != "work/tokens.json" && !$0.hasPrefix(".build/prism-tokens-cache/")
        }
        #expect(outside.isEmpty, "written outside the output folder: \(outside)")
        #expect(!FileManager.default.fileExists(atPath: contexts[1]))
    }

    /// Options that end up in file names or contents: hostile values are refused (exit 2) or
    /// stay contents; nothing lands outside the output folder either way.
    @Test(arguments: [
        (["bundle", "tokens.json", "--out", "work/out", "--name", "../../evil"], Int32(2)),
        (["bundle", "tokens.json", "--out", "work/out", "--name", "@a/../../evil"], Int32(2)),
        (["bundle", "tokens.json", "--out", "work/out", "--version", "1.0.0/../../x"], Int32(2)),
        (["generate", "tokens.json", "--out", "work/out", "--css-prefix", "../../evil"], Int32(0)),
    ])
    func optionsCannotWriteOutsideTheOutputFolder(_ arguments: [String], _ status: Int32) throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", Self.valid)
        let result = harness.run(arguments)
        #expect(result.status == status, "\(result.err)")
        if status == 2 {
            #expect(
                result.err.contains(
                    "error: '\(arguments[arguments.count - 2]) \(arguments[arguments.count - 1])' is not a"),
                "\(result.err)")
        }
        let outside = try snapshot(of: harness.directory).keys.filter {
            !$0.hasPrefix("work/out/") && $0 != "tokens.json" && !$0.hasPrefix(".build/prism-tokens-cache/")
        }
        #expect(outside.isEmpty, "written outside the output folder: \(outside.sorted())")
    }

    @Test func repeatedRunsGiveTheSameBytesAndChangeNothing() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", syntheticTokens(count: 400, variant: 1))
        #expect(harness.run(["generate", "tokens.json", "--out", "a"]).status == 0)
        let first = try snapshot(of: harness.directory + "/a")
        let second = harness.run(["generate", "tokens.json", "--out", "a"])
        #expect(second.status == 0)
        #expect(second.out.contains("wrote 0 files"), "\(second.out)")
        #expect(try snapshot(of: harness.directory + "/a") == first)
        #expect(harness.run(["generate", "tokens.json", "--out", "b"]).status == 0)
        #expect(try snapshot(of: harness.directory + "/b") == first)
    }

    @Test func concurrentProcessesGiveTheSameBytes() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", syntheticTokens(count: 2_000, variant: 2))
        // Two folders at once, then two runs into the same folder at once.
        let runs = try ["one", "two", "same", "same"].map {
            try ToolProcess.start(["generate", "tokens.json", "--out", $0], in: harness.directory)
        }
        for run in runs { run.waitUntilExit() }
        #expect(runs.map(\.terminationStatus) == [0, 0, 0, 0])
        let one = try snapshot(of: harness.directory + "/one")
        #expect(!one.isEmpty)
        #expect(try snapshot(of: harness.directory + "/two") == one)
        #expect(
            try snapshot(of: harness.directory + "/same") == one,
            "concurrent runs into one folder left a temporary or a different file")
    }

    /// SIGTERM at points spread over a run: every output file is then the old one or the new one,
    /// byte for byte, and no temporary file is left.
    @Test func anInterruptedRunLeavesOldOrNewFilesAndNoTemporaries() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("old.json", syntheticTokens(count: 6_000, variant: 3))
        try harness.write("new.json", syntheticTokens(count: 6_000, variant: 4))
        #expect(try ToolProcess.run(["generate", "old.json", "--out", "old"], in: harness.directory) == 0)
        let started = Date()
        #expect(try ToolProcess.run(["generate", "new.json", "--out", "new"], in: harness.directory) == 0)
        let duration = Date().timeIntervalSince(started)
        let old = try snapshot(of: harness.directory + "/old")
        let new = try snapshot(of: harness.directory + "/new")
        #expect(old != new, "the two token files must generate different outputs")

        for step in 1...6 {
            let out = harness.directory + "/interrupted\(step)"
            try FileManager.default.copyItem(atPath: harness.directory + "/old", toPath: out)
            let process = try ToolProcess.start(
                ["generate", "new.json", "--out", "interrupted\(step)"], in: harness.directory)
            Thread.sleep(forTimeInterval: duration * Double(step) / 7)
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let after = try snapshot(of: out)
            for (path, bytes) in after {
                #expect(!path.hasSuffix(".tmp"), "a temporary file was left behind: \(path)")
                #expect(
                    bytes == old[path] || bytes == new[path],
                    "\(path) is neither the old nor the new file after SIGTERM at \(step)/7 of the run")
            }
            #expect(Set(old.keys).isSubset(of: Set(after.keys)), "an old output disappeared")
        }
    }

    /// SIGTERM at points spread over a `bundle` run into a folder that does not exist yet (its
    /// bundles are staged beside it while they are packed): the folder is then missing or whole,
    /// byte for byte the uninterrupted run's, and no staging folder is left beside it.
    @Test func anInterruptedBundleLeavesAWholeFolderOrNothing() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", syntheticTokens(count: 6_000, variant: 3))
        let started = Date()
        #expect(try ToolProcess.run(["bundle", "tokens.json", "--out", "whole"], in: harness.directory) == 0)
        let duration = Date().timeIntervalSince(started)
        let whole = try snapshot(of: harness.directory + "/whole")
        #expect(!whole.isEmpty)
        for step in 1...6 {
            let name = "interrupted\(step)"
            let process = try ToolProcess.start(["bundle", "tokens.json", "--out", name], in: harness.directory)
            Thread.sleep(forTimeInterval: duration * Double(step) / 7)
            kill(process.processIdentifier, SIGTERM)
            process.waitUntilExit()
            let path = harness.directory + "/" + name
            if FileManager.default.fileExists(atPath: path) {
                #expect(try snapshot(of: path) == whole, "a partial bundle folder after SIGTERM at \(step)/7")
            }
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: harness.directory).filter {
            $0.hasSuffix(".staging")
        }
        #expect(left.isEmpty, "staging folders left behind: \(left)")
    }
}
