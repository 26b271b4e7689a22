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

    @Test func aTokenResolvedFromAnInputThatReportedIsNotTakenForTheBasesToken() throws {
        // In (y, v), p.c0 is older-draft syntax (a report while resolving), so a.a0 resolves from
        // an input without a version; a.b0, which v redefines, must not be remembered as if it
        // referenced the base's a.a0, or (x, v) would take y's color for it.
        var files = Self.files(y: ##""#336699""##)
        files["v.json"] = #"{ "a": { "$type": "color", "b0": { "$value": "{a.a0}" } } }"#
        let resolver = ThemeResolver(document: try IncrementalResolutionTests.load(files))
        let memo = PermutationMemo()
        let base = try #require(Self.resolveInFull([("m0", "x"), ("m1", "u")], resolver, keepingBaseIn: memo).base)
        let reporting = [("m0", "y"), ("m1", "v")]
        #expect(resolver.resolveChanges(reporting, merged: resolver.mergedTree(reporting).0, base: base) == nil)
        let clean = [("m0", "x"), ("m1", "v")]
        let fromChanges = try #require(resolver.resolveChanges(clean, merged: resolver.mergedTree(clean).0, base: base))
        let full = Self.resolveInFull(clean, resolver).theme
        let path = TokenPath(dotted: "a.b0")
        #expect(fromChanges[path]?.value == full[path]?.value)
        #expect(full[path]?.value == base.theme[TokenPath(dotted: "p.c0")]?.value)
    }

    /// The permutation `inputs` resolved in full; with a memo, kept as the base of the others.
    static func resolveInFull(
        _ inputs: [(modifier: String, context: String)], _ resolver: ThemeResolver,
        keepingBaseIn memo: PermutationMemo? = nil
    ) -> (theme: ResolvedTheme, base: IncrementalBase?) {
        var legacy = LegacySyntaxRecorder()
        var bag = DiagnosticBag()
        let (merged, root) = resolver.mergedTree(inputs)
        return resolver.resolveInFull(
            inputs, merged: merged, rootLocation: root, legacy: &legacy, diagnostics: &bag, keepBase: memo != nil,
            memo: memo)
    }

    /// `text` with its first sRGB color object written as a hex string (older-draft syntax,
    /// reported while resolving).
    static func withLegacyHex(_ text: String) -> String {
        guard let start = text.range(of: #"{ "colorSpace""#),
            let end = text.range(of: "] }", range: start.upperBound..<text.endIndex)
        else { return text }
        return text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: ##""#a1b2c3""##)
    }

    @Test(arguments: 1...16)
    func permutationsResolvedInAnyOrderGiveWhatAFullResolutionGives(seed: Int) throws {
        // Whatever order the memo is filled in — each permutation twice, in a shuffled order —
        // every permutation resolved from its changes is its full resolution, field by field;
        // some contexts use older-draft syntax, so some resolutions are not remembered.
        var files = IncrementalResolutionTests.randomResolverFiles(seed: seed)
        if seed % 2 == 0, let text = files["m0c1.json"] { files["m0c1.json"] = Self.withLegacyHex(text) }
        if seed % 3 == 0, let text = files["m1c2.json"] { files["m1c2.json"] = Self.withLegacyHex(text) }
        let resolver = ThemeResolver(document: try IncrementalResolutionTests.load(files))
        let permutations = try resolver.permutations()
        let memo = PermutationMemo()
        guard let base = Self.resolveInFull(permutations[0], resolver, keepingBaseIn: memo).base else { return }
        var random = IncrementalResolutionTests.Random(state: UInt64(seed) &* 7919)
        var order = Array(permutations.indices.dropFirst()) + Array(permutations.indices.dropFirst())
        for i in order.indices.reversed() { order.swapAt(i, random.next(i + 1)) }
        for position in order {
            let inputs = permutations[position]
            guard let theme = resolver.resolveChanges(inputs, merged: resolver.mergedTree(inputs).0, base: base)
            else { continue }
            let (mine, expected) = (
                IncrementalResolutionTests.describe(theme),
                IncrementalResolutionTests.describe(Self.resolveInFull(inputs, resolver).theme)
            )
            let difference = zip(mine, expected).first { $0 != $1 }
            #expect(
                mine.count == expected.count && difference == nil,
                "seed \(seed), \(theme.name): \(difference.map { "\($0)\n  instead of\n\($1)" } ?? "")")
        }
    }

    @Test func aMemoIsKeptOnlyWhenContextsRecur() {
        #expect(!PermutationMemo.isWorthwhile(for: [[("mode", "light")], [("mode", "dark")], [("mode", "dim")]]))
        #expect(!PermutationMemo.isWorthwhile(for: [[("a", "1"), ("b", "1")], [("a", "2"), ("b", "2")]]))
        let recurring = [[("a", "1"), ("b", "1")], [("a", "1"), ("b", "2")], [("a", "2"), ("b", "2")]]
        #expect(PermutationMemo.isWorthwhile(for: recurring))
    }
}
