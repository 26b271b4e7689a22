import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``ExactSpelling/precedes(_:_:)`` orders strings by their UTF-8 bytes, as the manifests list
/// files: a prefix first, "Z" before "a", a precomposed "é" (C3 A9) after "e" plus a combining
/// accent (65 CC 81) although the two compare equal as `String`s.
@Suite struct ExactSpellingOrderTests {
    @Test func bytesDecideTheOrder() {
        #expect(ExactSpelling.precedes("a", "ab"))
        #expect(!ExactSpelling.precedes("ab", "a"))
        #expect(ExactSpelling.precedes("Z", "a"))
        #expect(!ExactSpelling.precedes("", ""))
        #expect(ExactSpelling.precedes("", "x"))
        #expect(ExactSpelling.precedes("e\u{301}", "\u{E9}"))
        #expect(!ExactSpelling.precedes("\u{E9}", "e\u{301}"))
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomStringsSortAsTheirBytes(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pieces = ["a", "b", "/", ".", "é", "e\u{301}", "Z", "😀", "-", "0"]
        let strings = (0..<300).map { _ in
            (0..<Int.random(in: 0..<6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }
                .joined()
        }
        let sorted = strings.sorted(by: ExactSpelling.precedes)
        let expected = strings.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(sorted.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
    }

    /// ``ExactSpelling/same(_:_:)`` (one `memcmp` where both strings are contiguous) is byte
    /// equality, for small strings (stored inline) and large ones, equal as `String`s or not.
    @Test(arguments: [4, 5] as [UInt64])
    func sameMeansTheSameBytes(_ seed: UInt64) {
        var generator = SplitMix64(seed: seed)
        let pieces = ["a", "b", ".", "é", "e\u{301}", "Z", "😀", "-", "long-segment-name-"]
        let strings = (0..<200).map { _ in
            (0..<Int.random(in: 0..<5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }
                .joined()
        }
        var mismatches: [String] = []
        for a in strings {
            // A copy in its own storage, so equal strings are compared by their bytes.
            let copy = String(decoding: Array(a.utf8), as: UTF8.self)
            for b in strings + [copy] where ExactSpelling.same(a, b) != Array(a.utf8).elementsEqual(Array(b.utf8)) {
                mismatches.append("\(a.debugDescription) \(b.debugDescription)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
        #expect(ExactSpelling.same("", ""))
        #expect(!ExactSpelling.same("e\u{301}", "\u{E9}"))
        #expect(ExactSpelling.same(String(repeating: "x", count: 40), String(repeating: "x", count: 40)))
        #expect(!ExactSpelling.same(String(repeating: "x", count: 40), String(repeating: "x", count: 39) + "y"))
    }

    @Test func listsAreTheSameWhenEveryStringHasTheSameBytes() {
        let list = ["color", "caf\u{E9}", String(repeating: "long segment ", count: 4)]
        #expect(ExactSpelling.same(list, list))
        // Equal strings in other storage, and lists that differ in length or in one spelling.
        #expect(ExactSpelling.same(list, list.map { String(decoding: Array($0.utf8), as: UTF8.self) }))
        #expect(!ExactSpelling.same(list, Array(list.dropLast())))
        #expect(!ExactSpelling.same(list, ["color", "cafe\u{301}", list[2]]))
        #expect(ExactSpelling.same([], []))
        #expect(!ExactSpelling.same(["a"], ["b"]))
    }
}
