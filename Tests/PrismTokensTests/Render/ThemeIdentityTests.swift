import Testing

@testable import PrismTokens

/// Emitters reuse work between themes and names; what they reuse must be the very same thing:
/// themes are told apart by position (two permutations can share a name), and text by its bytes
/// (`String` equality treats a precomposed "é" and "e" + U+0301 as equal).
@Suite struct ThemeIdentityTests {
    /// Whether `text` holds `fragment` byte for byte (`String.contains` compares canonically).
    static func containsBytes(_ text: String, _ fragment: String) -> Bool {
        let haystack = Array(text.utf8)
        let needle = Array(fragment.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }

    /// Contexts `1,b=2` + `3` and `1` + `2,b=3` both make the theme name `a=1,b=2,b=3`.
    static let sameNamedThemes = """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{ "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } }] } },
          "modifiers": {
            "a": { "default": "1", "contexts": {
              "1": [{ "size": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }],
              "1,b=2": [{ "size": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } } }] } },
            "b": { "default": "3", "contexts": { "3": [{}], "2,b=3": [{}] } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/a" }, { "$ref": "#/modifiers/b" }] }
        """

    @Test func permutationsWithTheSameNameKeepTheirOwnValuesInCSS() throws {
        let output = try CSSTestSupport.render(Self.sameNamedThemes)
        #expect(output.resolution.themes.map(\.name).filter { $0 == "a=1,b=2,b=3" }.count == 2)
        #expect(output.css.contains("[data-a=\"1,b=2\"] {\n  --prism-size: 2px;\n}"), "\(output.css)")
    }

    @Test func permutationsWithTheSameNameKeepTheirOwnValuesInSwift() throws {
        let theme = try SwiftOutput.render(json: Self.sameNamedThemes, name: "tokens.resolver.json")["PrismTheme.swift"]
        func size(of identifier: String) -> String? {
            guard theme.contains("public static let \(identifier): PrismTheme = PrismTheme("),
                let start = theme.range(of: "fileprivate init(\(identifier)Theme: Void) {")
            else { return nil }
            let rest = theme[start.upperBound...]
            let end = rest.range(of: "\n    }")?.lowerBound ?? rest.endIndex
            return rest[..<end].split(separator: "\n").first { $0.contains("values.append(") }.map {
                $0.trimmingCharacters(in: .whitespaces)
            }
        }
        #expect(size(of: "_1_2B3") == "values.append(1)", "\(theme)")
        #expect(size(of: "_1B2_3") == "values.append(2)", "\(theme)")
    }

    static let precomposed = "Caf\u{E9}"
    static let decomposed = "Cafe\u{301}"

    /// The default theme's declarations are its own bytes, not those of an earlier theme whose
    /// value merely compares equal.
    @Test func aThemeValueSpelledDifferentlyIsWrittenAsSpelled() throws {
        let json = """
            { "version": "2025.10",
              "modifiers": { "theme": { "default": "dark", "contexts": {
                "light": [{ "font": { "$type": "fontFamily", "$value": ["\(Self.precomposed)"] } }],
                "dark": [{ "font": { "$type": "fontFamily", "$value": ["\(Self.decomposed)"] } }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """
        let css = try CSSTestSupport.render(json).css
        let rootStart = try #require(css.range(of: ":root {"))
        let afterRoot = css[rootStart.upperBound...]
        let root = String(afterRoot[..<(afterRoot.range(of: "\n}")?.lowerBound ?? afterRoot.endIndex)])
        #expect(Self.containsBytes(root, "--prism-font: \"\(Self.decomposed)\""), "\(css)")
        #expect(!Self.containsBytes(root, "--prism-font: \"\(Self.precomposed)\""), "\(css)")
    }

    @Test func pathSegmentsSpelledDifferentlyKeepTheirBytesInPropertyNames() throws {
        let json = """
            { "$type": "number",
              "x": { "\(Self.precomposed)": { "$value": 1 } },
              "y": { "\(Self.decomposed)": { "$value": 2 } } }
            """
        let css = try CSSTestSupport.render(json).css
        #expect(Self.containsBytes(css, "--prism-x-caf\u{E9}: 1;"), "\(css)")
        #expect(Self.containsBytes(css, "--prism-y-cafe\u{301}: 2;"), "\(css)")
    }
}
