import Testing

@testable import PrismTokens

/// Loads and resolves in-memory token sources: shared by the Resolve and Conformance tests.
enum Resolution {
    /// Resolves one in-memory file.
    static func of(
        _ json: String, file: String = "tokens.json", inputs: [String: String] = [:], allPermutations: Bool = true
    ) throws -> TokenSetResolution {
        try TokenSetResolution.resolve(
            file: file, provider: InMemorySourceFileProvider([file: json]), inputs: inputs,
            allPermutations: allPermutations)
    }

    /// Resolves `root` among several in-memory files (path → text).
    static func of(files: [String: String], root: String, inputs: [String: String] = [:], allPermutations: Bool = true)
        throws -> TokenSetResolution
    {
        try TokenSetResolution.resolve(
            file: root, provider: InMemorySourceFileProvider(files), inputs: inputs, allPermutations: allPermutations)
    }

    /// The fatal diagnostic resolving `json` throws, or `nil` (after recording an issue) when it does not throw one.
    static func fatal(
        _ json: String, file: String = "tokens.json", sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        do {
            let resolution = try of(json, file: file)
            Issue.record(
                "expected a fatal diagnostic, got: \(resolution.diagnostics.all.map(\.compilerFormatted))",
                sourceLocation: sourceLocation)
        } catch let error as FatalDiagnostic {
            return error.diagnostic
        } catch {
            Issue.record("expected a FatalDiagnostic, got \(error)", sourceLocation: sourceLocation)
        }
        return nil
    }
}

/// A 1-based line and column counted in Unicode scalars: how ``PrismTokens/SourceLocation`` counts.
struct TextPosition: Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var description: String { "\(line):\(column)" }
}

extension String {
    /// Where the `occurrence`-th `marker` starts, searching only after the first `anchor` when given.
    func position(of marker: String, occurrence: Int = 1, after anchor: String? = nil) -> TextPosition? {
        var rest = self[...]
        if let anchor {
            guard let range = rest.firstRange(of: anchor) else { return nil }
            rest = rest[range.upperBound...]
        }
        var found: Range<String.Index>?
        for _ in 0..<occurrence {
            guard let range = rest.firstRange(of: marker) else { return nil }
            found = range
            rest = rest[range.upperBound...]
        }
        guard let start = found?.lowerBound else { return nil }
        var line = 1
        var column = 1
        for scalar in self[..<start].unicodeScalars {
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return TextPosition(line: line, column: column)
    }
}

extension TokenSetResolution {
    /// Every diagnostic, in the order found.
    var all: [Diagnostic] { diagnostics.all }
    /// The errors.
    var errors: [Diagnostic] { diagnostics.all.filter { $0.severity == .error } }
    /// The warnings.
    var warnings: [Diagnostic] { diagnostics.all.filter { $0.severity == .warning } }
    /// The diagnostics of one rule.
    func diagnostics(_ rule: String) -> [Diagnostic] { diagnostics.all.filter { $0.rule == rule } }
    /// Every diagnostic in compiler format, one per line, for failure messages.
    var listing: String { diagnostics.all.map(\.compilerFormatted).joined(separator: "\n") }

    /// The theme with this name.
    func theme(_ name: String) -> ResolvedTheme? { themes.first { $0.name == name } }

    /// A token of the only (or first) theme.
    func token(_ dotted: String) -> ResolvedToken? { themes.first?[TokenPath(dotted: dotted)] }
}

extension ResolvedTheme {
    /// The token at a dotted path.
    subscript(dotted: String) -> ResolvedToken? { self[TokenPath(dotted: dotted)] }
}

/// Expects exactly one diagnostic of `rule` that starts where `marker` starts in `text`, with `severity`.
/// - Returns: the diagnostic, for further checks.
@discardableResult
func expectDiagnostic(
    _ resolution: TokenSetResolution,
    _ rule: String,
    _ severity: Diagnostic.Severity = .error,
    at marker: String,
    occurrence: Int = 1,
    after anchor: String? = nil,
    in text: String,
    file: String = "tokens.json",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
    guard let position = text.position(of: marker, occurrence: occurrence, after: anchor) else {
        Issue.record("marker \(marker) not found in the test's text", sourceLocation: sourceLocation)
        return nil
    }
    let matching = resolution.diagnostics.all.filter {
        $0.rule == rule && $0.location?.file == file && $0.location?.line == position.line
            && $0.location?.column == position.column
    }
    #expect(
        matching.count == 1, "expected one [\(rule)] at \(file):\(position), got:\n\(resolution.listing)",
        sourceLocation: sourceLocation)
    if let d = matching.first {
        #expect(d.severity == severity, "\(d.compilerFormatted)", sourceLocation: sourceLocation)
    }
    return matching.first
}

/// A color value in DTCG 2025.10 object form.
func srgb(_ r: Double, _ g: Double, _ b: Double, alpha: Double? = nil) -> String {
    let alphaText = alpha.map { ", \"alpha\": \(JSONText.format($0))" } ?? ""
    return
        #"{"colorSpace": "srgb", "components": [\#(JSONText.format(r)), \#(JSONText.format(g)), \#(JSONText.format(b))]\#(alphaText)}"#
}

/// A dimension value in DTCG 2025.10 object form.
func px(_ value: Double) -> String { #"{"value": \#(JSONText.format(value)), "unit": "px"}"# }
