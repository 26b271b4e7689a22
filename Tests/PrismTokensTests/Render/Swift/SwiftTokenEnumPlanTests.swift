import PrismTestSupport
import Testing

@testable import PrismTokens

/// How token groups map to Swift enums (see ``SwiftTokenEnumPlan``).
@Suite struct SwiftTokenEnumPlanTests {
    /// The enum plan of a token source: enum name → case names.
    static func plan(_ json: String) throws -> [(name: String, themed: Bool, cases: [String])] {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        var diagnostics = DiagnosticBag()
        let catalog = SwiftTokenCatalog(themes: resolution.themes, diagnostics: &diagnostics)
        return SwiftTokenEnumPlan.enums(for: catalog, diagnostics: &diagnostics).map {
            ($0.name.name, $0.isThemed, $0.members.map(\.caseName.name))
        }
    }

    @Test func allTypesFixtureMapsGroupsToEnums() throws {
        let rendering = try SwiftOutput.render(fixture: "tokens/all-types.tokens.json")
        let enums = rendering["PrismTokens.swift"].split(separator: "\n").filter { $0.hasPrefix("public enum ") }.map {
            String($0.split(separator: ":")[0].dropFirst(12))
        }
        #expect(
            enums == [
                "ColorToken", "SpacingToken", "FontFamilyToken", "FontWeightToken", "MotionDurationToken",
                "MotionEasingToken",
                "MotionToken", "OpacityToken", "StrokeToken", "BorderToken", "ShadowToken", "GradientToken",
                "TypographyToken", "SizeToken",
            ])
    }

    @Test func wellKnownGroupNamesAreNormalized() throws {
        let json = """
            {
              "colors": { "a": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } },
              "sizing": { "tap": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } },
              "radii": { "sm": { "$type": "dimension", "$value": { "value": 4, "unit": "px" } } },
              "palette": { "blue": { "500": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 1] } } } },
              "z-index": { "modal": { "$type": "number", "$value": 100 } }
            }
            """
        #expect(
            try Self.plan(json).map(\.name) == [
                "ColorToken", "SizeToken", "RadiusToken", "PaletteToken", "ZIndexToken",
            ])
        #expect(try Self.plan(json)[3].cases == ["blue500"])
    }

    @Test func mixedGroupsSplitByHomeTypeSubgroupAndSuffix() throws {
        let json = """
            {
              "border": {
                "width": { "$type": "dimension", "thin": { "$value": { "value": 1, "unit": "px" } } },
                "style": { "$type": "strokeStyle", "solid": { "$value": "solid" } },
                "card": { "$type": "border", "$value": { "color": { "colorSpace": "srgb", "components": [0, 0, 0] }, "width": "{border.width.thin}", "style": "{border.style.solid}" } },
                "radius": { "$type": "dimension", "$value": { "value": 2, "unit": "px" } }
              },
              "motion": {
                "fast": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } },
                "move": { "$type": "transition", "$value": { "duration": "{motion.fast}", "delay": { "value": 0, "unit": "ms" }, "timingFunction": [0, 0, 1, 1] } }
              },
              "name": { "$type": "color", "x": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } }
            }
            """
        let plan = try Self.plan(json)
        // Enums and their cases follow the resolved token order, which is document order.
        #expect(
            plan.map(\.name) == [
                "BorderDimensionToken", "BorderStyleToken", "BorderToken", "MotionDurationToken", "MotionToken",
                "NameToken",
            ])
        #expect(
            plan[0].cases == ["widthThin", "radius"],
            "border.radius shares the dimension type, so the width subgroup cannot name the enum")
        #expect(plan[1].cases == ["solid"])
        #expect(plan[2].cases == ["card"])
    }

    /// The one-pass subgroup table against the rule read literally: for each type, every token
    /// of it three segments deep or more in one subgroup, and no token of another type there
    /// (a two-segment token `group.x` sits in `x`). Random groups whose runs of subgroup and type
    /// start and stop anywhere.
    @Test func soleSubgroupsFollowTheRuleOnRandomGroups() {
        var generator = SplitMix64(seed: 17)
        let types: [TokenType] = [.color, .dimension, .number]
        let subgroups = ["a", "b", "a-long-subgroup-name-not-small"]
        for _ in 0..<400 {
            let count = Int(generator.next() % 12) + 1
            let tokens = (0..<count).map { index in
                let depth = generator.next() % 4 == 0 ? 2 : 3
                let subgroup = subgroups[Int(generator.next() % UInt64(subgroups.count))]
                let segments = depth == 2 ? ["g", subgroup] : ["g", subgroup, "t\(index)"]
                return SwiftCatalogToken(
                    path: TokenPath(segments), type: types[Int(generator.next() % 3)], perTheme: [], isInvariant: true)
            }
            let table = SwiftTokenEnumPlan.SoleSubgroups(tokens)
            for type in types {
                let members = tokens.filter { $0.type == type }
                var expected: String?
                if let first = members.first, members.allSatisfy({ $0.path.segments.count >= 3 }),
                    members.allSatisfy({ $0.path.segments[1] == first.path.segments[1] }),
                    !tokens.contains(where: { $0.type != type && $0.path.segments[1] == first.path.segments[1] })
                {
                    expected = first.path.segments[1]
                }
                #expect(
                    table.subgroup(of: type) == expected,
                    "\(tokens.map { "\($0.path) \($0.type)" }) for \(type)")
            }
        }
    }

    @Test func rootTokensGoToRootEnumsByType() throws {
        let json = """
            {
              "accent": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "gap": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } }
            }
            """
        let plan = try Self.plan(json)
        #expect(plan.map(\.name) == ["RootColorToken", "RootDimensionToken"])
        #expect(plan.map(\.cases) == [["accent"], ["gap"]])
    }

    @Test func enumsAreThemedWhenATokenDiffersBetweenThemes() throws {
        let rendering = try SwiftOutput.render(fixture: "swift/themed-edge-cases.resolver.json")
        let tokens = rendering["PrismTokens.swift"]
        #expect(tokens.contains("public var color: PrismColor {"), "RootColorToken is the same in every theme")
        #expect(tokens.contains("public func rawValue(in theme: PrismTheme) -> Double"), "space.md differs by density")
        #expect(!tokens.contains("public var rawValue: Double {\n        switch self {\n        case .md"))
    }
}
