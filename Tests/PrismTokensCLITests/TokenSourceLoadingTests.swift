import Foundation
import Testing

@testable import PrismTokensCLI

/// How `validate` and `list` load token sources from disk: resolvers and relative files, `--input`,
/// positions in referenced files, legacy input, and the exit statuses of each kind of failure.
@Suite struct TokenSourceLoadingTests {
    static let black = #"{ "colorSpace": "srgb", "components": [0, 0, 0] }"#
    static let white = #"{ "colorSpace": "srgb", "components": [1, 1, 1] }"#

    /// A resolver in `config/` whose theme files sit beside it, the dark one with a bad color space on line 4.
    static let project: [String: String] = [
        "config/resolver.json": """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [{ "$ref": "themes/light.json" }],
            "dark": [{ "$ref": "themes/dark.json" }]
          } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """,
        "config/base.json":
            #"{ "space": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "px" } } } }"#,
        "config/themes/light.json": #"{ "color": { "$type": "color", "surface": { "$value": \#(white) } } }"#,
        "config/themes/dark.json": """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } }
          }
        }
        """,
    ]

    func run(_ arguments: [String], files: [String: String] = project) throws -> (
        status: Int32, out: String, err: String
    ) {
        let folder = try CLIHarness.temporaryFolder(files)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return CLIHarness.run(arguments, in: folder)
    }

    @Test func listResolvesFilesRelativeToASubfolderResolver() throws {
        let result = try run(["list", "config/resolver.json", "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let object = try CLIHarness.jsonObject(result.out)
        #expect(object["theme"] as? String == "light", "the modifier's default context")
        let tokens = try #require(object["tokens"] as? [[String: Any]])
        let surface = try #require(tokens.first { $0["path"] as? String == "color.surface" })
        #expect(surface["type"] as? String == "color")
        #expect(surface["file"] as? String == "config/themes/light.json")
        #expect(surface["line"] as? Int == 1)
        let gap = try #require(tokens.first { $0["path"] as? String == "space.gap" })
        #expect(gap["file"] as? String == "config/base.json")
    }

    @Test func inputsAreCaseInsensitiveAndErrorsOfThatThemeGoToStandardError() throws {
        let result = try run(["list", "config/resolver.json", "--input", "THEME=Dark"])
        #expect(result.status == 1)
        #expect(result.out.contains("tokens in theme 'dark'"), "\(result.out)")
        #expect(result.out.contains("space.gap"))
        #expect(!result.out.contains("color.surface"), "the broken token is left out")
        #expect(result.err.contains("config/themes/dark.json:4:44: error: [value.color]"), "\(result.err)")
    }

    @Test func validateChecksEveryThemeAndNamesTheThemeOfAThemeOnlyError() throws {
        let result = try run(["validate", "config/resolver.json"])
        #expect(result.status == 1)
        #expect(
            result.out.contains(
                "config/themes/dark.json:4:44: error: [value.color] in theme 'dark': 'cmyk' is not a DTCG color space"),
            "\(result.out)")
        #expect(
            result.out.hasSuffix("2 tokens in 2 themes, 0 contrast pairs checked: 1 error, 0 warnings\n"),
            "\(result.out)")
    }

    @Test func validateJSONGivesTheThemeOnlyForThemeSpecificProblems() throws {
        var files = Self.project
        files["config/base.json"] =
            #"{ "space": { "$type": "dimension", "gap": { "$value": { "value": 8, "unit": "furlong" } } } }"#
        let result = try run(["validate", "config/resolver.json", "--format", "json"], files: files)
        #expect(result.status == 1)
        let diagnostics = try #require(try CLIHarness.jsonObject(result.out)["diagnostics"] as? [[String: Any]])
        let unit = try #require(diagnostics.first { $0["rule"] as? String == "value.dimension" })
        #expect(unit["theme"] is NSNull, "found in every theme: reported once, without a theme")
        #expect(unit["file"] as? String == "config/base.json")
        #expect(unit["token"] as? String == "space.gap")
        let color = try #require(diagnostics.first { $0["rule"] as? String == "value.color" })
        #expect(color["theme"] as? String == "dark")
        #expect(diagnostics.count == 2)
    }

