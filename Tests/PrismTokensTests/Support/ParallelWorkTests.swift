import Foundation
import PrismTestSupport
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

    /// A map inside another map's work still runs its elements on other threads as they become
    /// free: two inner elements that each wait for the other to start both finish (a nested
    /// `concurrentPerform` would run them one after the other on the outer element's thread, and
    /// the first would give up waiting). The outer map's other element ends at once, freeing its thread.
    @Test(arguments: [0, 1, 3, 4, 5, 12, 13, 40])
    func slicedMapsGiveEveryResultOnceInOrder(count: Int) {
        let items = Array(0..<count)
        let calls = ResultSlots<Int>(count: count)
        let results = ParallelWork.map(items, slicedBy: 4) { item in
            calls.store(item, at: item)
            return item * 3 + 1
        }
        #expect(results == items.map { $0 * 3 + 1 })
        #expect((0..<count).map { calls.result(at: $0) } == items.map(Optional.some))
    }

    @Test func aNestedMapRunsItsElementsAtTheSameTime() {
        let results = ParallelWork.map([0, 1]) { outer -> [Bool] in
            guard outer == 0 else { return [] }
            let arrived = [DispatchSemaphore(value: 0), DispatchSemaphore(value: 0)]
            return ParallelWork.map([0, 1]) { inner -> Bool in
                arrived[inner].signal()
                return arrived[1 - inner].wait(timeout: .now() + 20) == .success
            }
        }
        #expect(results == [[true, true], []])
    }

    /// A map's caller whose own elements are done runs elements of other open maps while it waits
    /// for the rest of its own: here the element it waits for finishes only once an element of
    /// the other map has run, which no other thread takes, so the wait ends at once instead of
    /// at the 10-second give-up.
    @Test func aWaitingCallerRunsElementsOfAnotherOpenMap() {
        let otherRan = DispatchSemaphore(value: 0)
        let waited = ResultSlots<Bool>(count: 1)
        let own = SharedMap(items: [0, 1]) { item -> Int in
            if item == 1 { waited.store(otherRan.wait(timeout: .now() + 10) == .timedOut, at: 0) }
            return item
        }
        let other = SharedMap(items: [0]) { _ -> Int in
            otherRan.signal()
            return 0
        }
        let claimedOwnSecond = DispatchSemaphore(value: 0)
        _ = own.workOne()
        Thread.detachNewThread {
            claimedOwnSecond.signal()
            _ = own.workOne()
        }
        claimedOwnSecond.wait()
        while own.hasUnclaimed { usleep(100) }
        OpenMaps.shared.open(other)
        let start = ContinuousClock.now
        #expect(own.results() == [0, 1])
        OpenMaps.shared.close(other)
        #expect(start.duration(to: .now) < .seconds(5))
        #expect(waited.result(at: 0) == false)
        #expect(!other.hasUnclaimed)
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

/// ``ParallelWork/run(_:threads:)`` starts a job only after its prerequisites finished, hands it
/// their results, takes ready jobs in list order, and returns the results in list order.
@Suite struct ParallelWorkPrerequisitesTests {
    /// What the jobs did, in the order they did it (from any thread).
    final class Log: @unchecked Sendable {
        private let lock = PlatformLock()
        private var entries: [String] = []
        func append(_ entry: String) { lock.withLock { entries.append(entry) } }
        var all: [String] { lock.withLock { entries } }
    }

    /// A random list of jobs: each needs up to three earlier ones.
    static func randomPrerequisites(count: Int, seed: UInt64) -> [[Int]] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            index == 0
                ? []
                : (0..<Int.random(in: 0...3, using: &generator)).map { _ in Int.random(in: 0..<index, using: &generator)
                }
        }
    }

    @Test(arguments: [(0, 1), (1, 2), (5, 3), (40, 4), (200, 5)] as [(Int, UInt64)])
    func eachJobSeesItsPrerequisitesResultsAndRunsAfterThem(_ count: Int, _ seed: UInt64) {
        let prerequisites = Self.randomPrerequisites(count: count, seed: seed)
        let log = Log()
        let jobs = prerequisites.enumerated().map { index, needs in
            ParallelWork.Job<Int>(after: needs) { finished in
                log.append("start \(index)")
                var sum = 0
                for step in 0..<((count - index) * 500) { sum &+= step }
                defer { log.append("end \(index)") }
                return index * 1_000 + needs.map { finished[$0] % 1_000 }.reduce(sum & 1, +)
            }
        }
        let results = ParallelWork.run(jobs)
        var expected: [Int] = []
        for (index, needs) in prerequisites.enumerated() {
            var sum = 0
            for step in 0..<((count - index) * 500) { sum &+= step }
            expected.append(index * 1_000 + needs.map { expected[$0] % 1_000 }.reduce(sum & 1, +))
        }
        #expect(results == expected)
        let order = log.all
        #expect(order.count == 2 * count)
        for (index, needs) in prerequisites.enumerated() {
            guard let start = order.firstIndex(of: "start \(index)") else {
                Issue.record("job \(index) never started")
                continue
            }
            for need in needs {
                #expect(
                    (order.firstIndex(of: "end \(need)") ?? Int.max) < start,
                    "job \(index) started before \(need) ended")
            }
        }
    }

    @Test func oneThreadRunsTheJobsInListOrder() {
        let log = Log()
        let prerequisites = Self.randomPrerequisites(count: 30, seed: 9)
        let jobs = prerequisites.enumerated().map { index, needs in
            ParallelWork.Job<Int>(after: needs) { _ in
                log.append("\(index)")
                return index
            }
        }
        #expect(ParallelWork.run(jobs, threads: 1) == Array(0..<30))
        #expect(log.all == (0..<30).map(String.init))
    }

    @Test func noJobsGiveNoResults() {
        #expect(ParallelWork.run([ParallelWork.Job<Int>]()).isEmpty)
    }

    /// Helper threads started on plain `Thread`s, with a signal each time one returns.
    final class Helpers: @unchecked Sendable {
        private let lock = PlatformLock()
        private var startedCount = 0
        /// Signalled once per helper that returned.
        let returned = DispatchSemaphore(value: 0)
        /// How many helpers were started.
        var started: Int { lock.withLock { startedCount } }

        /// Runs a helper's work on a new thread (the `startHelper` of `ParallelWork.run`).
        func start(_ work: @escaping @Sendable () -> Void) {
            lock.withLock { startedCount += 1 }
            Thread {
                work()
                self.returned.signal()
            }.start()
        }

        /// A job (the caller's first) that returns 0 once a helper has returned, logging whether
        /// one did within 10 s: "helper left" or "helper still held".
        func jobAwaitingAHelperLeaving(_ log: Log) -> ParallelWork.Job<Int> {
            ParallelWork.Job { _ in
                let left = self.returned.wait(timeout: .now() + 10) == .success
                log.append(left ? "helper left" : "helper still held")
                return 0
            }
        }
    }

    /// A helper with no ready job leaves instead of waiting, so its core can serve the `map` of
    /// the job still running (the apple bundle's hashing while its last render runs).
    @Test func aHelperWithNothingReadyLeavesWhileTheOtherJobRuns() {
        let helpers = Helpers()
        let log = Log()
        // The caller takes job 0; the helper takes job 1, finishes it, and finds job 2 waiting
        // for job 0: it must return while job 0 still runs (job 0 waits for that).
        let jobs: [ParallelWork.Job<Int>] = [
            helpers.jobAwaitingAHelperLeaving(log),
            ParallelWork.Job { _ in 1 },
            ParallelWork.Job(after: [0]) { finished in finished[0] + 2 },
        ]
        #expect(ParallelWork.run(jobs, threads: 2, startHelper: helpers.start) == [0, 1, 2])
        #expect(log.all == ["helper left"])
        #expect(helpers.started == 1)
    }

    /// The calling thread, with no job ready, claims elements of the map a running job has open
    /// instead of holding its core idle (the asset catalog's color sets while the apple bundle
    /// waits for them).
    /// (The two cases run one after the other: each one's elements wait for its own caller, so a
    /// caller running the other case's element would wait there.)
    @Test(.serialized, arguments: [true, false])
    func theWaitingCallerHelpsTheMapOfARunningJob(aJobWaitsForIt: Bool) {
        let helpers = Helpers()
        let caller = pthread_self()
        let ranOnCaller = Log()
        let helperStarted = DispatchSemaphore(value: 0)
        // Elements on other threads (job 1's, the pool's) wait until one has run on the caller,
        // so the map is still open when the caller looks for one, even while another test's map
        // is open too (the caller then runs that one's elements first) or the pool has many
        // threads; more elements than cores, so some are left for the caller.
        let callerRanOne = DispatchGroup()
        callerRanOne.enter()
        let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 8
        let jobs: [ParallelWork.Job<Int>] = [
            // The caller's job, held until the helper runs job 1.
            ParallelWork.Job { _ in helperStarted.wait(timeout: .now() + 10) == .success ? 0 : -1 },
            ParallelWork.Job { _ in
                helperStarted.signal()
                // The caller has nothing left to run but this map.
                let done = ParallelWork.map(Array(0..<count)) { item -> Int in
                    if pthread_equal(pthread_self(), caller) != 0 {
                        if ranOnCaller.all.isEmpty { callerRanOne.leave() }
                        ranOnCaller.append("\(item)")
                    } else if !ranOnCaller.all.contains("gave up"),
                        callerRanOne.wait(timeout: .now() + 10) == .timedOut
                    {
                        ranOnCaller.append("gave up")  // the test fails; the others need not wait too
                    }
                    return item
                }
                return done.count
            },
            ParallelWork.Job(after: [1]) { finished in finished[1] + 1 },
        ]
        // With job 2 the caller waits for a job to become ready; without it, for the last job to
        // finish: either way it has nothing to run but the map.
        let run = aJobWaitsForIt ? jobs : Array(jobs.prefix(2))
        let expected = aJobWaitsForIt ? [0, count, count + 1] : [0, count]
        #expect(ParallelWork.run(run, threads: 2, startHelper: helpers.start) == expected)
        #expect(!ranOnCaller.all.isEmpty && !ranOnCaller.all.contains("gave up"))
    }

    /// When a finished job makes more jobs ready than there are threads to take them, a helper
    /// is started again, up to the thread limit: the two jobs run at the same time.
    @Test func jobsMadeReadyTogetherGetAThreadEach() {
        let helpers = Helpers()
        let bothRunning = DispatchGroup()
        bothRunning.enter()
        bothRunning.enter()
        let log = Log()
        // Job 1 (on the helper) finishes at once and the helper leaves; job 0 (the caller's)
        // then makes jobs 2 and 3 ready: each waits until the other has started.
        let meeting: @Sendable (Int) -> Int = { index in
            bothRunning.leave()
            let met = bothRunning.wait(timeout: .now() + 10) == .success
            log.append("job \(index) \(met ? "met" : "alone")")
            return index
        }
        let jobs: [ParallelWork.Job<Int>] = [
            helpers.jobAwaitingAHelperLeaving(log),
            ParallelWork.Job { _ in 1 },
            ParallelWork.Job(after: [0]) { _ in meeting(2) },
            ParallelWork.Job(after: [0]) { _ in meeting(3) },
        ]
        #expect(ParallelWork.run(jobs, threads: 2, startHelper: helpers.start) == [0, 1, 2, 3])
        #expect(log.all.sorted() == ["helper left", "job 2 met", "job 3 met"])
        #expect(helpers.started == 2)
    }
}

