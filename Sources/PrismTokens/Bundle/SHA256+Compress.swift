import CPrismSHA

extension SHA256 {
    /// Whether this processor has the SHA instructions `compressWithHardware` uses (asked once).
    static let hasHardwareCompression = prism_sha256_hardware_available() != 0

    /// Compresses `count` consecutive 64-byte blocks into `state` (FIPS 180-4 §6.2.2): with the
    /// processor's SHA instructions where it has them (x86-64: 3–4 times faster), else
    /// `compressPortable`.
    static func compress(_ state: inout State, blocks: UnsafeRawPointer, count: Int) {
        if hasHardwareCompression {
            compressWithHardware(&state, blocks: blocks, count: count)
        } else {
            compressPortable(&state, blocks: blocks, count: count)
        }
    }

    /// `compress` with the processor's SHA instructions (the `CPrismSHA` target); only where
    /// `hasHardwareCompression`.
    static func compressWithHardware(_ state: inout State, blocks: UnsafeRawPointer, count: Int) {
        withUnsafeMutableBytes(of: &state) { words in
            guard let base = words.baseAddress else { return }
            prism_sha256_compress_hardware(
                base.assumingMemoryBound(to: UInt32.self), blocks.assumingMemoryBound(to: UInt8.self), count)
        }
    }

    /// Compresses `count` consecutive 64-byte blocks into `state` in Swift, on any processor.
    ///
    /// Words are loaded big-endian straight from the blocks; the schedule is a 16-word ring on
    /// the stack, extended 16 words at a time in place; the rounds are unrolled eight at a time,
    /// each round naming the working variables one place further on, so no round moves them.
    static func compressPortable(_ state: inout State, blocks: UnsafeRawPointer, count: Int) {
        roundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { ring in
                guard let k = constants.baseAddress, let w = ring.baseAddress else { return }
                for blockIndex in 0..<count {
                    let block = blocks + blockIndex &* 64
                    for index in 0..<16 {
                        w[index] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self))
                    }
                    var (a, b, c, d, e, f, g, h) = state
                    var t = 0
                    while t < 64 {
                        if t >= 16, t & 15 == 0 { extendSchedule(w) }
                        let r = t & 15
                        round(a, b, c, &d, e, f, g, &h, k[t] &+ w[r])
                        round(h, a, b, &c, d, e, f, &g, k[t &+ 1] &+ w[r &+ 1])
                        round(g, h, a, &b, c, d, e, &f, k[t &+ 2] &+ w[r &+ 2])
                        round(f, g, h, &a, b, c, d, &e, k[t &+ 3] &+ w[r &+ 3])
                        round(e, f, g, &h, a, b, c, &d, k[t &+ 4] &+ w[r &+ 4])
                        round(d, e, f, &g, h, a, b, &c, k[t &+ 5] &+ w[r &+ 5])
                        round(c, d, e, &f, g, h, a, &b, k[t &+ 6] &+ w[r &+ 6])
                        round(b, c, d, &e, f, g, h, &a, k[t &+ 7] &+ w[r &+ 7])
                        t &+= 8
                    }
                    state = (
                        state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f,
                        state.6 &+ g, state.7 &+ h
                    )
                }
            }
        }
    }

    /// Replaces the 16 schedule words `W[t-16…t-1]` in the ring by `W[t…t+15]`, in order, so
    /// each new word reads the ones just written for `W[t-2]` and `W[t-7]`.
    @inline(__always)
    private static func extendSchedule(_ w: UnsafeMutablePointer<UInt32>) {
        for index in 0..<16 {
            let w15 = w[(index &+ 1) & 15]
            let w2 = w[(index &+ 14) & 15]
            let s0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 &>> 3)
            let s1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 &>> 10)
            w[index] = w[index] &+ s0 &+ w[(index &+ 9) & 15] &+ s1
        }
    }

    /// One round: `h` becomes the new `a` and `d` the new `e`; the caller renames the rest.
    /// `constantPlusWord` is `K[t] + W[t]`.
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantPlusWord: UInt32
    ) {
        let sigma1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
        let choose = g ^ (e & (f ^ g))
        let t1 = h &+ sigma1 &+ choose &+ constantPlusWord
        let sigma0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
        let majority = (a & b) | (c & (a | b))
        d &+= t1
        h = t1 &+ sigma0 &+ majority
    }

    /// `x` rotated right by `n` bits.
    @inline(__always)
    static func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }
}
