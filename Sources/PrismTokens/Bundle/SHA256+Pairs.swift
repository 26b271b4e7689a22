import CPrismSHA

extension SHA256 {
    /// The digests of many files' bytes as lowercase hex, in the order of `bodies`, two files at
    /// a time with the processor's SHA instructions (those of ``pairedFrom`` bytes or more; the
    /// shorter ones one at a time); the same as `bodies.map(hexDigest(of:))`.
    ///
    /// With the SHA instructions, each round of a message waits for the one before, and the
    /// processor has room for another message's rounds meanwhile: `compressPairWithHardware`
    /// hashes two messages together faster than one after the other (two files of 64 MB: 1.45 →
    /// 1.72 GB/s on this project's Xeon host; 1.8 → 3.2 on the host it was written on). A lane
    /// whose file ends takes the next one, largest first; the last file left finishes alone (so
    /// one file much larger than the others is mostly hashed alone). Without the SHA
    /// instructions each file is hashed on its own (the four-lane vector path takes strings only).
    static func hexDigestsInPairs(of bodies: [FileBody]) -> [String] {
        guard hasHardwareCompression else { return bodies.map(hexDigest(of:)) }
        return hexDigestsInPairs(of: bodies) { first, firstBlocks, second, secondBlocks, count in
            compressPairWithHardware(&first, firstBlocks, &second, secondBlocks, count: count)
        }
    }

    /// ``hexDigestsInPairs(of:)`` with `compressPair` compressing the two lanes' blocks (the tests
    /// stand the Swift rounds in for the instructions, so the lanes are tested on any processor).
    static func hexDigestsInPairs(
        of bodies: [FileBody], compressPair: @escaping SHA256PairBatch.Compression
    ) -> [String] {
        let paired = bodies.indices.filter { bodies[$0].byteCount >= pairedFrom }
        guard paired.count < bodies.count else { return hexDigestsAllInPairs(of: bodies, compressPair: compressPair) }
        // The short files one at a time, the others in pairs.
        var digests = bodies.map { $0.byteCount >= pairedFrom ? "" : hexDigest(of: $0) }
        let pairedDigests = hexDigestsAllInPairs(of: paired.map { bodies[$0] }, compressPair: compressPair)
        for (index, digest) in zip(paired, pairedDigests) { digests[index] = digest }
        return digests
    }

    /// The fewest bytes of a file hashed in a pair: a shorter one is a chunk or less, staged
    /// whole, and the pair's steps around its few blocks cost more than they gain (files of 400
    /// bytes: 791 MB/s one at a time, 664 in pairs; 4,000 bytes: 1,318 and 1,259; 8,000 bytes:
    /// 1,372 and 1,501; `bench/sha256-throughput.sh`). The asset catalog's 52,000 color sets
    /// are such files.
    static let pairedFrom = SHA256PairBatch.chunkBytes

    /// Every file of `bodies` in pairs (``SHA256PairBatch``), short ones too (the tests reach the
    /// batch's staging of whole files this way).
    static func hexDigestsAllInPairs(
        of bodies: [FileBody], compressPair: @escaping SHA256PairBatch.Compression
    ) -> [String] {
        guard bodies.count > 1 else { return bodies.map(hexDigest(of:)) }
        return withUnsafeTemporaryAllocation(byteCount: 2 * SHA256PairBatch.laneBytes, alignment: 64) { staging in
            guard let base = staging.baseAddress else { return bodies.map(hexDigest(of:)) }
            var batch = SHA256PairBatch(bodies, staging: base, compressPair: compressPair)
            return batch.run()
        }
    }

    /// `compress` of two messages at once with the processor's SHA instructions: `count` blocks
    /// at `first` into `firstState` and `count` blocks at `second` into `secondState`; only
    /// where `hasHardwareCompression`.
    static func compressPairWithHardware(
        _ firstState: inout State, _ first: UnsafeRawPointer, _ secondState: inout State,
        _ second: UnsafeRawPointer, count: Int
    ) {
        withUnsafeMutableBytes(of: &firstState) { firstWords in
            withUnsafeMutableBytes(of: &secondState) { secondWords in
                guard let firstBase = firstWords.baseAddress, let secondBase = secondWords.baseAddress else { return }
                prism_sha256_compress_hardware_pair(
                    firstBase.assumingMemoryBound(to: UInt32.self), first.assumingMemoryBound(to: UInt8.self),
                    secondBase.assumingMemoryBound(to: UInt32.self), second.assumingMemoryBound(to: UInt8.self),
                    count)
            }
        }
    }
}

