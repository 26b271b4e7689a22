/// The bytes of a generated file: one text, or runs of byte buffers, some shared with other files.
///
/// A `bundle` writes several files that are mostly another file's bytes: each later theme's
/// DTCG file and flat map in the json bundle is the first theme's, with the tokens it redefines
/// written over, and so are the web module's later themes and the Compose file's (``SplicedText``).
/// Kept as runs of the first theme's buffer and of one buffer of new pieces, those files cost no
/// copy: at 100k tokens × 4 themes the copies were 147 MB of fresh memory, and copying them into
/// strings 82 ms of CPU (measured with perf). The apple manifest's list, written in slices, is
/// kept as the slices, and a rendered file as its renderer's 64 KiB chunks (``TextOutput/body``:
/// joining the Swift and CSS files into strings was another 100 ms at that size). The writer
/// (`writev(2)`, a thousand runs a call), the digests and the comparison with the disk read the
/// runs in order, a batch at a time (``forEachBatch(_:)``); ``text`` joins them only for a caller
/// that asks for a `String`.
struct FileBody: Sendable {
    /// A range of one of the buffers (the runs together are UTF-8 text; a run may end inside a
    /// character, where a renderer's chunk ended).
    struct Run: Sendable, Equatable {
        /// The index of the buffer in ``Storage/runs(buffers:runs:)``.
        var buffer: Int
        /// The part of the buffer.
        var range: Range<Int>
    }

    /// How the bytes are held.
    enum Storage: Sendable {
        /// One string's UTF-8 bytes.
        case text(String)
        /// The runs' bytes one after another, each a range of one of the buffers.
        case runs(buffers: [[UInt8]], runs: [Run])
    }

    /// The bytes.
    let storage: Storage
    /// The number of bytes.
    let byteCount: Int

    /// The UTF-8 bytes of `text`.
    init(_ text: String) {
        storage = .text(text)
        byteCount = text.utf8.count
    }

    /// The bytes of `runs` in order, each a range of one of `buffers` (valid UTF-8 together).
    init(buffers: [[UInt8]], runs: [Run]) {
        storage = .runs(buffers: buffers, runs: runs)
        var count = 0
        for run in runs {
            // Checked here once: the parts are read through unchecked pointers.
            precondition(
                buffers.indices.contains(run.buffer) && run.range.lowerBound >= 0
                    && run.range.upperBound <= buffers[run.buffer].count,
                "FileBody: a run lies outside its buffer")
            count += run.range.count
        }
        byteCount = count
    }

    /// The whole of `bytes` (valid UTF-8).
    init(bytes: [UInt8]) {
        self.init(parts: [bytes])
    }

    /// The whole of each of `parts`, one after another (valid UTF-8 together).
    init(parts: [[UInt8]]) {
        self.init(buffers: parts, runs: parts.indices.map { Run(buffer: $0, range: parts[$0].indices) })
    }

