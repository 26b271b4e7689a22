import Testing

@testable import PrismTokens

/// ``CSSNamesInAdvance``: the names made while the themes resolve are the ones the stylesheet
/// would make, they are taken only when they fit (naming scheme, the first theme's paths in
/// order), once, and the stylesheet is byte for byte the same with them as without.
@Suite struct CSSNamesInAdvanceTests {
    /// Two themes; the dark one adds a token the light one does not have.
    static let themed = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "color": { "$type": "color",
              "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "onBackground": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "link$root": { "$value": "{color.onBackground}" } },
            "space": { "$type": "dimension", "-3xs": { "$value": { "value": -2, "unit": "px" } } } }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [{}],
            "dark": [{ "color": { "$type": "color",
              "background": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "glow": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } } }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
        """

    static func resolve(files: [String: String], root: String, names: CSSNamesInAdvance?) throws
        -> TokenSetResolution
    {
        try TokenSetResolution.resolve(file: root, provider: InMemorySourceFileProvider(files), cssNames: names)
    }

    @Test func theNamesAreTheOnesTheSchemeGives() throws {
        let advance = CSSNamesInAdvance(prefix: "--acme-", style: .prism)
        let resolution = try Self.resolve(files: ["tokens.json": Self.themed], root: "tokens.json", names: advance)
        let scheme = CSSPropertyNames(prefix: "acme")
        let names = try #require(advance.take(for: resolution.themes, scheme: scheme))
        let first = resolution.themes[0].tokens
        #expect(names.paths == first.map(\.path))
        #expect(names.properties == first.map { CSSPropertyNames(prefix: "acme").property(for: $0.path) })
        #expect(names.properties.contains("--acme-space--3xs"))
        #expect(names.reserved == Set(names.properties))
        #expect(advance.wasHandedOut)
        // Handed out once: the scheme's memo is the stylesheet's now.
        #expect(advance.take(for: resolution.themes, scheme: scheme) == nil)
    }

    @Test func namesThatDoNotFitAreNotTaken() throws {
        let files = ["tokens.json": Self.themed]
        // Another prefix or naming style than the stylesheet's (a source that sets its own namespace).
        let prefixed = CSSNamesInAdvance(prefix: "prism", style: .prism)
        let resolution = try Self.resolve(files: files, root: "tokens.json", names: prefixed)
        #expect(prefixed.take(for: resolution.themes, scheme: CSSPropertyNames(prefix: "acme")) == nil)
        #expect(
            prefixed.take(for: resolution.themes, scheme: CSSPropertyNames(prefix: "prism", style: .terrazzo)) == nil)
        #expect(!prefixed.wasHandedOut)
        // Other paths than the first theme's: the dark theme has one more token.
        let dark = try #require(resolution.themes.first { $0.tokens.count != resolution.themes[0].tokens.count })
        #expect(prefixed.take(for: [dark], scheme: CSSPropertyNames(prefix: "prism")) == nil)
        #expect(!prefixed.wasHandedOut)
        // Never started: resolved without them.
        let idle = CSSNamesInAdvance(prefix: "prism", style: .prism)
        let unstarted = try Self.resolve(files: files, root: "tokens.json", names: nil)
        #expect(idle.take(for: unstarted.themes, scheme: CSSPropertyNames(prefix: "prism")) == nil)
    }

    /// The stylesheet with the names made in advance, and without, in each option set.
    static func expectSameStylesheet(
        files: [String: String], root: String, _ label: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for options in CSSStylesheetWriterTests.optionSets {
            let advance = CSSNamesInAdvance(prefix: options.cssPrefix, style: options.cssNames)
            let resolution = try resolve(files: files, root: root, names: advance)
            var without = resolution
            without.cssNames = nil
            let configuration = TokenValidation.validate(resolution).configuration
            var findings = (with: DiagnosticBag(), without: DiagnosticBag())
            let with = CSSStylesheetWriter.body(
                for: EmitterInput(
                    resolution: resolution, configuration: configuration, options: options, sourceName: "tokens.json"),
                diagnostics: &findings.with)
            let plain = CSSStylesheetWriter.body(
                for: EmitterInput(
                    resolution: without, configuration: configuration, options: options, sourceName: "tokens.json"),
                diagnostics: &findings.without)
            #expect(
                advance.wasHandedOut, "\(label): the stylesheet did not take the names", sourceLocation: sourceLocation)
            #expect(with.bytes == plain.bytes, "\(label) (\(options.cssNames))", sourceLocation: sourceLocation)
            #expect(
                findings.with.all.map(\.compilerFormatted) == findings.without.all.map(\.compilerFormatted), "\(label)",
                sourceLocation: sourceLocation)
        }
    }

    @Test func theStylesheetIsTheSameWithTheNamesMadeInAdvance() throws {
        try Self.expectSameStylesheet(files: ["tokens.json": Self.themed], root: "tokens.json", "themed")
        try Self.expectSameStylesheet(
            files: ["tokens.json": CSSStylesheetWriterTests.everyShape], root: "tokens.json", "every shape")
        // Two tokens that make one custom property: the same error either way.
        let colliding =
            ##"{ "a": { "b": { "$type": "color", "$value": "#000000" } }, "a-b": { "$type": "color", "$value": "#ffffff" } }"##
        try Self.expectSameStylesheet(files: ["tokens.json": colliding], root: "tokens.json", "colliding")
        // A member whose property a real token has (`focus.outline`'s color and `focus.outlineColor`):
        // the real token keeps it, so the names made in advance must reserve it.
        let member = """
            { "focus": {
                "outlineColor": { "$type": "color", "$value": "#0055ff" },
                "outline": { "$type": "border", "$value": { "color": "#000000", "width": { "value": 2, "unit": "px" }, "style": "solid" } } } }
            """
        try Self.expectSameStylesheet(files: ["tokens.json": member], root: "tokens.json", "member")
    }

    @Test(arguments: 1...12) func randomThemesGiveTheSameStylesheet(seed: Int) throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        try Self.expectSameStylesheet(files: files, root: "tokens.resolver.json", "seed \(seed)")
    }
}
