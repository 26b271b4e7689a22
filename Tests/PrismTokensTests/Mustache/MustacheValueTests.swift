import Testing

@testable import PrismTokens

/// Building data from Swift literals, number formatting and truthiness.
@Suite struct MustacheValueTests {
    @Test func literalsBuildTheMatchingCases() {
        let value: MustacheValue = [
            "s": "text", "i": 3, "d": 0.5, "b": true, "n": nil, "l": [1, "two"], "o": ["k": "v"],
        ]
        #expect(value["s"] == .string("text"))
        #expect(value["i"] == .number(3))
        #expect(value["d"] == .number(0.5))
        #expect(value["b"] == .bool(true))
        #expect(value["n"] == .null)
        #expect(value["l"] == .list([.number(1), .string("two")]))
        #expect(value["o"]?["k"] == .string("v"))
        #expect(value["missing"] == nil)
        let count = 2
        #expect(MustacheValue("\(count) items") == .string("2 items"))
        let interpolated: MustacheValue = "\(count) items"
        #expect(interpolated == .string("2 items"))
    }

    @Test(arguments: [
        (3.0, "3"), (-42.0, "-42"), (1.21, "1.21"), (-0.0, "0"), (0.1 + 0.2, "0.30000000000000004"),
        (1e20, "1e+20"), (9_007_199_254_740_991, "9007199254740991"),
    ])
    func numbersInterpolateWithoutATrailingPointZero(number: Double, text: String) {
        #expect(MustacheValue.number(number).interpolatedText == text)
    }

    @Test func otherValuesInterpolate() {
        #expect(MustacheValue.bool(false).interpolatedText == "false")
        #expect(MustacheValue.null.interpolatedText == "")
        #expect(MustacheValue.object(["a": 1]).interpolatedText == "")
        #expect(MustacheValue.list(["a", 1, ["b", true]]).interpolatedText == "a,1,b,true")
    }

    @Test(
        arguments: [
            (MustacheValue.null, false), (false, false), (true, true), (0, false), (.number(.nan), false), (2, true),
            ("", false), ("0", true), ([], false), ([0], true), (.object([:]), true),
        ] as [(MustacheValue, Bool)])
    func truthiness(value: MustacheValue, truthy: Bool) throws {
        #expect(value.isTruthy == truthy)
        let template = try MustacheTemplate(source: "{{#v}}yes{{/v}}{{^v}}no{{/v}}", name: "t")
        #expect(try template.render(["v": value]) == (truthy ? "yes" : "no"))
    }
}
