/// The Swift analyzer of `prism-tokens lint`: token drift and SwiftUI accessibility rules over
/// the tokens of ``SwiftLexer``.
public struct SwiftLintAnalyzer: LintAnalyzer {
    /// Creates the analyzer.
    public init() {}

    /// Swift only.
    public var languages: Set<LintLanguage> { [.swift] }

    /// Finds the problems of one Swift file.
    public func analyze(_ file: LintSourceFile, context: LintContext) -> LintAnalysis {
        LintAnalysis()
    }
}
