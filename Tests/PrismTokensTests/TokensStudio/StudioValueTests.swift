import PrismAccessibility
import Testing

@testable import PrismTokens

/// Tokens Studio values resolved end to end: math over references, color functions, color
/// modifiers, composition, shadows, typography, and errors located inside expressions.
@Suite struct StudioValueTests {
    func hex(_ r: TokenSetResolution, _ path: String) -> String? {
        guard case .color(let c)? = r.token(path)?.value else { return nil }
        return c.srgb?.hexString
    }

    func dimension(_ r: TokenSetResolution, _ path: String) -> Dimension? {
        if case .dimension(let d)? = r.token(path)?.value { d } else { nil }
    }

    @Test func mathOverReferencesWithUnits() throws {
        let text = """
            {
              "space": {
                "base": { "value": "4", "type": "spacing" },
                "scale": { "value": "1.5", "type": "number" },
                "md": { "value": "{space.base} * {space.scale} + 2", "type": "spacing" },
                "lg": { "value": "({space.base} + 6 * {space.scale}) / 2", "type": "sizing" },
                "tenth": { "value": "0.1 + 0.2", "type": "spacing" },
                "rem": { "value": "1.5rem * 2", "type": "dimension" }
              },
              "opacity": { "value": "25%", "type": "opacity" },
              "ls": { "value": "150%", "type": "letterSpacing" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(dimension(r, "space.base") == Dimension(4, .px), "unitless sizes are px")
        #expect(dimension(r, "space.md") == Dimension(8, .px))
        #expect(dimension(r, "space.lg") == Dimension(6.5, .px))
        #expect(dimension(r, "space.tenth").map { JSONText.format($0.value) } == "0.3")
        #expect(dimension(r, "space.rem") == Dimension(3, .rem))
        #expect(r.token("opacity")?.value == .number(0.25))
        #expect(dimension(r, "ls") == Dimension(1.5, .em))
    }

    @Test func divisionByZeroIsLocatedInsideTheExpression() throws {
        let text = """
            {
              "a": { "value": "4", "type": "sizing" },
              "b": { "value": "{a} / ({a} - 4)", "type": "sizing" }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "studio.expression", at: "/ ({a}", in: text)
        #expect(d?.message.contains("division by zero") == true)
        #expect(r.token("b") == nil)
    }

