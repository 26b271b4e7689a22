import Testing

@testable import PrismTokens

/// DTCG 2025.10 Resolver module: permutations of modifier contexts, inputs, inline items, `$ref`s and
/// every resolver error.
@Suite struct ResolverDocumentTests {
    /// Two modifiers with two contexts each, one with a default.
    static let twoByTwo = """
        {
          "version": "2025.10",
          "sets": {
            "base": { "sources": [{
              "color": { "$type": "color", "bg": { "$value": \(srgb(1, 1, 1)) }, "fg": { "$value": \(srgb(0, 0, 0)) } },
              "space": { "$type": "dimension", "gap": { "$value": \(px(8)) } }
            }] }
          },
          "modifiers": {
            "theme": {
              "default": "dark",
              "contexts": {
                "light": [],
                "dark": [{ "color": { "bg": { "$value": \(srgb(0, 0, 0)) }, "fg": { "$value": \(srgb(1, 1, 1)) } } }]
              }
            },
            "density": {
              "contexts": {
                "comfortable": [{ "space": { "gap": { "$value": \(px(16)) } } }],
                "compact": [{ "space": { "gap": { "$value": \(px(4)) } } }]
              }
            }
          },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/density" }]
        }
        """

    static let white = TokenValue.color(TokenColor(colorSpace: "srgb", components: [1, 1, 1]))
    static let black = TokenValue.color(TokenColor(colorSpace: "srgb", components: [0, 0, 0]))

    @Test func everyPermutationIsATheme() throws {
        let r = try Resolution.of(Self.twoByTwo)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(
            r.themes.map(\.name) == [
                "theme=light,density=comfortable", "theme=light,density=compact",
                "theme=dark,density=comfortable", "theme=dark,density=compact",
            ])
        for theme in r.themes {
            let dark = theme.name.contains("theme=dark")
            #expect(theme["color.bg"]?.value == (dark ? Self.black : Self.white), "\(theme.name)")
            #expect(theme["color.fg"]?.value == (dark ? Self.white : Self.black), "\(theme.name)")
            let gap: Double = theme.name.contains("compact") ? 4 : 16
            #expect(theme["space.gap"]?.value == .dimension(Dimension(gap, .px)), "\(theme.name)")
            #expect(theme.inputs.map(\.modifier) == ["theme", "density"])
        }
        #expect(r.tokenCount == 3)
    }

    @Test func theDefaultPermutationUsesEachDefaultOrTheFirstContext() throws {
        let r = try Resolution.of(Self.twoByTwo, allPermutations: false)
        #expect(r.themes.map(\.name) == ["theme=dark,density=comfortable"])
        #expect(r.themes.first?["color.bg"]?.value == Self.black)
    }

    @Test func inputsFixModifiersAndAreCaseInsensitive() throws {
        let r = try Resolution.of(Self.twoByTwo, inputs: ["THEME": "Light"])
        #expect(r.themes.map(\.name) == ["theme=light,density=comfortable", "theme=light,density=compact"])
        let one = try Resolution.of(Self.twoByTwo, inputs: ["Density": "COMPACT"], allPermutations: false)
        #expect(one.themes.map(\.name) == ["theme=dark,density=compact"])
        #expect(one.themes.first?["space.gap"]?.value == .dimension(Dimension(4, .px)))
    }

