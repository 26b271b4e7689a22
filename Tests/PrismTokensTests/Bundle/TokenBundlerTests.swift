import Foundation
import Testing

@testable import PrismTokens

/// The bundles as a whole: determinism, manifests that verify, every platform's files present.
@Suite struct TokenBundlerTests {
    @Test(arguments: BundleTestSupport.fixtureNames)
    func twoRunsGiveIdenticalBytes(_ fixture: String) throws {
        let first = try BundleTestSupport.bundle(fixture).files
        let second = try BundleTestSupport.bundle(fixture).files
        #expect(!first.isEmpty)
        #expect(first == second)
    }

    @Test(arguments: BundleTestSupport.fixtureNames)
    func manifestsListEveryFileWithItsChecksum(_ fixture: String) throws {
        let files = try BundleTestSupport.bundle(fixture).files
        for platform in BundlePlatform.allCases {
            let bundle = BundleTestSupport.files(files, of: platform)
            let manifest = try BundleTestSupport.jsonObject(bundle["manifest.json"])
            #expect(manifest["name"] as? String == "@prism/tokens")
            #expect(manifest["version"] as? String == "1.2.3")
            #expect(manifest["platform"] as? String == platform.rawValue)
            #expect((manifest["generator"] as? [String: Any])?["version"] as? String == "TEST")
            let entries = try #require(manifest["files"] as? [[String: Any]])
            let listed = entries.compactMap { $0["path"] as? String }
            #expect(listed == listed.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
            #expect(Set(listed) == Set(bundle.keys).subtracting(["manifest.json"]), "\(platform)")
            for entry in entries {
                let path = try #require(entry["path"] as? String)
                let bytes = Array(try #require(bundle[path]).utf8)
                #expect(entry["sha256"] as? String == SHA256.hexDigest(bytes), "\(platform)/\(path)")
                #expect(entry["bytes"] as? Int == bytes.count, "\(platform)/\(path)")
            }
        }
    }

    @Test func manifestDescribesTheSourceAndTheThemes() throws {
        let files = try BundleTestSupport.bundle("themed.resolver.json").files
        let manifest = try BundleTestSupport.jsonObject(BundleTestSupport.files(files, of: .json)["manifest.json"])
        let source = try #require(manifest["source"] as? [String: Any])
        let bytes = [UInt8](
            try Data(contentsOf: BundleTestSupport.fixtures.appendingPathComponent("themed.resolver.json")))
        let fileEntry = try #require((source["files"] as? [[String: Any]])?.first)
        #expect(fileEntry["path"] as? String == "themed.resolver.json")
        #expect(fileEntry["sha256"] as? String == SHA256.hexDigest(bytes))
        #expect(
            source["sha256"] as? String == SHA256.hexDigest(of: "\(SHA256.hexDigest(bytes))  themed.resolver.json\n"))
        let themes = try #require(manifest["themes"] as? [[String: Any]])
        #expect(themes.compactMap { $0["name"] as? String } == ["light", "dark", "highContrast"])
        #expect(themes.first?["default"] as? Bool == true)
        #expect((themes.first?["inputs"] as? [String: String]) == ["theme": "light"])
        #expect(manifest["tokenCount"] as? Int ?? 0 > 0)
    }

    @Test func aBundleDoesNotDependOnTheOtherBundlesPackedWithIt() throws {
        let all = try BundleTestSupport.bundle("terminal.resolver.json").files
        for platform in BundlePlatform.allCases {
            let alone = try BundleTestSupport.bundle("terminal.resolver.json", platforms: [platform]).files
            #expect(alone == all.filter { $0.path.hasPrefix(platform.rawValue + "/") }, "\(platform)")
        }
    }

