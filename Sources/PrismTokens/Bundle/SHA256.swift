/// SHA-256 (FIPS 180-4): the digest of bundle files and token sources in bundle manifests.
///
/// Feed bytes with ``update(_:)`` as often as needed, then read ``finalize()`` once; or call
/// ``hash(_:)`` / ``hexDigest(_:)`` for a whole message. The package has no dependencies, so this
/// is our own implementation; `SHA256Tests` checks it against the FIPS 180-2 / NIST test vectors.
public struct SHA256: Sendable {
    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    private var state: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )
    /// Bytes not yet forming a whole 64-byte block.
    private var pending: [UInt8] = []
    /// The message length so far, in bytes.
    private var length: UInt64 = 0

    /// Creates a hasher over the empty message.
    public init() { pending.reserveCapacity(64) }

    /// The digest of `bytes`, 32 bytes.
    public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes` as 64 lowercase hex digits (what `sha256sum` prints).
    public static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        hex(hash(bytes))
    }

    /// The digest of a string's UTF-8 bytes as 64 lowercase hex digits.
    public static func hexDigest(of text: String) -> String {
        hexDigest(text.utf8)
    }

    /// Lowercase hex of bytes.
    public static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(digest.count * 2)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends bytes to the message. Whole 64-byte blocks of contiguous input (arrays, UTF-8
    /// strings) are compressed straight from its storage, without copying.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in update(buffer) }
        if done != nil { return }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.underestimatedCount)
        copy.append(contentsOf: bytes)
        copy.withUnsafeBufferPointer { update($0) }
    }

    /// Appends the bytes of a buffer.
    private mutating func update(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return }
        length &+= UInt64(buffer.count)
        var offset = 0
        if !pending.isEmpty {
            let take = min(64 - pending.count, buffer.count)
            pending.append(contentsOf: UnsafeBufferPointer(start: base, count: take))
            offset = take
            guard pending.count == 64 else { return }
            compressPending()
        }
        while buffer.count - offset >= 64 {
            compress(base + offset)
            offset += 64
        }
        if offset < buffer.count {
            pending.append(contentsOf: UnsafeBufferPointer(start: base + offset, count: buffer.count - offset))
        }
    }

    /// Pads the message (a 1 bit, zeros, the 64-bit big-endian bit length) and returns the digest.
    public mutating func finalize() -> [UInt8] {
        let bitLength = length &* 8
        pending.append(0x80)
        if pending.count > 56 {
            pending.append(contentsOf: repeatElement(0, count: 64 - pending.count))
            compressPending()
        }
        pending.append(contentsOf: repeatElement(0, count: 56 - pending.count))
        for shift in stride(from: 56, through: 0, by: -8) {
            pending.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        compressPending()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
            digest.append(UInt8(truncatingIfNeeded: word >> 24))
            digest.append(UInt8(truncatingIfNeeded: word >> 16))
            digest.append(UInt8(truncatingIfNeeded: word >> 8))
            digest.append(UInt8(truncatingIfNeeded: word))
        }
        return digest
    }

    /// Compresses the 64 bytes in `pending` and empties it.
    private mutating func compressPending() {
        pending.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress { compress(base) }
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Processes one 64-byte block (FIPS 180-4 §6.2.2), its schedule on the stack.
    ///
    /// Words are loaded big-endian straight from the block, and the schedule is a 16-word ring
    /// computed as the rounds need it (the bundle manifests hash every file they list: hundreds
    /// of megabytes for a large source).
    private mutating func compress(_ block: UnsafePointer<UInt8>) {
        let raw = UnsafeRawPointer(block)
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { w in
            var (a, b, c, d, e, f, g, h) = state
            SHA256.k.withUnsafeBufferPointer { k in
                for t in 0..<64 {
                    let word: UInt32
                    if t < 16 {
                        word = UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: t &* 4, as: UInt32.self))
                    } else {
                        let w15 = w[(t &- 15) & 15]
                        let w2 = w[(t &- 2) & 15]
                        let s0 = rotateRight(w15, 7) ^ rotateRight(w15, 18) ^ (w15 >> 3)
                        let s1 = rotateRight(w2, 17) ^ rotateRight(w2, 19) ^ (w2 >> 10)
                        word = w[t & 15] &+ s0 &+ w[(t &- 7) & 15] &+ s1
                    }
                    w[t & 15] = word
                    let sigma1 = rotateRight(e, 6) ^ rotateRight(e, 11) ^ rotateRight(e, 25)
                    let choose = (e & f) ^ (~e & g)
                    let t1 = h &+ sigma1 &+ choose &+ k[t] &+ word
                    let sigma0 = rotateRight(a, 2) ^ rotateRight(a, 13) ^ rotateRight(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let t2 = sigma0 &+ majority
                    h = g
                    g = f
                    f = e
                    e = d &+ t1
                    d = c
                    c = b
                    b = a
                    a = t1 &+ t2
                }
            }
            state = (
                state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d, state.4 &+ e, state.5 &+ f, state.6 &+ g,
                state.7 &+ h
            )
        }
    }

    @inline(__always)
    private func rotateRight(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }
}
