import Testing

@testable import PrismTokensCLI

/// The allocator tuning the tool's `main` applies (``AllocatorTuning``).
@Suite struct AllocatorTuningTests {
    @Test func theAllocatorAcceptsTheHeapPadding() {
        #expect(AllocatorTuning.topPad == 64 << 20)
        #expect(AllocatorTuning.apply(), "mallopt(M_TOP_PAD) was refused")
    }
}
