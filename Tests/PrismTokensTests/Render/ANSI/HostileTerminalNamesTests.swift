import Foundation
import Testing

@testable import PrismTokens

/// Roles and themes whose names break naive emitters: keywords, quotes, command substitutions,
/// digits first, emoji, collisions. Every output must stay valid and inert.
@Suite struct HostileTerminalNamesTests {
    static let source = #"""
        {
          "version": "2025.10",
          "sets": { "roles": { "sources": [ {
            "cli": {
              "$type": "color",
              "a": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "default" } } },
              "b": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "it's $(touch /tmp/prism-pwned-role)" } } },
              "c": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "self" } } },
              "d": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "2xl" } } },
              "e": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "🔥" } } },
              "f": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "Default" } } },
              "g": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "line\nbreak \"quoted\" \\ */" } } },
              "h": { "$value": "{slot.red}", "$extensions": { "com.byescaleira.prism": { "cliRole": "reset" } } }
            }
          } ] } },
          "modifiers": { "theme": { "default": "it's", "contexts": {
            "it's": [ { "slot": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [0.8, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } } } } ],
            "default": [ { "slot": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [1, 0.4, 0.4] }, "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } } } } ],
            "$(touch /tmp/prism-pwned-theme)": [ { "slot": { "$type": "color", "red": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } } ]
          } } },
          "resolutionOrder": [ { "$ref": "#/sets/roles" }, { "$ref": "#/modifiers/theme" } ]
        }
        """#

    static func rendered() throws -> (directory: String, files: [String: String], diagnostics: DiagnosticBag) {
        let (files, diagnostics) = try InlineTokens.render(source)
        let directory = NSTemporaryDirectory() + "prism-ansi-hostile-\(UUID().uuidString)"
        var byPath: [String: String] = [:]
        for file in files {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            byPath[file.path] = file.contents
        }
        return (directory, byPath, diagnostics)
    }

    @Test func namesAreChosenAndRenamesReported() throws {
        let (_, files, diagnostics) = try Self.rendered()
        #expect(!diagnostics.hasErrors)
        #expect(diagnostics.all.filter { $0.message.contains("is named") }.count >= 4)
        let swift = try #require(files["Swift/PrismTerminalPalette.swift"])
        #expect(swift.contains("public static let `default` = PrismTerminalRole(rawValue: \"default\")"))
        #expect(swift.contains("public static let defaultRole = PrismTerminalRole(rawValue: \"Default\")"))
        #expect(swift.contains("public static let selfRole = PrismTerminalRole(rawValue: \"self\")"))
        #expect(swift.contains("public static let role2xl = PrismTerminalRole(rawValue: \"2xl\")"))
        #expect(swift.contains("rawValue: \"line\\nbreak \\\"quoted\\\" \\\\ */\")"))
        #expect(
            Set(files.keys).isSuperset(of: [
                "ANSI/set-palette-it-s.sh", "ANSI/set-palette-default.sh",
                "ANSI/set-palette-touch-tmp-prism-pwned-theme.sh",
            ]))
        let shell = try #require(files["ANSI/prism-colors.sh"])
        #expect(shell.contains("PRISM_RESET_ROLE=$(prism_sgr"))
    }

    @Test func outputsStayValidAndInert() throws {
        let (directory, files, _) = try Self.rendered()
        let typecheck = try ProgramRunner.run([
            "swiftc", "-swift-version", "6", "-warnings-as-errors", "-typecheck",
            directory + "/Swift/PrismTerminalPalette.swift",
        ])
        #expect(typecheck.status == 0, "\(typecheck.errorText)")
        for path in files.keys where path.hasSuffix(".sh") {
            for shell in ["sh", "dash"] {
                let check = try ProgramRunner.run([shell, "-n", directory + "/" + path])
                #expect(check.status == 0, "\(shell) -n \(path): \(check.errorText)")
                let run = try ProgramRunner.run([shell, directory + "/" + path], environment: ["FORCE_COLOR": "3"])
                #expect(run.status == 0, "\(shell) \(path): \(run.errorText)")
            }
        }
        for theme in ["it's", "default", "$(touch /tmp/prism-pwned-theme)", "touch-tmp-prism-pwned-theme", "it-s"] {
            let result = try ProgramRunner.run(
                [
                    "sh", "-c", ". \"$0\"; printf '%s|%s' \"$PRISM_THEME\" \"$PRISM_DEFAULT\"",
                    directory + "/ANSI/prism-colors.sh",
                ],
                environment: ["FORCE_COLOR": "1", "PRISM_THEME": theme])
            #expect(result.errorText.isEmpty, "\(theme): \(result.errorText)")
            let expectedTheme =
                theme == "it-s"
                ? "it's" : theme == "touch-tmp-prism-pwned-theme" ? "$(touch /tmp/prism-pwned-theme)" : theme
            let expectedColor = theme.contains("touch") ? "\u{1B}[91m" : "\u{1B}[31m"
            #expect(result.text == "\(expectedTheme)|\(expectedColor)")
        }
        #expect(!FileManager.default.fileExists(atPath: "/tmp/prism-pwned-role"))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/prism-pwned-theme"))
    }
}
