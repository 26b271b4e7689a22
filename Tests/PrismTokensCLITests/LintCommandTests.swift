import Foundation
import PrismTokens
import Testing

@testable import PrismTokensCLI

/// `prism-tokens lint`: formats, exit statuses, the shared rule options, baselines and `--fix`.
@Suite struct LintCommandTests {
    static let tokens = ##"""
        {
          "spacing": { "$type": "dimension", "md": { "$value": { "value": 12, "unit": "px" } },
                       "lg": { "$value": { "value": 16, "unit": "px" } } },
          "radius": { "$type": "dimension", "md": { "$value": { "value": 8, "unit": "px" } } },
          "color": { "$type": "color", "accent": { "$value": { "colorSpace": "srgb", "components": [0.5, 0.25, 1] } } }
        }
        """##

    static let view = """
        import SwiftUI

        struct CardView: View {
            var body: some View {
                Text("Card")
                    .padding(16)
                    .cornerRadius(8)
                    .foregroundColor(Color(red: 0.5, green: 0.25, blue: 1))
                    .padding(.horizontal, 14)
            }
        }

        """

    private func harness() throws -> CLIHarness {
        let harness = try CLIHarness()
        try harness.write("tokens.json", Self.tokens)
        try harness.write("Sources/App/CardView.swift", Self.view)
        try harness.write("Generated/Swift/Tokens.swift", "let x = Text(\"\").padding(16)\n")
        try harness.write(".build/checkouts/Dep.swift", "let y = Text(\"\").padding(16)\n")
        return harness
    }

    @Test func textFindingsInCompilerFormatAndExitZeroForWarnings() throws {
        let harness = try harness()
        defer { harness.remove() }
        let result = harness.run(["lint"])
        #expect(result.status == 0, "\(result.err)")
        #expect(
            result.out.contains(
                "Sources/App/CardView.swift:6:22: warning: [drift.spacing] `16` equals the spacing token 'spacing.lg'; use `SpacingToken.lg.rawValue`"
            ))
        #expect(result.out.contains("Sources/App/CardView.swift:8:30: warning: [drift.color]"))
        #expect(result.out.contains("Sources/App/CardView.swift:9:35: warning: [drift.off-scale]"))
        #expect(!result.out.contains("Generated/") && !result.out.contains(".build/"))
        #expect(result.out.contains("linted 1 file (11 lines): 0 errors, 4 warnings (3 fixable with --fix)"))
    }

    /// Several paths are code to read, never token sources merged with `--tokens` (the build
    /// plugin names every file of a target this way).
    @Test func severalPathsAreAllLintedAgainstTheTokens() throws {
        let harness = try harness()
        defer { harness.remove() }
        try harness.write("Sources/App/Other.swift", "let x = 1\n")
        let result = harness.run([
            "lint", "Sources/App/CardView.swift", "Sources/App/Other.swift", "--tokens", "tokens.json",
        ])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Sources/App/CardView.swift:6:22: warning: [drift.spacing]"), "\(result.out)")
        #expect(result.out.contains("linted 2 files (12 lines): 0 errors, 4 warnings"), "\(result.out)")
    }

    @Test func strictAndRuleChangeTheOutcome() throws {
        let harness = try harness()
        defer { harness.remove() }
        #expect(harness.run(["lint", "--strict"]).status == 1)
        let off = harness.run(["lint", "--rule", "drift.spacing=off", "--rule", "drift.off-scale=error"])
        #expect(off.status == 1)
        #expect(!off.out.contains("[drift.spacing]"))
        #expect(off.out.contains("error: [drift.off-scale]"))
        let unknown = harness.run(["lint", "--rule", "drift.spaceing=off"])
        #expect(unknown.status == 2 && unknown.err.contains("did you mean 'drift.spacing'"))
    }

    @Test func jsonSarifAndGithubFormats() throws {
        let harness = try harness()
        defer { harness.remove() }
        let json = try CLIHarness.jsonObject(harness.run(["lint", "--format", "json"]).out)
        let summary = try #require(json["summary"] as? [String: Any])
        #expect(summary["warnings"] as? Int == 4 && summary["files"] as? Int == 1 && summary["fixable"] as? Int == 3)
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(
            first["rule"] as? String == "drift.spacing" && first["line"] as? Int == 6 && first["column"] as? Int == 22)
        #expect((first["data"] as? [String: Any])?["suggestedToken"] as? String == "spacing.lg")
        let sarif = harness.run(["lint", "--format", "sarif"])
        #expect(sarif.status == 0 && sarif.out.contains("drift.color"))
        let github = harness.run(["lint", "--format", "github"])
        #expect(github.out.contains("::warning file=Sources/App/CardView.swift,line=6,col=22"))
    }

    @Test func baselineKeepsOldFindingsOut() throws {
        let harness = try harness()
        defer { harness.remove() }
        #expect(harness.run(["lint", "--write-baseline", "lint-baseline.json"]).status == 0)
        try harness.write("Sources/App/CardView.swift", "// a new first line\n" + Self.view)
        let result = harness.run(["lint", "--baseline", "lint-baseline.json", "--strict"])
        #expect(result.status == 0, "moved findings stay baselined: \(result.out)")
        #expect(result.out.contains("4 more in the baseline"))
    }

    @Test func fixDryRunPrintsTheDiffAndWritesNothing() throws {
        let harness = try harness()
        defer { harness.remove() }
        let result = harness.run(["lint", "--fix", "--dry-run"])
        #expect(result.out.contains("--- a/Sources/App/CardView.swift\n+++ b/Sources/App/CardView.swift\n"))
        #expect(result.out.contains("@@ -3,9 +3,9 @@\n"))
        #expect(result.out.contains("\n-            .padding(16)\n-            .cornerRadius(8)\n"))
        #expect(result.out.contains("\n+            .padding(SpacingToken.lg.rawValue)\n"))
        #expect(result.out.contains("+            .foregroundColor(Color(ColorToken.accent.color))\n"))
        #expect(result.err.contains("would fix 3 findings in 1 file"))
        #expect(harness.read("Sources/App/CardView.swift") == Self.view)
    }

    @Test func fixRewritesAndLeavesTheRest() throws {
        let harness = try harness()
        defer { harness.remove() }
        let result = harness.run(["lint", "--fix"])
        #expect(result.status == 0)
        let fixed = try #require(harness.read("Sources/App/CardView.swift"))
        #expect(
            fixed.contains(".padding(SpacingToken.lg.rawValue)")
                && fixed.contains(".cornerRadius(RadiusToken.md.rawValue)"))
        #expect(fixed.contains(".padding(.horizontal, 14)"), "off-scale values are left for a person")
        #expect(result.out.contains("1 warning") && result.out.contains("[drift.off-scale]"))
        // A second run has nothing left to fix.
        #expect(harness.run(["lint", "--fix"]).err.contains("fixed 0 findings in 0 files"))
    }

    @Test func usageAndMissingInput() throws {
        let harness = try harness()
        defer { harness.remove() }
        let dryRun = harness.run(["lint", "--dry-run"])
        #expect(dryRun.status == 2 && dryRun.err.contains("--dry-run needs --fix"))
        let missing = harness.run(["lint", "Nowhere"])
        #expect(missing.status == 2 && missing.err.contains("cannot read 'Nowhere'"))
        let badTokens = harness.run(["lint", "--tokens", "missing.json"])
        #expect(badTokens.status == 2)
        try harness.write("broken.json", "{ \"a\": ")
        #expect(harness.run(["lint", "--tokens", "broken.json"]).status == 1)
    }

    @Test func withoutATokenSourceOnlyAccessibilityRulesRun() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("View.swift", "let v = Text(\"x\").padding(16).onTapGesture { }\n")
        let result = harness.run(["lint", "View.swift"])
        #expect(result.status == 0)
        #expect(result.err.contains("only the accessibility rules run"))
        #expect(result.out.contains("[swiftui.tap-gesture]") && !result.out.contains("[drift."))
    }

    @Test func rulesListsTheLintRules() {
        let result = CLIHarness.run(["rules"])
        for id in ["drift.color", "drift.off-scale", "swiftui.icon-button", "lint.suppression"] {
            #expect(result.out.contains(id), "\(id)")
        }
    }
}
