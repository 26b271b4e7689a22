import Foundation
import Testing

@testable import PrismAccessibility

/// The Swift sample of the catalog's landing page (`PrismAccessibility.docc/PrismAccessibility.md`),
/// run here word for word, with what its comments promise checked.
@Suite struct DocumentationSampleTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/PrismAccessibility/PrismAccessibility.docc/PrismAccessibility.md")

    /// Trimmed lines, comments after `//` removed.
    static func code(_ lines: [Substring]) -> [String] {
        lines.map { line in
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line
            return code.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test func theLandingPageSampleIsThisTest() throws {
        let text = try String(contentsOf: Self.article, encoding: .utf8)
        let start = try #require(text.range(of: "```swift\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let sample = Self.code(text[start.upperBound..<end.lowerBound].split(separator: "\n"))
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).split(separator: "\n")
        let begin = try #require(source.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// sample:begin" })
        let finish = try #require(source.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "// sample:end" })
        #expect(
            sample.dropFirst().elementsEqual(Self.code(Array(source[(begin + 1)..<finish]))),
            "update this test and the article together")
    }

    @Test func theLandingPageSampleDoesWhatItsCommentsSay() throws {
        var printed: [String] = []
        func print(_ value: Any) { printed.append("\(value)") }
        // sample:begin
        let text = try ColorParser.parse("#767676")
        let background = try ColorParser.parse("oklch(1 0 0)")  // white; every CSS Color 4 syntax
        let measurement = try ContrastMeasurement.measure(foreground: text, background: background)
        print(measurement.wcagRatio)  // 4.54…, never rounded before comparing
        print(measurement.meets(.aa))  // true
        print(measurement.meets(.aaa))  // false
        let better = try AccessibleColorSuggester.suggest(
            foreground: text, background: background, target: .wcag(.aaa))
        print(better.suggestion?.hexString ?? "unreachable")  // the nearest color that reaches 7:1
        // sample:end
        #expect(printed.count == 4)
        #expect(printed[0].hasPrefix("4.54"))
        #expect(printed[1] == "true")
        #expect(printed[2] == "false")
        let suggestion = try #require(better.suggestion)
        #expect(try ContrastMeasurement.measure(foreground: suggestion, background: background.toSRGB()).meets(.aaa))
    }
}
