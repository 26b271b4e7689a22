/// Maps UTF-8 byte offsets of a file to exact line:column positions (columns in Unicode scalars).
///
/// Built in one pass over the bytes; a lookup is a binary search for the line plus a count of the
/// scalars before the offset on that line, so lexers can keep plain byte offsets on their hot path
/// and ask for positions only for findings and comments.
public struct LintLineMap: Sendable {
    /// The byte offset at which each line starts (line 1 at index 0).
    public let lineStarts: [Int]
    private let bytes: [UInt8]

    /// Indexes the lines of a file (`\n`, `\r\n` and lone `\r` end lines).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        lineStarts = starts
    }

    /// The number of lines (a final line break does not start another line).
    public var lineCount: Int {
        if let last = lineStarts.last, last == bytes.count, lineStarts.count > 1 { return lineStarts.count - 1 }
        return lineStarts.count
    }

    /// The position of a byte offset (clamped to the file).
    public func position(of offset: Int) -> LintPosition {
        let offset = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return LintPosition(line: low + 1, column: column, offset: offset)
    }

    /// The range of bytes `offsets` in `file`.
    public func range(_ offsets: Range<Int>, file: String) -> LintRange {
        LintRange(file: file, start: position(of: offsets.lowerBound), end: position(of: offsets.upperBound))
    }
}
