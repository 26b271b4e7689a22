/// The lines of a UTF-8 text, for turning byte offsets into 1-based line:column positions
/// (columns count Unicode scalars, which is what editors and compilers show).
///
/// Built in one pass over the bytes (`\n`, `\r\n` and a lone `\r` end lines); a lookup is a binary
/// search for the line plus a count of the scalars before the offset on that line, so lexers keep
/// plain byte offsets and ask for positions only for what they report. The one line index of the
/// template diagnostics (``MustacheSourceMap``) and the linter (``LintLineMap``).
struct LineIndex: Sendable {
    /// The text.
    let bytes: [UInt8]
    /// The byte offset at which each line starts (line 1 at index 0).
    let lineStarts: [Int]

    /// Indexes the lines of a text.
    init(_ bytes: [UInt8]) {
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
    var lineCount: Int {
        if let last = lineStarts.last, last == bytes.count, lineStarts.count > 1 { return lineStarts.count - 1 }
        return lineStarts.count
    }

    /// The line, column and offset of a byte offset (clamped to the text).
    func position(of offset: Int) -> (line: Int, column: Int, offset: Int) {
        let offset = min(max(0, offset), bytes.count)
        // The last line starting at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        // Count the first byte of each scalar, never UTF-8 continuation bytes.
        var index = lineStarts[low]
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column, offset)
    }
}
