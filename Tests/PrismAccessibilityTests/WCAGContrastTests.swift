import Testing

@testable import PrismAccessibility

@Suite struct WCAGContrastTests {
    @Test func neverRoundsBeforeComparing() throws {
        let white = SRGBColor.white
        let grey777 = try #require(SRGBColor(hex: "#777"))
        let grey767676 = try #require(SRGBColor(hex: "#767676"))
        #expect(abs(WCAGContrast.ratio(grey777, white) - 4.478089453577214) < 1e-12)
        #expect(!WCAGLevel.aa.isMet(byRatio: WCAGContrast.ratio(grey777, white)))
        #expect(WCAGLevel.aa.isMet(byRatio: WCAGContrast.ratio(grey767676, white)))
    }

    @Test func extremesAndSymmetry() {
        #expect(WCAGContrast.ratio(.black, .white) == 21)
        #expect(WCAGContrast.ratio(.white, .black) == 21)
        #expect(WCAGContrast.ratio(.white, .white) == 1)
    }

    @Test func luminanceUsesThe004045Threshold() {
        // 0.04045 is on the linear segment; just above it is on the power curve; both meet continuously.
        let atThreshold = WCAGContrast.relativeLuminance(SRGBColor(red: 0.04045, green: 0.04045, blue: 0.04045))
        #expect(abs(atThreshold - 0.04045 / 12.92) < 1e-15)
        let above = WCAGContrast.relativeLuminance(SRGBColor(red: 0.0405, green: 0.0405, blue: 0.0405))
        #expect(above > atThreshold && above - atThreshold < 1e-5)
        #expect(WCAGContrast.relativeLuminance(SRGBColor(red: 1, green: 0, blue: 0)) == 0.2126)
        #expect(WCAGContrast.relativeLuminance(SRGBColor(red: 0, green: 1, blue: 0)) == 0.7152)
        #expect(WCAGContrast.relativeLuminance(SRGBColor(red: 0, green: 0, blue: 1)) == 0.0722)
    }

    @Test func levelsAndTheirMinimums() {
        #expect(WCAGLevel.allCases.map(\.rawValue) == ["aa", "aa-large", "aaa", "aaa-large", "non-text"])
        #expect(WCAGLevel.allCases.map(\.minimumRatio) == [4.5, 3, 7, 4.5, 3])
        #expect(WCAGLevel.aaa.isMet(byRatio: 7))
        #expect(!WCAGLevel.aaa.isMet(byRatio: 6.999999999))
    }

    @Test func translucentForegroundIsCompositedWithoutRounding() throws {
        let measured = try ContrastMeasurement.measure(
            foreground: SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5), background: .white)
        #expect(measured.compositedForeground == SRGBColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(measured.wcagRatio == WCAGContrast.ratio(SRGBColor(red: 0.5, green: 0.5, blue: 0.5), .white))
    }

    @Test func translucentBackgroundNeedsABackdrop() throws {
        let background = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(throws: ContrastError.self) {
            try ContrastMeasurement.measure(foreground: .white, background: background)
        }
        do {
            _ = try ContrastMeasurement.measure(foreground: .white, background: background)
        } catch {
            #expect(error.message.contains("give an opaque backdrop"))
        }
        let onWhite = try ContrastMeasurement.measure(foreground: .white, background: background, backdrop: .white)
        #expect(onWhite.compositedBackground == SRGBColor(red: 0.5, green: 0.5, blue: 0.5))
        #expect(throws: ContrastError.self) {
            try ContrastMeasurement.measure(foreground: .white, background: background, backdrop: background)
        }
    }

    @Test func wideGamutColorsUseXYZLuminance() throws {
        let p3White = ColorValue(space: .displayP3, 1, 1, 1)
        let black = ColorValue(space: .srgb, 0, 0, 0)
        let measured = try ContrastMeasurement.measure(foreground: p3White, background: black)
        #expect(abs(measured.wcagRatio - 21) < 1e-9)
        let p3Green = ColorValue(space: .displayP3, 0, 1, 0)
        #expect(abs(WCAGContrast.relativeLuminance(p3Green) - p3Green.xyzD65.y) < 1e-15)
        // Out of sRGB gamut, but its luminance is still well defined and above sRGB green's 0.7152 × …
        #expect(WCAGContrast.relativeLuminance(p3Green) > 0.69)
    }
}
