import Testing

@testable import PrismTokens

/// ``ParallelWork/map(_:_:)`` returns every result in input order, whichever thread finished first.
@Suite struct ParallelWorkTests {
    @Test(arguments: [0, 1, 2, 3, 17, 256])
    func resultsComeBackInInputOrder(_ count: Int) {
        let items = Array(0..<count)
        // Uneven work, so later items often finish before earlier ones.
        let results = ParallelWork.map(items) { item -> String in
            var sum = 0
            for step in 0..<((count - item) * 2_000) { sum &+= step }
            return "\(item):\(sum & 1)"
        }
        #expect(results.map { Int($0.split(separator: ":")[0]) } == items)
    }

    @Test func resultsThatOwnMemoryAreKeptWhole() {
        let results = ParallelWork.map(Array(0..<64)) { item in Array(repeating: item, count: 1_000) }
        #expect(results.count == 64)
        #expect(
            results.enumerated().allSatisfy { index, values in
                values.count == 1_000 && values.allSatisfy { $0 == index }
            })
    }
}
