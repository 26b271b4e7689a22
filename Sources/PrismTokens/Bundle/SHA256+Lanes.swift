extension SHA256 {
    /// Four hash values side by side: `H0` to `H7` of four messages, one message per SIMD lane.
    typealias LaneState = (
        SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>, SIMD4<UInt32>,
        SIMD4<UInt32>
    )

    /// The round constants, each repeated in the four lanes.
    static let laneRoundConstants: [SIMD4<UInt32>] = roundConstants.map { SIMD4(repeating: $0) }

    /// The rotations of Σ1, Σ0, σ0 and σ1 as (right, left) shift pairs, then σ0's and σ1's shifts.
    ///
    /// `compressLanes` reads them from a copy at run time on purpose: with constant amounts,
    /// LLVM merges the shifts of one word into shifts by different amounts per lane (which SSE2
    /// lacks, so it shuffles lanes around them) or into rotations (which it does one lane at a
    /// time in general-purpose registers), and four lanes were no faster than one message;
    /// amounts it cannot see keep one `psrld`/`pslld` per shift.
    static let laneShiftAmounts: [UInt32] = [
        6, 26, 11, 21, 25, 7,  // Σ1
        2, 30, 13, 19, 22, 10,  // Σ0
        7, 25, 18, 14,  // σ0
        17, 15, 19, 13,  // σ1
        3, 10,  // σ0, σ1
    ]

    /// Compresses one 64-byte block of each of four messages at once, message `lane` in SIMD lane
    /// `lane` of `state` (FIPS 180-4 §6.2.2, the same steps as `compress(_:blocks:count:)`).
    ///
    /// The four blocks may belong to messages of any length: SHA-256 treats every block alike,
    /// so four independent messages cost one pass of vector instructions. `shiftAmounts` holds
    /// `laneShiftAmounts` in memory the caller filled; the function is never inlined, so the
    /// optimizer cannot fold them into constants.
    @inline(never)
    static func compressLanes(
        _ state: inout LaneState, _ block0: UnsafeRawPointer, _ block1: UnsafeRawPointer, _ block2: UnsafeRawPointer,
        _ block3: UnsafeRawPointer, shiftAmounts s: UnsafePointer<UInt32>
    ) {
        laneRoundConstants.withUnsafeBufferPointer { constants in
            withUnsafeTemporaryAllocation(of: SIMD4<UInt32>.self, capacity: 16) { ring in
                guard let k = constants.baseAddress, let w = ring.baseAddress else { return }
                for index in 0..<16 {
                    let offset = index &* 4
                    w[index] = SIMD4(
                        UInt32(bigEndian: block0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                        UInt32(bigEndian: block1.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                        UInt32(bigEndian: block2.loadUnaligned(fromByteOffset: offset, as: UInt32.self)),
                        UInt32(bigEndian: block3.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                }
                var (a, b, c, d, e, f, g, h) = state
                var t = 0
                while t < 64 {
                    if t >= 16, t & 15 == 0 { extendLaneSchedule(w, s) }
                    let r = t & 15
                    laneRound(a, b, c, &d, e, f, g, &h, k[t] &+ w[r], s)
                    laneRound(h, a, b, &c, d, e, f, &g, k[t &+ 1] &+ w[r &+ 1], s)
                    laneRound(g, h, a, &b, c, d, e, &f, k[t &+ 2] &+ w[r &+ 2], s)
                    laneRound(f, g, h, &a, b, c, d, &e, k[t &+ 3] &+ w[r &+ 3], s)
                    laneRound(e, f, g, &h, a, b, c, &d, k[t &+ 4] &+ w[r &+ 4], s)
                    laneRound(d, e, f, &g, h, a, b, &c, k[t &+ 5] &+ w[r &+ 5], s)
                    laneRound(c, d, e, &f, g, h, a, &b, k[t &+ 6] &+ w[r &+ 6], s)
                    laneRound(b, c, d, &e, f, g, h, &a, k[t &+ 7] &+ w[r &+ 7], s)
                    t &+= 8
                }
                state = (
                    state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                    state.7 &+ h
                )
            }
        }
    }

    /// Replaces the 16 schedule words `W[t-16…t-1]` of every lane by `W[t…t+15]`, in place.
    @inline(__always)
    private static func extendLaneSchedule(_ w: UnsafeMutablePointer<SIMD4<UInt32>>, _ s: UnsafePointer<UInt32>) {
        for index in 0..<16 {
            let w15 = w[(index &+ 1) & 15]
            let w2 = w[(index &+ 14) & 15]
            let s0 = rotate(w15, s[12], s[13]) ^ rotate(w15, s[14], s[15]) ^ (w15 &>> s[20])
            let s1 = rotate(w2, s[16], s[17]) ^ rotate(w2, s[18], s[19]) ^ (w2 &>> s[21])
            w[index] = w[index] &+ s0 &+ w[(index &+ 9) & 15] &+ s1
        }
    }

    /// One round in every lane: `h` becomes the new `a` and `d` the new `e`; the caller renames
    /// the rest. `constantPlusWord` is `K[t] + W[t]`.
    @inline(__always)
    private static func laneRound(
        _ a: SIMD4<UInt32>, _ b: SIMD4<UInt32>, _ c: SIMD4<UInt32>, _ d: inout SIMD4<UInt32>, _ e: SIMD4<UInt32>,
        _ f: SIMD4<UInt32>, _ g: SIMD4<UInt32>, _ h: inout SIMD4<UInt32>, _ constantPlusWord: SIMD4<UInt32>,
        _ s: UnsafePointer<UInt32>
    ) {
        let sigma1 = rotate(e, s[0], s[1]) ^ rotate(e, s[2], s[3]) ^ rotate(e, s[4], s[5])
        let choose = g ^ (e & (f ^ g))
        let t1 = h &+ sigma1 &+ choose &+ constantPlusWord
        let sigma0 = rotate(a, s[6], s[7]) ^ rotate(a, s[8], s[9]) ^ rotate(a, s[10], s[11])
        let majority = (a & b) | (c & (a | b))
        d &+= t1
        h = t1 &+ sigma0 &+ majority
    }

    /// Every lane of `x` rotated: shifted right by `right` and left by `left` (32 − `right`) bits.
    @inline(__always)
    private static func rotate(_ x: SIMD4<UInt32>, _ right: UInt32, _ left: UInt32) -> SIMD4<UInt32> {
        (x &>> right) ^ (x &<< left)
    }
}
