import Testing

@testable import PrismTokens

/// Advice that needs Prism metadata is reported once per file, and text styles are inferred from font sizes.
@Suite struct AdviceSummaryTests {
    @Test func inferenceFollowsAppleDefaultLargeSizes() {
        let expected: [(Double, Double, String)] = [
            (34, 400, "largeTitle"), (60, 700, "largeTitle"), (31, 400, "largeTitle"), (30.9, 400, "title"),
            (28, 400, "title"),
            (25, 400, "title"), (22, 400, "title2"), (21, 400, "title2"), (20, 400, "title3"), (18.5, 400, "title3"),
            (17, 400, "body"), (17, 600, "headline"), (18, 700, "headline"), (16, 400, "callout"), (16, 600, "callout"),
            (15, 400, "subheadline"), (14, 400, "subheadline"), (13, 400, "footnote"), (12.5, 400, "footnote"),
            (12, 400, "caption"), (11, 400, "caption2"), (8, 400, "caption2"),
        ]
        for (size, weight, style) in expected {
            #expect(TextStyleInference.style(points: size, weight: weight) == style, "\(size)pt weight \(weight)")
        }
        let rem = Typography(
            fontFamily: ["Inter"], fontSize: Dimension(1, .rem), fontWeight: 400, letterSpacing: Dimension(0, .px),
            lineHeight: 1.5)
        #expect(TextStyleInference.style(for: rem) == "callout")
        var pixels = rem
        pixels.fontSize = Dimension(17, .px)
        #expect(TextStyleInference.style(for: pixels) == "body")
        pixels.fontSize = Dimension(0, .px)
        #expect(TextStyleInference.style(for: pixels) == nil, "no size, no style")
    }

    func advice(_ token: String, file: String, kind: AdviceSummary.Kind = .reducedMotionMissing, theme: String? = nil)
        -> Diagnostic
    {
        Diagnostic(
            .warning, rule: "motion.reduced", "'\(token)' has no reduced-motion behaviour",
            at: PrismTokens.SourceLocation(file: file, line: 1, column: 1, offset: 0),
            token: token, theme: theme, data: ["advice": .string(kind.rawValue)])
    }

    @Test func oneDiagnosticPerFileWithACountAndThreeExamples() throws {
        let other = Diagnostic(.error, rule: "contrast.wcag2", "x", token: "color.a")
        let input =
            [advice("m.a", file: "a.json"), other] + (1...5).map { advice("m.\($0)", file: "b.json") } + [
                advice("m.b", file: "a.json"), advice("m.b", file: "a.json", theme: "t=dark"),
            ]
        let output = AdviceSummary.collapse(input)
        #expect(output.count == 3)
        let a = output[0]
        #expect(a.token == nil && a.data["count"] == .number(2))
        #expect(a.message.hasPrefix("2 motion tokens in a.json have no reduced-motion behaviour ('m.a', 'm.b');"))
        #expect(output[1] == other)
        #expect(output[2].message.contains("5 motion tokens in b.json"))
        #expect(output[2].message.contains("('m.1', 'm.2', 'm.3', and 2 more)"))
        #expect(output[2].data["tokens"] == .array((1...5).map { .string("m.\($0)") }))
    }

    @Test func aSingleTokenKeepsItsOwnDiagnostic() {
        let single = advice("m.a", file: "a.json")
        #expect(AdviceSummary.collapse([single]) == [single])
        let notAdvice = Diagnostic(.warning, rule: "motion.reduced", "lasts 9s", token: "m.a")
        #expect(AdviceSummary.collapse([notAdvice, notAdvice]) == [notAdvice, notAdvice])
    }

    func triage(corpus path: String) throws -> DiagnosticTriage {
        let url = try Corpus.requireFolder().appendingPathComponent(path)
        let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
        let resolution = try TokenSetResolution.resolve(file: url.lastPathComponent, provider: provider)
        let validation = TokenValidation.validate(resolution)
        return DiagnosticTriage(
            validation.diagnostics, policy: RulePolicy(configuration: validation.configuration, strict: false))
    }

    @Test func carbonGetsItsTextStylesInferredWithOneNotePerFile() throws {
        // 118 per-token warnings before; now no warning, and one note per typography file.
        let shown = try triage(corpus: "terrazzo-dtcg-examples/ibm-carbon.resolver.json").shown.filter {
            $0.rule == "typography.text-style"
        }
        #expect(shown.allSatisfy { $0.severity == .note })
        let files = shown.compactMap { $0.location?.file }
        #expect(Set(files).count == files.count, "one summary per file: \(files)")
        let counted = shown.map { d -> Int in if case .number(let n)? = d.data["count"] { Int(n) } else { 1 } }.reduce(
            0, +)
        #expect(counted == 118)
    }

    @Test func terrazzoTransitionsGetOneReducedMotionWarning() throws {
        let shown = try triage(corpus: "terrazzo-fixtures/plugin-css/type-transition/transition.resolver.json").shown
            .filter { $0.rule == "motion.reduced" }
        #expect(shown.count == 1)
        #expect(shown.first?.data["count"] == .number(35))
        #expect(
            shown.first?.message.hasPrefix(
                "35 motion tokens in transition.resolver.json have no reduced-motion behaviour") == true)
    }

    @Test func ownTokensKeepTheirOneKnownWarning() throws {
        let provider = DiskSourceFileProvider(baseDirectory: TestPaths.repository.path)
        let resolution = try TokenSetResolution.resolve(file: "tokens.json", provider: provider)
        let validation = TokenValidation.validate(resolution)
        let triage = DiagnosticTriage(
            validation.diagnostics, policy: RulePolicy(configuration: validation.configuration, strict: false))
        #expect(triage.count(of: .error) == 0)
        #expect(triage.shown.filter { $0.severity == .warning }.map(\.rule) == ["cvd.distinguishable"])
    }
}
