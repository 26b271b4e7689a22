import PrismAccessibility
import Testing

@testable import PrismTokens

/// The colors most tokens have — sRGB, every component inside [0, 1] — written without converting,
/// as the general path writes them.
struct CSSColorFormatTests {
    /// Channels inside [0, 1], at and near the edges where gamut mapping treats colors apart.
    static let channels: [(Double, Double, Double)] = [
        (0, 0, 0), (1, 1, 1), (1, 0.5, 0), (0.1344, 0.8474, 0.7638), (0.995, 0.999, 1), (0.0005, 0, 0.0009),
        (0.2, 0.4, 0.7),
    ]

    @Test(arguments: [1, 0.5, 0])
    func anSRGBColorInsideTheGamutIsWrittenAsTheGeneralPathWritesIt(alpha: Double) throws {
        for (red, green, blue) in Self.channels {
            let color = TokenColor(colorSpace: "srgb", components: [red, green, blue], alpha: alpha, hex: nil)
            #expect(color.plainSRGBChannels != nil)
            let value = ColorValue(space: .srgb, red, green, blue, alpha: alpha)
            let general = CSSColorFormat.srgb(value.toSRGB().clampedToGamut(), alpha: alpha)
            let text = CSSColorFormat.text(for: color)
            #expect(text == CSSColorText(fallback: general))
            #expect(SwiftLiterals.displayP3Components(color) == nil)
        }
        let orange = CSSColorFormat.text(for: TokenColor(colorSpace: "srgb", components: [1, 0.5, 0], alpha: alpha))
        #expect(orange.fallback == (alpha == 1 ? "#ff8000" : "rgb(255 128 0 / \(CSSNumber.format(alpha)))"))
    }

    @Test func otherColorsTakeTheGeneralPath() {
        let outside = TokenColor(colorSpace: "srgb", components: [1.02, 0.5, 0], alpha: 1)
        let missing = TokenColor(colorSpace: "srgb", components: [nil, 0.5, 0], alpha: 1)
        let p3 = TokenColor(colorSpace: "display-p3", components: [1, 0, 0], alpha: 1)
        for color in [outside, missing, p3] { #expect(color.plainSRGBChannels == nil) }
        // A Display P3 red is outside sRGB: an sRGB fallback and the color itself for P3 displays.
        let text = CSSColorFormat.text(for: p3)
        #expect(text.p3 == "color(display-p3 1 0 0)")
        #expect(text.fallback.hasPrefix("#"))
        #expect(SwiftLiterals.displayP3Components(p3) != nil)
    }
}
