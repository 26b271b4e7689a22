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

/// The shortcut for in-gamut sRGB colors gives exactly what the full CSS Color 4 mapping gives.
@Suite struct InGamutSRGBShortcutTests {
    /// The full mapping, as `gamutMappedSRGB()` computes it without the shortcut.
    private func fullMapping(_ color: ColorValue) -> SRGBColor {
        let rgb = GamutMapping.map(color, into: .srgb).resolvedComponents
        return SRGBColor(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: color.alpha).clampedToGamut()
    }

    @Test func agreesWithTheFullMappingOnAGridAndTheEdges() {
        var levels = stride(from: 0.0, through: 1.0, by: 1.0 / 37).map { $0 }
        levels += [0, 0.000_9, 0.001, 0.002, 0.5, 0.989_999, 0.99, 0.995, 0.999_999, 1, -0.0]
        var shortcuts = 0
        for red in levels {
            for green in levels {
                for blue in levels {
                    let color = ColorValue(space: .srgb, red, green, blue, alpha: 0.5)
                    let mapped = color.gamutMappedSRGB()
                    let full = fullMapping(color)
                    #expect(
                        mapped.red.bitPattern == full.red.bitPattern && mapped.green.bitPattern == full.green.bitPattern
                            && mapped.blue.bitPattern == full.blue.bitPattern && mapped.alpha == full.alpha,
                        "\(red) \(green) \(blue)")
                    if GamutMapping.inGamutSRGB(color) != nil { shortcuts += 1 }
                }
            }
        }
        // Most of the grid takes the shortcut; black, near-white and the rest take the full mapping.
        #expect(shortcuts > levels.count * levels.count * levels.count / 2)
    }

    @Test func leavesEverythingElseToTheFullMapping() {
        #expect(GamutMapping.inGamutSRGB(ColorValue(space: .srgb, 0, 0, 0)) == nil)
        #expect(GamutMapping.inGamutSRGB(ColorValue(space: .srgb, 1, 1, 0.995)) == nil)
        #expect(GamutMapping.inGamutSRGB(ColorValue(space: .srgb, 1.01, 0.5, 0.5)) == nil)
        #expect(GamutMapping.inGamutSRGB(ColorValue(space: .srgb, nil, 0.5, 0.5)) == nil)
        #expect(GamutMapping.inGamutSRGB(ColorValue(space: .displayP3, 0.5, 0.5, 0.5)) == nil)
        #expect(
            GamutMapping.inGamutSRGB(ColorValue(space: .srgb, 0.2, 0.5, 0.8))
                == SRGBColor(red: 0.2, green: 0.5, blue: 0.8))
    }
}
