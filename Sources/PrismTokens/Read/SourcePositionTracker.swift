/// Turns byte offsets into 1-based line and column numbers cheaply while a document is scanned.
///
/// The scanner reports each line break it passes (``lineBreak(endingAt:)``), so the current line
/// number and the offset where it starts are always known. Columns count Unicode scalars, so a
/// column is the number of UTF-8 lead bytes between the line start and the offset, plus one. That
/// count is cached at the last asked-for offset, so asking for increasing offsets on one line
/// costs only the bytes in between: minified single-line files stay linear.
///
/// Offsets before the current line (only needed for errors, e.g. an unterminated string that
/// started lines ago) are found by rescanning from the start of the file.
///
/// The tracker holds no `String` (the file's id in ``FileNameTable`` is passed in), so copies of
/// it, which the optimizer sometimes makes, cost no reference counting.
struct SourcePositionTracker {
    /// The document.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the first line's first character: 3 after a UTF-8 byte order mark, else 0.
    private(set) var firstLineStart: Int
    /// The current 1-based line.
    private(set) var line = 1
    /// The offset where the current line starts.
    private(set) var lineStart: Int
    /// An offset on the current line whose column is known…
    private var cachedOffset: Int
    /// …and that column.
    private var cachedColumn = 1

    /// Creates a tracker positioned at the start of the first line.
    init(bytes: UnsafeBufferPointer<UInt8>, firstLineStart: Int = 0) {
        self.bytes = bytes
        self.firstLineStart = firstLineStart
        self.lineStart = firstLineStart
        self.cachedOffset = firstLineStart
    }

    /// Moves the first line's start past a byte order mark: the mark takes no column, as in editors.
    mutating func skipByteOrderMark(length: Int) {
        firstLineStart = length
        lineStart = length
        cachedOffset = length
        cachedColumn = 1
    }

    /// Moves to the start of a line known from elsewhere (a subtree's parser starts where a scan
    /// of the bytes before it left off).
    mutating func resume(atLine line: Int, lineStart: Int) {
        self.line = line
        self.lineStart = lineStart
        cachedOffset = lineStart
        cachedColumn = 1
    }

    /// Records a line break whose last byte is just before `nextLineStart` (after CR, LF or CRLF).
    @inline(__always)
    mutating func lineBreak(endingAt nextLineStart: Int) {
        line &+= 1
        lineStart = nextLineStart
        cachedOffset = nextLineStart
        cachedColumn = 1
    }

    /// The location of a byte offset at or after the start of the current line (the fast path),
    /// or anywhere in the file (a rescan from the start, used for errors).
    @inline(__always)
    mutating func location(at offset: Int, in fileID: UInt32) -> SourceLocation {
        guard offset >= lineStart else { return locationByRescanning(offset, in: fileID) }
        if offset < cachedOffset {
            cachedOffset = lineStart
            cachedColumn = 1
        }
        cachedColumn &+= Self.scalarCount(in: bytes, from: cachedOffset, to: offset)
        cachedOffset = offset
        return SourceLocation(fileID: fileID, line: line, column: cachedColumn, offset: offset)
    }

    /// The number of Unicode scalars (UTF-8 bytes that are not continuation bytes) in a range.
    ///
    /// Eight bytes at a time: a continuation byte is `10xxxxxx`, so in a word `w` the bits
    /// `w & ~(w << 1) & 0x8080…80` are set exactly at continuation bytes (shifting left by one
    /// moves each byte's bit 6 under its bit 7; bit 7 of one byte lands on bit 0 of the next,
    /// which the mask drops).
    @inline(__always)
    static func scalarCount(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let end = min(end, bytes.count)
        guard end > start, start >= 0, let base = bytes.baseAddress else { return 0 }
        var continuations = 0
        var index = start
        while end &- index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            continuations &+= (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
            index &+= 8
        }
        while index < end {
            continuations &+= (base[index] & 0xC0) == 0x80 ? 1 : 0
            index &+= 1
        }
        return (end &- start) &- continuations
    }

    /// The location of any offset, found by counting line breaks from the start of the file.
    func locationByRescanning(_ offset: Int, in fileID: UInt32) -> SourceLocation {
        var line = 1
        var start = firstLineStart
        var index = firstLineStart
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                start = index
            } else if byte == UInt8(ascii: "\r") {
                // CRLF is one break; stop between its bytes only if the offset asks for the LF.
                if index < end, bytes[index] == UInt8(ascii: "\n") { index += 1 }
                line += 1
                start = index
            }
        }
        let lineStart = min(start, offset)
        let column = 1 + Self.scalarCount(in: bytes, from: lineStart, to: min(offset, bytes.count))
        return SourceLocation(fileID: fileID, line: line, column: column, offset: offset)
    }
}
