import Testing

@testable import PrismTokens

@Suite struct CSSReducedMotionTests {
    static let json = """
        {
          "motion": {
            "$type": "transition",
            "instant": { "$value": { "duration": { "value": 50, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] } },
            "still": { "$value": { "duration": { "value": 250, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                       "$extensions": { "com.byescaleira.prism": { "reducedMotion": "none" } } },
            "fading": { "$value": { "duration": { "value": 300, "unit": "ms" }, "delay": { "value": 20, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                        "$extensions": { "com.byescaleira.prism": { "reducedMotion": "fade" } } },
            "gentle": { "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                        "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{motion.instant}" } } },
            "byDuration": { "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": { "value": 5, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                        "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{time.short}" } } },
            "wrong": { "$value": { "duration": { "value": 400, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0.4, 0, 0.2, 1] },
                        "$extensions": { "com.byescaleira.prism": { "reducedMotion": "{tint}" } } }
          },
          "time": { "$type": "duration",
            "short": { "$value": { "value": 100, "unit": "ms" } },
            "long": { "$value": { "value": 2, "unit": "s" }, "$extensions": { "com.byescaleira.prism": { "reducedMotion": "none" } } } },
          "tint": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 0, 0] } }
        }
        """

    @Test func reducedMotionRuleComesLastWithEverySetting() throws {
        let output = try CSSTestSupport.render(Self.json)
        let blocks = CSSTestSupport.blocks(output.css)
        let rule = try #require(blocks.last)
        #expect(rule.header == "@media (prefers-reduced-motion: reduce)")
        #expect(
            rule.lines == [
                ":root {",
                "--prism-motion-still: 0s linear 0s;",
                "--prism-motion-still-duration: 0s;",
                "--prism-motion-still-timing-function: linear;",
                "--prism-motion-still-delay: 0s;",
                "--prism-motion-fading: opacity 150ms linear 0ms;",
                "--prism-motion-fading-duration: 150ms;",
                "--prism-motion-fading-timing-function: linear;",
                "--prism-motion-fading-delay: 0ms;",
                "--prism-motion-gentle: var(--prism-motion-instant);",
                "--prism-motion-gentle-duration: var(--prism-motion-instant-duration);",
                "--prism-motion-gentle-timing-function: var(--prism-motion-instant-timing-function);",
                "--prism-motion-gentle-delay: var(--prism-motion-instant-delay);",
                "--prism-motion-by-duration: var(--prism-time-short) cubic-bezier(0.4, 0, 0.2, 1) 5ms;",
                "--prism-motion-by-duration-duration: var(--prism-time-short);",
                "--prism-time-long: 0s;",
            ])
    }

    @Test func referenceToANonMotionTokenIsReported() throws {
        let output = try CSSTestSupport.render(Self.json)
        let warnings = output.diagnostics.all.filter { $0.rule == "motion.reduced" }
        #expect(warnings.count == 1)
        #expect(warnings.first?.token == "motion.wrong")
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message.contains("reference one of those") == true)
    }

    @Test func noRuleWithoutSettings() throws {
        let css = try CSSTestSupport.render(
            #"{ "d": { "$type": "duration", "$value": { "value": 1, "unit": "ms" } } }"#
        ).css
        #expect(!css.contains("prefers-reduced-motion"))
    }

    @Test func ruleAlsoCoversThemeSelectorsThatRedeclareMotion() throws {
        let json = """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{}] } },
              "modifiers": { "theme": { "contexts": {
                "light": [{ "t": { "$type": "transition", "$value": { "duration": { "value": 100, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] }, "$extensions": { "com.byescaleira.prism": { "reducedMotion": "none" } } } }],
                "dark": [{ "t": { "$type": "transition", "$value": { "duration": { "value": 300, "unit": "ms" }, "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] }, "$extensions": { "com.byescaleira.prism": { "reducedMotion": "none" } } } }]
              } } },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }] }
            """
        let blocks = CSSTestSupport.blocks(try CSSTestSupport.render(json).css)
        #expect(blocks.last?.lines.first == ":root, [data-theme=\"light\"], [data-theme=\"dark\"] {")
    }
}
