import PrismTestSupport
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

/// The optimized paths against a textbook implementation and `sha256sum`: every length around the
/// block and padding boundaries, multi-byte UTF-8, and many messages hashed four at a time.
@Suite struct SHA256PathTests {
    /// The bytes `(i * 31 + 7) mod 256` for `i` below `length`.
    static func pattern(_ length: Int) -> [UInt8] {
        (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    }

    @Test func everyLengthUpTo200MatchesTheTextbookImplementation() {
        for length in 0...200 {
            let bytes = Self.pattern(length)
            #expect(SHA256.hexDigest(bytes) == TextbookSHA256.hexDigest(bytes), "length \(length)")
            #expect(
                SHA256.hexDigest(of: String(decoding: bytes.map { $0 & 0x7f }, as: UTF8.self))
                    == TextbookSHA256.hexDigest(bytes.map { $0 & 0x7f }), "ASCII length \(length)")
        }
    }

    @Test func everyLengthUpTo200MatchesSHA256Sum() {
        // python3: hashlib.sha256 of the listing "<hexdigest>\n" of pattern(0) … pattern(200).
        let listing = (0...200).map { SHA256.hexDigest(Self.pattern($0)) + "\n" }.joined()
        #expect(SHA256.hexDigest(of: listing) == "8205aff85738317da4a431dd88f88d853c31e49271032caa07ef4bc499181c40")
    }

    @Test func multiByteUTF8() {
        // printf 'Prism: café, 色, 🎨 — ✓' | sha256sum (31 bytes)
        let text = "Prism: café, 色, 🎨 — ✓"
        #expect(text.utf8.count == 31)
        #expect(SHA256.hexDigest(of: text) == "993b438873ad52272acc76962ba0f0b007373be3ed6d3109934acc6aa0628e2e")
        #expect(SHA256.hexDigests(of: [text, text]) == [SHA256.hexDigest(of: text), SHA256.hexDigest(of: text)])
    }

    /// Random strings (ASCII and multi-byte) of lengths around the block, padding and 4 KiB
    /// staging boundaries, in batches of every size from 0 to 12.
    @Test(arguments: 0...12)
    func manyAtOnceEqualsOneAtATime(_ count: Int) {
        var random = SplitMix64(seed: UInt64(count) &+ 17)
        let lengths = [0, 1, 55, 56, 63, 64, 65, 119, 120, 4095, 4096, 4097, 4096 * 2 + 57, 20_000]
        let alphabet: [Character] = ["a", "Z", "0", "é", "色", "🎨", "\n", "\""]
        let texts = (0..<count).map { _ -> String in
            var length = lengths[Int(random.next() % UInt64(lengths.count))]
            if random.next() % 3 == 0 { length += Int(random.next() % 200) }
            var text = ""
            while text.utf8.count < length { text.append(alphabet[Int(random.next() % UInt64(alphabet.count))]) }
            return text
        }
        #expect(SHA256.hexDigests(of: texts) == texts.map(SHA256.hexDigest(of:)))
        #expect(SHA256.hexDigestsInLanes(of: texts) == texts.map(SHA256.hexDigest(of:)))
        #expect(BundleFileDigests.hexDigests(of: texts, parts: 2) == texts.map(SHA256.hexDigest(of:)))
        #expect(BundleFileDigests.hexDigests(of: texts, parts: 3) == texts.map(SHA256.hexDigest(of:)))
    }

