import Foundation
import PrismAccessibility
import PrismDesignTokens
import Testing

/// The generated Swift of the repository's tokens (Generated/Swift, the `PrismDesignTokens`
/// target), used at run time: accessible in every theme, themes complete, values as designed.
///
/// The names checked are Prism's (the PrismDesignSystem article): the `color.onBackground`/`color.background` pair and
/// the themes light, dark, highContrast and highContrastDark.
@Suite struct PrismDesignTokensTests {
    /// The color as the checkers take it: the generated code's `PrismColor` is PrismAccessibility's
    /// color type, so this is the identity (kept to show no bridge is needed).
    static func srgb(_ color: PrismColor) -> SRGBColor { color }

    @Test(arguments: PrismTheme.all.map(\.name))
    func textOnTheBackgroundMeetsAAInEveryTheme(_ name: String) throws {
        let theme = try #require(PrismTheme.named(name))
        let text = Self.srgb(theme.color(.onBackground))
        let background = Self.srgb(theme.color(.background))
        let ratio = PrismContrastChecker.contrastRatio(between: text, and: background)
        #expect(
            PrismContrastChecker.meetsLevel(.aa, foreground: text, background: background),
            "\(name): onBackground \(text) on background \(background) is \(ratio):1, below AA (4.5:1)")
        #expect(ratio == WCAGContrast.ratio(text.composited(over: background), background))
    }

    @Test func increasedContrastThemesMeetAAA() {
        let themes = PrismTheme.all.filter { $0.contrast == .increased }
        #expect(!themes.isEmpty, "no theme is marked for increased contrast")
        for theme in themes {
            let text = Self.srgb(theme.color(.onBackground))
            let background = Self.srgb(theme.color(.background))
            #expect(
                PrismContrastChecker.meetsLevel(.aaa, foreground: text, background: background),
                "\(theme.name): \(PrismContrastChecker.contrastRatio(between: text, and: background)):1 is below AAA (7:1)"
            )
        }
    }

    @Test func everyPrismThemeIsPresentAndFoundByName() {
        let expected = ["light", "dark", "highContrast", "highContrastDark"]
        let names = PrismTheme.all.map(\.name)
        for name in expected {
            #expect(names.contains(name), "PrismTheme.all lacks \(name): \(names)")
            #expect(PrismTheme.named(name)?.name == name)
        }
        #expect(Set(names).count == names.count, "theme names repeat: \(names)")
        #expect(PrismTheme.named("no such theme") == nil)
        #expect(PrismTheme.light.name == "light" && PrismTheme.dark.name == "dark")
        #expect(
            PrismTheme.highContrast.name == "highContrast" && PrismTheme.highContrastDark.name == "highContrastDark")
    }

    @Test func themesMatchTheAppearanceTheyAreMadeFor() {
        #expect(PrismTheme.matching(colorScheme: .light) == .light)
        #expect(PrismTheme.matching(colorScheme: .dark) == .dark)
        #expect(PrismTheme.matching(colorScheme: .light, contrast: .increased) == .highContrast)
        #expect(PrismTheme.matching(colorScheme: .dark, contrast: .increased) == .highContrastDark)
    }

    @Test func lightAndDarkDifferWhereTheyShould() {
        #expect(PrismTheme.light.color(.background) != PrismTheme.dark.color(.background))
        #expect(ColorToken.onBackground.color(in: .dark) == PrismTheme.dark.color(.onBackground))
    }

    @Test func spacingIsThePrismScaleInPoints() {
        #expect(SpacingToken.allCases.map(\.rawValue) == [2, 4, 8, 12, 16, 24, 32, 48])
        #expect(SpacingToken.md.rawValue == 12)
        #expect(SpacingToken.allCases.allSatisfy { $0.rawValue >= 0 })
    }

    @Test func hexTextMatchesTheComponentsInEveryTheme() {
        for theme in PrismTheme.all {
            for token in ColorToken.allCases {
                let color = theme.color(token)
                #expect(Self.srgb(color).hexString == color.hex, "\(theme.name) \(token.path)")
            }
        }
    }

    @Test func reducedMotionIsNoneAFadeOrAGentlerMotion() {
        for token in MotionToken.allCases {
            let motion = token.transition
            #expect(motion.resolved(reduceMotion: false) == motion)
            switch motion.reducedMotion {
            case .none:
                #expect(motion.resolved(reduceMotion: true) == nil, "\(token.path)")
            case .fade:
                #expect(motion.resolved(reduceMotion: true) == .reducedMotionFade, "\(token.path)")
            case .replacement(let gentler):
                #expect(motion.resolved(reduceMotion: true) == gentler, "\(token.path)")
                #expect(
                    gentler.spring == nil && gentler.duration <= motion.duration,
                    "\(token.path): the replacement is not gentler")
            }
        }
    }

    @Test func tokenPathsAreUniqueAndNameTheirGroup() {
        let paths = ColorToken.allCases.map(\.path)
        #expect(Set(paths).count == paths.count)
        #expect(paths.allSatisfy { $0.hasPrefix("color.") })
        #expect(ColorToken.onBackground.path == "color.onBackground")
    }
}
