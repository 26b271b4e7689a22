import Dispatch
import Foundation

extension ParallelWork {
    /// A piece of work for ``run(_:threads:startHelper:)`` that may start only once the jobs it
    /// needs have finished.
    struct Job<Result: Sendable>: Sendable {
        /// The positions (in the list given to ``run(_:threads:startHelper:)``) of the jobs whose
        /// results this one reads; each must come before it in the list.
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
    /// so the list order is the priority (put the longest chains first). The calling thread works
    /// through the jobs too, and stays until the last one finishes: while none is ready for it, it
    /// runs elements of the ``map(_:_:)`` calls open (`OpenMaps`: hashing a bundle's files, the
    /// asset catalog's color sets), one at a time, and otherwise waits. A helper thread with
    /// nothing ready goes back to Dispatch's pool instead of waiting there, so those maps can use
    /// the core it frees; when a finished job makes more jobs ready than there are threads to
    /// take them, helpers are asked for again. Which thread runs a job never changes its result,
    /// so the output does not depend on the timing.
    /// - Parameters:
    ///   - jobs: the work, in priority order; a job's prerequisites come before it.
    ///   - threads: how many jobs may run at once (default: the active cores).
    ///   - startHelper: starts a helper thread's work (default: on Dispatch's pool; tests pass
    ///     their own to see when helpers start and leave).
    /// - Returns: each job's result, in the order of `jobs`.
    static func run<Result: Sendable>(
        _ jobs: [Job<Result>], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
        startHelper: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void = {
            DispatchQueue.global().async(execute: $0)
        }
    ) -> [Result] {
        for (index, job) in jobs.enumerated() {
            precondition(
                job.prerequisites.allSatisfy { (0..<index).contains($0) },
                "ParallelWork.run: a job's prerequisites come before it in the list")
        }
        guard !jobs.isEmpty else { return [] }
        let runner = JobRunner(jobs, threads: max(1, min(threads, jobs.count)), startHelper: startHelper)
        runner.work(isCaller: true, startingHelpers: runner.threads - 1)
        return runner.finished.all()
    }

    /// The results of the jobs of one ``run(_:threads:startHelper:)``, each stored once by the
    /// thread that ran it.
    final class FinishedJobs<Result: Sendable>: @unchecked Sendable {
        private let slots: ResultSlots<Result>

        fileprivate init(count: Int) { slots = ResultSlots(count: count) }

        fileprivate func store(_ result: Result, at index: Int) { slots.store(result, at: index) }

        /// The result of job `index`, which must be a prerequisite of the job asking (its slot
        /// was written before the asking job was handed out, under the runner's lock).
        subscript(index: Int) -> Result {
            guard let result = slots.result(at: index) else {
                preconditionFailure("ParallelWork.FinishedJobs: job \(index) is not a finished prerequisite")
            }
            return result
        }

        /// Every result, moved out (``ResultSlots/takeResults()``).
        fileprivate func all() -> [Result] { slots.takeResults() }
    }
}

/// The jobs of one ``ParallelWork/run(_:threads:startHelper:)``: which are waiting, running and
/// done, and the threads working on them.
private final class JobRunner<Result: Sendable>: @unchecked Sendable {
    /// The jobs, in priority order.
    let jobs: [ParallelWork.Job<Result>]
    /// Their results, each stored by the thread that ran it.
    let finished: ParallelWork.FinishedJobs<Result>
    /// How many jobs may run at once.
    let threads: Int
    /// Starts a helper thread's work.
    private let startHelper: @Sendable (@escaping @Sendable () -> Void) -> Void
    /// Guards the state below.
    private let lock = PlatformLock()
    /// Signalled when a job finishes while the calling thread waits (for a job to become ready,
    /// or for the last ones to finish).
    private let callerWakeUp = DispatchSemaphore(value: 0)
    /// Whether each job has been handed out.
    private var started: [Bool]
    /// Whether each job has finished.
    private var done: [Bool]
    /// Jobs handed out and not finished.
    private var running = 0
    /// Threads working through the jobs: the caller and the helpers asked for (started or not).
    private var workers: Int
    /// Whether the caller was told to wait: the next job to finish signals `callerWakeUp` (the
    /// caller may be running one element of an open map rather than blocked; it looks at the
    /// jobs again after that element).
    private var callerWaitsForJob = false

