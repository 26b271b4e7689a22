import Dispatch
import Foundation

/// Runs independent pieces of work on the machine's cores and returns their results in order.
///
/// The stages are synchronous and deterministic; this only spreads work whose pieces share
/// nothing mutable (one emitter's context and files, one theme's resolution) over threads, and
/// hands the results back in input order, so the output does not depend on which finished first.
/// Dispatch's worker threads block termination signals, so a `SIGTERM` is still delivered to the
/// main thread (which the output writer masks while it renames files into place).
enum ParallelWork {
    /// The cores the process may run on.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// `transform` applied to every element, on the calling thread and on other threads as they
    /// become free.
    ///
    /// The calling thread works through the elements itself and asks Dispatch's pool for helpers
    /// (one fewer than the cores) that take the next unclaimed element when they start; while it
    /// works, the map is also open to threads that would otherwise wait (`OpenMaps`: the calling
    /// thread of ``run(_:threads:startHelper:)`` with no job ready). It returns once every element
    /// is done, without waiting for helpers that never started (they find nothing left and end). So a
    /// `map` inside other parallel work (a platform's enums inside the render of every platform)
    /// spreads over cores as they become free, instead of running on its thread alone the way a
    /// nested `concurrentPerform` does (it gets only its share of the outer one's threads).
    /// - Parameters:
    ///   - items: the inputs.
    ///   - transform: the work for one input; it must not touch shared mutable state.
    /// - Returns: the results, in the order of `items`.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let claims = SharedMap(items: items, transform: transform)
        let helpers = min(items.count, cores) - 1
        guard helpers > 0 else {
            claims.work()
            return claims.results()
        }
        // Offered to threads that would otherwise wait (see `OpenMaps`) as well as to the pool.
        OpenMaps.shared.open(claims)
        for _ in 0..<helpers {
            DispatchQueue.global().async { claims.work() }
        }
        claims.work()
        OpenMaps.shared.close(claims)
        return claims.results()
    }

    /// `transform` applied to every element, in slices of `size` elements mapped by ``map(_:_:)``:
    /// for many small pieces of work, where one claim per element would cost more than the work.
    /// - Returns: the results, in the order of `items`.
    static func map<Item: Sendable, Result: Sendable>(
        _ items: [Item], slicedBy size: Int, _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        let mapped = map(slices(of: items, size: size)) { slice in slice.map(transform) }
        var results: [Result] = []
        results.reserveCapacity(items.count)
        for slice in mapped { results += slice }
        return results
    }

    /// `items` cut into consecutive slices of `size` elements (the last one shorter), in order.
    static func slices<Item>(of items: [Item], size: Int) -> [ArraySlice<Item>] {
        precondition(size > 0, "ParallelWork.slices: a slice holds at least one element")
        return stride(from: 0, to: items.count, by: size).map { items[$0..<min($0 + size, items.count)] }
    }

    /// Runs two pieces of work at once (the second on another thread) and returns both results.
    static func both<First: Sendable, Second: Sendable>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let slots = ResultSlots<Either<First, Second>>(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            slots.store(index == 0 ? .first(first()) : .second(second()), at: index)
        }
        let results = slots.results()
        guard case .first(let a) = results[0], case .second(let b) = results[1] else {
            preconditionFailure("ParallelWork.both: each slot holds the result of its own index")
        }
        return (a, b)
    }

    /// Starts `work` on a thread of its own and returns at once; ``Pending/wait()`` returns its
    /// result.
    ///
    /// Unlike ``both(_:_:)``, the calling thread stays outside `concurrentPerform`, so a
    /// ``map(_:_:)`` it runs meanwhile still spreads over every core (a nested
    /// `concurrentPerform` only gets its share of the outer one's threads). When Dispatch's pool
    /// has not started the work by the time someone waits for it, the waiting thread runs it.
    static func start<Result: Sendable>(_ work: @escaping @Sendable () -> Result) -> Pending<Result> {
        let pending = Pending(work)
        DispatchQueue.global().async { pending.runUnlessClaimed() }
        return pending
    }

    /// The result of work started by ``start(_:)``.
    ///
    /// The work runs once: on the pool's thread when that starts first, else on the thread that
    /// waits for it. So a wait never needs a free thread in the pool: when many runs of the
    /// pipeline share the pool (a server resolving on the pool's own threads), each run's waiting
    /// thread would otherwise hold a thread while its started work waits for one, and with every
    /// thread held, none would ever finish.
    final class Pending<Result: Sendable>: @unchecked Sendable {
        private let lock = PlatformLock()
        /// The work, until a thread claims it.
        private var work: (@Sendable () -> Result)?
        private let finished = DispatchGroup()
        private let slot = ResultSlots<Result>(count: 1)

        /// Work nobody has started yet: ``start(_:)`` hands it to the pool, and ``wait()`` runs it
        /// if the pool has not.
        init(_ work: @escaping @Sendable () -> Result) {
            self.work = work
            finished.enter()
        }

        /// Runs the work on this thread unless another thread claimed it first.
        func runUnlessClaimed() {
            let claimed = lock.withLock { () -> (@Sendable () -> Result)? in
                defer { work = nil }
                return work
            }
            guard let claimed else { return }
            slot.store(claimed(), at: 0)
            finished.leave()
        }

        /// Blocks until the work finished (running it here if no thread has started it), and
        /// returns its result.
        func wait() -> Result {
            runUnlessClaimed()
            finished.wait()
            guard let result = slot.results().first else {
                preconditionFailure("ParallelWork.Pending: the group is left only after the slot was stored")
            }
            return result
        }
    }

    /// One of two result types.
    private enum Either<First: Sendable, Second: Sendable>: Sendable {
        case first(First)
        case second(Second)
    }
}

/// One slot per piece of work, each written by exactly one thread and read after all finished.
///
/// The slots are raw memory rather than an array property, so threads writing different slots
/// never access one Swift value at the same time.
final class ResultSlots<Result>: @unchecked Sendable {
    private let count: Int
    private let slots: UnsafeMutablePointer<Result?>

    init(count: Int) {
        self.count = count
        slots = UnsafeMutablePointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil, count: count)
    }

    deinit {
        slots.deinitialize(count: count)
        slots.deallocate()
    }

    /// Stores the result of piece `index`. Each index is written once, by the thread that ran it;
    /// its owner reads the slots only after a lock or semaphore (or `concurrentPerform`'s return)
    /// has ordered every write before ``results()``.
    func store(_ result: Result, at index: Int) {
        slots[index] = result
    }

    /// The result of piece `index`, once the thread that stored it is known to have finished.
    func result(at index: Int) -> Result? {
        slots[index]
    }

    /// The results in order (every slot is filled by then).
    func results() -> [Result] {
        UnsafeBufferPointer(start: slots, count: count).map { result in
            guard let result else { preconditionFailure("ResultSlots: a slot was read before its piece stored it") }
            return result
        }
    }

    /// The results in order, moved out: the slots are empty afterwards (every slot is filled
    /// before). A helper thread the pool starts late may hold the slots last; emptied, they no
    /// longer hold the results, which are then freed by their owner, not by that thread at the
    /// end of the run (52,000 asset-catalog files were freed so while the other core was idle).
    func takeResults() -> [Result] {
        (0..<count).map { index in
            guard let result = (slots + index).move() else {
                preconditionFailure("ResultSlots: a slot was read before its piece stored it")
            }
            (slots + index).initialize(to: nil)
            return result
        }
    }
}
