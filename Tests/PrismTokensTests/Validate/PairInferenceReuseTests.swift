import PrismTestSupport
import Testing

@testable import PrismTokens

/// ``PairInference`` reuses an earlier theme's pairs when a theme has the same color paths and
/// visibility: on randomized resolvers whose contexts redefine values, make colors transparent
/// or add colors, every theme gets exactly what inferring it alone gives.
@Suite struct PairInferenceReuseTests {
    static let names = [
        "text", "textMuted", "onSurface", "onPrimary", "surface", "primary", "background", "border",
        "icon", "danger", "onDanger", "muted", "subtle", "link", "divider", "white", "blue", "blueLight",
    ]

    /// A random color value; fully transparent one time in `transparentOneIn`.
    static func color(_ random: inout SplitMix64, transparentOneIn: UInt64 = 12) -> String {
        let c = (0..<3).map { _ in String(Double(random.next() % 1001) / 1000) }.joined(separator: ", ")
        let alpha = random.next() % transparentOneIn == 0 ? ", \"alpha\": 0" : ""
        return #"{"$value": {"colorSpace": "srgb", "components": [\#(c)]\#(alpha)}}"#
    }

    /// Color tokens under random groups: `group → name → value`.
    static func tokens(_ random: inout SplitMix64, count: Int, groups: [String]) -> [String: [String: String]] {
        var result: [String: [String: String]] = [:]
        for _ in 0..<count {
            let group = groups[Int(random.next() % UInt64(groups.count))]
            let name = names[Int(random.next() % UInt64(names.count))]
            result[group, default: [:]][name] = color(&random)
        }
        return result
    }

    static func json(_ tokens: [String: [String: String]]) -> String {
        let groups = tokens.keys.sorted().map { group in
            let members = (tokens[group] ?? [:]).keys.sorted().map { #""\#($0)": \#(tokens[group]?[$0] ?? "")"# }
            return #""\#(group)": {\#(members.joined(separator: ", "))}"#
        }
        return #"{"$type": "color", \#(groups.joined(separator: ", "))}"#
    }

    /// A resolver: a base set and a modifier whose contexts redefine some base colors, and in
    /// every third context add new ones.
    static func resolver(seed: UInt64) -> String {
        var random = SplitMix64(seed: seed)
        let groups = ["card", "page", "button", "alert", "nav"]
        let base = tokens(&random, count: 40, groups: groups)
        var contexts: [String] = []
        for c in 0..<6 {
            var redefined: [String: [String: String]] = [:]
            for (group, members) in base {
                for name in members.keys where random.next() % 4 == 0 {
                    redefined[group, default: [:]][name] = color(&random)
                }
            }
            if c % 3 == 2 {
                redefined.merge(tokens(&random, count: 5, groups: ["extra"])) { $0.merging($1) { _, new in new } }
            }
            contexts.append(#""c\#(c)": [\#(json(redefined))]"#)
        }
        return """
            {"version": "2025.10", "sets": {"base": {"sources": [\(json(base))]}},
             "modifiers": {"mode": {"default": "c0", "contexts": {\(contexts.joined(separator: ", "))}}},
             "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/mode"}]}
            """
    }

    @Test(arguments: 0..<24)
    func reusedInferenceEqualsInferringEachThemeAlone(seed: UInt64) throws {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": Self.resolver(seed: seed)]),
            allPermutations: true)
        #expect(resolution.themes.count == 6)
        var shared = PairInference()
        for theme in resolution.themes {
            var alone = PairInference()
            let expected = alone.infer(in: theme)
            let reused = shared.infer(in: theme)
            #expect(reused.pairs == expected.pairs, "seed \(seed), theme \(theme.name)")
            #expect(reused.roleColors == expected.roleColors)
            #expect(reused.hasText == expected.hasText && reused.hasSurface == expected.hasSurface)
            #expect(reused.colors == expected.colors)
            #expect(reused.firstColor?.path == expected.firstColor?.path)
            #expect(reused.firstColor?.location == expected.firstColor?.location)
            #expect(reused.firstRoleColor?.path == expected.firstRoleColor?.path)
            #expect(reused.firstRoleColor?.location == expected.firstRoleColor?.location)
        }
    }
}