/// Hashing many files in two lanes compressed together (`SHA256.compressPairWithHardware`):
/// which file each lane holds, where its next blocks are and its hash value.
///
/// A lane starts reading a file's whole blocks where they lie when at least ``inPlaceBlocks`` of
/// them follow in one piece (a text, a renderer's 64 KiB chunk, a long run), and reads them all;
/// otherwise — a block across two runs, the short runs of a spliced file, the last bytes — it
/// copies the next 4 KiB into its staging space (a file is runs of buffers that end anywhere, see
/// ``FileBody``), where the last chunk is padded. Copying every chunk held 8 files of 25 MB at
/// 1,479 MB/s; read in place they hash at 1,744–1,851 (`bench/sha256-throughput.sh`).
struct SHA256PairBatch {
    /// Compresses `count` blocks at the first pointer into the first hash value and `count` at
    /// the second into the second.
    typealias Compression = (
        _ first: inout SHA256.State, _ firstBlocks: UnsafeRawPointer, _ second: inout SHA256.State,
        _ secondBlocks: UnsafeRawPointer, _ count: Int
    ) -> Void

    /// How many of a file's bytes a lane stages at a time (a multiple of 64).
    static let chunkBytes = 4096
    /// The staging space of one lane: a chunk and one block of padding.
    static let laneBytes = chunkBytes + 64
    /// The fewest whole blocks a lane starts reading in place (a chunk's worth: fewer are staged,
    /// so a file of short runs takes no more steps than a staged one).
    static let inPlaceBlocks = chunkBytes / 64

    /// One lane's progress through its file.
    private struct Lane {
        /// The index of the file in the lane, nil when the lane is idle.
        var file: Int?
        /// The position after the bytes taken so far: while `inPlace > 0`, the blocks read in
        /// place start here; the staged blocks are bytes before it.
        var cursor = FileBody.Cursor()
        /// How many of the file's bytes were taken so far (staged, or read in place): the bytes
        /// before `cursor`.
        var copied = 0
        /// How many blocks are staged.
        var staged = 0
        /// The next staged block to compress.
        var next = 0
        /// Whether the staged blocks end with the padding (the file's last block).
        var padded = false
        /// How many whole blocks at `cursor` the lane reads in place (0: it reads its staging).
        var inPlace = 0
        /// The hash value so far.
        var state = SHA256.initialState
        /// How many blocks are ready to compress.
        var ready: Int { inPlace > 0 ? inPlace : staged - next }
    }

    /// The files.
    private let bodies: [FileBody]
    /// File indexes, largest first: the order lanes take them in.
    private let order: [Int]
    /// The position in `order` of the next file to start.
    private var nextInOrder = 0
    /// The two lanes.
    private var lanes = [Lane(), Lane()]
    /// The digests found so far, by file index.
    private var digests: [String]
    /// The staging space (2 × `laneBytes` bytes), owned by the caller.
    private let staging: UnsafeMutableRawPointer
    /// Compresses the blocks of both lanes at once.
    private let compressPair: Compression

    /// Prepares to hash `bodies`, staging their bytes in `staging`.
    init(_ bodies: [FileBody], staging: UnsafeMutableRawPointer, compressPair: @escaping Compression) {
        // A text without contiguous UTF-8 storage would be made contiguous again for each chunk.
        self.bodies = bodies.map { body in
            guard case .text(var text) = body.storage, !text.isContiguousUTF8 else { return body }
            text.makeContiguousUTF8()
            return FileBody(text)
        }
        order = bodies.indices.sorted { bodies[$0].byteCount > bodies[$1].byteCount }
        digests = [String](repeating: "", count: bodies.count)
        self.staging = staging
        self.compressPair = compressPair
    }

