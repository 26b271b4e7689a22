import Testing

@testable import PrismAccessibility

/// The nine published apca-w3 test vectors (apca-w3 test suite, 0.0.98G-4g constants).
@Suite struct APCAContrastTests {
    static let published: [(text: String, background: String, lc: Double)] = [
        ("#888", "#fff", 63.056469930209424),
        ("#fff", "#888", -68.54146436644962),
        ("#000", "#aaa", 58.146262578561334),
        ("#aaa", "#000", -56.24113336839742),
        ("#123", "#def", 91.66830811481631),
        ("#def", "#123", -93.06770049484275),
        ("#123", "#444", 8.32326136957393),
        ("#444", "#123", -7.526878460278154),
        ("#0006", "#fff", 54.62184067441377),
    ]

    @Test(arguments: published)
    func publishedVector(text: String, background: String, lc: Double) throws {
        let textColor = try ColorParser.parse(text).toSRGB()
        let backgroundColor = try ColorParser.parse(background).toSRGB()
        let measured = APCAContrast.lightnessContrast(text: textColor, background: backgroundColor)
        #expect(abs(measured - lc) <= 1e-9, "\(text) on \(background): \(measured)")
    }

    @Test func polarityAndLowClip() {
        #expect(APCAContrast.lightnessContrast(text: .black, background: .white) > 0)
        #expect(APCAContrast.lightnessContrast(text: .white, background: .black) < 0)
        // Identical colors, and contrasts below the low clip, give exactly 0.
        #expect(APCAContrast.lightnessContrast(text: .white, background: .white) == 0)
        let nearlyWhite = SRGBColor(red8: 250, green8: 250, blue8: 250)
        #expect(APCAContrast.lightnessContrast(text: nearlyWhite, background: .white) == 0)
        #expect(APCAContrast.lightnessContrast(textLuminance: .nan, backgroundLuminance: 0.5) == 0)
    }

    @Test func translucentTextIsCompositedAndRoundedTo8Bits() {
        // 40% black over white is 153 = #999999 after rounding, exactly as apca-w3's alphaBlend.
        let text = SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.4)
        let composite = APCAContrast.compositedAs8Bit(text, over: .white)
        #expect(composite == SRGBColor(red8: 153, green8: 153, blue8: 153))
        // 50% black over white is 127.5, rounded to 128.
        let half = APCAContrast.compositedAs8Bit(SRGBColor(red: 0, green: 0, blue: 0, alpha: 0.5), over: .white)
        #expect(half == SRGBColor(red8: 128, green8: 128, blue8: 128))
    }
}
