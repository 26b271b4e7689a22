import PrismTestSupport
import Testing

@testable import PrismTokens

/// The reader's space- and time-saving internals give the same tree as the plain approach: the
/// compact key index (`MemberIndex`), columns counted and indentation skipped eight bytes at a
/// time; and keys of every length read back byte for byte.
@Suite struct JSONReaderStorageTests {

    @Test func keysOfEveryLengthKeepTheirExactBytes() throws {
        // Lengths around the small-string limit (15 bytes), keys that differ only in their last
        // byte, non-ASCII keys, and canonically equivalent keys in different objects.
        var keys: [String] = []
        for length in [1, 14, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100] {
            let stem = String(repeating: "k", count: length - 1)
            keys += [stem + "a", stem + "b"]
        }
        keys += ["com.example.caf\u{E9}-extension", "com.example.cafe\u{301}-extension", "ÅÄÖ-ÅÄÖ-ÅÄÖ-ÅÄÖ-ÅÄÖ"]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<3_000 {
            let length = Int.random(in: 16...64, using: &generator)
            keys.append(String((0..<length).map { _ in "abcdefgh.-$é".randomElement(using: &generator) ?? "a" }))
        }
        // Each key in its own object, three times over, in a shuffled order.
        let order = (Array(keys.indices) + Array(keys.indices) + Array(keys.indices)).shuffled(using: &generator)
        let text = "[" + order.map { "{\"\(keys[$0])\": \($0)}" }.joined(separator: ",") + "]"
        let elements = try #require(try ReaderTest.read(text).root.array)
        #expect(elements.count == order.count)
        for (element, index) in zip(elements, order) {
            let member = try #require(element.object?.members.first)
            #expect(Array(member.key.utf8) == Array(keys[index].utf8))
            #expect(member.value.number == Double(index))
        }
    }

    @Test func largeObjectsFindEveryKeyAndRejectDuplicatesThroughTheIndex() throws {
        let count = 1_500
        let members = (0..<count).map { "\"key-\($0)\": \($0)" }.joined(separator: ",\n")
        let object = try #require(try ReaderTest.read("{\(members)}").root.object)
        #expect(object.count == count)
        for i in stride(from: 0, to: count, by: 7) { #expect(object["key-\(i)"]?.number == Double(i)) }
        #expect(object["key-\(count)"] == nil)
        #expect(object.member("key-1499")?.keyLocation.line == 1_500)

        // Duplicates found by the index: a repeat of an early key after 40 members, and one
        // spelled in the other Unicode normalization.
        let many = (0..<40).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        ReaderTest.expectError("{\(many), \"k3\": 0}", "remove the duplicate key 'k3' (first defined at 1:", at: 1, 422)
        ReaderTest.expectError(
            "{\(many), \"caf\u{E9}\": 1, \"cafe\u{301}\": 2}",
            "differ only in Unicode normalization", at: 1, 433)
    }

    @Test func objectsBuiltMemberByMemberKeepLookupsThroughGrowth() {
        let location = PrismTokens.SourceLocation(file: "t.json", line: 1, column: 1, offset: 0)
        var object = JSONObject()
        for i in 0..<500 {
            object.set(
                JSONObject.Member(
                    key: "m\(i)", keyLocation: location, value: JSONNode(.number(Double(i)), at: location)))
        }
        for i in 0..<500 { #expect(object["m\(i)"]?.number == Double(i)) }
        for i in stride(from: 0, to: 500, by: 3) { object.remove("m\(i)") }
        #expect(object.count == 333)
        #expect(object["m3"] == nil)
        #expect(object["m4"]?.number == 4)
        #expect(object.keys.first == "m1")
    }

    @Test func columnsOnLongMixedLinesMatchAScalarCount() throws {
        var generator = SplitMix64(seed: 11)
        let pieces = ["a", "é", "😀", "漢", "bc", "\u{301}", " "]
        var elements: [String] = []
        for _ in 0..<400 {
            let length = Int.random(in: 0...30, using: &generator)
            elements.append((0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined())
        }
        let text = "[" + elements.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        let nodes = try #require(try ReaderTest.read(text).root.array)
        var prefix = "["
        for (node, element) in zip(nodes, elements) {
            #expect(node.location.column == prefix.unicodeScalars.count + 1)
            #expect(node.location.offset == prefix.utf8.count)
            #expect(node.string == element)
            prefix += "\"\(element)\", "
        }
    }

    @Test func indentationOfEveryWidthIsSkippedToTheRightColumn() throws {
        // Runs of 0...40 spaces before values and keys, then a value right at the end of the file.
        let widths = Array(0...40)
        let lines = widths.map {
            String(repeating: " ", count: $0) + "\"k\($0)\":" + String(repeating: " ", count: $0 % 9) + "\($0)"
        }
        let text = "{\n" + lines.joined(separator: ",\n") + "\n}"
        let object = try #require(try ReaderTest.read(text).root.object)
        for width in widths {
            let member = try #require(object.member("k\(width)"))
            #expect(member.keyLocation.line == width + 2)
            #expect(member.keyLocation.column == width + 1)
            #expect(member.value.location.column == width + 1 + "\"k\(width)\":".count + width % 9)
        }
        #expect(try ReaderTest.read("[1,        2]").root.array?[1].location.column == 12)
        #expect(try ReaderTest.read("          7").root.number == 7)
        #expect(try ReaderTest.read("7          ").root.number == 7)
    }
}
