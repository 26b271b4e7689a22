/// A value computed the first time any thread asks for it, then shared.
///
/// The json and web bundles both nest the first theme's tokens by path; whichever packer asks
/// first builds the tree, and the other (running later on another thread) reuses it. A thread
/// asking while another computes waits for it.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    private let lock = PlatformLock()
    private var compute: (@Sendable () -> Value)?
    private var computed: Value?

    /// A value that `compute` makes when it is first asked for.
    init(_ compute: @escaping @Sendable () -> Value) {
        self.compute = compute
    }

    /// The value, computed on the first call.
    var value: Value {
        lock.withLock {
            if let computed { return computed }
            guard let compute else { preconditionFailure("ComputedOnce: the closure is dropped only once computed") }
            let made = compute()
            computed = made
            self.compute = nil
            return made
        }
    }
}
