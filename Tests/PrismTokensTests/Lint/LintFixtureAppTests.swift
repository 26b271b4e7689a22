import Foundation
import Testing

@testable import PrismTokens

/// The lint-app fixture: every finding where it is, none in the false-positive traps, and the
/// `--fix` output type-checking against the generated Swift.
@Suite struct LintFixtureAppTests {
    @Test func profileViewHasEachFindingAtItsLine() throws {
        let findings = Linter(context: LintContext(tokens: LintFixture.tokens))
            .lint(try LintFixture.file("Sources/App/ProfileView.swift")).findings
        #expect(
            LintFixture.summary(findings) == [
                "8:drift.spacing", "10:swiftui.fixed-font-size", "10:drift.font-size", "11:drift.color",
                "12:drift.spacing", "14:drift.off-scale", "15:drift.color", "16:drift.radius", "17:swiftui.image-label",
                "18:swiftui.icon-button", "21:swiftui.tap-target", "21:drift.size", "21:drift.size",
                "23:swiftui.tap-gesture", "25:swiftui.reduce-motion", "25:drift.duration", "27:drift.color",
                "28:drift.color", "29:drift.easing", "29:drift.off-scale",
            ])
        let byLine = Dictionary(grouping: findings, by: { $0.range.start.line })
        // Exact positions: `.padding(12)` on line 12 — the literal `12` is at column 26.
        let padding = try #require(byLine[12]?.first)
        #expect(padding.range.start.column == 26 && padding.range.end.column == 28)
        #expect(padding.fix == LintEdit(offsets: padding.range.offsets, replacement: "SpacingToken.md.rawValue"))
        // Semantic token named first, with the primitive and the contrast consequence.
        let hex = try #require(byLine[15]?.first)
        #expect(hex.suggestedToken == "color.brand")
        #expect(hex.message.contains("primitive 'palette.blue.600'"))
        #expect(hex.message.contains("contrast unchanged"))
        #expect(hex.fix == nil, "several semantic tokens are this color: no single token to fix to")
        // A near match says how far it is and what using the token does to the contrast.
        let near = try #require(byLine[28]?.first)
        #expect(near.message.contains("within ΔE OK"))
        #expect(near.message.contains("changes the contrast against 'color.background' in light"))
        #expect(near.fix == nil)
        // A primitive that only one token has is fixed to the generated bridge.
        let violet = try #require(byLine[27]?.first)
        #expect(violet.fix?.replacement == "Color(PaletteToken.violet500.color)")
        // Off-scale names the nearest token.
        let offScale = try #require(byLine[14]?.first)
        #expect(offScale.suggestedToken == "spacing.md" && offScale.fix == nil)
        // Heuristic rules say so.
        for finding in findings where finding.rule.hasPrefix("swiftui.") {
            #expect(finding.message.hasSuffix("(heuristic)"), "\(finding.rule)")
        }
    }

    @Test func trapsHaveNoFindings() throws {
        // Literals in strings (interpolated, raw, multi-line), comments (nested), #if DEBUG code,
        // #Preview and PreviewProvider code, labelled buttons and images, scaled fonts.
        let result = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(
            try LintFixture.file("Sources/App/Traps.swift"))
        #expect(result.findings.isEmpty, "\(result.findings.map(\.diagnostic.compilerFormatted))")
        let hex = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(
            try LintFixture.file("Sources/App/ColorHex.swift"))
        #expect(hex.findings.isEmpty, "\(hex.findings.map(\.diagnostic.compilerFormatted))")
    }

    @Test func testFilesHaveNoDriftFindings() throws {
        let result = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(
            try LintFixture.file("Tests/AppTests/ProfileViewTests.swift"))
        #expect(result.findings.isEmpty)
        // The same code in app sources is flagged.
        let text = try String(
            contentsOf: LintFixture.root.appendingPathComponent("Tests/AppTests/ProfileViewTests.swift"),
            encoding: .utf8)
        #expect(LintFixture.summary(LintFixture.lint(text)) == ["5:drift.spacing", "5:drift.radius"])
    }

    @Test func generatedFilesAreSkipped() throws {
        let walk = LintFileWalker.walk(["."], baseDirectory: LintFixture.root.path)
        #expect(!walk.files.contains { $0.hasPrefix("Generated/") }, "\(walk.files)")
        #expect(walk.files.contains("Sources/App/ProfileView.swift") && walk.files.contains("Web/styles.css"))
        let header = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(
            try LintFixture.file("Sources/App/Theme.generated.swift"))
        #expect(header.skippedAsGenerated && header.findings.isEmpty)
    }

    @Test func suppressionCommentsSilenceTheirRulesOnly() throws {
        let result = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(
            try LintFixture.file("Sources/App/Suppressed.swift"))
        #expect(LintFixture.summary(result.findings) == ["13:drift.radius"])
        #expect(result.suppressed == 4)
    }

    @Test func fixedFixtureTypechecksAgainstTheGeneratedSwift() throws {
        let file = try LintFixture.file("Sources/App/ProfileView.swift")
        let findings = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(file).findings
        let fixed = LintFixApplier.apply(findings.compactMap(\.fix), to: file.bytes)
        #expect(fixed.applied.count == 7 && fixed.skipped.isEmpty)
        let text = String(decoding: fixed.bytes, as: UTF8.self)
        #expect(text.contains(".padding(SpacingToken.md.rawValue)"))
        #expect(text.contains("VStack(spacing: SpacingToken.lg.rawValue)"))
        #expect(text.contains(".cornerRadius(RadiusToken.md.rawValue)"))
        #expect(text.contains(".easeInOut(duration: DurationToken.standard.seconds)"))
        #expect(text.contains(".foregroundStyle(Color(PaletteToken.violet500.color))"))

        let directory = try SwiftCompiler.temporaryDirectory("lint-fix")
        defer { try? FileManager.default.removeItem(at: directory) }
        let generated = try FileManager.default.contentsOfDirectory(
            at: TestPaths.repository.appendingPathComponent("Generated/Swift"), includingPropertiesForKeys: nil
        ).filter { $0.pathExtension == "swift" }.map(\.path).sorted()
        let support = ["Sources/App/ColorHex.swift", "TypeCheck/SwiftUIAdditions.swift"].map {
            LintFixture.root.appendingPathComponent($0).path
        }
        let arguments = ["-typecheck", "-swift-version", "6"] + (try AppleStandIns.arguments(for: .swiftUI))
        // The fixture as written type-checks (so the check below is not vacuous)…
        let original = try SwiftCompiler.run(
            arguments + generated + support + [
                LintFixture.root.appendingPathComponent("Sources/App/ProfileView.swift").path
            ],
            in: directory)
        #expect(original.succeeded, "the unfixed fixture does not type-check:\n\(original.output)")
        // …and so does the fixed one.
        let fixedFile = directory.appendingPathComponent("ProfileView.swift")
        try Data(fixed.bytes).write(to: fixedFile)
        let outcome = try SwiftCompiler.run(arguments + generated + support + [fixedFile.path], in: directory)
        #expect(outcome.succeeded, "the --fix output does not type-check:\n\(outcome.output)")
    }
}
