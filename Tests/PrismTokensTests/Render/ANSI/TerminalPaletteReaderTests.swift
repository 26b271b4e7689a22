import Foundation
import PrismAccessibility
import Testing

@testable import PrismTokens

/// Reading slots, terminal colors and roles from the Prism extension, and the SGR/OSC they become.
@Suite struct TerminalPaletteReaderTests {
    static func terminalFixture() throws -> [TerminalPalette] {
        let provider = DiskSourceFileProvider(baseDirectory: GoldenTests.fixtures.path)
        let resolution = try TokenSetResolution.resolve(file: "terminal.resolver.json", provider: provider)
        var diagnostics = DiagnosticBag()
        let palettes = resolution.themes.map { TerminalPaletteReader.read($0, diagnostics: &diagnostics) }
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all.map(\.compilerFormatted))")
        return palettes
    }

    @Test func terminalFixtureHasEverySlotColorAndRole() throws {
        let palettes = try Self.terminalFixture()
        #expect(palettes.map(\.themeName) == ["light", "dark"])
        for palette in palettes {
            #expect(palette.slots.map(\.index) == Array(0..<16))
            #expect(palette.terminalColors.map(\.key) == TerminalColorKey.allCases)
            #expect(palette.roles.map(\.name) == ["error", "warning", "success", "info", "muted"])
        }
        let light = palettes[0]
        #expect(light.slot(1)?.color.opaqueHexString == "#b42318")
        #expect(light.slot(1)?.token.description == "terminal.ansi.red")
        #expect(light.background?.color.opaqueHexString == "#ffffff")
        #expect(palettes[1].background?.color.opaqueHexString == "#0d1117")
    }

    @Test func rolesFollowTheirAliasToTheSlot() throws {
        let light = try Self.terminalFixture()[0]
        let slots = Dictionary(uniqueKeysWithValues: light.roles.map { ($0.name, $0.slot) })
        #expect(slots == ["error": 1, "warning": 3, "success": 2, "info": 4, "muted": nil])
        #expect(light.roles[0].slotToken?.description == "terminal.ansi.red")
        #expect(light.roles[4].slotToken == nil)
    }

    @Test func aliasChainsOfSeveralHopsReachTheSlot() throws {
        let json = """
            {
              "base": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.8, 0.1, 0.1] } },
              "slot": { "$type": "color", "$value": "{base}", "$extensions": { "com.byescaleira.prism": { "ansi": 9 } } },
              "status": { "$type": "color", "$value": "{slot}" },
              "role": { "$type": "color", "$value": "{status}", "$extensions": { "com.byescaleira.prism": { "cliRole": "error" } } }
            }
            """
        let (palettes, diagnostics) = try InlineTokens.palettes(json)
        #expect(diagnostics.all.isEmpty)
        #expect(palettes[0].roles.first?.slot == 9)
        #expect(palettes[0].roles.first?.slotToken?.description == "slot")
        #expect(SGR.foregroundLevels(palettes[0].roles[0].color, slot: 9).ansi16 == "91")
    }

    @Test func malformedKeysAreWarnedAboutAndSkipped() throws {
        let json = """
            {
              "c": {
                "$type": "color",
                "a": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": 16 } } },
                "b": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": 1.5 } } },
                "c": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": "1" } } },
                "d": { "$value": { "colorSpace": "srgb", "components": [1, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } },
                "e": { "$value": { "colorSpace": "srgb", "components": [0, 1, 0] }, "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } },
                "f": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "terminal": "bg" } } },
                "g": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "cliRole": "" } } },
                "h": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "cliRole": "error" } } },
                "i": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$extensions": { "com.byescaleira.prism": { "cliRole": "error" } } }
              },
              "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" }, "$extensions": { "com.byescaleira.prism": { "ansi": 2 } } }
            }
            """
        let (palettes, diagnostics) = try InlineTokens.palettes(json)
        let palette = palettes[0]
        #expect(palette.slots.map(\.index) == [1])
        #expect(palette.slot(1)?.token.description == "c.d")
        #expect(palette.terminalColors.isEmpty)
        #expect(palette.roles.map(\.token.description) == ["c.h"])
        let messages = diagnostics.all.map(\.message)
        #expect(diagnostics.all.count == 8, "\(messages)")
        #expect(
            diagnostics.all.allSatisfy {
                $0.severity == .warning && $0.rule == "terminal.palette" && $0.location != nil
            })
        #expect(messages.contains { $0.contains("not 16") })
        #expect(messages.contains { $0.contains("not 1.5") })
        #expect(messages.contains { $0.contains("not a string") })
        #expect(messages.contains { $0.contains("slot 1 is already filled by c.d") })
        #expect(messages.contains { $0.contains("'terminal' must be one of foreground, background") })
        #expect(messages.contains { $0.contains("size, which is not a color") })
    }

    @Test func translucentColorsAreFlattenedOverTheBackground() throws {
        let json = """
            {
              "t": {
                "$type": "color",
                "bg": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "terminal": "background" } } },
                "half": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1], "alpha": 0.5 }, "$extensions": { "com.byescaleira.prism": { "ansi": 7 } } }
              }
            }
            """
        let (palettes, diagnostics) = try InlineTokens.palettes(json)
        #expect(diagnostics.all.isEmpty)
        #expect(palettes[0].slot(7)?.color.opaqueHexString == "#808080")
        #expect(palettes[0].slot(7)?.color.isOpaque == true)
    }

    @Test func wideGamutColorsAreGamutMappedIntoSRGB() throws {
        let json = """
            { "p3": { "$type": "color", "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] }, "$extensions": { "com.byescaleira.prism": { "cliRole": "error" } } } }
            """
        let (palettes, _) = try InlineTokens.palettes(json)
        let color = try #require(palettes[0].roles.first?.color)
        #expect(color.isInGamut)
        #expect(color == ColorValue(space: .displayP3, 1, 0, 0).gamutMappedSRGB().roundedTo8Bit())
    }

    @Test func sgrParameters() {
        let color = SRGBColor(red8: 180, green8: 35, blue8: 24)
        #expect(SGR.trueColorForeground(color) == "38;2;180;35;24")
        #expect(SGR.paletteForeground(124) == "38;5;124")
        #expect(
            (0..<16).map(SGR.slotForeground) == [
                "30", "31", "32", "33", "34", "35", "36", "37", "90", "91", "92", "93", "94", "95", "96", "97",
            ])
        let levels = SGR.foregroundLevels(color, slot: nil)
        #expect(levels.ansi256 == "38;5;\(XtermPalette.nearest256(to: color))")
        #expect(levels.ansi16 == SGR.slotForeground(XtermPalette.nearest16(to: color)))
        #expect(!levels.ansi16FromSlot)
        #expect(SGR.foregroundLevels(color, slot: 12).ansi16 == "94")
    }

    @Test func oscBodies() {
        let color = SRGBColor(red8: 10, green8: 88, blue8: 202)
        #expect(OSC.setSlot(4, to: color) == "4;4;rgb:0a/58/ca")
        #expect(
            TerminalColorKey.allCases.map { OSC.set($0, to: color) } == [
                "10;rgb:0a/58/ca", "11;rgb:0a/58/ca", "12;rgb:0a/58/ca", nil, "17;rgb:0a/58/ca", "19;rgb:0a/58/ca",
            ])
        #expect(TerminalColorKey.allCases.compactMap(OSC.reset) == ["110", "111", "112", "117", "119"])
        #expect(OSC.resetSlots == "104")
    }

    @Test func contrastRatiosAreTruncatedAndJudgedUnrounded() {
        #expect(TerminalContrastTable.formatted(4.499999) == "4.49:1")
        #expect(TerminalContrastTable.formatted(21) == "21.00:1")
        #expect(TerminalContrastTable.formatted(3.056) == "3.05:1")
        let row = TerminalContrastTable.Row(label: "x", token: TokenPath(["x"]), via: nil, color: .black, ratio: 4.4999)
        #expect(!row.passesAA && row.passesAALarge)
    }

    @Test func contrastTableMeasuresAgainstTheTerminalBackground() throws {
        let light = try Self.terminalFixture()[0]
        let table = TerminalContrastTable(light)
        #expect(table.rows.count == 1 + 16 + 5)
        for row in table.rows {
            #expect(row.ratio == WCAGContrast.ratio(row.color, SRGBColor(red8: 255, green8: 255, blue8: 255)))
        }
        let white = try #require(table.rows.first { $0.label == "slot 15 (bright white)" })
        #expect(white.ratio == 1 && !white.passesAALarge)
        let error = try #require(table.rows.first { $0.label == "role error" })
        #expect(error.passesAA && error.via?.description == "terminal.ansi.red")
    }

    static func prism(_ keys: String) -> String { #", "$extensions": { "com.byescaleira.prism": { \#(keys) } }"# }
    static func color(_ r: Double) -> String { #"{ "colorSpace": "srgb", "components": [\#(r), 0.2, 0.3] }"# }

    /// A resolver of one base file of palette colors (slots 0–7, the background, a role, a slot on
    /// a dimension) and one modifier with a context per element of `contexts`.
    static func paletteResolution(contexts: [String]) throws -> TokenSetResolution {
        var base: [String] = []
        for i in 0..<12 {
            let keys = i < 8 ? prism(#""ansi": \#(i)"#) : i == 8 ? prism(#""terminal": "background""#) : ""
            base.append(#""c\#(i)": { "$value": \#(color(Double(i) / 20))\#(keys) }"#)
        }
        base.append(#""role": { "$value": "{t.c1}"\#(prism(#""cliRole": "error""#)) }"#)
        base.append(
            #""size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" }\#(prism(#""ansi": 9"#)) }"#)
        var files = ["base.json": #"{ "t": { "$type": "color", \#(base.joined(separator: ", ")) } }"#]
        var modifier: [String] = []
        for (index, context) in contexts.enumerated() {
            files["c\(index).json"] = context
            modifier.append(#""c\#(index)": [{ "$ref": "c\#(index).json" }]"#)
        }
        files["tokens.resolver.json"] = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { "mode": { "contexts": { \(modifier.joined(separator: ", ")) } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        #expect(resolution.themes.count == contexts.count)
        return resolution
    }

    /// Each theme's palette and findings read all at once, after checking they are those of
    /// reading each theme alone.
    static func readAllAsAlone(
        _ resolution: TokenSetResolution, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> [(palette: TerminalPalette, findings: DiagnosticBag)] {
        let all = TerminalPaletteReader.readAll(resolution.themes)
        #expect(all.count == resolution.themes.count, sourceLocation: sourceLocation)
        for (theme, read) in zip(resolution.themes, all) {
            var alone = DiagnosticBag()
            let palette = TerminalPaletteReader.read(theme, diagnostics: &alone)
            #expect("\(read.palette)" == "\(palette)", "theme \(theme.name)", sourceLocation: sourceLocation)
            #expect(
                read.findings.all.map(\.compilerFormatted) == alone.all.map(\.compilerFormatted), "theme \(theme.name)",
                sourceLocation: sourceLocation)
        }
        return all
    }

    /// Reading every theme at once (a later theme's shared tokens taken as the first theme's)
    /// gives each theme's palette and findings as reading it alone does.
    @Test func readingAllThemesAtOnceMatchesReadingEachAlone() throws {
        let color = Self.color
        let prism = Self.prism
        // Nothing changed; a slot's token redefined without its key and another recolored; a
        // key added to a token and a slot taken twice; a token not in the palette changed; the
        // role's target changed.
        let resolution = try Self.paletteResolution(contexts: [
            "{}",
            #"{ "t": { "c2": { "$value": \#(color(0.9)) }, "c3": { "$value": \#(color(0.9))\#(prism(#""ansi": 3"#)) } } }"#,
            #"{ "t": { "c10": { "$value": \#(color(0.5))\#(prism(#""ansi": 12"#)) }, "c11": { "$value": \#(color(0.6))\#(prism(#""ansi": 3"#)) } } }"#,
            #"{ "t": { "c9": { "$value": \#(color(0.7)) } } }"#,
            #"{ "t": { "c1": { "$value": \#(color(0.1)) } } }"#,
        ])
        #expect(SwiftRenderFastPathTests.sharedTokens(resolution) > 0, "the themes share no token")
        let all = Self.readAllAsAlone(resolution)
        guard all.count == 5 else { return }
        // The changes show: in c1 slot 2 gone (its token redefined without the key) and slot 3
        // recolored, in c2 slot 12 and the repeated slot 3.
        #expect(all[0].palette.slot(2) != nil && all[1].palette.slot(2) == nil)
        let recolored = try #require(all[1].palette.slot(3)?.color)
        #expect("\(recolored)" != "\(try #require(all[0].palette.slot(3)?.color))")
        #expect(all[2].palette.slot(12)?.token.description == "t.c10")
        #expect(all[2].findings.all.contains { $0.message.contains("ANSI slot 3 is already filled") })
        #expect(all[0].findings.all.contains { $0.message.contains("which is not a color") })
    }

    @Test(arguments: 1...16) func randomDocumentsAreReadAlike(seed: Int) throws {
        // Themes sharing most tokens, and (every fifth seed) later themes shorter than the first.
        let files = SwiftRenderFastPathTests.randomFiles(seed: seed)
        let resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        let counts = resolution.themes.map(\.tokens.count)
        #expect((seed % 5 == 0) == (counts.first ?? 0 > counts.last ?? 0), "seed \(seed): \(counts)")
        _ = Self.readAllAsAlone(resolution)
    }

    /// A first theme with a palette token the others lack (at the end of the tokens): the later,
    /// shorter themes are read without it.
    @Test func laterThemesShorterThanTheFirstAreReadAlike() throws {
        let resolution = try Self.paletteResolution(contexts: [
            #"{ "t": { "extra": { "$value": \#(Self.color(0.3))\#(Self.prism(#""ansi": 14"#)) } } }"#, "{}",
            #"{ "t": { "c4": { "$value": \#(Self.color(0.8)) } } }"#,
        ])
        let counts = resolution.themes.map(\.tokens.count)
        #expect(counts.count == 3 && counts[0] == counts[1] + 1 && counts[1] == counts[2], "\(counts)")
        let all = Self.readAllAsAlone(resolution)
        #expect(all.first?.palette.slot(14)?.token.description == "t.extra")
        #expect(all.dropFirst().allSatisfy { $0.palette.slot(14) == nil })
    }
}
