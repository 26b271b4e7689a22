import Testing

@testable import PrismTokens

/// Values of all 13 DTCG 2025.10 types: every valid shape gives the typed value, every invalid
/// shape exactly one error with its rule at the offending JSON value.
@Suite struct TokenValueTests {
    /// `{"t": {"$type": type, "$value": value}}`, one member per line.
    static func document(_ type: String, _ value: String) -> String {
        """
        {
          "t": {
            "$type": "\(type)",
            "$value": \(value)
          }
        }
        """
    }

    static let black = #"{"colorSpace": "srgb", "components": [0, 0, 0]}"#
    static let onePx = #"{"value": 1, "unit": "px"}"#
    static let shadowLayer =
        #"{"color": \#(black), "offsetX": \#(onePx), "offsetY": \#(onePx), "blur": \#(onePx), "spread": \#(onePx)}"#
    static let blackColor = TokenColor(colorSpace: "srgb", components: [0, 0, 0])

    struct Valid: Sendable, CustomTestStringConvertible {
        var type: TokenType
        var json: String
        var expected: TokenValue
        var testDescription: String { "\(type.rawValue): \(json)" }
        init(_ type: TokenType, _ json: String, _ expected: TokenValue) {
            (self.type, self.json, self.expected) = (type, json, expected)
        }
    }

