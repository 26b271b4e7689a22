import Foundation
import Testing

@testable import PrismTokens

/// The ANSI emitter as a whole: its files, per-theme scripts, rule configuration and template overrides.
@Suite struct ANSIEmitterTests {
    static let roleMissingInDark = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [ { "x": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } ] } },
          "modifiers": { "theme": { "contexts": {
            "light": [ { "warn": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6, 0.4, 0] }, "$extensions": { "com.byescaleira.prism": { "cliRole": "warning", "ansi": 3 } } } } ],
            "dark": [ { "other": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$extensions": { "com.byescaleira.prism": { "ansi": 16 } } } } ]
          } } },
          "resolutionOrder": [ { "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" } ]
        }
        """

    static func input(_ json: String, ruleSeverity: Diagnostic.Severity?? = nil) throws -> EmitterInput {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        var configuration = TokenValidation.validate(resolution).configuration
        if let ruleSeverity {
            configuration.rules["terminal.palette"] = PrismConfiguration.RuleSetting(severity: ruleSeverity)
        }
        return EmitterInput(
            resolution: resolution, configuration: configuration,
            options: GenerateOptions(platforms: [.ansi], toolVersion: "TEST"), sourceName: "tokens.json")
    }

    @Test func emitsOneSetPaletteScriptPerTheme() throws {
        let files = try GoldenTests.render("themed.resolver.json").map(\.path).filter(ANSIFiles.isANSIOutput)
        #expect(
            files == [
                "Swift/PrismTerminalPalette.swift", "ANSI/prism-colors.sh",
                "ANSI/set-palette-light.sh", "ANSI/set-palette-dark.sh", "ANSI/set-palette-high-contrast.sh",
                "ANSI/reset-palette.sh", "ANSI/contrast.md",
            ])
    }

    @Test func problemsAreWarningsByDefault() throws {
        var diagnostics = DiagnosticBag()
        _ = ANSIEmitter.context(for: try Self.input(Self.roleMissingInDark), diagnostics: &diagnostics)
        let messages = diagnostics.all.map(\.message)
        #expect(diagnostics.all.count == 2, "\(messages)")
        #expect(diagnostics.all.allSatisfy { $0.severity == .warning && $0.theme == "dark" })
        #expect(messages.contains { $0.contains("defines no color for the CLI role 'warning'") })
        #expect(messages.contains { $0.contains("'ansi' must be an integer slot from 0 to 15") })
    }

    @Test func theRuleCanBeTurnedOffOrMadeAnError() throws {
        var off = DiagnosticBag()
        _ = ANSIEmitter.context(
            for: try Self.input(Self.roleMissingInDark, ruleSeverity: .some(nil)), diagnostics: &off)
        #expect(off.all.isEmpty)
        var strict = DiagnosticBag()
        _ = ANSIEmitter.context(for: try Self.input(Self.roleMissingInDark, ruleSeverity: .error), diagnostics: &strict)
        #expect(strict.hasErrors && strict.all.count == 2)
    }

    /// The worked example of the ANSIOutput article (Sources/PrismTokens/PrismTokens.docc/ANSIOutput.md): replace one block, inherit the rest.
    @Test func oneBlockCanBeOverriddenByInheritance() throws {
        let override = """
            {{<builtin/ansi/prism-colors.sh.mustache}}
            {{$header}}
            # Acme CLI colors. Source this file, then use $PRISM_ERROR … $PRISM_RESET.
            {{/header}}
            {{/builtin/ansi/prism-colors.sh.mustache}}
            """
        let templates = TemplateSet.builtIn.overriding(with: ["ansi/prism-colors.sh.mustache": override])
        let input = try Self.input(Self.roleMissingInDark)
        var diagnostics = DiagnosticBag()
        let files = try TokenGenerator.generate(input, templates: templates, diagnostics: &diagnostics)
        let colors = try #require(files.first { $0.path == "ANSI/prism-colors.sh" }?.contents)
        let builtIn =
            try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics).first {
                $0.path == "ANSI/prism-colors.sh"
            }?.contents ?? ""
        #expect(colors.hasPrefix("# shellcheck shell=sh\n# DO NOT EDIT."))
        #expect(
            colors.contains(
                "\n# Acme CLI colors. Source this file, then use $PRISM_ERROR … $PRISM_RESET.\n\n# prism_detect_color_level [FD]"
            ))
        #expect(!colors.contains("for scripts that print status messages"))
        let marker = "\n# prism_detect_color_level [FD]"
        #expect(
            colors.split(separator: marker).last == builtIn.split(separator: marker).last,
            "everything after the header is inherited unchanged")
    }
}
