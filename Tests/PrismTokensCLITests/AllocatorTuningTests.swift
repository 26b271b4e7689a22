import Testing

@testable import PrismTokensCLI

/// The executable's `malloc` setting: one arena, unless the caller chose through `GLIBC_TUNABLES`.
@Suite struct AllocatorTuningTests {
    @Test func theAllocatorTakesTheArenaCountOnGlibc() {
        #if canImport(Glibc)
            #expect(AllocatorTuning.apply(environment: [:]))
            #expect(AllocatorTuning.apply(environment: ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=8"]))
        #else
            #expect(!AllocatorTuning.apply(environment: [:]))
        #endif
    }

    @Test func anArenaCountChosenByTheCallerIsLeftAlone() {
        #expect(!AllocatorTuning.apply(environment: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=8"]))
    }
}
