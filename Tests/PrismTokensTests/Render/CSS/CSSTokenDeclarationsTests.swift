import Testing

@testable import PrismTokens

/// Every token type in CSS syntax, with references as `var()` and wide-gamut colors with fallbacks.
@Suite struct CSSTokenDeclarationsTests {
    static let allTypes = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } },
            "scrim": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.4 } },
            "p3": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0], "hex": "#ff0000" } },
            "p3NoHex": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] } },
            "teal": { "$value": { "colorSpace": "oklch", "components": [0.6, 0.1, 190], "alpha": 0.5 } },
            "hsl": { "$value": { "colorSpace": "hsl", "components": [120, 50, 40] } },
            "gray": { "$value": { "colorSpace": "oklch", "components": [0.5, 0, "none"] } },
            "alias": { "$value": "{color.blue}" }
          },
          "size": { "$type": "dimension", "sm": { "$value": { "value": 8, "unit": "px" } }, "md": { "$value": { "value": 1.5, "unit": "rem" } } },
          "font": {
            "family": { "$type": "fontFamily", "$value": ["SF Pro Text", "-apple-system", "system-ui", "sans-serif"] },
            "single": { "$type": "fontFamily", "$value": "SF Mono" },
            "weight": { "$type": "fontWeight", "$value": "semi-bold" }
          },
          "motion": {
            "fast": { "$type": "duration", "$value": { "value": 0.15, "unit": "s" } },
            "ease": { "$type": "cubicBezier", "$value": [0.4, 0, 0.2, 1] },
            "standard": { "$type": "transition", "$value": { "duration": { "value": 250, "unit": "ms" }, "delay": { "value": 10, "unit": "ms" }, "timingFunction": [0.3, 0, 0.7, 1.5] } },
            "referencing": { "$type": "transition", "$value": { "duration": "{motion.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": "{motion.ease}" } }
          },
          "ratio": { "$type": "number", "$value": 0.1 },
          "stroke": {
            "solid": { "$type": "strokeStyle", "$value": "dotted" },
            "dashed": { "$type": "strokeStyle", "$value": { "dashArray": [{ "value": 4, "unit": "px" }, "{size.sm}"], "lineCap": "round" } }
          },
          "border": { "focus": { "$type": "border", "$value": { "color": { "colorSpace": "display-p3", "components": [0, 0.5, 1] }, "width": "{size.sm}", "style": "dashed" } } },
          "shadow": {
            "one": { "$type": "shadow", "$value": { "color": "{color.scrim}", "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 3, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } },
            "two": { "$type": "shadow", "$value": [
              { "color": { "colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.12 }, "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" }, "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } },
              { "color": "{color.p3}", "offsetX": { "value": 1, "unit": "px" }, "offsetY": { "value": 8, "unit": "px" }, "blur": { "value": 16, "unit": "px" }, "spread": { "value": -2, "unit": "px" }, "inset": true }
            ] }
          },
          "gradient": { "brand": { "$type": "gradient", "$value": [
            { "color": "{color.blue}", "position": 0 },
            { "color": { "colorSpace": "oklch", "components": [0.7, 0.2, 30] }, "position": 0.3 },
            { "color": { "colorSpace": "srgb", "components": [1, 1, 1] }, "position": "{ratio}" }
          ] } },
          "typography": {
            "body": { "$type": "typography", "$value": { "fontFamily": "{font.family}", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": -0.5, "unit": "px" }, "lineHeight": 1.294 } },
            "quoted": { "$type": "typography", "$value": { "fontFamily": ["O'Brien \\"Sans\\"", "serif"], "fontSize": { "value": 1, "unit": "rem" }, "fontWeight": "bold", "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 } },
            "alias": { "$value": "{typography.body}" }
          }
        }
        """

    func declarations(_ path: String) throws -> [String] { try CSSTestSupport.declarations(Self.allTypes, path) }

    @Test func srgbColorsAreHexOrRGBWithAlpha() throws {
        #expect(try declarations("color.blue") == ["--prism-color-blue: #0066cc"])
        #expect(try declarations("color.scrim") == ["--prism-color-scrim: rgb(0 0 0 / 0.4)"])
        #expect(try declarations("color.hsl") == ["--prism-color-hsl: #339933"])
    }

    @Test func wideGamutColorsKeepTheirSpaceBehindAnSRGBFallback() throws {
        // Outside sRGB: the sRGB fallback for every display, the color itself for P3 displays.
        #expect(try declarations("color.p3") == ["--prism-color-p3: #ff0000 | p3: color(display-p3 1 0 0)"])
        let noHex = try #require(try declarations("color.p3NoHex").first)
        #expect(noHex.hasPrefix("--prism-color-p3-no-hex: #00"), "gamut-mapped fallback: \(noHex)")
        #expect(noHex.hasSuffix(" | p3: color(display-p3 0 1 0)"))
        // Inside sRGB but in another space: the exact color where its syntax is supported.
        let teal = try #require(try declarations("color.teal").first)
        #expect(
            teal.hasPrefix("--prism-color-teal: rgb(")
                && teal.contains(" / 0.5) | oklch(0.6 0.1 190 / 0.5) @ (color: oklch(0 0 0))"), "\(teal)")
        let gray = try #require(try declarations("color.gray").first)
        #expect(gray.hasSuffix("| oklch(0.5 0 none) @ (color: oklch(0 0 none))"), "\(gray)")
    }

    @Test func wholeValueAliasesBecomeVar() throws {
        #expect(try declarations("color.alias") == ["--prism-color-alias: var(--prism-color-blue)"])
        #expect(
            try declarations("typography.alias") == [
                "--prism-typography-alias: var(--prism-typography-body)",
                "--prism-typography-alias-font-family: var(--prism-typography-body-font-family)",
                "--prism-typography-alias-font-size: var(--prism-typography-body-font-size)",
                "--prism-typography-alias-font-weight: var(--prism-typography-body-font-weight)",
                "--prism-typography-alias-line-height: var(--prism-typography-body-line-height)",
                "--prism-typography-alias-letter-spacing: var(--prism-typography-body-letter-spacing)",
            ])
    }

    @Test func simpleTypes() throws {
        #expect(try declarations("size.sm") == ["--prism-size-sm: 8px"])
        #expect(try declarations("size.md") == ["--prism-size-md: 1.5rem"])
        #expect(
            try declarations("font.family") == [
                "--prism-font-family: \"SF Pro Text\", -apple-system, system-ui, sans-serif"
            ])
        #expect(try declarations("font.single") == ["--prism-font-single: \"SF Mono\""])
        #expect(try declarations("font.weight") == ["--prism-font-weight: 600"])
        #expect(try declarations("motion.fast") == ["--prism-motion-fast: 0.15s"])
        #expect(try declarations("motion.ease") == ["--prism-motion-ease: cubic-bezier(0.4, 0, 0.2, 1)"])
        #expect(try declarations("ratio") == ["--prism-ratio: 0.1"])
        #expect(try declarations("stroke.solid") == ["--prism-stroke-solid: dotted"])
    }

    @Test func transitionsHaveShorthandAndMembers() throws {
        #expect(
            try declarations("motion.standard") == [
                "--prism-motion-standard: 250ms cubic-bezier(0.3, 0, 0.7, 1.5) 10ms",
                "--prism-motion-standard-duration: 250ms",
                "--prism-motion-standard-timing-function: cubic-bezier(0.3, 0, 0.7, 1.5)",
                "--prism-motion-standard-delay: 10ms",
            ])
        #expect(
            try declarations("motion.referencing").prefix(3) == [
                "--prism-motion-referencing: var(--prism-motion-fast) var(--prism-motion-ease) 0ms",
                "--prism-motion-referencing-duration: var(--prism-motion-fast)",
                "--prism-motion-referencing-timing-function: var(--prism-motion-ease)",
            ])
    }

    @Test func dashPatternIsDashedWithMembers() throws {
        #expect(
            try declarations("stroke.dashed") == [
                "--prism-stroke-dashed: dashed",
                "--prism-stroke-dashed-dash-array: 4px var(--prism-size-sm)",
                "--prism-stroke-dashed-line-cap: round",
            ])
    }

    @Test func borderIsWidthStyleColorWithWideGamutVariant() throws {
        let lines = try declarations("border.focus")
        #expect(lines.count == 4)
        #expect(lines[0].hasPrefix("--prism-border-focus: var(--prism-size-sm) dashed #"))
        #expect(lines[0].hasSuffix(" | p3: var(--prism-size-sm) dashed color(display-p3 0 0.5 1)"), "\(lines[0])")
        #expect(lines[1] == "--prism-border-focus-width: var(--prism-size-sm)")
        #expect(lines[2] == "--prism-border-focus-style: dashed")
    }

    @Test func shadowsAreLayersWithInsetAndReferences() throws {
        #expect(try declarations("shadow.one") == ["--prism-shadow-one: 0px 1px 3px 0px var(--prism-color-scrim)"])
        #expect(
            try declarations("shadow.two") == [
                "--prism-shadow-two: 0px 2px 4px 0px rgb(0 0 0 / 0.12), inset 1px 8px 16px -2px var(--prism-color-p3)"
            ])
    }

    @Test func gradientRunsLeftToRightWithStopsMember() throws {
        let lines = try declarations("gradient.brand")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("--prism-gradient-brand: linear-gradient(90deg, var(--prism-color-blue) 0%, #"))
        // oklch(0.7 0.2 30) is outside sRGB and inside P3.
        #expect(
            lines[0].contains(
                " 30%, #ffffff calc(var(--prism-ratio) * 100%)) | p3: linear-gradient(90deg, var(--prism-color-blue) 0%, oklch(0.7 0.2 30) 30%, #ffffff calc(var(--prism-ratio) * 100%))"
            ), "\(lines[0])")
        #expect(lines[1].hasPrefix("--prism-gradient-brand-stops: var(--prism-color-blue) 0%, #"))
    }

    @Test func typographyIsFontShorthandAndSeparateProperties() throws {
        #expect(
            try declarations("typography.body") == [
                "--prism-typography-body: 400 17px/1.294 var(--prism-font-family)",
                "--prism-typography-body-font-family: var(--prism-font-family)",
                "--prism-typography-body-font-size: 17px",
                "--prism-typography-body-font-weight: 400",
                "--prism-typography-body-line-height: 1.294",
                "--prism-typography-body-letter-spacing: -0.5px",
            ])
        #expect(
            try declarations("typography.quoted").first
                == "--prism-typography-quoted: 700 1rem/1.5 \"O'Brien \\\"Sans\\\"\", serif")
    }

    @Test func numbersAreRoundedAndPlain() {
        #expect(CSSNumber.format(0.07 * 100) == "7")
        #expect(CSSNumber.format(-0.0) == "0")
        #expect(CSSNumber.format(1.294) == "1.294")
        #expect(CSSNumber.format(2) == "2")
        #expect(CSSNumber.percentage(0.3) == "30%")
        #expect(CSSNumber.format(0.0000004) == "0")
        #expect(CSSNumber.format(-2.5) == "-2.5")
        #expect(CSSNumber.format(0.1234567) == "0.123457")
        #expect(CSSNumber.format(1e20) == "1e20")
    }

    @Test func wideGamutDeclarationsGoBehindTheDisplaysGamut() throws {
        let css = try CSSTestSupport.render(Self.allTypes).css
        let blocks = CSSTestSupport.blocks(css)
        let supports = blocks.filter { $0.header.hasPrefix("@supports") }
        #expect(
            !supports.map(\.header).contains("@supports (color: color(display-p3 0 0 0))"),
            "every browser parses color(display-p3), whatever its display")
        #expect(supports.map(\.header).contains("@supports (color: oklch(0 0 0))"))
        let p3 = try #require(blocks.first { $0.header == "@media (color-gamut: p3)" })
        #expect(p3.lines.contains("--prism-color-p3: color(display-p3 1 0 0);"))
        #expect(p3.lines.first == ":root {")
        // The fallback comes first, in :root.
        let root = try #require(blocks.first { $0.header == ":root" })
        #expect(root.lines.contains("--prism-color-p3: #ff0000;"))
    }
}

/// Colors outside sRGB: a CSS Color 4 gamut-mapped sRGB fallback, then `@media (color-gamut: p3)`
/// and `(color-gamut: rec2020)` values.
@Suite struct CSSGamutFallbackTests {
    /// Terrazzo's `type-color` fixture: the dark theme's `hdr-blue`, outside sRGB and outside P3.
    static let hdrBlue =
        #"{ "color": { "hdr-blue": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.6471, 0.242, 257.45] } } } }"#

    @Test func anSRGBDisplayGetsTheGamutMappedColor() throws {
        let line = try #require(try CSSTestSupport.declarations(Self.hdrBlue, "color.hdr-blue").first)
        // CSS Color 4 (OKLCH chroma reduction) gives sRGB ≈ [0.14, 0.54, 1.0]; Terrazzo's fallback is the same color.
        #expect(line.hasPrefix("--prism-color-hdr-blue: #2389ff |"), "\(line)")
        #expect(!line.contains("@ (color:"), "no @supports variant: \(line)")
    }

    @Test func p3AndRec2020DisplaysGetColorsInsideTheirGamut() throws {
        let line = try #require(try CSSTestSupport.declarations(Self.hdrBlue, "color.hdr-blue").first)
        let p3Text = try #require(line.components(separatedBy: " | p3: ").last?.components(separatedBy: " | ").first)
        #expect(p3Text.hasPrefix("color(display-p3 "), "outside P3 too, so mapped into it: \(p3Text)")
        let channels = p3Text.dropFirst("color(display-p3 ".count).dropLast().split(separator: " ").compactMap {
            Double($0)
        }
        #expect(channels.count == 3 && channels.allSatisfy { $0 >= 0 && $0 <= 1 }, "\(p3Text)")
        #expect(line.contains(" | rec2020: "), "\(line)")
    }

    @Test func aColorInsideP3IsWrittenAsItIsForP3Displays() throws {
        let line = try #require(
            try CSSTestSupport.declarations(
                #"{ "c": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } } }"#,
                "c"
            ).first)
        #expect(
            line == "--prism-c: #ff0b0c | p3: color(display-p3 1 0 0)",
            "P3 red: its CSS Color 4 gamut-mapped sRGB fallback, itself for P3 displays, no rec2020 block")
    }

    @Test func colorsInsideSRGBAreUnchanged() throws {
        let line = try #require(
            try CSSTestSupport.declarations(
                #"{ "c": { "$type": "color", "$value": { "colorSpace": "oklch", "components": [0.6, 0.1, 190] } } }"#,
                "c"
            ).first)
        #expect(line.hasSuffix(" | oklch(0.6 0.1 190) @ (color: oklch(0 0 0))"), "\(line)")
        #expect(!line.contains("p3:"))
    }

    @Test func theStylesheetChoosesByColorGamutAfterTheSRGBRule() throws {
        let css = try CSSTestSupport.render(Self.hdrBlue).css
        let headers = CSSTestSupport.blocks(css).map(\.header)
        #expect(headers == [":root", "@media (color-gamut: p3)", "@media (color-gamut: rec2020)"], "\(headers)")
        #expect(!css.contains("@supports"))
    }
}
