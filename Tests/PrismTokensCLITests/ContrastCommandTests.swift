import Testing

@testable import PrismTokensCLI

@Suite struct ContrastCommandTests {
    @Test func jsonHasTheContractShapeWithUnroundedNumbers() throws {
        let run = CLIHarness.run(["contrast", "#00000066", "#ffffff", "--format", "json"])
        #expect(run.status == 0)
        #expect(
            run.out == """
                {
                  "foreground": "#00000066",
                  "background": "#ffffff",
                  "composited": "#999999",
                  "wcag2": {
                    "ratio": 2.849027755287037,
                    "aa": false,
                    "aaLarge": false,
                    "aaa": false,
                    "aaaLarge": false,
                    "nonText": false
                  },
                  "apca": {
                    "lc": 54.62184067441377
                  }
                }

                """)
    }

    @Test func textReportWithoutColorOffATerminal() {
        let run = CLIHarness.run(["contrast", "#767676", "#fff"])
        #expect(run.status == 0)
        #expect(run.out.contains("WCAG 2.x    4.54:1  (4.542224959605253)"))
        #expect(run.out.contains("  aa        4.5:1  pass"))
        #expect(run.out.contains("  aaa       7:1    fail"))
        #expect(run.out.contains("APCA        Lc 71.5  (dark on light)"))
        #expect(!run.out.contains("\u{1B}["))
    }

    @Test func swatchesOnlyOnATerminalWithoutNoColor() {
        let colored = CLIHarness.run(["contrast", "#ff0000", "#fff"], terminal: true)
        #expect(colored.out.contains("\u{1B}[48;2;255;0;0m"))
        let noColor = CLIHarness.run(["contrast", "#ff0000", "#fff"], terminal: true, environment: ["NO_COLOR": "1"])
        #expect(!noColor.out.contains("\u{1B}["))
    }

    @Test func badColorExitsTwoWithTheColumn() {
        let run = CLIHarness.run(["contrast", "rgb(1,2)", "#fff"])
        #expect(run.status == 2)
        #expect(run.out.isEmpty)
        #expect(run.err.hasPrefix("error: invalid color 'rgb(1,2)' at column 8: expected "))
    }

    @Test func translucentBackgroundNeedsABackdrop() {
        let failing = CLIHarness.run(["contrast", "#fff", "#00000080"])
        #expect(failing.status == 2)
        #expect(failing.err.contains("give an opaque backdrop"))
        let withBackdrop = CLIHarness.run(["contrast", "#fff", "#00000080", "--backdrop", "#fff"])
        #expect(withBackdrop.status == 0)
        #expect(withBackdrop.out.contains("(over the backdrop: #7f7f7f)"))
    }

    @Test func wideGamutColorsAreAccepted() throws {
        let run = CLIHarness.run(["contrast", "color(display-p3 1 1 1)", "oklch(0 0 none)", "--format", "json"])
        #expect(run.status == 0)
        let json = try CLIHarness.jsonObject(run.out)
        let wcag = try #require(json["wcag2"] as? [String: Any])
        #expect(abs(try #require(wcag["ratio"] as? Double) - 21) < 1e-9)
    }
}
