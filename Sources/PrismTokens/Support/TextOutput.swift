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
    /// The size of a text's first chunk; each next one is twice the last, up to ``chunkSize``.
    /// Most texts are short (one per Swift enum, later copied into the file's text), and a full
    /// chunk for each was 16 zero-filled pages: a tenth of the page faults of `generate` at
    /// 1,000 tokens.
    static let firstChunkSize = 4 * 1024

    /// The chunks filled so far, each exactly as long as what was written into it.
    private var chunks: [[UInt8]] = []
    /// The chunk being written: its first `used` bytes are the text, the rest (zeros) is room
    /// written in place. Sized up front so that a short piece is one copy into it: appending to
    /// a growing `[UInt8]` went through the collection protocols, about 100 instructions per
    /// piece, and the Swift and CSS writers append 1.2 million pieces at 50k tokens.
    private var current: [UInt8] = []
    /// The bytes of `current` written.
    private var used = 0
    /// The bytes in `chunks`.
    private var filledCount = 0
    /// The bytes `current` can take without a new chunk.
    private var room = 0
    /// The size of the next chunk.
    private var nextChunkSize = Self.firstChunkSize

    /// An empty text.
    init() {}

    /// The number of UTF-8 bytes written.
    var count: Int { filledCount + used }

    /// Whether nothing was written or the last byte written is a line feed.
    @inline(__always)
    var isAtLineStart: Bool {
        guard let last = used > 0 ? current[used - 1] : chunks.last?.last else { return true }
        return last == UInt8(ascii: "\n")
    }

    /// Appends a string's UTF-8 bytes.
    @inline(__always)
    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { write($0) }
    }

    /// Appends a substring's UTF-8 bytes.
    mutating func append(_ string: Substring) {
        var string = string
        string.withUTF8 { write($0) }
    }

    /// Appends bytes (whole UTF-8 sequences).
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { write($0) }
    }

    /// Appends one byte (an ASCII character).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if room == 0 { startChunk(for: 1) }
        current[used] = byte
        used += 1
        room -= 1
    }

    // Several strings in order: overloads by count rather than a variadic parameter, whose
    // array was allocated, retained and freed at each of 1.6 million calls at 50k tokens
    // (160 million instructions with the appends, callgrind).

    /// Appends two strings in order.
    @inline(__always)
    mutating func append(_ a: String, _ b: String) {
        append(a)
        append(b)
    }

    /// Appends three strings in order.
    @inline(__always)
    mutating func append(_ a: String, _ b: String, _ c: String) {
        append(a, b)
        append(c)
    }

    /// Appends four strings in order.
    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String) {
        append(a, b)
        append(c, d)
    }

    /// Appends five strings in order.
    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String) {
        append(a, b, c)
        append(d, e)
    }

    /// Appends six strings in order.
    mutating func append(_ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String) {
        append(a, b, c)
        append(d, e, f)
    }

    /// Appends seven strings in order.
    mutating func append(
        _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, _ g: String
    ) {
        append(a, b, c, d)
        append(e, f, g)
    }

    /// Appends eight strings in order.
    mutating func append(
        _ a: String, _ b: String, _ c: String, _ d: String, _ e: String, _ f: String, _ g: String, _ h: String
    ) {
        append(a, b, c, d)
        append(e, f, g, h)
    }

    /// Appends another text's bytes, taking over its chunks instead of copying them; a text
    /// shorter than a quarter chunk is copied instead, so the chunks a ``body`` holds stay mostly
    /// full (a taken chunk keeps its whole capacity until the file is written).
    mutating func append(_ other: TextOutput) {
        if other.count < Self.chunkSize / 4 {
            for chunk in other.chunks { chunk.withUnsafeBufferPointer { write($0) } }
            other.current.withUnsafeBufferPointer { write(UnsafeBufferPointer(rebasing: $0[..<other.used])) }
            return
        }
        for chunk in other.chunks + [other.writtenCurrent] where !chunk.isEmpty {
            finishChunk()
            current = chunk
            used = chunk.count
            room = 0  // `chunk` may still be shared with `other`: the next append starts a chunk
        }
    }

    /// Copies `bytes` into the current chunk, starting one first when they do not fit.
    @inline(__always)
    private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>) {
        // Nothing to append: a chunk taken over from another text may still be shared with it,
        // and writing even nothing into it would copy it.
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if bytes.count > room { startChunk(for: bytes.count) }
        let at = used
        current.withUnsafeMutableBufferPointer { chunk in
            guard let target = chunk.baseAddress else { return }
            (target + at).update(from: source, count: bytes.count)
        }
        used += bytes.count
        room -= bytes.count
    }

    /// The current chunk cut to what was written into it.
    private var writtenCurrent: [UInt8] {
        used == current.count ? current : Array(current[..<used])
    }

    /// Moves what was written into the current chunk to `chunks` (the chunk cut to its length;
    /// its storage kept).
    private mutating func finishChunk() {
        guard used > 0 else { return }
        if current.count > used { current.removeLast(current.count - used) }
        filledCount += used
        chunks.append(current)
    }

    /// Moves the current chunk to `chunks` (unless nothing was written into it) and starts one
    /// with room for `count` bytes.
    private mutating func startChunk(for count: Int) {
        finishChunk()
        current = [UInt8](repeating: 0, count: Swift.max(nextChunkSize, count))
        nextChunkSize = Swift.min(2 * nextChunkSize, Self.chunkSize)
        used = 0
        room = current.count
    }

    /// The bytes as a file's body: the chunks themselves, not copied.
    var body: FileBody {
        var parts = chunks
        if used > 0 { parts.append(writtenCurrent) }
        return FileBody(parts: parts)
    }

    /// The text: the chunks copied once into a `String` of exactly their size.
    var text: String {
        let total = count
        guard total > 0 else { return "" }
        return String(unsafeUninitializedCapacity: total) { buffer in
            var offset = 0
            for chunk in chunks { offset = copy(chunk[...], into: buffer, at: offset) }
            return copy(current[..<used], into: buffer, at: offset)
        }
    }

    /// Copies `bytes` into `buffer` at `offset`; returns the offset after them.
    private func copy(_ bytes: ArraySlice<UInt8>, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int
    {
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress, let target = buffer.baseAddress else { return offset }
            (target + offset).update(from: base, count: source.count)
            return offset + source.count
        }
    }
}
