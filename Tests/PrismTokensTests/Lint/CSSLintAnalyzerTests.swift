import Foundation
import PrismAccessibility
import Testing

@testable import PrismTokens

/// Tokens with a light and a dark theme: an accent alias, spacing, radius, a typography font
/// size, a duration and an easing.
private let tokensJSON = """
    {
      "palette": {"$type": "color",
        "blue": {"$value": {"colorSpace": "srgb", "components": [0.1725, 0.4196, 0.9059], "hex": "#2c6be7"}},
        "gray": {"$value": {"colorSpace": "srgb", "components": [0.5333, 0.549, 0.5804], "hex": "#888c94"}}},
      "color": {"$type": "color", "accent": {"$value": "{palette.blue}"}},
      "spacing": {"$type": "dimension",
        "md": {"$value": {"value": 12, "unit": "px"}}, "lg": {"$value": {"value": 16, "unit": "px"}},
        "xl": {"$value": {"value": 24, "unit": "px"}}},
      "radius": {"$type": "dimension", "md": {"$value": {"value": 8, "unit": "px"}}},
      "typography": {"$type": "typography", "body": {"$value": {"fontFamily": "system-ui",
        "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.4,
        "letterSpacing": {"value": 0, "unit": "px"}}}},
      "duration": {"$type": "duration", "standard": {"$value": {"value": 200, "unit": "ms"}},
        "slow": {"$value": {"value": 400, "unit": "ms"}}},
      "easing": {"$type": "cubicBezier", "standard": {"$value": [0.42, 0, 0.58, 1]}}
    }
    """

private let index: LintTokenIndex = {
    let provider = InMemorySourceFileProvider(["tokens.json": tokensJSON])
    // The test's own token document: resolving it cannot fail unless the document above is broken.
    let resolution = try! TokenSetResolution.resolve(file: "tokens.json", provider: provider)
    return LintTokenIndex(resolution: resolution)
}()

/// Lints a stylesheet with the test tokens.
private func lint(_ source: String, language: LintLanguage = .css, path: String = "app/styles.css") -> LintAnalysis {
    CSSLintAnalyzer().analyze(
        LintSourceFile(path: path, language: language, bytes: Array(source.utf8)), context: LintContext(tokens: index))
}

/// `rule line:column-line:column literal` of each finding, sorted by position.
private func summary(_ analysis: LintAnalysis) -> [String] {
    analysis.findings.sorted { $0.range.start < $1.range.start }.map {
        "\($0.rule) \($0.range.start.line):\($0.range.start.column)-\($0.range.end.line):\($0.range.end.column) \(literal($0))"
    }
}

/// The `literal` data of a finding.
private func literal(_ finding: LintFinding) -> String {
    if case .string(let text)? = finding.data["literal"] { return text }
    return "?"
}

