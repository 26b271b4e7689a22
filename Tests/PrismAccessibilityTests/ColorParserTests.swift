import Testing

@testable import PrismAccessibility

@Suite struct ColorParserTests {
    private func srgbHex(_ text: String) throws -> String { try ColorParser.parse(text).hexString }

    @Test func hexForms() throws {
        #expect(try srgbHex("#abc") == "#aabbcc")
        #expect(try srgbHex("#ABCD") == "#aabbccdd")
        #expect(try srgbHex("#123456") == "#123456")
        #expect(try srgbHex("#12345678") == "#12345678")
        #expect(try ColorParser.parse("  #fff  ").space == .srgb)
    }

    @Test func rgbInBothSyntaxes() throws {
        #expect(try srgbHex("rgb(255, 136, 0)") == "#ff8800")
        #expect(try srgbHex("rgba(255,136,0,0.5)") == "#ff880080")
        #expect(try srgbHex("rgb(255 136 0 / 50%)") == "#ff880080")
        #expect(try srgbHex("RGB(100% 0% 0%)") == "#ff0000")
        #expect(try srgbHex("rgb(300 -5 0)") == "#ff0000")  // clamped, as CSS does
        let withNone = try ColorParser.parse("rgb(none 10 20)")
        #expect(withNone.components[0] == nil)
    }

    @Test func hslAndHwbWithPercentagesOrPlainNumbers() throws {
        #expect(try ColorParser.parse("hsl(120, 100%, 50%)") == ColorValue(space: .hsl, 120, 100, 50))
        #expect(try ColorParser.parse("hsl(120 100 50)") == ColorValue(space: .hsl, 120, 100, 50))
        #expect(
            try ColorParser.parse("hsla(0.5turn 50% 50% / 0.25)") == ColorValue(space: .hsl, 180, 50, 50, alpha: 0.25))
        #expect(try srgbHex("hsl(0 100% 50%)") == "#ff0000")
        #expect(try srgbHex("hwb(120 20% 30%)") == "#33b333")
        #expect(try ColorParser.parse("hsl(200grad 10% 10%)").components[0] == 180)
    }

    @Test func labFamilies() throws {
        #expect(try ColorParser.parse("lab(50% 40 -20)") == ColorValue(space: .lab, 50, 40, -20))
        #expect(try ColorParser.parse("lab(50 100% -100%)") == ColorValue(space: .lab, 50, 125, -125))
        #expect(try ColorParser.parse("lch(50 30 270deg)") == ColorValue(space: .lch, 50, 30, 270))
        #expect(try ColorParser.parse("oklab(0.5 0.1 -0.1)") == ColorValue(space: .oklab, 0.5, 0.1, -0.1))
        #expect(
            try ColorParser.parse("oklch(62.8% 0.2577 29.23 / 0.5)")
                == ColorValue(space: .oklch, 0.628, 0.2577, 29.23, alpha: 0.5))
        #expect(try ColorParser.parse("oklch(0.5 50% none)") == ColorValue(space: .oklch, 0.5, 0.2, nil))
    }

    @Test func colorFunctionWithEveryPredefinedSpace() throws {
        let spaces: [(String, ColorSpace)] = [
            ("srgb", .srgb), ("srgb-linear", .srgbLinear), ("display-p3", .displayP3), ("a98-rgb", .a98RGB),
            ("prophoto-rgb", .prophotoRGB), ("rec2020", .rec2020), ("xyz", .xyzD65), ("xyz-d50", .xyzD50),
            ("xyz-d65", .xyzD65),
        ]
        for (name, space) in spaces {
            let color = try ColorParser.parse("color(\(name) 0.25 50% 1 / 0.5)")
            #expect(color == ColorValue(space: space, 0.25, 0.5, 1, alpha: 0.5), "\(name)")
        }
    }

    /// Each malformed input with the column of its problem and a phrase of the message.
    static let errors: [(String, Int, String)] = [
        ("rgb(1,2)", 8, "expected ',' before the blue component"),
        ("#12345", 7, "expected 3, 4, 6 or 8 hex digits"),
        ("#12g", 4, "expected a hex digit"),
        ("#fff x", 6, "expected nothing after the hex color"),
        ("blue", 1, "expected a hex color"),
        ("rgb 1 2 3", 4, "expected '(' right after 'rgb'"),
        ("rgb(1 2 3", 10, "expected ')' to close"),
        ("oklch(0.5 0.1 30) x", 19, "expected nothing after ')'"),
        ("color(rec2021 1 1 1)", 7, "expected a color space"),
        ("color(lab 1 1 1)", 7, "expected a color space"),
        ("hsl(10% 50% 50%)", 5, "found a percentage"),
        ("rgb(1, 2, none)", 11, "'none' is only allowed in the space-separated syntax"),
        ("rgb(1 2 3 4)", 11, "expected ')' after the 3 components"),
        ("lab(50 20px 0)", 8, "unknown unit 'px'"),
        ("rgb(1 2, 3)", 8, "expected a number or percentage for blue"),
        ("oklch(. 1 1)", 7, "expected a number"),
        ("", 1, "expected a color"),
    ]

    @Test(arguments: errors)
    func errorsCarryTheColumnAndWhatWasExpected(input: String, column: Int, phrase: String) {
        do {
            let color = try ColorParser.parse(input)
            Issue.record("'\(input)' parsed as \(color)")
        } catch {
            #expect(error.column == column, "\(error)")
            #expect(error.message.contains(phrase), "\(error)")
            #expect(error.description.hasPrefix("invalid color '\(input)' at column \(column): "))
        }
    }
}
