import Testing

@testable import PrismTokens

/// Permutations whose changes were found while the base permutation resolved
/// (``PermutationChangesInAdvance``) resolve to the themes found without that head start.
@Suite struct PermutationChangesInAdvanceTests {
    static func document(seed: Int) throws -> ResolverDocument {
        try IncrementalResolutionTests.load(IncrementalResolutionTests.randomResolverFiles(seed: seed))
    }

    @Test(arguments: 1...8) func preparedPermutationsResolveToTheSameThemes(seed: Int) throws {
        let resolver = ThemeResolver(document: try Self.document(seed: seed))
        let permutations = try resolver.permutations()
        let (merged, root) = resolver.mergedTree(permutations[0])
        var legacy = LegacySyntaxRecorder()
        var bag = DiagnosticBag()
        let full = resolver.resolveInFull(
            permutations[0], merged: merged, rootLocation: root, legacy: &legacy, diagnostics: &bag, keepBase: true)
        let others = Array(permutations.dropFirst())
        let advance = PermutationChangesInAdvance(resolver: resolver, permutations: others, baseMerged: merged)
        guard let base = full.base else {
            // A base with diagnostics: the prepared trees still resolve in full like fresh ones.
            #expect(!bag.all.isEmpty)
            return
        }
        advance.run(raw: base.resolver.raw.tokens)
        var changed = 0
        for (index, permutation) in others.enumerated() {
            let prepared = try #require(advance.take(index))
            #expect(advance.take(index) == nil, "each permutation is handed out once")
            if case .tokens = prepared.changes { changed += 1 }
            var (legacyA, bagA, legacyB, bagB) = (
                LegacySyntaxRecorder(), DiagnosticBag(), LegacySyntaxRecorder(), DiagnosticBag()
            )
            let early = resolver.resolve(
                permutation, over: base, prepared: prepared, legacy: &legacyA, diagnostics: &bagA)
            let late = resolver.resolve(permutation, over: base, legacy: &legacyB, diagnostics: &bagB)
            #expect(early.name == late.name)
            #expect(IncrementalResolutionTests.describe(early) == IncrementalResolutionTests.describe(late))
            #expect(bagA.all.map(\.compilerFormatted) == bagB.all.map(\.compilerFormatted))
            #expect(legacyA.warnings.map(\.compilerFormatted) == legacyB.warnings.map(\.compilerFormatted))
        }
        #expect(changed > 0, "some permutation must change tokens, or this compares nothing")
    }

    @Test func aStoppedPreparationStartsNoPermutation() throws {
        let resolver = ThemeResolver(document: try Self.document(seed: 3))
        let permutations = try resolver.permutations()
        let (merged, _) = resolver.mergedTree(permutations[0])
        let advance = PermutationChangesInAdvance(
            resolver: resolver, permutations: Array(permutations.dropFirst()), baseMerged: merged)
        advance.stop()
        advance.run(raw: [])
        #expect(advance.take(0) == nil)
        #expect(advance.take(permutations.count - 2) == nil)
    }

    @Test func sixDigitHexIsTheHexOfTheParsedColor() {
        var random = IncrementalResolutionTests.Random(state: 7)
        let alphabet = Array("#0123456789abcdefABCDEFgx ")
        var samples = ["#ff8800", "#FF8800", "#Ff88aA", "#fff", "#ff8800aa", "ff8800", "#ff880", "#ff88001", "", "#"]
        for _ in 0..<2000 {
            let length = random.next(10)
            samples.append(String((0..<length).map { _ in alphabet[random.next(alphabet.count)] }))
            samples.append("#" + String((0..<6).map { _ in alphabet[1 + random.next(22)] }))
        }
        for text in samples {
            let expected = LegacyValueSyntax.isSixDigitHex(text) ? LegacyValueSyntax.hexColor(text)?.hex : nil
            #expect(LegacyValueSyntax.sixDigitHex(text) == expected, "\(text)")
        }
    }
}
