import PrismAccessibility

/// The CSS and SCSS analyzer of `prism-tokens lint`: token drift in stylesheets.
///
/// Reports literal colors (hex, `rgb()`, `hsl()`, `oklch()`, `color()`…), lengths in spacing,
/// radius, size and font-size properties, and times and timing functions in transitions and
/// animations that equal a token (`drift.color`, `drift.spacing`…), or that fall between the
/// steps of a token scale (`drift.off-scale`, naming the nearest token). Custom property and SCSS
/// variable definitions are never reported: they are where a design system's values belong.
/// Fixes write `var(--prism-…)` with the run's CSS prefix.
public struct CSSLintAnalyzer: LintAnalyzer {
    /// Creates the analyzer.
    public init() {}

    /// CSS and SCSS.
    public var languages: Set<LintLanguage> { [.css, .scss] }

    /// Finds the drift in one stylesheet.
    public func analyze(_ file: LintSourceFile, context: LintContext) -> LintAnalysis {
        let isSCSS = file.language == .scss
        let tokens = CSSLintLexer(lineComments: isSCSS).tokens(file.bytes)
        let lines = LintLineMap(file.bytes)
        var analysis = LintAnalysis(lineCount: lines.lineCount)
        for token in tokens where token.kind == .comment {
            analysis.comments.append(
                LintComment(
                    text: String(decoding: file.bytes[token.start..<token.end], as: UTF8.self),
                    start: lines.position(of: token.start), end: lines.position(of: token.end)))
        }
        guard let index = context.tokens, !index.isEmpty, !file.isTestFile else { return analysis }
        let reader = CSSValueLiterals(bytes: file.bytes, tokens: tokens, isSCSS: isSCSS)
        let reporter = CSSDriftReporter(
            file: file, lines: lines, index: index, nearColorDeltaE: context.nearColorDeltaE)
        for declaration in CSSLintDeclarationScanner.declarations(tokens, bytes: file.bytes)
        where !declaration.isDefinition {
            for literal in reader.literals(of: declaration) {
                if let finding = reporter.finding(for: literal, property: declaration.property) {
                    analysis.findings.append(finding)
                }
            }
        }
        return analysis
    }
}
