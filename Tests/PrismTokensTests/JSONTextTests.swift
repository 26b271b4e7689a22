import Testing

@testable import PrismTokens

@Suite struct JSONTextTests {
    @Test func numbersAreUnroundedAndIntegersHaveNoFraction() {
        #expect(JSONText.number(3.5448862152994005).serialized() == "3.5448862152994005")
        #expect(JSONText.number(4).serialized() == "4")
        #expect(JSONText.number(-0.0).serialized() == "0")
        #expect(JSONText.number(1e-7).serialized() == "1e-7")
        #expect(JSONText.number(.infinity).serialized() == "null")
    }

    @Test func stringsAreEscaped() {
        #expect(JSONText.string("a\"b\\c\n\u{01}é").serialized() == #""a\"b\\c\n\u0001é""#)
    }

    @Test func objectsKeepInsertionOrderAndIndent() {
        let value = JSONText.object([("b", .number(1)), ("a", .array([.bool(true), .null]))])
        #expect(value.serialized() == "{\n  \"b\": 1,\n  \"a\": [\n    true,\n    null\n  ]\n}")
        #expect(value.serialized(indent: nil) == #"{"b":1,"a":[true,null]}"#)
    }
}
