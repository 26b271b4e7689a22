/// A small seeded pseudo-random generator (SplitMix64, Steele, Lea & Flood 2014), so property and
/// fuzz tests see the same "random" values on every run and machine: the one generator of every
/// test target.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) { state = seed }

    /// The next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A uniformly distributed double in [0, 1].
    public mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53 - 1) }
}