    @Test func everyPlatformHasItsFiles() throws {
        let files = try BundleTestSupport.bundle("themed.resolver.json").files
        let expected: [BundlePlatform: [String]] = [
            .web: ["package.json", "index.js", "index.d.ts", "tokens.css", "README.md"],
            .apple: ["Package.swift", "README.md", "Sources/PrismDesignTokens/PrismTokens.swift"],
            .android: [
                "res/values/colors.xml", "res/values-night/colors.xml", "res/values/colors_high_contrast.xml",
                "res/values/dimens.xml", "res/values/integers.xml", "res/values/styles.xml",
                "kotlin/prism/tokens/PrismTokens.kt", "README.md",
            ],
            .terminal: [
                "contrast.md", "shell/prism-colors.sh", "shell/reset-palette.sh", "shell/set-palette-light.sh",
                "swift/PrismTerminalPalette.swift", "README.md",
            ],
            .json: [
                "tokens/light.tokens.json", "tokens/dark.tokens.json", "tokens/high-contrast.tokens.json",
                "flat/light.json", "flat/dark.json", "flat/high-contrast.json", "README.md",
            ],
        ]
        for (platform, paths) in expected {
            let bundle = BundleTestSupport.files(files, of: platform)
            for path in paths { #expect(bundle[path] != nil, "\(platform)/\(path) is missing") }
        }
    }

    @Test func aSourceWithoutThemesStillGetsOneThemeEverywhere() throws {
        let files = try BundleTestSupport.bundle("all-types.tokens.json").files
        #expect(BundleTestSupport.files(files, of: .json)["tokens/default.tokens.json"] != nil)
        #expect(BundleTestSupport.files(files, of: .android)["res/values/colors.xml"] != nil)
        #expect(BundleTestSupport.files(files, of: .android)["res/values-night/colors.xml"] == nil)
    }

    @Test func theTerminalBundleReportsThePaletteFindingsAsTheANSIEmitterDoes() throws {
        // The bundle reads each theme's palette once and hands it to the ANSI emitter: the
        // findings of malformed terminal keys are still reported, once each.
        let source = """
            { "c": { "$type": "color",
                "a": { "$value": "#ff0000", "$extensions": { "com.byescaleira.prism": { "ansi": 16 } } },
                "b": { "$value": "#00ff00", "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } },
                "d": { "$value": "#0000ff", "$extensions": { "com.byescaleira.prism": { "ansi": 1 } } } },
              "size": { "$type": "dimension", "$value": { "value": 4, "unit": "px" },
                "$extensions": { "com.byescaleira.prism": { "terminal": "background" } } } }
            """
        let resolution = try Resolution.of(files: ["tokens.json": source], root: "tokens.json")
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.ansi], toolVersion: "TEST"), sourceName: "tokens.json")
        var generated = DiagnosticBag()
        let ansi = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &generated)
        var bundled = DiagnosticBag()
        let files = TokenBundler.renderAndBundle(
            try BundleTestSupport.bundleInput(input),
            templates: .builtIn, platforms: [.terminal], diagnostics: &bundled)
        let paletteFindings = { (bag: DiagnosticBag) in
            bag.all.filter { $0.rule == TerminalPaletteReader.rule }.map(\.message)
        }
        #expect(paletteFindings(generated).count == 3, "\(paletteFindings(generated))")
        #expect(paletteFindings(bundled) == paletteFindings(generated))
        let script = ansi.first { $0.path.hasSuffix("prism-colors.sh") }?.contents
        #expect(script != nil)
        #expect(files.first { $0.path.hasSuffix("prism-colors.sh") }?.contents == script)
    }

    @Test(arguments: BundleTestSupport.fixtureNames)
    func theAssetCatalogMadeReadyWhenRenderedIsTheOneThePackerMakes(_ fixture: String) throws {
        // The xcassets render job moves, prefixes and hashes the asset catalog for the apple
        // bundle; the packer given none makes the same files.
        let url = BundleTestSupport.fixtures.appendingPathComponent(fixture)
        let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
        let resolution = try TokenSetResolution.resolve(file: url.lastPathComponent, provider: provider)
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.xcassets, .swift], toolVersion: "TEST"), sourceName: fixture)
        var findings = DiagnosticBag()
        let rendered = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &findings)
        var bundleInput = BundleInput(
            emitter: input, generated: [.xcassets: rendered.filter { $0.path.hasPrefix("XCAssets/") }],
            sources: [], name: try #require(BundleName("@prism/tokens")),
            version: try #require(SemanticVersion("1.0.0")), toolVersion: "TEST")
        let themes = BundleThemes(input)
        let made = AppleBundlePacker.files(for: bundleInput, themes: themes, diagnostics: &findings)
        let assets = AppleBundlePacker.Assets(rendered: bundleInput.generated[.xcassets] ?? [])
        #expect(!assets.files.isEmpty)
        bundleInput.appleAssets = assets
        #expect(AppleBundlePacker.files(for: bundleInput, themes: themes, diagnostics: &findings) == made)
        #expect(Array(made.suffix(assets.files.count)) == assets.files)
        #expect(assets.prefixed.map(\.path) == assets.files.map { "apple/" + $0.path })
        #expect(assets.digests == assets.files.map { SHA256.hexDigest(Array($0.contents.utf8)) })
    }
}
