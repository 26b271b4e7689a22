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
/// Lines are 1-based (`\n`, `\r\n` and a lone `\r` end them); columns are 1-based and count
/// Unicode scalars, which is what editors and compilers show (``LineIndex``).
struct MustacheSourceMap {
    private let lines: LineIndex

    /// Indexes the lines of a source.
    init(_ source: [UInt8]) { lines = LineIndex(source) }

    /// The position of a byte offset.
    func location(of offset: Int, file: String) -> SourceLocation {
        let position = lines.position(of: offset)
        return SourceLocation(file: file, line: position.line, column: position.column, offset: position.offset)
    }
}
