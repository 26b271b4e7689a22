import Testing

@testable import PrismTokens

/// Configuration mistakes never pass silently: unknown Prism keys warn with "did you mean", a
/// declared pair naming a missing token is an error, and per-token rule overrides need a reason.
@Suite struct PrismConfigurationMistakesTests {
    func validate(_ json: String) throws -> TokenValidation.Result {
        TokenValidation.validate(try Resolution.of(json))
    }

    func diagnostics(_ result: TokenValidation.Result, rule: String) -> [Diagnostic] {
        result.diagnostics.sorted.filter { $0.rule == rule }
    }

    /// What a run reports: the result's diagnostics through the policy its configuration makes.
    func reported(_ result: TokenValidation.Result, strict: Bool = false) -> [Diagnostic] {
        DiagnosticTriage(result.diagnostics, policy: RulePolicy(configuration: result.configuration, strict: strict))
            .findings
    }

    static let prism = #""com.byescaleira.prism""#

    @Test func misspelledTokenKeysWarnAtTheKeyWithTheNearestKey() throws {
        let json = """
            {
              "size": {"$type": "dimension", "tap": {"$value": {"value": 44, "unit": "px"}, "$extensions": {\(Self.prism): {"tapTraget": true}}}},
              "type": {"body": {"$type": "typography", "$value": {"fontFamily": "x", "fontSize": {"value": 17, "unit": "px"}, "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.2},
                "$extensions": {\(Self.prism): {"textstyle": "body"}}}}
            }
            """
        let unknown = diagnostics(try validate(json), rule: "config.unknown-key")
        #expect(unknown.count == 2)
        let tap = try #require(unknown.first { $0.message.contains("tapTraget") })
        #expect(tap.severity == .warning)
        #expect(tap.message.contains("did you mean 'tapTarget'?"))
        #expect(tap.token == "size.tap")
        #expect(tap.location.map { "\($0.line):\($0.column)" } == json.position(of: #""tapTraget""#)?.description)
        let style = try #require(unknown.first { $0.message.contains("textstyle") })
        #expect(style.message.contains("did you mean 'textStyle'?"))
    }

    @Test func misspelledDocumentKeysAndNestedKeysWarn() throws {
        let json = """
            {
              "$extensions": {\(Self.prism): {
                "contrst": {"pairs": []},
                "contrast": {"pairs": [{"foreground": "c.on", "background": "c.bg", "levl": "aaa"}]},
                "rules": {"typography.min-size": {"severity": "warning", "minimun": 12}},
                "textStyle": "body"
              }},
              "c": {"$type": "color", "on": {"$value": "#000000"}, "bg": {"$value": "#ffffff"}}
            }
            """
        let messages = diagnostics(try validate(json), rule: "config.unknown-key").map(\.message)
        #expect(messages.count == 4, "\(messages)")
        #expect(messages.contains { $0.contains("'contrst'") && $0.contains("did you mean 'contrast'?") })
        #expect(messages.contains { $0.contains("'levl'") && $0.contains("did you mean 'level'?") })
        #expect(messages.contains { $0.contains("'minimun'") && $0.contains("did you mean 'minimum'?") })
        #expect(messages.contains { $0.contains("'textStyle'") && $0.contains("token setting") })
    }

    /// Every document-wide setting the library or the plugins read is known, `lint` included.
    @Test func everyDocumentSettingIsAKnownKey() throws {
        let json = """
            {
              "$extensions": {\(Self.prism): {"lint": true, "namespace": "Acme", "strict": false}},
              "c": {"$type": "color", "on": {"$value": "#000000"}, "bg": {"$value": "#ffffff"}}
            }
            """
        let result = try validate(json)
        #expect(diagnostics(result, rule: "config.unknown-key").isEmpty)
        #expect(result.configuration.lint)
    }

    @Test func prismSettingsOnAGroupWarnThatNothingReadsThem() throws {
        let json = """
            {"c": {"$type": "color", "$extensions": {\(Self.prism): {"tapTarget": true}}, "x": {"$value": "#000000"}}}
            """
        let warning = try #require(diagnostics(try validate(json), rule: "config.unknown-key").first)
        #expect(warning.message.contains("on a group are not read"))
    }

    @Test func theProjectsOwnTokensUseOnlyKnownKeys() throws {
        let text = try String(contentsOf: TestPaths.repository.appendingPathComponent("tokens.json"), encoding: .utf8)
        #expect(diagnostics(try validate(text), rule: "config.unknown-key").isEmpty)
    }

    @Test func aDeclaredPairNamingAMissingTokenIsAnErrorWithASuggestion() throws {
        let json = """
            {
              "$extensions": {\(Self.prism): {"contrast": {"pairs": [{"foreground": "color.text", "background": "color.bg.brnd"}]}}},
              "color": {"$type": "color", "text": {"$value": "#777777"}, "bg": {"brand": {"$value": "#888888"}}}
            }
            """
        let result = try validate(json)
        let error = try #require(diagnostics(result, rule: "config").first)
        #expect(error.severity == .error)
        #expect(error.message.contains("'color.bg.brnd'"))
        #expect(error.message.contains("did you mean 'color.bg.brand'?"))
        #expect(error.location?.line == 2)
        #expect(diagnostics(result, rule: "contrast.unverifiable").isEmpty)
    }

