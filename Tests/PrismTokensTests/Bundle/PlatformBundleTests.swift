import Foundation
import Testing

@testable import PrismTokens

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// What each platform bundle contains, on the fixtures (hostile names included).
@Suite struct PlatformBundleTests {
    /// Whether a text is well-formed XML.
    static func isWellFormedXML(_ text: String) -> Bool {
        XMLParser(data: Data(text.utf8)).parse()
    }

    /// Every string inside a parsed JSON value.
    static func strings(in value: Any?) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap { strings(in: $0) }
        case let object as [String: Any]: object.values.flatMap { strings(in: $0) }
        default: []
        }
    }

    @Test(arguments: BundleTestSupport.fixtureNames)
    func jsonBundleIsResolvedDTCG(_ fixture: String) throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle(fixture).files, of: .json)
        let documents = files.filter { $0.key.hasPrefix("tokens/") }
        #expect(!documents.isEmpty)
        for (path, text) in documents {
            let root = try BundleTestSupport.jsonObject(text)
            var tokens = 0
            func walk(_ group: [String: Any]) {
                for (key, value) in group where !key.hasPrefix("$") || key == "$root" {
                    guard let object = value as? [String: Any] else { continue }
                    if object["$value"] != nil {
                        tokens += 1
                        #expect(object["$type"] is String, "\(path): \(key) has no $type")
                        #expect(
                            Self.strings(in: object["$value"]).allSatisfy { $0.wholeMatch(of: /\{[^{}]+\}/) == nil },
                            "\(path): \(key) still holds a reference")
                    } else {
                        walk(object)
                    }
                }
            }
            walk(root)
            #expect(tokens > 0)
            let flatPath =
                "flat/" + path.dropFirst("tokens/".count).replacingOccurrences(of: ".tokens.json", with: ".json")
            let flat = try BundleTestSupport.jsonObject(files[flatPath])
            #expect(flat.count == tokens, "\(flatPath)")
        }
    }

    @Test func jsonBundleKeepsDescriptionsDeprecationsAndExtensions() throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle("all-types.tokens.json").files, of: .json)
        let text = try #require(files["tokens/default.tokens.json"])
        #expect(text.contains("\"$deprecated\""))
        #expect(text.contains("\"$description\""))
        let terminal = BundleTestSupport.files(try BundleTestSupport.bundle("terminal.resolver.json").files, of: .json)
        #expect(try #require(terminal["tokens/dark.tokens.json"]).contains("\"$extensions\""))
        #expect(!(try #require(terminal["flat/dark.json"])).contains("{terminal."))
    }

    @Test func webPackageIsPublishable() throws {
        let files = BundleTestSupport.files(
            try BundleTestSupport.bundle("themed.resolver.json", name: "@acme/tokens").files, of: .web)
        let package = try BundleTestSupport.jsonObject(files["package.json"])
        #expect(package["name"] as? String == "@acme/tokens")
        #expect(package["version"] as? String == "1.2.3")
        #expect(package["type"] as? String == "module")
        #expect(package["types"] as? String == "./index.d.ts")
        #expect(package["sideEffects"] as? [String] == ["*.css"])
        let exports = try #require(package["exports"] as? [String: Any])
        #expect(exports["./tokens.css"] as? String == "./tokens.css")
        #expect((exports["."] as? [String: String])?["import"] == "./index.js")
        let listed = try #require(package["files"] as? [String])
        for file in listed { #expect(files[file] != nil, "package.json lists \(file), which is missing") }
        let module = try #require(files["index.js"])
        #expect(module.contains("export const themes = freeze({"))
        #expect(module.contains("export const defaultTheme = \"light\";"))
        #expect(module.contains("\"highContrast\": {"))
        let types = try #require(files["index.d.ts"])
        #expect(types.contains("export type ThemeName = \"light\" | \"dark\" | \"highContrast\";"))
        #expect(types.contains("readonly \"onBackground\": string;"))
    }

    @Test func webModuleEscapesHostileNames() throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle("hostile-names.tokens.json").files, of: .web)
        let module = try #require(files["index.js"])
        #expect(!module.contains("\"__proto__\":"), "a plain __proto__ key would set the prototype")
        for line in module.split(separator: "\n") where line.hasPrefix("//") || line.hasPrefix(" *") {
            #expect(!line.dropFirst(2).contains("*/"), "comment closed early: \(line)")
        }
    }

    @Test func appleBundleIsAPackageOfTheSwiftPlatform() throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle("themed.resolver.json").files, of: .apple)
        let manifest = try #require(files["Package.swift"])
        #expect(manifest.hasPrefix("// swift-tools-version:5.9\n"))
        #expect(manifest.contains(".library(name: \"PrismDesignTokens\", targets: [\"PrismDesignTokens\"])"))
        let sources = files.keys.filter { $0.hasPrefix("Sources/PrismDesignTokens/") }
        #expect(!sources.isEmpty)
        #expect(sources.allSatisfy { $0.hasSuffix(".swift") })
        #expect(
            !files.keys.contains { $0.hasSuffix("PrismTerminalPalette.swift") },
            "the ANSI platform's Swift belongs to the terminal bundle")
        #expect(files["Sources/PrismDesignTokens/PrismTokens+Apple.swift"] != nil)
        // The generated Swift imports PrismAccessibility, which the bundle ships as its own target.
        #expect(manifest.contains(".target(name: \"PrismDesignTokens\", dependencies: [\"PrismAccessibility\"]"))
        #expect(
            files.keys.filter { $0.hasPrefix("Sources/PrismAccessibility/") }.count
                == BuiltInAccessibilitySources.sources.count)
        // The Asset Catalog sits outside the targets.
        #expect(files["PrismTokens.xcassets/Contents.json"] != nil)
        #expect(
            files.keys.contains { $0.hasPrefix("PrismTokens.xcassets/") && $0.hasSuffix(".colorset/Contents.json") })
    }

    @Test(arguments: BundleTestSupport.fixtureNames)
    func androidResourcesAreValidXMLWithValidNames(_ fixture: String) throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle(fixture).files, of: .android)
        let xml = files.filter { $0.key.hasSuffix(".xml") }
        #expect(xml.count >= 4)
        for (path, text) in xml {
            #expect(Self.isWellFormedXML(text), "\(path) is not well-formed XML")
            for match in text.matches(of: /name="([^"]*)"/) where !path.hasSuffix("styles.xml") {
                let name = String(match.1)
                #expect(name.wholeMatch(of: /prism_[a-z0-9_]+/) != nil, "\(path): bad resource name \(name)")
            }
            for match in text.matches(of: /<color name="[^"]*">([^<]*)</) {
                #expect(String(match.1).wholeMatch(of: /#[0-9A-F]{8}/) != nil, "\(path): \(match.1) is not #AARRGGBB")
            }
        }
    }

    @Test func androidPutsDarkAndHighContrastColorsWhereTheyBelong() throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle("themed.resolver.json").files, of: .android)
        let day = try #require(files["res/values/colors.xml"])
        let night = try #require(files["res/values-night/colors.xml"])
        let highContrast = try #require(files["res/values/colors_high_contrast.xml"])
        #expect(day != night)
        #expect(highContrast.contains("_high_contrast\">"))
        // highContrast's background is pure white, its onBackground pure black.
        #expect(highContrast.contains("<color name=\"prism_color_on_background_high_contrast\">#FF000000</color>"))
        let kotlin = try #require(files["kotlin/prism/tokens/PrismTokens.kt"])
        #expect(kotlin.contains("package prism.tokens"))
        #expect(kotlin.contains("public val highContrast: PrismTokenTheme = PrismTokenTheme("))
        #expect(kotlin.contains("isHighContrast = true"))
        #expect(kotlin.contains("colorOnBackground = Color(0xFF000000L)"))
    }

    @Test func androidKotlinEscapesHostileNames() throws {
        let files = BundleTestSupport.files(
            try BundleTestSupport.bundle("hostile-names.tokens.json").files, of: .android)
        let kotlin = try #require(files["kotlin/prism/tokens/PrismTokens.kt"])
        for line in kotlin.split(separator: "\n") where line.contains("/**") && line.hasSuffix("*/") {
            #expect(line.components(separatedBy: "*/").count == 2, "comment closed early: \(line)")
        }
        #expect(kotlin.contains("public val colorClass: Color"))
    }

    @Test func terminalBundleHasEveryFormatPerTheme() throws {
        let files = BundleTestSupport.files(try BundleTestSupport.bundle("terminal.resolver.json").files, of: .terminal)
        for stem in ["light", "dark"] {
            for path in [
                "kitty/\(stem).conf", "alacritty/\(stem).toml", "wezterm/\(stem).toml", "windows-terminal/\(stem).json",
                "foot/\(stem).ini", "base16/\(stem).yaml", "base24/\(stem).yaml", "shell/set-palette-\(stem).sh",
            ] {
                #expect(files[path] != nil, "\(path) is missing")
            }
        }
        let dark = try #require(files.first { $0.key.hasPrefix("iterm2/") && $0.key.hasSuffix("Dark.itermcolors") })
        let plist = try #require(
            try PropertyListSerialization.propertyList(from: Data(dark.value.utf8), format: nil) as? [String: Any])
        let background = try #require(plist["Background Color (Dark)"] as? [String: Any])
        #expect(background["Color Space"] as? String == "sRGB")
        #expect(plist["Background Color (Light)"] == nil)
        #expect(plist["Ansi 15 Color"] != nil)
        let scheme = try BundleTestSupport.jsonObject(files["windows-terminal/dark.json"])
        #expect(scheme["purple"] is String)
        #expect(scheme["brightPurple"] is String)
        let snippet = try BundleTestSupport.jsonObject(files["windows-terminal/settings-snippet.json"])
        let colorScheme =
            ((snippet["profiles"] as? [String: Any])?["defaults"] as? [String: Any])?["colorScheme"]
            as? [String: String]
        #expect(colorScheme?.keys.sorted() == ["dark", "light"])
        #expect(try #require(files["wezterm/dark.toml"]).contains("[metadata]"))
        #expect(try #require(files["base24/dark.yaml"]).contains("  base17: \"#"))
        #expect(!(try #require(files["base16/dark.yaml"])).contains("base10"))
    }

    @Test func terminalThemesWithoutTerminalTokensAreReported() throws {
        let result = try BundleTestSupport.bundle("themed.resolver.json", platforms: [.terminal])
        #expect(
            result.diagnostics.all.contains {
                $0.rule == TokenBundler.rule && $0.message.contains("no terminal tokens")
            })
        #expect(!result.files.contains { $0.path.hasPrefix("terminal/kitty/") })
    }
}
