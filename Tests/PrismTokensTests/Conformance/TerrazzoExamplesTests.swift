import Foundation
import Testing
@testable import PrismTokens

/// The DTCG 2025.10 files Terrazzo ships (`terrazzo-fixtures`) and its community conversions of
/// public design systems (`terrazzo-dtcg-examples`) resolve — except those listed below, each with
/// the error rules it gives and why (the conversions keep some values 2025.10 does not allow).
@Suite(.timeLimit(.minutes(5))) struct TerrazzoExamplesTests {
    static let folders = ["terrazzo-fixtures", "terrazzo-dtcg-examples"]

    /// The DTCG token and resolver files: everything but the `expected/` outputs (CSS, Xcode color sets).
    static func dtcgFiles() -> [String] {
        folders.flatMap { Corpus.files(under: $0) }.filter { !$0.contains("/expected/") }
    }

    /// Files that do not resolve cleanly, with their error rules and why. The conversions use values
    /// DTCG 2025.10 forbids: `hex` fallbacks MUST be 6 digits, dimensions MUST be px or rem, and
    /// "string"/"boolean" are Terrazzo's own types, not DTCG's.
    static let exceptions: [String: (rules: [String], reason: String)] = [
        "terrazzo-fixtures/plugin-css/mode-type-typography/tokens.json": (["value.dimension"], "letterSpacing in \"em\", which 2025.10 does not allow (px, rem)"),
        "terrazzo-fixtures/plugin-css/type-boolean/boolean.resolver.json": (["format.type"], "Terrazzo's own $type \"boolean\"; the alias to the rejected token gets a note, not a second error"),
        "terrazzo-fixtures/plugin-css/type-string/string.resolver.json": (["format.type"], "Terrazzo's own $type \"string\"; the alias to the rejected token gets a note, not a second error"),
        "terrazzo-fixtures/plugin-css/type-typography/typography.resolver.json": (["value.dimension"], "letterSpacing in \"em\""),
        "terrazzo-dtcg-examples/adobe-spectrum.resolver.json": (["format.type", "value.color", "value.dimension"], "the files below, in 4 themes"),
        "terrazzo-dtcg-examples/adobe-spectrum/base.tokens.json": (["format.type", "value.color", "value.dimension"], "$type \"string\", 3-digit hex fallbacks (\"#000\"), units \"em\" and \"dp\""),
        "terrazzo-dtcg-examples/adobe-spectrum/size-desktop.tokens.json": (["format.type"], "$type \"string\""),
        "terrazzo-dtcg-examples/adobe-spectrum/size-mobile.tokens.json": (["format.type"], "$type \"string\""),
        "terrazzo-dtcg-examples/adobe-spectrum/theme-dark.tokens.json": (["format.type", "value.color"], "$type \"string\", 3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/adobe-spectrum/theme-light.tokens.json": (["format.type", "value.color"], "$type \"string\", 3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/figma-sds.resolver.json": (["value.dimension"], "typography.tokens.json below"),
        "terrazzo-dtcg-examples/figma-sds/theme-dark.tokens.json": (["reference.unresolved"], "aliases primitives of color.tokens.json: resolves only through figma-sds.resolver.json"),
        "terrazzo-dtcg-examples/figma-sds/theme-light.tokens.json": (["reference.unresolved"], "aliases primitives of color.tokens.json: resolves only through figma-sds.resolver.json"),
        "terrazzo-dtcg-examples/figma-sds/typography.tokens.json": (["value.dimension"], "letter spacing in \"em\""),
        "terrazzo-dtcg-examples/ibm-carbon.resolver.json": (["value.color", "value.dimension"], "the files below"),
        "terrazzo-dtcg-examples/ibm-carbon/colors.tokens.json": (["value.color"], "3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/ibm-carbon/layout.tokens.json": (["value.dimension"], "units \"vw\" and \"\""),
        "terrazzo-dtcg-examples/microsoft-fluent.resolver.json": (["value.color"], "the files below"),
        "terrazzo-dtcg-examples/microsoft-fluent/effects.tokens.json": (["value.color"], "3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/microsoft-fluent/palette.tokens.json": (["value.color"], "3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/microsoft-fluent/theme-default.tokens.json": (["value.color"], "3-digit hex fallbacks"),
        "terrazzo-dtcg-examples/microsoft-fluent/theme-inverted.tokens.json": (["value.color"], "3-digit hex fallbacks"),
    ]

    @Test func everyDTCGFileResolvesOrIsAListedException() throws {
        _ = try Corpus.requireFolder()
        let files = Self.dtcgFiles()
        #expect(files.count > 40)
        var table: [String] = []
        for path in files {
            let outcome = try Corpus.outcome(path)
            let expected = Self.exceptions[path]?.rules ?? []
            if outcome.errorRules != expected {
                Issue.record("\(path): expected errors \(expected), got \(outcome.errorRules); first: \(outcome.firstError)")
            }
            if !outcome.errorRules.isEmpty { table.append(Corpus.tableLine(outcome, relativeTo: "") + " // \(outcome.errors.count) errors; first: \(outcome.firstError)") }
        }
        if table.count != Self.exceptions.count { print("current exception table:\n" + table.joined(separator: "\n")) }
        for path in Self.exceptions.keys { #expect(files.contains(path), "\(path) is listed but not in the corpus") }
    }

    @Test(arguments: [
        ("terrazzo-dtcg-examples/adobe-spectrum.resolver.json", 4), ("terrazzo-dtcg-examples/figma-sds.resolver.json", 2),
        ("terrazzo-dtcg-examples/ibm-carbon.resolver.json", 4), ("terrazzo-dtcg-examples/microsoft-fluent.resolver.json", 2),
        ("terrazzo-dtcg-examples/shopify-polaris.resolver.json", 1), ("terrazzo-fixtures/plugin-css/type-color/color.resolver.json", 7),
    ])
    func resolversGiveOneThemePerPermutation(path: String, themes: Int) throws {
        let outcome = try Corpus.outcome(path)
        #expect(outcome.fatal == nil)
        #expect(outcome.themes == themes, "\(path)")
        #expect(outcome.tokens > 0)
    }
}
