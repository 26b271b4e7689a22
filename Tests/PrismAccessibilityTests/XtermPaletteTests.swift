import PrismTestSupport
import Testing

@testable import PrismAccessibility

@Suite struct XtermPaletteTests {
    @Test func exactTable() {
        let expected: [Int: String] = [
            0: "#000000", 1: "#cd0000", 4: "#0000ee", 7: "#e5e5e5", 8: "#7f7f7f", 12: "#5c5cff", 15: "#ffffff",
            16: "#000000", 17: "#00005f", 21: "#0000ff", 102: "#878787", 196: "#ff0000", 208: "#ff8700", 231: "#ffffff",
            232: "#080808", 243: "#767676", 255: "#eeeeee",
        ]
        for (index, hex) in expected {
            #expect(XtermPalette.color(at: index).hexString == hex, "index \(index)")
        }
        #expect(XtermPalette.colors.count == 256)
    }

    @Test func nearest256NeverPicksASystemColor() {
        var random = SplitMix64(seed: 256)
        for _ in 0..<500 {
            let color = SRGBColor(red: random.unit(), green: random.unit(), blue: random.unit())
            #expect((16...255).contains(XtermPalette.nearest256(to: color)))
        }
        #expect(XtermPalette.nearest256(to: .white) == 231)
        #expect(XtermPalette.nearest256(to: .black) == 16)
    }

    @Test func everyPaletteEntryMatchesItself() {
        for index in 16..<256 {
            #expect(XtermPalette.nearest256(to: XtermPalette.color(at: index)) == index)
        }
        for index in 0..<16 {
            #expect(XtermPalette.nearest16(to: XtermPalette.color(at: index)) == index)
        }
    }

    @Test func nearest16() throws {
        #expect(XtermPalette.nearest16(to: .black) == 0)
        #expect(XtermPalette.nearest16(to: .white) == 15)
        #expect(XtermPalette.nearest16(to: try #require(SRGBColor(hex: "#ee1111"))) == 9)
        #expect(XtermPalette.nearest16(to: try #require(SRGBColor(hex: "#b00000"))) == 1)
        #expect(XtermPalette.nearest16(to: try #require(SRGBColor(hex: "#888888"))) == 8)
    }
}
