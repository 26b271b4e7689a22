import Testing

@testable import PrismTokens

/// Tokens Studio folders and single files: `$metadata.json` set order, `$themes.json` groups as
/// modifiers, `enabled`/`source`/`disabled` sets, and positions in the Tokens Studio files.
@Suite struct StudioThemesTests {
    static let folder: [String: String] = [
        "tokens/$metadata.json": ##"{ "tokenSetOrder": ["core", "light", "dark", "brand/a", "brand/b", "unused"] }"##,
        "tokens/$themes.json": """
        [
          { "id": "1", "name": "Light", "group": "mode", "selectedTokenSets": { "core": "source", "light": "enabled", "dark": "disabled" }, "$figmaModeId": "1:0" },
          { "id": "2", "name": "Dark", "group": "mode", "selectedTokenSets": { "core": "source", "dark": "enabled" } },
          { "id": "3", "name": "A", "group": "brand", "selectedTokenSets": { "brand/a": "enabled" } },
          { "id": "4", "name": "B", "group": "brand", "selectedTokenSets": { "brand/b": "enabled" } }
        ]
        """,
        "tokens/core.json":
            ##"{ "gray": { "0": { "value": "#ffffff", "type": "color" }, "900": { "value": "#111111", "type": "color" } }, "space": { "value": "4", "type": "spacing" } }"##,
        "tokens/light.json":
            ##"{ "bg": { "value": "{gray.0}", "type": "color" }, "fg": { "value": "{gray.900}", "type": "color" }, "gap": { "value": "{space} * 2", "type": "spacing" } }"##,
        "tokens/dark.json":
            ##"{ "bg": { "value": "{gray.900}", "type": "color" }, "fg": { "value": "{gray.0}", "type": "color" }, "gap": { "value": "{space} * 3", "type": "spacing" } }"##,
        "tokens/brand/a.json": ##"{ "accent": { "value": "#ff0000", "type": "color" } }"##,
        "tokens/brand/b.json": ##"{ "accent": { "value": "#0000ff", "type": "color" } }"##,
        "tokens/unused.json": ##"{ "lonely": { "value": "1", "type": "number" } }"##,
    ]

    @Test func eachGroupIsAModifierAndEachThemeAContext() throws {
        let r = try Resolution.of(files: Self.folder, root: "tokens")
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.document.modifiers.map(\.name) == ["mode", "brand"])
        #expect(r.document.modifiers.map { $0.contexts.map(\.name) } == [["Light", "Dark"], ["A", "B"]])
        #expect(r.themes.count == 4, "one theme per permutation of the groups")
        let lightA = try #require(r.themes.first { $0.inputs.map(\.context) == ["Light", "A"] })
        let darkB = try #require(r.themes.first { $0.inputs.map(\.context) == ["Dark", "B"] })
        guard case .color(let bg)? = lightA["bg"]?.value, case .color(let darkBg)? = darkB["bg"]?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(bg.srgb?.hexString == "#ffffff")
        #expect(darkBg.srgb?.hexString == "#111111")
        #expect(lightA["gap"]?.value == .dimension(Dimension(8, .px)))
        #expect(darkB["gap"]?.value == .dimension(Dimension(12, .px)))
        guard case .color(let accent)? = darkB["accent"]?.value else {
            Issue.record("no accent")
            return
        }
        #expect(accent.srgb?.hexString == "#0000ff")
    }

    @Test func sourceSetsResolveReferencesButAreNotEmitted() throws {
        let r = try Resolution.of(files: Self.folder, root: "tokens")
        for theme in r.themes {
            #expect(theme["gray.0"] == nil, "core is a source set in \(theme.name)")
            #expect(theme["space"] == nil)
            #expect(theme["bg"] != nil)
            #expect(theme["bg"]?.aliasOf == nil, "an alias of a source token is written as its value")
        }
    }

    @Test func unusedSetsAndCarriedThemeDataAreReported() throws {
        let r = try Resolution.of(files: Self.folder, root: "tokens")
        let unused = r.diagnostics("studio.unsupported").filter { $0.message.contains("enabled in no theme") }
        #expect(unused.count == 1, "\(r.listing)")
        #expect(unused.first?.message.contains("unused") == true)
        #expect(unused.first?.location?.file == "tokens/unused.json")
        let carried = r.document.modifiers.first?.extensions?["studio.tokens"]?["themes"]?.array
        #expect(carried?.first?["$figmaModeId"]?.string == "1:0", "Figma data is carried in the modifier's $extensions")
    }

    @Test func diagnosticsPointIntoTheTokensStudioFiles() throws {
        var files = Self.folder
        files["tokens/light.json"] =
            ##"{ "bg": { "value": "{gray.0}", "type": "color" }, "fg": { "value": "{gray.900}", "type": "color" }, "gap": { "value": "{space} * {nope}", "type": "spacing" } }"##
        let r = try Resolution.of(files: files, root: "tokens")
        let position = try #require((files["tokens/light.json"] ?? "").position(of: "{nope}"))
        let found = r.diagnostics("reference.unresolved")
        #expect(found.count == 2, "once per theme that uses light.json (Light×A, Light×B): \(r.listing)")
        #expect(
            found.allSatisfy {
                $0.location?.file == "tokens/light.json" && $0.location?.line == position.line
                    && $0.location?.column == position.column
            })
        files["tokens/$themes.json"] =
            ##"[{ "name": "Light", "selectedTokenSets": { "core": "enabled", "missing": "enabled" } }]"##
        let r2 = try Resolution.of(files: files, root: "tokens")
        expectDiagnostic(
            r2, "studio.themes", at: "\"missing\"", in: files["tokens/$themes.json"] ?? "", file: "tokens/$themes.json")
    }

    @Test func singleFileWithThemesAndMetadata() throws {
        let text = """
            {
              "global": { "radius": { "value": "8", "type": "borderRadius" }, "blue": { "value": "#0000ff", "type": "color" } },
              "light": { "surface": { "value": "#ffffff", "type": "color" }, "link": { "value": "{blue}", "type": "color" } },
              "dark": { "surface": { "value": "#000000", "type": "color" }, "link": { "value": "rgba({blue}, 50%)", "type": "color" } },
              "$themes": [
                { "name": "light", "selectedTokenSets": { "global": "enabled", "light": "enabled" } },
                { "name": "dark", "selectedTokenSets": { "global": "enabled", "dark": "enabled" } }
              ],
              "$metadata": { "tokenSetOrder": ["global", "light", "dark"] }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.themes.map(\.name) == ["light", "dark"])
        #expect(r.theme("light")?["radius"]?.value == .dimension(Dimension(8, .px)))
        guard case .color(let link)? = r.theme("dark")?["link"]?.value else {
            Issue.record("\(r.listing)")
            return
        }
        #expect(link.alpha == 0.5)
        #expect(
            r.theme("light")?["link"]?.aliasOf == TokenPath(dotted: "blue"), "aliases of emitted tokens stay aliases")
    }

    @Test func setsKeyedAtTheTopLevelWithoutMetadata() throws {
        let text =
            ##"{ "foo": { "core": { "color": { "value": "#FFFFFF", "type": "color" } } }, "bar": { "button": { "color": { "value": "{core.color}", "type": "color" } } } }"##
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("button.color")?.aliasOf == TokenPath(dotted: "core.color"))
    }
}
