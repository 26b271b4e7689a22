import Foundation
import Testing

@testable import PrismTokens

/// ``SwiftTokensFileWriter``, ``SwiftThemeFileWriter`` and ``SwiftAppleFileWriter`` write the text
/// the built-in `swift/PrismTokens.swift.mustache`, `swift/PrismTheme.swift.mustache` and
/// `swift/PrismTokens+Apple.swift.mustache` render over
/// ``SwiftRenderContext`` — on the fixtures, random resolver documents, the vendored corpus and a
/// document with every shape the templates branch on, in two namespaces — the other Swift
/// templates render the same over the leaner context that path builds, and the generator writes
/// a file directly only while its template is the built-in one.
@Suite struct SwiftFileWritersTests {
    /// The generator's options for the Swift platform in the default and a custom namespace.
    static let optionSets: [GenerateOptions] = {
        var acme = GenerateOptions(platforms: [.swift], toolVersion: "TEST")
        acme.namespace = TokenNamespace(validating: "Acme") ?? .prism
        return [GenerateOptions(platforms: [.swift], toolVersion: "TEST"), acme]
    }()

    /// Writes a resolution's Swift files both ways, in every option set, and records any difference.
    static func expectSameText(
        _ resolution: TokenSetResolution, _ label: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let library = try TemplateSet.builtIn.library()
        let configuration = TokenValidation.validate(resolution).configuration
        for options in optionSets {
            let input = EmitterInput(
                resolution: resolution, configuration: configuration, options: options, sourceName: "tokens.json")
            var viaTemplateFindings = DiagnosticBag()
            let context = SwiftRenderContext.build(input, diagnostics: &viaTemplateFindings)
            var viaTemplate: [String] = []
            for output in SwiftEmitter.outputs {
                let template = try #require(library[output.template])
                viaTemplate.append(try template.render(context, partials: library, options: .sourceCode))
            }
            let outcome = TokenGenerator.renderSwift(input, library: library, writers: .init(.builtIn))
            let direct = try outcome.files.get()
            #expect(direct.map(\.path) == SwiftEmitter.outputs.map(\.path), "\(label)", sourceLocation: sourceLocation)
            // Bytes, not strings: `String` equality would take another Unicode spelling as equal.
            for (file, expected) in zip(direct, viaTemplate) where file.body.bytes != Array(expected.utf8) {
                let offset = firstDifference(file.contents, expected)
                let namespace = options.namespace.swiftTypePrefix
                Issue.record(
                    "\(label) (\(namespace)): \(file.path) differs at UTF-8 offset \(offset)",
                    sourceLocation: sourceLocation)
            }
            #expect(
                outcome.diagnostics.all.map(\.compilerFormatted) == viaTemplateFindings.all.map(\.compilerFormatted),
                "\(label)", sourceLocation: sourceLocation)
        }
    }

    /// Where two texts first differ, in UTF-8 bytes.
    static func firstDifference(_ a: String, _ b: String) -> Int {
        zip(a.utf8, b.utf8).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(a.utf8.count, b.utf8.count)
    }

    /// Every branch of the template: deprecated tokens with and without a message (the deprecated
    /// case listing), case names that are keywords, invariant enums with a value table and a
    /// `switch` side by side, only a `switch`, and themed enums with shared and stored values.
    static let everyShape = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "palette": { "$type": "color",
              "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] }, "$description": "Paper */ white\\nsecond line" },
              "black": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] }, "$deprecated": "Use \\"ink\\"." },
              "default": { "$value": { "colorSpace": "display-p3", "components": [0, 1, 0] }, "$deprecated": true },
              "class": { "$value": "{palette.white}" } },
            "space": { "$type": "dimension",
              "md": { "$value": { "value": 16, "unit": "px" } },
              "lg": { "$value": { "value": 2, "unit": "rem" } },
              "alias": { "$value": "{space.md}" } },
            "duration": { "$type": "duration", "quick": { "$value": { "value": 100, "unit": "ms" } } },
            "font": { "$type": "fontFamily", "body": { "$value": ["Inter", "system-ui"] } },
            "shadow": { "$type": "shadow", "card": { "$description": "Card", "$value": { "color": "{palette.black}",
              "offsetX": { "value": 0, "unit": "px" }, "offsetY": { "value": 2, "unit": "px" },
              "blur": { "value": 4, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }
          }] } },
          "modifiers": { "mode": { "default": "day", "contexts": {
              "day": [{ "bg": { "$type": "color", "$value": "{palette.white}", "$deprecated": "Use surface." },
                        "fg": { "$type": "color", "$value": "{palette.black}" } }],
              "night": [{ "bg": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.1, 0.1, 0.1] } },
                          "fg": { "$type": "color", "$value": "{palette.black}" } }]
            } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
        """

    @Test func everyShapeOfTheTemplateIsWrittenAlike() throws {
        let resolution = try Resolution.of(Self.everyShape)
        try Self.expectSameText(resolution, "every shape")
        // The document reaches the branches it is meant to.
        let library = try TemplateSet.builtIn.library()
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: Self.optionSets[0], sourceName: "tokens.json")
        let files = try TokenGenerator.renderSwift(input, library: library, writers: .init(.builtIn)).files.get()
        let text = try #require(files.first { $0.path == "Swift/PrismTokens.swift" }).contents
        for expected in [
            ", PrismDeprecatedCaseListing {", "@available(*, deprecated, message: \"Use \\\"ink\\\".\")\n",
            "    @available(*, deprecated)\n    case `default`\n", "static var casesInDocumentOrder",
            "        default: break\n", "    @_optimize(none)\n", "private static let _values: [Double] = [",
            "(in theme: PrismTheme) -> PrismColor {",
        ] {
            #expect(text.contains(expected), "missing \(expected.debugDescription)")
        }
    }

    /// A modifier without contexts leaves no theme: the context holds only the notice and the
    /// namespace's names, and the Apple layer has no enum and an empty tap-target size.
    @Test func aSourceWithoutThemesIsWrittenAlike() throws {
        let resolution = try Resolution.of(
            """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "color": { "$type": "color", "a": { "$value": "#336699" } } }] } },
              "modifiers": { "mode": { "contexts": {} } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
            """)
        #expect(resolution.themes.isEmpty)
        try Self.expectSameText(resolution, "no themes")
    }

    @Test func fixturesAreWrittenAlike() throws {
        for (name, resolution) in try DirectWriterInputs.fixtures() { try Self.expectSameText(resolution, name) }
    }

    @Test(arguments: 1...12) func randomDocumentsAreWrittenAlike(seed: Int) throws {
        try Self.expectSameText(try DirectWriterInputs.random(seed: seed), "seed \(seed)")
    }

    @Test func vendoredCorpusIsWrittenAlike() throws {
        let resolutions = try Corpus.tokenResolutions()
        for (path, resolution) in resolutions { try Self.expectSameText(resolution, path) }
        #expect(resolutions.count >= 20, "corpus files checked: \(resolutions.count)")
    }

    @Test(arguments: [SwiftTokensFileWriter.template, SwiftThemeFileWriter.template, SwiftAppleFileWriter.template])
    func anOverriddenTemplateIsRenderedNotWrittenDirectly(_ name: String) throws {
        #expect(SwiftFileWriters(.builtIn).writes(name))
        let source = try #require(BuiltInTemplates.sources[name])
        let templates = TemplateSet.builtIn.overriding(with: [name: source + "// custom file\n"])
        #expect(!SwiftFileWriters(templates).writes(name))
        let resolution = try Resolution.of(Self.everyShape)
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: Self.optionSets[0], sourceName: "tokens.json")
        var diagnostics = DiagnosticBag()
        let files = try TokenGenerator.generate(input, templates: templates, diagnostics: &diagnostics)
        let rendered = try #require(SwiftEmitter.outputs.first { $0.template == name })
        let text = try #require(files.first { $0.path == rendered.path }).contents
        #expect(text.hasSuffix("// custom file\n"), "the override was not rendered")
        // The overridden template still gets the lists only its own file's writer goes without.
        let listed = [
            SwiftTokensFileWriter.template: "    case black\n",
            SwiftThemeFileWriter.template: "        public var bg: PrismColor {\n",
            SwiftAppleFileWriter.template: "    public var black: UIColor { UIColor(PaletteToken.black.color) }\n",
        ]
        #expect(text.contains(try #require(listed[name])))
    }
}
