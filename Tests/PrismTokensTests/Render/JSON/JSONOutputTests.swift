import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

/// `generate --platform json`: the json bundle's theme files below `JSON/`, each naming
/// `generate` in its notice, with a `render.json` warning for every token left out.
@Suite struct JSONOutputTests {
    @Test(arguments: 1...8) func filesAreTheJSONBundlesWithGeneratesNotice(seed: Int) throws {
        let input = try JSONBundlePackerTests.inputWithConflictingPaths(seed: seed, platforms: [.json])
        var generateFindings = DiagnosticBag()
        let generated = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &generateFindings)

        let bundleInput = try BundleTestSupport.bundleInput(input)
        var bundleFindings = DiagnosticBag()
        let bundled = JSONBundlePacker.files(
            for: bundleInput, themes: BundleThemes(input), diagnostics: &bundleFindings
        ).filter { $0.path != "README.md" }

        // The same files at `JSON/<bundle path>`, in the same order, with the notice of `generate`.
        #expect(generated.map(\.path) == bundled.map { "JSON/" + $0.path }, "seed \(seed)")
        #expect(generated.count == 2 * input.resolution.themes.count, "seed \(seed)")
        for (file, bundleFile) in zip(generated, bundled) {
            let expected = bundleFile.contents.replacingOccurrences(
                of: bundleInput.doNotEditNotice, with: input.doNotEditNotice)
            // The DTCG files state the notice in their `$description`; the flat maps have none.
            let statesNotice = bundleFile.path.hasPrefix("tokens/")
            #expect((expected != bundleFile.contents) == statesNotice, "seed \(seed): \(bundleFile.path)")
            #expect(file.contents == expected, "seed \(seed): \(file.path)")
        }
        // The bundle's left-out warnings, with this output's rule and name.
        let bundleLeftOut = bundleFindings.all.filter { $0.rule == TokenBundler.rule }
        let leftOut = generateFindings.all.filter { $0.rule == ResolvedJSONFiles.rule }
        #expect(!leftOut.isEmpty, "seed \(seed): the conflicting paths are reported")
        #expect(
            leftOut.map(\.message)
                == bundleLeftOut.map {
                    $0.message.replacingOccurrences(of: "the json bundle", with: "the JSON output")
                }, "seed \(seed)")
        #expect(leftOut.allSatisfy { $0.severity == .warning && $0.location != nil })
    }

    @Test func isOptInAndRendersBesideTheOtherPlatforms() throws {
        #expect(!Platform.defaultPlatforms.contains(.json))
        let files = CSSThemeOverlayTests.randomResolver(seed: 3, modifiers: 2)
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        let configuration = TokenValidation.validate(resolution).configuration
        func paths(_ platforms: [Platform]) throws -> [String] {
            let input = EmitterInput(
                resolution: resolution, configuration: configuration,
                options: GenerateOptions(platforms: platforms, toolVersion: "TEST"), sourceName: "tokens.json")
            var findings = DiagnosticBag()
            return try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &findings).map(\.path)
        }
        let json = try paths([.json])
        let css = try paths([.css])
        #expect(json.allSatisfy { $0.hasPrefix("JSON/tokens/") || $0.hasPrefix("JSON/flat/") })
        #expect(try paths([.css, .json]) == css + json)
        #expect(try paths([.json, .css]) == json + css)
        // JSON is rendered first (it cannot be shared between threads), its files still in place.
        let swift = try paths([.swift])
        #expect(try paths([.swift, .json, .css]) == swift + json + css)
    }
}
