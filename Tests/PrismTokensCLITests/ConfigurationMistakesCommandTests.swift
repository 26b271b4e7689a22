import Foundation
import Testing

/// Configuration mistakes through the CLI: an override shows in `validate` output and in the report;
/// a misspelled pair fails the run.
@Suite struct ConfigurationMistakesCommandTests {
    static let tokens = """
        {
          "$extensions": {"com.byescaleira.prism": {"contrast": {"pairs": [{"foreground": "color.text", "background": "color.bg.brnd"}]}}},
          "color": {"$type": "color",
            "text": {"$value": "#000000"},
            "bg": {"brand": {"$value": "#ffffff"}},
            "onBrand": {"$value": "#999999", "$extensions": {"com.byescaleira.prism": {"rules": {"contrast.wcag2": {"severity": "off", "reason": "decorative stripe, never text"}}}}},
            "brand": {"$value": "#aaaaaa"}}
        }
        """

    @Test func validateFailsOnAMisspelledPairAndListsTheOverride() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write("tokens.json", Self.tokens)
        let result = cli.run(["validate"])
        #expect(result.status == 1)
        #expect(result.out.contains("tokens.json:2:"))
        #expect(result.out.contains("error: [config] the contrast pair names 'color.bg.brnd'"))
        #expect(result.out.contains("did you mean 'color.bg.brand'?"))
        #expect(result.out.contains("note: [config.override] 'contrast.wcag2' is off for 'color.onBrand'"))
        #expect(!result.out.contains("[contrast.wcag2]"))
    }

    @Test func theReportListsEachOverrideWithItsReason() throws {
        let cli = try CLIHarness()
        defer { cli.remove() }
        try cli.write("tokens.json", Self.tokens.replacingOccurrences(of: "brnd", with: "brand"))
        let result = cli.run(["report", "--out", "report.html"])
        #expect(result.status == 0, "\(result.err)")
        let html = try #require(cli.read("report.html"))
        #expect(html.contains("<h2 id=\"overrides\">Rule overrides</h2>"))
        #expect(
            html.contains(
                "<td><code>color.onBrand</code></td><td><code>contrast.wcag2</code></td><td>off</td><td>decorative stripe, never text</td>"
            ))
    }
}
