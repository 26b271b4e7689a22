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

    @Test func reservedMemberNamesGetTheSuffix() {
        #expect(SwiftNaming.memberName(["allCases"], reserved: ["allCases"]).name == "allCasesToken")
        #expect(SwiftNaming.memberName(["all"], reserved: ["all"], suffix: "Theme").name == "allTheme")
        #expect(SwiftNaming.memberName(["rawValue"], reserved: ["allCases"]).name == "rawValue")
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
