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

    /// Themed aliases: the same target in every theme (of the same value, or of a value that
    /// differs between themes), another per theme, in some themes only,
    /// and names that need escaping (a target with `*/` in it, the same in every theme and in one;
    /// a theme named with a line break) or look as if they did (`x*./y`: the `.` keeps them apart).
    static func themedSource(night: String) -> String {
        """
        { "version": "2025.10",
          "sets": { "base": { "sources": [{
            "color": { "$type": "color",
              "a": { "$value": "#336699" }, "b": { "$value": "#996633" },
              "x*": { "/y": { "$value": "#111111" } }, "p*/q": { "$value": "#222222" } } }] } },
          "modifiers": { "mode": { "default": "day", "contexts": {
              "day": [{ "fg": { "$type": "color", "$value": "{color.a}" },
                        "same": { "$type": "color", "$value": "{color.a}" },
                        "some": { "$type": "color", "$value": "#222222" },
                        "odd": { "$type": "color", "$value": "{color.x*./y}" },
                        "chain": { "$type": "color", "$value": "{fg}" },
                        "esc": { "$type": "color", "$value": "{color.p*/q}" },
                        "esc2": { "$type": "color", "$value": "{color.p*/q}" } }],
              "\(night)": [{ "fg": { "$type": "color", "$value": "{color.b}" },
                        "same": { "$type": "color", "$value": "{color.a}" },
                        "some": { "$type": "color", "$value": "{color.b}" },
                        "odd": { "$type": "color", "$value": "{color.x*./y}" },
                        "chain": { "$type": "color", "$value": "{fg}" },
                        "esc": { "$type": "color", "$value": "{color.p*/q}" },
                        "esc2": { "$type": "color", "$value": "{color.a}" } }]
            } } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/mode" }] }
        """
    }

    /// Compares every case's written comment with the built lines; returns the comments written.
    static func compare(_ made: SwiftRenderContext.Made) -> [String] {
        var comments: [String] = []
        for context in made.enums {
            for member in context.plan.members {
                var direct = TextOutput()
                context.writeCaseDoc(member, themes: made.themes, indent: "  ", into: &direct)
                let built = context.caseDocLines(member, themes: made.themes).map { "  " + $0 + "\n" }.joined()
                #expect(direct.text == built, "\(member.token.path)")
                comments.append(built)
            }
        }
        return comments
    }

    @Test func writtenCommentsEqualTheBuiltLines() throws {
        let pipeline = TestPipeline.make(
            "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": Self.source]))
        var diagnostics = PipelineDiagnostics()
        let validated = try pipeline.validate(&diagnostics)
        var bag = DiagnosticBag()
        let made = SwiftRenderContext.make(pipeline.emitterInput(validated), diagnostics: &bag)
        let comments = Self.compare(made)
        #expect(comments.count == 9)
        // The comment is the path alone for `plain`, `star*./x` (a `.` between `*` and `/` keeps
        // them apart) and `é` (not ASCII, so written the long way); `trailing ` loses its space.
        let paths = made.enums.flatMap { $0.plan.members.map { "  /// \($0.token.primary.path)\n" } }
        #expect(zip(comments, paths).filter { $0 == $1 }.count == 3)
    }

    /// Theme names as written in the JSON and as the comment shows them: plain, and with a line
    /// break (escaped, so the note takes the long way).
    @Test(arguments: [("night", "night"), ("night\\nlate", "night\\nlate")])
    func themedAliasNotesEqualTheBuiltLines(night: String, shown: String) throws {
        let resolution = try Resolution.of(Self.themedSource(night: night))
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.swift], toolVersion: "TEST"), sourceName: "tokens.json")
        var bag = DiagnosticBag()
        let comments = Self.compare(SwiftRenderContext.make(input, diagnostics: &bag))
        // The document reaches the notes it is meant to.
        for expected in [
            "  /// fg\n  ///\n  /// Alias of color.a in day, color.b in \(shown).\n",
            "  /// same\n  ///\n  /// Alias of color.a.\n",
            "  /// some\n  ///\n  /// Alias of color.b in \(shown).\n",
            "  /// odd\n  ///\n  /// Alias of color.x*./y.\n",
            "  /// chain\n  ///\n  /// Alias of fg.\n",
            "  /// esc\n  ///\n  /// Alias of color.p*\\/q.\n",
            "  /// esc2\n  ///\n  /// Alias of color.p*\\/q in day, color.a in \(shown).\n",
        ] {
            #expect(comments.contains(expected), "missing \(expected.debugDescription) in \(comments)")
        }
    }
}
