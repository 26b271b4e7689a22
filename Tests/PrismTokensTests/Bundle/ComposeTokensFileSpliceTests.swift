import Foundation
import Testing

@testable import PrismTokens

/// The Compose file's themes spliced from the default theme's text are the themes written
/// member by member.
@Suite struct ComposeTokensFileSpliceTests {
    /// The bytes of the Compose file of a resolution, spliced or not.
    static func composeBytes(_ resolution: TokenSetResolution, splicing: Bool) -> [UInt8] {
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [], toolVersion: "TEST"), sourceName: "tokens.json")
        let themes = BundleThemes(input)
        var ignored = DiagnosticBag()
        let names = AndroidNames(
            paths: themes.defaultTheme.resolved.tokens.map(\.path), prefix: "prism_", diagnostics: &ignored)
        var hexes: [[String?]] = []
        for theme in themes.all {
            hexes.append(
                AndroidValues.hexes(
                    theme.resolved.tokens, reusing: hexes.first.map { (themes.all[0].resolved.tokens, $0) }))
        }
        var file = ComposeTokensFile(
            typePrefix: "Prism", package: "com.example", names: names, themes: themes,
            themeProperties: AndroidBundlePacker.themePropertyNames(themes), colorHexes: hexes)
        file.splicesThemes = splicing
        return file.body(notice: "notice").bytes
    }

    /// A random resolver whose modifiers default to their second context on even seeds, so the
    /// default theme is not always the first.
    static func resolution(seed: Int) throws -> TokenSetResolution {
        let count = 1 + seed % 3
        var files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: count)
        if seed % 2 == 0, var resolver = files["tokens.resolver.json"] {
            for m in 0..<count {
                resolver = resolver.replacingAll(
                    #""m\#(m)": { "contexts""#, with: #""m\#(m)": { "default": "c1", "contexts""#)
            }
            files["tokens.resolver.json"] = resolver
        }
        return try Resolution.of(files: files, root: "tokens.resolver.json")
    }

    @Test(arguments: 1...16) func splicedThemesAreTheThemesWrittenMemberByMember(seed: Int) throws {
        let resolution = try Self.resolution(seed: seed)
        let spliced = Self.composeBytes(resolution, splicing: true)
        let alone = Self.composeBytes(resolution, splicing: false)
        // Compared as a Boolean: a failure names the seed, not the whole file.
        let same = spliced == alone
        #expect(same, "seed \(seed)")
    }

    @Test func theRandomResolversSpliceThemesWithChangedTokensAgainstAnyDefault() throws {
        // The comparison above is not vacuous: most themes have the default theme's paths and
        // change some of its tokens, and the default theme is not always the first.
        var spliceable = 0
        var changedTokens = 0
        var laterDefaults = 0
        for seed in 1...16 {
            let resolution = try Self.resolution(seed: seed)
            let input = EmitterInput(
                resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
                options: GenerateOptions(platforms: [], toolVersion: "TEST"), sourceName: "tokens.json")
            let themes = BundleThemes(input)
            if themes.defaultIndex > 0 { laterDefaults += 1 }
            let defaultTokens = themes.defaultTheme.resolved.tokens
            for (index, theme) in themes.all.enumerated() where index != themes.defaultIndex {
                guard BundleThemes.haveSamePaths(theme.resolved.tokens, as: defaultTokens) else { continue }
                spliceable += 1
                changedTokens += zip(theme.resolved.tokens, defaultTokens).filter { !$0.isShared(with: $1) }.count
            }
        }
        #expect(spliceable > 10)
        #expect(changedTokens > 20)
        #expect(laterDefaults > 3)
    }

    @Test func aThemeWithAPathInAnotherUnicodeSpellingIsWrittenMemberByMember() throws {
        // `ünïcödé` precomposed in the source and decomposed (NFD) in a context: the same String,
        // other bytes, so that theme is not spliced from the default theme's text.
        let base =
            ##"{ "color": { "$type": "color", "ünïcödé": { "$value": "#102030" }, "b": { "$value": "#405060" } } }"##
        let decomposed = base.decomposedStringWithCanonicalMapping.replacingAll("#405060", with: "#708090")
        let resolver = """
            { "version": "2025.10", "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "mode": { "contexts": { "a": [], "b": [{ "$ref": "nfd.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """
        let resolution = try Resolution.of(
            files: ["base.json": base, "nfd.json": decomposed, "tokens.resolver.json": resolver],
            root: "tokens.resolver.json")
        let themes = resolution.themes
        #expect(themes.count == 2)
        let spelledOtherwise = themes.count == 2 && !BundleThemes.haveSamePaths(themes[1].tokens, as: themes[0].tokens)
        #expect(spelledOtherwise)
        #expect(Self.composeBytes(resolution, splicing: true) == Self.composeBytes(resolution, splicing: false))
    }

    @Test func colorLiteralsAreTheHexWithoutItsHash() {
        #expect(ComposeTokensFile.colorLiteral("#FF112233") == "Color(0xFF112233L)")
        #expect(ComposeTokensFile.colorLiteral("#80ABCDEF") == "Color(0x80ABCDEFL)")
    }
}
