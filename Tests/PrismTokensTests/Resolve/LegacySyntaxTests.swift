import Testing

@testable import PrismTokens

/// Input DTCG 2025.10 does not define but real files use — JSON5/JSONC, older-draft string values,
/// legacy Style Dictionary — resolves, with one `format.legacy` warning per file and kind.
@Suite struct LegacySyntaxTests {
    func legacyWarnings(_ r: TokenSetResolution) -> [Diagnostic] { r.diagnostics("format.legacy") }

    // MARK: JSON5 / JSONC

    @Test func json5ResolvesWithExactlyOneWarningAtTheFirstExtension() throws {
        let text = """
            {
              "size": {
                $type: 'dimension', // unquoted key, single quotes, a comment
                small: { "$value": { "value": .5, "unit": "rem" }, },
                /* block comment */
                large: { "$value": { "value": +2, "unit": "rem" } },
              },
              "weights": { "$type": "number", "hex": { "$value": 0x10 } },
            }
            """
        let r = try Resolution.of(text, file: "tokens.json5")
        #expect(r.errors.isEmpty, "\(r.listing)")
        let warnings = legacyWarnings(r)
        #expect(warnings.count == 1, "\(r.listing)")
        #expect(r.all.count == 1)
        let d = try #require(warnings.first)
        #expect(d.severity == .warning)
        #expect(d.message.contains("JSON5"))
        #expect(d.location?.file == "tokens.json5")
        #expect(d.location?.line == 3 && d.location?.column == 5, "at the first extension used: the unquoted key")
        #expect(r.token("size.small")?.value == .dimension(Dimension(0.5, .rem)))
        #expect(r.token("size.large")?.value == .dimension(Dimension(2, .rem)))
        #expect(r.token("weights.hex")?.value == .number(16))
    }

    @Test func jsoncWithCommentsAndTrailingCommasResolves() throws {
        let text = """
            // Brand colors
            {
              "c": {
                "$type": "color",
                "a": { "$value": \(srgb(1, 0, 0)) }, // red
              },
            }
            """
        let r = try Resolution.of(text, file: "tokens.jsonc")
        #expect(r.all.map(\.rule) == ["format.legacy"], "\(r.listing)")
        #expect(r.all.first?.location?.line == 1)
        #expect(r.token("c.a") != nil)
    }

    @Test func aByteOrderMarkAloneIsNotLegacy() throws {
        let r = try Resolution.of("\u{FEFF}{ \"a\": { \"$type\": \"number\", \"$value\": 1 } }")
        #expect(r.all.isEmpty, "\(r.listing)")
    }

