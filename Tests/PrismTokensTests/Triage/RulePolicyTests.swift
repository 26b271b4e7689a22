import Testing

@testable import PrismTokens

/// Which rules a run may change, and how a policy changes findings.
@Suite struct RulePolicyTests {
    func finding(_ rule: String, _ severity: Diagnostic.Severity) -> Diagnostic {
        Diagnostic(severity, rule: rule, "message", token: "color.x")
    }

    @Test func structuralErrorsAreFixedAndEverythingElseIsAdjustable() throws {
        let fixed = [
            "io", "syntax", "encoding", "format.root", "format.structure", "format.name", "format.type", "value.color",
            "value.dimension",
            "reference.unresolved", "reference.cycle", "resolver", "resolver.ref", "config", "template",
            "render.css-name", "render.swift-name",
        ]
        for id in fixed { #expect(RuleCatalog.rule(id)?.isAdjustable == false, "\(id)") }
        let adjustable = [
            "format.legacy", "format.unknown-property", "bundle", "render.swift-theme", "terminal.palette",
            "contrast.wcag2",
            "contrast.apca", "contrast.unverifiable", "cvd.distinguishable", "tap-target.min-size",
            "typography.min-size",
            "typography.text-style", "motion.reduced",
        ]
        for id in adjustable { #expect(RuleCatalog.rule(id)?.isAdjustable == true, "\(id)") }
    }

    @Test func offDropsAndASeverityReplacesErrorsAndWarningsButNotNotes() {
        let policy = RulePolicy(severities: [
            "format.legacy": Diagnostic.Severity?.none, "contrast.wcag2": .warning, "typography.text-style": .error,
        ])
        #expect(policy.apply(finding("format.legacy", .warning)) == nil)
        #expect(policy.apply(finding("contrast.wcag2", .error))?.severity == .warning)
        #expect(policy.apply(finding("typography.text-style", .warning))?.severity == .error)
        #expect(policy.apply(finding("typography.text-style", .note))?.severity == .note)
        #expect(policy.apply(finding("motion.reduced", .warning))?.severity == .warning)
    }

    @Test func fixedRulesKeepTheirSeverityWhateverTheSetting() {
        let policy = RulePolicy(severities: ["value.color": Diagnostic.Severity?.none, "syntax": .warning])
        #expect(policy.apply(finding("value.color", .error))?.severity == .error)
        #expect(policy.apply(finding("syntax", .error))?.severity == .error)
    }

    @Test func strictTurnsWarningsIntoErrorsAndLeavesNotes() {
        let policy = RulePolicy(strict: true)
        #expect(policy.apply(finding("format.legacy", .warning))?.severity == .error)
        #expect(policy.apply(finding("typography.text-style", .note))?.severity == .note)
        let downgradedThenStrict = RulePolicy(severities: ["contrast.wcag2": .warning], strict: true)
        #expect(downgradedThenStrict.apply(finding("contrast.wcag2", .error))?.severity == .error)
    }

    @Test func problemsSayWhatToDo() throws {
        let unknown = try #require(RulePolicy.problem(rule: "contrast.wcag", severity: nil))
        #expect(unknown.contains("unknown rule 'contrast.wcag'; did you mean 'contrast.wcag2'?"))
        #expect(unknown.contains("prism-tokens rules"))
        let fixed = try #require(RulePolicy.problem(rule: "value.color", severity: nil))
        #expect(fixed.contains("rule 'value.color' cannot be changed"))
        #expect(RulePolicy.problem(rule: "value.color", severity: .error) == nil)
        #expect(RulePolicy.problem(rule: "contrast.wcag2", severity: nil) == nil)
    }

    @Test func theSourceCanSetRulesAndStrictness() throws {
        let json = """
            { "color": { "$type": "color", "a": { "$value": "#ff0000" } },
              "$extensions": { "com.byescaleira.prism": { "strict": true, "rules": { "format.legacy": { "severity": "note" }, "value.color": { "severity": "off" } } } } }
            """
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        let validation = TokenValidation.validate(resolution)
        #expect(validation.configuration.strict)
        let config = validation.diagnostics.all.filter { $0.rule == "config" }
        #expect(config.count == 1)
        #expect(config.first?.message.contains("'value.color' cannot be changed") == true)
        let triage = DiagnosticTriage(
            validation.diagnostics, policy: RulePolicy(configuration: validation.configuration, strict: false))
        #expect(triage.shown.filter { $0.rule == "format.legacy" }.allSatisfy { $0.severity == .note })
        #expect(RulePolicy(configuration: validation.configuration, strict: false).strict)
    }
}
