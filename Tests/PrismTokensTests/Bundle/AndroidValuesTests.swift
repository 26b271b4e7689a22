import Foundation
import PrismAccessibility
import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``AndroidValues`` rounds a color's channels as `SRGBColor.byteValues` does (it repeats the
/// rounding without the arrays; this keeps the two from drifting apart).
@Suite struct AndroidValuesTests {
    @Test func argbIsByteValuesWithAlphaFirst() {
        var random = SplitMix64(seed: 17)
        var colors = [
            TokenColor(colorSpace: "srgb", components: [0, 0, 0]),
            TokenColor(colorSpace: "srgb", components: [1, 1, 1], alpha: 0),
            TokenColor(colorSpace: "srgb", components: [0.5, 0.5 / 255, 254.5 / 255], alpha: 0.5),
            TokenColor(colorSpace: "display-p3", components: [1, 0, 0]),
            TokenColor(colorSpace: "oklch", components: [0.7, 0.4, 150]),
        ]
        for _ in 0..<2_000 {
            let component = { Double.random(in: -0.1...1.1, using: &random) }
            colors.append(
                TokenColor(
                    colorSpace: "srgb", components: [component(), component(), component()],
                    alpha: Double.random(in: 0...1, using: &random)))
        }
        for color in colors {
            let bytes = (color.srgb ?? .black).byteValues
            let argb = AndroidValues.argb(color)
            #expect([argb.0, argb.1, argb.2, argb.3] == [bytes[3], bytes[0], bytes[1], bytes[2]], "\(color)")
            let hex = bytes[3..<4] + bytes[0..<3]
            #expect(AndroidValues.hex(color) == "#" + hex.map { String(format: "%02X", $0) }.joined(), "\(color)")
        }
    }
}
