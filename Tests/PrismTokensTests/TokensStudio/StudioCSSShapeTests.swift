import Testing

@testable import PrismTokens

/// The CSS shapes Tokens Studio tokens get: the style of a weight like `"ExtraBold italic"` in
/// typography that references it and as `-weight`/`-style` members, shadow members with
/// `--css-expand-composites`, and bare unitless sizes with `--css-unitless-sizes` — what
/// sd-transforms writes for the same tokens.
@Suite struct StudioCSSShapeTests {
    /// `property: value` lines of one token in the first theme, written with the given options.
    func lines(_ r: TokenSetResolution, _ path: String, expand: Bool = false, unitless: Bool = false) throws
        -> [String]
    {
        let token = try #require(r.themes.first?[TokenPath(dotted: path)], "no token \(path)")
        var writer = CSSTokenDeclarations(names: CSSPropertyNames(prefix: "prism"))
        writer.expandsComposites = expand
        writer.unitlessSizes = unitless
        return writer.declarations(for: token).map { "\($0.property): \($0.value.text)" }
    }

    static let weights = """
        {
          "fontWeightRef": { "value": "ExtraBold italic", "type": "fontWeights" },
          "weightAlias": { "value": "{fontWeightRef}", "type": "fontWeights" },
          "bold": { "value": "Bold", "type": "fontWeights" },
          "italicOnly": { "value": "Italic", "type": "fontWeights" },
          "german": { "value": "Halbfett", "type": "fontWeights" },
          "typography": {
            "value": { "fontFamily": "Arial", "fontWeight": "{fontWeightRef}", "lineHeight": "125%", "fontSize": "26" },
            "type": "typography"
          },
          "viaAlias": {
            "value": { "fontFamily": "Arial", "fontWeight": "{weightAlias}", "lineHeight": "1", "fontSize": "16" },
            "type": "typography"
          },
          "upright": {
            "value": { "fontFamily": "Arial", "fontWeight": "{bold}", "lineHeight": "1", "fontSize": "16" },
            "type": "typography"
          },
          "ref": { "value": "{typography}", "type": "typography" }
        }
        """

    @Test func typographyTakesTheStyleOfTheWeightItReferences() throws {
        let r = try Resolution.of(Self.weights)
        #expect(r.errors.isEmpty, "\(r.listing)")
        let typography = try lines(r, "typography")
        #expect(typography.first == #"--prism-typography: italic var(--prism-font-weight-ref) 26px/1.25 "Arial""#)
        #expect(typography.contains("--prism-typography-font-style: italic"))
        #expect(try lines(r, "viaAlias").first?.hasPrefix("--prism-via-alias: italic ") == true, "through an alias")
        #expect(try lines(r, "upright").first?.contains("italic") == false)
        #expect(try lines(r, "ref").contains("--prism-ref-font-style: var(--prism-typography-font-style)"))
    }

