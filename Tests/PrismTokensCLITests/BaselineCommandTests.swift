import Foundation
import Testing

@testable import PrismTokensCLI

/// Adopting on an existing system: `validate --write-baseline`, then `--baseline` on every validating command.
@Suite struct BaselineCommandTests {
    /// Two colors on white: `onSurface` fails (4.48:1), `onAccent` passes until `failingAccent` is used.
    static func tokens(accent: String = "0.2", blankLines: Int = 0) -> String {
        """
        {\(String(repeating: "\n", count: blankLines))
          "color": {
            "$type": "color",
            "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onSurface": { "$value": { "colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667] } },
            "accent": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onAccent": { "$value": { "colorSpace": "srgb", "components": [\(accent), \(accent), \(accent)] } }
          }
        }
        """
    }

    /// A folder with today's tokens and a baseline recorded from them.
    func adoptedFolder() throws -> String {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.tokens()])
        let written = CLIHarness.run(["validate", "--write-baseline", "tokens.baseline.json"], in: folder)
        #expect(written.status == 0)
        #expect(written.out == "wrote tokens.baseline.json: 1 finding\n")
        return folder
    }

    func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func theBaselineRecordsFindingsByIdentityNotLine() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = try String(contentsOfFile: folder + "/tokens.baseline.json", encoding: .utf8)
        #expect(
            text.contains(
                #"{"rule":"contrast.wcag2","token":"color.onSurface","theme":"default","partner":"color.surface"}"#),
            "\(text)")
        #expect(!text.contains("line"))
        let again = CLIHarness.run(["validate", "--write-baseline", "again.json"], in: folder)
        #expect(again.status == 0)
        #expect(
            try String(contentsOfFile: folder + "/again.json", encoding: .utf8) == text, "two runs write the same bytes"
        )
    }

    @Test func withTheBaselineKnownFindingsPassAndAreCounted() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CLIHarness.run(["validate", "--baseline", "tokens.baseline.json"], in: folder)
        #expect(result.status == 0)
        #expect(
            result.out
                == "4 tokens in 1 theme, 2 contrast pairs checked: 0 errors, 0 warnings (1 more in the baseline, not shown)\n"
        )
        // Moving the finding to another line keeps its identity.
        try write(Self.tokens(blankLines: 5), to: folder + "/tokens.json")
        #expect(CLIHarness.run(["validate", "--baseline", "tokens.baseline.json"], in: folder).status == 0)
    }

    @Test func aNewFindingFailsAndIsTheOnlyOneShown() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(Self.tokens(accent: "0.6"), to: folder + "/tokens.json")
        let result = CLIHarness.run(["validate", "--baseline", "tokens.baseline.json"], in: folder)
        #expect(result.status == 1)
        #expect(result.out.contains("'color.onAccent'"))
        #expect(!result.out.contains("'color.onSurface' ("))
        #expect(result.out.hasSuffix("1 error, 0 warnings (1 more in the baseline, not shown)\n"))
    }

    @Test func jsonListsBaselinedFindingsAsBaselined() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CLIHarness.run(["validate", "--baseline", "tokens.baseline.json", "--format", "json"], in: folder)
        #expect(result.status == 0)
        let object = try CLIHarness.jsonObject(result.out)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 0)
        #expect(summary["baselined"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?["baselined"] as? Bool == true)
        #expect(diagnostics.first?["token"] as? String == "color.onSurface")
    }

    @Test func sarifLeavesBaselinedFindingsOutAndMarksNewOnes() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(Self.tokens(accent: "0.6"), to: folder + "/tokens.json")
        let result = CLIHarness.run(
            ["validate", "--baseline", "tokens.baseline.json", "--format", "sarif"], in: folder)
        #expect(result.status == 1)
        let run = try #require((try CLIHarness.jsonObject(result.out)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        #expect(results.first?["baselineState"] as? String == "new")
        #expect(((results.first?["properties"] as? [String: Any])?["token"] as? String) == "color.onAccent")
    }

    @Test func everyValidatingCommandTakesTheBaseline() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for command in [
            ["generate", "--out", "out", "--platform", "css"], ["bundle", "--out", "bundles", "--platform", "json"],
            ["report", "--out", "report.html"], ["list"],
        ] {
            let without = CLIHarness.run(command, in: folder)
            let with = CLIHarness.run(command + ["--baseline", "tokens.baseline.json"], in: folder)
            #expect(with.status == 0, "\(command[0]): \(with.err)")
            if command[0] != "list" {
                #expect(without.status == 1, "\(command[0]) fails without the baseline")
                #expect(
                    with.err.contains("note: 1 finding matches the baseline and is not shown"),
                    "\(command[0]): \(with.err)")
            }
        }
        #expect(FileManager.default.fileExists(atPath: folder + "/out/CSS/prism-tokens.css"))
        #expect(FileManager.default.fileExists(atPath: folder + "/report.html"))
    }

    @Test func aMissingOrMalformedBaselineIsExitTwo() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.tokens(), "bad.json": "{\"findings\": 3}"])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let missing = CLIHarness.run(["validate", "--baseline", "nope.json"], in: folder)
        #expect(missing.status == 2)
        #expect(missing.err.contains("cannot read the baseline 'nope.json'"))
        let bad = CLIHarness.run(["generate", "--baseline", "bad.json"], in: folder)
        #expect(bad.status == 2)
        #expect(bad.err.contains("bad.json:1:1: a baseline is an object with a \"findings\" array"), "\(bad.err)")
        #expect(!FileManager.default.fileExists(atPath: folder + "/Generated"))
    }

    @Test func baselineIfPresentIsNoBaselineWhenTheFileIsMissing() throws {
        let folder = try adoptedFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            CLIHarness.run(["generate", "--out", "out", "--baseline-if-present", "tokens.baseline.json"], in: folder)
                .status == 0)
        let missing = CLIHarness.run(["generate", "--out", "out", "--baseline-if-present", "nope.json"], in: folder)
        #expect(missing.status == 1, "no baseline: the finding fails")
        #expect(missing.err.contains("error: [contrast.wcag2]"))
        try write("{", to: folder + "/tokens.baseline.json")
        #expect(
            CLIHarness.run(["validate", "--baseline-if-present", "tokens.baseline.json"], in: folder).status == 2,
            "a present but malformed baseline is still exit 2")
    }

    @Test func strictWithABaselineFailsOnlyOnNewWarnings() throws {
        let legacy = ##"{ "color": { "$type": "color", "a": { "$value": "#ff8800" } } }"##
        let folder = try CLIHarness.temporaryFolder(["tokens.json": legacy])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(CLIHarness.run(["validate", "--write-baseline", "b.json"], in: folder).status == 0)
        #expect(CLIHarness.run(["validate", "--strict"], in: folder).status == 1)
        #expect(CLIHarness.run(["validate", "--strict", "--baseline", "b.json"], in: folder).status == 0)
    }
}
