import Dispatch
import Foundation

extension ParallelWork {
    /// A piece of work for ``run(_:threads:)`` that may start only once the jobs it needs have
    /// finished.
    struct Job<Result: Sendable>: Sendable {
        /// The positions (in the list given to ``run(_:threads:)``) of the jobs whose results
        /// this one reads; each must come before it in the list.
        var prerequisites: [Int]
        /// The work; it receives the results of the finished jobs and may read those of its
        /// prerequisites.
        var work: @Sendable (FinishedJobs<Result>) -> Result

        /// Creates a job that runs after `prerequisites`.
        init(after prerequisites: [Int] = [], _ work: @escaping @Sendable (FinishedJobs<Result>) -> Result) {
            self.prerequisites = prerequisites
            self.work = work
        }
    }

    /// Runs jobs of unequal size on the cores, each once its prerequisites have finished, and
    /// returns their results in list order.
    ///
    /// A thread that becomes free takes the first job in the list whose prerequisites are done,
    /// so the list order is the priority (put the longest chains first); a thread with nothing
    /// ready waits until a running job finishes. Which thread runs a job never changes its
    /// result, so the output does not depend on the timing.
    /// - Parameters:
    ///   - jobs: the work, in priority order; a job's prerequisites come before it.
    ///   - threads: how many jobs may run at once (default: the active cores).
    /// - Returns: each job's result, in the order of `jobs`.
    static func run<Result: Sendable>(
        _ jobs: [Job<Result>], threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) -> [Result] {
        for (index, job) in jobs.enumerated() {
            precondition(
                job.prerequisites.allSatisfy { (0..<index).contains($0) },
                "ParallelWork.run: a job's prerequisites come before it in the list")
        }
        let finished = FinishedJobs<Result>(count: jobs.count)
        let board = JobBoard(prerequisites: jobs.map(\.prerequisites))
        let workers = max(1, min(threads, jobs.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = board.next() {
                finished.store(jobs[index].work(finished), at: index)
                board.finish(index)
            }
        }
        return finished.all()
    }

    /// The results of the jobs of one ``run(_:threads:)``, each stored once by the thread that
    /// ran it.
    final class FinishedJobs<Result: Sendable>: @unchecked Sendable {
        private let slots: ResultSlots<Result>

        fileprivate init(count: Int) { slots = ResultSlots(count: count) }

        fileprivate func store(_ result: Result, at index: Int) { slots.store(result, at: index) }

        /// The result of job `index`, which must be a prerequisite of the job asking (its slot
        /// was written before the asking job was handed out, under the board's lock).
        subscript(index: Int) -> Result {
            guard let result = slots.result(at: index) else {
                preconditionFailure("ParallelWork.FinishedJobs: job \(index) is not a finished prerequisite")
            }
            return result
        }

        fileprivate func all() -> [Result] { slots.results() }
    }
}

/// Which jobs of a ``ParallelWork/run(_:threads:)`` are waiting, running and done, and the
/// threads waiting for one to become ready.
private final class JobBoard: @unchecked Sendable {
    private let lock = PlatformLock()
    /// Signalled once per waiting thread when a job finishes.
    private let wakeUp = DispatchSemaphore(value: 0)
    private let prerequisites: [[Int]]
    private var started: [Bool]
    private var done: [Bool]
    private var remaining: Int
    private var sleepers = 0

    init(prerequisites: [[Int]]) {
        self.prerequisites = prerequisites
        started = Array(repeating: false, count: prerequisites.count)
        done = Array(repeating: false, count: prerequisites.count)
        remaining = prerequisites.count
    }

    /// The first ready job, marked started; waits while jobs run but none is ready; `nil` when
    /// every job has been handed out.
    func next() -> Int? {
        while true {
            enum Pick {
                case job(Int)
                case wait, none
            }
            let pick: Pick = lock.withLock {
                if remaining == 0 { return .none }
                if let index = started.indices.first(where: {
                    !started[$0] && prerequisites[$0].allSatisfy { done[$0] }
                }) {
                    started[index] = true
                    remaining -= 1
                    return .job(index)
                }
                // Something runs (prerequisites come earlier, so an unstarted job with pending
                // prerequisites implies a running one): wait for it to finish.
                sleepers += 1
                return .wait
            }
            switch pick {
            case .job(let index): return index
            case .none: return nil
            case .wait: wakeUp.wait()
            }
        }
    }

    /// Marks job `index` done and wakes the threads waiting for a ready job.
    func finish(_ index: Int) {
        let woken: Int = lock.withLock {
            done[index] = true
            defer { sleepers = 0 }
            return sleepers
        }
        for _ in 0..<woken { wakeUp.signal() }
    }
}
