import Testing

@testable import PrismAccessibility

@Suite struct ColorDifferenceTests {
    /// Pairs from Sharma, Wu & Dalal (2005), "The CIEDE2000 color-difference formula: implementation
    /// notes, supplementary test data, and mathematical observations", Table 1.
    static let sharmaPairs: [(Double, Double, Double, Double, Double, Double, Double)] = [
        (50, 2.6772, -79.7751, 50, 0, -82.7485, 2.0425),
        (50, 3.1571, -77.2803, 50, 0, -82.7485, 2.8615),
        (50, 2.8361, -74.0200, 50, 0, -82.7485, 3.4412),
        (50, 0, 0, 50, -1, 2, 2.3669),
        (50, -1, 2, 50, 0, 0, 2.3669),
        (50, 2.49, -0.001, 50, -2.49, 0.0009, 7.1792),
        (50, 2.49, -0.001, 50, -2.49, 0.0010, 7.1792),
        (50, 2.49, -0.001, 50, -2.49, 0.0011, 7.2195),
        (50, 2.49, -0.001, 50, -2.49, 0.0012, 7.2195),
        (50, -0.001, 2.49, 50, 0.0009, -2.49, 4.8045),
        (50, 2.5, 0, 73, 25, -18, 27.1492),
        (50, 2.5, 0, 61, -5, 29, 22.8977),
        (50, 2.5, 0, 56, -27, -3, 31.9030),
        (50, 2.5, 0, 58, 24, 15, 19.4535),
        (50, 2.5, 0, 50, 3.1736, 0.5854, 1.0000),
        (60.2574, -34.0099, 36.2677, 60.4626, -34.1751, 39.4387, 1.2644),
    ]

    @Test(arguments: sharmaPairs)
    func ciede2000MatchesSharma(pair: (Double, Double, Double, Double, Double, Double, Double)) {
        let difference = ColorDifference.ciede2000(lab: (pair.0, pair.1, pair.2), (pair.3, pair.4, pair.5))
        #expect(abs(difference - pair.6) < 0.00005, "got \(difference)")
    }

    @Test func ciede2000OfColorValuesGoesThroughLab() {
        let red = ColorValue(space: .srgb, 1, 0, 0)
        #expect(ColorDifference.ciede2000(red, red) == 0)
        let lab = red.converted(to: .lab)
        #expect(abs(ColorDifference.ciede2000(red, lab)) < 1e-9)
        #expect(ColorDifference.ciede2000(red, ColorValue(space: .srgb, 0, 0, 1)) > 50)
    }

    @Test func deltaEOKIsEuclideanInOKLab() {
        #expect(abs(ColorDifference.deltaEOK(SRGBColor.black, SRGBColor.white) - 1) < 1e-9)
        let a = ColorValue(space: .oklab, 0.5, 0.1, 0)
        let b = ColorValue(space: .oklab, 0.5, 0.1, 0.02)
        #expect(abs(ColorDifference.deltaEOK(a, b) - 0.02) < 1e-15)
    }
}