    /// What ``next(isCaller:)`` tells a thread to do.
    private enum Pick {
        /// Run the job at this index.
        case job(Int)
        /// Nothing is ready for the caller yet: help an open map, or wait.
        case wait
        /// Stop: a helper with nothing ready, or the caller once every job has finished.
        case leave
    }

    /// A runner of `jobs` with at most `threads` at once, its helpers started by `startHelper`.
    init(
        _ jobs: [ParallelWork.Job<Result>], threads: Int,
        startHelper: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void
    ) {
        self.jobs = jobs
        self.threads = threads
        self.startHelper = startHelper
        finished = ParallelWork.FinishedJobs(count: jobs.count)
        started = Array(repeating: false, count: jobs.count)
        done = Array(repeating: false, count: jobs.count)
        workers = threads
    }

    /// Starts `count` helper threads that work through the jobs (already counted in `workers`).
    func dispatchHelpers(_ count: Int) {
        for _ in 0..<max(0, count) {
            startHelper { self.work(isCaller: false) }
        }
    }

    /// Runs ready jobs until this thread should stop: a helper when none is ready, the caller
    /// when every job has finished (so the results are complete when it returns).
    /// - Parameter helpers: helpers to start once this thread has taken its first job (so the
    ///   caller always takes the first job in the list).
    func work(isCaller: Bool, startingHelpers helpers: Int = 0) {
        var pick = next(isCaller: isCaller)
        dispatchHelpers(helpers)
        while true {
            switch pick {
            case .job(let index):
                finished.store(jobs[index].work(finished), at: index)
                jobFinished(index)
            case .wait:
                // Waiting would keep this thread's core from the pool: it runs an element of a
                // map that a running job has open instead, then looks at the jobs again.
                OpenMaps.shared.helpOrWait(callerWakeUp)
            case .leave:
                return
            }
            pick = next(isCaller: isCaller)
        }
    }

    /// The first ready job, marked started; otherwise whether to wait (the caller, while jobs
    /// remain to start or to finish) or leave.
    private func next(isCaller: Bool) -> Pick {
        lock.withLock {
            if let index = firstReady() {
                started[index] = true
                running += 1
                return .job(index)
            }
            // No job is ready: one is running, or all are done (prerequisites come earlier, so an
            // unstarted job with pending prerequisites implies a running one), and the thread
            // running it will look for the next. The caller stays until the last one finishes.
            if isCaller && running > 0 {
                callerWaitsForJob = true
                return .wait
            }
            workers -= 1
            return .leave
        }
    }

    /// Marks job `index` done, wakes the caller if it waits, and asks for helpers when more jobs
    /// are ready than threads will look for one.
    private func jobFinished(_ index: Int) {
        let (wakesCaller, helpers): (Bool, Int) = lock.withLock {
            done[index] = true
            running -= 1
            let wakesCaller = callerWaitsForJob
            callerWaitsForJob = false
            // This thread and a waiting caller each take one of the ready jobs.
            let ready = readyCount()
            let lookers = 1 + (wakesCaller ? 1 : 0)
            let helpers = max(0, min(ready - lookers, threads - workers))
            workers += helpers
            return (wakesCaller, helpers)
        }
        if wakesCaller { callerWakeUp.signal() }
        dispatchHelpers(helpers)
    }

    /// The first ready job (under the lock).
    private func firstReady() -> Int? {
        jobs.indices.first(where: isReady)
    }

    /// How many jobs are ready (under the lock).
    private func readyCount() -> Int {
        jobs.indices.lazy.filter(isReady).count
    }

    /// Whether job `index` is not started and its prerequisites are done (under the lock).
    private func isReady(_ index: Int) -> Bool {
        !started[index] && jobs[index].prerequisites.allSatisfy { done[$0] }
    }
}