    @Test func missingReferenceInsideAnExpressionIsLocated() throws {
        let text = """
            {
              "a": { "value": "4", "type": "sizing" },
              "b": { "value": "{a} * {nope.missing} + 1", "type": "sizing" }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.unresolved", at: "{nope.missing}", in: text)
        #expect(r.token("b") == nil)
        #expect(r.token("a") != nil)
    }

    @Test func colorFunctionsOverReferences() throws {
        let text = """
            {
              "blue": { "value": "#0000FF", "type": "color" },
              "alpha": { "value": "0.4", "type": "number" },
              "a": { "value": "rgba({blue}, 50%)", "type": "color" },
              "b": { "value": "rgba( {blue}, {alpha})", "type": "color" },
              "c": { "value": "rgba(#FFFF00, 0.5)", "type": "color" },
              "d": { "value": "rgba(0,0,0,0.4)", "type": "color" },
              "e": { "value": "rgba({blue}, 2)", "type": "color" }
            }
            """
        let r = try Resolution.of(text)
        #expect(hex(r, "a") == "#0000ff80")
        #expect(hex(r, "b") == "#0000ff66")
        #expect(hex(r, "c") == "#ffff0080")
        #expect(hex(r, "d") == "#00000066")
        expectDiagnostic(r, "studio.expression", at: "2)", in: text)
    }

    /// The expected values are sd-transforms' own (../shared corpus `expected/`): lighten/darken 0.1
    /// of #f56565, mix and alpha with expressions and references.
    @Test func colorModifiersMatchTokensStudio() throws {
        func modified(_ base: String, _ modify: String) -> String {
            "{ \"value\": \"\(base)\", \"type\": \"color\", \"$extensions\": { \"studio.tokens\": { \"modify\": \(modify) } } }"
        }
        let text = """
            {
              "red": { "value": "#f56565", "type": "color" },
              "base": { "value": "#202D3B", "type": "color" },
              "mixColor": { "value": "#4477DD", "type": "color" },
              "t": { "value": 0.5, "type": "number" },
              "i": { "value": 0.04, "type": "number" },
              "modifier": { "value": { "type": "alpha", "value": "0.3", "space": "srgb" } },
              "lighter": \(modified("{red}", ##"{"type": "lighten", "value": "0.1", "space": "srgb"}"##)),
              "darker": \(modified("{red}", ##"{"type": "darken", "value": "0.1", "space": "srgb"}"##)),
              "mixed": \(modified("#FFFFFF", ##"{"type": "mix", "value": "0.5", "space": "srgb", "color": "#4477DD"}"##)),
              "mixedExpr": \(modified("{base}", ##"{"type": "mix", "value": "({t} + 6 * {i})", "space": "srgb", "color": "{mixColor}"}"##)),
              "alphaExpr": \(modified("{base}", ##"{"type": "alpha", "value": "({t} + 6 * {i})", "space": "srgb"}"##)),
              "lightenExpr": \(modified("{base}", ##"{"type": "lighten", "value": "({t} + 6 * {i})", "space": "srgb"}"##)),
              "darkenExpr": \(modified("#FFFFFF", ##"{"type": "darken", "value": "({t} + 6 * {i})", "space": "srgb"}"##)),
              "byToken": \(modified("#000000", ##""{modifier}""##)),
              "hslDark": \(modified("#ff0000", ##"{"type": "darken", "value": "0.5", "space": "hsl"}"##)),
              "hslLight": \(modified("#ff0000", ##"{"type": "lighten", "value": "0.5", "space": "hsl"}"##)),
              "lchLight": \(modified("#336699", ##"{"type": "lighten", "value": "0.2", "space": "lch"}"##)),
              "p3Dark": \(modified("#336699", ##"{"type": "darken", "value": "0.2", "space": "p3"}"##))
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(hex(r, "lighter") == "#f67474")
        #expect(hex(r, "darker") == "#dd5b5b")
        #expect(hex(r, "mixed") == "#a1bbee")
        #expect(hex(r, "mixedExpr") == "#3b64b3")
        #expect(hex(r, "alphaExpr") == "#202d3bbd")
        #expect(hex(r, "lightenExpr") == "#c5c8cc")
        #expect(hex(r, "darkenExpr") == "#424242")
        #expect(hex(r, "byToken") == "#0000004d")
        #expect(r.token("modifier") == nil, "a modifier-only token is applied, not emitted")
        #expect(!r.diagnostics("studio.modifier").isEmpty, "and named by a diagnostic")
        #expect(hex(r, "hslDark") == "#800000", "hsl lightness 50 → 25")
        #expect(hex(r, "hslLight") == "#ff8080", "hsl lightness 50 → 75")
        #expect(r.token("lighter")?.aliasOf == nil, "a modified alias is a value of its own")
        guard case .color(let lch)? = r.token("lchLight")?.value, case .color(let p3)? = r.token("p3Dark")?.value,
            let base = ColorValue(space: .srgb, 0.2, 0.4, 0.6).converted(to: .lch).components[0]
        else {
            Issue.record("lch/p3 modifiers did not resolve: \(r.listing)")
            return
        }
        let lighter = try #require(lch.colorValue?.converted(to: .lch).components[0])
        #expect(lighter > base + 5, "lch lighten raises L")
        #expect(p3.colorSpace == "display-p3")
        let p3Base = ColorValue(space: .srgb, 0.2, 0.4, 0.6).converted(to: .displayP3).resolvedComponents
        #expect(
            zip(p3.components.compactMap { $0 }, p3Base).allSatisfy { abs($0 - $1 * 0.8) < 1e-9 },
            "p3 darken scales each channel")
    }

    @Test func compositesTakeTokensStudioShapes() throws {
        let text = """
            {
              "blur": { "value": "10", "type": "sizing" },
              "shadow": { "value": [
                { "x": "0", "y": "3 + 1", "blur": "{blur}", "spread": "0", "color": "rgba(#000000,0.4)", "type": "innerShadow" },
                { "x": "0", "y": "8", "blur": "12", "spread": "5", "color": "rgba(0,0,0,0.4)", "type": "dropShadow" }
              ], "type": "boxShadow" },
              "weight": { "value": "ExtraBold italic", "type": "fontWeights" },
              "typo": { "value": { "fontFamily": "Arial Black, Suisse Int'l, 'Noto Sans', sans-serif", "fontSize": "16 * 1.5", "fontWeight": "{weight}",
                                   "lineHeight": "125%", "letterSpacing": "-5%", "textCase": "uppercase", "paragraphSpacing": "8" }, "type": "typography" },
              "pxLine": { "value": { "fontFamily": "Arial", "fontSize": "25px", "lineHeight": "32px", "fontWeight": "700", "letterSpacing": "0" }, "type": "typography" },
              "border": { "value": { "color": "rgba(#FFFF00, 0.5)", "width": "16 * 1.5", "style": "dashed" }, "type": "border" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        guard case .shadow(let layers)? = r.token("shadow")?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(layers.count == 2)
        #expect(layers[0].inset && !layers[1].inset, "type innerShadow is inset")
        #expect(layers[0].offsetY == Dimension(4, .px))
        #expect(layers[0].blur == Dimension(10, .px))
        guard case .typography(let t)? = r.token("typo")?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(t.fontFamily == ["Arial Black", "Suisse Int'l", "Noto Sans", "sans-serif"])
        #expect(t.fontSize == Dimension(24, .px))
        #expect(t.fontWeight == 800)
        #expect(t.lineHeight == 1.25)
        #expect(t.letterSpacing == Dimension(-0.05, .em))
        #expect(
            t.extraMembers["textCase"] == "uppercase",
            "Tokens Studio members stay in the value: CSS writes them as sub-properties")
        #expect(t.extraMembers["paragraphSpacing"] == "8")
        #expect(r.warnings.contains { $0.message.contains("textCase") }, "and they are warned about: \(r.listing)")
        guard case .typography(let px)? = r.token("pxLine")?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(px.lineHeight == 1.28, "32px over a 25px font size")
        #expect(px.lineHeightLength == Dimension(32, .px), "CSS keeps the length")
        guard case .border(let b)? = r.token("border")?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(b.width == Dimension(24, .px))
        #expect(b.color.alpha == 0.5)
    }

    @Test func compositionIsExpandedIncludingAliases() throws {
        let text = """
            {
              "card": { "value": { "fill": "#fff", "borderRadius": "18px", "opacity": "50%", "letterSpacing": "125%" }, "type": "composition" },
              "fancy": { "value": "{card}", "type": "composition" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(hex(r, "card.fill") == "#ffffff")
        #expect(dimension(r, "card.borderRadius") == Dimension(18, .px))
        #expect(r.token("card.opacity")?.value == .number(0.5))
        #expect(dimension(r, "card.letterSpacing") == Dimension(1.25, .em))
        #expect(r.token("fancy.borderRadius")?.aliasOf == TokenPath(dotted: "card.borderRadius"))
    }

    @Test func valuesNoDTCGTypeHoldsAreKeptAsTextAndNamed() throws {
        let text = """
            {
              "a": { "value": "4", "type": "spacing" },
              "multi": { "value": "{a} 8", "type": "spacing" },
              "grad": { "value": "linear-gradient(180deg, {c} 0%, #fff 100%)", "type": "color" },
              "c": { "value": "#000", "type": "color" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        let named = Set(r.diagnostics("studio.unsupported").compactMap(\.token))
        #expect(named == ["multi", "grad"], "\(r.listing)")
        #expect(r.token("multi")?.value == .string("4px 8"), "references written as CSS")
        #expect(r.token("grad")?.value == .string("linear-gradient(180deg, #000000 0%, #fff 100%)"))
    }
}
