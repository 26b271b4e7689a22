import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``TextOutput`` gives back exactly the text appended, however the pieces fall on its chunks.
@Suite struct TextOutputTests {
    @Test func anEmptyOutputIsTheEmptyStringAtALineStart() {
        let output = TextOutput()
        #expect(output.text == "")
        #expect(output.count == 0)
        #expect(output.isAtLineStart)
    }

    /// Pieces of every size around the chunk size — one byte, a chunk less one, exactly a chunk,
    /// several chunks — with multi-byte characters, in a random order.
    @Test(arguments: [1, 2, 3, 4])
    func piecesAcrossChunkBoundariesComeBackInOrder(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let size = TextOutput.chunkSize
        let lengths = [0, 1, 7, size - 1, size, size + 1, 3 * size + 5, 100]
        var output = TextOutput()
        var expected = ""
        for _ in 0..<40 {
            let length = lengths.randomElement(using: &generator) ?? 1
            let character = ["a", "é", "\n", "😀", "z"].randomElement(using: &generator) ?? "a"
            let piece = String(repeating: character, count: length / 4 + 1)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: output.append(piece)
            case 1: output.append(Substring(piece))
            case 2: output.append(Array(piece.utf8))
            default:
                output.append(UInt8(ascii: "\n"))
                expected += "\n"
                continue
            }
            expected += piece
            #expect(output.isAtLineStart == expected.hasSuffix("\n"))
        }
        #expect(output.count == expected.utf8.count)
        #expect(output.text == expected)
        #expect(output.body.bytes == Array(expected.utf8))
        #expect(output.body.byteCount == expected.utf8.count)
    }

    /// Texts written apart and appended whole, empty ones and ones of several chunks included,
    /// give the same bytes as writing their pieces into one; the appended text stays as it was,
    /// and writing goes on after it.
    @Test(arguments: [5, 6, 7])
    func appendingWholeTextsKeepsEveryByteInOrder(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let size = TextOutput.chunkSize
        var joined = TextOutput()
        var expected = ""
        for _ in 0..<12 {
            var part = TextOutput()
            var partText = ""
            for _ in 0..<Int.random(in: 0..<4, using: &generator) {
                let length = [0, 1, size - 1, size + 3, 2 * size].randomElement(using: &generator) ?? 1
                let piece = String(
                    repeating: ["b", "ü", "\n", "🎨"].randomElement(using: &generator) ?? "b", count: length / 4 + 1)
                part.append(piece)
                partText += piece
            }
            joined.append(part)
            expected += partText
            #expect(part.text == partText)
            #expect(joined.isAtLineStart == expected.hasSuffix("\n"))
            joined.append("|")
            expected += "|"
        }
        #expect(joined.count == expected.utf8.count)
        #expect(joined.text == expected)
        #expect(joined.body.bytes == Array(expected.utf8))
    }

    /// A file's body is the chunks themselves; short texts appended whole are copied into the
    /// current chunk, so the body does not hold a mostly empty chunk per piece (the Swift writer
    /// appends one text per enum), and long ones are handed over without a copy.
    @Test func shortTextsAreCopiedAndLongOnesHandedOver() {
        var joined = TextOutput()
        for index in 0..<100 {
            var part = TextOutput()
            part.append("enum E\(index) {}\n")
            joined.append(part)
        }
        #expect(joined.body.partLengths.count == 1)
        var long = TextOutput()
        long.append(String(repeating: "x", count: TextOutput.chunkSize / 4))
        joined.append(long)
        joined.append("tail\n")
        // The first chunk, the long text's own chunks, and the chunk the tail starts.
        #expect(joined.body.partLengths.count == 2 + long.body.partLengths.count)
        #expect(joined.body.text == joined.text)
        #expect(joined.body.text.hasSuffix("xtail\n"))
    }

    /// A text starts with a small chunk and doubles it up to ``TextOutput/chunkSize``, so a short
    /// text holds a page or so instead of a full chunk. With 100-byte pieces each chunk is cut
    /// to the whole pieces it holds.
    @Test func chunksGrowFromSmallToFull() {
        var output = TextOutput()
        let pieces = 4 * TextOutput.chunkSize / 100
        for _ in 0..<pieces { output.append(String(repeating: "z", count: 99) + "\n") }
        var expected: [Int] = []
        var size = TextOutput.firstChunkSize
        var left = pieces * 100
        while left > 0 {
            let length = min(size - size % 100, left)
            expected.append(length)
            left -= length
            size = min(2 * size, TextOutput.chunkSize)
        }
        #expect(output.body.partLengths == expected)
        #expect(expected.prefix(2) == [4_000, 8_100])
        #expect(output.body.bytes.count == output.count)
    }

    @Test func theLineStartIsSeenAcrossAChunkBoundary() {
        var output = TextOutput()
        output.append(String(repeating: "x", count: TextOutput.chunkSize - 1) + "\n")
        #expect(output.isAtLineStart)
        output.append("y")
        #expect(!output.isAtLineStart)
        output.append("a", "b", "\n")
        #expect(output.isAtLineStart)
        #expect(output.text.hasSuffix("\nyab\n"))
    }
}