    @Test func aStyledWeightKeepsItsStyleAsMembers() throws {
        let r = try Resolution.of(Self.weights)
        #expect(
            try lines(r, "fontWeightRef") == [
                "--prism-font-weight-ref: 800", "--prism-font-weight-ref-weight: 800",
                "--prism-font-weight-ref-style: italic",
            ])
        #expect(try lines(r, "bold") == ["--prism-bold: 700"])
        #expect(
            try lines(r, "italicOnly") == [
                "--prism-italic-only: 400", "--prism-italic-only-weight: 400", "--prism-italic-only-style: italic",
            ])
        #expect(try lines(r, "german") == ["--prism-german: 600"])
        let style = r.token("fontWeightRef")?.extensions?["studio.tokens"]?["fontStyle"]?.string
        #expect(style == "italic", "kept for convert --to dtcg")
    }

    static let shadows = """
        {
          "shadow": {
            "single": {
              "value": { "x": "0", "y": "4", "blur": "10", "spread": "0", "color": "rgba(0,0,0,0.4)", "type": "innerShadow" },
              "type": "boxShadow"
            },
            "double": {
              "value": [
                { "x": "0", "y": "4", "blur": "10", "spread": "0", "color": "#000000", "type": "innerShadow" },
                { "x": "0", "y": "8", "blur": "12", "spread": "5", "color": "#000000" }
              ],
              "type": "boxShadow"
            }
          },
          "alias": { "value": "{shadow.double}", "type": "boxShadow" }
        }
        """

    @Test func expandedShadowsGetOneNumberedGroupOfMembersPerLayer() throws {
        let r = try Resolution.of(Self.shadows)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(try lines(r, "shadow.single").count == 1, "no members without --css-expand-composites")
        #expect(
            try lines(r, "shadow.single", expand: true).dropFirst() == [
                "--prism-shadow-single-offset-x: 0px", "--prism-shadow-single-offset-y: 4px",
                "--prism-shadow-single-blur: 10px", "--prism-shadow-single-spread: 0px",
                "--prism-shadow-single-color: rgb(0 0 0 / 0.4)", "--prism-shadow-single-type: innerShadow",
            ])
        let double = try lines(r, "shadow.double", expand: true)
        #expect(double.contains("--prism-shadow-double-1-type: innerShadow"))
        #expect(double.contains("--prism-shadow-double-2-spread: 5px"))
        #expect(!double.contains { $0.hasPrefix("--prism-shadow-double-2-type") }, "an outer layer has no type")
        #expect(double.count == 1 + 6 + 5)
        #expect(try lines(r, "alias", expand: true).contains("--prism-alias-2-blur: var(--prism-shadow-double-2-blur)"))
    }

    @Test func expandingChangesNoDTCGTokenButShadows() throws {
        let dtcg = """
            {
              "s": { "$type": "shadow", "$value": { "color": "#000000", "offsetX": "1px", "offsetY": "2px", "blur": "3px", "spread": "0px" } },
              "w": { "$type": "fontWeight", "$value": 700 },
              "d": { "$type": "dimension", "$value": { "value": 11, "unit": "px" } }
            }
            """
        let r = try Resolution.of(dtcg)
        #expect(try lines(r, "s", expand: true).count == 6)
        #expect(try lines(r, "w", expand: true, unitless: true) == ["--prism-w: 700"])
        #expect(
            try lines(r, "d", expand: true, unitless: true) == ["--prism-d: 11px"],
            "only Tokens Studio sizes are unitless")
    }

    @Test func sizesWrittenWithoutAUnitAreBareOnRequest() throws {
        let text = """
            {
              "base": { "value": "11", "type": "spacing" },
              "number": { "value": 24, "type": "sizing" },
              "product": { "value": "{base} * 5", "type": "spacing" },
              "px": { "value": "4px", "type": "spacing" },
              "pxProduct": { "value": "{px} * 2", "type": "spacing" },
              "alias": { "value": "{base}", "type": "spacing" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(try lines(r, "base") == ["--prism-base: 11px"], "px by default, as Tokens Studio reads them")
        #expect(try lines(r, "base", unitless: true) == ["--prism-base: 11"])
        #expect(try lines(r, "number", unitless: true) == ["--prism-number: 24"])
        #expect(try lines(r, "product") == ["--prism-product: 55px"])
        #expect(try lines(r, "product", unitless: true) == ["--prism-product: 55"])
        #expect(try lines(r, "px", unitless: true) == ["--prism-px: 4px"])
        #expect(try lines(r, "pxProduct", unitless: true) == ["--prism-px-product: 8px"])
        #expect(try lines(r, "alias", unitless: true) == ["--prism-alias: var(--prism-base)"])
        #expect(r.token("base")?.extensions?["studio.tokens"]?["unitless"]?.bool == true)
        #expect(r.token("px")?.extensions?["studio.tokens"]?["unitless"] == nil)
    }

    @Test func theOptionsReachTheStylesheet() throws {
        let resolution = try Resolution.of(Self.shadows)
        var options = GenerateOptions(platforms: [.css], toolVersion: "TEST")
        options.cssExpandComposites = true
        options.cssUnitlessSizes = true
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: options, sourceName: "tokens.json")
        var diagnostics = DiagnosticBag()
        let files = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics)
        let css = files.first { $0.path == "CSS/prism-tokens.css" }?.contents ?? ""
        #expect(css.contains("--prism-shadow-double-1-blur: 10px;"))
    }
}
