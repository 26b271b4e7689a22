import PrismTestSupport
import Testing

@testable import PrismTokens

/// A path's dotted form is its segments joined by `.` (written into one string of its length),
/// and splitting it at `.` gives the segments back when none holds a `.`.
@Suite struct TokenPathTextTests {
    @Test func theDottedFormIsTheSegmentsJoined() {
        let pieces = ["color", "onSurface", "", "é", "e\u{301}", "日本", "🎨", "a b", "x.y", "{ref}", "\u{0}"]
        var random = SplitMix64(seed: 41)
        var compared = 0
        for _ in 0..<3_000 {
            let segments = (0..<Int.random(in: 0...5, using: &random)).map { _ in
                (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random) ?? "" }
                    .joined()
            }
            let path = TokenPath(segments)
            #expect(path.description == segments.joined(separator: "."), "\(segments)")
            #expect(Array(path.description.utf8) == Array(segments.joined(separator: ".").utf8))
            if !segments.isEmpty, !segments.contains(where: { $0.contains(".") }) {
                #expect(TokenPath(dotted: path.description).segments == segments)
                compared += 1
            }
        }
        #expect(compared > 1_000)
    }
}
