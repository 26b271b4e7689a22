/// One problem found in a token source: the single diagnostic type of every pipeline stage.
///
/// A diagnostic prints in compiler format, `tokens.json:12:7: error: [contrast.wcag2] …`, so
/// SwiftPM and Xcode show it as a clickable issue. The message says how to fix the problem.
public struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
        /// Information that explains another diagnostic; never fails a run.
        case note
        /// A problem worth fixing; fails a run only with `--strict`.
        case warning
        /// A problem that fails the run (exit status 1) and stops `generate` from writing.
        case error

        private var rank: Int {
            switch self {
            case .note: 0
            case .warning: 1
            case .error: 2
            }
        }

        /// Orders two values (see the type's discussion for the order).
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// The severity.
    public var severity: Severity
    /// The rule id, e.g. `syntax`, `reference.unresolved`, `contrast.wcag2`.
    public var rule: String
    /// What is wrong and how to fix it.
    public var message: String
    /// Where the problem is, when it has a place in a file.
    public var location: SourceLocation?
    /// The dotted path of the token concerned, if any.
    public var token: String?
    /// The theme (permutation of modifier contexts) concerned, if any, e.g. `theme=dark`.
    public var theme: String?
    /// Structured data for machine consumers (ratios, required levels, suggestions…).
    public var data: [String: DiagnosticValue]

    /// Creates a diagnostic.
    public init(
        _ severity: Severity,
        rule: String,
        _ message: String,
        at location: SourceLocation? = nil,
        token: String? = nil,
        theme: String? = nil,
        data: [String: DiagnosticValue] = [:]
    ) {
        self.severity = severity
        self.rule = rule
        self.message = message
        self.location = location
        self.token = token
        self.theme = theme
        self.data = data
    }

    /// The diagnostic in compiler format: `file:line:col: severity: [rule] message`.
    public var compilerFormatted: String {
        var text = ""
        if let location { text += "\(location.description): " }
        text += "\(severity.rawValue): [\(rule)] \(message)"
        return text
    }
}

/// A JSON-like value attached to a diagnostic as structured data.
public enum DiagnosticValue: Hashable, Sendable {
    /// A string.
    case string(String)
    /// A number, unrounded.
    case number(Double)
    /// A Boolean.
    case bool(Bool)
    /// An array of values.
    case array([DiagnosticValue])
    /// An object; printed with its keys sorted.
    case object([String: DiagnosticValue])
}