    /// Hashes every file and returns the digests in file order.
    mutating func run() -> [String] {
        start(0)
        start(1)
        while lanes[0].file != nil, lanes[1].file != nil {
            let count = min(lanes[0].ready, lanes[1].ready)
            var first = lanes[0].state
            var second = lanes[1].state
            if lanes[0].inPlace == 0, lanes[1].inPlace == 0 {
                // Both staged (small files: every step): no file storage to open.
                compressPair(&first, stagedBlocks(0), &second, stagedBlocks(1), count)
            } else {
                withNextBlocks(0) { firstBlocks in
                    withNextBlocks(1) { secondBlocks in compressPair(&first, firstBlocks, &second, secondBlocks, count)
                    }
                }
            }
            lanes[0].state = first
            lanes[1].state = second
            advance(0, by: count)
            advance(1, by: count)
        }
        // At most one file is left, and no file waits: it finishes alone.
        for lane in 0..<2 {
            while lanes[lane].file != nil {
                let count = lanes[lane].ready
                var state = lanes[lane].state
                withNextBlocks(lane) { SHA256.compress(&state, blocks: $0, count: count) }
                lanes[lane].state = state
                advance(lane, by: count)
            }
        }
        return digests
    }

    /// Calls `body` with the address of lane `lane`'s next ready blocks: in its file, valid for
    /// that call only, or in its staging.
    private func withNextBlocks(_ lane: Int, _ body: (UnsafeRawPointer) -> Void) {
        guard lanes[lane].inPlace > 0, let file = lanes[lane].file else {
            body(stagedBlocks(lane))
            return
        }
        bodies[file].withContiguousBytes(at: lanes[lane].cursor) { bytes in
            // `inPlace` counts whole blocks that follow `cursor` in this piece, so there are bytes.
            guard let base = bytes.baseAddress, bytes.count >= lanes[lane].inPlace * 64 else {
                preconditionFailure("SHA256PairBatch: fewer bytes in place than the lane counted")
            }
            body(base)
        }
    }

    /// The next staged block of lane `lane`.
    private func stagedBlocks(_ lane: Int) -> UnsafeRawPointer {
        UnsafeRawPointer(staging + lane * Self.laneBytes + lanes[lane].next * 64)
    }

    /// Moves lane `lane` past `count` blocks just compressed: reads or stages more of its file,
    /// or records its digest and starts the next file when those were its last blocks.
    private mutating func advance(_ lane: Int, by count: Int) {
        if lanes[lane].inPlace > 0, let file = lanes[lane].file {
            bodies[file].advance(&lanes[lane].cursor, by: count * 64)
            lanes[lane].copied += count * 64
            lanes[lane].inPlace -= count
            if lanes[lane].inPlace == 0 { stage(lane) }
            return
        }
        lanes[lane].next += count
        guard lanes[lane].next == lanes[lane].staged else { return }
        if lanes[lane].padded {
            if let file = lanes[lane].file { digests[file] = SHA256.hex(lanes[lane].state) }
            start(lane)
        } else {
            stage(lane)
        }
    }

    /// Gives lane `lane` the next file in `order`, or leaves it idle.
    private mutating func start(_ lane: Int) {
        guard nextInOrder < order.count else {
            lanes[lane] = Lane()
            return
        }
        lanes[lane] = Lane(file: order[nextInOrder])
        nextInOrder += 1
        stage(lane)
    }

    /// Makes lane `lane`'s next blocks ready: at least ``inPlaceBlocks`` whole blocks where they
    /// lie, else the next chunk copied to its staging space, padded when it is the file's last.
    private mutating func stage(_ lane: Int) {
        guard let file = lanes[lane].file else { return }
        let remaining = bodies[file].byteCount - lanes[lane].copied
        // A small file (the asset catalog's 52,000) is staged without asking where its bytes lie.
        if remaining >= Self.inPlaceBlocks * 64 {
            let inPlace = min(bodies[file].contiguousCount(at: lanes[lane].cursor), remaining) / 64
            if inPlace >= Self.inPlaceBlocks {
                lanes[lane].inPlace = inPlace
                return
            }
        }
        let destination = staging + lane * Self.laneBytes
        let chunk = SHA256.stageChunk(
            destination, copied: lanes[lane].copied, messageBytes: bodies[file].byteCount, chunkBytes: Self.chunkBytes
        ) { count in
            bodies[file].copyBytes(
                from: &lanes[lane].cursor, into: UnsafeMutableRawBufferPointer(start: destination, count: count))
        }
        lanes[lane].copied += chunk.taken
        lanes[lane].next = 0
        lanes[lane].staged = chunk.blocks
        lanes[lane].padded = chunk.padded
    }
}
