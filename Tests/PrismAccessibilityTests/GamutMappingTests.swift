import Testing

@testable import PrismAccessibility

@Suite struct GamutMappingTests {
    @Test func inGamutColorsAreUnchanged() {
        let color = ColorValue(space: .srgb, 0.2, 0.5, 0.8)
        #expect(color.isInSRGBGamut)
        #expect(color.gamutMappedSRGB() == SRGBColor(red: 0.2, green: 0.5, blue: 0.8))
    }

    @Test func wideGamutColorsMapIntoSRGBKeepingLightnessAndHue() {
        let p3Green = ColorValue(space: .displayP3, 0, 1, 0)
        #expect(!p3Green.isInSRGBGamut)
        #expect(!p3Green.toSRGB().isInGamut)
        let mapped = p3Green.gamutMappedSRGB()
        #expect(mapped.isInGamut)
        let origin = p3Green.converted(to: .oklch).resolvedComponents
        let result = mapped.colorValue.converted(to: .oklch).resolvedComponents
        // Chroma reduction: lightness and hue stay within the JND tolerance, chroma drops.
        #expect(abs(result[0] - origin[0]) < 0.02)
        #expect(abs(result[2] - origin[2]) < 3)
        #expect(result[1] < origin[1])
    }

    @Test func mappedColorIsWithinOneJNDOfItsChromaReducedSelf() {
        let vivid = ColorValue(space: .oklch, 0.7, 0.35, 150)
        let mapped = vivid.gamutMapped(into: .srgb)
        #expect(mapped.space == .srgb)
        #expect(mapped.resolvedComponents.allSatisfy { $0 >= 0 && $0 <= 1 })
        let result = mapped.converted(to: .oklch).resolvedComponents
        let sameChroma = ColorValue(space: .oklch, 0.7, result[1], 150)
        #expect(ColorDifference.deltaEOK(mapped, sameChroma) < GamutMapping.justNoticeableDifference)
    }

    @Test func lightnessExtremesGiveWhiteAndBlack() {
        #expect(ColorValue(space: .oklch, 1.2, 0.3, 40).gamutMappedSRGB() == .white)
        #expect(ColorValue(space: .oklch, -0.1, 0.3, 40).gamutMappedSRGB() == .black)
        #expect(ColorValue(space: .lab, 100, 0, 0).hexString == "#ffffff")
    }

    @Test func mapsIntoOtherRGBSpacesToo() {
        let rec2020Red = ColorValue(space: .rec2020, 1, 0, 0)
        #expect(!rec2020Red.isInGamut(of: .displayP3))
        let mapped = rec2020Red.gamutMapped(into: .displayP3)
        #expect(mapped.space == .displayP3)
        #expect(mapped.isInGamut(of: .displayP3))
        #expect(ColorValue(space: .oklab, 0.5, 0.3, 0).isInGamut(of: .lab))
    }
}
