import Foundation
import Testing

@testable import PrismTokensCLI

/// `validate`: exit codes and the text, JSON, SARIF and GitHub formats.
@Suite struct ValidateCommandTests {
    static let failing = """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onSurface": { "$value": { "colorSpace": "srgb", "components": [0.4667, 0.4667, 0.4667] } }
          }
        }
        """

    func run(
        _ arguments: [String], files: [String: String] = ["tokens.json": failing], environment: [String: String] = [:],
        terminal: Bool = false
    ) throws -> (status: Int32, out: String, err: String) {
        let folder = try CLIHarness.temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return CLIHarness.run(arguments, terminal: terminal, environment: environment, in: folder)
    }

    @Test func textIsCompilerFormatWithASummary() throws {
        let result = try run(["validate"])
        #expect(result.status == 1)
        #expect(result.out.contains("tokens.json:5:30: error: [contrast.wcag2] "))
        #expect(result.out.hasSuffix("2 tokens in 1 theme, 1 contrast pair checked: 1 error, 0 warnings\n"))
        #expect(!result.out.contains("\u{1B}["))
    }

    @Test func colorOnlyOnATerminalAndNeverWithNoColor() throws {
        #expect(try run(["validate"], terminal: true).out.contains("\u{1B}[1;31merror:"))
        #expect(!(try run(["validate"], environment: ["NO_COLOR": "1"], terminal: true).out.contains("\u{1B}[")))
    }

    @Test func jsonFollowsTheContract() throws {
        let result = try run(["validate", "--format", "json"])
        #expect(result.status == 1)
        let object = try CLIHarness.jsonObject(result.out)
        let summary = try #require(object["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 1)
        #expect(summary["warnings"] as? Int == 0)
        #expect(summary["tokens"] as? Int == 2)
        #expect(summary["themes"] as? Int == 1)
        #expect(summary["pairsChecked"] as? Int == 1)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        let d = try #require(diagnostics.first)
        #expect(Set(d.keys) == ["severity", "rule", "message", "file", "line", "column", "token", "theme", "data"])
        #expect(d["rule"] as? String == "contrast.wcag2")
        #expect(d["line"] as? Int == 5)
        #expect(d["column"] as? Int == 30)
        let data = try #require(d["data"] as? [String: Any])
        for key in ["ratio", "required", "foreground", "background", "suggestion"] {
            #expect(data[key] != nil, "data.\(key)")
        }
    }

    @Test func sarifHasTheStructureCodeScanningExpects() throws {
        let result = try run(["validate", "--format", "sarif"])
        #expect(result.status == 1)
        let object = try CLIHarness.jsonObject(result.out)
        #expect(object["version"] as? String == "2.1.0")
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "prism-tokens")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "contrast.wcag2" })
        let sarifResult = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(sarifResult["ruleId"] as? String == "contrast.wcag2")
        #expect(sarifResult["level"] as? String == "error")
        #expect((sarifResult["message"] as? [String: Any])?["text"] is String)
        let location = try #require(
            (sarifResult["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens.json")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 5)
        #expect(region["startColumn"] as? Int == 30)
        if let index = sarifResult["ruleIndex"] as? Int { #expect(rules[index]["id"] as? String == "contrast.wcag2") }
    }

    @Test func githubAnnotationsNameFileLineAndColumn() throws {
        let result = try run(["validate", "--format", "github"])
        #expect(result.out.hasPrefix("::error file=tokens.json,line=5,col=30,title=contrast.wcag2::"))
    }

    @Test func strictMakesWarningsFail() throws {
        let legacy = ##"{ "color": { "$type": "color", "a": { "$value": "#ff8800" } } }"##
        #expect(try run(["validate"], files: ["tokens.json": legacy]).status == 0)
        #expect(try run(["validate", "--strict"], files: ["tokens.json": legacy]).status == 1)
    }

    @Test func exitCodes() throws {
        #expect(try run(["validate", "missing.json"]).status == 2)
        #expect(try run(["validate", "--nope"]).status == 2)
        #expect(try run(["validate", "bad.json"], files: ["bad.json": "{ \"a\": "]).status == 1)
        #expect(try run(["validate", "--input", "theme=dark"]).status == 2)
        #expect(try run(["validate", "--rule", "contrast.wcag2=off"]).status == 0)
    }

    @Test func listPrintsEveryResolvedTokenEvenWithErrors() throws {
        let broken = #"{ "a": { "$type": "number", "$value": 1 }, "b": { "$value": "{missing}" , "$type": "number"} }"#
        let result = try run(["list", "--format", "json"], files: ["tokens.json": broken])
        #expect(result.status == 1)
        let tokens = try #require(try CLIHarness.jsonObject(result.out)["tokens"] as? [[String: Any]])
        #expect(tokens.map { $0["path"] as? String } == ["a"])
        #expect(result.err.contains("reference.unresolved"))
    }
}
