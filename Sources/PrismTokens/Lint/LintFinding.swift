/// A position in a linted source file: 1-based line and column (Unicode scalars), 0-based byte offset.
public struct LintPosition: Sendable, Hashable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, counted in Unicode scalars like compiler diagnostics.
    public var column: Int
    /// The 0-based UTF-8 byte offset from the start of the file.
    public var offset: Int

    /// Creates a position.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// Orders positions by byte offset.
    public static func < (lhs: LintPosition, rhs: LintPosition) -> Bool { lhs.offset < rhs.offset }
}

/// A span of a linted source file: from `start` (inclusive) to `end` (exclusive).
public struct LintRange: Sendable, Hashable {
    /// The file's path as the user named it (relative to the working directory when below it).
    public var file: String
    /// The first character of the span.
    public var start: LintPosition
    /// Just past the last character of the span.
    public var end: LintPosition

    /// Creates a range.
    public init(file: String, start: LintPosition, end: LintPosition) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// The bytes the range covers.
    public var offsets: Range<Int> { start.offset..<max(start.offset, end.offset) }
}

/// One exact edit of a source file: replace the bytes `offsets` with `replacement`.
///
/// `--fix` applies the edits of the findings that have exactly one token to use; edits that
/// overlap an earlier edit of the same file are left for the next run.
public struct LintEdit: Sendable, Hashable {
    /// The UTF-8 byte range to replace.
    public var offsets: Range<Int>
    /// The text to put there.
    public var replacement: String

    /// Creates an edit.
    public init(offsets: Range<Int>, replacement: String) {
        self.offsets = offsets
        self.replacement = replacement
    }
}

/// One finding of `prism-tokens lint`: a hard-coded value that should use a token, or an
/// accessibility mistake, at an exact place in a Swift or CSS source.
///
/// Analyzers create findings with the rule's default severity (``LintRules``); the run's
/// ``RulePolicy`` (`--rule`, `--strict`) and baseline apply afterwards, through ``diagnostic``,
/// exactly as for `validate`.
public struct LintFinding: Sendable, Hashable {
    /// The rule id, e.g. `drift.spacing` (see ``LintRules``).
    public var rule: String
    /// The severity before the run's policy is applied.
    public var severity: Diagnostic.Severity
    /// Where the offending text is.
    public var range: LintRange
    /// What is wrong and how to fix it. Heuristic rules say that they are heuristics.
    ///
    /// Keep line numbers out of the message: baselines match findings by rule, file and message,
    /// so a finding stays baselined when lines are added above it.
    public var message: String
    /// The path of the token to use instead, e.g. `spacing.md`, when there is one.
    public var suggestedToken: String?
    /// The code to write instead, e.g. `SpacingToken.md.rawValue` or `var(--prism-spacing-md)`.
    public var replacement: String?
    /// The exact edit `--fix` applies, only when exactly one token matches exactly.
    public var fix: LintEdit?
    /// Structured data for machine consumers (`literal`, `deltaE`, `theme`, `nearest`…).
    public var data: [String: DiagnosticValue]

    /// Creates a finding with the default severity of its rule (warning for a rule not in the catalog).
    public init(
        rule: String, range: LintRange, message: String, suggestedToken: String? = nil, replacement: String? = nil,
        fix: LintEdit? = nil, data: [String: DiagnosticValue] = [:], severity: Diagnostic.Severity? = nil
    ) {
        self.rule = rule
        self.severity = severity ?? RuleCatalog.rule(rule)?.defaultSeverity ?? .warning
        self.range = range
        self.message = message
        self.suggestedToken = suggestedToken
        self.replacement = replacement
        self.fix = fix
        self.data = data
    }

    /// The finding as a ``Diagnostic``: printed, triaged and baselined like every other finding.
    ///
    /// The suggested token goes into `data.suggestedToken` (not `token`, which names a token of
    /// the token source), and the range's end into `data.endLine`/`data.endColumn`.
    public var diagnostic: Diagnostic {
        var data = self.data
        if let suggestedToken { data["suggestedToken"] = .string(suggestedToken) }
        if let replacement { data["replacement"] = .string(replacement) }
        data["endLine"] = .number(Double(range.end.line))
        data["endColumn"] = .number(Double(range.end.column))
        if fix != nil { data["fixable"] = .bool(true) }
        return Diagnostic(
            severity, rule: rule, message,
            at: SourceLocation(
                file: range.file, line: range.start.line, column: range.start.column, offset: range.start.offset),
            data: data)
    }
}
