/// Builds the `template` diagnostics of the Mustache engine, each pointing at the offending tag.
///
/// Messages say how to fix the problem, and print as
/// `Templates/swift.mustache:12:5: error: [template] unclosed section 'tokens'; add {{/tokens}}`.
enum MustacheDiagnostics {
    /// The rule id of every template diagnostic.
    static let rule = "template"

    /// A fatal template error at a location.
    static func error(_ message: String, at location: SourceLocation) -> FatalDiagnostic {
        FatalDiagnostic(Diagnostic(.error, rule: rule, message, at: location))
    }

    /// The location of a byte offset in a template's UTF-8 source.
    static func location(of offset: Int, in source: [UInt8], file: String) -> SourceLocation {
        MustacheSourceMap(source).location(of: offset, file: file)
    }
}

/// Turns byte offsets of a template into `line:column` positions.
///
/// Lines are 1-based and end at `\n`; columns are 1-based and count Unicode scalars, which is what
/// editors and compilers show.
struct MustacheSourceMap {
    private let source: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]

    /// Indexes the lines of a source.
    init(_ source: [UInt8]) {
        self.source = source
        var starts = [0]
        for (offset, byte) in source.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The position of a byte offset.
    func location(of offset: Int, file: String) -> SourceLocation {
        let offset = max(0, min(offset, source.count))
        // The last line starting at or before the offset.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        // Count the first byte of each scalar, never UTF-8 continuation bytes.
        for byte in source[lineStarts[low]..<offset] where byte & 0b1100_0000 != 0b1000_0000 {
            column += 1
        }
        return SourceLocation(file: file, line: low + 1, column: column, offset: offset)
    }
}
