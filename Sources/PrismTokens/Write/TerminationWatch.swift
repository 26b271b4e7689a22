import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Takes the termination signals (`SIGINT`, `SIGTERM`, `SIGHUP`) on a thread of its own while it
/// runs, so what must happen before the process ends (removing a staging folder) runs as ordinary
/// code on an ordinary thread instead of in a signal handler.
///
/// The signals must be blocked in every other thread (the thread that starts the watch blocks
/// them first; Dispatch's worker threads block them already): the watching thread inherits the
/// mask and waits for them with `sigtimedwait(2)`, looking every 50 ms whether it was stopped.
final class TerminationWatch: @unchecked Sendable {
    /// What to do with a signal taken: end the process with it, or leave it for later.
    enum Outcome {
        /// The process ends with the signal (its default action: `SIGINT`, `SIGTERM` and `SIGHUP` terminate).
        case terminate
        /// The signal is sent to the process again, to be delivered when a thread unblocks it.
        case deliverLater
    }

    private let lock = PlatformLock()
    private var stopped = false

    /// The signals watched.
    static let signals = [SIGINT, SIGTERM, SIGHUP]

    /// Starts watching on a new thread; `onSignal` runs there with each signal taken (the watch
    /// stops after the first). Call with the signals blocked in the calling thread.
    static func start(onSignal: @escaping @Sendable (Int32) -> Outcome) -> TerminationWatch {
        let watch = TerminationWatch()
        let thread = Thread { watch.run(onSignal) }
        thread.name = "prism-tokens termination watch"
        thread.start()
        return watch
    }

    /// Stops watching; the thread leaves within 50 ms.
    func stop() {
        lock.withLock { stopped = true }
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Whether the process ignores `signal` (`nohup` ignores `SIGHUP`; a shell ignores `SIGINT`
    /// in background jobs): such a signal is left alone, as it would be without the watch.
    static func isIgnored(_ signal: Int32) -> Bool {
        var current = sigaction()
        sigaction(signal, nil, &current)
        // Compared as addresses: C function pointers are not `Equatable` in Swift.
        #if canImport(Glibc)
            let handler = current.__sigaction_handler.sa_handler
        #else
            let handler = current.__sigaction_u.__sa_handler
        #endif
        return withUnsafeBytes(of: handler) { $0.load(as: UInt.self) }
            == withUnsafeBytes(of: SIG_IGN) { $0.load(as: UInt.self) }
    }

    private func run(_ onSignal: @Sendable (Int32) -> Outcome) {
        var set = sigset_t()
        sigemptyset(&set)
        for signal in Self.signals where !Self.isIgnored(signal) { sigaddset(&set, signal) }
        var pause = timespec(tv_sec: 0, tv_nsec: 50_000_000)
        while !isStopped {
            let taken = sigtimedwait(&set, nil, &pause)
            guard taken > 0 else { continue }
            switch onSignal(taken) {
            case .terminate:
                signal(taken, SIG_DFL)
                var one = sigset_t()
                sigemptyset(&one)
                sigaddset(&one, taken)
                pthread_sigmask(SIG_UNBLOCK, &one, nil)
                raise(taken)
            case .deliverLater:
                kill(getpid(), taken)
            }
            return
        }
    }
}