    @Test func eachJSON5FileGetsItsOwnSingleWarning() throws {
        let files = [
            "resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "a.json5" }, { "$ref": "b.jsonc" }] } },
              "modifiers": { "m": { "contexts": { "x": [{ "$ref": "a.json5" }], "y": [{ "$ref": "b.jsonc" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/m" }]
            }
            """,
            "a.json5": "{ a: { $type: 'number', $value: 1 } }",
            "b.jsonc": "{ \"b\": { \"$type\": \"number\", \"$value\": 2 }, } // trailing",
        ]
        let r = try Resolution.of(files: files, root: "resolver.json")
        #expect(r.errors.isEmpty, "\(r.listing)")
        let warnings = legacyWarnings(r)
        #expect(warnings.compactMap(\.location?.file).sorted() == ["a.json5", "b.jsonc"], "\(r.listing)")
        #expect(r.all.count == 2)
    }

    /// Themes are resolved on separate threads, each with its own recorder, merged in theme
    /// order: the warnings must be those of one recorder shared by the themes in turn.
    @Test func mergingPerThemeRecordersGivesTheWarningsOfOneSharedRecorder() {
        func at(_ file: String, _ offset: Int) -> PrismTokens.SourceLocation {
            PrismTokens.SourceLocation(file: file, line: 1, column: offset + 1, offset: offset)
        }
        let themes: [[(LegacySyntaxRecorder.Kind, PrismTokens.SourceLocation)]] = [
            [(.stringColor, at("b.json", 9)), (.stringColor, at("b.json", 3)), (.json5, at("a.json5", 0))],
            [(.stringColor, at("b.json", 3)), (.stringDimension, at("c.json", 5)), (.stringColor, at("b.json", 1))],
            [(.numberDimension, at("a.json5", 7)), (.stringColor, at("b.json", 9)), (.stringColor, at("d.json", 2))],
        ]
        var shared = LegacySyntaxRecorder()
        var merged = LegacySyntaxRecorder()
        for theme in themes {
            var own = LegacySyntaxRecorder()
            for (kind, location) in theme {
                shared.record(kind, at: location)
                own.record(kind, at: location)
            }
            merged.merge(own)
        }
        func lines(_ recorder: LegacySyntaxRecorder) -> [String] {
            recorder.warnings.map { "\($0.location?.description ?? "-"): \($0.message)" }
        }
        #expect(lines(merged) == lines(shared))
        #expect(lines(merged).count == 5, "\(lines(merged))")
        #expect(
            lines(merged).first?.hasPrefix("b.json:1:2: this file uses older-draft string colors") == true,
            "\(lines(merged))")
    }

    // MARK: Older-draft string values

    struct DraftString: Sendable, CustomTestStringConvertible {
        var type: String
        var written: String
        var expected: TokenValue
        var testDescription: String { "\(type) \(written)" }
    }

    static let draftStrings: [DraftString] = [
        DraftString(
            type: "color", written: "#ff8800",
            expected: .color(TokenColor(colorSpace: "srgb", components: [1, 136.0 / 255, 0], alpha: 1, hex: "#ff8800"))),
        DraftString(
            type: "color", written: "#F80",
            expected: .color(TokenColor(colorSpace: "srgb", components: [1, 136.0 / 255, 0], alpha: 1, hex: "#ff8800"))),
        DraftString(
            type: "color", written: "#ff880080",
            expected: .color(
                TokenColor(colorSpace: "srgb", components: [1, 136.0 / 255, 0], alpha: 128.0 / 255, hex: "#ff8800"))),
        DraftString(type: "dimension", written: "16px", expected: .dimension(Dimension(16, .px))),
        DraftString(type: "dimension", written: "-0.5rem", expected: .dimension(Dimension(-0.5, .rem))),
        DraftString(type: "duration", written: "200ms", expected: .duration(Duration(200, .ms))),
        DraftString(type: "duration", written: "1.5s", expected: .duration(Duration(1.5, .s))),
        DraftString(
            type: "cubicBezier", written: "cubic-bezier(0.4, 0, 0.2, 1)",
            expected: .cubicBezier(CubicBezier(0.4, 0, 0.2, 1))),
        DraftString(type: "cubicBezier", written: "ease-in-out", expected: .cubicBezier(CubicBezier(0.42, 0, 0.58, 1))),
    ]

    @Test(arguments: draftStrings)
    func olderDraftStringsResolveWithOneWarning(_ c: DraftString) throws {
        let text = """
            {
              "t": { "$type": "\(c.type)", "$value": "\(c.written)" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("t")?.value == c.expected)
        let d = expectDiagnostic(r, "format.legacy", .warning, at: "\"\(c.written)\"", in: text)
        #expect(d?.message.contains("places") == false)
        #expect(r.all.count == 1, "\(r.listing)")
    }

    @Test func manyUsesOfOneKindAreOneWarningAtTheFirst() throws {
        let text = """
            {
              "c": {
                "$type": "color",
                "a": { "$value": "#ff0000" },
                "b": { "$value": "#00ff00" },
                "c": { "$value": "#0000ff" }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.legacy", .warning, at: ##""#ff0000""##, in: text)
        #expect(d?.message.contains("3 places") == true, "\(d?.message ?? "")")
        #expect(r.all.count == 1, "\(r.listing)")
    }

    @Test func oneWarningPerKind() throws {
        let text = """
            {
              "c": { "$type": "color", "$value": "#ff0000" },
              "d": { "$type": "dimension", "$value": "4px" },
              "e": { "$type": "dimension", "$value": "8px" },
              "t": { "$type": "duration", "$value": "200ms" },
              "b": { "$type": "cubicBezier", "$value": "cubic-bezier(0, 0, 1, 1)" },
              "tr": { "$type": "transition", "$value": { "duration": "100ms", "delay": "0ms", "timingFunction": "ease" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        expectDiagnostic(r, "format.legacy", .warning, at: ##""#ff0000""##, in: text)
        expectDiagnostic(r, "format.legacy", .warning, at: #""4px""#, in: text)
        expectDiagnostic(r, "format.legacy", .warning, at: #""200ms""#, in: text)
        expectDiagnostic(r, "format.legacy", .warning, at: #""cubic-bezier"#, in: text)
        #expect(r.all.count == 4, "\(r.listing)")
    }

    @Test func oneWarningPerFileAndKindAcrossThemes() throws {
        // The same file seen in several themes, with some of its legacy values overridden in one of them.
        let files = [
            "resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "theme": { "contexts": {
                "light": [],
                "dark": [{ "c": { "a": { "$value": \(srgb(0, 0, 0)) } } }]
              } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
            }
            """,
            "base.json":
                ##"{ "c": { "$type": "color", "a": { "$value": "#ff0000" }, "b": { "$value": "#00ff00" } } }"##,
        ]
        let r = try Resolution.of(files: files, root: "resolver.json")
        #expect(r.errors.isEmpty, "\(r.listing)")
        let warnings = legacyWarnings(r)
        #expect(warnings.count == 1, "\(r.listing)")
        #expect(warnings.first?.location?.file == "base.json")
        #expect(warnings.first?.theme == nil)
        #expect(warnings.first?.message.contains("2 places") == true, "\(r.listing)")
    }

    @Test func referencesToLegacyValuesAreNotLegacyUsesOfTheReferringFile() throws {
        let files = [
            "resolver.json": """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }, {
                "border": { "$type": "border", "$value": { "color": "{c.red}", "width": { "value": 1, "unit": "px" }, "style": "solid" } }
              }] } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }]
            }
            """,
            "base.json": ##"{ "c": { "$type": "color", "red": { "$value": "#ff0000" } } }"##,
        ]
        let r = try Resolution.of(files: files, root: "resolver.json")
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(legacyWarnings(r).compactMap(\.location?.file) == ["base.json"], "\(r.listing)")
        #expect(legacyWarnings(r).first?.message.contains("places") == false, "\(r.listing)")
        #expect(r.all.count == 1, "\(r.listing)")
        if case .border(let border)? = r.token("border")?.value {
            #expect(border.color == TokenColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 1, hex: "#ff0000"))
        } else {
            Issue.record("border did not resolve: \(r.listing)")
        }
    }

    @Test func pointersIntoOlderDraftValuesSeeTheirDTCGForm() throws {
        let text = """
            {
              "c": { "$type": "color", "$value": "#ff0000" },
              "red": { "$type": "number", "$value": { "$ref": "#/c/$value/components/0" } },
              "d": { "$type": "dimension", "$value": "4px" },
              "four": { "$type": "number", "$value": { "$ref": "#/d/$value/value" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(
            r.token("c")?.value
                == .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0], alpha: 1, hex: "#ff0000")))
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("red")?.value == .number(1))
        #expect(r.token("four")?.value == .number(4))
        #expect(
            JSONText(try #require(r.token("c")?.resolvedJSON)).serialized(indent: nil)
                == ##"{"colorSpace":"srgb","components":[1,0,0],"alpha":1,"hex":"#ff0000"}"##)
        #expect(
            JSONText(try #require(r.token("d")?.resolvedJSON)).serialized(indent: nil) == #"{"value":4,"unit":"px"}"#)
    }

    @Test func olderDraftPartsOfCompositesAreKeptInTheirDTCGFormAndTheRestAsWritten() throws {
        let text = """
            {
              "b": { "$type": "border", "$value": { "color": "#00ff0080", "width": "2px", "style": { "dashArray": ["4px", 0], "lineCap": "round" } } },
              "t": { "$type": "transition", "$value": { "duration": "200ms", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "ease-in" } },
              "f": { "$type": "typography", "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": "16px", "fontWeight": "bold", "letterSpacing": 0, "lineHeight": 1.5 } },
              "width": { "$type": "number", "$value": { "$ref": "#/b/$value/width/value" } },
              "alias": { "$value": "{b}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(
            JSONText(try #require(r.token("b")?.resolvedJSON)).serialized(indent: nil)
                == ##"{"color":{"colorSpace":"srgb","components":[0,1,0],"alpha":0.5019607843137255,"hex":"#00ff00"},"width":{"value":2,"unit":"px"},"style":{"dashArray":[{"value":4,"unit":"px"},{"value":0,"unit":"px"}],"lineCap":"round"}}"##
        )
        #expect(
            JSONText(try #require(r.token("t")?.resolvedJSON)).serialized(indent: nil)
                == #"{"duration":{"value":200,"unit":"ms"},"delay":{"value":0,"unit":"ms"},"timingFunction":[0.42,0,1,1]}"#
        )
        #expect(
            JSONText(try #require(r.token("f")?.resolvedJSON)).serialized(indent: nil)
                == #"{"fontFamily":["Inter","sans-serif"],"fontSize":{"value":16,"unit":"px"},"fontWeight":"bold","letterSpacing":{"value":0,"unit":"px"},"lineHeight":1.5}"#
        )
        #expect(r.token("width")?.value == .number(2))
        #expect(r.token("alias")?.resolvedJSON.object?["width"]?.object?["unit"]?.string == "px")
        // Each older-draft value is counted where it is written, once.
        let counts = legacyWarnings(r).map(\.message)
        #expect(counts.count == 5, "colors, dimensions, durations, curves, unitless zeros: \(r.listing)")
        #expect(counts.contains { $0.contains("string dimensions") && $0.contains("3 places") }, "\(counts)")
        #expect(counts.contains { $0.contains("unitless numbers") && $0.contains("2 places") }, "\(counts)")
        #expect(counts.filter { $0.contains("places") }.count == 2, "\(counts)")
    }

    @Test func valuesWrittenIn2025FormKeepTheirJSONAsWritten() throws {
        let text =
            ##"{ "c": { "$type": "color", "$value": { "hex": "#ff0000", "components": [1, 0, 0], "colorSpace": "srgb" } } }"##
        let r = try Resolution.of(text)
        #expect(
            JSONText(try #require(r.token("c")?.resolvedJSON)).serialized(indent: nil)
                == ##"{"hex":"#ff0000","components":[1,0,0],"colorSpace":"srgb"}"##)
    }

    @Test func aStringThatIsNotADraftValueIsStillAnError() throws {
        // CSS colors ("red", "rgb(…)", "oklch(…)") are older-draft values; "reddish" is none.
        let text = #"{ "c": { "$type": "color", "$value": "reddish" } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "value.type", at: #""reddish""#, in: text)
        #expect(legacyWarnings(r).isEmpty)
    }

    // MARK: Style Dictionary

    @Test func legacyStyleDictionaryResolvesWithAWarning() throws {
        let text = """
            {
              "color": {
                "base": {
                  "red": { "value": "#ff0000", "type": "color", "comment": "Brand red" },
                  "alias": { "value": "{color.base.red.value}" }
                }
              },
              "size": {
                "small": { "value": "4px", "type": "size" },
                "ratio": { "value": 1.5 }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        let warnings = legacyWarnings(r)
        #expect(warnings.filter { $0.message.contains("Style Dictionary") }.count == 1, "\(r.listing)")
        #expect(warnings.allSatisfy { $0.severity == .warning })
        let red = try #require(r.token("color.base.red"))
        #expect(red.type == .color)
        #expect(red.description == "Brand red")
        #expect(r.token("color.base.alias")?.aliasOf == TokenPath(dotted: "color.base.red"))
        #expect(r.token("color.base.alias")?.value == red.value)
        #expect(r.token("size.small")?.value == .dimension(Dimension(4, .px)))
        #expect(r.token("size.ratio")?.value == .number(1.5))
    }

    @Test func aFileWithAnyDollarValueIsNotLegacy() throws {
        let text = #"{ "a": { "$type": "number", "$value": 1 }, "b": { "value": 2 } }"#
        let r = try Resolution.of(text)
        #expect(legacyWarnings(r).isEmpty)
        #expect(r.token("b") == nil)
        #expect(!r.errors.isEmpty, "'b' is a group with a non-object member: \(r.listing)")
    }
}
