import Foundation
import Testing

@testable import PrismTokens

/// The Swift sample of the catalog's landing page (`PrismTokens.docc/PrismTokens.md`), run here
/// word for word: the test fails when the sample and this copy drift apart.
@Suite struct DocumentationSampleTests {
    /// The first ```swift block of an article, its lines trimmed of leading and trailing spaces.
    static func firstSwiftBlock(of article: String) throws -> [String] {
        let url = TestPaths.repository.appendingPathComponent(article)
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try #require(text.range(of: "```swift\n"), "\(article) has no swift code block")
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        return text[start.upperBound..<end.lowerBound].split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    /// The lines of this file between `// sample:begin` and `// sample:end`, trimmed.
    static func mirroredSample(file: String = #filePath) throws -> [String] {
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let begin = try #require(lines.firstIndex(of: "// sample:begin"))
        let end = try #require(lines.firstIndex(of: "// sample:end"))
        return Array(lines[(begin + 1)..<end])
    }

    @Test func theLandingPageSampleIsThisTest() throws {
        let sample = try Self.firstSwiftBlock(of: "Sources/PrismTokens/PrismTokens.docc/PrismTokens.md")
        #expect(Array(sample.dropFirst()) == (try Self.mirroredSample()), "update this test and the article together")
        #expect(sample.first == "import PrismTokens")
    }

    @Test func theLandingPageSampleValidatesTheRepositorysTokens() throws {
        // `swift test` runs in the package folder, where the sample's "." finds tokens.json.
        try #require(
            FileManager.default.fileExists(atPath: "tokens.json"), "run from the package folder (swift test does)")
        var printed: [String] = []
        func print(_ line: String) { printed.append(line) }
        // sample:begin
        let provider = DiskSourceFileProvider(baseDirectory: ".")
        let resolution = try TokenSetResolution.resolve(file: "tokens.json", provider: provider)
        let validation = TokenValidation.validate(resolution)  // includes the resolution's diagnostics
        for diagnostic in validation.diagnostics.all {
            print(diagnostic.compilerFormatted)
        }
        // sample:end
        #expect(validation.diagnostics.count(of: .error) == 0)
        #expect(
            printed.count == validation.diagnostics.all.count && printed.allSatisfy { $0.hasPrefix("tokens.json:") },
            "\(printed)")
    }
}
