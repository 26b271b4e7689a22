import Foundation
import Testing

@testable import PrismTokensCLI

/// The one option vocabulary: every command that reads tokens takes `--format`, `--input`,
/// `--rule`, `--strict`, `--baseline`, `--quiet` and `--color` with one meaning.
@Suite struct SharedOptionsTests {
    /// The commands that read a token source.
    static let tokenCommands = ["validate", "generate", "bundle", "report", "list", "convert"]
    /// The shared options every one of them declares.
    static let shared = ["--format", "--input", "--rule", "--strict", "--baseline", "--quiet", "--color"]

    func run(_ arguments: [String], tokens: String = BundleCommandTests.failing) throws -> (
        status: Int32, out: String, err: String, folder: String
    ) {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": tokens])
        let result = CLIHarness.run(arguments, in: folder)
        return (result.status, result.out, result.err, folder)
    }

    @Test(arguments: tokenCommands)
    func everyTokenCommandDeclaresTheSharedGroup(_ name: String) throws {
        let command = try #require(PrismTokensCLI.commands.first { $0.name == name })
        let declared = Set(command.spec.options.map(\.name) + command.spec.flags.map(\.name))
        for option in Self.shared { #expect(declared.contains(option), "\(name) lacks \(option)") }
        let help = CLIHarness.run([name, "--help"]).out
        #expect(help.contains("TOKEN SOURCE OPTIONS"), "\(help)")
    }

    @Test(arguments: ["generate", "bundle", "report"])
    func aRuleOverrideAndStrictMeanTheSameInEveryWritingCommand(_ name: String) throws {
        let relaxed = try run([name, "--rule", "contrast.wcag2=warning"])
        defer { try? FileManager.default.removeItem(atPath: relaxed.folder) }
        #expect(relaxed.status == 0, "\(name): \(relaxed.err)")
        #expect(relaxed.err.contains("warning: [contrast.wcag2]"), "\(relaxed.err)")
        let strict = try run([name, "--rule", "contrast.wcag2=warning", "--strict"])
        defer { try? FileManager.default.removeItem(atPath: strict.folder) }
        #expect(strict.status == 1, "\(name): \(strict.err)")
        #expect(strict.err.contains("error: [contrast.wcag2]"), "\(strict.err)")
        let unknown = try run([name, "--rule", "contrast.wcag=off"])
        defer { try? FileManager.default.removeItem(atPath: unknown.folder) }
        #expect(unknown.status == 2)
        #expect(unknown.err.contains("did you mean 'contrast.wcag2'?"), "\(unknown.err)")
    }

    @Test(arguments: ["generate", "bundle", "report"])
    func formatJSONPrintsTheValidateDocumentOnStandardOutput(_ name: String) throws {
        let result = try run([name, "--format", "json"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 1)
        let object = try CLIHarness.jsonObject(result.out)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1, "\(result.out)")
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["rule"] as? String == "contrast.wcag2")
        #expect(!result.err.contains("[contrast.wcag2]"), "findings are in the document, not repeated as text")
    }

    @Test func formatGitHubAndSARIFWorkForGenerate() throws {
        let github = try run(["generate", "--format", "github"])
        defer { try? FileManager.default.removeItem(atPath: github.folder) }
        #expect(github.out.hasPrefix("::error file=tokens.json"), "\(github.out)")
        let sarif = try run(["generate", "--format", "sarif"])
        defer { try? FileManager.default.removeItem(atPath: sarif.folder) }
        #expect(try CLIHarness.jsonObject(sarif.out)["version"] as? String == "2.1.0")
    }

    @Test func colorAlwaysAndNeverOverrideTheTerminalCheck() throws {
        let always = try run(["validate", "--color", "always"])
        defer { try? FileManager.default.removeItem(atPath: always.folder) }
        #expect(always.out.contains("\u{1B}[1;31merror:"), "\(always.out)")
        let folder = try CLIHarness.temporaryFolder(["tokens.json": BundleCommandTests.failing])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let never = CLIHarness.run(["validate", "--color", "never"], terminal: true, in: folder)
        #expect(!never.out.contains("\u{1B}["), "\(never.out)")
        let generate = try run(["generate", "--color", "always"])
        defer { try? FileManager.default.removeItem(atPath: generate.folder) }
        #expect(generate.err.contains("\u{1B}[1;31merror:"), "\(generate.err)")
    }

    @Test func outHasADocumentedDefaultInEveryWritingCommand() throws {
        for (name, help) in [("generate", "Generated"), ("bundle", "bundles"), ("report", "report.html")] {
            let text = CLIHarness.run([name, "--help"]).out
            #expect(text.contains("(default: \(help))"), "\(name): \(text)")
        }
        let report = try run(["report", "--quiet"], tokens: BundleCommandTests.passing)
        defer { try? FileManager.default.removeItem(atPath: report.folder) }
        #expect(report.status == 0, "\(report.err)")
        #expect(FileManager.default.fileExists(atPath: report.folder + "/report.html"))
    }
}
