import Testing

@testable import PrismTokens

/// Bytes appended to a ``ByteBuffer`` and, through the same ``ByteSink`` calls, to an array.
struct ByteBufferTests {
    /// Appends the same pieces to any sink: single bytes, runs, line breaks and in-place pieces.
    static func appendPieces(count: Int, to sink: inout some ByteSink) {
        for index in 0..<count {
            sink.append(UInt8(ascii: "a") + UInt8(index % 26))
            sink.appendUTF8("-piece-\(index)")
            sink.appendNewline(indentedBy: index % 7)
            sink.appendInPlace(maxLength: 16) { cursor in
                cursor.put("[")
                if index.isMultiple(of: 2) { cursor.putNewline(indentedBy: 3) }
                cursor.put(UInt8(ascii: "]"))
            }
        }
    }

    @Test(arguments: [0, 1, 50, 20_000])
    func aBufferHoldsWhatAnArrayHoldsAfterTheSameAppends(pieces: Int) {
        var array: [UInt8] = []
        Self.appendPieces(count: pieces, to: &array)
        var buffer = ByteBuffer(capacity: 10)
        Self.appendPieces(count: pieces, to: &buffer)
        #expect(buffer.count == array.count)
        #expect(Array(buffer.bytes) == array)
        // 20,000 pieces are several room steps: the bytes written before each step are kept.
        #expect(pieces < 20_000 || array.count > 4 * ByteBuffer.roomStep)
        let taken = buffer.takeBytes()
        #expect(taken == array)
        #expect(buffer.count == 0 && buffer.bytes.isEmpty)
    }

    @Test func aPieceLongerThanARoomStepFits() {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 3 * ByteBuffer.roomStep + 5)
        var buffer = ByteBuffer()
        buffer.append(UInt8(ascii: "<"))
        long.withUnsafeBufferPointer { buffer.appendBytes($0) }
        buffer.appendNewline(indentedBy: 2 * ByteBuffer.roomStep)
        let bytes = buffer.takeBytes()
        #expect(bytes.count == 1 + long.count + 1 + 2 * ByteBuffer.roomStep)
        #expect(bytes.first == UInt8(ascii: "<") && bytes[long.count + 1] == UInt8(ascii: "\n"))
        #expect(bytes.last == UInt8(ascii: " "))
    }

    @Test func anArrayKeepsOnlyWhatWasWrittenInPlace() {
        var array: [UInt8] = Array("ab".utf8)
        array.appendInPlace(maxLength: 10) { cursor in cursor.put("cd") }
        array.appendInPlace(maxLength: 4) { _ in }
        #expect(array == Array("abcd".utf8))
    }

    @Test func jsonWrittenIntoABufferIsTheJSONWrittenIntoAnArray() {
        let value = JSONText.object([
            ("name", .string("quote \" and line\nbreak")), ("components", .array([.number(0.25), .number(1)])),
            ("empty", .object([])), ("flag", .bool(true)),
        ])
        var array: [UInt8] = []
        value.write(into: &array, indent: 2, level: 3)
        var buffer = ByteBuffer()
        value.write(into: &buffer, indent: 2, level: 3)
        #expect(buffer.takeBytes() == array)
        #expect(String(decoding: array, as: UTF8.self).contains(#""quote \" and line\nbreak""#))
    }
}
