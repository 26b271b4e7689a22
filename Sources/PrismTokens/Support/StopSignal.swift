/// A signal any thread may raise and every thread may read: pieces of parallel work that are
/// only useful together stop early once one of them cannot be used.
final class StopSignal: @unchecked Sendable {
    private let lock = PlatformLock()
    private var raised = false

    /// Creates a signal that is not raised.
    init() {}

    /// Whether some piece of the work raised the signal.
    var isRaised: Bool { lock.withLock { raised } }

    /// Raises the signal; it stays raised.
    func raise() { lock.withLock { raised = true } }
}
