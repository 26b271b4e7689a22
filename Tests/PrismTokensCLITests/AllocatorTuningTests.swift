import Testing

@testable import PrismTokensCLI

/// The allocator tuning the tool's `main` applies (``AllocatorTuning``).
@Suite struct AllocatorTuningTests {
    #if canImport(Glibc)
        @Test func glibcTakesTheHeapPadding() {
            #expect(AllocatorTuning.apply(tunables: nil), "mallopt was not found, or refused M_TOP_PAD")
            #expect(AllocatorTuning.apply(tunables: "glibc.malloc.arena_max=2"))
        }
    #endif

    @Test func aTopPadInGlibcTunablesIsLeftAlone() {
        #expect(!AllocatorTuning.apply(tunables: "glibc.malloc.top_pad=131072"))
        #expect(!AllocatorTuning.apply(tunables: "glibc.malloc.arena_max=2:glibc.malloc.top_pad=0"))
    }
}
