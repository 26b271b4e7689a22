import PrismTestSupport
import Testing

@testable import PrismAccessibility

/// Properties checked over thousands of seeded random colors (SplitMix64, fixed seeds).
@Suite struct ContrastPropertyTests {
    private static func randomColor(_ random: inout SplitMix64) -> SRGBColor {
        SRGBColor(
            red8: UInt8(random.next() % 256), green8: UInt8(random.next() % 256), blue8: UInt8(random.next() % 256))
    }

    @Test func contrastIsSymmetricAndWithinOneToTwentyOne() {
        var random = SplitMix64(seed: 1)
        for _ in 0..<5000 {
            let a = Self.randomColor(&random)
            let b = Self.randomColor(&random)
            let forward = PrismContrastChecker.contrastRatio(between: a, and: b)
            let backward = PrismContrastChecker.contrastRatio(between: b, and: a)
            #expect(forward == backward)
            #expect(forward >= 1 && forward <= 21)
        }
    }

    @Test func suggestionsAlwaysMeetTheLevelWhenReachable() throws {
        var random = SplitMix64(seed: 2)
        var reachable = 0
        var unreachable = 0
        for round in 0..<400 {
            let foreground = Self.randomColor(&random)
            let background = Self.randomColor(&random)
            let level = WCAGLevel.allCases[round % WCAGLevel.allCases.count]
            let result = try AccessibleColorSuggester.suggest(
                foreground: foreground, background: background, target: .wcag(level))
            if let suggestion = result.suggestion {
                reachable += 1
                #expect(suggestion == suggestion.roundedTo8Bit())
                #expect(
                    level.isMet(byRatio: WCAGContrast.ratio(suggestion, background)),
                    "\(foreground) on \(background) → \(suggestion) for \(level)")
            } else {
                unreachable += 1
                #expect(
                    !level.isMet(byRatio: WCAGContrast.ratio(.black, background))
                        && !level.isMet(byRatio: WCAGContrast.ratio(.white, background)))
            }
        }
        #expect(reachable > 300)
        #expect(unreachable > 0)
    }

    @Test func apcaSuggestionsAlwaysMeetTheTargetWhenReachable() throws {
        var random = SplitMix64(seed: 3)
        for _ in 0..<150 {
            let foreground = Self.randomColor(&random)
            let background = Self.randomColor(&random)
            let result = try AccessibleColorSuggester.suggest(
                foreground: foreground, background: background, target: .apca(minimumLc: 60))
            if let suggestion = result.suggestion {
                #expect(abs(APCAContrast.lightnessContrast(text: suggestion, background: background)) >= 60)
            }
        }
    }

    @Test func simulatingAGreyGivesTheSameGrey() throws {
        for level in 0...255 {
            let grey = SRGBColor(red8: UInt8(level), green8: UInt8(level), blue8: UInt8(level))
            for deficiency in ColorVisionDeficiency.allCases {
                let simulated = try ColorVisionSimulator.simulate(grey, deficiency: deficiency)
                // The paper's rows sum to 1 ± 1e-6, so greys stay put to well within one 8-bit step.
                #expect(
                    abs(simulated.red - grey.red) < 1e-5 && abs(simulated.green - grey.green) < 1e-5
                        && abs(simulated.blue - grey.blue) < 1e-5,
                    "\(grey) \(deficiency) → \(simulated)")
                #expect(simulated.hexString == grey.hexString)
            }
        }
    }

    @Test func hexRoundTripsAndParsing() throws {
        var random = SplitMix64(seed: 4)
        for _ in 0..<2000 {
            let color = Self.randomColor(&random)
            #expect(try ColorParser.parse(color.hexString).toSRGB() == color)
            #expect(color.colorValue.converted(to: .oklch).hexString == color.hexString)
        }
    }
}
