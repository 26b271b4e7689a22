import Testing

@testable import PrismTokens

/// SHA-256 against the FIPS 180-2 / NIST example vectors, and incremental hashing.
@Suite struct SHA256Tests {
    @Test func abc() {
        #expect(SHA256.hexDigest(of: "abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test func emptyMessage() {
        #expect(SHA256.hexDigest(of: "") == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test func fourHundredFortyEightBitMessage() {
        #expect(
            SHA256.hexDigest(of: "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq")
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func eightHundredNinetySixBitMessage() {
        let message =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(SHA256.hexDigest(of: message) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test func oneMillionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        #expect(SHA256.hex(hasher.finalize()) == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Messages whose padding falls on each side of the 56-byte boundary, hashed whole and in pieces.
    @Test(arguments: [55, 56, 57, 63, 64, 65, 119, 120, 128])
    func piecesGiveTheSameDigestAsTheWhole(_ length: Int) {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        hasher.update(bytes.prefix(length / 3))
        hasher.update(bytes.dropFirst(length / 3))
        #expect(hasher.finalize() == SHA256.hash(bytes))
        #expect(SHA256.hash(bytes).count == 32)
    }

    @Test func boundaryLengthsMatchKnownDigests() {
        // 55 and 56 'a's: one block and two blocks of padding.
        #expect(
            SHA256.hexDigest(of: String(repeating: "a", count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            SHA256.hexDigest(of: String(repeating: "a", count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
    }
}
