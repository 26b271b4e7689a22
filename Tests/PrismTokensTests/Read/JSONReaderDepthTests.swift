import Testing

@testable import PrismTokens

@Suite struct JSONReaderDepthTests {
    @Test func nestingUpToTheLimitIsAccepted() throws {
        let depth = JSONReader.maximumDepth
        var node = try ReaderTest.read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).root
        var levels = 1
        while let inner = node.array?.first {
            node = inner
            levels += 1
        }
        #expect(levels == depth)
    }

    @Test func oneLevelTooDeepIsAnErrorAtTheOpeningBracket() {
        let depth = JSONReader.maximumDepth + 1
        ReaderTest.expectError(
            String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
            "nested more than 512 levels deep; flatten the structure", at: 1, depth)
    }

    @Test func twoHundredThousandNestedArraysFailFast() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            ReaderTest.expectError(String(repeating: "[", count: 200_000), "nested more than 512 levels", at: 1, 513)
        }
        #expect(elapsed < .seconds(2))
    }

    @Test func twoHundredThousandNestedObjectsFailFast() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            ReaderTest.expectError(
                String(repeating: "{\"a\":", count: 200_000) + "1" + String(repeating: "}", count: 200_000),
                "nested more than 512 levels", at: 1, 512 * 5 + 1)
        }
        #expect(elapsed < .seconds(2))
    }

    @Test func mixedNestingCountsBothKinds() {
        let text = String(repeating: "[{\"k\": ", count: 256) + "[]"
        ReaderTest.expectError(text, "nested more than 512 levels", at: 1, 256 * 7 + 1)
    }
}
