import PrismTestSupport
import Testing

@testable import PrismTokens

/// Color components are written from their millionths (``DecimalText``) without formatting a
/// `Double`, and read the same as Swift's own text of the rounded value.
@Suite struct SwiftLiteralsTests {
    /// Swift's text of a component rounded to six decimals: what `component` wrote before.
    static func printed(_ value: Double) -> String {
        SwiftLiterals.number((value * 1_000_000).rounded() / 1_000_000)
    }

    @Test func componentsReadAsSwiftPrintsThem() {
        let edges: [Double] = [
            0, -0.0, 1, 0.5, 0.1, 0.0001, 0.00009999, 0.00005, 0.000049, 0.00015, 0.9999994, 0.9999995, 0.99999951,
            1.0000004, -0.0000004, -0.25, 1.5, 0.123456789, 0.3 + 0.6, .infinity, -.infinity, .nan,
        ]
        var generator = SplitMix64(seed: 17)
        let random = (0..<20_000).map { _ in Double.random(in: -0.1...1.1, using: &generator) }
        for value in edges + random {
            #expect(SwiftLiterals.component(value) == Self.printed(value), "\(value)")
        }
        #expect(SwiftLiterals.component(0.0125) == "0.0125")
        #expect(SwiftLiterals.component(0.00001) == "1e-05")
    }
}
