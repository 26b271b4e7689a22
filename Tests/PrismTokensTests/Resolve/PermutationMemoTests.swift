import Testing

@testable import PrismTokens

/// Permutations that share a context take the tokens that context alone reaches from the
/// ``PermutationMemo`` instead of resolving them again — and still resolve exactly what a full
/// resolution of every permutation gives, reports included.
@Suite struct PermutationMemoTests {
    /// A base with two palette colors and aliases to each, a modifier `m0` whose context `y`
    /// redefines `p.c0`, and a modifier `m1` whose contexts `v` and `w` redefine `p.c1`; the
    /// given texts replace `y`'s and `w`'s values.
    static func files(y: String? = nil, w: String? = nil) -> [String: String] {
        func context(_ token: String, _ value: String) -> String {
            #"{ "p": { "$type": "color", "\#(token)": { "$value": \#(value) } } }"#
        }
        func modifier(_ name: String, _ contexts: [String]) -> String {
            let list = contexts.map { #""\#($0)": [{ "$ref": "\#($0).json" }]"# }.joined(separator: ", ")
            return #""\#(name)": { "contexts": { \#(list) } }"#
        }
        return [
            "tokens.resolver.json": """
            { "version": "2025.10",
              "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
              "modifiers": { \(modifier("m0", ["x", "y"])), \(modifier("m1", ["u", "v", "w"])) },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/m0" }, { "$ref": "#/modifiers/m1" }] }
            """,
            "base.json": """
            { "p": { "$type": "color", "c0": { "$value": \(srgb(0.1, 0.2, 0.3)) }, "c1": { "$value": \(srgb(0.9, 0.8, 0.7)) } },
              "a": { "$type": "color", "a0": { "$value": "{p.c0}" }, "a1": { "$value": "{p.c1}" }, "b0": { "$value": "{a.a0}" } },
              "s": { "$type": "shadow", "$value": { "color": "{a.b0}", "offsetX": { "value": 1, "unit": "px" },
                "offsetY": { "value": 1, "unit": "px" }, "blur": { "value": 2, "unit": "px" }, "spread": { "value": 0, "unit": "px" } } } }
            """,
            "x.json": "{}", "u.json": "{}",
            "y.json": context("c0", y ?? srgb(0.3, 0.2, 0.1)),
            "v.json": context("c1", srgb(0.5, 0.5, 0.5)),
            "w.json": context("c1", w ?? srgb(0.2, 0.2, 0.2)),
        ]
    }

    static func themes(_ files: [String: String]) throws -> [String: ResolvedTheme] {
        let document = try IncrementalResolutionTests.load(files)
        let resolver = ThemeResolver(document: document)
        let permutations = try resolver.permutations()
        #expect(PermutationMemo.isWorthwhile(for: permutations))
        let themes = TokenSetResolution.resolveThemes(permutations, resolver: resolver).map(\.theme)
        return Dictionary(uniqueKeysWithValues: themes.map { ($0.name, $0) })
    }

    @Test func tokensOneContextReachesAreResolvedOnceForEveryPermutationWithIt() throws {
        let files = Self.files()
        #expect(try IncrementalResolutionTests.expectSameThemes(IncrementalResolutionTests.load(files)) == 5)
        let themes = try Self.themes(files)
        let names = themes.keys.sorted()
        let withY = names.filter { $0.hasPrefix("m0=y,") }
        #expect(withY.count == 3, "\(names)")
        // p.c0, a.a0, a.b0 and the shadow only m0's context y reaches: one token in all three themes.
        for path in ["p.c0", "a.a0", "a.b0", "s"] {
            let tokens = withY.compactMap { themes[$0]?[TokenPath(dotted: path)] }
            #expect(tokens.count == 3, "\(path)")
            #expect(tokens.dropFirst().allSatisfy { $0.isShared(with: tokens[0]) }, "\(path) resolved again")
        }
        // a.a1 has w's value in both themes with w, resolved once; v's differs.
        let xw = try #require(themes["m0=x,m1=w"]?[TokenPath(dotted: "a.a1")])
        let yw = try #require(themes["m0=y,m1=w"]?[TokenPath(dotted: "a.a1")])
        let yv = try #require(themes["m0=y,m1=v"]?[TokenPath(dotted: "a.a1")])
        #expect(xw.isShared(with: yw))
        #expect(!yv.isShared(with: yw) && yv.value != yw.value)
    }

    @Test func aContextThatReportsSomethingReportsItInEveryPermutation() throws {
        // y's color is older-draft syntax (a hex string), w's an alias to nothing: every theme
        // with either is resolved in full and reports it, as without the memo.
        let files = Self.files(y: ##""#336699""##, w: #""{p.missing}""#)
        try IncrementalResolutionTests.expectSameThemes(IncrementalResolutionTests.load(files))
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.resolver.json", provider: InMemorySourceFileProvider(files))
        let unresolved = resolution.diagnostics.all.filter { $0.rule == "reference.unresolved" }
        #expect(Set(unresolved.compactMap(\.theme)) == ["m0=x,m1=w", "m0=y,m1=w"], "\(unresolved.map(\.theme))")
    }

    @Test func aMemoIsKeptOnlyWhenContextsRecur() {
        #expect(!PermutationMemo.isWorthwhile(for: [[("mode", "light")], [("mode", "dark")], [("mode", "dim")]]))
        #expect(!PermutationMemo.isWorthwhile(for: [[("a", "1"), ("b", "1")], [("a", "2"), ("b", "2")]]))
        let recurring = [[("a", "1"), ("b", "1")], [("a", "1"), ("b", "2")], [("a", "2"), ("b", "2")]]
        #expect(PermutationMemo.isWorthwhile(for: recurring))
    }
}
