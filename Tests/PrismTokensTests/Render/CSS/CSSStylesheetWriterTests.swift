import Foundation
import Testing

@testable import PrismTokens

/// ``CSSStylesheetWriter`` writes the text the built-in CSS templates render over
/// ``CSSRenderContext``, with the same findings — on the fixtures, random resolver documents, the
/// vendored corpus and a document with every shape the templates branch on — and the generator
/// takes it only while those templates are the built-in ones.
@Suite struct CSSStylesheetWriterTests {
    /// The generator's options for the CSS platform in each naming and composite style.
    static let optionSets: [GenerateOptions] = {
        var terrazzo = GenerateOptions(platforms: [.css], cssPrefix: "acme", cssNames: .terrazzo, toolVersion: "TEST")
        terrazzo.cssExpandComposites = true
        terrazzo.cssUnitlessSizes = true
        return [GenerateOptions(platforms: [.css], toolVersion: "TEST"), terrazzo]
    }()

    /// Writes the stylesheet of a resolution both ways, in every option set, and records any difference.
    static func expectSameText(
        _ resolution: TokenSetResolution, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let library = try TemplateSet.builtIn.library()
        let template = try #require(library["css/prism-tokens.css.mustache"])
        let configuration = TokenValidation.validate(resolution).configuration
        for options in optionSets {
            let input = EmitterInput(
                resolution: resolution, configuration: configuration, options: options, sourceName: "tokens.json")
            var viaTemplateFindings = DiagnosticBag()
            let context = CSSRenderContext.build(for: input, diagnostics: &viaTemplateFindings)
            let viaTemplate = try template.render(context, partials: library, options: .sourceCode)
            var directFindings = DiagnosticBag()
            let direct = CSSStylesheetWriter.body(for: input, diagnostics: &directFindings)
            // Bytes, not strings: `String` equality would take another Unicode spelling as equal.
            #expect(
                direct.bytes == Array(viaTemplate.utf8), "\(label) (\(options.cssNames)): the direct text differs",
                sourceLocation: sourceLocation)
            #expect(
                directFindings.all.map(\.compilerFormatted) == viaTemplateFindings.all.map(\.compilerFormatted),
                "\(label)", sourceLocation: sourceLocation)
        }
    }

    /// Every branch of the templates: rules inside media queries, a rule with several selectors,
    /// wide-gamut colors (`@supports` and `@media (color-gamut)` blocks), comments from
    /// descriptions that need escaping, deprecations, composite members and a reduced-motion rule.
    static let everyShape = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "palette": { "$type": "color",
              "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$description": "Paper */ white\\nsecond line" },
              "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$deprecated": "Use ink." },
              "vivid": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
              "wider": { "$value": { "colorSpace": "rec2020", "components": [1, 0, 0] } },
              "soft": { "$value": { "colorSpace": "oklch", "components": [0.7, 0.1, 200] } } },
            "space": { "$type": "dimension", "md": { "$value": { "value": 16, "unit": "px" }, "$deprecated": true } },
            "shadow": { "$type": "shadow", "card": { "$description": "Card", "$value": { "color": "{palette.black}",
              "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
              "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } },
            "motion": { "$type": "transition",
              "quick": { "$value": { "duration": { "value": 0, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] } },
              "slide": { "$value": { "duration": { "value": 300, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{motion.quick}" } } } }
          }] } },
          "modifiers": { "mode": { "default": "day", "contexts": {
              "day": [{ "bg": { "$type": "color", "$value": "{palette.white}" } }],
              "night": [{ "bg": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0.5] } } }],
              "dusk": [{ "bg": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.5, 0.1, 30] } } }]
            }, "$extensions": { "com.byescaleira.prism": { "contexts": {
              "night": { "css": { "selectors": [".night", "[data-mode='night']"], "media": "(prefers-color-scheme: dark)" } },
              "dusk": { "css": { "media": "(prefers-contrast: more)" } }
            } } } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
        """

    @Test func everyShapeOfTheTemplatesIsWrittenAlike() throws {
        let resolution = try Resolution.of(Self.everyShape)
        try Self.expectSameText(resolution, "every shape")
        // The document reaches the branches it is meant to.
        var findings = DiagnosticBag()
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: Self.optionSets[0], sourceName: "tokens.json")
        let text = CSSStylesheetWriter.body(for: input, diagnostics: &findings).text
        for expected in [
            "@media (prefers-color-scheme: dark) {\n  :root {", "\n  @media (color-gamut: p3) {\n    :root {\n      --",
            "\n  @supports (color: oklch(0 0 0)) {\n    :root {\n      --",
            "\n@supports (color: oklch(0 0 0)) {\n  :root {",
            "\n@media (color-gamut: rec2020) {", ".night, [data-mode='night'] {\n",
            "@media (prefers-reduced-motion: reduce) {", "  /* Paper * / white second line */\n",
            "  /* Deprecated. */\n",
        ] {
            #expect(text.contains(expected), "missing \(expected.debugDescription)")
        }
    }

    @Test func fixturesAreWrittenAlike() throws {
        for (name, resolution) in try DirectWriterInputs.fixtures() { try Self.expectSameText(resolution, name) }
    }

    @Test(arguments: 1...12) func randomDocumentsAreWrittenAlike(seed: Int) throws {
        try Self.expectSameText(try DirectWriterInputs.random(seed: seed), "seed \(seed)")
    }

    /// With several themes the root rule's lines are written in slices
    /// (``CSSStylesheetWriter/sliceSize`` declarations each) and joined: the same text, comments
    /// of descriptions and deprecations included, as the templates render in one pass.
    @Test func aRootRuleWrittenInSlicesIsTheTemplatesText() throws {
        var members: [String] = []
        for index in 0..<(CSSStylesheetWriter.sliceSize + 1_500) {
            switch index % 4 {
            case 0:
                members.append(
                    #""c\#(index)": { "$type": "color", "$value": \#(srgb(Double(index % 11) / 11, 0.5, 0.5)), "$description": "Color \#(index) */" }"#
                )
            case 1: members.append(#""c\#(index)": { "$value": "{g.c\#(index - 1)}", "$deprecated": true }"#)
            case 2: members.append(#""s\#(index)": { "$type": "dimension", "$value": \#(px(Double(index % 13))) }"#)
            default:
                members.append(
                    #""t\#(index)": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": "{g.s\#(index - 1)}", "fontWeight": 400, "lineHeight": 1.5, "letterSpacing": \#(px(0)) } }"#
                )
            }
        }
        let files = IncrementalResolutionTests.resolverFiles(
            base: #"{ "g": { \#(members.joined(separator: ",\n")) } }"#,
            contexts: [
                ("light", "{}"), ("dark", #"{ "g": { "c0": { "$type": "color", "$value": \#(srgb(0, 0, 0)) } } }"#),
            ])
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(resolution.themes.count == 2)
        try Self.expectSameText(resolution, "sliced root rule")
    }

    @Test func vendoredCorpusIsWrittenAlike() throws {
        let resolutions = try Corpus.tokenResolutions()
        for (path, resolution) in resolutions { try Self.expectSameText(resolution, path) }
        #expect(resolutions.count >= 20, "corpus files checked: \(resolutions.count)")
    }

    @Test func anOverriddenCSSTemplateIsRenderedNotWrittenDirectly() throws {
        #expect(CSSStylesheetWriter.writesSameText(as: .builtIn))
        for name in CSSStylesheetWriter.templates {
            let source = try #require(BuiltInTemplates.sources[name])
            let templates = TemplateSet.builtIn.overriding(with: [name: source + "/* custom \(name) */\n"])
            #expect(!CSSStylesheetWriter.writesSameText(as: templates))
            let css = try CSSTestSupport.render(Self.everyShape, templates: templates).css
            #expect(css.contains("/* custom \(name) */"), "\(name): the override was not rendered")
        }
        // An override identical to the built-in template writes the same text either way.
        let same = TemplateSet.builtIn.overriding(with: [
            "css/rule.mustache": BuiltInTemplates.sources["css/rule.mustache"] ?? ""
        ])
        #expect(CSSStylesheetWriter.writesSameText(as: same))
    }
}
