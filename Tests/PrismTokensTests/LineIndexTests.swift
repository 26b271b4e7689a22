import Testing

@testable import PrismTokens

/// One line index for every position the tool reports from byte offsets: templates and linted
/// code agree on lines (`\n`, `\r\n`, lone `\r`) and on columns (Unicode scalars).
@Suite struct LineIndexTests {
    static let text = Array("a\r\nbé\rc\nd".utf8)

    @Test func linesEndAtEveryKindOfBreakAndColumnsCountScalars() {
        let index = LineIndex(Self.text)
        #expect(index.lineStarts == [0, 3, 7, 9])
        #expect(index.lineCount == 4)
        #expect(index.position(of: 6) == (2, 3, 6))
        #expect(index.position(of: 99) == (4, 2, 10))
    }

    @Test func templatesAndLintPointAtTheSamePlace() {
        for offset in 0...Self.text.count {
            let template = MustacheDiagnostics.location(of: offset, in: Self.text, file: "t.mustache")
            let code = LintLineMap(Self.text).position(of: offset)
            #expect(template.line == code.line && template.column == code.column, "offset \(offset)")
        }
    }
}
