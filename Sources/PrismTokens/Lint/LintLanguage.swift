/// A source language `prism-tokens lint` reads, chosen by file extension.
public enum LintLanguage: String, Sendable, Hashable, CaseIterable {
    /// Swift (`.swift`): SwiftUI, UIKit and AppKit code.
    case swift
    /// CSS (`.css`).
    case css
    /// SCSS (`.scss`).
    case scss

    /// The language of a file name, or `nil` when lint does not read it.
    public init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: "."), dot != fileName.startIndex else { return nil }
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "swift": self = .swift
        case "css": self = .css
        case "scss": self = .scss
        default: return nil
        }
    }
}

/// One file to lint: its path as printed in findings, its language and its bytes.
public struct LintSourceFile: Sendable {
    /// The path printed in findings (relative to the working directory when below it).
    public var path: String
    /// The language, from the extension.
    public var language: LintLanguage
    /// The file's UTF-8 bytes.
    public var bytes: [UInt8]

    /// Creates a source file.
    public init(path: String, language: LintLanguage, bytes: [UInt8]) {
        self.path = path
        self.language = language
        self.bytes = bytes
    }

    /// Whether the path looks like test code: below a `Tests`/`tests`/`__tests__` folder or a
    /// folder named `…Tests` (when that folder comes after the last `Sources` folder, so a package
    /// kept under another package's `Tests/Fixtures` is still app code), or named `*Tests.swift`,
    /// `*Test.swift`, `*.test.*`, `*.spec.*`. Drift there is expected (tests compare against
    /// literal values), so drift rules skip it.
    public var isTestFile: Bool {
        let parts = path.split(separator: "/")
        let folders = parts.dropLast()
        let lastSources = folders.lastIndex { $0 == "Sources" || $0 == "src" } ?? -1
        if folders.indices.contains(where: { index in
            let part = folders[index]
            return index > lastSources
                && (part == "Tests" || part == "tests" || part == "__tests__" || part.hasSuffix("Tests"))
        }) {
            return true
        }
        let name = parts.last.map(String.init) ?? path
        return name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift") || name.contains(".test.")
            || name.contains(".spec.")
    }
}

/// A comment found by an analyzer, handed back so the engine can read suppression directives.
public struct LintComment: Sendable, Hashable {
    /// The comment's text including its delimiters (`// …`, `/* … */`).
    public var text: String
    /// Where the comment starts.
    public var start: LintPosition
    /// Just past the comment's end (its last line is `end.line`).
    public var end: LintPosition

    /// Creates a comment.
    public init(text: String, start: LintPosition, end: LintPosition) {
        self.text = text
        self.start = start
        self.end = end
    }
}

/// What an analyzer found in one file.
public struct LintAnalysis: Sendable {
    /// The findings, before suppressions; in any order (the engine sorts them).
    public var findings: [LintFinding]
    /// Every comment of the file that may hold a `prism-lint:` directive (all comments is fine).
    public var comments: [LintComment]
    /// The number of lines read (for throughput figures).
    public var lineCount: Int

    /// Creates an analysis.
    public init(findings: [LintFinding] = [], comments: [LintComment] = [], lineCount: Int = 0) {
        self.findings = findings
        self.comments = comments
        self.lineCount = lineCount
    }
}

/// What analyzers know besides the file: the tokens and the run's choices.
public struct LintContext: Sendable {
    /// The tokens drift rules compare literals with; `nil` when no token source was given, in
    /// which case only accessibility rules run.
    public var tokens: LintTokenIndex?
    /// The ΔE OK below which a literal color counts as a near-match of a token (default 0.02,
    /// a barely visible difference); exact matches are below ``LintTokenIndex/exactColorDeltaE``.
    public var nearColorDeltaE: Double

    /// Creates a context.
    public init(tokens: LintTokenIndex?, nearColorDeltaE: Double = 0.02) {
        self.tokens = tokens
        self.nearColorDeltaE = nearColorDeltaE
    }
}

/// A per-language analyzer: the plug-in point of `prism-tokens lint`.
///
/// The contract every analyzer keeps (Swift in `Lint/Swift`, CSS and SCSS in `Lint/CSS`):
/// - `analyze` is a pure function of the file and the context: no disk or process I/O, no global
///   state; it is called concurrently for different files.
/// - It never traps, whatever the bytes (invalid UTF-8, unterminated strings or comments, binary
///   data): an unreadable construct is skipped, never reported as a crash.
/// - Nothing inside a string literal or a comment is ever reported (except the suppression
///   directives, which the engine reads from ``LintAnalysis/comments``).
/// - Positions are exact: `line`/`column` of ``LintPosition`` count lines from 1 and Unicode
///   scalars from 1; `offset` is the UTF-8 byte offset. A fix's ``LintEdit/offsets`` cover exactly
///   the literal text to replace.
/// - Findings use the rule ids of ``LintRules`` (add new ones there, in the language's block, so
///   `prism-tokens rules`, `--rule` and SARIF know them) and their default severities; a finding
///   carries a ``LintFinding/fix`` only when exactly one token matches exactly.
/// - Drift rules (`drift.*`) need ``LintContext/tokens`` and skip test files
///   (``LintSourceFile/isTestFile``); generated files never reach an analyzer (the walker skips
///   `Generated/`, `.build` and the output folder).
/// - Suppression comments, `--rule`, `--strict` and baselines are applied by ``Linter``; an
///   analyzer reports every finding it sees.
public protocol LintAnalyzer: Sendable {
    /// The languages this analyzer reads.
    var languages: Set<LintLanguage> { get }
    /// Finds the problems of one file.
    /// - Parameters:
    ///   - file: the file (its language is one of ``languages``).
    ///   - context: the tokens and thresholds of the run.
    /// - Returns: the findings and comments of the file.
    func analyze(_ file: LintSourceFile, context: LintContext) -> LintAnalysis
}
