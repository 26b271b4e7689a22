import Testing

@testable import PrismTokens

/// Syntax errors: each points at the offending tag with `file:line:column` and says how to fix it.
@Suite struct MustacheErrorTests {
    /// Compiles `source` and returns the diagnostic it must throw.
    private func diagnostic(_ source: String, name: String = "t.mustache") -> Diagnostic? {
        do {
            _ = try MustacheTemplate(source: source, name: name)
            return nil
        } catch {
            return error.diagnostic
        }
    }

    @Test func unclosedSectionPointsAtItsOpeningTag() throws {
        let found = try #require(diagnostic("// header\n  {{#tokens}}\n  case {{name}}\n"))
        #expect(
            found.compilerFormatted == "t.mustache:2:3: error: [template] unclosed section 'tokens'; add {{/tokens}}")
        #expect(found.location?.offset == 12)
        #expect(found.rule == "template")
        #expect(found.severity == .error)
    }

    @Test func unclosedBlockAndParentAreNamedAsSuch() throws {
        let block = try #require(diagnostic("{{$title}}x"))
        #expect(block.message == "unclosed block 'title'; add {{/title}}")
        let parent = try #require(diagnostic("a\n{{<layout}}{{$title}}x{{/title}}"))
        #expect(parent.location?.line == 2)
        #expect(parent.message == "unclosed parent 'layout'; add {{/layout}}")
    }

    @Test func unclosedSectionQuotesTheDelimitersInForce() throws {
        let found = try #require(diagnostic("{{=<% %>=}}\n<%#items%>"))
        #expect(found.message == "unclosed section 'items'; add <%/items%>")
        #expect(found.location.map { "\($0.line):\($0.column)" } == "2:1")
    }

    @Test func mismatchedCloseTagPointsAtTheCloseTagAndNamesTheOpenSection() throws {
        let found = try #require(diagnostic("{{#a}}\n  {{#b}}\n    x\n  {{/a}}\n{{/b}}"))
        #expect(found.location.map { "\($0.line):\($0.column)" } == "4:3")
        #expect(
            found.message
                == "'{{/a}}' does not match the open section 'b' (line 2, column 3); close it first with {{/b}} or fix the name"
        )
    }

    @Test func closeTagWithNothingOpen() throws {
        let found = try #require(diagnostic("text {{/a}}"))
        #expect(found.location.map { "\($0.line):\($0.column)" } == "1:6")
        #expect(found.message.hasPrefix("'{{/a}}' closes 'a' but nothing is open"))
    }

    @Test(arguments: [
        ("ok\n  {{=<% =}}\n", "2:3"),
        ("{{=a b c=}}", "1:1"),
        ("x {{= =}}", "1:3"),
        ("{{=<%= %>=}}", "1:1"),
    ])
    func badSetDelimiterTag(source: String, position: String) throws {
        let found = try #require(diagnostic(source))
        #expect(found.location.map { "\($0.line):\($0.column)" } == position)
        #expect(found.message.hasPrefix("invalid set-delimiter tag"))
        #expect(found.message.contains("e.g. {{=<% %>=}}"))
    }

    @Test func setDelimiterTagWithoutItsClosingEquals() throws {
        let found = try #require(diagnostic("a {{=<% %>}}"))
        #expect(found.location.map { "\($0.line):\($0.column)" } == "1:3")
        #expect(found.message == "unclosed tag '{{=<% %>}}'; end it with '=}}' on the same line")
    }

    @Test func unclosedTagAtEndOfLine() throws {
        let found = try #require(diagnostic("a\nb {{name\nc}}"))
        #expect(
            found.compilerFormatted
                == "t.mustache:2:3: error: [template] unclosed tag '{{name'; end it with '}}' on the same line")
    }

    @Test func unclosedTagAtEndOfFile() throws {
        let found = try #require(diagnostic("ab\n\n   {{#items"))
        #expect(found.location.map { "\($0.line):\($0.column)" } == "3:4")
        #expect(found.message == "unclosed tag '{{#items'; end it with '}}' on the same line")
    }

    @Test func unclosedTripleMustacheNeedsThreeBraces() throws {
        let found = try #require(diagnostic("{{{raw}}"))
        #expect(found.message == "unclosed tag '{{{raw}}'; end it with '}}}' on the same line")
    }

    @Test func unclosedComment() throws {
        let found = try #require(diagnostic("x\n{{! a comment\nthat never ends"))
        #expect(found.location.map { "\($0.line):\($0.column)" } == "2:1")
        #expect(found.message == "unclosed comment '{{! a comment'; end it with '}}'")
    }

    @Test func emptyTagAndNameWithSpaces() throws {
        let empty = try #require(diagnostic("a {{ }}"))
        #expect(empty.message == "empty tag '{{}}'; put a name between the delimiters, e.g. {{tokens}}")
        let section = try #require(diagnostic("{{#}}{{/}}"))
        #expect(section.message == "empty tag '{{#}}'; put a name between the delimiters, e.g. {{#tokens}}")
        let spaced = try #require(diagnostic("\n {{color name}}"))
        #expect(spaced.location.map { "\($0.line):\($0.column)" } == "2:2")
        #expect(spaced.message.hasPrefix("tag name 'color name' contains whitespace"))
    }

    @Test func columnsCountUnicodeScalarsAndOffsetsCountBytes() throws {
        let found = try #require(diagnostic("é→ {{/x}}"))
        #expect(found.location?.column == 4)
        #expect(found.location?.offset == 6)
    }

    @Test func errorInAPartialIsReportedInThePartial() throws {
        let template = try MustacheTemplate(source: "{{>row}}", name: "main.mustache")
        #expect {
            _ = try template.render([:], partials: ["row": "ok\n{{#broken}}"])
        } throws: { error in
            (error as? FatalDiagnostic)?.diagnostic.compilerFormatted
                == "row:2:1: error: [template] unclosed section 'broken'; add {{/broken}}"
        }
    }

    @Test func libraryReportsTheTemplateThatDoesNotCompile() throws {
        #expect {
            _ = try MustacheLibrary(sources: ["a.mustache": "fine", "b.mustache": "{{/b}}"])
        } throws: { error in
            (error as? FatalDiagnostic)?.diagnostic.location?.file == "b.mustache"
        }
    }
}
