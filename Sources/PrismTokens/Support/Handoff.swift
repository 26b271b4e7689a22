import Dispatch

/// A value one thread provides once and other threads wait for.
///
/// `bundle` starts packing before it has read the source files back for the manifests: the
/// packers wait for them only when they make their manifest, by which time the calling thread
/// has long provided them. The provider must not be one of the threads the waiters occupy (the
/// calling thread of `bundle`, outside the packing's threads), or a wait could block it forever.
final class Handoff<Value: Sendable>: @unchecked Sendable {
    private let group = DispatchGroup()
    private var value: Value?

    /// An empty handoff; ``wait()`` blocks until ``provide(_:)``.
    init() { group.enter() }

    /// Provides the value; call exactly once.
    func provide(_ value: Value) {
        self.value = value
        group.leave()
    }

    /// The value, once provided (the group orders the write before every read).
    func wait() -> Value {
        group.wait()
        guard let value else { preconditionFailure("Handoff: the group is left only after the value is set") }
        return value
    }
}