    @Test func aPairTokenMissingOnlyInSomeThemesStaysAnUnverifiableWarning() throws {
        let json = """
            {
              "version": "2025.10",
              "sets": {"base": {"sources": [{"color": {"$type": "color", "bg": {"$value": "#ffffff"}}}],
                "$extensions": {\(Self.prism): {"contrast": {"pairs": [{"foreground": "color.text", "background": "color.bg"}]}}}}},
              "modifiers": {"theme": {"default": "light", "contexts": {
                "light": [{"color": {"$type": "color", "text": {"$value": "#000000"}}}],
                "dark": [{}]
              }}},
              "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]
            }
            """
        let result = try validate(json)
        #expect(diagnostics(result, rule: "config").isEmpty)
        let warning = try #require(diagnostics(result, rule: "contrast.unverifiable").first)
        #expect(warning.theme == "dark")
        #expect(warning.severity == .warning)
    }

    @Test func aDistinguishableGroupNamingAMissingTokenIsAnError() throws {
        let json = """
            {
              "$extensions": {\(Self.prism): {"cvd": {"groups": [{"name": "status", "tokens": ["color.error", "color.sucess"]}]}}},
              "color": {"$type": "color", "error": {"$value": "#cc0000"}, "success": {"$value": "#00aa00"}}
            }
            """
        let error = try #require(diagnostics(try validate(json), rule: "config").first)
        #expect(error.message.contains("did you mean 'color.success'?"))
    }

    func failingPair(override: String, on token: String = "onBrand") -> String {
        let onBrand = token == "onBrand" ? #", "$extensions": {\#(Self.prism): {"rules": \#(override)}}"# : ""
        let brand = token == "brand" ? #", "$extensions": {\#(Self.prism): {"rules": \#(override)}}"# : ""
        return """
            {"color": {"$type": "color",
              "onBrand": {"$value": "#999999"\(onBrand)},
              "brand": {"$value": "#aaaaaa"\(brand)}}}
            """
    }

    @Test func aTokenOverrideWithAReasonSilencesItsFindingAndLeavesANote() throws {
        let result = try validate(
            failingPair(override: #"{"contrast.wcag2": {"severity": "off", "reason": "decorative only"}}"#))
        #expect(diagnostics(result, rule: "contrast.wcag2").count == 1)
        let shown = reported(result)
        #expect(!shown.contains { $0.rule == "contrast.wcag2" })
        let note = try #require(shown.first { $0.rule == "config.override" })
        #expect(note.severity == .note)
        #expect(note.message.contains("decorative only"))
        #expect(result.configuration.tokenRules.map(\.token) == ["color.onBrand"])
    }

    @Test func anOverrideOnTheBackgroundAppliesToItsPairs() throws {
        let result = try validate(
            failingPair(
                override: #"{"contrast.wcag2": {"severity": "warning", "reason": "legacy brand"}}"#, on: "brand"))
        let finding = try #require(reported(result).first { $0.rule == "contrast.wcag2" })
        #expect(finding.severity == .warning)
        #expect(reported(result, strict: true).first { $0.rule == "contrast.wcag2" }?.severity == .error)
    }

    @Test func anOverrideWithoutAReasonIsAnErrorAndNotApplied() throws {
        let result = try validate(failingPair(override: #"{"contrast.wcag2": {"severity": "off"}}"#))
        let error = try #require(diagnostics(result, rule: "config").first)
        #expect(error.message.contains("needs a \"reason\""))
        #expect(result.configuration.tokenRules.isEmpty)
        #expect(reported(result).contains { $0.rule == "contrast.wcag2" && $0.severity == .error })
    }

    @Test func overridesOfUnknownOrFixedRulesAreErrors() throws {
        let unknown = try validate(failingPair(override: #"{"contrast.wcga2": {"severity": "off", "reason": "x"}}"#))
        #expect(diagnostics(unknown, rule: "config").first?.message.contains("did you mean 'contrast.wcag2'?") == true)
        let fixed = try validate(failingPair(override: #"{"syntax": {"severity": "off", "reason": "x"}}"#))
        #expect(diagnostics(fixed, rule: "config").first?.message.contains("cannot be changed") == true)
        let typo = try validate(
            failingPair(override: #"{"contrast.wcag2": {"severity": "off", "reasn": "x", "reason": "y"}}"#))
        #expect(diagnostics(typo, rule: "config.unknown-key").first?.message.contains("did you mean 'reason'?") == true)
    }

    @Test func aTokenOverrideWinsOverTheDocumentsSeverity() throws {
        let json = """
            {"$extensions": {\(Self.prism): {"rules": {"contrast.wcag2": {"severity": "error"}}}},
             "color": {"$type": "color",
              "onBrand": {"$value": "#999999", "$extensions": {\(Self.prism): {"rules": {"contrast.wcag2": {"severity": "note", "reason": "placeholder"}}}}},
              "brand": {"$value": "#aaaaaa"}}}
            """
        let finding = try #require(reported(try validate(json)).first { $0.rule == "contrast.wcag2" })
        #expect(finding.severity == .note)
    }
}
