import Dispatch

extension ParallelWork {
    /// `transform` applied to every element, on the calling thread and on one more thread as soon
    /// as a core comes free; the results in the order of `items`.
    ///
    /// For work inside work that already keeps the cores busy: one platform's templates, rendered
    /// while the other platforms and validation run. A nested ``map(_:_:)`` only gets its share
    /// of the outer `concurrentPerform`'s threads, so the last platform to finish renders its
    /// templates one after the other on one core while the other core idles. Here the calling
    /// thread takes the items in order; a helper queued on the global pool starts when a thread
    /// is free and takes the next unclaimed item each time it finishes one. The calling thread
    /// never waits for an item nobody has claimed: if no thread comes free, it does them all.
    /// - Parameters:
    ///   - items: the inputs.
    ///   - transform: the work for one input; it must not touch shared mutable state.
    /// - Returns: the results, in the order of `items`.
    static func mapJoinable<Item: Sendable, Result: Sendable>(
        _ items: [Item], _ transform: @escaping @Sendable (Item) -> Result
    ) -> [Result] {
        guard items.count > 1 else { return items.map(transform) }
        let queue = JoinableQueue(items, transform)
        DispatchQueue.global().async { queue.drain() }
        queue.drain()
        return queue.results()
    }
}

/// The items of ``ParallelWork/mapJoinable(_:_:)``, claimed one at a time by the threads draining them.
private final class JoinableQueue<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    private let items: [Item]
    private let transform: @Sendable (Item) -> Result
    private let slots: ResultSlots<Result>
    private let lock = PlatformLock()
    /// The next unclaimed item (guarded by `lock`).
    private var next = 0
    /// Entered when an item is claimed, left when its result is stored.
    private let running = DispatchGroup()

    init(_ items: [Item], _ transform: @escaping @Sendable (Item) -> Result) {
        self.items = items
        self.transform = transform
        slots = ResultSlots(count: items.count)
    }

    /// Claims and runs items until none is left.
    func drain() {
        while let index = claim() {
            slots.store(transform(items[index]), at: index)
            running.leave()
        }
    }

    /// The next unclaimed item's index, entering `running` for it; `nil` when every item is claimed.
    private func claim() -> Int? {
        lock.withLock {
            guard next < items.count else { return nil }
            defer { next += 1 }
            running.enter()
            return next
        }
    }

    /// Waits for the items other threads claimed, then returns every result in order (call after
    /// ``drain()`` returned on the calling thread: every item is claimed by then).
    func results() -> [Result] {
        running.wait()
        return slots.results()
    }
}
