#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A non-recursive mutual-exclusion lock over the platform's own primitive, without Foundation.
///
/// `pthread_mutex_t` on Linux, `os_unfair_lock` on Apple platforms. The primitive lives in memory
/// allocated once and never moved (a lock must not be copied or moved while in use, which a Swift
/// stored property does not guarantee). `Synchronization.Mutex` would do the same, but needs
/// macOS 15 and the package declares no minimum platform.
final class PlatformLock: @unchecked Sendable {
    #if canImport(Darwin)
        private let primitive: UnsafeMutablePointer<os_unfair_lock>
    #else
        private let primitive: UnsafeMutablePointer<pthread_mutex_t>
    #endif

    /// Creates an unlocked lock.
    init() {
        primitive = .allocate(capacity: 1)
        #if canImport(Darwin)
            primitive.initialize(to: os_unfair_lock())
        #else
            primitive.initialize(to: pthread_mutex_t())
            pthread_mutex_init(primitive, nil)
        #endif
    }

    deinit {
        #if !canImport(Darwin)
            pthread_mutex_destroy(primitive)
        #endif
        primitive.deinitialize(count: 1)
        primitive.deallocate()
    }

    /// Runs `body` while holding the lock.
    @inline(__always)
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        #if canImport(Darwin)
            os_unfair_lock_lock(primitive)
            defer { os_unfair_lock_unlock(primitive) }
        #else
            pthread_mutex_lock(primitive)
            defer { pthread_mutex_unlock(primitive) }
        #endif
        return try body()
    }
}
