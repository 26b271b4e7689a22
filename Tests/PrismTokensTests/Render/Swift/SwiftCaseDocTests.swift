import Testing

@testable import PrismTokens

/// A case's documentation comment written straight into the output (`writeCaseDoc`) is the one
/// `caseDocLines` builds, for plain paths and for every kind of comment that takes the long way.
@Suite struct SwiftCaseDocTests {
    static let source = """
        {
          "color": {
            "$type": "color",
            "plain": { "$value": "#336699" },
            "described": { "$value": "#336699", "$description": "Text on the page" },
            "emptyDescription": { "$value": "#336699", "$description": "" },
            "alias": { "$value": "{color.plain}" },
            "old": { "$value": "#336699", "$deprecated": "use color.plain" },
            "wide": { "$value": { "colorSpace": "display-p3", "components": [1, 0, 0] } },
            "trailing ": { "$value": "#336699" },
            "star*": { "/x": { "$value": "#336699" } },
            "é": { "$value": "#336699" }
          }
        }
        """

    @Test func writtenCommentsEqualTheBuiltLines() throws {
        let pipeline = TestPipeline.make(
            "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": Self.source]))
        var diagnostics = PipelineDiagnostics()
        let validated = try pipeline.validate(&diagnostics)
        var bag = DiagnosticBag()
        let made = SwiftRenderContext.make(pipeline.emitterInput(validated), diagnostics: &bag)
        var members = 0
        var written = 0
        for context in made.enums {
            for member in context.plan.members {
                var direct = TextOutput()
                context.writeCaseDoc(member, themes: made.themes, indent: "  ", into: &direct)
                let built = context.caseDocLines(member, themes: made.themes).map { "  " + $0 + "\n" }.joined()
                #expect(direct.text == built, "\(member.token.path)")
                members += 1
                if built == "  /// \(member.token.path)\n" { written += 1 }
            }
        }
        #expect(members == 9)
        // The comment is the path alone for `plain`, `star*./x` (a `.` between `*` and `/` keeps
        // them apart) and `é` (not ASCII, so written the long way); `trailing ` loses its space.
        #expect(written == 3)
    }
}
