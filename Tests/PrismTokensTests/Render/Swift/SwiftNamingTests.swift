import Testing

@testable import PrismTokens

/// Token names become safe, readable Swift names, and two tokens with one name are an error.
@Suite struct SwiftNamingTests {
    @Test(arguments: [
        (["onSurface"], "onSurface", "onSurface"),
        (["on-surface"], "onSurface", "onSurface"),
        (["tag", "default", "container"], "tagDefaultContainer", "tagDefaultContainer"),
        (["class"], "class", "`class`"),
        (["default"], "default", "`default`"),
        (["inout"], "inout", "`inout`"),
        (["Any"], "any", "any"),
        (["2xl"], "_2xl", "_2xl"),
        (["0"], "_0", "_0"),
        (["neutral", "50"], "neutral50", "neutral50"),
        (["🔥 hot"], "hot", "hot"),
        (["quote\"d"], "quoteD", "quoteD"),
        (["line\nbreak"], "lineBreak", "lineBreak"),
        (["-leading-dash"], "leadingDash", "leadingDash"),
        (["self"], "selfToken", "selfToken"),
        (["Self"], "selfToken", "selfToken"),
        (["init"], "initToken", "initToken"),
        (["Type"], "type", "type"),
        (["🔥"], "_u1F525", "_u1F525"),
        (["café"], "café", "café"),
    ])
    func memberNames(_ segments: [String], _ name: String, _ code: String) {
        let identifier = SwiftNaming.memberName(segments)
        #expect(identifier.name == name)
        #expect(identifier.code == code)
    }

    /// A negative step (one word after a minus) starts with `minus`, so it stays apart from its
    /// positive twin; a leading `-` before several words or a doubled `--` is still a separator.
    @Test(arguments: [
        (["space", "-3xl"], "spaceMinus3xl"),
        (["space", "3xl"], "space3xl"),
        (["-4xl"], "minus4xl"),
        (["-lg"], "minusLg"),
        (["offset", "-8px"], "offsetMinus8px"),
        (["-leading-dash"], "leadingDash"),
        (["--3xl"], "_3xl"),
        (["space", "-"], "space"),
    ])
    func negativeStepsSayMinus(_ segments: [String], _ name: String) {
        #expect(SwiftNaming.memberName(segments).name == name)
    }

    /// Two digits that punctuation or a segment boundary kept apart stay apart with `_`; words that
    /// meet at a letter join as before.
    @Test(arguments: [
        (["palette", "brand2", "5"], "paletteBrand2_5"),
        (["palette", "brand", "25"], "paletteBrand25"),
        (["1,5x"], "_1_5x"),
        (["15x"], "_15x"),
        (["2.5"], "_2_5"),
        (["neutral", "50"], "neutral50"),
        (["gray", "100", "alpha"], "gray100Alpha"),
        (["size", "2", "x"], "size2X"),
        (["line-height", "1", "5"], "lineHeight1_5"),
    ])
    func digitsSplitByPunctuationStayApart(_ segments: [String], _ name: String) {
        #expect(SwiftNaming.memberName(segments).name == name)
    }

    @Test func typeNamesFollowTheSameRules() {
        #expect(SwiftNaming.typeName(["space", "-3xl"], suffix: "Token").name == "SpaceMinus3xlToken")
        #expect(SwiftNaming.typeName(["layer", "1", "2"], suffix: "Token").name == "Layer1_2Token")
        #expect(SwiftNaming.typeName(["1,5x"], suffix: "Token").name == "_1_5xToken")
    }

    /// The real patterns of the 3Jane and NVE repositories give distinct cases, no collision.
    @Test func realScalePatternsGenerateDistinctCases() throws {
        let dimension = #"{ "$type": "dimension", "$value": { "value": 1, "unit": "px" } }"#
        let json = """
            {
              "space": { "-3xl": \(dimension), "3xl": \(dimension), "-4xl": \(dimension), "4xl": \(dimension) },
              "dimension": { "1,5x": \(dimension), "15x": \(dimension), "2,5x": \(dimension), "25x": \(dimension) },
              "size": { "brand2": { "5": \(dimension) }, "brand": { "25": \(dimension) } }
            }
            """
        let rendering = try SwiftOutput.render(json: json)
        #expect(rendering.renderDiagnostics.filter { $0.rule == "render.swift-name" }.isEmpty)
        let source = rendering.files.values.sorted().joined()
        for name in ["minus3xl", "minus4xl", "_1_5x", "_15x", "_2_5x", "_25x", "brand2_5", "brand25"] {
            #expect(source.contains("case \(name)"), "\(name)")
        }
    }

