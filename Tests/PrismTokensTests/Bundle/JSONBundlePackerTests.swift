import Foundation
import PrismTestSupport
import Testing

@testable import PrismTokens

/// The json bundle's files (the first theme's tree shared with the web bundle, later themes
/// spliced or written on their own) are each theme written on its own, and every token left out
/// of them is reported once per theme.
@Suite struct JSONBundlePackerTests {
    @Test(arguments: 1...12) func filesAndLeftOutTokensAreEachThemeWrittenOnItsOwn(seed: Int) throws {
        let input = try Self.inputWithConflictingPaths(seed: seed)
        let themes = BundleThemes(input)
        let bundleInput = try BundleTestSupport.bundleInput(input)
        var findings = DiagnosticBag()
        let packed = Dictionary(
            JSONBundlePacker.files(for: bundleInput, themes: themes, diagnostics: &findings).map {
                ($0.path, $0.contents)
            }, uniquingKeysWith: { first, _ in first })
        var expectedLeftOut = 0
        for theme in themes.all {
            let description =
                "The tokens of theme '\(theme.name)' with every reference resolved. \(bundleInput.doNotEditNotice)"
            var named = theme.resolved
            named.name = description
            let alone = BundleWriterFastPathTests.jsonFiles(named, reusing: nil)
            let sameDocument = packed["tokens/\(theme.fileStem).tokens.json"].map { Array($0.utf8) } == alone.document
            let sameFlat = packed["flat/\(theme.fileStem).json"].map { Array($0.utf8) } == alone.flat
            #expect(sameDocument, "seed \(seed), theme \(theme.name)")
            #expect(sameFlat, "seed \(seed), theme \(theme.name)")
            expectedLeftOut += alone.shared.leftOut.count
        }
        let leftOut = findings.all.filter { $0.message.contains("is left out of the json bundle") }
        #expect(leftOut.count == expectedLeftOut, "seed \(seed)")
        #expect(expectedLeftOut >= themes.all.count, "seed \(seed): every theme leaves a token out")
    }

    /// A random resolver's themes (``CSSThemeOverlayTests/randomResolver(seed:modifiers:)``), each
    /// with tokens no bundle can nest (``withConflictingPaths(_:)``), to render `platforms` from.
    static func inputWithConflictingPaths(seed: Int, platforms: [Platform] = []) throws -> EmitterInput {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        var resolution = try Resolution.of(files: files, root: "tokens.resolver.json")
        resolution.themes = resolution.themes.map(Self.withConflictingPaths)
        return EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: platforms, toolVersion: "TEST"), sourceName: "tokens.json")
    }

    /// `theme` with tokens no bundle can nest (sources are refused such paths, so they are made
    /// here): one below the first token, and one at the path of the first group of a token
    /// nested two deep; each is left out of the json and web bundles.
    static func withConflictingPaths(_ theme: ResolvedTheme) -> ResolvedTheme {
        var theme = theme
        guard var below = theme.tokens.first else { return theme }
        below.path = TokenPath(below.path.segments + ["below"])
        theme.tokens.append(below)
        if var atGroup = theme.tokens.first(where: { $0.path.segments.count > 1 }) {
            atGroup.path = TokenPath(Array(atGroup.path.segments.prefix(1)))
            theme.tokens.append(atGroup)
        }
        return theme
    }

    @Test func positionTreesKeepWhatInsertingOneByOneKeeps() throws {
        // The tree the json and web bundles share, on themes with paths no bundle can nest.
        var leftOut = 0
        for seed in 1...12 {
            for theme in try BundleWriterFastPathTests.randomThemes(seed: seed).map(Self.withConflictingPaths) {
                var reference = TokenTree<Int>()
                let kept = theme.tokens.indices.filter { reference.insert($0, at: theme.tokens[$0].path.segments) }
                let positions = TokenPositionTree(theme.tokens)
                #expect(positions.kept == kept, "seed \(seed), theme \(theme.name)")
                let sameTree = positions.tree.json { .number(Double($0)) } == reference.json { .number(Double($0)) }
                #expect(sameTree, "seed \(seed), theme \(theme.name)")
                leftOut += theme.tokens.count - kept.count
            }
        }
        #expect(leftOut > 0)
    }

    /// The tree and kept positions of tokens at `paths`, built as the bundles build it and by
    /// inserting one token after another.
    static func positionTrees(_ paths: [[String]], template: ResolvedToken) -> (
        built: TokenPositionTree, kept: [Int], reference: TokenTree<Int>
    ) {
        let tokens = paths.map { path in
            var token = template
            token.path = TokenPath(path)
            return token
        }
        var reference = TokenTree<Int>()
        let kept = tokens.indices.filter { reference.insert($0, at: tokens[$0].path.segments) }
        return (TokenPositionTree(tokens), kept, reference)
    }

    @Test func positionTreesOfPathsInAnyOrderKeepWhatInsertingOneByOneKeeps() throws {
        // The tree goes straight to the previous path's groups: back to an earlier group, a
        // refused path between two, a group's path, a path below a token, the same name in other
        // bytes (one name to the index), deeper and shallower paths, in random orders.
        let template = try #require(try BundleWriterFastPathTests.randomThemes(seed: 1).first?.tokens.first)
        let listed: [[String]] = [
            ["a", "b", "c"], ["a", "b", "d"], ["a", "e", "f"], ["a", "b", "g"], ["a", "b"], ["a", "b", "h"],
            ["a", "b", "c"], ["a", "b", "c", "x"], ["a", "b", "i", "j"], ["a", "b", "i", "k"], ["a", "b", "i"],
            ["z"], ["z", "y"], ["caf\u{E9}", "m"], ["cafe\u{301}", "n"], ["cafe\u{301}", "m"],
            ["q", "r", "s", "t"], ["q", "r", "u"], ["q", "v"], ["q", "r", "w"], ["q", "r", "s", "t2"],
        ]
        var random = SplitMix64(seed: 17)
        var sequences = [listed]
        for _ in 0..<300 {
            sequences.append(
                (0..<24).map { _ in
                    (0..<Int.random(in: 1...4, using: &random)).map { _ in
                        ["a", "b", "c"].randomElement(using: &random) ?? "a"
                    }
                })
        }
        var refused = 0
        for (number, paths) in sequences.enumerated() {
            let trees = Self.positionTrees(paths, template: template)
            #expect(trees.built.kept == trees.kept, "sequence \(number)")
            let sameTree = trees.built.tree.json { .number(Double($0)) } == trees.reference.json { .number(Double($0)) }
            #expect(sameTree, "sequence \(number)")
            refused += paths.count - trees.kept.count
        }
        #expect(refused > 1000)
        #expect(
            Self.positionTrees(listed, template: template).kept == [
                0, 1, 2, 3, 5, 8, 9, 11, 13, 14, 16, 17, 18, 19, 20,
            ])
    }
}
