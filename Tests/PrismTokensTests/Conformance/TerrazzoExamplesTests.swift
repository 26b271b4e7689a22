import Foundation
import Testing

@testable import PrismTokens

/// The DTCG 2025.10 files Terrazzo ships (`terrazzo-fixtures`) and its community conversions of
/// public design systems (`terrazzo-dtcg-examples`) resolve — except the fragments listed below,
/// each with the error rules it gives and why.
@Suite(.timeLimit(.minutes(5))) struct TerrazzoExamplesTests {
    static let folders = ["terrazzo-fixtures", "terrazzo-dtcg-examples"]

    /// The DTCG token and resolver files: everything but the `expected/` outputs (CSS, Xcode color sets).
    static func dtcgFiles() -> [String] {
        folders.flatMap { Corpus.files(under: $0) }.filter { !$0.contains("/expected/") }
    }

    /// Files that do not resolve cleanly, with their error rules and why: only fragments that
    /// resolve through their resolver. The conversions' deviations from 2025.10 (3-digit `hex`
    /// fallbacks, `em`/`dp`/`vw` units, `$type` "string"/"boolean", typography members missing or
    /// extra) are read with `compat.*` warnings (see CompatibilityTests).
    static let exceptions: [String: (rules: [String], reason: String)] = [
        "terrazzo-dtcg-examples/figma-sds/theme-dark.tokens.json": (
            ["reference.unresolved"],
            "aliases primitives of color.tokens.json: resolves only through figma-sds.resolver.json"
        ),
        "terrazzo-dtcg-examples/figma-sds/theme-light.tokens.json": (
            ["reference.unresolved"],
            "aliases primitives of color.tokens.json: resolves only through figma-sds.resolver.json"
        ),
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
                Issue.record(
                    "\(path): expected errors \(expected), got \(outcome.errorRules); first: \(outcome.firstError)")
            }
            if !outcome.errorRules.isEmpty {
                table.append(
                    Corpus.tableLine(outcome, relativeTo: "")
                        + " // \(outcome.errors.count) errors; first: \(outcome.firstError)")
            }
        }
        if table.count != Self.exceptions.count { print("current exception table:\n" + table.joined(separator: "\n")) }
        for path in Self.exceptions.keys { #expect(files.contains(path), "\(path) is listed but not in the corpus") }
    }

    @Test(arguments: [
        ("terrazzo-dtcg-examples/adobe-spectrum.resolver.json", 4),
        ("terrazzo-dtcg-examples/figma-sds.resolver.json", 2),
        ("terrazzo-dtcg-examples/ibm-carbon.resolver.json", 4),
        ("terrazzo-dtcg-examples/microsoft-fluent.resolver.json", 2),
        ("terrazzo-dtcg-examples/shopify-polaris.resolver.json", 1),
        ("terrazzo-fixtures/plugin-css/type-color/color.resolver.json", 7),
    ])
    func resolversGiveOneThemePerPermutation(path: String, themes: Int) throws {
        let outcome = try Corpus.outcome(path)
        #expect(outcome.fatal == nil)
        #expect(outcome.themes == themes, "\(path)")
        #expect(outcome.tokens > 0)
    }
}
