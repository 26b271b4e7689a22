import Dispatch

/// The ``ParallelWork/map(_:_:)`` calls with elements left to claim, for a thread that would
/// otherwise wait.
///
/// A map asks Dispatch's pool for helpers, but a pool thread that waits (the thread running a
/// set of jobs, ``ParallelWork/run(_:threads:startHelper:)``, while the job it waits for runs)
/// keeps its core from the pool. Such a thread runs elements of an open map instead (the apple
/// bundle's color sets and digests while it waits to pack them), one at a time so it takes its
/// next job as soon as one is ready, and is woken when a map opens. The newest map is offered
/// first: the innermost, usually of the job being waited for. The registry is process-wide, so
/// in a process running several pipelines a waiting thread may run another pipeline's element
/// (one, before it looks at its own jobs again).
final class OpenMaps: @unchecked Sendable {
    /// The maps of the process.
    static let shared = OpenMaps()

    private let lock = PlatformLock()
    /// The open maps, oldest first (the newest is offered first).
    private var maps: [any ClaimableWork] = []
    /// Threads waiting for a map to open (or for their own reason to wake).
    private var waiters: [DispatchSemaphore] = []

    /// Offers `map`'s elements to waiting threads until ``close(_:)``.
    func open(_ map: any ClaimableWork) {
        let woken: [DispatchSemaphore] = lock.withLock {
            maps.append(map)
            defer { waiters.removeAll() }
            return waiters
        }
        for waiter in woken { waiter.signal() }
    }

    /// Withdraws `map` (its caller has claimed the last element).
    func close(_ map: any ClaimableWork) {
        lock.withLock { maps.removeAll { $0 === map } }
    }

    /// An open map with elements left to claim; otherwise `nil`, and `waiter` is signalled
    /// when a map opens (call ``stopWaiting(_:)`` once woken for another reason).
    private func help(orSignal waiter: DispatchSemaphore) -> (any ClaimableWork)? {
        lock.withLock {
            if let map = maps.last(where: \.hasUnclaimed) { return map }
            waiters.append(waiter)
            return nil
        }
    }

    /// Runs one element of an open map; when none is open, waits until `waiter` is signalled —
    /// by a map opening, or by whatever else the waiting thread waits for — and returns, so the
    /// caller looks at its own work again either way.
    func helpOrWait(_ waiter: DispatchSemaphore) {
        if let map = help(orSignal: waiter) {
            _ = map.workOne()
        } else {
            waiter.wait()
            stopWaiting(waiter)
        }
    }

    /// Stops signalling `waiter` when a map opens.
    private func stopWaiting(_ waiter: DispatchSemaphore) {
        lock.withLock { waiters.removeAll { $0 === waiter } }
    }
}

/// Work whose pieces any thread may claim and run: a ``SharedMap``.
protocol ClaimableWork: AnyObject, Sendable {
    /// Whether a piece is left to claim.
    var hasUnclaimed: Bool { get }
    /// Claims and runs one piece; `false` when none was left to claim.
    func workOne() -> Bool
}
