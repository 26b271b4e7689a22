import PrismTestSupport
import Testing

@testable import PrismTokens

/// Short fractions written from their digits read exactly as Swift prints them, and the number
/// formats built on them (JSON, CSS, Swift color components) keep their text.
@Suite struct DecimalTextTests {
    @Test func everySixDecimalFractionIsSwiftsText() {
        var mismatches: [Int] = []
        for millionths in 100..<1_000_000
        where DecimalText.fraction(millionths: millionths) != "\(Double(millionths) / 1_000_000)" {
            mismatches.append(millionths)
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    @Test func shortFractionsAreSwiftsTextOrLeftToSwift() {
        var generator = SplitMix64(seed: 23)
        let random = (0..<20_000).flatMap { _ -> [Double] in
            let unit = generator.unit()
            // Arbitrary doubles, values of a few decimals (as token files write them), and tiny ones.
            return [unit * 2 - 1, (unit * 10_000).rounded() / 10_000, -(unit * 100).rounded() / 1_000_000, unit * 1e-4]
        }
        let edges: [Double] = [
            0, -0.0, 1, -1, 0.5, 0.0001, -0.0001, 0.00009999, 0.99999, 0.999999, 0.9999995, 0.1 + 0.2,
        ]
        for value in edges + random {
            if let text = DecimalText.shortFraction(value) {
                #expect(text == "\(value)", "\(value)")
            } else {
                let magnitude = value.magnitude
                let inRange = magnitude >= 0.0001 && magnitude < 1
                #expect(!inRange || (magnitude * 1_000_000).rounded() / 1_000_000 != magnitude, "\(value) left out")
            }
        }
        #expect(DecimalText.shortFraction(0.8474) == "0.8474")
        #expect(DecimalText.shortFraction(-0.25) == "-0.25")
        #expect(DecimalText.shortFraction(0.1 + 0.2) == nil)
        #expect(DecimalText.shortFraction(0.00005) == nil)
    }

    /// ``JSONText/format(_:)`` as it was before short fractions were written from their digits.
    static func formattedBySwift(_ n: Double) -> String {
        guard n.isFinite else { return "null" }
        if abs(n) < 1e15, Double(Int64(n)) == n { return n == 0 ? "0" : String(Int64(n)) }
        let text = n.description
        guard let e = text.firstIndex(of: "e") else { return text }
        var exponent = String(text[text.index(after: e)...])
        var sign = ""
        if exponent.hasPrefix("-") || exponent.hasPrefix("+") {
            sign = exponent.hasPrefix("-") ? "-" : ""
            exponent.removeFirst()
        }
        while exponent.hasPrefix("0") && exponent.count > 1 { exponent.removeFirst() }
        return "\(text[..<e])e\(sign)\(exponent)"
    }

    @Test func numberFormatsKeepTheirText() {
        var generator = SplitMix64(seed: 29)
        let values = (0..<20_000).flatMap { _ -> [Double] in
            let unit = generator.unit()
            return [unit, -unit, unit * 100, (unit * 1_000).rounded() / 1_000, unit * 1e-5, unit * 1e20]
        }
        for value in values + [0.0001, 0.00001, 1e-7, 123.456, -0.5, 0.1 + 0.2, .nan, .infinity] {
            #expect(JSONText.format(value) == Self.formattedBySwift(value), "\(value)")
        }
        #expect(CSSNumber.format(0.84741) == "0.84741")
        #expect(CSSNumber.format(-0.0000004) == "0")
        #expect(JSONText.format(1e-7) == "1e-7")
    }
}