    /// Files of texts and of runs (empty runs, runs ending inside a block or a character),
    /// around the block, padding and 4 KiB staging boundaries, hashed two at a time: the same
    /// digests as the textbook implementation, one file at a time, for batches of every size
    /// from 0 to 12 (on a processor without SHA instructions each file is hashed on its own).
    @Test(arguments: 0...12)
    func filesInPairsEqualOneAtATime(_ count: Int) {
        var random = SplitMix64(seed: UInt64(count) &+ 101)
        let lengths = [0, 1, 55, 56, 63, 64, 65, 119, 120, 4095, 4096, 4097, 4096 * 2 + 57, 20_000]
        let files = (0..<count).map { _ -> (body: FileBody, bytes: [UInt8]) in
            var length = lengths[Int(random.next() % UInt64(lengths.count))]
            if random.next() % 3 == 0 { length += Int(random.next() % 200) }
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next() % 128) }
            guard random.next() % 2 == 0 else { return (FileBody(String(decoding: bytes, as: UTF8.self)), bytes) }
            // Runs of random lengths (some empty) over a buffer that holds the bytes at an offset.
            let offset = Int(random.next() % 5)
            let buffer = [UInt8](repeating: 0x2a, count: offset) + bytes
            var runs: [FileBody.Run] = []
            var start = 0
            while start < length {
                let end = min(length, start + Int(random.next() % 300))
                runs.append(FileBody.Run(buffer: 0, range: offset + start..<offset + end))
                start = end
            }
            return (FileBody(buffers: [buffer], runs: runs), bytes)
        }
        let expected = files.map { TextbookSHA256.hexDigest($0.bytes) }
        #expect(SHA256.hexDigestsInPairs(of: files.map(\.body)) == expected)
        #expect(SHA256.hexDigestsInPairs(of: files.map(\.body), compressPair: Self.portablePair) == expected)
        #expect(SHA256.hexDigestsAllInPairs(of: files.map(\.body), compressPair: Self.portablePair) == expected)
        #expect(files.map { SHA256.hexDigest(of: $0.body) } == expected)
    }

    /// The Swift rounds standing in for the paired instructions, lane by lane: the lanes, the
    /// staging and the padding of ``SHA256PairBatch`` tested on any processor.
    static func portablePair(
        _ first: inout SHA256.State, _ firstBlocks: UnsafeRawPointer, _ second: inout SHA256.State,
        _ secondBlocks: UnsafeRawPointer, _ count: Int
    ) {
        SHA256.compressPortable(&first, blocks: firstBlocks, count: count)
        SHA256.compressPortable(&second, blocks: secondBlocks, count: count)
    }

    /// Every length around the block, padding and 4 KiB boundaries, each once as a text and once
    /// as runs (the runs starting with an empty one), hashed two at a time in one batch.
    @Test func everyBoundaryLengthInPairs() {
        let lengths = [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 4095, 4096, 4097, 4096 * 2 + 57, 20_000]
        var bodies: [FileBody] = []
        var expected: [String] = []
        for length in lengths {
            let bytes = Self.pattern(length).map { $0 & 0x7f }
            bodies.append(FileBody(String(decoding: bytes, as: UTF8.self)))
            let runs =
                [FileBody.Run(buffer: 0, range: 0..<0)]
                + stride(from: 0, to: length, by: 100).map {
                    FileBody.Run(buffer: 0, range: $0..<min($0 + 100, length))
                }
            bodies.append(FileBody(buffers: [bytes], runs: runs))
            expected += [TextbookSHA256.hexDigest(bytes), TextbookSHA256.hexDigest(bytes)]
        }
        #expect(SHA256.hexDigestsInPairs(of: bodies) == expected)
        #expect(SHA256.hexDigestsInPairs(of: bodies, compressPair: Self.portablePair) == expected)
        #expect(SHA256.hexDigestsAllInPairs(of: bodies, compressPair: Self.portablePair) == expected)
    }

    /// Files whose bytes lie in pieces long enough to read in place (texts, runs of 4 KiB and
    /// more) and too short (runs ending inside a block, empty runs), in random orders (six
    /// seeds), hashed two at a time: the lanes go from reading in place to staging and back
    /// without a byte lost or read twice, with the instructions and with the Swift rounds
    /// standing in for them.
    @Test(arguments: 0..<6)
    func filesReadInPlaceAndStagedInPairs(_ seed: Int) {
        var random = SplitMix64(seed: UInt64(seed) &+ 4096)
        let runLengths = [0, 1, 63, 64, 65, 4095, 4096, 4097, 4160, 9_000, 20_000]
        var bodies: [FileBody] = []
        var expected: [String] = []
        for _ in 0..<7 {
            let pieces = (0..<(1 + Int(random.next() % 6))).map { _ in
                runLengths[Int(random.next() % UInt64(runLengths.count))]
            }
            let bytes = (0..<pieces.reduce(0, +)).map { _ in UInt8(truncatingIfNeeded: random.next() % 128) }
            // Two buffers: the bytes, and the bytes after a few others, each run from one of them.
            let shifted = [UInt8](repeating: 0x2a, count: 3) + bytes
            var runs: [FileBody.Run] = []
            var start = 0
            for length in pieces {
                let buffer = Int(random.next() % 2)
                let offset = buffer == 0 ? 0 : 3
                runs.append(FileBody.Run(buffer: buffer, range: offset + start..<offset + start + length))
                start += length
            }
            bodies.append(FileBody(buffers: [bytes, shifted], runs: runs))
            bodies.append(FileBody(String(decoding: bytes, as: UTF8.self)))
            expected += [TextbookSHA256.hexDigest(bytes), TextbookSHA256.hexDigest(bytes)]
        }
        #expect(SHA256.hexDigestsInPairs(of: bodies) == expected)
        #expect(SHA256.hexDigestsInPairs(of: bodies, compressPair: Self.portablePair) == expected)
        #expect(SHA256.hexDigestsAllInPairs(of: bodies, compressPair: Self.portablePair) == expected)
    }

    /// Two large files, texts or one long run each (at an offset in its buffer), are compressed
    /// where they lie, in one step, not 4 KiB at a time through the staging (65 steps), then
    /// their last bytes, padded in the staging: two calls of the pair compression.
    @Test func largeFilesAreReadInPlace() {
        let length = 256 * 1024 + 10
        let text = { (letter: String) in FileBody(String(repeating: letter, count: length)) }
        let run = { (letter: UInt8) in
            FileBody(
                buffers: [[UInt8](repeating: 0x2a, count: 3) + [UInt8](repeating: letter, count: length)],
                runs: [FileBody.Run(buffer: 0, range: 3..<3 + length)])
        }
        for files in [[text("a"), text("b")], [run(0x61), run(0x62)], [text("a"), run(0x62)]] {
            final class Calls: @unchecked Sendable { var count = 0 }
            let calls = Calls()
            let digests = SHA256.hexDigestsInPairs(of: files) { first, firstBlocks, second, secondBlocks, count in
                calls.count += 1
                Self.portablePair(&first, firstBlocks, &second, secondBlocks, count)
            }
            #expect(digests == files.map { TextbookSHA256.hexDigest($0.bytes) })
            #expect(calls.count == 2, "pair compressions: \(calls.count)")
        }
    }

    /// Files shorter than a chunk are hashed one at a time, the others in pairs: only the long
    /// ones reach the pair compression, and every digest is in its file's place.
    @Test func shortFilesAreHashedOneAtATime() {
        final class Compressed: @unchecked Sendable { var lengths: Set<Int> = [] }
        let lengths = [0, 64, 4095, 4096, 5_000, 3, 9_000, 4_000]
        let bodies = lengths.map { FileBody(String(repeating: "x", count: $0)) }
        let compressed = Compressed()
        let digests = SHA256.hexDigestsInPairs(of: bodies) { first, firstBlocks, second, secondBlocks, count in
            compressed.lengths.insert(count)
            Self.portablePair(&first, firstBlocks, &second, secondBlocks, count)
        }
        #expect(digests == bodies.map { TextbookSHA256.hexDigest($0.bytes) })
        // The 4,096-, 5,000- and 9,000-byte files: 64 blocks in place, then their tails.
        #expect(!compressed.lengths.isEmpty)
        let short = lengths.filter { $0 < SHA256.pairedFrom }.map { FileBody(String(repeating: "y", count: $0)) }
        let calls = Compressed()
        let shortDigests = SHA256.hexDigestsInPairs(of: short) { first, firstBlocks, second, secondBlocks, count in
            calls.lengths.insert(count)
            Self.portablePair(&first, firstBlocks, &second, secondBlocks, count)
        }
        #expect(shortDigests == short.map { TextbookSHA256.hexDigest($0.bytes) })
        #expect(calls.lengths.isEmpty, "short files reached the pair compression")
    }

    /// A large file whose partner ends first finishes alone, still read in place (a text and a
    /// long run, each beside a short file).
    @Test func aLargeFileFinishesAloneInPlace() {
        let long = [UInt8]((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 1) & 0x7f })
        let bodies = [
            FileBody(String(decoding: long, as: UTF8.self)), FileBody("short"),
            FileBody(buffers: [[0x2a] + long], runs: [FileBody.Run(buffer: 0, range: 1..<1 + long.count)]),
        ]
        let expected = bodies.map { TextbookSHA256.hexDigest($0.bytes) }
        #expect(SHA256.hexDigestsInPairs(of: bodies) == expected)
        #expect(SHA256.hexDigestsInPairs(of: bodies, compressPair: Self.portablePair) == expected)
        #expect(SHA256.hexDigestsAllInPairs(of: bodies, compressPair: Self.portablePair) == expected)
    }

    /// Two messages compressed side by side give each one's hash value alone (run only where
    /// the processor has the SHA instructions).
    @Test(.enabled(if: SHA256.hasHardwareCompression, "this processor has no SHA instructions"))
    func pairCompressionEqualsOneAtATime() {
        var random = SplitMix64(seed: 2)
        for blocks in [1, 2, 5, 64] {
            let first = (0..<blocks * 64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let second = (0..<blocks * 64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            var alone = (SHA256.initialState, SHA256.initialState)
            var paired = (SHA256.initialState, SHA256.initialState)
            // A second message already under way: its own hash value, not the initial one.
            alone.1.0 = 7
            paired.1.0 = 7
            first.withUnsafeBytes { a in
                second.withUnsafeBytes { b in
                    guard let a = a.baseAddress, let b = b.baseAddress else { return }
                    SHA256.compressWithHardware(&alone.0, blocks: a, count: blocks)
                    SHA256.compressWithHardware(&alone.1, blocks: b, count: blocks)
                    SHA256.compressPairWithHardware(&paired.0, a, &paired.1, b, count: blocks)
                }
            }
            #expect(SHA256.hex(paired.0) == SHA256.hex(alone.0), "first, \(blocks) blocks")
            #expect(SHA256.hex(paired.1) == SHA256.hex(alone.1), "second, \(blocks) blocks")
        }
    }

    /// One long message outlasting the others finishes alone on the one-message path.
    @Test func aLongMessageAmongShortOnes() {
        let texts = [String(repeating: "long ", count: 10_000)] + (0..<9).map { String(repeating: "s", count: $0 * 70) }
        #expect(SHA256.hexDigestsInLanes(of: texts) == texts.map(SHA256.hexDigest(of:)))
        #expect(texts.map(SHA256.hexDigest(of:))[0] == TextbookSHA256.hexDigest(Array(texts[0].utf8)))
    }

    /// Strings that are slices of others, or built from substrings, hash their own bytes.
    @Test func stringsFromSubstrings() {
        let base = String(repeating: "0123456789", count: 700)
        let texts = stride(from: 0, to: 7000, by: 997).map { String(base.dropFirst($0)) }
        #expect(SHA256.hexDigests(of: texts) == texts.map { TextbookSHA256.hexDigest(Array($0.utf8)) })
        #expect(SHA256.hexDigestsInLanes(of: texts) == texts.map { TextbookSHA256.hexDigest(Array($0.utf8)) })
    }

    /// The final hash values of `compressPortable` and `compressWithHardware` over the same blocks.
    static func bothCompressions(of bytes: [UInt8]) -> (portable: [UInt32], hardware: [UInt32]) {
        func words(_ state: SHA256.State) -> [UInt32] {
            [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7]
        }
        var portable = SHA256.initialState
        var hardware = SHA256.initialState
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            SHA256.compressPortable(&portable, blocks: base, count: bytes.count / 64)
            SHA256.compressWithHardware(&hardware, blocks: base, count: bytes.count / 64)
        }
        return (words(portable), words(hardware))
    }

    /// The processor's SHA instructions give the Swift compression's hash value on random
    /// blocks, one at a time and many in one call (run only where the processor has them; the
    /// lengths above then test the hardware path against the textbook, and the lanes the
    /// portable rounds).
    @Test(.enabled(if: SHA256.hasHardwareCompression, "this processor has no SHA instructions"))
    func hardwareCompressionEqualsThePortableOne() {
        var random = SplitMix64(seed: 64)
        for blocks in [1, 1, 2, 3, 17, 64, 257] {
            let bytes = (0..<blocks * 64).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            let (portable, hardware) = Self.bothCompressions(of: bytes)
            #expect(portable == hardware, "\(blocks) blocks")
        }
        let zeros = Self.bothCompressions(of: [UInt8](repeating: 0, count: 128))
        #expect(zeros.portable == zeros.hardware)
        let ones = Self.bothCompressions(of: [UInt8](repeating: 0xff, count: 128))
        #expect(ones.portable == ones.hardware)
    }
}
