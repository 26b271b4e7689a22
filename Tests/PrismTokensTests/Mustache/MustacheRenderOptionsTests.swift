import Testing

@testable import PrismTokens

/// Escaping modes, strict partials, partial caching and the recursion guard.
@Suite struct MustacheRenderOptionsTests {
    private let data: MustacheValue = ["x": #"<a href="q">Tom & Jerry's</a>"#]

    @Test func htmlEscapingIsTheDefaultForDoubleMustaches() throws {
        let template = try MustacheTemplate(source: "{{x}}|{{{x}}}|{{&x}}", name: "t")
        #expect(
            try template.render(data)
                == #"&lt;a href=&quot;q&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;|<a href="q">Tom & Jerry's</a>|<a href="q">Tom & Jerry's</a>"#
        )
    }

    @Test func noEscapingWritesValuesAsTheyAre() throws {
        let template = try MustacheTemplate(source: "{{x}}|{{{x}}}", name: "t")
        let output = try template.render(data, options: MustacheRenderOptions(escape: .none))
        #expect(output == #"<a href="q">Tom & Jerry's</a>|<a href="q">Tom & Jerry's</a>"#)
    }

    @Test func customEscaperAppliesToDoubleMustachesOnly() throws {
        let swiftString = MustacheEscaper.custom { $0.replacingOccurrences(of: "\"", with: "\\\"") }
        let template = try MustacheTemplate(source: #"let s = "{{x}}" // {{{x}}}"#, name: "t")
        let output = try template.render(["x": #"say "hi""#], options: MustacheRenderOptions(escape: swiftString))
        #expect(output == #"let s = "say \"hi\"" // say "hi""#)
    }

    @Test func escapingAppliesToNumbersAndListsToo() throws {
        let template = try MustacheTemplate(source: "{{n}} {{list}}", name: "t")
        let output = try template.render(["n": 2.5, "list": ["<", 1]])
        #expect(output == "2.5 &lt;,1")
    }

    @Test func missingPartialRendersEmptyByDefault() throws {
        let template = try MustacheTemplate(source: "a\n  {{>missing}}\nb{{<gone}}{{/gone}}", name: "t")
        #expect(try template.render([:]) == "a\nb")
    }

    @Test func strictModeReportsAMissingPartialAtItsTag() throws {
        let template = try MustacheTemplate(source: "a\n  {{>missing}}\n", name: "Templates/css.mustache")
        #expect {
            _ = try template.render([:], options: .sourceCode)
        } throws: { error in
            (error as? FatalDiagnostic)?.diagnostic.compilerFormatted
                == "Templates/css.mustache:2:3: error: [template] no template named 'missing' for this partial; add it to the templates or fix the name"
        }
    }

    @Test func strictModeReportsAMissingParentAndAnUnresolvedDynamicName() throws {
        let parent = try MustacheTemplate(source: "{{#on}}\n{{<layout}}{{/layout}}{{/on}}", name: "t")
        #expect(try parent.render(["on": false], options: .sourceCode) == "")
        #expect {
            _ = try parent.render(["on": true], options: .sourceCode)
        } throws: { error in
            (error as? FatalDiagnostic)?.diagnostic.location.map { "\($0.line):\($0.column)" } == "2:1"
        }
        let dynamic = try MustacheTemplate(source: "x {{>*kind}}", name: "t")
        #expect(try dynamic.render(["kind": "row"], partials: ["row": "R"], options: .sourceCode) == "x R")
        #expect {
            _ = try dynamic.render([:], options: .sourceCode)
        } throws: { error in
            (error as? FatalDiagnostic)?.diagnostic.message.hasPrefix("the dynamic partial name '*kind' is missing")
                == true
        }
    }

    @Test func strictModeStillRendersPresentPartials() throws {
        let template = try MustacheTemplate(source: "{{#items}}\n  {{>row}}\n{{/items}}", name: "t")
        let output = try template.render(
            ["items": [["n": 1], ["n": 2]]], partials: ["row": "- {{n}}\n"],
            options: .sourceCode)
        #expect(output == "  - 1\n  - 2\n")
    }

    @Test func eachPartialIsAskedForOncePerRender() throws {
        final class CountingProvider: MustachePartialProvider {
            var requests: [String] = []
            func mustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? {
                requests.append(name)
                return name == "row" ? try MustacheTemplate(source: "[{{.}}]", name: name) : nil
            }
        }
        let provider = CountingProvider()
        let template = try MustacheTemplate(source: "{{#items}}{{>row}}{{>none}}{{/items}}", name: "t")
        #expect(try template.render(["items": [1, 2, 3]], partials: provider) == "[1][2][3]")
        #expect(provider.requests == ["row", "none"])
    }

    @Test func endlessRecursionIsAnErrorNotACrash() throws {
        let template = try MustacheTemplate(source: "{{>self}}", name: "t")
        #expect {
            _ = try template.render([:], partials: ["self": "x\n{{>self}}"])
        } throws: { error in
            let diagnostic = (error as? FatalDiagnostic)?.diagnostic
            return diagnostic?.location?.file == "self" && diagnostic?.location?.line == 2
                && diagnostic?.message.hasPrefix("partials nest more than 200 levels deep at 'self'") == true
        }
    }

    @Test func recursionBoundedByDataRendersDeepTrees() throws {
        // The leaf needs its own empty children: without it, it would see its parent's children.
        var node: MustacheValue = ["name": "leaf", "children": []]
        for level in 0..<150 { node = ["name": .string("n\(level)"), "children": [node]] }
        let template = try MustacheTemplate(source: "{{>node}}", name: "t")
        let output = try template.render(node, partials: ["node": "{{name}}{{#children}}/{{>node}}{{/children}}"])
        #expect(output.hasPrefix("n149/n148/"))
        #expect(output.hasSuffix("/n0/leaf"))
    }

    @Test func aCompiledTemplateRendersManyTimes() throws {
        let template = try MustacheTemplate(source: "{{#a}}{{b}}{{/a}}", name: "t")
        let library = MustacheLibrary([template])
        #expect(try template.render(["a": ["b": 1]]) == "1")
        #expect(try template.render(["a": [["b": 2], ["b": 3]]]) == "23")
        #expect(
            try MustacheTemplate(source: "{{>t}}", name: "u").render(["a": true, "b": "x"], partials: library) == "x")
        #expect(library["t"] != nil && library["u"] == nil)
    }

    /// The body the generator writes is the rendered text, chunk by chunk: here 20,000 lines,
    /// several chunks, with a partial and multi-byte names.
    @Test func aRenderedBodyHoldsTheRenderedText() throws {
        let items: [MustacheValue] = (0..<20_000).map { ["name": .string("tökén \($0) 🎨")] }
        let library = try MustacheLibrary(sources: ["line": "  - {{name}}\n"])
        let template = try MustacheTemplate(source: "{{#items}}\n{{>line}}\n{{/items}}\n", name: "t")
        let text = try template.render(["items": .list(items)], partials: library, options: .sourceCode)
        let body = try template.renderBody(["items": .list(items)], partials: library, options: .sourceCode)
        #expect(body.bytes == Array(text.utf8))
        #expect(body.partLengths.count > 1)
        #expect(text.hasPrefix("  - tökén 0 🎨\n"))
    }
}
