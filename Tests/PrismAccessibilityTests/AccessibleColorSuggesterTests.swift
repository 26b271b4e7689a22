import Testing

@testable import PrismAccessibility

@Suite struct AccessibleColorSuggesterTests {
    private func hex(_ text: String) throws -> SRGBColor { try #require(SRGBColor(hex: text)) }

    @Test func passingForegroundIsReturnedUnchanged() throws {
        let result = try AccessibleColorSuggester.suggest(
            foreground: hex("#000000"), background: hex("#ffffff"), target: .wcag(.aaa))
        #expect(result.foregroundMeetsTarget)
        #expect(result.suggestion == .black)
        #expect(result.achievedValue == 21)
        #expect(result.deltaEOK == 0)
    }

    @Test func failingForegroundMovesTheShortestWay() throws {
        let result = try AccessibleColorSuggester.suggest(
            foreground: hex("#888888"), background: hex("#ffffff"), target: .wcag(.aa))
        #expect(!result.foregroundMeetsTarget)
        #expect(result.suggestion?.hexString == "#767676")
        #expect(try #require(result.deltaEOK) > 0)
        // One step lighter (#777777) would fail: the suggestion is the nearest 8-bit grey that passes.
        #expect(try !WCAGLevel.aa.isMet(byRatio: WCAGContrast.ratio(hex("#777777"), .white)))
    }

    @Test func keepsTheHue() throws {
        let result = try AccessibleColorSuggester.suggest(
            foreground: hex("#3388ff"), background: hex("#ffffff"), target: .wcag(.aaa))
        let suggestion = try #require(result.suggestion)
        let originalHue = try #require(hex("#3388ff").colorValue.converted(to: .oklch).components[2])
        let suggestedHue = try #require(suggestion.colorValue.converted(to: .oklch).components[2])
        #expect(abs(originalHue - suggestedHue) < 3)
        #expect(result.achievedValue >= 7)
    }

    @Test func saysWhenNoColorCanReachTheTarget() throws {
        // On a mid grey neither black (≈4.7:1) nor white (≈4.5:1) reaches 7:1.
        let result = try AccessibleColorSuggester.suggest(
            foreground: hex("#808080"), background: hex("#777777"), target: .wcag(.aaa))
        #expect(!result.isReachable)
        #expect(result.suggestion == nil)
        #expect(result.deltaEOK == nil)
        #expect(result.achievedValue < 7)
        #expect(result.bestEffort == .black || result.bestEffort == .white)
    }

    @Test func worksForAPCATargets() throws {
        let result = try AccessibleColorSuggester.suggest(
            foreground: hex("#888888"), background: hex("#ffffff"), target: .apca(minimumLc: 75))
        let suggestion = try #require(result.suggestion)
        let lc = APCAContrast.lightnessContrast(text: suggestion, background: .white)
        #expect(lc >= 75)
        #expect(result.achievedValue == lc)
        // Darker grey by one step falls short of Lc 75 → the search stopped at the boundary.
        let lighter = SRGBColor(
            red8: suggestion.byteValues[0] + 1, green8: suggestion.byteValues[1] + 1,
            blue8: suggestion.byteValues[2] + 1)
        #expect(APCAContrast.lightnessContrast(text: lighter, background: .white) < 75)
    }

    @Test func translucentForegroundIsCompositedFirst() throws {
        let foreground = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        let result = try AccessibleColorSuggester.suggest(
            foreground: foreground, background: .white, target: .wcag(.aa))
        #expect(result.compositedForeground.hexString == "#999999")
        #expect(result.suggestion?.hexString == "#767676")
    }

    @Test func translucentBackgroundWithoutBackdropIsAnError() {
        #expect(throws: ContrastError.self) {
            try AccessibleColorSuggester.suggest(
                foreground: .black, background: SRGBColor(red: 1, green: 1, blue: 1, alpha: 0.5), target: .wcag(.aa))
        }
    }
}
