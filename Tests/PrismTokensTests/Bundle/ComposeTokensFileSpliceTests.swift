import Testing

@testable import PrismTokens

/// The Compose file's themes spliced from the default theme's text are the themes written
/// member by member.
@Suite struct ComposeTokensFileSpliceTests {
    /// The Compose file of a resolution, spliced or not.
    static func composeText(_ resolution: TokenSetResolution, splicing: Bool) -> String {
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
        return file.text(notice: "notice")
    }

    @Test(arguments: 1...16) func splicedThemesAreTheThemesWrittenMemberByMember(seed: Int) throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        let spliced = Self.composeText(resolution, splicing: true)
        let alone = Self.composeText(resolution, splicing: false)
        // Compared as a Boolean: a failure names the seed, not the whole file.
        let same = spliced == alone
        #expect(same, "seed \(seed)")
    }

    @Test func theRandomResolversSpliceThemesWithChangedColors() throws {
        // The comparison above is not vacuous: most themes have the default theme's paths and
        // change some of its colors.
        var spliceable = 0
        var changedLiterals = 0
        for seed in 1...16 {
            let themes = try BundleWriterFastPathTests.randomThemes(seed: seed)
            for theme in themes.dropFirst() where BundleThemes.haveSamePaths(theme.tokens, as: themes[0].tokens) {
                spliceable += 1
                changedLiterals += zip(theme.tokens, themes[0].tokens).filter { !$0.isShared(with: $1) }.count
            }
        }
        #expect(spliceable > 10)
        #expect(changedLiterals > 20)
    }
}
