import Foundation
import Testing

@testable import PrismTokens

/// The emitter as a whole: collisions, hostile names, the context API, template overrides.
@Suite struct CSSEmitterTests {
    @Test func twoTokensWithTheSamePropertyAreAnError() throws {
        let output = try CSSTestSupport.render(
            """
            { "color": { "$type": "color",
              "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "on-surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """)
        let errors = output.diagnostics.all.filter { $0.rule == "render.css-name" }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(
            error.message.contains(
                "'color.onSurface' and 'color.on-surface' both become the CSS custom property --prism-color-on-surface; rename one of them"
            ))
        #expect(error.location?.line == 3)
        #expect(RuleCatalog.rule("render.css-name") != nil)
    }

    @Test func hostileNamesAndStringsStayInsideTheirTokens() throws {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("tokens/hostile-names.tokens.json"), encoding: .utf8)
        let output = try CSSTestSupport.render(text)
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics.all.map(\.compilerFormatted))")
        let css = output.css
        // Comments close only where the template closes them.
        for line in css.split(separator: "\n") where line.contains("/*") {
            #expect(line.components(separatedBy: "*/").count == 2, "\(line)")
            #expect(line.trimmingCharacters(in: .whitespaces).hasSuffix("*/"), "\(line)")
        }
        #expect(css.contains(#"--prism-font-family: "O'Brien \"Sans\"", "a\\b", sans-serif;"#))
        #expect(css.contains("--prism-color-2xl: #668099;"))
        #expect(!css.contains("\u{1F525}"), "emoji are word separators in names")
    }

    @Test func prefixOptionIsUsed() throws {
        let css = try CSSTestSupport.render(#"{ "a": { "$type": "number", "$value": 1 } }"#, prefix: "acme").css
        #expect(css.contains("--acme-a: 1;"))
    }

    @Test func contextExposesTokensContextsAndRules() throws {
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("tokens/themed.resolver.json"), encoding: .utf8)
        let input = try CSSTestSupport.input(text)
        var diagnostics = DiagnosticBag()
        guard case .object(let context) = CSSEmitter.context(for: input, diagnostics: &diagnostics) else {
            Issue.record("the context is not an object")
            return
        }
        #expect(
            Set(context.keys) == [
                "notice", "source", "prefix", "root", "themes", "hasThemes", "reducedMotion", "contexts", "tokens",
            ])
        #expect(context["prefix"] == "prism")
        guard case .list(let contexts) = context["contexts"], case .object(let dark) = contexts[1] else {
            Issue.record("contexts is not a list of objects")
            return
        }
        #expect(dark["context"] == "dark")
        #expect(dark["media"] == "(prefers-color-scheme: dark)")
        #expect(dark["selectors"] == .list(["[data-theme=\"dark\"]"]))
        #expect(dark["isDefault"] == false)
        guard case .list(let tokens) = context["tokens"], case .object(let first) = tokens[0] else {
            Issue.record("tokens is not a list of objects")
            return
        }
        #expect(first["path"] == "palette.gray900")
        #expect(first["property"] == "--prism-palette-gray900")
        #expect(first["value"] == "#1a1a1f")
        #expect(first["type"] == "color")
        #expect(first["name"] == "palette-gray900")
        #expect(first["is"] == .object(["color": true]))
    }

    @Test func oneBlockCanBeOverriddenByInheritance() throws {
        let override = """
            {{<builtin/css/prism-tokens.css.mustache}}
            {{$header}}
            /* Acme design tokens — {{source}} */
            {{/header}}
            {{$reducedMotion}}
            {{/reducedMotion}}
            {{/builtin/css/prism-tokens.css.mustache}}
            """
        let templates = TemplateSet.builtIn.overriding(with: ["css/prism-tokens.css.mustache": override])
        let text = try String(
            contentsOf: TestPaths.fixtures.appendingPathComponent("tokens/themed.resolver.json"), encoding: .utf8)
        let css = try CSSTestSupport.render(text, templates: templates).css
        #expect(css.hasPrefix("/* Acme design tokens — tokens.json */\n\n/* Default theme (theme=light) */\n:root {\n"))
        #expect(!css.contains("DO NOT EDIT"))
        #expect(!css.contains("prefers-reduced-motion"))
        #expect(css.contains("[data-theme=\"dark\"] {"))
    }

    @Test func footerBlockCanAddUtilityClassesFromTheTokenList() throws {
        let override = """
            {{<builtin/css/prism-tokens.css.mustache}}
            {{$footer}}
            {{#tokens}}
            {{#is.color}}
            .text-{{name}} { color: var({{property}}); }
            {{/is.color}}
            {{/tokens}}
            {{/footer}}
            {{/builtin/css/prism-tokens.css.mustache}}
            """
        let templates = TemplateSet.builtIn.overriding(with: ["css/prism-tokens.css.mustache": override])
        let css = try CSSTestSupport.render(
            #"{ "2xl": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }, "gap": { "$type": "dimension", "$value": { "value": 1, "unit": "px" } } }"#,
            templates: templates
        ).css
        #expect(css.hasSuffix("}\n.text-\\32 xl { color: var(--prism-2xl); }\n"), "\(css)")
        #expect(!css.contains(".text-gap"))
    }

    @Test func ruleTemplateCanBeReplacedAsAPartial() throws {
        let templates = TemplateSet.builtIn.overriding(with: [
            "css/declarations.mustache": "{{selector}} { {{#declarations}}{{property}}:{{value}};{{/declarations}} }\n"
        ])
        let css = try CSSTestSupport.render(
            #"{ "a": { "$type": "number", "$value": 1 }, "b": { "$type": "number", "$value": 2 } }"#,
            templates: templates
        ).css
        #expect(css.contains(":root { --prism-a:1;--prism-b:2; }"))
    }
}
