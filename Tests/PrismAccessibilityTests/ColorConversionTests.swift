import PrismTestSupport
import Testing

@testable import PrismAccessibility

@Suite struct ColorConversionTests {
    /// In-gamut sRGB colors covering corners, greys and random interior points.
    static let samples: [ColorValue] = {
        var colors = [
            ColorValue(space: .srgb, 1, 0, 0), ColorValue(space: .srgb, 0, 1, 0), ColorValue(space: .srgb, 0, 0, 1),
            ColorValue(space: .srgb, 1, 1, 0), ColorValue(space: .srgb, 0, 1, 1), ColorValue(space: .srgb, 1, 0, 1),
            ColorValue(space: .srgb, 0.2, 0.4, 0.6, alpha: 0.5), ColorValue(space: .srgb, 0.9, 0.3, 0.1),
        ]
        var random = SplitMix64(seed: 0xC010_12)
        for _ in 0..<200 {
            colors.append(
                ColorValue(
                    space: .srgb, 0.02 + 0.96 * random.unit(), 0.02 + 0.96 * random.unit(), 0.02 + 0.96 * random.unit())
            )
        }
        return colors
    }()

    @Test(arguments: ColorSpace.allCases)
    func roundTripThroughEverySpace(space: ColorSpace) {
        for color in Self.samples {
            let there = color.converted(to: space)
            #expect(there.space == space)
            #expect(there.alpha == color.alpha)
            let back = there.converted(to: .srgb).resolvedComponents
            let original = color.resolvedComponents
            for index in 0..<3 {
                #expect(abs(back[index] - original[index]) <= 1e-9, "\(color) via \(space): \(back) vs \(original)")
            }
        }
    }

    @Test(arguments: ColorSpace.allCases)
    func roundTripFromEverySpaceToEveryOther(source: ColorSpace) {
        for color in Self.samples.prefix(40) {
            let start = color.converted(to: source)
            let expected = start.xyzD65
            for target in ColorSpace.allCases {
                // Compared in XYZ: hue wrap-around (0 vs 359.999…) and pure power curves near 0
                // (a98-rgb) make component-wise comparison misleading, while XYZ shows real drift.
                let back = start.converted(to: target).converted(to: source).xyzD65
                #expect(
                    abs(back.x - expected.x) <= 1e-9 && abs(back.y - expected.y) <= 1e-9
                        && abs(back.z - expected.z) <= 1e-9,
                    "\(start) → \(target) → \(source)")
            }
        }
    }

    @Test func greysStayExactlyNeutral() {
        for level in stride(from: 0.0, through: 1.0, by: 0.05) {
            let grey = ColorValue(space: .srgb, level, level, level)
            let xyz = grey.xyzD65
            let linear = TransferFunctions.srgbToLinear(level)
            // The rational matrices map a grey to the D65 white scaled by its linear value.
            #expect(abs(xyz.x - ColorMatrices.whiteD65.x * linear) < 1e-15)
            #expect(abs(xyz.z - ColorMatrices.whiteD65.z * linear) < 1e-15)
            #expect(grey.converted(to: .hsl).components[0] == nil)
            #expect(grey.converted(to: .hwb).components[0] == nil)
            #expect(grey.converted(to: .oklch).components[2] == nil)
            #expect(grey.converted(to: .lch).components[2] == nil)
            let oklab = grey.converted(to: .oklab).resolvedComponents
            #expect(abs(oklab[1]) < 1e-9 && abs(oklab[2]) < 1e-9)
            let lab = grey.converted(to: .lab).resolvedComponents
            #expect(abs(lab[1]) < 1e-4 && abs(lab[2]) < 1e-4)
        }
    }

    @Test func knownValues() {
        let white = ColorValue(space: .srgb, 1, 1, 1)
        let xyz = white.xyzD65
        #expect(
            abs(xyz.x - 0.9504559270516716) < 1e-15 && abs(xyz.y - 1) < 1e-15 && abs(xyz.z - 1.0890577507598784) < 1e-15
        )
        let lab = white.converted(to: .lab).resolvedComponents
        #expect(abs(lab[0] - 100) < 1e-9)
        let hsl = ColorValue(space: .srgb, 1, 0.5, 0).converted(to: .hsl).resolvedComponents
        #expect(abs(hsl[0] - 30) < 1e-12 && abs(hsl[1] - 100) < 1e-12 && abs(hsl[2] - 50) < 1e-12)
        let hwb = ColorValue(space: .hwb, 120, 20, 30).converted(to: .srgb).resolvedComponents
        #expect(abs(hwb[0] - 0.2) < 1e-12 && abs(hwb[1] - 0.7) < 1e-12 && abs(hwb[2] - 0.2) < 1e-12)
        // xyz-d50 of the D65 white is the D50 white (Bradford).
        let d50 = white.converted(to: .xyzD50).resolvedComponents
        #expect(abs(d50[0] - ColorMatrices.whiteD50.x) < 1e-6 && abs(d50[2] - ColorMatrices.whiteD50.z) < 1e-6)
    }

    @Test func noneComponentsCountAsZeroButAreKept() throws {
        let color = try ColorValue(space: .oklch, components: [0.6, 0.1, nil], alpha: 0.8)
        #expect(color.hasMissingComponents)
        #expect(color.components[2] == nil)
        #expect(color.resolvedComponents == [0.6, 0.1, 0])
        let sameAsZero = ColorValue(space: .oklch, 0.6, 0.1, 0, alpha: 0.8)
        #expect(color.converted(to: .srgb) == sameAsZero.converted(to: .srgb))
        #expect(color.converted(to: .oklch) == color)
        #expect(color.cssText == "oklch(0.6 0.1 none / 0.8)")
    }

    @Test func invalidComponentArraysThrowWithAFix() {
        do {
            _ = try ColorValue(space: .displayP3, components: [1, 0])
            Issue.record("two components were accepted")
        } catch {
            #expect(error.message.contains("exactly 3 components (red, green, blue), got 2"))
        }
        #expect(throws: ColorValueError.self) { try ColorValue(space: .srgb, components: [1, .nan, 0]) }
        #expect(throws: ColorValueError.self) { try ColorValue(space: .srgb, components: [1, 0, 0], alpha: 1.5) }
    }

    @Test func cssTextAndHex() {
        #expect(ColorValue(space: .displayP3, 1, 0.5, 0).cssText == "color(display-p3 1 0.5 0)")
        #expect(ColorValue(space: .hsl, 120, 50, 40, alpha: 0.5).cssText == "hsl(120 50% 40% / 0.5)")
        #expect(ColorValue(space: .xyzD65, 0.000001, -0.25, 1e-9).cssText == "color(xyz-d65 0.000001 -0.25 0)")
        #expect(ColorValue(space: .srgb, 1, 0.5, 0).hexString == "#ff8000")
        #expect(ColorValue(space: .srgb, 1, 0.5, 0, alpha: 0.5).hexString == "#ff800080")
        #expect(SRGBColor(hex: "#ABC")?.hexString == "#aabbcc")
        #expect(SRGBColor(hex: "12345678")?.hexString == "#12345678")
        #expect(SRGBColor(hex: "#12345") == nil)
    }
}
