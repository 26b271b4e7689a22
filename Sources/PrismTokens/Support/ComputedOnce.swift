/// A value computed the first time any thread asks for it, then shared.
///
/// The json and web bundles both nest the first theme's tokens by path; whichever packer asks
/// first builds the tree, and the other (running later on another thread) reuses it. A thread
/// asking while another computes waits for it (holding its core: the value is what it needs
/// next), so `compute` must not ask for the value itself. The value lives as long as this object.
final class ComputedOnce<Value: Sendable>: @unchecked Sendable {
    /// Held while the value is computed and read.
    private let lock = PlatformLock()
    /// How to make the value, until it is made.
    private var compute: (@Sendable () -> Value)?
    /// The value, once made.
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
