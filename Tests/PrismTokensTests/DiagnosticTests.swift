import Testing

@testable import PrismTokens

@Suite struct DiagnosticTests {
    @Test func compilerFormat() {
        let d = Diagnostic(
            .error, rule: "contrast.wcag2", "too low",
            at: SourceLocation(file: "tokens.json", line: 12, column: 7, offset: 99))
        #expect(d.compilerFormatted == "tokens.json:12:7: error: [contrast.wcag2] too low")
    }
}
