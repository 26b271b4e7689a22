import Foundation
import Testing

@testable import PrismTokensCLI

/// The real `prism-tokens` on a pseudo-terminal: a run past the threshold (`PRISM_PROGRESS_AFTER=0`
/// here, one second otherwise) shows one status line rewritten in place — stage, theme k/n,
/// platform, bundle — erased before anything else prints; piped, in CI, on a dumb terminal or with
/// `--quiet` it shows nothing, and standard output is the same either way.
@Suite(.serialized) struct ProgressTerminalTests {
    static let erase = "\r\u{1B}[2K"

    /// Four themes (mode × brand), with a readable text/background pair in each.
    static let tokens = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{ "color": {
            "surface": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onSurface": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }] } },
          "modifiers": {
            "mode": { "default": "light", "contexts": { "light": [{}], "dark": [{}] } },
            "brand": { "default": "one", "contexts": { "one": [{}], "two": [{}] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }, { "$ref": "#/modifiers/brand" }] }
        """

    /// The process environment without what turns progress off, plus `extra`.
    static func environment(_ extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in ["CI", "PRISM_TIMINGS", "PRISM_PROGRESS_AFTER"] { environment[name] = nil }
        environment["TERM"] = "xterm-256color"
        return environment.merging(extra) { $1 }
    }

    func run(_ arguments: [String], _ extra: [String: String] = ["PRISM_PROGRESS_AFTER": "0"]) throws -> (
        status: Int32, out: String, err: String
    ) {
        let folder = try CLIHarness.temporaryFolder(["tokens.resolver.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try TerminalProcess.run(arguments, in: folder, environment: Self.environment(extra))
    }

    /// Every status line is erased before the next output: no text follows one on its line.
    func expectCleanLines(_ err: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let segments = err.components(separatedBy: Self.erase).dropFirst()
        for segment in segments where segment.hasPrefix("prism-tokens: ") {
            #expect(
                !segment.contains("\n"), "a status line ran into output: \(segment)", sourceLocation: sourceLocation)
        }
        #expect(
            segments.last.map { !$0.hasPrefix("prism-tokens: ") } ?? false, "the last status line stays: \(err)",
            sourceLocation: sourceLocation)
    }

    @Test func validateShowsEachStageAndThemeCountThenErasesTheLine() throws {
        let result = try run(["validate", "tokens.resolver.json"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.err.contains(Self.erase + "prism-tokens: read and resolve · "), "\(result.err)")
        #expect(result.err.contains("prism-tokens: read and resolve · theme 1/4 (mode="), "\(result.err)")
        #expect(result.err.contains("prism-tokens: validate · theme 1/4 (mode=light,brand=one) · "), "\(result.err)")
        expectCleanLines(result.err)
        let piped = try run(["validate", "tokens.resolver.json", "--color", "never"])
        #expect(try run(["validate", "tokens.resolver.json", "--color", "never"]).out == piped.out)
    }

    @Test func generateAndBundleShowPlatformsAndBundles() throws {
        let generated = try run(["generate", "tokens.resolver.json", "--out", "out"])
        #expect(generated.status == 0, "\(generated.err)")
        #expect(generated.err.contains("prism-tokens: render · platform 1/3 ("), "\(generated.err)")
        #expect(generated.out.contains("wrote "))
        expectCleanLines(generated.err)
        let bundled = try run(["bundle", "tokens.resolver.json", "--out", "dist", "--version", "1.0.0"])
        #expect(bundled.status == 0, "\(bundled.err)")
        #expect(bundled.err.contains("prism-tokens: bundle · packed 1/"), "\(bundled.err)")
        expectCleanLines(bundled.err)
    }

    @Test func quickRunsCIADumbTerminalAndQuietShowNothing() throws {
        let quick = try run(["validate", "tokens.resolver.json"], [:])
        #expect(!quick.err.contains(Self.erase), "a run under a second: \(quick.err)")
        for (label, arguments, extra) in [
            ("CI", ["validate", "tokens.resolver.json"], ["PRISM_PROGRESS_AFTER": "0", "CI": "1"]),
            ("TERM=dumb", ["validate", "tokens.resolver.json"], ["PRISM_PROGRESS_AFTER": "0", "TERM": "dumb"]),
            ("--quiet", ["validate", "tokens.resolver.json", "--quiet"], ["PRISM_PROGRESS_AFTER": "0"]),
        ] {
            let result = try run(arguments, extra)
            #expect(result.status == 0, "\(label): \(result.err)")
            #expect(!result.err.contains("prism-tokens: "), "\(label): \(result.err)")
            #expect(!result.err.contains("\u{1B}[2K"), "\(label): \(result.err)")
        }
    }

    @Test func aPipedRunShowsNothingEvenPastTheThreshold() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.resolver.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let process = Process()
        process.executableURL = try ToolProcess.executable()
        process.arguments = ["validate", "tokens.resolver.json"]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = Self.environment(["PRISM_PROGRESS_AFTER": "0"])
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let err = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(err)")
        #expect(!err.contains("prism-tokens: ") && !err.contains("\u{1B}"), "\(err)")
    }
}
