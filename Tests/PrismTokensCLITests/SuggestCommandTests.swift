import Foundation
import Testing

@testable import PrismTokensCLI

@Suite struct SuggestCommandTests {
    @Test func jsonHasTheContractShape() {
        let run = CLIHarness.run(["suggest", "#888888", "#ffffff", "--level", "aa", "--format", "json"])
        #expect(run.status == 0)
        #expect(
            run.out.hasPrefix(
                """
                {
                  "foreground": "#888888",
                  "background": "#ffffff",
                  "level": "aa",
                  "required": 4.5,
                  "suggestion": "#767676",
                  "ratio": 4.542224959605253,
                  "deltaE": 
                """))
        #expect(
            run.out.hasSuffix(
                """
                  "reachable": true
                }

                """))
    }

    @Test func defaultLevelIsAA() throws {
        let json = try CLIHarness.jsonObject(CLIHarness.run(["suggest", "#ff0000", "#fff", "--format", "json"]).out)
        #expect(json["level"] as? String == "aa")
        #expect(json["suggestion"] as? String == "#ee0000")
    }

    @Test func unreachableExitsOneAndSaysSo() throws {
        let run = CLIHarness.run(["suggest", "#808080", "#777777", "--level", "aaa", "--format", "json"])
        #expect(run.status == 1)
        let json = try CLIHarness.jsonObject(run.out)
        #expect(json["reachable"] as? Bool == false)
        #expect(json["suggestion"] is NSNull)
        #expect(json["deltaE"] is NSNull)
        let text = CLIHarness.run(["suggest", "#808080", "#777777", "--level", "aaa"])
        #expect(text.out.contains("suggestion  none: no lightness of this hue reaches 7:1"))
    }

    @Test func textOutput() {
        let run = CLIHarness.run(["suggest", "#888", "#fff", "--level", "aa"])
        #expect(
            run.out == """
                foreground  #888888
                background  #ffffff
                target      aa (4.5:1)
                suggestion  #767676  4.54:1  (ΔE OK 0.0609 from the original)

                """)
    }

    @Test func apcaTarget() throws {
        let run = CLIHarness.run(["suggest", "#888", "#fff", "--apca", "75", "--format", "json"])
        #expect(run.status == 0)
        let json = try CLIHarness.jsonObject(run.out)
        #expect(json["level"] as? String == "apca")
        #expect(json["required"] as? Double == 75)
        #expect(try #require(json["ratio"] as? Double) >= 75)
        let both = CLIHarness.run(["suggest", "#888", "#fff", "--apca", "75", "--level", "aa"])
        #expect(both.status == 2)
        #expect(both.err.contains("give either --level or --apca"))
    }

    @Test func badColorAndBadLevel() {
        let badColor = CLIHarness.run(["suggest", "#888", "oklch(0.5 0.1)"])
        #expect(badColor.status == 2)
        #expect(
            badColor.err.hasPrefix("error: invalid color 'oklch(0.5 0.1)' at column 14: expected a number or angle"))
        let badLevel = CLIHarness.run(["suggest", "#888", "#fff", "--level", "AA"])
        #expect(badLevel.status == 2)
        #expect(badLevel.err.contains("use one of: aa, aa-large, aaa, aaa-large, non-text"))
    }
}
