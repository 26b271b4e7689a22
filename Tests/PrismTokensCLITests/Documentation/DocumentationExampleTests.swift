import Foundation
import Testing

@testable import PrismTokensCLI

/// The *Getting started* tour (`PrismTokens.docc/GettingStarted.md`) and the README's tour, run
/// step by step: every command output the documentation shows is compared with what the tool prints.
@Suite struct DocumentationExampleTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let article = repository.appendingPathComponent("Sources/PrismTokens/PrismTokens.docc/GettingStarted.md")
    static let readme = repository.appendingPathComponent("README.md")

    /// The transcripts of a Markdown file: code blocks whose first line is `$ prism-tokens …`,
    /// as (arguments, the lines shown after the command).
    static func transcripts(in url: URL) throws -> [(arguments: [String], output: [String])] {
        let text = try String(contentsOf: url, encoding: .utf8)
        var result: [(arguments: [String], output: [String])] = []
        var block: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("```") {
                if let lines = block, let first = lines.first, first.hasPrefix("$ prism-tokens ") {
                    let words = first.dropFirst("$ prism-tokens ".count).split(separator: " ").map {
                        String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'"))
                    }
                    result.append((words, Array(lines.dropFirst())))
                }
                block = block == nil ? [] : nil
            } else if block != nil {
                block?.append(line)
            }
        }
        return result
    }

    /// Compares printed output with the lines the documentation shows; a line `…` stands for lines left out.
    static func matches(_ printed: String, _ shown: [String]) -> Bool {
        let lines = printed.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let ellipsis = shown.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "…" }) else {
            return lines == shown + [""]
        }
        return Array(lines.prefix(ellipsis)) == Array(shown.prefix(ellipsis))
    }

    @Test func theGettingStartedTourPrintsWhatTheArticleShows() throws {
        let shown = try Self.transcripts(in: Self.article)
        #expect(shown.map { $0.arguments.first ?? "" } == ["validate", "validate", "contrast", "generate"])
        let harness = try CLIHarness()
        defer { harness.remove() }
        #expect(harness.run(["init"]).status == 0)

        // 2. Validate: clean, then with the dark brand color changed as the article says.
        let clean = harness.run(shown[0].arguments)
        #expect(clean.status == 0)
        #expect(Self.matches(clean.out, shown[0].output), "\(clean.out)")
        let article = try String(contentsOf: Self.article, encoding: .utf8)
        let before = #""brand": { "$value": "{palette.skyBlue}" }"#
        let after = #""brand": { "$value": "{palette.blue}" }"#
        #expect(article.contains(before), "the article no longer describes the change this test makes")
        let tokens = try #require(harness.read("tokens.json"))
        #expect(tokens.contains(before))
        try harness.write("tokens.json", tokens.replacingOccurrences(of: before, with: after))
        let failing = harness.run(shown[1].arguments)
        #expect(failing.status == 1)
        #expect(Self.matches(failing.out, shown[1].output), "\(failing.out)")

        // 3. Fix: the contrast check shown, then white text on the dark brand color.
        let contrast = harness.run(shown[2].arguments)
        #expect(contrast.status == 0)
        #expect(Self.matches(contrast.out, shown[2].output), "\(contrast.out)")
        let broken = try #require(harness.read("tokens.json"))
        let onBrandDark = #""onBrand": { "$value": "{palette.ink}" }"#
        #expect(broken.components(separatedBy: onBrandDark).count == 2, "the dark context's onBrand is the one to fix")
        try harness.write(
            "tokens.json",
            broken.replacingOccurrences(of: onBrandDark, with: #""onBrand": { "$value": "{palette.paper}" }"#))
        #expect(harness.run(["validate"]).status == 0)

        // 4. Generate.
        let generated = harness.run(shown[3].arguments)
        #expect(generated.status == 0)
        #expect(Self.matches(generated.out, shown[3].output), "\(generated.out)")
        #expect(harness.read("Generated/CSS/prism-tokens.css")?.contains("--prism-color-on-background:") == true)
        #expect(harness.read("Generated/ANSI/prism-colors.sh")?.contains("PRISM_ERROR") == true)
    }

    @Test func theReadmeShowsTheSameFailureAsTheTour() throws {
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let failure = try #require(Self.transcripts(in: Self.article).dropFirst().first?.output)
        for line in failure { #expect(readme.contains(line), "README's tour differs from the article: \(line)") }
        #expect(
            readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 250,
            "the README is a front door: at most 250 lines")
    }
}
