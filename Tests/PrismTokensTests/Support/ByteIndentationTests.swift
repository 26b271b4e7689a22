import Testing

@testable import PrismTokens

/// Line breaks, indentation and outdenting appended to byte buffers.
struct ByteIndentationTests {
    /// `value` written by ``JSONText/write(into:indent:level:)`` at `level`, as text.
    static func written(_ value: JSONText, level: Int) -> [UInt8] {
        var out: [UInt8] = []
        value.write(into: &out, indent: 2, level: level)
        return out
    }

    @Test(arguments: [0, 1, 3, 7])
    func jsonWrittenDeeperIsOutdentedToTheBytesWrittenAtTheShallowerLevel(shallower: Int) {
        let value = JSONText.object([
            ("colorSpace", .string("srgb")), ("components", .array([.number(0.25), .number(1), .array([])])),
            ("note", .string("line\nbreak")), ("empty", .object([])),
        ])
        let deeper = Self.written(value, level: shallower + 4)
        var outdented: [UInt8] = Array("prefix".utf8)
        outdented.appendOutdented(deeper[...], by: 8)
        #expect(
            String(decoding: outdented, as: UTF8.self) == "prefix"
                + String(decoding: Self.written(value, level: shallower), as: UTF8.self))
        // Text on one line is copied as it is.
        var single: [UInt8] = []
        single.appendOutdented(Self.written(.string("a \"b\""), level: 5)[...], by: 10)
        #expect(single == Array(#""a \"b\"""#.utf8))
    }

    @Test func aSliceIsOutdentedFromItsOwnStart() {
        let text = Array("xx{\n    \"a\": 1\n  }yy".utf8)
        var out: [UInt8] = []
        out.appendOutdented(text[2..<(text.count - 2)], by: 2)
        #expect(String(decoding: out, as: UTF8.self) == "{\n  \"a\": 1\n}")
    }

    @Test func aNewlineAndIndentationIsOneRunOfSpaces() {
        var out: [UInt8] = [UInt8(ascii: "{")]
        out.appendNewline(indentedBy: 3)
        out.appendNewline(indentedBy: 300)
        #expect(out == Array("{\n   \n".utf8) + Array(repeating: UInt8(ascii: " "), count: 300))
    }
}
