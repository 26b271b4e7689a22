/// Collects the recoverable diagnostics of a pipeline run, in the order they were found.
///
/// Stages take a bag `inout` and append to it; only fatal problems throw (as ``FatalDiagnostic``).
public struct DiagnosticBag: Sendable {
    /// Every diagnostic collected so far, in order.
    public private(set) var all: [Diagnostic] = []

    /// Creates an empty bag.
    public init() {}

    /// Appends a diagnostic.
    public mutating func append(_ diagnostic: Diagnostic) { all.append(diagnostic) }

    /// Appends every diagnostic of a sequence.
    public mutating func append<S: Sequence>(contentsOf diagnostics: S) where S.Element == Diagnostic {
        all.append(contentsOf: diagnostics)
    }

    /// Whether any error has been collected.
    public var hasErrors: Bool { all.contains { $0.severity == .error } }

    /// The number of diagnostics of a severity.
    public func count(of severity: Diagnostic.Severity) -> Int {
        all.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// The diagnostics sorted by file, position, then rule and message: the order they are printed in.
    public var sorted: [Diagnostic] {
        all.enumerated().sorted { a, b in
            let (l, r) = (a.element, b.element)
            switch (l.location, r.location) {
            case (let x?, let y?) where x != y: return x < y
            case (nil, _?): return false
            case (_?, nil): return true
            default: break
            }
            if l.theme != r.theme { return (l.theme ?? "") < (r.theme ?? "") }
            return a.offset < b.offset
        }.map(\.element)
    }
}

/// A problem that stops the pipeline (an unreadable file, a syntax error): thrown, not collected.
public struct FatalDiagnostic: Error, Sendable {
    /// The diagnostic describing the problem.
    public var diagnostic: Diagnostic

    /// Wraps a diagnostic as an error.
    public init(_ diagnostic: Diagnostic) { self.diagnostic = diagnostic }
}
