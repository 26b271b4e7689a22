import Testing

@testable import PrismTokens

/// What the accepted deviations become in the outputs: CSS as written, Swift converted only where
/// exact, with a `compat.platform` note where Swift approximates or drops something.
@Suite struct CompatibilityOutputTests {
    static let source = """
        {
          "text": {
            "transform": { "$type": "string", "$value": "uppercase" },
            "ring": { "$type": "string", "$value": "inset 0 0 0 {size.hairline}" },
            "unsafe": { "$type": "string", "$value": "a; b" }
          },
          "flag": { "$type": "boolean", "$value": true },
          "size": {
            "$type": "dimension",
            "hairline": { "$value": { "value": 1, "unit": "px" } },
            "panel": { "$value": { "value": 50, "unit": "%" } },
            "elevation": { "$value": { "value": 2, "unit": "dp" } }
          },
          "type": {
            "heading": {
              "$type": "typography",
              "$value": {
                "fontFamily": "Inter", "fontSize": { "value": 48, "unit": "px" }, "fontWeight": 600,
                "letterSpacing": { "value": 0.125, "unit": "em" }, "lineHeight": { "value": 60, "unit": "px" },
                "textTransform": "uppercase"
              }
            }
          },
          "color": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0], "hex": "#000" } }
        }
        """

    @Test func cssKeepsValuesAsWritten() throws {
        func declarations(_ path: String) throws -> [String] { try CSSTestSupport.declarations(Self.source, path) }
        #expect(try declarations("text.transform") == ["--prism-text-transform: uppercase"])
        #expect(try declarations("text.ring") == ["--prism-text-ring: inset 0 0 0 1px"])
        #expect(try declarations("text.unsafe") == [#"--prism-text-unsafe: "a; b""#])
        #expect(try declarations("flag") == ["--prism-flag: 1"])
        #expect(try declarations("size.panel") == ["--prism-size-panel: 50%"])
        #expect(try declarations("size.elevation") == ["--prism-size-elevation: 2dp"])
        let heading = try declarations("type.heading")
        #expect(heading.contains("--prism-type-heading-letter-spacing: 0.125em"), "\(heading)")
        #expect(heading.contains("--prism-type-heading-line-height: 60px"), "\(heading)")
        // Members DTCG does not define are sub-properties too, named as Terrazzo names them.
        #expect(heading.last == "--prism-type-heading-text-transform: uppercase", "\(heading)")
        #expect(CSSMember.extra("WebkitFontSmoothing")?.rawValue == "-webkit-font-smoothing")
        #expect(CSSMember.extra("font variation") == nil)
        #expect(try declarations("color").first?.hasPrefix("--prism-color: #000000") == true)
    }

    @Test func swiftConvertsExactlyAndNotesWhatItApproximates() throws {
        let rendering = try SwiftOutput.render(json: Self.source)
        #expect(!rendering.diagnostics.hasErrors, "\(rendering.diagnostics.all.map(\.compilerFormatted))")
        let text = rendering.allText
        #expect(text.contains(#""uppercase""#), "string tokens are String constants")
        #expect(text.contains("true"), "boolean tokens are Bool constants")
        // letterSpacing 0.125em of a 48pt font is 6pt; the 60px line height is 1.25 × 48.
        #expect(
            text.contains("fontSize: 48") && text.contains("letterSpacing: 6") && text.contains("lineHeight: 1.25"),
            "\(text)")
        let notes = rendering.diagnostics.all.filter { $0.rule == "compat.platform" }
        #expect(notes.allSatisfy { $0.severity == .note })
        #expect(notes.contains { $0.token == "size.panel" && $0.message.contains("%") }, "\(notes.map(\.message))")
        #expect(
            notes.contains { $0.token == "type.heading" && $0.message.contains("textTransform") },
            "\(notes.map(\.message))")
        #expect(!notes.contains { $0.token == "size.elevation" }, "dp converts 1:1: \(notes.map(\.message))")
    }
}