    @Test func reservedMemberNamesGetTheSuffix() {
        #expect(SwiftNaming.memberName(["allCases"], reserved: ["allCases"]).name == "allCasesToken")
        #expect(SwiftNaming.memberName(["all"], reserved: ["all"], suffix: "Theme").name == "allTheme")
        #expect(SwiftNaming.memberName(["rawValue"], reserved: ["allCases"]).name == "rawValue")
        // Names with a digit take the one-pass path, which checks reserved names too.
        #expect(SwiftNaming.memberName(["g1", "t2"], reserved: ["g1T2"]).name == "g1T2Token")
        #expect(SwiftNaming.memberName(["500"], reserved: ["_500"], suffix: "Theme").name == "_500Theme")
        #expect(SwiftNaming.memberName(["500"]).code == "_500")
    }

    @Test func specialMemberNamesAreTheListedOnes() {
        // A member name equal to a listed one gets the suffix; names that only look like one do not.
        for name in SwiftNaming.specialMemberNames where name.first?.isLowercase == true {
            #expect(SwiftNaming.memberName([name], reserved: []).name == name + "Token", "\(name)")
        }
        for name in ["selfie", "inits", "deInit", "subscript1", "protocols", "typeName"] {
            #expect(!SwiftNaming.memberName([name], reserved: []).name.hasSuffix("Token"), "\(name)")
        }
        #expect(SwiftNaming.memberName(["Self"]).name == "selfToken")
        #expect(SwiftNaming.memberName(["init"], reserved: []).name == "initToken")
    }

    @Test func argumentLabelsAreBareExceptInout() {
        #expect(SwiftNaming.memberName(["default"]).argumentLabel == "default")
        #expect(SwiftNaming.memberName(["var"]).argumentLabel == "var")
        #expect(SwiftNaming.memberName(["inout"]).argumentLabel == "`inout`")
    }

    @Test func typeNames() {
        #expect(SwiftNaming.typeName(["border", "width"], suffix: "Token").name == "BorderWidthToken")
        #expect(SwiftNaming.typeName(["2xl"], suffix: "Token").name == "_2xlToken")
        #expect(SwiftNaming.typeName(["self"], suffix: "Token").code == "SelfToken")
    }

    @Test func everySwiftKeywordThatNeedsBackticksIsListed() {
        for keyword in [
            "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let",
            "operator", "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case",
            "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
            "return", "switch", "where", "while", "as", "false", "is", "nil", "self", "super", "throw", "throws",
            "true", "try", "catch", "rethrows", "await", "Any", "Self", "_",
        ] {
            #expect(SwiftNaming.keywords.contains(keyword), "\(keyword)")
        }
        for contextual in ["none", "get", "set", "left", "right", "optional", "some", "any", "type"] {
            #expect(!SwiftNaming.keywords.contains(contextual), "\(contextual) is usable as a name without backticks")
        }
    }

    @Test func collidingTokensAreAnErrorAtTheSecondToken() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "on-surface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                "onSurface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
              }
            }
            """
        let rendering = try SwiftOutput.render(json: json)
        let errors = rendering.renderDiagnostics.filter { $0.rule == "render.swift-name" }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        #expect(error.severity == .error)
        #expect(error.message.contains("'color.onSurface'") && error.message.contains("'color.on-surface'"))
        #expect(error.message.contains("'onSurface'") && error.message.contains("rename"))
        #expect(error.token == "color.onSurface")
        #expect(error.location?.line == 5, "the diagnostic points at the second token: \(error.compilerFormatted)")
    }

    @Test func collisionsAfterRenamingAndBetweenGroupsAreErrorsToo() throws {
        let json = """
            {
              "color": {
                "$type": "color",
                "self": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
                "selfToken": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } }
              },
              "space": { "md": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "spacing": { "lg": { "$type": "dimension", "$value": { "value": 24, "unit": "px" } } }
            }
            """
        let errors = try SwiftOutput.render(json: json).renderDiagnostics.filter { $0.rule == "render.swift-name" }
        #expect(errors.count == 2)
        #expect(errors.contains { $0.message.contains("'color.selfToken' and 'color.self'") })
        #expect(errors.contains { $0.message.contains("group 'spacing'") && $0.message.contains("'SpacingToken'") })
    }

    @Test func themesWithOneNameAreAnError() throws {
        var diagnostics = DiagnosticBag()
        let themes = [
            ResolvedTheme(inputs: [("theme", "dark-mode")], tokens: []),
            ResolvedTheme(inputs: [("theme", "darkMode")], tokens: []),
            ResolvedTheme(inputs: [("theme", "all")], tokens: []),
        ]
        let plans = SwiftThemePlan.plans(for: themes, configuration: PrismConfiguration(), diagnostics: &diagnostics)
        #expect(plans.map(\.identifier.name) == ["darkMode", "allTheme"])
        #expect(diagnostics.all.map(\.rule) == ["render.swift-name"])
    }
}
