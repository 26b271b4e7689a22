import PrismAccessibility
import Testing

@testable import PrismTokens

/// Planted failures, one per rule: each file must give exactly the expected diagnostics and no others.
@Suite struct AccessibilityRulesTests {
    /// Resolves and validates a single in-memory file.
    func validate(_ json: String, file: String = "tokens.json") throws -> TokenValidation.Result {
        let resolution = try TokenSetResolution.resolve(file: file, provider: InMemorySourceFileProvider([file: json]))
        return TokenValidation.validate(resolution)
    }

    func color(_ hex: String, alpha: Double? = nil) -> String {
        let rgb = SRGBColor(hex: hex)!
        let alphaText = alpha.map { ", \"alpha\": \($0)" } ?? ""
        return #"{ "colorSpace": "srgb", "components": [\#(rgb.red), \#(rgb.green), \#(rgb.blue)]\#(alphaText) }"#
    }

    func themed(light: String, dark: String, extensions: String = "") -> String {
        """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "color": { "$type": "color", "surface": { "$value": \(color("#ffffff")) } } }] } },
          "modifiers": { "theme": { "default": "light", "contexts": {
            "light": [{ "color": { "$type": "color", "onSurface": { "$value": \(light) } } }],
            "dark": [{ "color": { "$type": "color", "onSurface": { "$value": \(dark) } } }]
          }\(extensions) } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }]
        }
        """
    }

    func onlyDiagnostic(_ result: TokenValidation.Result, rule: String) throws -> Diagnostic {
        let all = result.diagnostics.all
        #expect(all.count == 1, "expected one diagnostic, got: \(all.map(\.compilerFormatted))")
        let d = try #require(all.first)
        #expect(d.rule == rule)
        return d
    }

    func expectPassingSuggestion(_ d: Diagnostic, required: Double) throws {
        guard case .string(let hex)? = d.data["suggestion"], let suggestion = SRGBColor(hex: hex),
            case .string(let bgHex)? = d.data["background"], let background = SRGBColor(hex: bgHex)
        else {
            Issue.record("no suggestion in \(d.data)")
            return
        }
        #expect(WCAGContrast.ratio(suggestion, background) >= required)
    }

    @Test func pairFailingOnlyInDarkIsReportedForDarkAtTheDarkValue() throws {
        let result = try validate(themed(light: color("#111111"), dark: color("#eeeeee")))
        let d = try onlyDiagnostic(result, rule: "contrast.wcag2")
        #expect(d.severity == .error)
        #expect(d.theme == "dark")
        #expect(d.location?.line == 6)
        #expect(d.token == "color.onSurface")
        guard case .number(let ratio)? = d.data["ratio"], case .number(let required)? = d.data["required"] else {
            Issue.record("missing ratio/required")
            return
        }
        #expect(abs(ratio - WCAGContrast.ratio(SRGBColor(hex: "#eeeeee")!, .white)) < 1e-12)
        #expect(required == 4.5)
        #expect(d.message.contains("'color.onSurface'") && d.message.contains("'color.surface'"))
        try expectPassingSuggestion(d, required: 4.5)
        #expect(result.pairsChecked == 2)
    }

    @Test func translucentForegroundIsCompositedBeforeMeasuring() throws {
        // Opaque black on white is 21:1; black at 30% over white composites to about #b3b3b3 (2.1:1).
        let result = try validate(themed(light: color("#000000", alpha: 0.3), dark: color("#000000")))
        let d = try onlyDiagnostic(result, rule: "contrast.wcag2")
        #expect(d.theme == "light")
        guard case .string(let composited)? = d.data["composited"], case .number(let ratio)? = d.data["ratio"] else {
            Issue.record("missing data")
            return
        }
        #expect(composited == "#b3b3b3")
        #expect(ratio < 3)
        try expectPassingSuggestion(d, required: 4.5)
    }

    @Test func aaBoundaryIsNeverRounded() throws {
        // #777777 is 4.478:1 on white and fails AA; #767676 is 4.542:1 and passes.
        let result = try validate(themed(light: color("#777777"), dark: color("#767676")))
        let d = try onlyDiagnostic(result, rule: "contrast.wcag2")
        #expect(d.theme == "light")
        guard case .number(let ratio)? = d.data["ratio"] else {
            Issue.record("no ratio")
            return
        }
        #expect(ratio > 4.47 && ratio < 4.5)
        #expect(d.message.contains("4.47:1"))
        guard case .string(let suggestion)? = d.data["suggestion"] else {
            Issue.record("no suggestion")
            return
        }
        #expect(suggestion == "#767676")
    }

    @Test func highContrastContextRequiresAAA() throws {
        // #595959 on white is 7.0:1; #666666 is 5.7:1: AA everywhere, but below AAA.
        let aaa = """
            , "$extensions": { "com.byescaleira.prism": { "contexts": { "dark": { "minimumContrast": "aaa" } } } }
            """
        let result = try validate(themed(light: color("#666666"), dark: color("#666666"), extensions: aaa))
        let d = try onlyDiagnostic(result, rule: "contrast.wcag2")
        #expect(d.theme == "dark")
        guard case .number(let required)? = d.data["required"] else {
            Issue.record("no required")
            return
        }
        #expect(required == 7)
        #expect(d.message.contains("this theme requires aaa"))
        try expectPassingSuggestion(d, required: 7)
    }

