import Foundation
import Testing

@testable import PrismTokensCLI

/// `--rule`, `--strict` and `--quiet`: one option group, one meaning, on every command that reads tokens.
@Suite struct RuleOptionTests {
    /// One contrast failure (#777777 on white, 4.48:1).
    static let failing = ValidateCommandTests.failing
    /// One older-draft string color: a format.legacy warning.
    static let legacy = ##"{ "color": { "$type": "color", "a": { "$value": "#ff8800" } } }"##

    /// Runs the tool in a fresh folder holding `files`; returns the status, output and the folder's files afterwards.
    func run(_ arguments: [String], files: [String: String] = ["tokens.json": failing]) throws -> (
        status: Int32, out: String, err: String, written: [String]
    ) {
        let folder = try CLIHarness.temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CLIHarness.run(arguments, in: folder)
        let written = (try FileManager.default.subpathsOfDirectory(atPath: folder)).filter { !files.keys.contains($0) }
            .sorted()
        return (result.status, result.out, result.err, written)
    }

    /// Every command that reads tokens, with the options it needs to run.
    static let tokenCommands: [[String]] = [
        ["validate"], ["generate", "--out", "out"], ["bundle", "--out", "out"], ["report", "--out", "report.html"],
        ["list"],
    ]

    @Test(arguments: tokenCommands)
    func aFixedRuleIsRefusedWithTheReason(_ command: [String]) throws {
        let result = try run(command + ["--rule", "value.color=off"])
        #expect(result.status == 2)
        #expect(result.err.contains("error: rule 'value.color' cannot be changed"), "\(result.err)")
        #expect(result.err.contains("usage: prism-tokens \(command[0])"))
        #expect(result.written.isEmpty)
    }

