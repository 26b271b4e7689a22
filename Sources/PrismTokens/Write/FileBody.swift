/// The bytes of a generated file: one text, or runs of a few byte buffers shared with other files.
///
/// A `bundle` writes several files that are mostly another file's bytes: each later theme's
/// DTCG file and flat map in the json bundle is the first theme's, with the tokens it redefines
/// written over, and so are the web module's later themes (``SplicedText``). Kept as runs of the
/// first theme's buffer and of one buffer of new pieces, those files cost no copy: at 100k
/// tokens × 4 themes the copies were 147 MB of fresh memory, and copying them into strings 82 ms
/// of CPU (measured with perf). The apple manifest's list, written in slices, is kept as the
/// slices. The writer (`writev(2)`, a thousand runs a call), the digests and the manifest
/// read the runs in order; ``text`` joins them only for a caller that asks for a `String`.
struct FileBody: Sendable {
    /// A range of one of the buffers (UTF-8 text, cut at character boundaries).
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
        /// The runs' bytes one after another, each a range of one of a few buffers.
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

    /// The bytes of `runs` in order, each a range of one of `buffers` (valid UTF-8 on its own).
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

    /// The whole of each of `parts`, one after another (each valid UTF-8).
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
        withParts { parts in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(byteCount)
            for part in parts { bytes.append(contentsOf: part) }
            return bytes
        }
    }

    /// Calls `body` with every contiguous part of the bytes, in order (empty parts left out),
    /// valid for the call only.
    func withParts<Result>(_ body: ([UnsafeRawBufferPointer]) -> Result) -> Result {
        switch storage {
        case .text(var text):
            return text.withUTF8 { body($0.isEmpty ? [] : [UnsafeRawBufferPointer($0)]) }
        case .runs(let buffers, let runs):
            return Self.withBases(of: buffers[...], []) { bases in
                body(
                    runs.compactMap { run in
                        run.range.isEmpty ? nil : UnsafeRawBufferPointer(rebasing: bases[run.buffer][run.range])
                    })
            }
        }
    }

    /// Calls `body` with the storage of every buffer at once (one nested access per buffer: a
    /// spliced theme has two, the apple manifest one per 4,096 entries).
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