/// Applies the fixes of an analysis to the source.
private func applyFixes(_ analysis: LintAnalysis, to source: String) -> String {
    var bytes = Array(source.utf8)
    for edit in analysis.findings.compactMap(\.fix).sorted(by: { $0.offsets.lowerBound > $1.offsets.lowerBound }) {
        bytes.replaceSubrange(edit.offsets, with: Array(edit.replacement.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
}

@Suite("CSS lint analyzer")
struct CSSLintAnalyzerTests {
    @Test("A hex color equal to a token names the semantic token first, at the literal's exact place, and fixes to it")
    func exactHexColor() throws {
        let source = ".button {\n  color: #2C6BE7;\n}\n"
        let analysis = lint(source)
        let finding = try #require(analysis.findings.first)
        #expect(analysis.findings.count == 1)
        #expect(finding.rule == LintRules.driftColor)
        #expect(finding.suggestedToken == "color.accent")
        #expect(finding.message.contains("also `palette.blue`"))
        #expect(finding.range.start == LintPosition(line: 2, column: 10, offset: 19))
        #expect(finding.range.end == LintPosition(line: 2, column: 17, offset: 26))
        #expect(applyFixes(analysis, to: source) == ".button {\n  color: var(--prism-color-accent);\n}\n")
    }

    @Test("Color functions are read whole: rgb() with commas, hsl(), oklch() and color() in any property")
    func colorFunctions() {
        let source = """
            a { background: rgb(44, 107, 231); }
            b { border: 1px solid hsl(220 79.6% 53.9%); }
            c { box-shadow: 0 1px 2px color(srgb 0.1725 0.4196 0.9059); }
            d { outline-color: oklch(0.5636 0.1894 263.4); }
            """
        let rules = lint(source).findings.map(\.rule)
        #expect(rules == Array(repeating: LintRules.driftColor, count: 4))
    }

    @Test(
        "A color a little off a token is a near match without a fix; a color far from all is off-scale with the nearest"
    )
    func nearAndOffScaleColors() throws {
        let analysis = lint("a { color: #3570e7; }\nb { color: #00ff00; }\n")
        let near = try #require(analysis.findings.first { $0.range.start.line == 1 })
        #expect(near.rule == LintRules.driftColor)
        #expect(near.message.contains("within ΔE OK"))
        #expect(near.fix == nil)
        let far = try #require(analysis.findings.first { $0.range.start.line == 2 })
        #expect(far.rule == LintRules.driftOffScale)
        #expect(far.suggestedToken != nil)
        #expect(far.fix == nil)
    }

    @Test(
        "Spacing, radius, size and font size: px and rem equal to a token are drift with a fix; between steps they are off-scale"
    )
    func dimensions() {
        let source = """
            .card {
              padding: 16px 1rem;
              margin: 0 auto 15px;
              border-radius: 8px;
              font-size: 17px;
              font: 600 17px/24px system-ui;
              gap: 100px;
            }
            """
        #expect(
            summary(lint(source)) == [
                "drift.spacing 2:12-2:16 16px", "drift.spacing 2:17-2:21 1rem", "drift.off-scale 3:18-3:22 15px",
                "drift.radius 4:18-4:21 8px", "drift.font-size 5:14-5:18 17px", "drift.font-size 6:13-6:17 17px",
            ])
        let fixed = applyFixes(lint(source), to: source)
        #expect(fixed.contains("padding: var(--prism-spacing-lg) var(--prism-spacing-lg);"))
        #expect(fixed.contains("font-size: var(--prism-typography-body-font-size);"))
        #expect(fixed.contains("margin: 0 auto 15px;"))
    }

    @Test("Transition and animation times and easings equal to tokens, keywords included")
    func motion() {
        let source =
            ".fade { transition: opacity 200ms ease-in-out, transform 0.4s cubic-bezier(0.42, 0, 0.58, 1) 300ms; }"
        #expect(
            summary(lint(source)) == [
                "drift.duration 1:29-1:34 200ms", "drift.easing 1:35-1:46 ease-in-out", "drift.duration 1:58-1:62 0.4s",
                "drift.easing 1:63-1:93 cubic-bezier(0.42, 0, 0.58, 1)", "drift.off-scale 1:94-1:99 300ms",
            ])
    }

    @Test(
        "Traps: nothing in comments, strings, url(), var() fallbacks, definitions, selectors or at-rule preludes is reported"
    )
    func traps() {
        let css = """
            /* color: #2c6be7; padding: 16px; */
            :root { --brand: #2c6be7; --gap: 16px; }
            #abc, a[href="#2c6be7"] { content: "#2c6be7 16px"; }
            .logo { background: url(#2c6be7) no-repeat, url("img/#2c6be7.png"); }
            .x { color: var(--prism-color-accent, #2c6be7); padding: var(--gap, 16px); }
            @media (min-width: 16px) and (max-width: 24px) { .y { display: none; } }
            .z:hover { width: 100%; }
            """
        #expect(lint(css).findings.isEmpty)
        let scss = """
            // color: #2c6be7; padding: 16px;
            $brand: #2c6be7;
            $map: (primary: #2c6be7, gap: 16px);
            @include pad(16px);
            .a-#{$name} { &:hover { color: $brand; } }
            @each $k, $v in (a: #2c6be7) { .#{$k} { color: $v; } }
            """
        #expect(lint(scss, language: .scss, path: "app/theme.scss").findings.isEmpty)
    }

    @Test("In SCSS a literal inside a Sass function is reported without a fix; `//` is a comment only in SCSS")
    func scssFunctions() throws {
        let analysis = lint(
            ".a { color: darken(#2c6be7, 5%); padding: calc(16px + 2px); }", language: .scss, path: "a.scss")
        #expect(summary(analysis).count == 2)
        let color = try #require(analysis.findings.first { $0.rule == LintRules.driftColor })
        #expect(color.fix == nil)
        let spacing = try #require(analysis.findings.first { $0.rule == LintRules.driftSpacing })
        #expect(spacing.fix != nil)
        #expect(lint(".b { margin: 16px; } // 24px", language: .scss, path: "b.scss").comments.count == 1)
        #expect(lint(".b { margin: 16px; }", language: .css).comments.isEmpty)
    }

    @Test("Columns count Unicode scalars and line breaks of every kind")
    func positions() throws {
        let analysis = lint("/* é → */\r\n.a { /* ü */ padding: 16px; }\r.b { margin: 12px }")
        let first = try #require(analysis.findings.first)
        #expect(first.range.start.line == 2)
        #expect(first.range.start.column == 23)
        let second = try #require(analysis.findings.last)
        #expect(second.range.start == LintPosition(line: 3, column: 14, offset: 58))
        #expect(analysis.lineCount == 3)
    }

    @Test("Comments are handed back for suppressions, with their positions")
    func comments() throws {
        let analysis = lint("a {\n  /* prism-lint:disable-next-line drift.spacing */\n  padding: 16px;\n}")
        let comment = try #require(analysis.comments.first)
        #expect(comment.text == "/* prism-lint:disable-next-line drift.spacing */")
        #expect(comment.start.line == 2)
        #expect(comment.end.line == 2)
    }

    @Test("Test files and runs without tokens report no drift")
    func noDrift() {
        #expect(lint("a { padding: 16px; }", path: "web/__tests__/a.test.css").findings.isEmpty)
        let analysis = CSSLintAnalyzer().analyze(
            LintSourceFile(path: "a.css", language: .css, bytes: Array("a { padding: 16px; }".utf8)),
            context: LintContext(tokens: nil))
        #expect(analysis.findings.isEmpty)
        #expect(analysis.lineCount == 1)
    }

    @Test("Unterminated comments, strings, url(), interpolations and arbitrary bytes never trap")
    func robustness() {
        let inputs = [
            "a { color: #2c6be7", "/* open", "a { content: \"open", "a { background: url(open", ".#{open",
            "a { color: rgb(1, 2", "a { transition: cubic-bezier(", "}}}{{{;;::",
            "a { padding: -16px +16px .5px 1e3px }",
            "\\", "$", "#", "-", "--", "@",
        ]
        for input in inputs {
            _ = lint(input)
            _ = lint(input, language: .scss, path: "x.scss")
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = CSSLintAnalyzer().analyze(
                LintSourceFile(path: "r.scss", language: .scss, bytes: bytes), context: LintContext(tokens: index))
        }
    }
}
