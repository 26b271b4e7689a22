/// The Swift analyzer of `prism-tokens lint`: token drift and SwiftUI accessibility rules over
/// the tokens of ``SwiftLexer``.
///
/// Drift rules run when the context has tokens and the file is not a test file; accessibility
/// rules run on every file. Code in `#if DEBUG` branches, `#Preview` blocks and
/// `PreviewProvider` types is skipped, and nothing in strings or comments is ever read as code.
public struct SwiftLintAnalyzer: LintAnalyzer {
    /// Creates the analyzer.
    public init() {}

    /// Swift only.
    public var languages: Set<LintLanguage> { [.swift] }

    /// Finds the problems of one Swift file.
    public func analyze(_ file: LintSourceFile, context: LintContext) -> LintAnalysis {
        let source = SwiftSource(file)
        var findings: [LintFinding] = []
        if let tokens = context.tokens, !tokens.isEmpty, !file.isTestFile {
            var drift = SwiftDriftRules(source: source, tokens: tokens, nearColorDeltaE: context.nearColorDeltaE)
            drift.run()
            findings += drift.findings
        }
        let tapTarget = context.tokens?.tapTarget
        var accessibility = SwiftAccessibilityRules(
            source: source, tapTarget: (tapTarget?.points ?? 44, tapTarget?.entry.path))
        accessibility.run()
        findings += accessibility.findings
        let comments = source.comments.compactMap { range -> LintComment? in
            // Only comments with a directive are worth positions.
            guard source.bytes[range].firstRange(of: Array(LintSuppressions.marker.utf8)) != nil else { return nil }
            return LintComment(
                text: String(decoding: source.bytes[range], as: UTF8.self),
                start: source.lines.position(of: range.lowerBound), end: source.lines.position(of: range.upperBound))
        }
        return LintAnalysis(findings: findings, comments: comments, lineCount: source.lines.lineCount)
    }
}
