import Foundation
import Testing

@testable import PrismTokensCLI

/// Advice that needs Prism metadata prints once per file, not once per token.
@Suite struct AdviceOutputTests {
    /// Four typography tokens without a text style and three transitions without reduced motion.
    static let foreign: String = {
        let sizes = [34, 17, 15, 12]
        let type = sizes.enumerated().map { index, size in
            #""t\#(index)": { "$value": { "fontFamily": "Inter", "fontSize": { "value": \#(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }"#
        }.joined(separator: ",\n")
        let motion = (0..<3).map { index in
            #""m\#(index)": { "$value": { "duration": { "value": \#(100 * (index + 1)), "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.2, 0, 0, 1] } }"#
        }.joined(separator: ",\n")
        return
            "{ \"type\": { \"$type\": \"typography\",\n\(type) },\n\"motion\": { \"$type\": \"transition\",\n\(motion) } }"
    }()

    @Test func oneNoteForInferredTextStylesAndOneWarningForMotion() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.foreign])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let result = CLIHarness.run(["validate"], in: folder)
        #expect(result.status == 0)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 3, "\(result.out)")
        #expect(lines[0].hasPrefix("tokens.json:2:"))
        #expect(
            lines[0].contains(
                "note: [typography.text-style] 4 typography tokens in tokens.json set no Dynamic Type text style, so each is given the style nearest its font size ('type.t0' → largeTitle, 'type.t1' → body, 'type.t2' → subheadline, and 1 more)"
            ))
        #expect(
            lines[1].contains(
                "warning: [motion.reduced] 3 motion tokens in tokens.json have no reduced-motion behaviour ('motion.m0', 'motion.m1', 'motion.m2')"
            ))
        #expect(lines[2].hasSuffix("0 errors, 1 warning"))
        let off = CLIHarness.run(
            ["validate", "--rule", "motion.reduced=off", "--rule", "typography.text-style=off"], in: folder)
        #expect(off.out == "7 tokens in 1 theme, 0 contrast pairs checked: 0 errors, 0 warnings\n")
    }

    @Test func aBaselineKeepsPerTokenIdentitiesSoANewTokenIsNew() throws {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.foreign])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(
            CLIHarness.run(["validate", "--write-baseline", "b.json"], in: folder).out == "wrote b.json: 3 findings\n")
        #expect(CLIHarness.run(["validate", "--strict", "--baseline", "b.json"], in: folder).status == 0)
        let grown = Self.foreign.replacingOccurrences(
            of: #""m0":"#,
            with:
                #""m9": { "$value": { "duration": { "value": 50, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.2, 0, 0, 1] } }, "m0":"#
        )
        try grown.write(toFile: folder + "/tokens.json", atomically: true, encoding: .utf8)
        let result = CLIHarness.run(["validate", "--strict", "--baseline", "b.json"], in: folder)
        #expect(result.status == 1)
        #expect(
            result.out.contains("error: [motion.reduced] 'motion.m9' has no reduced-motion behaviour"), "\(result.out)")
    }
}
