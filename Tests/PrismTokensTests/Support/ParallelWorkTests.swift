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

    @Test(arguments: [0, 1, 2, 3, 17, 256])
    func joinableResultsComeBackInInputOrderAndEachItemRunsOnce(_ count: Int) {
        let runs = RunCounter()
        let results = ParallelWork.mapJoinable(Array(0..<count)) { item -> Int in
            runs.increment()
            var sum = 0
            for step in 0..<((count - item) * 2_000) { sum &+= step }
            return item * 2 + (sum == -1 ? 1 : 0)
        }
        #expect(results == (0..<count).map { $0 * 2 })
        #expect(runs.value == count)
    }

    /// Nested in a `map` that keeps every core busy, the helper of `mapJoinable` often starts
    /// after the calling thread has claimed every item (or while it still works): either way
    /// every item runs once and the call returns.
    @Test func joinableWorkNestedInBusyWorkRunsEveryItemOnce() {
        let runs = RunCounter()
        let outer = ParallelWork.map(Array(0..<8)) { block in
            ParallelWork.mapJoinable(Array(0..<50)) { item -> Int in
                runs.increment()
                return block * 100 + item
            }
        }
        #expect(outer == (0..<8).map { block in (0..<50).map { block * 100 + $0 } })
        #expect(runs.value == 400)
    }
}

/// Counts calls from several threads.
private final class RunCounter: @unchecked Sendable {
    private let lock = PlatformLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }

    var value: Int { lock.withLock { count } }
}
