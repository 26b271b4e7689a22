import Foundation
import Testing

@testable import PrismTokens

/// The generated `PrismTerminalPalette.swift`, compiled with `swiftc` (standard library only,
/// warnings as errors) together with a small driver, and run with controlled environments.
@Suite struct GeneratedSwiftPaletteTests {
    /// The driver compiled with the palette:
    /// - `detect [--tty] NAME=VALUE…`: `detect(environment:isTerminal:)` of exactly those variables;
    /// - `detect-process`: `detect()`, from the real environment and whether stdout is a terminal;
    /// - `sample THEME`: every role of the theme styled for standard output, `role=<styled role>` per line;
    /// - `table`: every theme × role × level as `theme role level sequence`, ESC written as `\e`.
    static let driver = #"""
        let arguments = Array(CommandLine.arguments.dropFirst())
        switch arguments.first {
        case "detect":
            var environment: [String: String] = [:]
            var isTerminal = false
            for argument in arguments.dropFirst() {
                if argument == "--tty" { isTerminal = true; continue }
                guard let equals = argument.firstIndex(of: "=") else { continue }
                environment[String(argument[..<equals])] = String(argument[argument.index(after: equals)...])
            }
            print(PrismTerminalColorSupport.detect(environment: environment, isTerminal: isTerminal))
        case "detect-process":
            print(PrismTerminalColorSupport.detect())
        case "sample":
            let palette = PrismTerminalPalette.named(arguments.count > 1 ? arguments[1] : "") ?? .defaultPalette
            for role in PrismTerminalRole.allCases { print("\(role)=" + palette[role].style(role.rawValue)) }
        case "table":
            for palette in PrismTerminalPalette.all {
                for role in PrismTerminalRole.allCases {
                    for level in PrismTerminalColorSupport.allCases {
                        let sequence = palette[role].sequence(for: level)
                        print(palette.name, role, level, sequence.split(separator: "\u{1B}", omittingEmptySubsequences: false).joined(separator: "\\e"))
                    }
                }
            }
        default:
            print("usage: palette detect|detect-process|sample|table")
        }
        """#

    /// Compiles `palette` with the driver; returns the executable's path.
    static func compile(_ palette: String, in directory: String) throws -> String {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try palette.write(toFile: directory + "/PrismTerminalPalette.swift", atomically: true, encoding: .utf8)
        try driver.write(toFile: directory + "/main.swift", atomically: true, encoding: .utf8)
        let executable = directory + "/palette"
        let result = try ProgramRunner.run(
            [
                "swiftc", "-swift-version", "6", "-warnings-as-errors", "-module-name", "PaletteDriver",
                "PrismTerminalPalette.swift", "main.swift", "-o", executable,
            ], directory: directory)
        guard result.status == 0 else { throw CompileFailure(message: result.errorText + result.text) }
        return executable
    }

    struct CompileFailure: Error, CustomStringConvertible {
        var message: String
        var description: String { "swiftc failed:\n\(message)" }
    }

    /// The terminal fixture's palette, compiled once for the whole suite.
    static let compiled: Result<(executable: String, fixture: RenderedANSIFixture), any Error> = Result {
        let fixture = try RenderedANSIFixture("terminal.resolver.json")
        let executable = try compile(
            fixture.files["Swift/PrismTerminalPalette.swift", default: ""], in: fixture.directory + "/build")
        return (executable, fixture)
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) throws -> ProgramRunner.Result {
        let executable = try compiled.get().executable
        return try ProgramRunner.run([executable] + arguments, environment: environment)
    }

    @Test func detectionFollowsTheRules() throws {
        for testCase in ColorSupportCase.all {
            let variables = testCase.environment.map { "\($0.key)=\($0.value)" }
            let output = try Self.run(["detect"] + (testCase.isTerminal ? ["--tty"] : []) + variables).text
            #expect(output == testCase.expected + "\n", "\(testCase)")
        }
    }

    @Test func detectionReadsTheProcessEnvironmentAndStandardOutput() throws {
        // Standard output is a pipe here, so only forcing turns color on.
        for testCase in ColorSupportCase.all where !testCase.isTerminal {
            #expect(
                try Self.run(["detect-process"], environment: testCase.environment).text == testCase.expected + "\n",
                "\(testCase)")
        }
    }

    @Test func stylesPrintTheExactBytes() throws {
        let e = "\u{1B}"
        // NO_COLOR=1 beats FORCE_COLOR: no escape at all.
        let plain = try Self.run(["sample", "light"], environment: ["NO_COLOR": "1", "FORCE_COLOR": "3"])
        #expect(plain.text == "error=error\nwarning=warning\nsuccess=success\ninfo=info\nmuted=muted\n")
        #expect(!plain.output.contains(0x1B))
        // A 256-color TERM on a pipe: nothing, unless forced.
        #expect(
            try Self.run(["sample", "light"], environment: ["TERM": "xterm-256color"]).output.contains(0x1B) == false)
        #expect(
            try Self.run(["sample", "light"], environment: ["TERM": "xterm-256color", "CLICOLOR_FORCE": "1"]).text
                .hasPrefix("error=\(e)[38;5;124merror\(e)[0m\n"))
        // Truecolor: the tokens' exact colors (light red #b42318, dark red #ff7b72).
        #expect(
            try Self.run(["sample", "light"], environment: ["FORCE_COLOR": "3"]).text.hasPrefix(
                "error=\(e)[38;2;180;35;24merror\(e)[0m\n"))
        #expect(
            try Self.run(["sample", "dark"], environment: ["FORCE_COLOR": "3"]).text.hasPrefix(
                "error=\(e)[38;2;255;123;114merror\(e)[0m\n"))
        // 16 colors: error is slot 1 → SGR 31; muted has no slot → nearest xterm color, bright black.
        let basic = try Self.run(["sample", "dark"], environment: ["FORCE_COLOR": "1"]).text
        #expect(
            basic
                == "error=\(e)[31merror\(e)[0m\nwarning=\(e)[33mwarning\(e)[0m\nsuccess=\(e)[32msuccess\(e)[0m\ninfo=\(e)[34minfo\(e)[0m\nmuted=\(e)[90mmuted\(e)[0m\n"
        )
    }

    /// Every theme × role × level: the Swift palette and prism-colors.sh print the same sequences.
    @Test func swiftAndShellAgreeOnEverySequence() throws {
        let (_, fixture) = try Self.compiled.get()
        let table = try Self.run(["table"]).text.split(separator: "\n").map(String.init)
        #expect(table.count == 2 * 5 * 4)
        var shellTable: [String] = []
        let levels = ["none", "16", "256", "truecolor"]
        for theme in ["light", "dark"] {
            let script = levels.map { level in
                "PRISM_COLOR_LEVEL=\(level); PRISM_THEME=\(theme); prism_set_colors; "
                    + ["ERROR", "WARNING", "SUCCESS", "INFO", "MUTED"].map { "printf '%s\\n' \"$PRISM_\($0)\"" }.joined(
                        separator: "; ")
            }.joined(separator: "; ")
            let output = try ProgramRunner.run([
                "dash", "-c", ". \"$0\"; \(script)", fixture.path("ANSI/prism-colors.sh"),
            ]).text
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            #expect(lines.count == levels.count * 5)
            for (roleIndex, role) in ["error", "warning", "success", "info", "muted"].enumerated() {
                for (levelIndex, level) in levels.enumerated() where levelIndex * 5 + roleIndex < lines.count {
                    let sequence = lines[levelIndex * 5 + roleIndex].replacingOccurrences(of: "\u{1B}", with: "\\e")
                    shellTable.append("\(theme) \(role) \(level) \(sequence)".trimmingCharacters(in: .whitespaces))
                }
            }
        }
        #expect(table.map { $0.trimmingCharacters(in: .whitespaces) } == shellTable)
    }

    /// Every fixture's palette, and one full of hostile names, compiles without warnings.
    @Test(arguments: ANSIFiles.fixtures)
    func everyFixturesPaletteTypeChecks(_ fixture: String) throws {
        let rendered = try RenderedANSIFixture(fixture)
        let result = try ProgramRunner.run([
            "swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck",
            rendered.path("Swift/PrismTerminalPalette.swift"),
        ])
        #expect(result.status == 0, "\(result.errorText)")
    }
}
