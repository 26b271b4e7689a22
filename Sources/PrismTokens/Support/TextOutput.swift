/// A UTF-8 text being written piece by piece, kept in fixed-size chunks that ``body`` hands over
/// as a file's bytes (or ``text`` joins into one `String` of exactly the right size).
///
/// One growing `[UInt8]` doubles its storage as it fills: for a 21 MB file that is about 63 MB of
/// successive buffers, each copied into the next, then the final `String(decoding:)` copy beside the
/// last (32 MB) buffer. Chunks of ``chunkSize`` never move, come from the allocator's free lists
/// rather than fresh pages, and are written to disk as they are (``body``): joining the Swift and
/// CSS files into strings took about 100 ms of CPU at 100k tokens × 4 themes (copying 36 MB into
/// fresh pages and checking it is UTF-8).
struct TextOutput {
    /// The size a chunk is given: below glibc's threshold for mapping an allocation on its own, so
    /// chunks are recycled within the process instead of costing fresh pages.
    static let chunkSize = 64 * 1024

    /// The chunks filled so far.
    private var chunks: [[UInt8]] = []
    /// The chunk being written.
    private var current: [UInt8] = []
    /// The bytes in `chunks`.
    private var filledCount = 0
    /// The bytes `current` can take without growing.
    private var room = 0

    /// An empty text.
    init() {}

    /// The number of UTF-8 bytes written.
    var count: Int { filledCount + current.count }

    /// Whether nothing was written or the last byte written is a line feed.
    @inline(__always)
    var isAtLineStart: Bool {
        guard let last = current.last ?? chunks.last?.last else { return true }
        return last == UInt8(ascii: "\n")
    }

    /// Appends a string's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ string: String) {
        let utf8 = string.utf8
        let count = utf8.count
        // Nothing to append: a chunk taken over from another text may still be shared with it,
        // and appending even nothing to it would copy it.
        guard count > 0 else { return }
        if count > room { startChunk(for: count) }
        room -= count
        current.appendUTF8(string)
    }

    /// Appends a substring's UTF-8 bytes.
    mutating func append(_ string: Substring) {
        let count = string.utf8.count
        guard count > 0 else { return }
        if count > room { startChunk(for: count) }
        room -= count
        current.appendUTF8(string)
    }

    /// Appends bytes (whole UTF-8 sequences).
    mutating func append(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        if bytes.count > room { startChunk(for: bytes.count) }
        room -= bytes.count
        current.append(contentsOf: bytes)
    }

    /// Appends one byte (an ASCII character).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if room == 0 { startChunk(for: 1) }
        room -= 1
        current.append(byte)
    }

    /// Appends several strings in order.
    mutating func append(_ first: String, _ second: String, _ rest: String...) {
        append(first)
        append(second)
        for part in rest { append(part) }
    }

    /// Appends another text's bytes, taking over its chunks instead of copying them; a text
    /// shorter than a quarter chunk is copied instead, so the chunks a ``body`` holds stay mostly
    /// full (a taken chunk keeps its whole capacity until the file is written).
    mutating func append(_ other: TextOutput) {
        if other.chunks.isEmpty, other.current.count < Self.chunkSize / 4 {
            if !other.current.isEmpty { append(other.current) }
            return
        }
        for chunk in other.chunks + [other.current] where !chunk.isEmpty {
            if !current.isEmpty {
                filledCount += current.count
                chunks.append(current)
            }
            current = chunk
            room = 0  // `chunk` may still be shared with `other`: the next append starts a chunk
        }
    }

    /// Moves the current chunk to `chunks` (unless it is empty) and starts one with room for `count` bytes.
    private mutating func startChunk(for count: Int) {
        if !current.isEmpty {
            filledCount += current.count
            chunks.append(current)
        }
        current = []
        current.reserveCapacity(Swift.max(Self.chunkSize, count))
        room = current.capacity
    }

    /// The bytes as a file's body: the chunks themselves, not copied.
    var body: FileBody {
        var parts = chunks
        if !current.isEmpty { parts.append(current) }
        return FileBody(parts: parts)
    }

    /// The text: the chunks copied once into a `String` of exactly their size.
    var text: String {
        let total = count
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            for chunk in chunks { offset = copy(chunk, into: buffer, at: offset) }
            return copy(current, into: buffer, at: offset)
        }
    }

    /// Copies `bytes` into `buffer` at `offset`; returns the offset after them.
    private func copy(_ bytes: [UInt8], into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, let target = buffer.baseAddress else { return offset }
            (target + offset).update(from: base, count: source.count)
            return offset + source.count
        }
    }
}
