import Foundation
import Testing

@testable import PrismTokens

/// The lint-app fixture (Tests/Fixtures/lint-app) and the repository's own tokens, linted in-process.
enum LintFixture {
    /// The fixture app's folder.
    static let root = TestPaths.fixtures.appendingPathComponent("lint-app")

    /// The repository's tokens.json indexed for lint, with its contrast pairs (built once).
    static let tokens: LintTokenIndex = {
        let provider = DiskSourceFileProvider(baseDirectory: TestPaths.repository.path)
        guard let resolution = try? TokenSetResolution.resolve(file: "tokens.json", provider: provider) else {
            return LintTokenIndex()
        }
        let validation = TokenValidation.validate(resolution)
        return LintTokenIndex(resolution: resolution, pairs: validation.pairs)
    }()

    /// A source file of the fixture, by its path below the fixture folder.
    static func file(_ path: String) throws -> LintSourceFile {
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
        return LintSourceFile(path: path, language: try #require(LintLanguage(fileName: path)), bytes: bytes)
    }

    /// Lints Swift text as a file named `path`.
    static func lint(_ text: String, path: String = "Sources/App/View.swift", tokens: LintTokenIndex? = tokens)
        -> [LintFinding]
    {
        let file = LintSourceFile(path: path, language: .swift, bytes: Array(text.utf8))
        return Linter(context: LintContext(tokens: tokens)).lint(file).findings
    }

    /// `line:rule` for each finding, for compact expectations.
    static func summary(_ findings: [LintFinding]) -> [String] {
        findings.map { "\($0.range.start.line):\($0.rule)" }
    }
}