    /// The bytes as a string (joined, for runs).
    var text: String {
        switch storage {
        case .text(let text): return text
        case .runs(let buffers, let runs):
            if runs.count == 1, let run = runs.first, run.range == buffers[run.buffer].indices {
                return String(decoding: buffers[run.buffer], as: UTF8.self)
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The bytes joined into one array.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(byteCount)
        append(to: &bytes)
        return bytes
    }

    /// Appends the bytes to `out`, part by part.
    func append(to out: inout [UInt8]) {
        forEachBatch { parts in
            for part in parts { out.append(contentsOf: part) }
            return true
        }
    }

    /// The length of each contiguous part, in order (empty parts left out).
    var partLengths: [Int] {
        switch storage {
        case .text: byteCount == 0 ? [] : [byteCount]
        case .runs(_, let runs): runs.map(\.range.count).filter { $0 > 0 }
        }
    }

    /// The most buffers one batch of ``forEachBatch(_:)`` reads at once: each is one nested
    /// access, so a batch never nests deeper than this however many chunks a file has.
    static let buffersPerBatch = 64

    /// Calls `body` with the contiguous parts of the bytes, in order (empty parts left out), a
    /// batch at a time — each batch's parts lie in at most ``buffersPerBatch`` buffers and are
    /// valid for that call only — until `body` returns `false`.
    /// - Returns: whether `body` returned `true` for every batch.
    @discardableResult
    func forEachBatch(_ body: ([UnsafeRawBufferPointer]) -> Bool) -> Bool {
        switch storage {
        case .text(var text):
            return text.withUTF8 { $0.isEmpty ? true : body([UnsafeRawBufferPointer($0)]) }
        case .runs(let buffers, let runs):
            // Each buffer's place among the batch's buffers, by buffer index (-1: not in the
            // batch): an array, not a dictionary hashed at every run (a spliced json file has
            // 40,000 runs).
            var slots = [Int](repeating: -1, count: buffers.count)
            var start = 0
            while start < runs.count {
                // The runs from `start` on that lie in at most `buffersPerBatch` buffers.
                var batchBuffers: [[UInt8]] = []
                var batchIndices: [Int] = []
                var end = start
                while end < runs.count {
                    let buffer = runs[end].buffer
                    if slots[buffer] < 0 {
                        guard batchBuffers.count < Self.buffersPerBatch else { break }
                        slots[buffer] = batchBuffers.count
                        batchBuffers.append(buffers[buffer])
                        batchIndices.append(buffer)
                    }
                    end += 1
                }
                let batch = runs[start..<end]
                let goesOn = Self.withBases(of: batchBuffers[...], []) { bases in
                    body(
                        batch.compactMap { run in
                            guard !run.range.isEmpty else { return nil }
                            return UnsafeRawBufferPointer(rebasing: bases[slots[run.buffer]][run.range])
                        })
                }
                guard goesOn else { return false }
                for buffer in batchIndices { slots[buffer] = -1 }
                start = end
            }
            return true
        }
    }

    /// A position in the bytes, for reading them a piece at a time (``copyBytes(from:into:)``).
    struct Cursor {
        /// The run the next byte is in (always 0 in a text).
        var run = 0
        /// The offset of the next byte in its run (or in the text).
        var offset = 0
    }

    /// Copies the bytes at `cursor` into `destination`, filling it, and moves `cursor` past them.
    /// - Precondition: at least `destination.count` bytes follow `cursor`.
    func copyBytes(from cursor: inout Cursor, into destination: UnsafeMutableRawBufferPointer) {
        guard !destination.isEmpty else { return }
        switch storage {
        case .text(var text):
            // Checked once per call: the text's bytes are read through an unchecked pointer.
            precondition(cursor.offset + destination.count <= byteCount, "FileBody: a read past the end")
            let start = cursor.offset
            text.withUTF8 { utf8 in
                destination.copyMemory(
                    from: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start..<start + destination.count]))
                )
            }
            advance(&cursor, by: destination.count)
        case .runs(let buffers, let runs):
            var filled = 0
            while filled < destination.count {
                let run = runs[cursor.run]
                let take = min(run.range.count - cursor.offset, destination.count - filled)
                let start = run.range.lowerBound + cursor.offset
                buffers[run.buffer].withUnsafeBytes { bytes in
                    UnsafeMutableRawBufferPointer(rebasing: destination[filled..<filled + take])
                        .copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[start..<start + take]))
                }
                filled += take
                advance(&cursor, by: take)
            }
        }
    }

    /// How many bytes follow `cursor` in place: to the end of the text, or of the cursor's run
    /// (0 at an empty run or the end).
    func contiguousCount(at cursor: Cursor) -> Int {
        switch storage {
        case .text: return byteCount - cursor.offset
        case .runs(_, let runs):
            guard cursor.run < runs.count else { return 0 }
            return runs[cursor.run].range.count - cursor.offset
        }
    }

    /// Calls `body` with the ``contiguousCount(at:)`` bytes that follow `cursor` in place, valid
    /// for that call only (no copy: the digests read large files where they lie).
    func withContiguousBytes<Result>(at cursor: Cursor, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        switch storage {
        case .text(var text):
            let start = cursor.offset
            return text.withUTF8 { utf8 in body(UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: utf8[start...]))) }
        case .runs(let buffers, let runs):
            guard cursor.run < runs.count else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
            let run = runs[cursor.run]
            return buffers[run.buffer].withUnsafeBytes { bytes in
                body(
                    UnsafeRawBufferPointer(rebasing: bytes[run.range.lowerBound + cursor.offset..<run.range.upperBound])
                )
            }
        }
    }

    /// Moves `cursor` past `count` bytes that follow it in place (at most ``contiguousCount(at:)``),
    /// onto the next run when they end its run (``copyBytes(from:into:)`` moves it the same way).
    func advance(_ cursor: inout Cursor, by count: Int) {
        precondition(count >= 0 && count <= contiguousCount(at: cursor), "FileBody: a move past the bytes in place")
        cursor.offset += count
        guard case .runs(_, let runs) = storage, cursor.run < runs.count,
            cursor.offset == runs[cursor.run].range.count
        else { return }
        cursor.run += 1
        cursor.offset = 0
    }

    /// Calls `body` with the storage of every buffer at once (one nested access per buffer, at
    /// most ``buffersPerBatch``).
    private static func withBases<Result>(
        of buffers: ArraySlice<[UInt8]>, _ bases: [UnsafeRawBufferPointer],
        _ body: ([UnsafeRawBufferPointer]) -> Result
    ) -> Result {
        guard let first = buffers.first else { return body(bases) }
        return first.withUnsafeBytes { withBases(of: buffers.dropFirst(), bases + [$0], body) }
    }

    /// Whether the texts are equal (as strings compare, as before runs existed).
    func sameContents(as other: FileBody) -> Bool {
        text == other.text
    }
}
