import Foundation
import Testing

@testable import PrismTokens

/// Every token file and resolver of `shared/corpus` in a supported format (DTCG 2025.10 and its
/// drafts, JSON5/JSONC, legacy Style Dictionary) gives no error from the structural rules (syntax,
/// format, value, reference, resolver) with default settings — except the genuinely invalid files
/// listed below, each with its reason. A failure lists the file's structural diagnostics.
@Suite(.timeLimit(.minutes(5))) struct CorpusStructuralTests {
    /// Whether a rule is structural: what the tokens are, as opposed to accessibility advice.
    static func isStructural(_ rule: String) -> Bool {
        let family = rule.split(separator: ".").first.map(String.init) ?? rule
        return ["io", "syntax", "encoding", "format", "value", "reference", "resolver"].contains(family)
    }

    /// Corpus paths that are not token documents in a supported format, by prefix, with why.
    static let notSupported: [(prefix: String, reason: String)] = [
        (
            "adobe-spectrum/src/",
            "Spectrum Design Data's own format: per-scale and per-theme `sets` beside `component` and `uuid` members"
        ),
        ("adobe-spectrum/schemas/", "JSON Schema documents"),
        ("adobe-spectrum/manifest.json", "a list of file names"),
        ("dtcg-spec-examples/schemas/", "JSON Schema documents"),
        ("dtcg-spec-examples/examples-manifest.json", "a list of examples"),
        ("fluentui-token-pipeline/docs/", "a JSON Schema document"),
        (
            "fluentui-token-pipeline/src/demo/fluentui",
            "the Fluent UI token pipeline's own format (unitless numbers, `Meta`, platform overrides)"
        ),
        ("fluentui-token-pipeline/src/demo/tokens-minimal.json", "the Fluent UI token pipeline's own format"),
        ("fluentui-token-pipeline/src/demo/winui-mappings.json", "a name mapping, not tokens"),
        ("material-tokens/dsp/data/", "Design System Package (DSP) entity lists, not tokens"),
        ("material-tokens/dsp/dsp.json", "a DSP manifest"),
        (
            "tokens-studio-sd-transforms/",
            "Tokens Studio's format: math expressions (`{a} * 2`), `rgba({ref}, 50%)`, untyped tokens, font weights by style name"
        ),
        ("/expected/", "the expected output of another tool (CSS sources, Xcode asset catalogs, manifests)"),
    ]

    /// Files of a supported format that are not clean, with their structural error rules and why.
    /// The DTCG spec's own examples are listed in ``DTCGSpecExamplesTests`` and taken from there.
    static let exceptions: [String: (rules: [String], reason: String)] = [
        "fluentui-token-pipeline/src/demo/w3c/dark.tokens.json": (
            ["reference.unresolved"], "a fragment: aliases the global palette of a file the pipeline merges in"
        ),
        "fluentui-token-pipeline/src/demo/w3c/light.tokens.json": (
            ["reference.unresolved"], "a fragment: aliases the global palette of a file the pipeline merges in"
        ),
        "material-tokens/dsp/dist/styledictionary/properties/fonts.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges it with the other property files"
        ),
        "style-dictionary/__integration__/tokens/color/background.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/__integration__/tokens/color/border.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/__integration__/tokens/color/brand.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/__integration__/tokens/color/font.jsonc": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/multi-brand-multi-platform/tokens/globals/button.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/multi-brand-multi-platform/tokens/globals/color/base.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/multi-brand-multi-platform/tokens/globals/color/font.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/multi-brand-multi-platform/tokens/globals/font/index.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/alpha.json5": (
            ["format.structure"], "plain data (numbers, arrays) that Style Dictionary only references, not tokens"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/color/core.json5": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/color/font.json5": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/color/overlay.json5": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/hue.json5": (
            ["format.structure"], "plain data (numbers, arrays) that Style Dictionary only references, not tokens"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/lightness.json5": (
            ["format.structure"], "plain data (numbers, arrays) that Style Dictionary only references, not tokens"
        ),
        "style-dictionary/examples/advanced/transitive-transforms/tokens/saturation.json5": (
            ["format.structure"], "plain data (numbers, arrays) that Style Dictionary only references, not tokens"
        ),
        "style-dictionary/examples/basic/tokens/object-values.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/basic/tokens/text.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/color/background.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/color/border.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/color/brand.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/color/chart.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/color/font.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "style-dictionary/examples/complete/tokens/font.json": (
            ["reference.unresolved"], "a fragment: Style Dictionary merges every file under tokens/"
        ),
        "terrazzo-dtcg-examples/figma-sds/theme-dark.tokens.json": (
            ["reference.unresolved"],
            "a fragment: aliases primitives of color.tokens.json, resolved through figma-sds.resolver.json"
        ),
        "terrazzo-dtcg-examples/figma-sds/theme-light.tokens.json": (
            ["reference.unresolved"],
            "a fragment: aliases primitives of color.tokens.json, resolved through figma-sds.resolver.json"
        ),
    ]

    /// The token files and resolvers in a supported format.
    static func supportedFiles() -> [String] {
        Corpus.files.filter { path in
            !notSupported.contains {
                path.hasPrefix($0.prefix) || ($0.prefix.hasPrefix("/") && path.contains($0.prefix))
            }
        }
    }

    /// The expected structural error rules of a supported file.
    static func expectedRules(_ path: String) -> [String] {
        let spec = DTCGSpecExamplesTests.prefix
        if path.hasPrefix(spec) {
            let name = String(path.dropFirst(spec.count))
            return DTCGSpecExamplesTests.invalid[name] ?? DTCGSpecExamplesTests.expectedFailures[name]?.rules ?? []
        }
        return exceptions[path]?.rules ?? []
    }

    @Test func everySupportedFileHasNoStructuralErrorsOrIsAListedException() throws {
        _ = try Corpus.requireFolder()
        let files = Self.supportedFiles()
        #expect(files.count > 150, "\(files.count) supported files")
        var table: [String] = []
        for path in files {
            let outcome = try Corpus.outcome(path)
            let structural =
                outcome.diagnostics.filter { $0.severity == .error && Self.isStructural($0.rule) }
                + [outcome.fatal].compactMap { $0 }
            let rules = Array(Set(structural.map(\.rule))).sorted()
            #expect(outcome.otherError == nil, "\(path): \(outcome.otherError ?? "")")
            if rules != Self.expectedRules(path) {
                let listing = structural.prefix(20).map { "  " + $0.compilerFormatted }.joined(separator: "\n")
                Issue.record(
                    "\(path): expected structural errors \(Self.expectedRules(path)), got \(rules) (\(structural.count)):\n\(listing)"
                )
            }
            if !rules.isEmpty { table.append("\"\(path)\": [\(rules.map { "\"\($0)\"" }.joined(separator: ", "))],") }
        }
        print(
            "supported corpus files with structural errors (\(table.count) of \(files.count)):\n"
                + table.joined(separator: "\n"))
        for path in Self.exceptions.keys {
            #expect(files.contains(path), "\(path) is listed but not a supported corpus file")
        }
    }

    @Test func theFiveTerrazzoSystemsHaveNoStructuralErrors() throws {
        for system in CorpusSwiftOutputTests.terrazzoSystems {
            let outcome = try Corpus.outcome("terrazzo-dtcg-examples/\(system).resolver.json")
            let structural = outcome.diagnostics.filter { $0.severity == .error && Self.isStructural($0.rule) }
            #expect(structural.isEmpty, "\(system): \(structural.prefix(10).map(\.compilerFormatted))")
            #expect(outcome.tokens > 50, "\(system)")
        }
    }

    @Test func perTokenModesOfTerrazzosFixtureAreThemes() throws {
        // mode-type-color carries light/dark… values in $extensions.mode: one theme per mode.
        let outcome = try Corpus.outcome("terrazzo-fixtures/plugin-css/mode-type-color/tokens.json")
        #expect(outcome.themes > 1, "its dark values would be lost in one theme")
        #expect(outcome.diagnostics.contains { $0.rule == "compat.mode" })
    }
}
