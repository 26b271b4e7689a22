import PrismTestSupport
import Testing

@testable import PrismTokens

/// Sets and dictionaries place a path by its stored hash (``TokenPath/_rawHashValue(seed:)``):
/// equal paths made in different ways are one key, different paths stay apart.
@Suite struct TokenPathHashingTests {
    @Test func equalPathsMadeInDifferentWaysAreOneKey() {
        let made = [
            TokenPath(["color", "brand", "500"]), TokenPath(dotted: "color.brand.500"),
            TokenPath(["color"]).appending("brand").appending("500"),
        ]
        #expect(Set(made).count == 1)
        var counts: [TokenPath: Int] = [:]
        for path in made { counts[path, default: 0] += 1 }
        #expect(counts == [TokenPath(["color", "brand", "500"]): 3])
    }

    @Test func manyPathsAreEachFoundAgain() {
        var random = SplitMix64(seed: 7)
        let words = ["color", "g", "t", "surface", "1", "2", "é", "e\u{301}", ""]
        var paths: [TokenPath] = []
        for _ in 0..<5_000 {
            let count = Int(random.next() % 4) + 1
            paths.append(TokenPath((0..<count).map { _ in words[Int(random.next() % UInt64(words.count))] }))
        }
        var positions: [TokenPath: Int] = [:]
        for (position, path) in paths.enumerated() where positions[path] == nil { positions[path] = position }
        // Each path finds the first position of an equal one (`é` and `e\u{301}` are equal
        // strings, so paths that differ only there are one key).
        for path in paths {
            let first = paths.firstIndex(of: path)
            #expect(positions[path] == first)
        }
        #expect(Set(paths).count == positions.count)
    }
}
