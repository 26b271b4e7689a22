import Dispatch
import Testing

@testable import PrismTokens

/// `SourceLocation` as a compact value (a file id into `FileNameTable`, 32-bit line, column and
/// offset) that still reads, compares and prints like one holding a `String` and three `Int`s.
@Suite struct SourceLocationTests {
    @Test func isSixteenBytesWithNoReferenceCountedField() {
        #expect(MemoryLayout<PrismTokens.SourceLocation>.size == 16)
        #expect(_isPOD(PrismTokens.SourceLocation.self))
    }

    @Test func theSameNameGetsTheSameID() {
        let table = FileNameTable()
        let a = table.id(for: "tokens.json")
        #expect(table.id(for: "tokens.json") == a)
        #expect(table.id(for: "themes/dark.json") != a)
        #expect(table.id(for: "") == FileNameTable.emptyID)
        #expect(table.name(of: a) == "tokens.json")
        #expect(table.name(of: FileNameTable.emptyID) == "")
        #expect(table.count == 3)
    }

    @Test func manyThreadsInterningConcurrentlyAgreeOnEveryID() {
        let table = FileNameTable()
        let threads = 8
        let names = (0..<200).map { "dir\($0 % 7)/file-\($0).json" }
        let results = ResultSlots(count: threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            // Each thread interns every name, starting at a different place, and reads names back.
            var ids: [String: UInt32] = [:]
            for step in 0..<names.count * 3 {
                let name = names[(step + thread * 29) % names.count]
                let id = table.id(for: name)
                if table.name(of: id) != name { ids["mismatch"] = id }
                if let earlier = ids[name], earlier != id { ids["changed"] = id }
                ids[name] = id
            }
            results.set(thread, ids)
        }
        let first = results.get(0)
        #expect(first.count == names.count)
        for thread in 1..<threads { #expect(results.get(thread) == first) }
        #expect(Set(first.values).count == names.count)
        #expect(table.count == names.count + 1)
    }

    @Test func locationsCreatedOnManyThreadsRoundTrip() {
        let results = ResultSlots(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var wrong: [String: UInt32] = [:]
            for i in 0..<500 {
                let file = "concurrent-\(i % 13).json"
                let location = PrismTokens.SourceLocation(file: file, line: i + 1, column: thread + 1, offset: i * 10)
                if location.file != file || location.line != i + 1 || location.column != thread + 1
                    || location.offset != i * 10
                {
                    wrong["\(thread):\(i)"] = 1
                }
            }
            results.set(thread, wrong)
        }
        for thread in 0..<8 { #expect(results.get(thread).isEmpty) }
    }

    @Test func fileLineColumnAndOffsetRoundTrip() {
        var location = PrismTokens.SourceLocation(file: "themes/café.json", line: 12, column: 7, offset: 345)
        #expect(location.file == "themes/café.json")
        #expect(location.line == 12)
        #expect(location.column == 7)
        #expect(location.offset == 345)
        #expect(location.description == "themes/café.json:12:7")
        location.file = "base.json"
        location.line = 3
        location.column = 4
        location.offset = 50
        #expect(location == PrismTokens.SourceLocation(file: "base.json", line: 3, column: 4, offset: 50))
        #expect(String(describing: location) == #"SourceLocation(file: "base.json", line: 3, column: 4, offset: 50)"#)
    }

    @Test func valuesBeyond32BitsAreClampedNotTrapped() {
        let far = PrismTokens.SourceLocation(file: "huge.json", line: 5_000_000_000, column: 1 << 40, offset: Int.max)
        #expect(far.line == Int(UInt32.max))
        #expect(far.column == Int(UInt32.max))
        #expect(far.offset == Int(UInt32.max))
        let negative = PrismTokens.SourceLocation(file: "huge.json", line: -1, column: -5, offset: Int.min)
        #expect(negative.line == 0 && negative.column == 0 && negative.offset == 0)
        var edge = PrismTokens.SourceLocation(file: "huge.json", line: 1, column: 1, offset: Int(UInt32.max))
        #expect(edge.offset == 4_294_967_295)
        edge.offset = 4_294_967_296
        #expect(edge.offset == 4_294_967_295)
    }

    @Test func equalityIsSameFileNameLineColumnAndOffset() {
        let a = PrismTokens.SourceLocation(file: "a.json", line: 2, column: 3, offset: 10)
        #expect(a == PrismTokens.SourceLocation(file: "a.json", line: 2, column: 3, offset: 10))
        #expect(a != PrismTokens.SourceLocation(file: "b.json", line: 2, column: 3, offset: 10))
        #expect(a != PrismTokens.SourceLocation(file: "a.json", line: 2, column: 4, offset: 10))
        #expect(a != PrismTokens.SourceLocation(file: "a.json", line: 3, column: 3, offset: 10))
        #expect(a != PrismTokens.SourceLocation(file: "a.json", line: 2, column: 3, offset: 11))
        #expect(Set([a, a, PrismTokens.SourceLocation(file: "b.json", line: 2, column: 3, offset: 10)]).count == 2)
    }

    @Test func canonicallyEquivalentNamesAreEqualButKeepTheirSpelling() {
        let composed = "caf\u{E9}.json"
        let decomposed = "cafe\u{301}.json"
        #expect(composed == decomposed)  // as `String`s, which is what locations compared before
        let a = PrismTokens.SourceLocation(file: composed, line: 1, column: 1, offset: 0)
        let b = PrismTokens.SourceLocation(file: decomposed, line: 1, column: 1, offset: 0)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(!(a < b) && !(b < a))
        #expect(Array(a.file.utf8) == Array(composed.utf8))
        #expect(Array(b.file.utf8) == Array(decomposed.utf8))
    }

    @Test func orderingIsByFileNameThenOffset() {
        let sorted = [
            PrismTokens.SourceLocation(file: "b.json", line: 1, column: 1, offset: 0),
            PrismTokens.SourceLocation(file: "a.json", line: 9, column: 1, offset: 90),
            PrismTokens.SourceLocation(file: "a.json", line: 2, column: 5, offset: 20),
            PrismTokens.SourceLocation(file: "c.json", line: 1, column: 1, offset: 0),
        ].sorted()
        #expect(sorted.map(\.description) == ["a.json:2:5", "a.json:9:1", "b.json:1:1", "c.json:1:1"])
        let x = PrismTokens.SourceLocation(file: "z.json", line: 1, column: 1, offset: 5)
        let y = PrismTokens.SourceLocation(file: "a.json", line: 1, column: 1, offset: 500)
        #expect(y < x && !(x < y))
        // Same file and offset: neither is smaller, whatever the line and column say.
        let p = PrismTokens.SourceLocation(file: "a.json", line: 1, column: 1, offset: 7)
        let q = PrismTokens.SourceLocation(file: "a.json", line: 2, column: 1, offset: 7)
        #expect(!(p < q) && !(q < p))
    }

    @Test func theReaderPutsItsFileNameInEveryLocation() throws {
        let result = try JSONReader.read(
            Array("{\n  \"a\": [1, {\"b\": true}]\n}".utf8), file: "nested/dir/tokens.json")
        let member = try #require(result.root.object?.member("a"))
        #expect(result.root.location.description == "nested/dir/tokens.json:1:1")
        #expect(member.keyLocation.description == "nested/dir/tokens.json:2:3")
        #expect(
            member.value.location
                == PrismTokens.SourceLocation(file: "nested/dir/tokens.json", line: 2, column: 8, offset: 9))
        let inner = try #require(member.value.array?[1].object?.member("b"))
        #expect(inner.value.location.file == "nested/dir/tokens.json")
        #expect(inner.value.location.column == 18)
    }
}

/// Per-thread results written from `DispatchQueue.concurrentPerform`, guarded by a lock.
private final class ResultSlots: @unchecked Sendable {
    private let lock = PlatformLock()
    private var slots: [[String: UInt32]]

    init(count: Int) { slots = Array(repeating: [:], count: count) }

    func set(_ index: Int, _ value: [String: UInt32]) { lock.withLock { slots[index] = value } }
    func get(_ index: Int) -> [String: UInt32] { lock.withLock { slots[index] } }
}
