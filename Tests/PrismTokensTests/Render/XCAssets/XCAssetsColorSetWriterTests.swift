import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``XCAssetsColorSetWriter`` writes each color set's `Contents.json` as the built-in template
/// renders it, and steps aside when a catalog template is overridden.
@Suite struct XCAssetsColorSetWriterTests {
    /// The catalog rendered through the templates: the built-in text with a Mustache comment
    /// added, which renders to nothing but turns the direct writer off.
    static let throughTemplates = TemplateSet.builtIn.overriding(
        with: [
            XCAssetsEmitter.outputs[1].template: "{{! rendered }}\n"
                + (BuiltInTemplates.sources[XCAssetsEmitter.outputs[1].template] ?? "")
        ])

    /// The xcassets files of a resolution with the given templates, by path.
    static func catalog(_ resolution: TokenSetResolution, templates: TemplateSet) throws -> [String: String] {
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.xcassets], toolVersion: "TEST"), sourceName: "tokens.json")
        var diagnostics = DiagnosticBag()
        let files = try TokenGenerator.generate(input, templates: templates, diagnostics: &diagnostics)
        return Dictionary(files.map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    static func expectSameCatalog(_ resolution: TokenSetResolution, _ name: String) throws {
        #expect(XCAssetsColorSetWriter.writesSameText(as: .builtIn))
        #expect(!XCAssetsColorSetWriter.writesSameText(as: throughTemplates))
        let direct = try catalog(resolution, templates: .builtIn)
        let rendered = try catalog(resolution, templates: throughTemplates)
        #expect(direct.keys.sorted() == rendered.keys.sorted(), "\(name)")
        let differing = direct.keys.filter { direct[$0] != rendered[$0] }.sorted()
        #expect(differing.isEmpty, "\(name): \(differing.prefix(3))")
    }

    @Test func randomEntriesAreWrittenAsTheTemplateRendersThem() throws {
        let library = try TemplateSet.builtIn.library()
        let template = try #require(library[XCAssetsEmitter.outputs[1].template])
        var random = SplitMix64(seed: 5)
        let slots = XCAssetsContext.Slot.all
        func component() -> String { XCAssetsContext.fixed(Double.random(in: -0.2...1.2, using: &random)) }
        for _ in 0..<500 {
            let count = Int.random(in: 1...4, using: &random)
            let entries = slots.prefix(count).map { slot in
                XCAssetsContext.Entry(
                    slot: slot, colorSpace: Bool.random(using: &random) ? "srgb" : "display-p3",
                    red: component(), green: component(), blue: component(), alpha: component())
            }
            let set = XCAssetsContext.ColorSet(name: "color", entries: Array(entries))
            let expected = try template.render(set.context, partials: library, options: .sourceCode)
            #expect(XCAssetsColorSetWriter.text(set.entries) == expected)
        }
    }

    @Test func setPathsAreTheCatalogsFolderAndTheSetsName() {
        var scratch: [UInt8] = []
        for name in ["color.brand", "é.ß.🎨", "a", "palette.gray.50 (dim)", "x.y.z.longer.than.the.one.before.it"] {
            #expect(
                XCAssetsColorSetWriter.path(ofSetNamed: name, scratch: &scratch)
                    == "\(XCAssetsEmitter.catalog)/\(name).colorset/Contents.json")
        }
    }

    @Test func componentsHaveSixDecimalsRoundedAndClamped() {
        // The bytes written in place are the interpolated text they replaced.
        func interpolated(_ value: Double) -> String {
            let millionths = Int((min(max(value.isFinite ? value : 0, 0), 1) * 1_000_000).rounded())
            let fraction = String(millionths % 1_000_000)
            return "\(millionths / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
        }
        var random = SplitMix64(seed: 11)
        var values: [Double] = [0, 1, -0.0, -1, 2, .nan, .infinity, -.infinity, 0.0000005, 0.9999995, 0.156863, 1e-300]
        for _ in 0..<5_000 { values.append(Double.random(in: -0.5...1.5, using: &random)) }
        let wrong = values.filter { XCAssetsContext.fixed($0) != interpolated($0) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
        #expect(XCAssetsContext.fixed(0.156863) == "0.156863")
        #expect(XCAssetsContext.fixed(1) == "1.000000")
        #expect(XCAssetsContext.fixed(-3) == "0.000000")
    }

    @Test func fixturesAreWrittenAlike() throws {
        var colorSets = 0
        for (name, resolution) in try DirectWriterInputs.fixtures() {
            try Self.expectSameCatalog(resolution, name)
            colorSets += try Self.catalog(resolution, templates: .builtIn).count - 1
        }
        #expect(colorSets > 50, "color sets compared: \(colorSets)")
    }

    @Test(arguments: 1...8) func randomDocumentsAreWrittenAlike(seed: Int) throws {
        try Self.expectSameCatalog(try DirectWriterInputs.random(seed: seed), "seed \(seed)")
    }

    @Test(arguments: XCAssetsEmitter.outputs.map(\.template))
    func anOverriddenTemplateIsRenderedNotWrittenDirectly(_ name: String) throws {
        let source = try #require(BuiltInTemplates.sources[name])
        let templates = TemplateSet.builtIn.overriding(with: [name: source + "custom\n"])
        #expect(!XCAssetsColorSetWriter.writesSameText(as: templates))
        let (_, resolution) = try #require(try DirectWriterInputs.fixtures().first)
        let files = try Self.catalog(resolution, templates: templates)
        let overridden = files.filter { path, _ in
            name == XCAssetsEmitter.outputs[0].template
                ? path == XCAssetsEmitter.outputs[0].path : path.hasSuffix(".colorset/Contents.json")
        }
        #expect(!overridden.isEmpty)
        #expect(overridden.values.allSatisfy { $0.hasSuffix("}\ncustom\n") })
    }
}
