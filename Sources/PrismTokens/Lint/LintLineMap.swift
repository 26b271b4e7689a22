/// Maps UTF-8 byte offsets of a file to exact line:column positions (columns in Unicode scalars).
///
/// Lexers keep plain byte offsets on their hot path and ask for positions only for findings and
/// comments; the lines are indexed once (`LineIndex`, shared with the template diagnostics).
public struct LintLineMap: Sendable {
    private let index: LineIndex

    /// The byte offset at which each line starts (line 1 at index 0).
    public var lineStarts: [Int] { index.lineStarts }

    /// Indexes the lines of a file (`\n`, `\r\n` and lone `\r` end lines).
    public init(_ bytes: [UInt8]) { index = LineIndex(bytes) }

    /// The number of lines (a final line break does not start another line).
    public var lineCount: Int { index.lineCount }

    /// The position of a byte offset (clamped to the file).
    public func position(of offset: Int) -> LintPosition {
        let position = index.position(of: offset)
        return LintPosition(line: position.line, column: position.column, offset: position.offset)
    }

    /// The range of bytes `offsets` in `file`.
    public func range(_ offsets: Range<Int>, file: String) -> LintRange {
        LintRange(file: file, start: position(of: offsets.lowerBound), end: position(of: offsets.upperBound))
    }
}
