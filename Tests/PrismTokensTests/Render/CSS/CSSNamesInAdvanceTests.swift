import Foundation
import Testing

@testable import PrismTokens

/// ``CSSNamesInAdvance``: the names made while the themes resolve are the ones the stylesheet
/// would make, they are taken only when they fit (naming scheme, the first theme's paths in
/// order), once, and the stylesheet is byte for byte the same with them as without.
@Suite struct CSSNamesInAdvanceTests {
    /// Two themes; the dark one adds a token the light one does not have; a `$root` token.
    static let themed = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "color": { "$type": "color",
              "background": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
              "onBackground": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "link": { "$root": { "$value": "{color.onBackground}" }, "hover": { "$value": "{color.background}" } } },
            "space": { "$type": "dimension", "-3xs": { "$value": { "value": -2, "unit": "px" } } } }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [{}],
            "dark": [{ "color": { "$type": "color",
              "background": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "glow": { "$value": { "colorSpace": "srgb", "components": [0, 0.5, 1] } } } }] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
        """

    /// Resolves `root` among `files`, starting `names` when the first theme's tokens are collected.
    static func resolve(files: [String: String], root: String, names: CSSNamesInAdvance?) throws
        -> TokenSetResolution
    {
        try TokenSetResolution.resolve(
            file: root, provider: InMemorySourceFileProvider(files), inAdvance: .init(cssNames: names))
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
        // Another number of tokens: the dark theme has one more.
        let dark = try #require(resolution.themes.first { $0.tokens.count != resolution.themes[0].tokens.count })
        #expect(prefixed.take(for: [dark], scheme: CSSPropertyNames(prefix: "prism")) == nil)
        #expect(!prefixed.wasHandedOut)
        // Still there for the stylesheet they fit.
        #expect(prefixed.take(for: resolution.themes, scheme: CSSPropertyNames(prefix: "prism")) != nil)

        // As many tokens, other paths.
        let renamed = CSSNamesInAdvance(prefix: "prism", style: .prism)
        _ = try Self.resolve(files: files, root: "tokens.json", names: renamed)
        let other = try Self.resolve(
            files: ["tokens.json": Self.themed.replacingOccurrences(of: "\"-3xs\"", with: "\"-4xs\"")],
            root: "tokens.json", names: nil)
        #expect(other.themes[0].tokens.count == resolution.themes[0].tokens.count)
        #expect(renamed.take(for: other.themes, scheme: CSSPropertyNames(prefix: "prism")) == nil)
        #expect(!renamed.wasHandedOut)

        // The same paths in another Unicode spelling (precomposed "é" against "e" + U+0301): equal
        // as strings, but named from their own bytes.
        let precomposed = CSSNamesInAdvance(prefix: "prism", style: .prism)
        let composed = Self.themed.replacingOccurrences(of: "\"-3xs\"", with: "\"caf\u{E9}\"")
        let decomposed = Self.themed.replacingOccurrences(of: "\"-3xs\"", with: "\"cafe\u{301}\"")
        _ = try Self.resolve(files: ["tokens.json": composed], root: "tokens.json", names: precomposed)
        let otherSpelling = try Self.resolve(files: ["tokens.json": decomposed], root: "tokens.json", names: nil)
        #expect(
            otherSpelling.themes[0].tokens.map(\.path)
                == resolution.themes[0].tokens.map(\.path).map { path in
                    path.segments.last == "-3xs" ? TokenPath(path.segments.dropLast() + ["caf\u{E9}"]) : path
                })
        #expect(precomposed.take(for: otherSpelling.themes, scheme: CSSPropertyNames(prefix: "prism")) == nil)
        #expect(!precomposed.wasHandedOut)

        // Never started (nothing was resolved with them).
        let idle = CSSNamesInAdvance(prefix: "prism", style: .prism)
        #expect(idle.take(for: resolution.themes, scheme: CSSPropertyNames(prefix: "prism")) == nil)
    }

    /// The stylesheet with the names made in advance, and without, in each option set.
    static func expectSameStylesheet(
        files: [String: String], root: String, _ label: String, taken: Bool = true,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        for options in CSSStylesheetWriterTests.optionSets {
            let advance = CSSNamesInAdvance(prefix: options.cssPrefix, style: options.cssNames)
            let resolution = try resolve(files: files, root: root, names: advance)
            var without = resolution
            without.inAdvance = .none
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
                advance.wasHandedOut == taken, "\(label): the names were \(taken ? "not " : "")taken",
                sourceLocation: sourceLocation)
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
        // A token whose reference does not resolve is left out after it was collected: the names
        // do not fit the first theme, and the stylesheet names its tokens itself.
        let broken =
            ##"{ "a": { "$type": "color", "$value": "#000000" }, "b": { "$type": "color", "$value": "{missing}" } }"##
        try Self.expectSameStylesheet(files: ["tokens.json": broken], root: "tokens.json", "broken", taken: false)
    }

    @Test(arguments: 1...12) func randomThemesGiveTheSameStylesheet(seed: Int) throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        try Self.expectSameStylesheet(files: files, root: "tokens.resolver.json", "seed \(seed)")
    }
}