    static let valid: [Valid] =
        [
            Valid(
                .color, ##"{"colorSpace": "srgb", "components": [1, 0.5, 0], "alpha": 0.25, "hex": "#FF8000"}"##,
                .color(TokenColor(colorSpace: "srgb", components: [1, 0.5, 0], alpha: 0.25, hex: "#ff8000"))),
            Valid(
                .color, ##"{"colorSpace": "hsl", "components": ["none", 0, 100], "alpha": 1, "hex": "#ffffff"}"##,
                .color(TokenColor(colorSpace: "hsl", components: [nil, 0, 100], alpha: 1, hex: "#ffffff"))),
            Valid(
                .color, #"{"colorSpace": "oklch", "components": [0.7, "none", "none"], "alpha": 0}"#,
                .color(TokenColor(colorSpace: "oklch", components: [0.7, nil, nil], alpha: 0))),
            Valid(.dimension, #"{"value": 16, "unit": "px"}"#, .dimension(Dimension(16, .px))),
            Valid(.dimension, #"{"value": -0.5, "unit": "rem"}"#, .dimension(Dimension(-0.5, .rem))),
            Valid(.fontFamily, #""Inter""#, .fontFamily(["Inter"])),
            Valid(
                .fontFamily, #"["Inter", "system-ui", "sans-serif"]"#,
                .fontFamily(["Inter", "system-ui", "sans-serif"])),
            Valid(.fontWeight, "1", .fontWeight(1)),
            Valid(.fontWeight, "1000", .fontWeight(1000)),
            Valid(.fontWeight, "350", .fontWeight(350)),
            Valid(.fontWeight, #""extra-black""#, .fontWeight(950)),
            Valid(.duration, #"{"value": 200, "unit": "ms"}"#, .duration(Duration(200, .ms))),
            Valid(.duration, #"{"value": 1.5, "unit": "s"}"#, .duration(Duration(1.5, .s))),
            Valid(.duration, #"{"value": 0, "unit": "ms"}"#, .duration(Duration(0, .ms))),
            Valid(.cubicBezier, "[0.4, 0, 0.2, 1]", .cubicBezier(CubicBezier(0.4, 0, 0.2, 1))),
            Valid(.cubicBezier, "[0.5, -1.5, 0.5, 2.5]", .cubicBezier(CubicBezier(0.5, -1.5, 0.5, 2.5))),
            Valid(.cubicBezier, "[0, 0, 1, 1]", .cubicBezier(CubicBezier(0, 0, 1, 1))),
            Valid(.number, "0", .number(0)),
            Valid(.number, "-3.25", .number(-3.25)),
            Valid(.number, "1e3", .number(1000)),
            Valid(
                .strokeStyle,
                #"{"dashArray": [{"value": 2, "unit": "px"}, {"value": 0.5, "unit": "rem"}], "lineCap": "round"}"#,
                .strokeStyle(.dashed(dashArray: [Dimension(2, .px), Dimension(0.5, .rem)], lineCap: "round"))),
            Valid(
                .border, #"{"color": \#(black), "width": \#(onePx), "style": "dashed"}"#,
                .border(Border(color: blackColor, width: Dimension(1, .px), style: .keyword("dashed")))),
            Valid(
                .border,
                #"{"color": \#(black), "width": \#(onePx), "style": {"dashArray": [\#(onePx)], "lineCap": "butt"}}"#,
                .border(
                    Border(
                        color: blackColor, width: Dimension(1, .px),
                        style: .dashed(dashArray: [Dimension(1, .px)], lineCap: "butt")))),
            Valid(
                .transition,
                #"{"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0.5, 0, 1, 1]}"#,
                .transition(
                    Transition(
                        duration: Duration(200, .ms), delay: Duration(0, .s), timingFunction: CubicBezier(0.5, 0, 1, 1))
                )),
            Valid(
                .shadow, shadowLayer,
                .shadow([
                    Shadow(
                        color: blackColor, offsetX: Dimension(1, .px), offsetY: Dimension(1, .px),
                        blur: Dimension(1, .px), spread: Dimension(1, .px), inset: false)
                ])),
            Valid(
                .shadow,
                #"[\#(shadowLayer), {"color": \#(black), "offsetX": \#(onePx), "offsetY": \#(onePx), "blur": \#(onePx), "spread": \#(onePx), "inset": true}]"#,
                .shadow([
                    Shadow(
                        color: blackColor, offsetX: Dimension(1, .px), offsetY: Dimension(1, .px),
                        blur: Dimension(1, .px), spread: Dimension(1, .px), inset: false),
                    Shadow(
                        color: blackColor, offsetX: Dimension(1, .px), offsetY: Dimension(1, .px),
                        blur: Dimension(1, .px), spread: Dimension(1, .px), inset: true),
                ])),
            // Positions outside 0…1 are clamped (Format §9.6), not errors.
            Valid(
                .gradient,
                #"[{"color": \#(black), "position": -1}, {"color": \#(black), "position": 0.5}, {"color": \#(black), "position": 1.5}]"#,
                .gradient([
                    GradientStop(color: blackColor, position: 0), GradientStop(color: blackColor, position: 0.5),
                    GradientStop(color: blackColor, position: 1),
                ])),
            Valid(
                .typography,
                #"{"fontFamily": ["Inter", "sans-serif"], "fontSize": {"value": 1, "unit": "rem"}, "fontWeight": "bold", "letterSpacing": {"value": -0.01, "unit": "rem"}, "lineHeight": 1.5}"#,
                .typography(
                    Typography(
                        fontFamily: ["Inter", "sans-serif"], fontSize: Dimension(1, .rem), fontWeight: 700,
                        letterSpacing: Dimension(-0.01, .rem), lineHeight: 1.5))),
        ]
        + ["solid", "dashed", "dotted", "double", "groove", "ridge", "outset", "inset"].map {
            Valid(.strokeStyle, "\"\($0)\"", .strokeStyle(.keyword($0)))
        }

    @Test(arguments: valid)
    func validValuesResolveToTheirTypedValue(_ c: Valid) throws {
        let r = try Resolution.of(Self.document(c.type.rawValue, c.json))
        #expect(r.all.isEmpty, "\(r.listing)")
        let token = try #require(r.token("t"))
        #expect(token.type == c.type)
        #expect(token.value == c.expected)
        #expect(token.value.type == c.type)
        #expect(token.aliasOf == nil)
    }

    @Test func everyTypeHasAValidCase() {
        // The pass-through types (string, boolean) are read with a compat.type warning: CompatibilityTests.
        #expect(Set(Self.valid.map(\.type)) == Set(TokenType.dtcgTypes))
        #expect(TokenType.dtcgTypes.count == 13)
    }

    struct Invalid: Sendable, CustomTestStringConvertible {
        var type: String
        var json: String
        var rule: String
        /// Where the error must point, searched for after `"$value": `.
        var marker: String
        var testDescription: String { "\(type): \(json) → [\(rule)] at \(marker)" }
        init(_ type: String, _ json: String, _ rule: String, at marker: String) {
            (self.type, self.json, self.rule, self.marker) = (type, json, rule, marker)
        }
    }

    static let invalid: [Invalid] = [
        // color
        Invalid("color", ##""#ff880""##, "value.type", at: ##""#ff880""##),
        Invalid("color", "[1, 0, 0]", "value.type", at: "["),
        Invalid("color", #"{"colorSpace": "srgb"}"#, "value.type", at: "{"),
        Invalid("color", #"{"components": [1, 0, 0]}"#, "value.type", at: "{"),
        Invalid("color", #"{"colorSpace": "rgb", "components": [1, 0, 0]}"#, "value.color", at: #""rgb""#),
        Invalid("color", #"{"colorSpace": "SRGB", "components": [1, 0, 0]}"#, "value.color", at: #""SRGB""#),
        Invalid(
            "color", #"{"colorSpace": "display_p3", "components": [1, 0, 0]}"#, "value.color", at: #""display_p3""#),
        Invalid("color", #"{"colorSpace": 5, "components": [1, 0, 0]}"#, "value.color", at: "5"),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, 0]}"#, "value.color", at: "[1, 0]"),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, 0, 0, 1]}"#, "value.color", at: "[1, 0, 0, 1]"),
        Invalid("color", #"{"colorSpace": "srgb", "components": "1 0 0"}"#, "value.color", at: #""1 0 0""#),
        Invalid("color", #"{"colorSpace": "hsl", "components": ["None", 0, 100]}"#, "value.color", at: #""None""#),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, null, 0]}"#, "value.color", at: "null"),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, "0.5", 0]}"#, "value.color", at: #""0.5""#),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1.5}"#, "value.color", at: "1.5"),
        Invalid("color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": -0.1}"#, "value.color", at: "-0.1"),
        Invalid(
            "color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": "0.5"}"#, "value.color", at: #""0.5""#),
        Invalid(
            "color", #"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "ff0000"}"#, "value.color",
            at: #""ff0000""#),
        Invalid(
            "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#gg0000"}"##, "value.color",
            at: ##""#gg0000""##),
        // dimension
        Invalid("dimension", #"{"value": 1, "unit": "PX"}"#, "value.dimension", at: #""PX""#),
        Invalid("dimension", #"{"value": 1, "unit": "furlong"}"#, "value.dimension", at: #""furlong""#),
        Invalid("dimension", #"{"value": 4, "unit": ""}"#, "value.dimension", at: #""""#),
        Invalid("dimension", #"{"value": "1", "unit": "px"}"#, "value.dimension", at: #""1""#),
        Invalid("dimension", #"{"unit": "px"}"#, "value.type", at: "{"),
        Invalid("dimension", #"{"value": 1}"#, "value.type", at: "{"),
        Invalid("dimension", "16", "value.type", at: "16"),
        Invalid("dimension", #"[16, "px"]"#, "value.type", at: "["),
        // fontFamily
        Invalid("fontFamily", "42", "value.type", at: "42"),
        Invalid("fontFamily", "[]", "value.type", at: "[]"),
        Invalid("fontFamily", #"["Inter", 3]"#, "value.type", at: "["),
        // fontWeight
        Invalid("fontWeight", #""Bold""#, "value.fontWeight", at: #""Bold""#),
        Invalid("fontWeight", #""bolder""#, "value.fontWeight", at: #""bolder""#),
        Invalid("fontWeight", #""700""#, "value.fontWeight", at: #""700""#),
        Invalid("fontWeight", "0", "value.fontWeight", at: "0"),
        Invalid("fontWeight", "1001", "value.fontWeight", at: "1001"),
        Invalid("fontWeight", "-100", "value.fontWeight", at: "-100"),
        Invalid("fontWeight", "true", "value.type", at: "true"),
        // duration
        Invalid("duration", #"{"value": -1, "unit": "ms"}"#, "value.duration", at: "-1"),
        Invalid("duration", #"{"value": 1, "unit": "m"}"#, "value.duration", at: #""m""#),
        Invalid("duration", #"{"value": 1, "unit": "MS"}"#, "value.duration", at: #""MS""#),
        Invalid("duration", #"{"value": "200", "unit": "ms"}"#, "value.duration", at: #""200""#),
        Invalid("duration", #"{"unit": "ms"}"#, "value.type", at: "{"),
        Invalid("duration", #""fast""#, "value.type", at: #""fast""#),
        Invalid("duration", "200", "value.type", at: "200"),
        // cubicBezier
        Invalid("cubicBezier", "[0, 0, 1.5, 1]", "value.cubicBezier", at: "["),
        Invalid("cubicBezier", "[-0.1, 0, 1, 1]", "value.cubicBezier", at: "["),
        Invalid("cubicBezier", "[0, 0, 1]", "value.type", at: "["),
        Invalid("cubicBezier", #"[0, "0", 1, 1]"#, "value.type", at: "["),
        Invalid("cubicBezier", #""bounce""#, "value.type", at: #""bounce""#),
        Invalid("cubicBezier", #""cubic-bezier(0, 0, 2, 1)""#, "value.type", at: #""cubic"#),
        // number
        Invalid("number", #""1""#, "value.type", at: #""1""#),
        Invalid("number", "null", "value.type", at: "null"),
        Invalid("number", "true", "value.type", at: "true"),
        Invalid("number", #"{"value": 1}"#, "value.type", at: "{"),
        // strokeStyle
        Invalid("strokeStyle", #""wavy""#, "value.strokeStyle", at: #""wavy""#),
        Invalid("strokeStyle", #""Solid""#, "value.strokeStyle", at: #""Solid""#),
        Invalid("strokeStyle", #"{"dashArray": [], "lineCap": "round"}"#, "value.strokeStyle", at: "[]"),
        Invalid("strokeStyle", #"{"dashArray": [\#(onePx)], "lineCap": "flat"}"#, "value.strokeStyle", at: #""flat""#),
        Invalid("strokeStyle", #"{"lineCap": "round"}"#, "value.type", at: "{"),
        Invalid("strokeStyle", "5", "value.type", at: "5"),
        // border
        Invalid("border", #"{"color": \#(black), "width": \#(onePx)}"#, "value.type", at: "{"),
        Invalid("border", #""1px solid red""#, "value.type", at: #""1px"#),
        Invalid(
            "border", #"{"color": {"colorSpace": "srgb", "components": [1, 0]}, "width": \#(onePx), "style": "solid"}"#,
            "value.color", at: "[1, 0]"),
        Invalid(
            "border", #"{"color": \#(black), "width": \#(onePx), "style": "wavy"}"#, "value.strokeStyle", at: #""wavy""#
        ),
        Invalid("border", #"{"color": \#(black), "width": "thin", "style": "solid"}"#, "value.type", at: #""thin""#),
        // transition
        Invalid(
            "transition",
            #"{"duration": {"value": 1, "unit": "s"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 2, 1]}"#,
            "value.cubicBezier", at: "[0, 0, 2, 1]"),
        Invalid(
            "transition",
            #"{"duration": {"value": -5, "unit": "ms"}, "delay": {"value": 0, "unit": "s"}, "timingFunction": [0, 0, 1, 1]}"#,
            "value.duration", at: "-5"),
        // shadow
        Invalid("shadow", "[]", "value.shadow", at: "[]"),
        Invalid(
            "shadow",
            #"{"color": \#(black), "offsetX": \#(onePx), "offsetY": \#(onePx), "blur": \#(onePx), "spread": \#(onePx), "inset": "yes"}"#,
            "value.shadow", at: #""yes""#),
        Invalid("shadow", #"[\#(shadowLayer), 5]"#, "value.type", at: "5]"),
        // gradient
        Invalid("gradient", "[]", "value.type", at: "[]"),
        Invalid("gradient", #"{"color": \#(black), "position": 0}"#, "value.type", at: "{"),
        Invalid("gradient", #"[{"color": \#(black), "position": "50%"}]"#, "value.gradient", at: #""50%""#),
        Invalid("gradient", #"[{"color": \#(black)}]"#, "value.type", at: #"{"color""#),
        Invalid(
            "gradient", #"[{"color": {"colorSpace": "cmyk", "components": [0, 0, 0]}, "position": 0}]"#, "value.color",
            at: #""cmyk""#),
        // typography
        Invalid(
            "typography",
            #"{"fontFamily": "Inter", "fontSize": \#(onePx), "fontWeight": 400, "letterSpacing": \#(onePx), "lineHeight": "1.5"}"#,
            "value.typography", at: #""1.5""#),
        Invalid(
            "typography",
            #"{"fontFamily": "Inter", "fontSize": \#(onePx), "fontWeight": "Bold", "letterSpacing": \#(onePx), "lineHeight": 1.5}"#,
            "value.fontWeight", at: #""Bold""#),
        Invalid("typography", #"{"fontSize": \#(onePx), "fontWeight": 400, "lineHeight": 1.5}"#, "value.type", at: "{"),
        // pass-through types (compat.type): text, and flags
        Invalid("string", #"{"a": 1}"#, "value.type", at: "{"),
        Invalid("boolean", #""yes""#, "value.type", at: #""yes""#),
        Invalid(
            "typography",
            #"{"fontFamily": [], "fontSize": \#(onePx), "fontWeight": 400, "letterSpacing": \#(onePx), "lineHeight": 1.5}"#,
            "value.type", at: "[]"),
    ]

    @Test(arguments: invalid)
    func invalidValuesAreOneErrorAtTheOffendingValue(_ c: Invalid) throws {
        let text = Self.document(c.type, c.json)
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, c.rule, at: c.marker, after: #""$value": "#, in: text)
        #expect(d?.token == "t")
        #expect(d?.theme == nil)
        // One error; a pass-through type also gets its compat.type warning.
        #expect(r.all.filter { !$0.rule.hasPrefix("compat.") }.count == 1, "\(r.listing)")
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.token("t") == nil)
    }

    @Test func everyTypeHasInvalidCases() {
        #expect(Set(Self.invalid.map(\.type)) == Set(TokenType.allCases.map(\.rawValue)))
    }

    // MARK: Colors

    /// The 14 color spaces of the Color module with components inside each space's ranges.
    static let colorSpaces: [(String, [Double])] = [
        ("srgb", [0.2, 0.4, 0.6]), ("srgb-linear", [0.2, 0.4, 0.6]), ("hsl", [210, 50, 40]), ("hwb", [210, 20, 40]),
        ("lab", [50, 20, -30]), ("lch", [50, 30, 250]), ("oklab", [0.5, 0.1, -0.1]), ("oklch", [0.7, 0.1, 250]),
        ("display-p3", [0.2, 0.4, 0.6]), ("a98-rgb", [0.2, 0.4, 0.6]), ("prophoto-rgb", [0.2, 0.4, 0.6]),
        ("rec2020", [0.2, 0.4, 0.6]), ("xyz-d65", [0.2, 0.4, 0.6]), ("xyz-d50", [0.2, 0.4, 0.6]),
    ]

    @Test func theFourteenColorSpacesAreKnown() {
        #expect(Set(TokenColor.colorSpaces) == Set(Self.colorSpaces.map(\.0)))
        #expect(TokenColor.colorSpaces.count == 14)
    }

    @Test(arguments: colorSpaces.map(\.0))
    func everyColorSpaceResolvesWithNumbersNoneAndAlpha(space: String) throws {
        let components = try #require(Self.colorSpaces.first { $0.0 == space }?.1)
        let numbers = components.map { JSONText.format($0) }
        let text = """
            {
              "c": {
                "$type": "color",
                "plain": { "$value": { "colorSpace": "\(space)", "components": [\(numbers.joined(separator: ", "))] } },
                "none": { "$value": { "colorSpace": "\(space)", "components": ["none", \(numbers[1]), "none"], "alpha": 0.5, "hex": "#336699" } }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(
            r.token("c.plain")?.value
                == .color(TokenColor(colorSpace: space, components: components.map { $0 }, alpha: 1)))
        #expect(
            r.token("c.none")?.value
                == .color(
                    TokenColor(colorSpace: space, components: [nil, components[1], nil], alpha: 0.5, hex: "#336699")))
    }

    /// The Color module gives each component a range (hue in [0, 360), sRGB channels in [0, 1], …);
    /// "360 MUST NOT be used" for a hue. Each case names the offending component as written.
    static let outOfRange: [(String, String, String)] = [
        ("hsl", "[360, 50, 50]", "360"), ("hsl", "[120, 150, 50]", "150"), ("hwb", "[-10, 0, 0]", "-10"),
        ("srgb", "[1.5, 0, 0]", "1.5"),
        ("srgb", "[-0.1, 0, 0]", "-0.1"), ("display-p3", "[0, 2, 0]", "2"), ("oklch", "[0.5, -0.1, 120]", "-0.1"),
        ("lab", "[101, 0, 0]", "101"),
        ("lch", "[50, 30, 360]", "360"), ("oklab", "[1.01, 0, 0]", "1.01"), ("xyz-d65", "[0.5, 0.5, -0.5]", "-0.5"),
        ("rec2020", "[0, 0, 1.0001]", "1.0001"),
    ]

    @Test(arguments: outOfRange.indices)
    func componentsOutsideTheirSpaceRangeAreErrors(index: Int) throws {
        let (space, components, offending) = Self.outOfRange[index]
        let text = Self.document("color", #"{"colorSpace": "\#(space)", "components": \#(components)}"#)
        let r = try Resolution.of(text)
        #expect(r.diagnostics("value.color").count == 1, "\(space) \(components): \(r.listing)")
        let d = expectDiagnostic(r, "value.color", at: offending, after: #""components": ["#, in: text)
        #expect(d?.message.contains(space) == true, "\(d?.message ?? "")")
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("t") == nil)
    }

    @Test func aHueOf360IsAnErrorThatSuggestsZero() throws {
        let text = Self.document("color", #"{"colorSpace": "oklch", "components": [0.5, 0.1, 360]}"#)
        let r = try Resolution.of(text)
        let d = try #require(expectDiagnostic(r, "value.color", at: "360", in: text))
        #expect(d.message.contains("up to but not including 360"), "\(d.message)")
        #expect(d.message.contains("write the same angle as 0"), "\(d.message)")
    }

    /// Components on the edges of their ranges, and far out on the unbounded axes.
    static let inRange: [(String, String)] = [
        ("srgb", "[0, 1, 1]"), ("display-p3", "[1, 1, 0]"), ("hsl", "[359.99, 100, 0]"), ("hwb", "[0, 100, 100]"),
        ("lab", "[100, -300, 300]"), ("lch", "[0, 400, 359.5]"), ("oklab", "[1, -2, 2]"), ("oklch", "[0, 3, 0]"),
        ("xyz-d50", "[0, 1, 1]"), ("hsl", #"["none", 0, 100]"#),
    ]

    @Test(arguments: inRange.indices)
    func componentsOnTheEdgesOfTheirRangesAreAccepted(index: Int) throws {
        let (space, components) = Self.inRange[index]
        let r = try Resolution.of(Self.document("color", #"{"colorSpace": "\#(space)", "components": \#(components)}"#))
        #expect(r.all.isEmpty, "\(space) \(components): \(r.listing)")
        #expect(r.token("t") != nil)
    }

    // MARK: Font weights

    static let weightNames: [(String, Double)] = [
        ("thin", 100), ("hairline", 100), ("extra-light", 200), ("ultra-light", 200), ("light", 300),
        ("normal", 400), ("regular", 400), ("book", 400), ("medium", 500), ("semi-bold", 600), ("demi-bold", 600),
        ("bold", 700), ("extra-bold", 800), ("ultra-bold", 800), ("black", 900), ("heavy", 900),
        ("extra-black", 950), ("ultra-black", 950),
    ]

    @Test(arguments: weightNames.map(\.0))
    func everyFontWeightNameHasItsValue(name: String) throws {
        let expected = try #require(Self.weightNames.first { $0.0 == name }?.1)
        let r = try Resolution.of(Self.document("fontWeight", "\"\(name)\""))
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("t")?.value == .fontWeight(expected))
    }

    @Test func theWeightNameTableIsExactlyTheSpecs() {
        #expect(FontWeightNames.values.count == Self.weightNames.count)
        for (name, value) in Self.weightNames { #expect(FontWeightNames.values[name] == value, "\(name)") }
    }

    @Test(arguments: [
        ("Bold", "bold", 700), ("BOLD", "bold", 700), ("Semi-Bold", "semi-bold", 600),
        ("Extra-Light", "extra-light", 200), ("Normal", "normal", 400),
    ])
    func fontWeightNamesAreCaseSensitiveWithAHint(written: String, fixed: String, value: Int) throws {
        let text = Self.document("fontWeight", "\"\(written)\"")
        let r = try Resolution.of(text)
        let d = try #require(expectDiagnostic(r, "value.fontWeight", at: "\"\(written)\"", in: text))
        #expect(d.message.contains("case-sensitive"))
        #expect(d.message.contains("'\(fixed)' (\(value))"), "\(d.message)")
    }

    @Test func anUnknownWeightNameListsTheValidNames() throws {
        let text = Self.document("fontWeight", #""bolder""#)
        let d = try #require(expectDiagnostic(try Resolution.of(text), "value.fontWeight", at: #""bolder""#, in: text))
        for (name, _) in Self.weightNames { #expect(d.message.contains(name), "\(name)") }
    }
}