    @Test(arguments: tokenCommands)
    func anUnknownRuleNamesTheClosestAndTheRulesCommand(_ command: [String]) throws {
        let result = try run(command + ["--rule", "contrast.wcag=off"])
        #expect(result.status == 2)
        #expect(
            result.err.contains(
                "unknown rule 'contrast.wcag'; did you mean 'contrast.wcag2'? Run 'prism-tokens rules' to list every rule."
            ), "\(result.err)")
    }

    @Test func malformedRuleValuesAreUsageErrors() throws {
        #expect(try run(["generate", "--rule", "contrast.wcag2"]).err.contains("must be RULE=SEVERITY"))
        #expect(
            try run(["report", "--out", "r.html", "--rule", "contrast.wcag2=fatal"]).err.contains("severity 'fatal'"))
        #expect(
            try run(["validate", "--rule", "value.color=error"]).status == 1,
            "setting a fixed rule to its own severity is allowed")
    }

    @Test func ruleActsOnRulesOutsideTheAccessibilityChecks() throws {
        let before = try run(["validate"], files: ["tokens.json": Self.legacy])
        #expect(before.out.contains("[format.legacy]"))
        #expect(before.out.hasSuffix("1 warning\n"))
        let off = try run(["validate", "--rule", "format.legacy=off"], files: ["tokens.json": Self.legacy])
        #expect(!off.out.contains("[format.legacy]"))
        #expect(off.out.hasSuffix("0 errors, 0 warnings\n"))
        let error = try run(["validate", "--rule", "format.legacy=error"], files: ["tokens.json": Self.legacy])
        #expect(error.status == 1)
        #expect(error.out.contains("error: [format.legacy]"))
    }

    @Test func generateTakesRuleAndStrict() throws {
        let failing = try run(["generate", "--out", "out"])
        #expect(failing.status == 1)
        #expect(failing.written.isEmpty)
        let downgraded = try run(["generate", "--out", "out", "--rule", "contrast.wcag2=warning", "--platform", "css"])
        #expect(downgraded.status == 0, "\(downgraded.err)")
        #expect(downgraded.err.contains("warning: [contrast.wcag2]"))
        #expect(downgraded.written.contains("out/CSS/prism-tokens.css"))
        #expect(downgraded.out == "wrote 1 file to out (0 unchanged)\n")
        let strict = try run(["generate", "--out", "out", "--strict"], files: ["tokens.json": Self.legacy])
        #expect(strict.status == 1)
        #expect(strict.err.contains("error: [format.legacy]"))
        #expect(strict.written.isEmpty)
        #expect(try run(["generate", "--out", "out"], files: ["tokens.json": Self.legacy]).status == 0)
    }

    @Test func bundleTakesRuleAndStrict() throws {
        #expect(try run(["bundle", "--out", "out"]).status == 1)
        let downgraded = try run(["bundle", "--out", "out", "--platform", "json", "--rule", "contrast.wcag2=off"])
        #expect(downgraded.status == 0, "\(downgraded.err)")
        #expect(!downgraded.written.isEmpty)
        let strict = try run(["bundle", "--out", "out", "--strict"], files: ["tokens.json": Self.legacy])
        #expect(strict.status == 1)
        #expect(strict.written.isEmpty)
    }

    @Test func reportTakesRuleAndStrictAndPrintsItsErrors() throws {
        let failing = try run(["report", "--out", "report.html"])
        #expect(failing.status == 1)
        #expect(failing.err.contains("error: [contrast.wcag2]"), "the report names its errors, not only their count")
        #expect(failing.out.contains("1 theme, 1 pair, 1 error, 0 warnings"))
        let off = try run(["report", "--out", "report.html", "--rule", "contrast.wcag2=off"])
        #expect(off.status == 0)
        #expect(off.out.contains("0 errors"))
        #expect(
            try run(["report", "--out", "report.html", "--strict"], files: ["tokens.json": Self.legacy]).status == 1)
    }

    @Test func listTakesTheSameOptions() throws {
        #expect(try run(["list"], files: ["tokens.json": Self.legacy]).status == 0)
        let strict = try run(["list", "--strict"], files: ["tokens.json": Self.legacy])
        #expect(strict.status == 1)
        #expect(strict.err.contains("error: [format.legacy]"))
    }

    @Test func everyTokenCommandDeclaresTheSharedGroup() {
        for command in PrismTokensCLI.commands
        where ["validate", "generate", "bundle", "report", "list"].contains(command.name) {
            let names = Set(command.spec.options.map(\.name) + command.spec.flags.map(\.name))
            for shared in ["--input", "--rule", "--baseline", "--strict", "--quiet"] {
                #expect(names.contains(shared), "\(command.name) lacks \(shared)")
            }
            #expect(command.spec.positionals.first?.name == "FILE")
            #expect(HelpText.help(for: command).contains("--rule <rule=severity>"))
        }
    }

    @Test func theSourceSettingsMeanTheSameAsTheOptions() throws {
        // How the build-tool plugin, which takes no options, is configured.
        let strict =
            ##"{ "color": { "$type": "color", "a": { "$value": "#ff8800" } }, "$extensions": { "com.byescaleira.prism": { "strict": true } } }"##
        let generate = try run(["generate", "--out", "out"], files: ["tokens.json": strict])
        #expect(generate.status == 1)
        #expect(generate.err.contains("error: [format.legacy]"))
        let off =
            ##"{ "color": { "$type": "color", "a": { "$value": "#ff8800" } }, "$extensions": { "com.byescaleira.prism": { "strict": true, "rules": { "format.legacy": { "severity": "off" } } } } }"##
        #expect(try run(["generate", "--out", "out"], files: ["tokens.json": off]).status == 0)
        let overridden = try run(["validate", "--rule", "format.legacy=warning"], files: ["tokens.json": off])
        #expect(overridden.status == 1, "--rule wins over the source's rules; the source's strict still holds")
    }

    @Test func quietPrintsErrorsOnly() throws {
        let warningsOnly = try run(["validate", "--quiet"], files: ["tokens.json": Self.legacy])
        #expect(warningsOnly.status == 0)
        #expect(warningsOnly.out.isEmpty)
        let failing = try run(["validate", "--quiet"])
        #expect(failing.status == 1)
        #expect(failing.out.split(separator: "\n").count == 1)
        #expect(failing.out.contains("error: [contrast.wcag2]"))
        let generate = try run(["generate", "--out", "out", "--quiet"], files: ["tokens.json": Self.legacy])
        #expect(generate.status == 0)
        #expect(generate.out.isEmpty && generate.err.isEmpty)
    }

    @Test func aLeadingDotSlashIsNotPrinted() throws {
        let result = try run(["validate", "./tokens.json"])
        #expect(result.out.hasPrefix("tokens.json:5:30: error:"), "\(result.out)")
    }

    @Test func countsUseSingularForOne() throws {
        let result = try run(["validate"])
        #expect(result.out.hasSuffix("2 tokens in 1 theme, 1 contrast pair checked: 1 error, 0 warnings\n"))
    }
}
