import Testing

@testable import PrismTokens

/// The android bundle's night and high-contrast colors files spliced over the base theme's are
/// the files written element by element.
@Suite struct AndroidColorsSpliceTests {
    /// Four themes (light, dark, light and dark high contrast) that keep, change, drop and add
    /// colors: `color.changed` differs in dark, `color.becomesSize` is a dimension in high
    /// contrast, `size.becomesColor` a color in dark, and names and descriptions need escaping.
    static let resolver = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "color": { "$type": "color",
              "kept": { "$value": "#111111", "$description": "a <kept> & 'quoted' color" },
              "changed": { "$value": "#222222" },
              "becomesSize": { "$value": "#333333" },
              "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
              "we<ird&--name": { "$value": "#444444" } },
            "size": { "$type": "dimension",
              "becomesColor": { "$value": { "value": 8, "unit": "px" } },
              "stays": { "$value": { "value": 4, "unit": "px" } } } }] } },
          "modifiers": {
            "scheme": { "default": "light", "contexts": {
              "light": [],
              "dark": [{ "color": { "changed": { "$type": "color", "$value": "#eeeeee" } },
                         "size": { "becomesColor": { "$type": "color", "$value": "#abcdef" } } }] },
              "$extensions": { "com.byescaleira.prism": { "contexts": {
                "light": { "apple": { "colorScheme": "light" } }, "dark": { "apple": { "colorScheme": "dark" } } } } } },
            "contrast": { "default": "standard", "contexts": {
              "standard": [],
              "high": [{ "color": { "becomesSize": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } },
                                    "kept": { "$type": "color", "$value": "#000000" } } }] },
              "$extensions": { "com.byescaleira.prism": { "contexts": {
                "standard": { "apple": { "contrast": "standard" } }, "high": { "apple": { "contrast": "increased" } } } } } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/scheme" }, { "$ref": "#/modifiers/contrast" }] }
        """

    /// The android bundle's files by path, colors spliced or not.
    static func androidFiles(_ resolution: TokenSetResolution, splicing: Bool) throws -> [String: [UInt8]] {
        let input = BundleTestSupport.emitterInput(resolution)
        let bundleInput = try BundleTestSupport.bundleInput(input, name: "@we-ird.design/tokens")
        var ignored = DiagnosticBag()
        let files = AndroidBundlePacker.files(
            for: bundleInput, themes: BundleThemes(input), splicingColors: splicing, diagnostics: &ignored)
        return Dictionary(files.map { ($0.path, $0.body.bytes) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func splicedColorsFilesAreTheFilesWrittenElementByElement() throws {
        let resolution = try Resolution.of(
            files: ["tokens.resolver.json": Self.resolver], root: "tokens.resolver.json")
        let spliced = try Self.androidFiles(resolution, splicing: true)
        let alone = try Self.androidFiles(resolution, splicing: false)
        let colorFiles = [
            "res/values/colors.xml", "res/values-night/colors.xml", "res/values/colors_high_contrast.xml",
            "res/values-night/colors_high_contrast.xml",
        ]
        for path in colorFiles {
            #expect(spliced[path] != nil, "\(path) is missing")
            #expect(spliced[path] == alone[path], "\(path)")
        }
        #expect(spliced == alone)
        // Not vacuous: every theme has the base theme's paths, so the three other files are
        // spliced, and each holds a change the splice writes over.
        let themes = resolution.themes
        #expect(themes.count == 4)
        #expect(themes.dropFirst().allSatisfy { BundleThemes.haveSamePaths($0.tokens, as: themes[0].tokens) })
        let night = String(decoding: spliced["res/values-night/colors.xml"] ?? [], as: UTF8.self)
        #expect(night.contains(">#FFEEEEEE<") && night.contains("size_becomes_color\">#FFABCDEF<"))
        let highContrast = String(decoding: spliced["res/values/colors_high_contrast.xml"] ?? [], as: UTF8.self)
        #expect(highContrast.contains("color_kept_high_contrast\">#FF000000<"))
        #expect(!highContrast.contains("becomes_size"))
        #expect(highContrast.contains("color_changed_high_contrast\">#FF222222<"))
    }

    @Test(arguments: 1...8) func randomResolversSpliceAsTheyRender(seed: Int) throws {
        let resolution = try ComposeTokensFileSpliceTests.resolution(seed: seed)
        let same = try Self.androidFiles(resolution, splicing: true) == Self.androidFiles(resolution, splicing: false)
        #expect(same, "seed \(seed)")
    }
}
