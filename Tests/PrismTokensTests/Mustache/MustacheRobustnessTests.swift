import Testing

@testable import PrismTokens

/// Arbitrary templates never crash the engine: they compile and render, or throw a located diagnostic.
@Suite struct MustacheRobustnessTests {
    /// A deterministic pseudo-random generator (64-bit LCG), so a failure reproduces.
    private struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    private static let pieces = [
        "{{", "}}", "{{{", "}}}", "{{#a}}", "{{/a}}", "{{^b}}", "{{/b}}", "{{<p}}", "{{/p}}", "{{$a}}",
        "{{$b}}", "{{>p}}", "{{>*d}}", "{{! c }}", "{{=<% %>=}}", "<%={{ }}=%>", "<%a%>", "{{a}}", "{{&a}}",
        "{{.}}", " ", "  ", "\t", "\n", "\r\n", "\r", "x", "é", "=", "*", "{{a.b}}", "{{#.}}", "{{/.}}",
    ]

    @Test func randomTemplatesCompileAndRenderOrThrowLocatedDiagnostics() {
        var random = Generator(state: 0x5EED)
        let data: MustacheValue = ["a": [["b": true], ["b": 0]], "d": "p", "b": ["a": "<x>"]]
        let partials = ["p": "  {{$a}}\n  P{{a}}\n  {{/a}}\n", "q": "{{>p}}"]
        var compiled = 0
        for _ in 0..<3_000 {
            let source = (0..<random.next(14)).map { _ in Self.pieces[random.next(Self.pieces.count)] }.joined()
            do {
                let template = try MustacheTemplate(source: source, name: "fuzz")
                compiled += 1
                _ = try template.render(data, partials: partials)
            } catch {
                let diagnostic = error.diagnostic
                #expect(diagnostic.rule == "template", "\(source.debugDescription)")
                #expect((diagnostic.location?.offset ?? -1) <= source.utf8.count, "\(source.debugDescription)")
                #expect((diagnostic.location?.line ?? 0) >= 1, "\(source.debugDescription)")
            }
        }
        // The generator must exercise both outcomes, or it tests nothing.
        #expect(compiled > 300)
        #expect(compiled < 3_000)
    }
}
