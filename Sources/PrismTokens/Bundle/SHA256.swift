/// SHA-256 (FIPS 180-4): the digest of bundle files and token sources in bundle manifests.
///
/// Feed bytes with ``update(_:)`` as often as needed, then read ``finalize()`` once; or call
/// ``hash(_:)`` / ``hexDigest(_:)`` for a whole message, or ``hexDigests(of:)`` for many strings
/// at once (four at a time in the lanes of SIMD vectors). The package has no dependencies, so
/// this is our own implementation; `SHA256Tests` checks it against the FIPS 180-2 / NIST test
/// vectors and a textbook implementation.
public struct SHA256: Sendable {
    /// The round constants: the first 32 bits of the fractional parts of the cube roots of the first 64 primes.
    static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// The eight working words of the hash value, `H0` to `H7`.
    typealias State = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)

    /// The initial hash value: the first 32 bits of the fractional parts of the square roots of the first 8 primes.
    static let initialState: State = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    /// 64 bytes, the size of a block, stored inline (no allocation per hasher).
    typealias BlockBytes = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    /// The hash value so far.
    private var state = SHA256.initialState
    /// Bytes not yet forming a whole 64-byte block: the first `pendingCount` bytes.
    private var pending: BlockBytes = (0, 0, 0, 0, 0, 0, 0, 0)
    /// How many bytes of `pending` are filled.
    private var pendingCount = 0
    /// The message length so far, in bytes.
    private var length: UInt64 = 0

    /// Creates a hasher over the empty message.
    public init() {}

    /// The digest of `bytes`, 32 bytes.
    public static func hash(_ bytes: some Sequence<UInt8>) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    /// The digest of `bytes` as 64 lowercase hex digits (what `sha256sum` prints).
    public static func hexDigest(_ bytes: some Sequence<UInt8>) -> String {
        var hasher = SHA256()
        hasher.update(bytes)
        return hex(hasher.finalState())
    }

    /// The digest of a string's UTF-8 bytes as 64 lowercase hex digits.
    public static func hexDigest(of text: String) -> String {
        hexDigest(text.utf8)
    }

    /// The digest of a file's bytes, read part by part (see ``FileBody``), as 64 lowercase hex digits.
    static func hexDigest(of body: FileBody) -> String {
        var hasher = SHA256()
        body.forEachBatch { parts in
            for part in parts { hasher.update(part) }
            return true
        }
        return hex(hasher.finalState())
    }

    /// Lowercase hex of bytes.
    public static func hex(_ digest: [UInt8]) -> String {
        String(unsafeUninitializedCapacity: digest.count * 2) { out in
            for (index, byte) in digest.enumerated() {
                out[index &* 2] = hexDigit(byte >> 4)
                out[index &* 2 &+ 1] = hexDigit(byte & 0x0f)
            }
            return digest.count * 2
        }
    }

    /// Lowercase hex of a final hash value: its words big-endian, 64 digits.
    static func hex(_ state: State) -> String {
        var words = state
        return withUnsafeBytes(of: &words) { raw in
            String(unsafeUninitializedCapacity: 64) { out in
                for index in 0..<64 {
                    let word = raw.load(fromByteOffset: (index >> 3) &* 4, as: UInt32.self)
                    let shift = UInt32(28 &- (index & 7) &* 4)
                    out[index] = hexDigit(UInt8(truncatingIfNeeded: word >> shift) & 0x0f)
                }
                return 64
            }
        }
    }

    /// The ASCII lowercase hex digit of a value below 16.
    @inline(__always)
    static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? value &+ 0x30 : value &+ 0x57
    }

    /// Appends bytes to the message. Whole 64-byte blocks of contiguous input (arrays, UTF-8
    /// strings) are compressed straight from its storage, without copying.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in update(UnsafeRawBufferPointer(buffer)) }
        if done != nil { return }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.underestimatedCount)
        copy.append(contentsOf: bytes)
        copy.withUnsafeBytes { update($0) }
    }

    /// Appends the bytes of a buffer.
    private mutating func update(_ buffer: UnsafeRawBufferPointer) {
        guard var source = buffer.baseAddress, !buffer.isEmpty else { return }
        var remaining = buffer.count
        length &+= UInt64(remaining)
        if pendingCount > 0 {
            let take = min(64 &- pendingCount, remaining)
            let filled = pendingCount
            withUnsafeMutableBytes(of: &pending) { block in
                UnsafeMutableRawBufferPointer(rebasing: block[filled..<filled + take])
                    .copyMemory(from: UnsafeRawBufferPointer(start: source, count: take))
            }
            pendingCount += take
            source += take
            remaining -= take
            guard pendingCount == 64 else { return }
            compressPending()
        }
        if remaining >= 64 {
            let blocks = remaining / 64
            Self.compress(&state, blocks: source, count: blocks)
            source += blocks &* 64
            remaining -= blocks &* 64
        }
        if remaining > 0 {
            withUnsafeMutableBytes(of: &pending) { block in
                UnsafeMutableRawBufferPointer(rebasing: block[0..<remaining])
                    .copyMemory(from: UnsafeRawBufferPointer(start: source, count: remaining))
            }
            pendingCount = remaining
        }
    }

    /// Pads the message (a 1 bit, zeros, the 64-bit big-endian bit length) and returns the digest.
    public mutating func finalize() -> [UInt8] {
        let words = finalState()
        var digest: [UInt8] = []
        digest.reserveCapacity(32)
        for word in [words.0, words.1, words.2, words.3, words.4, words.5, words.6, words.7] {
            withUnsafeBytes(of: word.bigEndian) { digest.append(contentsOf: $0) }
        }
        return digest
    }

    /// Pads the message and returns the final hash value.
    private mutating func finalState() -> State {
        let bitLength = length &* 8
        let filled = pendingCount
        withUnsafeMutableBytes(of: &pending) { block in
            block[filled] = 0x80
            for index in (filled + 1)..<64 { block[index] = 0 }
        }
        if filled >= 56 {
            compressPending()
            pending = (0, 0, 0, 0, 0, 0, 0, 0)
        }
        pending.7 = bitLength.bigEndian
        compressPending()
        return state
    }

    /// Compresses the 64 bytes in `pending` and empties it.
    private mutating func compressPending() {
        var block = pending
        withUnsafeBytes(of: &block) { bytes in
            if let base = bytes.baseAddress { Self.compress(&state, blocks: base, count: 1) }
        }
        pendingCount = 0
    }
}