    @Test func smallTapTargetIsAnError() throws {
        let result = try validate(
            """
            { "size": { "$type": "dimension",
                "button": { "$value": { "value": 40, "unit": "px" }, "$extensions": { "com.byescaleira.prism": { "tapTarget": true } } },
                "icon": { "$value": { "value": 20, "unit": "px" } } } }
            """)
        let d = try onlyDiagnostic(result, rule: "tap-target.min-size")
        #expect(d.severity == .error)
        #expect(d.location?.line == 2)
        #expect(d.message.contains("44"))
    }

    func typography(size: Double, textStyle: String?) -> String {
        let ext = textStyle.map { #", "$extensions": { "com.byescaleira.prism": { "textStyle": "\#($0)" } }"# } ?? ""
        return """
            { "typography": { "$type": "typography", "small": {
                "$value": { "fontFamily": "Inter", "fontSize": { "value": \(size), "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 }\(ext) } } }
            """
    }

    @Test func ninePointFontIsAWarning() throws {
        let d = try onlyDiagnostic(
            try validate(typography(size: 9, textStyle: "caption2")), rule: "typography.min-size")
        #expect(d.severity == .warning)
        #expect(d.location?.line == 2)
    }

    @Test func typographyWithoutTextStyleIsGivenTheNearestStyleAsANote() throws {
        let d = try onlyDiagnostic(try validate(typography(size: 17, textStyle: nil)), rule: "typography.text-style")
        #expect(d.severity == .note)
        #expect(d.message.contains("given body"))
        #expect(d.data["textStyle"] == .string("body"))
        #expect(d.data["advice"] == .string("text-style-inferred"))
    }

    @Test func typographyWithoutTextStyleOrAbsoluteSizeIsAWarning() throws {
        // A zero size also trips typography.min-size; only the text-style finding matters here.
        let found = try validate(typography(size: 0, textStyle: nil)).diagnostics.all.filter {
            $0.rule == "typography.text-style"
        }
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .warning)
        #expect(d.message.contains("textStyle"))
        #expect(d.data["advice"] == .string("text-style-missing"))
    }

    @Test func unknownTextStyleIsAWarningAtTheStyle() throws {
        let d = try onlyDiagnostic(
            try validate(typography(size: 17, textStyle: "giant")), rule: "typography.text-style")
        #expect(d.message.contains("'giant' is not a Dynamic Type text style"))
    }

    @Test func motionWithoutReducedBehaviourIsAWarning() throws {
        let result = try validate(
            """
            { "motion": { "$type": "transition",
                "expressive": { "$value": { "duration": { "value": 500, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.2, 0, 0, 1] } } } }
            """)
        let d = try onlyDiagnostic(result, rule: "motion.reduced")
        #expect(d.severity == .warning)
        #expect(d.location?.line == 2)
    }

    @Test func statusColorsIndistinguishableUnderDeuteranopia() throws {
        // A red and a green of equal lightness collapse to the same olive under deuteranopia.
        let result = try validate(
            """
            { "color": { "$type": "color",
                "success": { "$value": \(color("#5a8a00")) },
                "error": { "$value": \(color("#c0392b")) } },
              "$extensions": { "com.byescaleira.prism": { "cvd": { "groups": [{ "name": "status", "tokens": ["color.success", "color.error"] }] } } } }
            """)
        let all = result.diagnostics.all
        #expect(!all.isEmpty)
        #expect(all.allSatisfy { $0.rule == "cvd.distinguishable" && $0.severity == .warning })
        let deficiencies = all.compactMap { d -> String? in
            if case .string(let s)? = d.data["deficiency"] { s } else { nil }
        }
        #expect(deficiencies.contains("deuteranopia"))
        #expect(!deficiencies.contains("tritanopia"))
    }

    @Test func cleanSetHasNoDiagnostics() throws {
        let result = try validate(themed(light: color("#111111"), dark: color("#222222")))
        #expect(result.diagnostics.all.isEmpty, "\(result.diagnostics.all.map(\.compilerFormatted))")
        #expect(result.pairsChecked == 2)
    }

    @Test func apcaIsOffByDefaultAndOptIn() throws {
        // #808080 on black passes WCAG AA (5.3:1) but APCA gives only Lc -34.8 (below 60).
        let json = """
            { "color": { "$type": "color", "surface": { "$value": \(color("#000000")) }, "onSurface": { "$value": \(color("#808080")) } } }
            """
        #expect(try validate(json).diagnostics.all.isEmpty)
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        let strict = TokenValidation.validate(resolution, overrides: ["contrast.apca": .error])
        let d = try onlyDiagnostic(strict, rule: "contrast.apca")
        guard case .number(let lc)? = d.data["lc"] else {
            Issue.record("no lc")
            return
        }
        #expect(abs(lc + 34.76384483419958) < 1e-9)
    }
}