    @Test func anUnknownModifierInputIsAnInputError() throws {
        #expect {
            _ = try Resolution.of(Self.twoByTwo, inputs: ["mode": "dark"])
        } throws: { error in
            guard let error = error as? ThemeResolver.InputError else { return false }
            return error.message.contains("unknown modifier 'mode'") && error.message.contains("theme, density")
        }
    }

    @Test func anUnknownContextInputIsAnInputError() throws {
        #expect {
            _ = try Resolution.of(Self.twoByTwo, inputs: ["theme": "sepia"])
        } throws: { error in
            guard let error = error as? ThemeResolver.InputError else { return false }
            return error.message.contains("'sepia'") && error.message.contains("light, dark")
        }
    }

    @Test func anyInputOnAPlainFileIsAnInputError() throws {
        #expect(throws: ThemeResolver.InputError.self) {
            _ = try Resolution.of(#"{ "a": { "$type": "number", "$value": 1 } }"#, inputs: ["theme": "dark"])
        }
    }

    @Test func aPlainTokenFileIsOneDefaultTheme() throws {
        let r = try Resolution.of(#"{ "a": { "$type": "number", "$value": 1 } }"#)
        #expect(r.themes.map(\.name) == ["default"])
        #expect(r.document.isResolver == false)
        #expect(r.document.sets.count == 1)
        #expect(r.document.modifiers.isEmpty)
    }

    @Test func aSingleModifierNamesThemesByContext() throws {
        let text = """
            {
              "version": "2025.10",
              "modifiers": { "theme": { "contexts": {
                "light": [{ "c": { "$type": "number", "$value": 1 } }],
                "dark": [{ "c": { "$type": "number", "$value": 2 } }]
              } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """
        let r = try Resolution.of(text)
        #expect(r.themes.map(\.name) == ["light", "dark"])
        #expect(r.theme("dark")?["c"]?.value == .number(2))
    }

    @Test func inlineSetsAndModifiersInResolutionOrder() throws {
        let text = """
            {
              "version": "2025.10",
              "resolutionOrder": [
                { "type": "set", "name": "base", "sources": [{ "n": { "$type": "number", "$value": 1 }, "m": { "$type": "number", "$value": 10 } }] },
                { "type": "modifier", "name": "size", "default": "large", "contexts": {
                  "small": [{ "n": { "$type": "number", "$value": 2 } }],
                  "large": [{ "n": { "$type": "number", "$value": 3 } }]
                } }
              ]
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.themes.map(\.name) == ["small", "large"])
        #expect(r.theme("small")?["n"]?.value == .number(2))
        #expect(r.theme("large")?["n"]?.value == .number(3))
        #expect(r.theme("large")?["m"]?.value == .number(10))
        #expect(try Resolution.of(text, allPermutations: false).themes.map(\.name) == ["large"])
    }

    @Test func aContextMayReferenceASet() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": {
                "base": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] },
                "loud": { "sources": [{ "n": { "$type": "number", "$value": 100 } }] }
              },
              "modifiers": { "volume": { "contexts": { "quiet": [], "loud": [{ "$ref": "#/sets/loud" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/volume" }]
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.theme("quiet")?["n"]?.value == .number(1))
        #expect(r.theme("loud")?["n"]?.value == .number(100))
    }

    @Test func laterSourcesReplaceWholeTokensAndProblemsCarryTheirTheme() throws {
        // A context that replaces a token without its $type makes it untyped in that theme only.
        let text = """
            {
              "version": "2025.10",
              "sets": { "base": { "sources": [{ "n": { "$type": "number", "$value": 1 }, "bad": { "$type": "number", "$value": "x" } }] } },
              "modifiers": { "m": { "contexts": { "a": [{ "n": { "$value": 2 } }], "b": [] } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/m" }]
            }
            """
        let r = try Resolution.of(text)
        let typeError = expectDiagnostic(r, "format.type", at: "2", after: #""a": [{ "n": { "$value": "#, in: text)
        #expect(typeError?.theme == "a")
        let valueError = expectDiagnostic(r, "value.type", at: #""x""#, in: text)
        #expect(
            valueError?.theme == nil, "a problem found identically in every theme is reported once, without a theme")
        #expect(r.errors.count == 2, "\(r.listing)")
        #expect(r.theme("b")?["n"]?.value == .number(1))
        #expect(r.theme("a")?["n"] == nil)
    }

    // MARK: Files

    static let dark = #"{ "color": { "$type": "color", "bg": { "$value": \#(srgb(0, 0, 0)) } } }"#
    static let light = #"{ "color": { "$type": "color", "bg": { "$value": \#(srgb(1, 1, 1)) } } }"#

    static func themeResolver(dark: String = "themes/dark.json", light: String = "themes/light.json") -> String {
        """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "modifiers": { "theme": { "contexts": { "light": [{ "$ref": "\(light)" }], "dark": [{ "$ref": "\(dark)" }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """
    }

    static let base = #"{ "space": { "$type": "dimension", "gap": { "$value": \#(px(8)) } } }"#

    @Test func fileReferencesResolveRelativeToTheReferringFile() throws {
        let files = [
            "resolver.json": Self.themeResolver(), "base.json": Self.base, "themes/dark.json": Self.dark,
            "themes/light.json": Self.light,
        ]
        let r = try Resolution.of(files: files, root: "resolver.json")
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.theme("dark")?["color.bg"]?.value == Self.black)
        #expect(r.theme("light")?["color.bg"]?.value == Self.white)
        #expect(r.theme("dark")?["color.bg"]?.valueLocation.file == "themes/dark.json")
        #expect(r.theme("dark")?["space.gap"]?.valueLocation.file == "base.json")
    }

    @Test func aResolverInASubfolderReadsFilesBesideIt() throws {
        let badDark =
            #"{ "color": { "$type": "color", "bg": { "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } } } }"#
        let files = [
            "config/resolver.json": Self.themeResolver(dark: "./themes/../themes/dark.json"),
            "config/base.json": Self.base,
            "config/themes/dark.json": badDark,
            "config/themes/light.json": Self.light,
            // Same names one folder up, which must not be read.
            "base.json": "{}", "themes/dark.json": Self.dark, "themes/light.json": "{}",
        ]
        let r = try Resolution.of(files: files, root: "config/resolver.json")
        #expect(r.theme("light")?["color.bg"]?.value == Self.white)
        #expect(r.theme("light")?["space.gap"] != nil)
        let d = expectDiagnostic(r, "value.color", at: #""cmyk""#, in: badDark, file: "config/themes/dark.json")
        #expect(d?.theme == "dark")
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func aFileReferenceMayHaveAPointerFragment() throws {
        let files = [
            "resolver.json":
                ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "all.json#/light" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##,
            "all.json": #"{ "light": \#(Self.light), "dark": \#(Self.dark) }"#,
        ]
        let r = try Resolution.of(files: files, root: "resolver.json")
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("color.bg")?.value == Self.white)
        #expect(r.token("light.color.bg") == nil)
    }

    static func oneSet(_ reference: String) -> String {
        """
        {
          "version": "2025.10",
          "sets": { "s": { "sources": [{ "$ref": "\(reference)" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/s" }]
        }
        """
    }

    @Test(arguments: [
        "../../x.json", "../outside.json", "themes/../../outside.json", "https://example.com/tokens.json",
    ])
    func referencesThatLeaveTheFolderOrTheMachineAreResolverRefErrors(reference: String) throws {
        let text = Self.oneSet(reference)
        let files = ["sub/resolver.json": text, "outside.json": Self.dark, "x.json": Self.dark, "../x.json": Self.dark]
        let r = try Resolution.of(files: files, root: "sub/resolver.json")
        let d = expectDiagnostic(r, "resolver.ref", at: "\"\(reference)\"", in: text, file: "sub/resolver.json")
        #expect(d?.message.contains(reference) == true)
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.themes.first?.tokens.isEmpty == true)
    }

    @Test func aMissingFileIsAnErrorAtTheRef() throws {
        let text = Self.oneSet("themes/missing.json")
        let r = try Resolution.of(files: ["resolver.json": text], root: "resolver.json")
        let d = expectDiagnostic(r, "io", at: #""themes/missing.json""#, in: text, file: "resolver.json")
        #expect(d?.message.contains("themes/missing.json") == true)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func aReferencedFileWithASyntaxErrorIsReportedInThatFile() throws {
        let r = try Resolution.of(
            files: ["resolver.json": Self.oneSet("broken.json"), "broken.json": "{\n  \"a\": \n}"],
            root: "resolver.json")
        let d = try #require(r.errors.first)
        #expect(d.rule == "syntax")
        #expect(d.location?.file == "broken.json")
        #expect(d.location?.line == 3)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func aBrokenFileReferencedSeveralTimesIsReportedOnce() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": { "s": { "sources": [{ "$ref": "broken.json" }] } },
              "modifiers": { "m": { "contexts": { "x": [{ "$ref": "broken.json" }], "y": [{ "$ref": "broken.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/modifiers/m" }]
            }
            """
        let r = try Resolution.of(
            files: ["resolver.json": text, "broken.json": "{\n  \"a\": \n}"], root: "resolver.json")
        #expect(r.errors.map(\.rule) == ["syntax"], "\(r.listing)")
        #expect(r.errors.first?.location?.file == "broken.json")
    }

    @Test func aBadPointerFragmentIsAResolverRefError() throws {
        let text = Self.oneSet("all.json#/nope")
        let r = try Resolution.of(files: ["resolver.json": text, "all.json": "{}"], root: "resolver.json")
        expectDiagnostic(r, "resolver.ref", at: #""all.json#/nope""#, in: text, file: "resolver.json")
    }

    @Test func anAbsolutePathDoesNotEscapeTheFolderRule() throws {
        let text = Self.oneSet("/etc/tokens.json")
        let r = try Resolution.of(
            files: ["project/resolver.json": text, "/etc/tokens.json": Self.dark], root: "project/resolver.json")
        expectDiagnostic(r, "resolver.ref", at: #""/etc/tokens.json""#, in: text, file: "project/resolver.json")
    }

    // MARK: Resolver errors

    @Test func aMissingVersionIsAnError() throws {
        let text =
            ##"{ "sets": { "s": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        let r = try Resolution.of(text)
        let d = try #require(r.diagnostics("resolver").first)
        #expect(d.message.contains("version"))
        #expect(d.location?.line == 1 && d.location?.column == 1)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("n")?.value == .number(1), "the tokens still resolve")
    }

    @Test func anUnsupportedVersionIsAnErrorAtTheVersion() throws {
        let text =
            ##"{ "version": "2024.01", "sets": { "s": { "sources": [] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        expectDiagnostic(try Resolution.of(text), "resolver", at: #""2024.01""#, in: text)
    }

    @Test func aMissingResolutionOrderIsAnErrorButSetsStillApplyInOrder() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": {
                "a": { "sources": [{ "n": { "$type": "number", "$value": 1 } }] },
                "b": { "sources": [{ "n": { "$type": "number", "$value": 2 } }] }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = try #require(r.diagnostics("resolver").first)
        #expect(d.message.contains("resolutionOrder"))
        #expect(d.location?.line == 1)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("n")?.value == .number(2))
    }

    @Test func aDefaultThatIsNotAContextIsAnErrorAtTheDefault() throws {
        let text = """
            {
              "version": "2025.10",
              "modifiers": { "theme": { "default": "sepia", "contexts": { "light": [], "dark": [] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "resolver", at: #""sepia""#, in: text)
        #expect(d?.message.contains("light, dark") == true)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func aDefaultMatchesContextNamesExactly() throws {
        let text = """
            {
              "version": "2025.10",
              "modifiers": { "theme": { "default": "Dark", "contexts": { "light": [], "dark": [] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """
        expectDiagnostic(try Resolution.of(text), "resolver", at: #""Dark""#, in: text)
    }

    @Test(arguments: [(#"{ "only": [] }"#, "1 context"), ("{}", "0 contexts")])
    func aModifierNeedsTwoContexts(contexts: String, count: String) throws {
        let text = """
            {
              "version": "2025.10",
              "modifiers": { "theme": { "contexts": \(contexts) } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }]
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "resolver", at: contexts, after: #""contexts": "#, in: text)
        #expect(d?.message.contains(count) == true, "\(d?.message ?? "")")
    }

    @Test func resolverStructureErrorsPointAtTheirPlace() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": {
                "noSources": { "description": "x" },
                "notAnArray": { "sources": {} },
                "badItem": { "sources": [42] },
                "toModifier": { "sources": [{ "$ref": "#/modifiers/m" }] }
              },
              "modifiers": { "m": { "context": { "a": [], "b": [] } } },
              "resolutionOrder": [
                { "$ref": "#/sets/unknown" },
                "not an object",
                { "type": "set", "sources": [] },
                { "type": "layer", "name": "x" },
                { "type": "set", "name": "dup", "sources": [] },
                { "type": "set", "name": "dup", "sources": [] }
              ]
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "resolver", at: #"{ "description""#, in: text)
        expectDiagnostic(r, "resolver", at: "{}", after: #""notAnArray""#, in: text)
        expectDiagnostic(r, "resolver", at: "42", in: text)
        expectDiagnostic(r, "resolver", at: ##""#/modifiers/m""##, in: text)
        expectDiagnostic(r, "resolver", at: #"{ "context""#, in: text)
        expectDiagnostic(r, "resolver", at: ##""#/sets/unknown""##, in: text)
        expectDiagnostic(r, "resolver", at: #""not an object""#, in: text)
        expectDiagnostic(r, "resolver", at: #"{ "type": "set", "sources""#, in: text)
        expectDiagnostic(r, "resolver", at: #""layer""#, in: text)
        expectDiagnostic(r, "resolver", at: #"{ "type": "set", "name": "dup""#, occurrence: 2, in: text)
        #expect(r.errors.count == 10, "\(r.listing)")
    }

    @Test func aResolverIsRecognisedByItsSchemaOrStructure() throws {
        #expect(
            ResolverParser.looksLikeResolver(
                try JSONReader.read(Array(#"{ "resolutionOrder": [] }"#.utf8), file: "r").root))
        #expect(
            ResolverParser.looksLikeResolver(
                try JSONReader.read(
                    Array(#"{ "$schema": "https://www.designtokens.org/schemas/2025.10/resolver.json" }"#.utf8),
                    file: "r"
                ).root))
        #expect(
            ResolverParser.looksLikeResolver(
                try JSONReader.read(Array(#"{ "sets": { "a": { "sources": [] } } }"#.utf8), file: "r").root))
        // A token group that happens to be called "sets" is not a resolver.
        #expect(
            !ResolverParser.looksLikeResolver(
                try JSONReader.read(Array(#"{ "sets": { "a": { "$type": "number", "$value": 1 } } }"#.utf8), file: "r")
                    .root))
    }
}
