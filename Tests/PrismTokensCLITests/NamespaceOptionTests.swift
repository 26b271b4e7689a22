import Foundation
import Testing

@testable import PrismTokensCLI

/// `--namespace NAME` and the source's `namespace` setting name the CSS file and prefix, the shell
/// variables and functions, the ANSI Swift palette types and the bundles; `Prism` stays the default.
@Suite struct NamespaceOptionTests {
    static func tokens(namespace: String? = nil) -> String {
        let setting =
            namespace.map { #""$extensions": { "com.byescaleira.prism": { "namespace": "\#($0)" } },"# } ?? ""
        return """
            {
              \(setting)
              "color": {
                "$type": "color",
                "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] },
                  "$extensions": { "com.byescaleira.prism": { "ansi": { "cliRole": "error" } } } }
              }
            }
            """
    }

    func generate(_ arguments: [String], tokens: String = tokens()) throws -> (
        status: Int32, err: String, harness: CLIHarness
    ) {
        let harness = try CLIHarness()
        try harness.write("tokens.json", tokens)
        let result = harness.run(["generate", "--platform", "css", "--platform", "ansi"] + arguments)
        return (result.status, result.err, harness)
    }

    @Test func theFlagNamesTheCSSFileAndPrefixAndTheShellAndSwiftPalette() throws {
        let result = try generate(["--namespace", "Acme"])
        defer { result.harness.remove() }
        #expect(result.status == 0, "\(result.err)")
        let css = try #require(result.harness.read("Generated/CSS/acme-tokens.css"))
        #expect(css.contains("--acme-color-surface:"), "\(css.prefix(400))")
        #expect(result.harness.read("Generated/CSS/prism-tokens.css") == nil)
        let shell = try #require(result.harness.read("Generated/ANSI/acme-colors.sh"))
        #expect(
            shell.contains("ACME_RESET") && shell.contains("ACME_ERROR") && shell.contains("acme_detect_color_level"))
        #expect(!shell.contains("PRISM_") && !shell.contains("prism_"), "every shell name follows the namespace")
        let swift = try #require(result.harness.read("Generated/Swift/AcmeTerminalPalette.swift"))
        #expect(swift.contains("public struct AcmeTerminalPalette") && !swift.contains("PrismTerminal"))
        let syntax = try ShellCheck.syntax(result.harness.directory + "/Generated/ANSI/acme-colors.sh")
        #expect(syntax.status == 0, "\(syntax.output)")
    }

    @Test func theSourceSettingNamesThemAndTheFlagWins() throws {
        let configured = try generate([], tokens: Self.tokens(namespace: "Starter"))
        defer { configured.harness.remove() }
        #expect(configured.status == 0, "\(configured.err)")
        #expect(configured.harness.read("Generated/CSS/starter-tokens.css")?.contains("--starter-color") == true)
        let flag = try generate(["--namespace", "Acme"], tokens: Self.tokens(namespace: "Starter"))
        defer { flag.harness.remove() }
        #expect(flag.harness.read("Generated/CSS/acme-tokens.css") != nil)
        #expect(flag.harness.read("Generated/CSS/starter-tokens.css") == nil)
    }

    @Test func theDefaultStaysPrism() throws {
        let result = try generate([])
        defer { result.harness.remove() }
        #expect(result.harness.read("Generated/CSS/prism-tokens.css")?.contains("--prism-color-surface") == true)
        #expect(result.harness.read("Generated/ANSI/prism-colors.sh")?.contains("PRISM_RESET") == true)
        #expect(result.harness.read("Generated/Swift/PrismTerminalPalette.swift") != nil)
    }

    @Test func anInvalidNameIsAUsageErrorAndABadSettingAnError() throws {
        let flag = try generate(["--namespace", "my-brand"])
        defer { flag.harness.remove() }
        #expect(flag.status == 2)
        #expect(flag.err.contains("the namespace 'my-brand' must be an ASCII letter"), "\(flag.err)")
        let setting = try generate([], tokens: Self.tokens(namespace: "9lives"))
        defer { setting.harness.remove() }
        #expect(setting.status == 1)
        #expect(setting.err.contains("tokens.json:2:") && setting.err.contains("[config]"), "\(setting.err)")
    }

    @Test func bundlesAreNamedAfterTheNamespace() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("tokens.json", Self.tokens())
        let result = harness.run(["bundle", "--namespace", "Acme", "--platform", "web", "--out", "dist"])
        #expect(result.status == 0, "\(result.err)")
        let package = try CLIHarness.jsonObject(try #require(harness.read("dist/web/package.json")))
        #expect(package["name"] as? String == "@acme/tokens")
        #expect(harness.read("dist/web/tokens.css")?.contains("--acme-color-surface") == true)
    }
}

/// `sh -n`: whether a generated script parses.
enum ShellCheck {
    static func syntax(_ path: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-n", path]
        let pipe = Pipe()
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
