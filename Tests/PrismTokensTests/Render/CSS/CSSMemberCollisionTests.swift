import Foundation
import Testing

@testable import PrismTokens

/// A composite's generated member properties never block a build: a real token keeps its name.
@Suite struct CSSMemberCollisionTests {
    /// `focus.outline` (border) would write `--prism-focus-outline-color`, the name of `focus.outlineColor`.
    static let borderAndColor = """
        { "focus": {
          "outline": { "$type": "border", "$value": { "width": { "value": 2, "unit": "px" }, "style": "solid", "color": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } },
          "outlineColor": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }
        """

    @Test func theRealTokenKeepsTheNameAndTheMemberIsLeftOutWithANote() throws {
        let output = try CSSTestSupport.render(Self.borderAndColor)
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics.all.map(\.compilerFormatted))")
        let root = try #require(CSSTestSupport.blocks(output.css).first { $0.header == ":root" })
        let color = root.lines.filter { $0.hasPrefix("--prism-focus-outline-color:") }
        #expect(color == ["--prism-focus-outline-color: #ff0000;"], "the color token's value, declared once: \(color)")
        #expect(root.lines.contains("--prism-focus-outline: 2px solid #0066cc;"))
        #expect(root.lines.contains("--prism-focus-outline-width: 2px;"))
        let note = try #require(output.diagnostics.all.first { $0.rule == "render.css-member" })
        #expect(note.severity == .note)
        #expect(note.token == "focus.outline")
        #expect(note.message.contains("--prism-focus-outline-color"))
        #expect(note.location?.line == 2)
        #expect(RuleCatalog.rule("render.css-member")?.defaultSeverity == .note)
    }

    @Test func aTypographyMemberYieldsToADimensionToken() throws {
        let output = try CSSTestSupport.render(
            """
            { "type": {
              "body": { "$type": "typography", "$value": { "fontFamily": "serif", "fontSize": { "value": 16, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } },
              "bodyFontSize": { "$type": "dimension", "$value": { "value": 18, "unit": "px" } } } }
            """)
        #expect(!output.diagnostics.hasErrors)
        #expect(output.css.contains("--prism-type-body-font-size: 18px;"))
        #expect(!output.css.contains("--prism-type-body-font-size: 16px;"))
        #expect(output.css.contains("--prism-type-body: 400 16px/1.5 serif;"), "the whole value keeps the member")
        #expect(
            output.diagnostics.all.contains {
                $0.rule == "render.css-member" && $0.message.contains("--prism-type-body-font-size")
            })
    }

    @Test func anAliasOfTheCompositeWritesTheShadowedMemberAsALiteral() throws {
        let output = try CSSTestSupport.render(
            """
            { "focus": {
              "outline": { "$type": "border", "$value": { "width": { "value": 2, "unit": "px" }, "style": "solid", "color": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } },
              "outlineColor": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
              "ring": { "$type": "border", "$value": "{focus.outline}" } } }
            """)
        #expect(!output.diagnostics.hasErrors)
        #expect(output.css.contains("--prism-focus-ring: var(--prism-focus-outline);"))
        #expect(output.css.contains("--prism-focus-ring-width: var(--prism-focus-outline-width);"))
        #expect(
            output.css.contains("--prism-focus-ring-color: #0066cc;"),
            "not var(--prism-focus-outline-color), which is the red token")
    }

    @Test func themesKeepTheTokensValue() throws {
        let output = try CSSTestSupport.render(
            """
            { "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }],
              "sets": { "base": { "sources": [{ "focus": { "outlineColor": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } } } }] } },
              "modifiers": { "theme": { "default": "light", "contexts": {
                "light": [{ "focus": { "outline": { "$type": "border", "$value": { "width": { "value": 1, "unit": "px" }, "style": "solid", "color": { "colorSpace": "srgb", "components": [0, 0, 0] } } } } }],
                "dark": [{ "focus": { "outline": { "$type": "border", "$value": { "width": { "value": 1, "unit": "px" }, "style": "solid", "color": { "colorSpace": "srgb", "components": [1, 1, 1] } } } } }] } } } }
            """)
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics.all.map(\.compilerFormatted))")
        for block in CSSTestSupport.blocks(output.css) {
            for line in block.lines where line.hasPrefix("--prism-focus-outline-color:") {
                #expect(line == "--prism-focus-outline-color: #ff0000;", "\(block.header): \(line)")
            }
        }
        #expect(
            output.css.contains("--prism-focus-outline: 1px solid #ffffff;"),
            "the dark theme still changes the whole value")
    }

    @Test func twoRealTokensAreStillAnError() throws {
        let output = try CSSTestSupport.render(
            """
            { "color": { "$type": "color",
              "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "on-surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """)
        #expect(output.diagnostics.all.filter { $0.rule == "render.css-name" && $0.severity == .error }.count == 1)
    }
}

/// Extra members of a typography value become sub-properties, as the known members do.
@Suite struct CSSExtraMemberTests {
    @Test func extraTypographyMembersAreWrittenAsWritten() throws {
        let lines = try CSSTestSupport.declarations(
            """
            { "fonts": { "large": { "$type": "typography", "$value": {
              "fontFamily": "Segoe UI", "fontSize": { "value": 18, "unit": "px" }, "fontWeight": 400, "lineHeight": 1,
              "letterSpacing": { "value": 0, "unit": "px" },
              "WebkitFontSmoothing": "antialiased", "-moz-osx-font-smoothing": "grayscale", "textTransform": "uppercase" } } } }
            """, "fonts.large")
        #expect(
            Array(lines.suffix(3)) == [
                "--prism-fonts-large--moz-osx-font-smoothing: grayscale",
                "--prism-fonts-large--webkit-font-smoothing: antialiased",
                "--prism-fonts-large-text-transform: uppercase",
            ], "in key order: \(lines)")
        #expect(lines.first == "--prism-fonts-large: 400 18px/1 \"Segoe UI\"", "the font shorthand is unchanged")
    }

    @Test func vendorPrefixesAndCamelCaseBecomeCSSNames() {
        #expect(CSSMember.extra("WebkitFontSmoothing")?.rawValue == "-webkit-font-smoothing")
        #expect(CSSMember.extra("-webkit-font-smoothing")?.rawValue == "-webkit-font-smoothing")
        #expect(CSSMember.extra("fontVariationSettings")?.rawValue == "font-variation-settings")
        #expect(CSSMember.extra("***") == nil)
    }

    @Test func anItalicFontStyleJoinsTheFontShorthand() throws {
        let lines = try CSSTestSupport.declarations(
            """
            { "t": { "$type": "typography", "$value": { "fontFamily": "serif", "fontSize": { "value": 18, "unit": "px" }, "fontWeight": 300,
              "lineHeight": 1.5, "letterSpacing": { "value": 0, "unit": "px" }, "fontStyle": "italic" } } }
            """, "t")
        #expect(lines.first == "--prism-t: italic 300 18px/1.5 serif", "\(lines)")
        #expect(lines.contains("--prism-t-font-style: italic"))
    }
}
