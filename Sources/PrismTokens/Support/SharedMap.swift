import Dispatch

/// The elements of one ``ParallelWork/map(_:_:)`` and their results: each element is claimed by
/// one thread, in order, and its result stored in its own slot.
///
/// Helpers hold this object, not the caller's stack, so one that starts after the caller returned
/// finds every element claimed and ends without touching anything else.
final class SharedMap<Item: Sendable, Result: Sendable>: ClaimableWork, @unchecked Sendable {
    /// The elements; emptied by ``results()`` (a helper that starts late holds this object
    /// last, and would otherwise free them at the end of the run).
    private var items: [Item]
    private let transform: @Sendable (Item) -> Result
    private let slots: ResultSlots<Result>
    private let lock = PlatformLock()
    /// Signalled by the thread that finishes the last element while the caller waits, and by
    /// ``OpenMaps`` when a map opens while the caller waits for one.
    private let allDone = DispatchSemaphore(value: 0)
    /// The next element to claim.
    private var next = 0
    /// The elements not finished yet.
    private var remaining: Int
    /// Whether the caller waits for `allDone`.
    private var callerWaits = false

    /// The map's elements and how to transform one.
    init(items: [Item], transform: @escaping @Sendable (Item) -> Result) {
        self.items = items
        self.transform = transform
        slots = ResultSlots(count: items.count)
        remaining = items.count
    }

    /// Claims and transforms elements until none is left unclaimed.
    func work() {
        while workOne() {}
    }

    /// Claims and transforms one element; `false` when none was left unclaimed.
    func workOne() -> Bool {
        guard let index = claim() else { return false }
        slots.store(transform(items[index]), at: index)
        let wakesCaller: Bool = lock.withLock {
            remaining -= 1
            return remaining == 0 && callerWaits
        }
        if wakesCaller { allDone.signal() }
        return true
    }

    /// The results in order, once the elements other threads claimed are finished too (called by
    /// the caller after its own ``work()``).
    ///
    /// While those run, the caller runs elements of other open maps (``OpenMaps``) instead of
    /// waiting, one at a time, looking at its own map again after each: the platforms' map of
    /// `generate` waits on the caller for the longest platform, whose enums, slices or jobs it
    /// can take a share of (at 10,000 tokens the caller sat idle for the last sixth of rendering
    /// while one core wrote the Swift enums).
    func results() -> [Result] {
        while true {
            let waits: Bool = lock.withLock {
                callerWaits = remaining > 0
                return callerWaits
            }
            guard waits else { break }
            // `allDone` is signalled by the last element, or by a map opening: either way the
            // loop looks again (a signal nobody waited for only leaves the count above zero).
            OpenMaps.shared.helpOrWait(allDone)
        }
        // Every element is claimed and done: no thread reads them again.
        let released = lock.withLock { () -> [Item] in
            defer { items = [] }
            return items
        }
        _ = consume released
        return slots.takeResults()
    }

    /// Whether an element is left to claim.
    var hasUnclaimed: Bool { lock.withLock { next < items.count } }

    /// The next unclaimed element's index, or `nil` when every element is claimed.
    private func claim() -> Int? {
        lock.withLock {
            guard next < items.count else { return nil }
            defer { next += 1 }
            return next
        }
    }
}
