import Foundation
import Testing

@testable import PrismTokens

/// ``FirstThemeWorkInAdvance``'s token tree: built on the first theme's collected paths while the
/// themes resolve, taken by the JSON output and the bundles only when it fits, once, and the
/// files are byte for byte the same with it as without.
@Suite struct PathWorkInAdvanceTests {
    /// The tree work, started from the first token (the tests' files are far below ``FirstThemeWorkInAdvance/treeFrom``).
    static var treeWork: FirstThemeWorkInAdvance {
        var work = FirstThemeWorkInAdvance(tokenTree: FirstThemeWorkInAdvance.tokenTreeWork())
        work.treeFrom = 0
        return work
    }

    /// Resolves `root` among `files`, starting `work` when the first theme's tokens are collected.
    static func resolve(files: [String: String], root: String, work: FirstThemeWorkInAdvance) throws
        -> TokenSetResolution
    {
        try TokenSetResolution.resolve(file: root, provider: InMemorySourceFileProvider(files), inAdvance: work)
    }

    /// The JSON output of `resolution` (`generate --platform json`) and its findings.
    static func jsonOutput(_ resolution: TokenSetResolution) throws -> (files: [String], findings: [String]) {
        let input = EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [.json], toolVersion: "TEST"), sourceName: "tokens.json")
        var findings = DiagnosticBag()
        let files = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &findings)
        return (files.map { "\($0.path)\n\($0.contents)" }, findings.all.map(\.compilerFormatted))
    }

    @Test(arguments: 1...8) func theTreeIsTheFirstThemesAndTheFilesAreTheSame(seed: Int) throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: seed, modifiers: 1 + seed % 3)
        let work = Self.treeWork
        let resolution = try Self.resolve(files: files, root: "tokens.resolver.json", work: work)
        let tree = try #require(work.tokenTree)
        var without = resolution
        without.inAdvance = .none

        let with = try Self.jsonOutput(resolution)
        #expect(tree.wasHandedOut, "seed \(seed): the JSON output took the tree")
        let plain = try Self.jsonOutput(without)
        #expect(with.files == plain.files, "seed \(seed)")
        #expect(with.findings == plain.findings, "seed \(seed)")
        // Handed out once.
        #expect(tree.take(for: resolution.themes) == nil)
    }

    @Test func theTreeKeepsWhatTheFirstThemesTreeKeeps() throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: 5, modifiers: 2)
        let work = Self.treeWork
        let resolution = try Self.resolve(files: files, root: "tokens.resolver.json", work: work)
        let taken = try #require(work.tokenTree?.take(for: resolution.themes))
        let first = TokenPositionTree(resolution.themes[0].tokens)
        #expect(taken.kept == first.kept)
        #expect(taken.kept.count == resolution.themes[0].tokens.count)
        for position in taken.kept {
            let path = resolution.themes[0].tokens[position].path.segments
            #expect(Self.leaf(in: taken.tree, at: path) == position)
            #expect(Self.leaf(in: first.tree, at: path) == position)
        }
    }

    /// The leaf at `path`, if the tree has one there.
    static func leaf(in tree: TokenTree<Int>, at path: [String]) -> Int? {
        guard let key = path.first else { return nil }
        switch tree.node(key) {
        case .leaf(let position)?: return path.count == 1 ? position : nil
        case .group(let group)?: return leaf(in: group, at: Array(path.dropFirst()))
        case nil: return nil
        }
    }

    @Test func aTreeThatDoesNotFitIsNotTaken() throws {
        // A token whose reference does not resolve is left out after it was collected.
        let broken =
            ##"{ "a": { "$type": "color", "$value": "#000000" }, "b": { "$type": "color", "$value": "{missing}" } }"##
        let work = Self.treeWork
        let resolution = try Self.resolve(files: ["tokens.json": broken], root: "tokens.json", work: work)
        #expect(resolution.themes[0].tokens.count == 1)
        #expect(work.tokenTree?.take(for: resolution.themes) == nil)
        #expect(work.tokenTree?.wasHandedOut == false)
        var without = resolution
        without.inAdvance = .none
        #expect(try Self.jsonOutput(resolution).files == Self.jsonOutput(without).files)

        // As many tokens, other paths.
        let files = ["tokens.json": CSSNamesInAdvanceTests.themed]
        let renamed = Self.treeWork
        let first = try Self.resolve(files: files, root: "tokens.json", work: renamed)
        let other = try Resolution.of(
            files: [
                "tokens.json": CSSNamesInAdvanceTests.themed.replacingOccurrences(of: "\"-3xs\"", with: "\"-4xs\"")
            ],
            root: "tokens.json")
        #expect(other.themes[0].tokens.count == first.themes[0].tokens.count)
        #expect(renamed.tokenTree?.take(for: other.themes) == nil)
        #expect(renamed.tokenTree?.wasHandedOut == false)

        // Another number of tokens (the dark theme has one more): not waited for, not claimed.
        let counted = Self.treeWork
        let themed = try Self.resolve(files: files, root: "tokens.json", work: counted)
        let dark = try #require(themed.themes.first { $0.tokens.count != themed.themes[0].tokens.count })
        #expect(counted.tokenTree?.take(for: [dark]) == nil)
        #expect(counted.tokenTree?.wasHandedOut == false)
        // Still there for the themes it fits.
        #expect(counted.tokenTree?.take(for: themed.themes) != nil)
        #expect(counted.tokenTree?.wasHandedOut == true)
    }

    @Test func smallSourcesStartNoTree() throws {
        // Below the threshold the tree is not started: the output builds its own.
        let work = FirstThemeWorkInAdvance(tokenTree: FirstThemeWorkInAdvance.tokenTreeWork())
        let resolution = try Self.resolve(
            files: ["tokens.json": CSSNamesInAdvanceTests.themed], root: "tokens.json", work: work)
        #expect(resolution.themes[0].tokens.count < work.treeFrom)
        #expect(work.tokenTree?.take(for: resolution.themes) == nil)
        _ = try Self.jsonOutput(resolution)
        #expect(work.tokenTree?.wasHandedOut == false)
    }

    @Test func theBundlesTakeTheTreeAndWriteTheSameFiles() throws {
        let files = CSSThemeOverlayTests.randomResolver(seed: 7, modifiers: 2)
        let work = Self.treeWork
        let resolution = try Self.resolve(files: files, root: "tokens.resolver.json", work: work)
        var without = resolution
        without.inAdvance = .none
        func bundled(_ resolution: TokenSetResolution) throws -> [String] {
            let input = BundleTestSupport.emitterInput(resolution)
            let bundleInput = try BundleTestSupport.bundleInput(input)
            let themes = BundleThemes(input)
            var findings = DiagnosticBag()
            let json = JSONBundlePacker.files(for: bundleInput, themes: themes, diagnostics: &findings)
            let web = WebBundlePacker.files(for: bundleInput, themes: themes, diagnostics: &findings)
            return (json + web).map { "\($0.path)\n\($0.contents)" } + findings.all.map(\.compilerFormatted)
        }
        let with = try bundled(resolution)
        #expect(work.tokenTree?.wasHandedOut == true)
        #expect(try with == bundled(without))
    }

    @Test func thePipelineStartsWhatItsOutputsTake() throws {
        let pipeline = TestPipeline.make("tokens.json", provider: InMemorySourceFileProvider([:]))
        let css = pipeline.workInAdvance(rendering: [.css, .swift], writingJSON: false)
        #expect(css.cssNames != nil && css.tokenTree == nil)
        let json = pipeline.workInAdvance(rendering: [.swift, .json], writingJSON: true)
        #expect(json.cssNames == nil && json.tokenTree != nil)
        #expect(pipeline.workInAdvance(rendering: [.swift], writingJSON: false).isEmpty)
    }
}