    @Test func unknownModifiersAndContextsAreUsageErrors() throws {
        let modifier = try run(["validate", "config/resolver.json", "--input", "mode=dark"])
        #expect(modifier.status == 2)
        #expect(modifier.err.contains("error: unknown modifier 'mode'; its modifiers are: theme"), "\(modifier.err)")
        #expect(modifier.err.contains("usage: prism-tokens validate"))
        let context = try run(["list", "config/resolver.json", "--input", "theme=sepia"])
        #expect(context.status == 2)
        #expect(context.err.contains("'sepia'") && context.err.contains("light, dark"), "\(context.err)")
        let malformed = try run(["list", "config/resolver.json", "--input", "theme"])
        #expect(malformed.status == 2)
        #expect(malformed.err.contains("MODIFIER=CONTEXT"), "\(malformed.err)")
    }

    @Test func aRefLeavingTheFolderIsAnErrorAtTheRef() throws {
        let files = [
            "project/tokens.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "../secrets.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##,
            "secrets.json": #"{ "a": { "$type": "number", "$value": 1 } }"#,
        ]
        let result = try run(["validate", "project/tokens.json"], files: files)
        #expect(result.status == 1)
        #expect(
            result.out.contains("project/tokens.json:1:64: error: [resolver.ref] '../secrets.json' points outside"),
            "\(result.out)")
        #expect(result.out.contains("0 tokens"))
    }

    @Test func aMissingReferencedFileIsAnErrorAtTheRef() throws {
        let files = [
            "tokens.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "gone.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        ]
        let result = try run(["validate"], files: files)
        #expect(result.status == 1)
        #expect(result.out.contains("tokens.json:1:64: error: [io] cannot open 'gone.json'"), "\(result.out)")
    }

    @Test func anUnreadableRootIsExitTwoAndASyntaxErrorExitOneWithItsPosition() throws {
        let missing = try run(["validate", "nope.json"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("error: [io] cannot open 'nope.json'"), "\(missing.err)")
        let directory = try run(["validate", "config"])
        #expect(directory.status == 2)
        #expect(directory.err.contains("[io]"), "\(directory.err)")
        let broken = try run(
            ["validate", "bad.json"], files: ["bad.json": "{\n  \"a\": { \"$value\": 1 }\n  \"b\": 2\n}"])
        #expect(broken.status == 1)
        #expect(broken.err.contains("bad.json:3:3: error: [syntax]"), "\(broken.err)")
        let json = try run(["validate", "bad.json", "--format", "json"], files: ["bad.json": "{ \"a\": "])
        #expect(json.status == 1)
        let diagnostics = try #require(try CLIHarness.jsonObject(json.out)["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.first?["rule"] as? String == "syntax")
    }

    @Test func json5InputIsAWarningAndStrictMakesItFail() throws {
        let files = [
            "tokens.json5": "{\n  // spacing\n  gap: { $type: 'dimension', $value: { value: 4, unit: 'px' } },\n}\n"
        ]
        let result = try run(["validate", "tokens.json5"], files: files)
        #expect(result.status == 0, "\(result.out)")
        #expect(
            result.out.contains("tokens.json5:2:3: warning: [format.legacy] this file uses JSON5/JSONC syntax"),
            "\(result.out)")
        #expect(result.out.contains("1 token in 1 theme"))
        #expect(try run(["validate", "tokens.json5", "--strict"], files: files).status == 1)
    }

    @Test func cyclesAreListedOnEveryMemberInJSON() throws {
        let text = """
            {
              "a": { "$type": "number", "$value": "{b}" },
              "b": { "$type": "number", "$value": "{c}" },
              "c": { "$type": "number", "$value": "{a}" }
            }
            """
        let result = try run(["validate", "--format", "json"], files: ["tokens.json": text])
        #expect(result.status == 1)
        let object = try CLIHarness.jsonObject(result.out)
        let diagnostics = try #require(object["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["rule"] as? String } == ["reference.cycle", "reference.cycle", "reference.cycle"])
        #expect(diagnostics.map { $0["token"] as? String } == ["a", "b", "c"])
        #expect(diagnostics.map { $0["line"] as? Int } == [2, 3, 4])
        #expect(diagnostics.map { $0["column"] as? Int } == [39, 39, 39])
        #expect((object["summary"] as? [String: Any])?["tokens"] as? Int == 0)
    }

    @Test func theDefaultFileIsTokensJSONInTheWorkingDirectory() throws {
        let result = try run(["list"], files: ["tokens.json": #"{ "n": { "$type": "number", "$value": 7 } }"#])
        #expect(result.status == 0)
        #expect(result.out.contains("n  number  7"), "\(result.out)")
        #expect(result.out.hasSuffix("1 tokens in theme 'default'\n"))
    }
}
