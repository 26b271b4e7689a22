import Foundation
import PrismAccessibility
import PrismTestSupport
import Testing

@testable import PrismTokens

/// The Asset Catalog output (`generate --platform xcassets`): every color set's `Contents.json`
/// parses, has the structure Xcode writes (the same as Terrazzo's Xcode color sets in the corpus),
/// and holds each appearance's color as the token has it in the theme made for that appearance.
@Suite struct XCAssetsEmitterTests {
    /// One generation: the files and the resolution they came from.
    struct Catalog {
        var files: [String: String]
        var resolution: TokenSetResolution
        var configuration: PrismConfiguration
        var diagnostics: DiagnosticBag
    }

    static func generate(file: URL) throws -> Catalog {
        let provider = DiskSourceFileProvider(baseDirectory: file.deletingLastPathComponent().path)
        let resolution = try TokenSetResolution.resolve(file: file.lastPathComponent, provider: provider)
        let validation = TokenValidation.validate(resolution)
        var diagnostics = validation.diagnostics
        let input = EmitterInput(
            resolution: resolution, configuration: validation.configuration,
            options: GenerateOptions(platforms: [.xcassets], toolVersion: "TEST"), sourceName: file.lastPathComponent)
        let files = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics)
        return Catalog(
            files: Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0.contents) }),
            resolution: resolution, configuration: validation.configuration, diagnostics: diagnostics)
    }

    /// The repository's tokens.json and a themed system of the corpus (Terrazzo's GitHub-style
    /// color modes: light, dark, high contrast, dimmed, colorblind).
    static func sources() throws -> [URL] {
        [
            TestPaths.repository.appendingPathComponent("tokens.json"),
            try Corpus.requireFolder().appendingPathComponent(
                "terrazzo-fixtures/plugin-css/type-color/color.resolver.json"),
        ]
    }

    /// The slot of an entry's `appearances`: (dark, high contrast).
    static func slot(of appearances: [[String: Any]]) -> (isDark: Bool, isHighContrast: Bool)? {
        var isDark = false
        var isHighContrast = false
        for appearance in appearances {
            switch (appearance["appearance"] as? String, appearance["value"] as? String) {
            case ("luminosity", "dark"): isDark = true
            case ("contrast", "high"): isHighContrast = true
            default: return nil
            }
        }
        return (isDark, isHighContrast)
    }

    @Test func everyColorSetMatchesXcodesSchemaAndTheTokens() throws {
        for source in try Self.sources() {
            let catalog = try Self.generate(file: source)
            #expect(!catalog.diagnostics.hasErrors, "\(catalog.diagnostics.all.map(\.compilerFormatted))")
            let root = try #require(catalog.files["XCAssets/PrismTokens.xcassets/Contents.json"])
            let rootJSON = try #require(try JSONSerialization.jsonObject(with: Data(root.utf8)) as? [String: Any])
            #expect(Set(rootJSON.keys) == ["info"])

            let themes = catalog.resolution.themes
            let appearances = themes.map {
                ThemeAppearance.of($0, configuration: catalog.configuration, terminalBackground: nil)
            }
            func theme(isDark: Bool, isHighContrast: Bool) -> ResolvedTheme? {
                appearances.firstIndex { $0.isDark == isDark && $0.isHighContrast == isHighContrast }.map { themes[$0] }
            }
            let colorTokens = Set(themes.flatMap { $0.tokens.filter { $0.type == .color }.map(\.path) })
            let colorSets = catalog.files.filter { $0.key.hasSuffix(".colorset/Contents.json") }
            #expect(colorSets.count == colorTokens.count, "\(source.lastPathComponent): one color set per color token")
            var wideGamut = 0
            for (path, text) in colorSets {
                let json = try #require(
                    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(path) does not parse")
                #expect(Set(json.keys) == ["colors", "info"], "\(path)")
                let info = try #require(json["info"] as? [String: Any])
                #expect(info["version"] as? Int == 1 && info["author"] is String, "\(path)")
                let entries = try #require(json["colors"] as? [[String: Any]])
                #expect(entries.filter { $0["appearances"] == nil }.count == 1, "\(path): exactly one universal entry")
                var slots: Set<String> = []
                let name = String(
                    path.dropFirst("XCAssets/PrismTokens.xcassets/".count).dropLast(".colorset/Contents.json".count))
                let tokenPath = try #require(
                    colorTokens.first { XCAssetsContext.assetName($0.description) == name }, "\(path): no token")
                for entry in entries {
                    #expect(
                        Set(entry.keys).isSubset(of: ["appearances", "color", "idiom"])
                            && entry["idiom"] as? String == "universal", "\(path)")
                    let slot = try #require(
                        Self.slot(of: entry["appearances"] as? [[String: Any]] ?? []), "\(path): unknown appearance")
                    #expect(slots.insert("\(slot)").inserted, "\(path): appearance \(slot) twice")
                    let color = try #require(entry["color"] as? [String: Any])
                    let space = try #require(color["color-space"] as? String)
                    #expect(["srgb", "display-p3"].contains(space), "\(path)")
                    let components = try #require(color["components"] as? [String: String])
                    #expect(Set(components.keys) == ["red", "green", "blue", "alpha"], "\(path)")
                    let values = try ["red", "green", "blue", "alpha"].map {
                        try #require(Double(components[$0] ?? ""))
                    }
                    #expect(values.allSatisfy { (0...1).contains($0) }, "\(path)")

                    // The token's value in the theme made for this appearance (the light standard one, or the first, for any).
                    let expectedTheme = try #require(
                        slot == (false, false)
                            ? (theme(isDark: false, isHighContrast: false) ?? themes[0])
                            : theme(isDark: slot.isDark, isHighContrast: slot.isHighContrast))
                    guard case .color(let tokenColor)? = expectedTheme[tokenPath]?.value,
                        let value = tokenColor.colorValue
                    else {
                        Issue.record("\(path): \(tokenPath) has no color in \(expectedTheme.name)")
                        continue
                    }
                    let expected: [Double]
                    if space == "display-p3" {
                        wideGamut += 1
                        #expect(!value.isInSRGBGamut, "\(path): display-p3 for an sRGB color")
                        expected = value.gamutMapped(into: .displayP3).resolvedComponents
                    } else {
                        #expect(value.isInSRGBGamut, "\(path): a wide-gamut color written as srgb")
                        let srgb = value.gamutMappedSRGB()
                        expected = [srgb.red, srgb.green, srgb.blue]
                    }
                    for (actual, wanted) in zip(values, expected + [value.alpha]) {
                        #expect(
                            abs(actual - wanted) < 1e-6,
                            "\(path) \(slot): \(values) ≠ \(expected) (\(expectedTheme.name))")
                    }
                }
            }
            if source.lastPathComponent == "tokens.json" {
                let brand = try #require(colorSets["XCAssets/PrismTokens.xcassets/color.brand.colorset/Contents.json"])
                #expect(
                    brand.components(separatedBy: "\"appearance\" : \"luminosity\"").count == 3,
                    "brand: dark and dark + high contrast")
                #expect(
                    brand.components(separatedBy: "\"appearance\" : \"contrast\"").count == 3,
                    "brand: high contrast and dark + high contrast")
                let white = try #require(
                    colorSets["XCAssets/PrismTokens.xcassets/palette.white.colorset/Contents.json"])
                #expect(!white.contains("appearances"), "a color the same in every theme has the universal entry only")
            }
            _ = wideGamut
        }
    }

    @Test func aWideGamutColorIsWrittenInDisplayP3() throws {
        let json =
            ##"{"c": {"$type": "color", "p3": {"$value": {"colorSpace": "display-p3", "components": [1, 0, 0]}}, "s": {"$value": "#336699"}}}"##
        let provider = InMemorySourceFileProvider(["tokens.json": json])
        let resolution = try TokenSetResolution.resolve(file: "tokens.json", provider: provider)
        var diagnostics = DiagnosticBag()
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.xcassets], toolVersion: "TEST"), sourceName: "tokens.json")
        let files = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics)
        let p3 = try #require(files.first { $0.path.hasSuffix("c.p3.colorset/Contents.json") }?.contents)
        #expect(
            p3.contains("\"color-space\" : \"display-p3\"") && p3.contains("\"red\" : \"1.000000\"")
                && p3.contains("\"green\" : \"0.000000\""))
        let srgb = try #require(files.first { $0.path.hasSuffix("c.s.colorset/Contents.json") }?.contents)
        #expect(srgb.contains("\"color-space\" : \"srgb\"") && srgb.contains("\"red\" : \"0.200000\""))
    }

    @Test(
        .requiresShared(
            "corpus/terrazzo-fixtures/plugin-swift/color/expected/Want.xcassets",
            "Terrazzo's expected Xcode color sets: another tool's output, not vendored"))
    func theStructureIsTerrazzosXcodeColorSet() throws {
        // Terrazzo's expected output for its Swift plugin: the same members, nesting and appearance encoding.
        let folder = try #require(Corpus.sharedFolder("terrazzo-fixtures/plugin-swift/color/expected/Want.xcassets"))
        let sets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".colorset") }
        #expect(!sets.isEmpty)
        for set in sets {
            let data = try Data(contentsOf: folder.appendingPathComponent(set + "/Contents.json"))
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(Set(json.keys) == ["colors", "info"])
            for entry in json["colors"] as? [[String: Any]] ?? [] {
                #expect(Set(entry.keys).isSubset(of: ["appearances", "color", "idiom"]))
                #expect(Self.slot(of: entry["appearances"] as? [[String: Any]] ?? []) != nil)
                let color = entry["color"] as? [String: Any]
                #expect(
                    Set((color?["components"] as? [String: String] ?? [:]).keys) == ["red", "green", "blue", "alpha"])
            }
        }
    }

    @Test func namesAreSafeAndUnique() {
        #expect(XCAssetsContext.assetName("color.brand") == "color.brand")
        #expect(XCAssetsContext.assetName("color.🔥 hot/x") == "color.--hot-x")
        // Every ASCII character, on the byte path and (with one non-ASCII scalar) on the scalar path.
        let ascii = String(decoding: Array(UInt8(1)...UInt8(127)), as: UTF8.self)
        let safe = String(
            ascii.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-" || $0 == "_") ? $0 : "-" })
        #expect(XCAssetsContext.assetName(ascii) == safe)
        #expect(XCAssetsContext.assetName(ascii + "é") == safe + "-")
        #expect(XCAssetsContext.assetName(".x") == "color.x" && XCAssetsContext.assetName("") == "color")
        var names = XCAssetsContext.UniqueNames()
        #expect(names.claim("a") == "a" && names.claim("A") == "A-2" && names.claim("a") == "a-3")
        #expect(names.claim("É.x") == "É.x" && names.claim("é.X") == "é.X-2")
        for name in ["color.brand", "Color.OnSurface", "ÉCLAIR", "ß", "a-B_c.9", ""] {
            #expect(XCAssetsContext.UniqueNames.caseFolded(name) == name.lowercased(), "\(name)")
        }
    }

    @Test func aPathsNameIsTheNameOfItsDottedForm() {
        // Written from the segments: the same name as the dotted path's, for segments with unsafe
        // characters, dots, non-ASCII letters, empty ones and a leading dot.
        let pieces = ["color", "Brand", "on surface", "x/y", ".", "a.b", "é", "🔥", "", "9", "-_"]
        var random = SplitMix64(seed: 17)
        for _ in 0..<2_000 {
            let segments = (0..<Int.random(in: 1...4, using: &random)).map { _ in
                (0..<Int.random(in: 0...2, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                    .joined()
            }
            let path = TokenPath(segments)
            #expect(XCAssetsContext.assetName(path) == XCAssetsContext.assetName(path.description), "\(segments)")
        }
    }
}

/// Color sets of themes that differ in which tokens are colors: a token that is a color only in a
/// later theme, or only there at all, still gets its set with that theme's color, and a color the
/// later theme redefines gets both appearances.
@Suite struct XCAssetsColorSetOrderTests {
    static let resolver = """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{
            "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } },
            "b": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } },
            "b-": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } }
          }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [{}],
            "dark": [{
              "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 0, 0] } },
              "b": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 1, 0] } },
              "c": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 1, 1] } }
            }]
          } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """

    @Test func colorSetsCoverTokensThatAreColorsOnlyInALaterTheme() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xcassets-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("tokens.resolver.json")
        try Self.resolver.write(to: file, atomically: true, encoding: .utf8)
        let catalog = try XCAssetsEmitterTests.generate(file: file)
        let sets = catalog.files.keys.filter { $0.hasSuffix(".colorset/Contents.json") }.sorted()
        let prefix = "XCAssets/PrismTokens.xcassets/"
        #expect(
            sets.map { String($0.dropFirst(prefix.count)) } == [
                "a.colorset/Contents.json", "b-.colorset/Contents.json", "b.colorset/Contents.json",
                "c.colorset/Contents.json",
            ])
        #expect(!catalog.diagnostics.hasErrors, "\(catalog.diagnostics.all.map(\.compilerFormatted))")
        // The manifests' token count: the first theme's three and the one only dark has.
        #expect(catalog.resolution.tokenCount == 4)
        // 'a' differs in dark, 'b' is a color only there, 'c' exists only there: each set has a dark entry.
        for name in ["a", "b", "c"] {
            let text = try #require(catalog.files[prefix + name + ".colorset/Contents.json"])
            #expect(text.contains("\"dark\""), "\(name): \(text)")
        }
    }

    /// The color sets' names and appearance counts of a resolution.
    static func colorSets(_ resolution: TokenSetResolution) -> [String] {
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.xcassets], toolVersion: "TEST"), sourceName: "tokens.json")
        var diagnostics = DiagnosticBag()
        return XCAssetsContext.colorSets(input, diagnostics: &diagnostics).map { "\($0.name) \($0.entries.count)" }
    }

    @Test func aFirstThemeHoldingAPathTwiceGetsOneSetForIt() throws {
        // Sources cannot give a theme one path twice; made here: the first theme's colors are
        // then looked up by path (as a later theme's are) instead of all taken.
        var resolution = try Resolution.of(files: ["tokens.resolver.json": Self.resolver], root: "tokens.resolver.json")
        let plain = Self.colorSets(resolution)
        #expect(plain == ["a 2", "b- 1", "b 1", "c 1"])
        #expect(resolution.themes.allSatisfy { $0.holdsEachPathOnce })
        let first = resolution.themes[0]
        let twice = ResolvedTheme(inputs: first.inputs, tokens: first.tokens + first.tokens.prefix(1))
        #expect(!twice.holdsEachPathOnce)
        resolution.themes[0] = twice
        #expect(Self.colorSets(resolution) == plain)
    }
}
