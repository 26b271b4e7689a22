import Foundation
import Testing

@testable import PrismTokens

/// Themes as selectors and media queries: defaults on `:root`, every context rule complete for
/// its modifier, aliases re-declared where their targets change, explicit choices last.
@Suite struct CSSThemeRulesTests {
    static func resolver(
        modifiers: String,
        base: String =
            #"{ "palette": { "$type": "color", "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }, "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
        order: String
    ) -> String {
        """
        { "version": "2025.10",
          "sets": { "base": { "sources": [\(base)] } },
          "modifiers": { \(modifiers) },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, \(order)] }
        """
    }

    static let unconfigured = resolver(
        modifiers: """
            "theme": { "default": "light", "contexts": {
              "light": [{ "color": { "$type": "color", "bg": { "$value": "{palette.white}" }, "fg": { "$value": "{palette.black}" }, "link": { "$value": "{color.fg}" } } }],
              "dark": [{ "color": { "$type": "color", "bg": { "$value": "{palette.black}" }, "fg": { "$value": "{palette.white}" }, "link": { "$value": "{color.fg}" } } }],
              "darkHighContrast": [{ "color": { "$type": "color", "bg": { "$value": "{palette.black}" }, "fg": { "$value": "{palette.white}" }, "link": { "$value": "{color.fg}" } } }],
              "dim": [{ "color": { "$type": "color", "bg": { "$value": { "colorSpace": "srgb", "components": [0.2, 0.2, 0.2] } }, "fg": { "$value": "{palette.white}" }, "link": { "$value": "{color.fg}" } } }]
            } }
            """, order: ##"{ "$ref": "#/modifiers/theme" }"##)

    @Test func defaultsGiveDataThemeSelectorsAndMediaFromContextNames() throws {
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(Self.unconfigured).css).map(\.header)
        #expect(
            blocks == [
                ":root",
                "@media (prefers-color-scheme: dark)",
                "@media (prefers-color-scheme: dark) and (prefers-contrast: more)",
                "[data-theme=\"light\"]",
                "[data-theme=\"dark\"]",
                "[data-theme=\"darkHighContrast\"]",
                "[data-theme=\"dim\"]",
            ])
    }

    @Test func contextRulesDeclareEverythingTheModifierChangesAndTheAliasesOfIt() throws {
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(Self.unconfigured).css)
        let root = try #require(blocks.first { $0.header == ":root" })
        #expect(root.lines.contains("--prism-color-link: var(--prism-color-fg);"))
        // dim changes only bg in value, but fg is changed by other contexts, and link reads fg:
        // each context rule sets all three so no rule mixes two contexts, and link resolves there.
        let dim = try #require(blocks.first { $0.header == "[data-theme=\"dim\"]" })
        #expect(
            dim.lines == [
                "--prism-color-bg: #333333;",
                "--prism-color-fg: var(--prism-palette-white);",
                "--prism-color-link: var(--prism-color-fg);",
            ])
        let light = try #require(blocks.first { $0.header == "[data-theme=\"light\"]" })
        #expect(
            light.lines.count == 3, "the default context is restated so data-theme=light beats a dark system setting")
        for block in blocks where block.header != ":root" {
            #expect(
                !block.lines.contains { $0.hasPrefix("--prism-palette") },
                "properties no context changes stay on :root only: \(block)")
        }
    }

    @Test func configuredSelectorsAndMediaReplaceDefaultsAndRootIsDropped() throws {
        let json = Self.resolver(
            modifiers: """
                "mode": { "contexts": {
                  "day": [{ "bg": { "$type": "color", "$value": "{palette.white}" } }],
                  "night": [{ "bg": { "$type": "color", "$value": "{palette.black}" } }]
                }, "$extensions": { "com.byescaleira.prism": { "contexts": {
                  "day": { "css": { "selectors": [":root", ".day"] } },
                  "night": { "css": { "selectors": [".night", "[data-mode='night']"], "media": "(prefers-color-scheme: dark)" } }
                } } } }
                """, order: ##"{ "$ref": "#/modifiers/mode" }"##)
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(json).css).map(\.header)
        #expect(blocks == [":root", "@media (prefers-color-scheme: dark)", ".day", ".night, [data-mode='night']"])
    }

    @Test func mediaOnlyConfigurationHasNoSelectorRule() throws {
        let json = Self.resolver(
            modifiers: """
                "theme": { "contexts": {
                  "light": [{ "bg": { "$type": "color", "$value": "{palette.white}" } }],
                  "dark": [{ "bg": { "$type": "color", "$value": "{palette.black}" } }]
                }, "$extensions": { "com.byescaleira.prism": { "contexts": { "dark": { "css": { "media": "(prefers-color-scheme: dark)" } } } } } }
                """, order: ##"{ "$ref": "#/modifiers/theme" }"##)
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(json).css).map(\.header)
        #expect(blocks == [":root", "@media (prefers-color-scheme: dark)", "[data-theme=\"light\"]"])
    }

    static let twoModifiers = resolver(
        modifiers: """
            "theme": { "contexts": {
              "light": [{ "bg": { "$type": "color", "$value": "{palette.white}" } }],
              "dark": [{ "bg": { "$type": "color", "$value": "{palette.black}" } }]
            } },
            "density": { "contexts": {
              "regular": [{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }],
              "compact": [{ "gap": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } }]
            } }
            """, order: ##"{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }"##)

    @Test func severalModifiersUseOneAttributeEachAndIndependentValuesNeedNoCombination() throws {
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(Self.twoModifiers).css)
        #expect(
            blocks.map(\.header) == [
                ":root", "@media (prefers-color-scheme: dark)",
                "[data-theme=\"light\"]", "[data-theme=\"dark\"]", "[data-density=\"regular\"]",
                "[data-density=\"compact\"]",
            ])
        #expect(blocks.first { $0.header == "[data-density=\"compact\"]" }?.lines == ["--prism-gap: 4px;"])
    }

    static func twoModifierDocument(
        dark: String, compact: String,
        order: String = ##"{ "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }"##
    ) -> String {
        """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "edge": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } },
            "thick": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }] } },
          "modifiers": {
            "theme": { "contexts": { "light": [{}], "dark": [\(dark)] } },
            "density": { "contexts": { "regular": [{}], "compact": [\(compact)] } }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, \(order)]
        }
        """
    }

    @Test func cascadeOfSingleContextRulesNeedsNoCombinationRule() throws {
        // Later modifiers override earlier ones in both the resolution order and the CSS order.
        let overriding = Self.twoModifierDocument(
            dark: #"{ "edge": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#,
            compact: #"{ "edge": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } } }"#)
        let headers = CSSTestSupport.blocks(try CSSTestSupport.render(overriding).css).map(\.header)
        #expect(
            headers == [
                ":root", "@media (prefers-color-scheme: dark)", "[data-theme=\"light\"]", "[data-theme=\"dark\"]",
                "[data-density=\"regular\"]", "[data-density=\"compact\"]",
            ])
    }

    @Test func aliasReadingAnotherModifiersTokenFollowsTheCascade() throws {
        // dark makes edge read thick; compact changes thick. On an element with both, dark's
        // edge: var(--prism-thick) reads compact's 3px, as the resolver does: no combination rule.
        let json = Self.twoModifierDocument(
            dark:
                #"{ "edge": { "$type": "dimension", "$value": "{thick}" }, "thick": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#,
            compact: #"{ "thick": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } } }"#)
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(json).css)
        #expect(!blocks.contains { $0.header.contains(":is(") })
        #expect(blocks.first { $0.header == "[data-density=\"compact\"]" }?.lines == ["--prism-thick: 3px;"])
        #expect(
            blocks.first { $0.header == "[data-theme=\"dark\"]" }?.lines == [
                "--prism-edge: var(--prism-thick);", "--prism-thick: 2px;",
            ])
    }

    @Test func combinationRuleWhenTheCascadeOfSingleContextRulesIsWrong() throws {
        // compact sets edge back to its default 1px, so compact's own rule does not mention edge;
        // dark+compact resolves to 1px (density is last), but dark's rule alone would give 2px.
        let json = Self.twoModifierDocument(
            dark: #"{ "edge": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }"#,
            compact:
                #"{ "edge": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } }, "thick": { "$type": "dimension", "$value": { "value": 3, "unit": "px" } } }"#
        )
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(json).css)
        #expect(
            blocks.map(\.header) == [
                ":root", "@media (prefers-color-scheme: dark)",
                "[data-theme=\"light\"]", "[data-theme=\"dark\"]", "[data-density=\"regular\"]",
                "[data-density=\"compact\"]",
                "@media (prefers-color-scheme: dark)",
                ":is([data-theme=\"dark\"]):is([data-density=\"compact\"])",
            ])
        #expect(
            blocks[6].lines == [
                ":is([data-density=\"compact\"]):not(:is([data-theme=\"light\"])) {", "--prism-edge: 1px;",
            ])
        #expect(blocks[7].lines == ["--prism-edge: 1px;"])
        #expect(blocks[5].lines == ["--prism-thick: 3px;"])
    }

    @Test func themedFixtureMatchesItsConfiguration() throws {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("tokens/themed.resolver.json"), encoding: .utf8)
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(text).css)
        #expect(
            blocks.map(\.header) == [
                ":root", "@media (prefers-color-scheme: dark)", "@media (prefers-contrast: more)",
                "[data-theme=\"light\"]", "[data-theme=\"dark\"]", "[data-theme=\"highContrast\"]",
                "@media (prefers-reduced-motion: reduce)",
            ])
        let highContrast = try #require(blocks.first { $0.header == "[data-theme=\"highContrast\"]" })
        #expect(
            highContrast.lines == [
                "--prism-color-background: #ffffff;", "--prism-color-on-background: #000000;",
                "--prism-color-brand: #003380;", "--prism-color-on-brand: #ffffff;",
            ])
    }

    /// The position-by-position comparison finds what a comparison by property finds, when the
    /// lists are in one order, reordered, or one lacks properties the other has.
    @Test func differencesMatchAComparisonByProperty() {
        func list(_ pairs: [(String, String)]) -> CSSDeclarationList {
            CSSDeclarationList(
                pairs.map {
                    CSSDeclaration(property: $0.0, value: CSSValue($0.1), token: TokenPath([$0.0]), member: nil)
                })
        }
        func byProperty(_ a: CSSDeclarationList, _ b: CSSDeclarationList) -> Set<String> {
            Set(a.properties + b.properties).filter { a[$0]?.value != b[$0]?.value }
        }
        let root = list([("--a", "1"), ("--b", "2"), ("--c", "3"), ("--d", "4")])
        let variants = [
            list([("--a", "1"), ("--b", "9"), ("--c", "3"), ("--d", "4")]),
            list([("--b", "2"), ("--a", "1"), ("--d", "5"), ("--c", "3")]),
            list([("--a", "1"), ("--c", "3")]),
            list([("--a", "1"), ("--b", "2"), ("--c", "3"), ("--d", "4"), ("--e", "5")]),
            list([("--x", "1"), ("--b", "2"), ("--c", "7"), ("--d", "4")]),
            list([]),
        ]
        for variant in variants {
            #expect(CSSThemeRules.differences(root, variant) == byProperty(root, variant))
            #expect(CSSThemeRules.differences(variant, root) == byProperty(variant, root))
        }
        #expect(CSSThemeRules.differences(root, variants[0]) == ["--b"])
        #expect(CSSThemeRules.differences(root, variants[4]) == ["--a", "--x", "--c"])
    }
}
