import Foundation
import Testing

@testable import PrismTokens
@testable import PrismTokensCLI

/// `generate --platform json` end to end: the theme files of `bundle --platform json` below
/// `JSON/`, written by the run that writes CSS and Swift, and nothing when validation fails.
@Suite struct GenerateJSONPlatformTests {
    @Test func writesTheJSONBundlesThemeFilesBesideCSSAndSwift() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": BundleCommandTests.passing])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let generated = CLIHarness.run(
            ["generate", "--out", "out", "--platform", "css", "--platform", "swift", "--platform", "json"], in: folder)
        #expect(generated.status == 0, "\(generated.err)")
        let bundled = CLIHarness.run(["bundle", "--out", "dist", "--platform", "json"], in: folder)
        #expect(bundled.status == 0, "\(bundled.err)")
        for path in ["tokens/default.tokens.json", "flat/default.json"] {
            let mine = try String(contentsOfFile: "\(folder)/out/JSON/\(path)", encoding: .utf8)
            let bundle = try String(contentsOfFile: "\(folder)/dist/json/\(path)", encoding: .utf8)
            // The same bytes up to the notice, which names the command that wrote the file.
            func withoutNotice(_ text: String) -> String {
                text.replacingOccurrences(of: #"DO NOT EDIT\.[^"]*"#, with: "", options: .regularExpression)
            }
            #expect(withoutNotice(mine) == withoutNotice(bundle), "\(path)")
            #expect(path.hasPrefix("flat/") || mine.contains("then run `prism-tokens generate`"), "\(path)")
        }
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/CSS/prism-tokens.css"))
        #expect(FileManager.default.fileExists(atPath: "\(folder)/out/Swift/PrismTokens.swift"))
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out/ANSI"))
    }

    @Test func nothingIsWrittenWhenValidationFails() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": BundleCommandTests.failing])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CLIHarness.run(["generate", "--out", "out", "--platform", "json"], in: folder)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/out"))
    }

    @Test func theHelpNamesThePlatform() {
        let help = CLIHarness.run(["generate", "--help"], in: FileManager.default.temporaryDirectory.path)
        #expect(help.out.contains("xcassets and json on request"), "\(help.out)")
        #expect(help.out.contains("swift, css, ansi, xcassets, json"), "\(help.out)")
    }
}
