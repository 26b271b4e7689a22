#if canImport(Glibc)
    import Glibc
#endif

/// The process's memory allocator settings, chosen for a short-lived tool that allocates on
/// several threads at once.
///
/// glibc's `malloc` gives every thread that finds its arena busy an arena of its own, up to eight
/// per core. Memory freed into one arena is reused only by that arena, so the tool's pipeline —
/// tokens resolved on one thread, rendered and validated on others — left a peak resident size
/// about 15% above what it uses (`generate` 100k tokens × 4 themes: 662–679 MB with the default,
/// 497–579 MB with one arena; 16 themes 1,071–1,127 → 985–1,012 MB), at no CPU cost: small
/// blocks come from each thread's cache (`tcache`), not from the shared arena. The measurements
/// are in the Performance article ("Memory allocator").
///
/// Only the executable sets this (``PrismTokensCLI/main()``): a library linked into another
/// program leaves that program's allocator alone. `GLIBC_TUNABLES=glibc.malloc.arena_max=N`
/// set by the caller wins, so the default can be compared without rebuilding.
enum AllocatorTuning {
    /// The number of `malloc` arenas the tool uses.
    static let arenaCount: Int32 = 1

    /// Applies the settings; does nothing on platforms without glibc, or when the environment
    /// already sets the arena count through `GLIBC_TUNABLES`.
    /// - Returns: whether the allocator took the setting.
    @discardableResult
    static func apply(environment: [String: String]) -> Bool {
        #if canImport(Glibc)
            if environment["GLIBC_TUNABLES"]?.contains("arena_max") == true { return false }
            // `mallopt` is declared in <malloc.h>, which the Glibc module does not export: look
            // it up by name (`RTLD_DEFAULT` is the null handle).
            guard let symbol = dlsym(nil, "mallopt") else { return false }
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            return mallopt(arenaMaxParameter, arenaCount) == 1
        #else
            return false
        #endif
    }

    /// `M_ARENA_MAX` of <malloc.h>.
    private static let arenaMaxParameter: Int32 = -8
}