/// ``Handoff``: every waiter gets the one value provided, whether it waits before or after.
@Suite struct HandoffTests {
    @Test func waitersBeforeAndAfterTheValueAllGetIt() {
        // The provider is the calling thread, as in `bundle`: a waiter on another thread blocks
        // until it provides, a later waiter returns at once.
        let handoff = Handoff<[Int]?>()
        let early = ParallelWork.start { handoff.wait() }
        usleep(20_000)
        handoff.provide([1, 2, 3])
        #expect(early.wait() == [1, 2, 3])
        #expect(handoff.wait() == [1, 2, 3])
    }

    /// Work the pool has not started when someone waits for it runs on the waiting thread, once.
    @Test func aWaitRunsWorkNoThreadHasStarted() {
        let runs = ResultSlots<Int>(count: 1)
        let pending = ParallelWork.Pending { () -> Int in
            runs.store((runs.result(at: 0) ?? 0) + 1, at: 0)
            return 42
        }
        #expect(runs.result(at: 0) == nil)
        #expect(pending.wait() == 42)
        pending.runUnlessClaimed()
        #expect(pending.wait() == 42)
        #expect(runs.result(at: 0) == 1, "run once, by the first wait")
    }

    /// Many waits on the pool's own threads, each for work it started, all finish: a wait that
    /// needed a free pool thread for its work would hold one while waiting for one.
    @Test func waitsOnEveryThreadOfThePoolAllFinish() {
        let count = 512
        let group = DispatchGroup()
        let results = ResultSlots<Int>(count: count)
        for index in 0..<count {
            DispatchQueue.global().async(group: group) {
                let pending = ParallelWork.start { index * 2 }
                results.store(pending.wait(), at: index)
            }
        }
        #expect(group.wait(timeout: .now() + 120) == .success)
        #expect(results.results() == (0..<count).map { $0 * 2 })
    }
}
