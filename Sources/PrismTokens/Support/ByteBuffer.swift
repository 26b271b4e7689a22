/// Somewhere UTF-8 bytes are appended: a plain `[UInt8]`, or a ``ByteBuffer`` for the writers
/// that append millions of short pieces.
///
/// The JSON writers (``JSONText``, ``DTCGTokenFileWriter``, ``DTCGValueJSON``) and the line and
/// indentation helpers (`ByteIndentation.swift`, `UTF8Appending.swift`) are written against this
/// protocol, so the bundles' writers keep their arrays while `generate`'s JSON files go through a
/// buffer.
protocol ByteSink {
    /// The number of bytes appended so far.
    var count: Int { get }
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
    /// Appends bytes.
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    /// Appends a line feed and `count` spaces.
    mutating func appendNewline(indentedBy count: Int)
    /// Appends what `write` puts through the cursor it is given, at most `maxLength` bytes:
    /// several short pieces for the price of one append.
    mutating func appendInPlace(maxLength: Int, _ write: (inout ByteCursor) -> Void)
}

extension Array: ByteSink where Element == UInt8 {
    /// Appends bytes (`append(contentsOf:)`).
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }

    /// Lets `write` write into room on the stack, then appends what it wrote (one append).
    mutating func appendInPlace(maxLength: Int, _ write: (inout ByteCursor) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxLength) { room in
            guard let base = room.baseAddress else { return }
            var cursor = ByteCursor(start: base, capacity: maxLength)
            write(&cursor)
            append(contentsOf: UnsafeBufferPointer(start: base, count: cursor.count))
        }
    }
}

/// Writes bytes one after another into room a ``ByteSink`` made (``ByteSink/appendInPlace(maxLength:_:)``).
///
/// Writing past the room is a programming error (checked in debug builds).
struct ByteCursor {
    /// Where the room starts.
    private let start: UnsafeMutablePointer<UInt8>
    /// Where the next byte goes.
    private var next: UnsafeMutablePointer<UInt8>
    /// The end of the room.
    private let end: UnsafeMutablePointer<UInt8>

    /// A cursor at the start of `capacity` bytes of room.
    init(start: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.start = start
        self.next = start
        self.end = start + capacity
    }

    /// The number of bytes written.
    var count: Int { next - start }

    /// Writes one byte.
    @inline(__always)
    mutating func put(_ byte: UInt8) {
        assert(next < end, "ByteCursor: written past its room")
        next.pointee = byte
        next += 1
    }

    /// Writes bytes.
    @inline(__always)
    mutating func put(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        assert(end - next >= bytes.count, "ByteCursor: written past its room")
        next.update(from: source, count: bytes.count)
        next += bytes.count
    }

    /// Writes a static string's bytes.
    @inline(__always)
    mutating func put(_ text: StaticString) {
        put(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Writes a line feed and `spaces` spaces.
    @inline(__always)
    mutating func putNewline(indentedBy spaces: Int) {
        put(UInt8(ascii: "\n"))
        assert(end - next >= spaces, "ByteCursor: written past its room")
        next.update(repeating: UInt8(ascii: " "), count: spaces)
        next += spaces
    }
}

extension ByteSink {
    /// Appends the bytes of a slice.
    @inline(__always)
    mutating func appendBytes(_ bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { appendBytes($0) }
    }

    /// Appends the bytes of a static string (its UTF-8, as written in the source).
    @inline(__always)
    mutating func appendBytes(_ text: StaticString) {
        appendBytes(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }
}

/// Bytes appended into room made ahead, each append a room check and a copy.
///
/// A growing `[UInt8]` appends through the collection protocols, about 90 instructions per piece
/// however short; `generate`'s JSON files are millions of pieces of a few bytes (a comma, a line
/// break and its indentation, a quoted key): 425 million instructions of the 610 million the json
/// platform took at 50k tokens (callgrind). The buffer's storage is an array whose first
/// ``count`` bytes are the bytes written and whose rest, at most ``roomStep`` bytes beyond what
/// is needed, is zeros waiting to be written over; an append that does not fit adds another
/// step of zeros (the array's capacity, reserved ahead, grows by doubling as an array's does).
/// ``takeBytes()`` cuts the storage to what was written without copying it.
struct ByteBuffer: ByteSink {
    /// The room added at a time: 64 KiB of zeros, a few pages ahead of the writing (room is
    /// written once as zeros and again with the bytes; a whole reservation made room at once would
    /// touch pages the text never reaches).
    static let roomStep = 64 * 1024

    /// `roomStep` zeros, copied in as room.
    private static let zeros = [UInt8](repeating: 0, count: roomStep)

    /// The bytes written, then zeros: room for the next bytes.
    private var storage: [UInt8] = []
    /// The number of bytes written.
    private(set) var count = 0

    /// An empty buffer whose storage has capacity for `capacity` bytes (reserved, not touched:
    /// room is made a step at a time).
    init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    // Every append writes through `appendInPlace`: one room check and one access to the storage.

    /// Appends one byte.
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        appendInPlace(maxLength: 1) { $0.put(byte) }
    }

    /// Appends bytes.
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard !bytes.isEmpty else { return }
        appendInPlace(maxLength: bytes.count) { $0.put(bytes) }
    }

    /// Appends a line feed and `count` spaces.
    @inline(__always)
    mutating func appendNewline(indentedBy spaces: Int) {
        let spaces = Swift.max(spaces, 0)
        appendInPlace(maxLength: 1 + spaces) { $0.putNewline(indentedBy: spaces) }
    }

    /// Appends what `write` puts through the cursor it is given, at most `maxLength` bytes.
    @inline(__always)
    mutating func appendInPlace(maxLength: Int, _ write: (inout ByteCursor) -> Void) {
        if storage.count - count < maxLength { makeRoom(for: maxLength) }
        let at = count
        var written = 0
        storage.withUnsafeMutableBufferPointer { target in
            guard let base = target.baseAddress else { return }
            var cursor = ByteCursor(start: base + at, capacity: maxLength)
            write(&cursor)
            written = cursor.count
        }
        count = at + written
    }

    /// The bytes written so far.
    var bytes: ArraySlice<UInt8> { storage[..<count] }

    /// The bytes written, the buffer's storage cut to them (not copied); the buffer is left empty.
    mutating func takeBytes() -> [UInt8] {
        var taken: [UInt8] = []
        swap(&taken, &storage)
        taken.removeLast(taken.count - count)
        count = 0
        return taken
    }

    /// Adds zeros after the room left until there is room for `length` more bytes: at least one
    /// step of them.
    private mutating func makeRoom(for length: Int) {
        var missing = Swift.max(length - (storage.count - count), Self.roomStep)
        while missing > 0 {
            let step = Swift.min(missing, Self.roomStep)
            storage.append(contentsOf: Self.zeros[..<step])
            missing -= step
        }
    }
}
