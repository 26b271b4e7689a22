import Foundation
import Testing

@testable import PrismTokens

/// The real-world corpus (Tests/Fixtures/lint-real-world/README.md): SwiftUI apps and stylesheets
/// from public repositories, kept outside the repository and found through `PRISM_LINT_CORPUS`.
enum RealWorldCorpus {
    /// The corpus folder, or `nil` when `PRISM_LINT_CORPUS` is unset or names no folder.
    static let root: URL? = {
        guard let path = ProcessInfo.processInfo.environment["PRISM_LINT_CORPUS"], !path.isEmpty else { return nil }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        return URL(fileURLWithPath: path, isDirectory: true)
    }()

    /// The committed finding counts per rule.
    static let countsFile = TestPaths.fixtures.appendingPathComponent("lint-real-world/counts.json")
}

@Suite(
    "Lint on real-world code",
    .enabled(
        if: RealWorldCorpus.root != nil,
        "needs PRISM_LINT_CORPUS pointing at the real-world corpus (Tests/Fixtures/lint-real-world/README.md says how to rebuild it; the third-party files are not committed); not set, so skipped"
    ))
struct RealWorldLintTests {
    @Test("Lint reads every file of the corpus without a crash, and its finding counts per rule match counts.json")
    func countsMatchSnapshot() throws {
        let root = try #require(RealWorldCorpus.root)
        let walk = LintFileWalker.walk(["."], baseDirectory: root.path)
        #expect(walk.problems.isEmpty)
        let files = try walk.files.map { path in
            LintSourceFile(
                path: path, language: try #require(LintLanguage(fileName: path)),
                bytes: try [UInt8](Data(contentsOf: root.appendingPathComponent(path))))
        }
        #expect(files.count >= 76)
        let result = Linter(context: LintContext(tokens: LintFixture.tokens)).lint(files)
        #expect(result.lineCount >= 16_000)
        var counts: [String: Int] = ["files": files.count, "lines": result.lineCount]
        for finding in result.findings { counts[finding.rule, default: 0] += 1 }
        for finding in result.findings {
            // Every finding points into its file, at a literal of at least one character.
            #expect(finding.range.start.line >= 1 && finding.range.end.offset > finding.range.start.offset)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let text = String(decoding: try encoder.encode(counts), as: UTF8.self) + "\n"
        if ProcessInfo.processInfo.environment["PRISM_RECORD"] == "1" {
            try text.write(to: RealWorldCorpus.countsFile, atomically: true, encoding: .utf8)
            Issue.record("recorded \(RealWorldCorpus.countsFile.path); review it and run again without PRISM_RECORD")
            return
        }
        let recorded = try String(contentsOf: RealWorldCorpus.countsFile, encoding: .utf8)
        #expect(text == recorded, "finding counts changed; review the findings, then record with PRISM_RECORD=1")
    }
}

/// False positives found while reviewing findings on the real-world corpus (REVIEW.md), kept fixed.
@Suite("Lint regressions from the real-world review")
struct RealWorldLintRegressionTests {
    @Test("Hex integer color components (`0x4A / 255.0`) are read as numbers, the same as decimal ones")
    func hexComponents() throws {
        let findings = LintFixture.lint(
            """
            let a = NSColor(red: 0x4A / 255.0, green: 0x55 / 255.0, blue: 0x60 / 255.0, alpha: 1.0)
            let b = NSColor(red: 74 / 255.0, green: 85 / 255.0, blue: 96 / 255.0, alpha: 1.0)
            """)
        let colors = findings.filter { $0.rule == LintRules.driftColor }
        #expect(colors.count == 2)
        let hex = try #require(colors.first { $0.range.start.line == 1 })
        let decimal = try #require(colors.first { $0.range.start.line == 2 })
        #expect(hex.suggestedToken == decimal.suggestedToken)
        #expect(hex.suggestedToken != "color.background")
    }
}
