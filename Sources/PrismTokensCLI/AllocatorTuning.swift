#if canImport(Glibc)
    import Glibc
#endif

/// Tunes the C allocator for the tool's short, allocation-heavy runs (glibc only).
///
/// glibc's `malloc` grows its main heap by what a request needs plus `M_TOP_PAD` (128 KiB by
/// default), and makes each thread's heap usable a request and that padding at a time (up to
/// the heap's 64 MiB), so a run that builds hundreds of megabytes of tokens and text makes
/// thousands of `brk` and `mprotect` calls, each a trip through the allocator's slow path. With
/// 64 MiB of padding a thread's heap is usable in full when it is made and the main heap grows
/// 64 MiB at a time: 2,869 → 115 `brk`/`mprotect`/`mmap` calls for `generate` 10k × 4. Measured on
/// `generate` 100k tokens × 4 themes, ten runs each alternating: wall median 1.91 → 1.82 s, CPU
/// 3.43 → 3.33 s, system time 0.31 → 0.28 s, peak 424 → 418 MB (see Performance.md, *Memory
/// allocator*).
///
/// Costs, also in the measurements: pages count as resident only once written, but the padding
/// counts at once against `RLIMIT_DATA`/`RLIMIT_AS` and strict overcommit
/// (`vm.overcommit_memory=2`), so under such a limit about 64 MiB less is usable per heap; a heap
/// keeps up to 64 MiB of freed memory instead of returning it; and glibc stops adapting its mmap
/// threshold (as whenever `M_TOP_PAD` is set), so blocks of 128 KiB and more that do not fit a
/// heap's free space are mapped and unmapped each time. Setting `glibc.malloc.top_pad` in
/// `GLIBC_TUNABLES` (`131072` is glibc's default) keeps the tool from changing it.
///
/// The library never sets it: a process-wide setting belongs to the program that owns the
/// process.
enum AllocatorTuning {
    /// The extra memory a heap grows by, beyond what the request needs: 64 MiB.
    static let topPad: Int32 = 64 << 20

    /// Applies the tuning unless `tunables` (the `GLIBC_TUNABLES` environment variable) sets
    /// `glibc.malloc.top_pad` itself; returns whether the padding was set (`false` where there is
    /// no glibc, or when the allocator refused it).
    @discardableResult
    static func apply(tunables: String? = currentTunables()) -> Bool {
        if let tunables, tunables.contains("glibc.malloc.top_pad=") { return false }
        #if canImport(Glibc)
            guard let mallopt = Mallopt.function else { return false }
            return mallopt(Mallopt.topPadParameter, topPad) == 1
        #else
            return false
        #endif
    }

    /// The `GLIBC_TUNABLES` environment variable, if set.
    static func currentTunables() -> String? {
        #if canImport(Glibc)
            return getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        #else
            return nil
        #endif
    }

    #if canImport(Glibc)
        /// glibc's `mallopt`, which the Glibc module does not export (`malloc.h` is not part of it).
        private enum Mallopt {
            /// `M_TOP_PAD` in `malloc.h`.
            static let topPadParameter: Int32 = -2
            static let function: (@convention(c) (Int32, Int32) -> Int32)? = dlsym(
                UnsafeMutableRawPointer(bitPattern: 0), "mallopt"
            ).map { unsafeBitCast($0, to: (@convention(c) (Int32, Int32) -> Int32).self) }
        }
    #endif
}
