import Testing

@testable import PrismTokens

/// Deviations from DTCG 2025.10 with one obvious meaning are read, each with one warning per file
/// under its own `compat.*` rule saying what was assumed and how to write it in 2025.10.
@Suite struct CompatibilityTests {
    /// The one-token document, black and 1px of ``TokenValueTests``, which these cases vary.
    static func document(_ type: String, _ value: String) -> String { TokenValueTests.document(type, value) }
    static let black = TokenValueTests.black
    static let onePx = TokenValueTests.onePx

    struct Accepted: Sendable, CustomTestStringConvertible {
        var type: String
        var json: String
        var rule: String
        /// Where the warning points, searched for after `"$value": `.
        var marker: String
        var expected: TokenValue
        var testDescription: String { "\(type): \(json) → [\(rule)]" }
        init(_ type: String, _ json: String, _ rule: String, at marker: String, _ expected: TokenValue) {
            (self.type, self.json, self.rule, self.marker, self.expected) = (type, json, rule, marker, expected)
        }
    }

    static let accepted: [Accepted] = [
        // compat.hex: 3, 4 and 8 digits as the hex fallback; the components stay authoritative.
        Accepted(
            "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#f00"}"##, "compat.hex",
            at: ##""#f00""##,
            .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0], hex: "#ff0000"))),
        Accepted(
            "color", ##"{"colorSpace": "srgb", "components": [1, 0, 0], "hex": "#F00F"}"##, "compat.hex",
            at: ##""#F00F""##,
            .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0], hex: "#ff0000"))),
        Accepted(
            "color", ##"{"colorSpace": "srgb", "components": [0, 0, 1], "hex": "#ff000080"}"##, "compat.hex",
            at: ##""#ff000080""##,
            .color(TokenColor(colorSpace: "srgb", components: [0, 0, 1], hex: "#ff0000"))),
        // format.legacy: older-draft string colors, hex of any length and CSS color functions.
        Accepted(
            "color", ##""#f008""##, "format.legacy", at: ##""#f008""##,
            .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 0x88 / 255, hex: "#ff0000"))),
        Accepted(
            "color", #""rgb(255 0 0)""#, "format.legacy", at: #""rgb"#,
            .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0]))),
        Accepted(
            "color", #""oklch(0.7 0.1 250)""#, "format.legacy", at: #""oklch"#,
            .color(TokenColor(colorSpace: "oklch", components: [0.7, 0.1, 250]))),
        // compat.unit: CSS and platform units are kept as written.
        Accepted(
            "dimension", #"{"value": 0.5, "unit": "em"}"#, "compat.unit", at: #""em""#, .dimension(Dimension(0.5, .em))),
        Accepted(
            "dimension", #"{"value": 50, "unit": "%"}"#, "compat.unit", at: #""%""#, .dimension(Dimension(50, .percent))
        ),
        Accepted(
            "dimension", #"{"value": 2, "unit": "dp"}"#, "compat.unit", at: #""dp""#, .dimension(Dimension(2, .dp))),
        Accepted(
            "dimension", #"{"value": 12, "unit": "pt"}"#, "compat.unit", at: #""pt""#, .dimension(Dimension(12, .pt))),
        Accepted(
            "dimension", #"{"value": 14, "unit": "sp"}"#, "compat.unit", at: #""sp""#, .dimension(Dimension(14, .sp))),
        Accepted(
            "dimension", #"{"value": 100, "unit": "vw"}"#, "compat.unit", at: #""vw""#, .dimension(Dimension(100, .vw))),
        Accepted(
            "dimension", #"{"value": 50, "unit": "dvh"}"#, "compat.unit", at: #""dvh""#, .dimension(Dimension(50, .dvh))
        ),
        Accepted("dimension", #"{"value": 0, "unit": ""}"#, "compat.unit", at: #""""#, .dimension(Dimension(0, .px))),
        // compat.type: types DTCG does not define pass through.
        Accepted("string", #""uppercase""#, "compat.type", at: "", .string("uppercase")),
        Accepted("boolean", "true", "compat.type", at: "", .boolean(true)),
        Accepted(
            "link", #""https://example.com/icon.svg""#, "compat.type", at: "", .string("https://example.com/icon.svg")),
        Accepted("fontStyle", #""italic""#, "compat.type", at: "", .string("italic")),
        Accepted("opacityLevel", "0.5", "compat.type", at: "", .string("0.5")),
        // compat.composite-member: missing members filled with the CSS initial value.
        Accepted(
            "transition", #"{"duration": {"value": 200, "unit": "ms"}}"#, "compat.composite-member", at: "{",
            .transition(
                Transition(
                    duration: Duration(200, .ms), delay: Duration(0, .ms),
                    timingFunction: CubicBezier(0.25, 0.1, 0.25, 1)))),
        Accepted(
            "shadow", #"{"color": \#(black), "offsetX": \#(onePx), "offsetY": \#(onePx), "blur": \#(onePx)}"#,
            "compat.composite-member", at: "{",
            .shadow([
                Shadow(
                    color: TokenColor(colorSpace: "srgb", components: [0, 0, 0]), offsetX: Dimension(1, .px),
                    offsetY: Dimension(1, .px), blur: Dimension(1, .px), spread: Dimension(0, .px), inset: false)
            ])),
        Accepted(
            "typography", #"{"fontFamily": "Inter", "fontSize": \#(onePx), "fontWeight": 400, "lineHeight": 1.5}"#,
            "compat.composite-member", at: "{",
            .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: Dimension(1, .px), fontWeight: 400,
                    letterSpacing: Dimension(0, .px), lineHeight: 1.5))),
        // …extra members kept, as CSS text.
        Accepted(
            "typography",
            #"{"fontFamily": "Inter", "fontSize": \#(onePx), "fontWeight": 400, "letterSpacing": \#(onePx), "lineHeight": 1.5, "textTransform": "uppercase"}"#,
            "compat.composite-member", at: #""textTransform""#,
            .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: Dimension(1, .px), fontWeight: 400,
                    letterSpacing: Dimension(1, .px), lineHeight: 1.5, extraMembers: ["textTransform": "uppercase"]))),
        // …a line height written as a length: kept for CSS, a multiple of the font size for the rest.
        Accepted(
            "typography",
            #"{"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "letterSpacing": \#(onePx), "lineHeight": {"value": 24, "unit": "px"}}"#,
            "compat.composite-member", at: #"{"value": 24"#,
            .typography(
                Typography(
                    fontFamily: ["Inter"], fontSize: Dimension(16, .px), fontWeight: 400,
                    letterSpacing: Dimension(1, .px), lineHeight: 1.5, lineHeightLength: Dimension(24, .px)))),
    ]

    @Test(arguments: accepted)
    func acceptedDeviationsResolveWithOneWarning(_ c: Accepted) throws {
        let text = Self.document(c.type, c.json)
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.all.count == 1, "one warning per file and rule: \(r.listing)")
        if c.marker.isEmpty {
            expectDiagnostic(r, c.rule, .warning, at: "\"\(c.type)\"", in: text)
        } else {
            expectDiagnostic(r, c.rule, .warning, at: c.marker, after: #""$value": "#, in: text)
        }
        #expect(r.token("t")?.value == c.expected)
        // Every compat warning says how to write it in DTCG 2025.10.
        if c.rule.hasPrefix("compat.") {
            #expect(r.all.first?.message.contains("DTCG 2025.10") == true, "\(r.listing)")
        }
    }

    @Test func everyCompatRuleIsInTheCatalogAsAWarning() {
        let rules = [
            "compat.hex", "compat.unit", "compat.type", "compat.string-reference", "compat.composite-member",
            "compat.metadata-member", "compat.legacy-guess", "compat.mode",
        ]
        for id in rules {
            #expect(RuleCatalog.rule(id)?.defaultSeverity == .warning, "\(id)")
        }
        for kind in LegacySyntaxRecorder.Kind.allCases {
            #expect(RuleCatalog.rule(kind.rule) != nil, "\(kind) reports under \(kind.rule), which the catalog lacks")
        }
    }

    @Test func manyUsesInOneFileAreOneWarningWithACountAndWhatWasFound() throws {
        let text = """
            {
              "a": { "$type": "dimension", "$value": { "value": 1, "unit": "em" } },
              "b": { "$type": "dimension", "$value": { "value": 2, "unit": "dp" } },
              "c": { "$type": "dimension", "$value": { "value": 3, "unit": "em" } }
            }
            """
        let r = try Resolution.of(text)
        let warnings = r.diagnostics("compat.unit")
        #expect(warnings.count == 1, "\(r.listing)")
        let message = warnings.first?.message ?? ""
        #expect(message.contains("[dp, em]") && message.contains("3 places"), "\(message)")
        #expect(warnings.first?.data["count"] == .number(3))
    }

    @Test func misspelledOrMiscasedDTCGTypesStayErrors() throws {
        for (type, hint) in [
            ("colour", "did you mean 'color'"), ("Color", "write 'color'"), ("dimenson", "did you mean 'dimension'"),
        ] {
            let r = try Resolution.of(Self.document(type, "1"))
            #expect(r.diagnostics("format.type").first?.message.contains(hint) == true, "\(type): \(r.listing)")
            #expect(r.token("t") == nil)
        }
    }

    @Test func referencesToPassThroughTokensResolve() throws {
        let text = """
            {
              "text": { "transform": { "$type": "string", "$value": "uppercase" }, "alias": { "$value": "{text.transform}" } },
              "flag": { "on": { "$type": "boolean", "$value": true }, "alias": { "$value": "{flag.on}" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("text.alias")?.value == .string("uppercase"))
        #expect(r.token("text.alias")?.aliasOf == TokenPath(dotted: "text.transform"))
        #expect(r.token("flag.alias")?.value == .boolean(true))
    }

    @Test func aPassThroughTypedAliasTakesItsTargetsType() throws {
        let text = """
            {
              "family": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
              "body": { "$type": "string", "$value": "{family}" },
              "size": { "$type": "number", "$value": "{family}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.token("body")?.value == .fontFamily(["Inter", "sans-serif"]))
        // A DTCG type still has to match.
        expectDiagnostic(r, "reference.type-mismatch", at: #""{family}""#, occurrence: 2, in: text)
    }

    @Test func referencesInsideStringsAreSubstitutedWithTheirTargetsCSSText() throws {
        let text = """
            {
              "border": { "width": { "thin": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } } },
              "brand": { "$type": "color", "$value": \(srgb(1, 0, 0)) },
              "ring": { "$type": "string", "$value": "inset 0 0 0 {border.width.thin} {brand}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        expectDiagnostic(r, "compat.string-reference", .warning, at: #""inset"#, in: text)
        #expect(r.token("ring")?.value == .string("inset 0 0 0 1px #ff0000"))
    }

    @Test func aStringReferenceToAMissingTokenIsStillAnError() throws {
        let text = #"{ "ring": { "$type": "string", "$value": "inset 0 0 0 {border.width.thin}" } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.unresolved", at: #""inset"#, in: text)
    }

    @Test func plainMetadataMembersBesideTheValueAreIgnoredWithAWarning() throws {
        let text = """
            {
              "t": { "$type": "number", "$value": 1, "comment": "from Figma", "attributes": { "category": "size" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        let warning = expectDiagnostic(r, "compat.metadata-member", .warning, at: #""comment""#, in: text)
        #expect(
            warning?.message.contains("attributes") == true && warning?.message.contains("comment") == true,
            "\(r.listing)")
        #expect(r.token("t")?.value == .number(1))
    }

    @Test func aTokenBesideTheValueIsStillAnError() throws {
        let text = #"{ "t": { "$type": "number", "$value": 1, "meta": { "inner": { "$value": 2 } } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: #""meta""#, in: text)
        #expect(r.token("t") == nil)
    }

    @Test func everyBadMemberOfACompositeIsReported() throws {
        let text = Self.document(
            "border",
            #"{"color": {"colorSpace": "cmyk", "components": [0, 0, 0]}, "width": {"value": 1, "unit": "furlong"}, "style": "wavy"}"#
        )
        let r = try Resolution.of(text)
        expectDiagnostic(r, "value.color", at: #""cmyk""#, in: text)
        expectDiagnostic(r, "value.dimension", at: #""furlong""#, in: text)
        expectDiagnostic(r, "value.strokeStyle", at: #""wavy""#, in: text)
        #expect(r.errors.count == 3, "\(r.listing)")
    }

    @Test func aTokenLeftOutBecauseItsTargetHasErrorsIsNamedByANote() throws {
        let text = """
            {
              "bad": { "$type": "dimension", "$value": { "value": 1, "unit": "furlong" } },
              "alias": { "$value": "{bad}" },
              "border": { "$type": "border", "$value": { "color": \(srgb(0, 0, 0)), "width": "{bad}", "style": "solid" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.count == 1, "only the target's own error: \(r.listing)")
        for name in ["alias", "border"] {
            #expect(r.token(name) == nil)
            let note = r.diagnostics("reference.target").first { $0.token == name }
            #expect(note?.severity == .note, "\(name): \(r.listing)")
            #expect(note?.message.contains("'\(name)' is left out of the outputs") == true, "\(r.listing)")
        }
    }

    @Test func perTokenModesBecomeAModeModifier() throws {
        let text = """
            {
              "bg": {
                "$type": "color",
                "$value": \(srgb(1, 1, 1)),
                "$extensions": { "mode": { "light": \(srgb(1, 1, 1)), "dark": \(srgb(0, 0, 0)) } }
              },
              "fg": { "$value": "{bg}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        expectDiagnostic(r, "compat.mode", .warning, at: #"{ "light""#, in: text)
        #expect(r.themes.count == 2)
        let dark = try #require(r.themes.first { $0.inputs.contains { $0 == ("mode", "dark") } })
        #expect(dark["bg"]?.value == .color(TokenColor(colorSpace: "srgb", components: [0, 0, 0])))
        #expect(dark["fg"]?.value == .color(TokenColor(colorSpace: "srgb", components: [0, 0, 0])))
        let light = try #require(r.themes.first { $0.inputs.contains { $0 == ("mode", "light") } })
        #expect(light["bg"]?.value == .color(TokenColor(colorSpace: "srgb", components: [1, 1, 1])))
    }

    @Test func legacyStyleDictionaryGuessesColorsAndStringsAndReadsModes() throws {
        let text = """
            {
              "a": { "value": "oklch(0.7 0.1 250)" },
              "b": { "value": "hsl(210 50% 40%)" },
              "c": { "value": "red" },
              "d": { "value": "calc(100% - 8px)" },
              "e": { "value": "currentColor" },
              "f": { "value": { "light": "#ffffff", "dark": "#000000" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.diagnostics("compat.legacy-guess").count == 1, "\(r.listing)")
        #expect(r.diagnostics("compat.mode").count == 1, "\(r.listing)")
        #expect(r.token("a")?.type == .color)
        #expect(r.token("b")?.type == .color)
        #expect(r.token("c")?.value == .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0], hex: "#ff0000")))
        #expect(r.token("d")?.value == .string("calc(100% - 8px)"))
        #expect(r.token("e")?.value == .string("currentColor"))
        #expect(r.themes.count == 2)
        let dark = try #require(r.themes.first { $0.inputs.contains { $0 == ("mode", "dark") } })
        #expect(dark["f"]?.type == .color)
        #expect(TokenValueText.summary(try #require(dark["f"]?.value)) == "#000000")
    }

    /// Style Dictionary's css transform group writes unitless `dimension`/`fontSize`/`size`
    /// numbers in rem (`size/rem`) and `time` in seconds from milliseconds (`time/seconds`): read
    /// the same, under one `compat.unit` warning that names the assumption.
    @Test func legacyStyleDictionaryUnitlessSizesAreRemAndTimesMilliseconds() throws {
        let text = """
            {
              "size": {
                "font": { "value": 1.5, "type": "fontSize" },
                "pad": { "value": "0.5", "type": "dimension" },
                "icon": { "value": 2, "type": "size" },
                "none": { "value": 0, "type": "dimension" }
              },
              "time": { "short": { "value": "200", "type": "time" } },
              "ratio": { "value": 2, "type": "number" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("size.font")?.value == .dimension(Dimension(1.5, .rem)))
        #expect(r.token("size.pad")?.value == .dimension(Dimension(0.5, .rem)))
        #expect(r.token("size.icon")?.value == .dimension(Dimension(2, .rem)))
        #expect(r.token("size.none")?.value == .dimension(Dimension(0, .px)))
        #expect(r.token("time.short")?.value == .duration(Duration(200, .ms)))
        #expect(r.token("ratio")?.value == .number(2))
        let warning = try #require(r.diagnostics("compat.unit").first, "\(r.listing)")
        #expect(r.diagnostics("compat.unit").count == 1)
        #expect(warning.message.contains("rem"), "\(warning.message)")
        #expect(warning.message.contains("{\"value\": 1.5, \"unit\": \"rem\"}"), "\(warning.message)")
        #expect(warning.message.contains("fontSize → rem"), "\(warning.message)")
        // A DTCG file's unitless dimension stays an error: only Style Dictionary's files mean rem.
        let dtcg = try Resolution.of(#"{"a": {"$type": "dimension", "$value": 4}}"#)
        #expect(dtcg.errors.map(\.rule) == ["value.type"], "\(dtcg.listing)")
    }

    @Test func unitsReachCSSAsWrittenAndSwiftConvertsEmInATextStyle() {
        #expect(CSSNumber.dimension(Dimension(0.125, .em)) == "0.125em")
        #expect(CSSNumber.dimension(Dimension(50, .percent)) == "50%")
        #expect(Dimension(2, .dp).exactPoints == 2)
        #expect(Dimension(12, .pt).exactPoints == 12)
        #expect(Dimension(1, .vw).exactPoints == nil)
        #expect(Dimension(0.125, .em).points(fontSize: 48) == 6)
        #expect(Dimension(1, .rem).points(fontSize: 48) == 16)
    }

    @Test func passThroughValuesAreWrittenAsTheyAreWhenSafeInCSS() {
        #expect(CSSEscaping.passThroughValue("uppercase") == "uppercase")
        #expect(CSSEscaping.passThroughValue("calc(100% - 8px)") == "calc(100% - 8px)")
        #expect(CSSEscaping.passThroughValue("a; b") == "\"a; b\"")
        #expect(CSSEscaping.passThroughValue("}") == "\"}\"")
        #expect(CSSEscaping.passThroughValue("url(\"x\"") == "\"url(\\\"x\\\"\"")
    }
}
