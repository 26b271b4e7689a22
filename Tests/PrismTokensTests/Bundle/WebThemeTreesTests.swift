import Foundation
import Testing

@testable import PrismTokens

/// `index.js` and `index.d.ts` written from ``WebThemeTrees`` (one tree for the themes with the
/// first theme's paths, values shared with the first theme, later themes spliced from the first
/// theme's text) are what the straightforward version gives: a `TokenTree<JSONText>` per theme,
/// every tree written whole and its type literal built by key lookups in every theme.
@Suite struct WebThemeTreesTests {
    /// Random resolvers (contexts that add tokens, so some themes' paths differ from the first's),
    /// the fixture sources and the hostile theme, each set of themes as one bundle would have them.
    static func themeSets() throws -> [[ResolvedTheme]] {
        var sets: [[ResolvedTheme]] = []
        for seed in 1...16 { sets.append(try BundleWriterFastPathTests.randomThemes(seed: seed)) }
        let fixtures = try BundleWriterFastPathTests.themes()
        sets.append(fixtures)
        // The hostile theme twice with a value changed in the second, then a theme with a path
        // turned into a group: spliced, then written on its own.
        if let hostile = fixtures.last {
            var changed = hostile
            changed.name = "changed"
            for index in changed.tokens.indices where index % 2 == 0 {
                changed.tokens[index].value = .string("changed \(index)")
            }
            sets.append([hostile, changed, fixtures[0]])
            // Both with the first theme's paths: the declarations walk the first theme's tree
            // alone, with union types where the second changes a value's type.
            sets.append([hostile, changed])
        }
        return sets
    }

    @Test func moduleAndDeclarationsAreTheStraightforwardOnes() throws {
        var spliced = 0
        var onTheirOwn = 0
        var allFollowFirst = 0
        var unionsFollowingFirst = 0
        for (offset, themes) in try Self.themeSets().enumerated() {
            var findings = DiagnosticBag()
            // Every other set with paths no bundle can nest and the first theme's tree built
            // beforehand, as the bundle shares it.
            let themes = offset % 2 == 0 ? themes : themes.map(JSONBundlePackerTests.withConflictingPaths)
            let firstTree = offset % 2 == 0 ? nil : themes.first.map { TokenPositionTree($0.tokens) }
            let trees = WebThemeTrees(themes, firstTree: firstTree, diagnostics: &findings)
            var expectedFindings = DiagnosticBag()
            let reference = Self.referenceTrees(themes, diagnostics: &expectedFindings)
            #expect(findings.all.map(\.message) == expectedFindings.all.map(\.message), "set \(offset)")
            let module = WebBundlePacker.module(trees: trees, defaultTheme: themes[0].name, notice: "notice").bytes
            let declarations = WebTypeDeclarations.body(trees: trees, defaultTheme: themes[0].name, notice: "notice")
                .text
            let sameModule = module == Array(Self.referenceModule(reference, defaultTheme: themes[0].name).utf8)
            let sameDeclarations =
                Self.interfaceBody(of: declarations) == Self.shape(of: reference.map { Optional($0.tree) }, level: 0)
            #expect(sameModule, "index.js, set \(offset)")
            #expect(sameDeclarations, "index.d.ts, set \(offset)")
            if trees.themes.count > 1, trees.themes.dropFirst().allSatisfy(\.hasFirstThemesTree) {
                allFollowFirst += 1
                if declarations.contains("string | ") || declarations.contains(" | string") {
                    unionsFollowingFirst += 1
                }
            }
            spliced += trees.themes.dropFirst().filter(\.hasFirstThemesTree).count
            onTheirOwn += trees.themes.dropFirst().filter { !$0.hasFirstThemesTree }.count
        }
        #expect(spliced > 10)
        #expect(onTheirOwn > 3)
        #expect(allFollowFirst > 3)
        #expect(unionsFollowingFirst > 0)
    }

    @Test func aThemeWithAPathSpelledOtherwiseHasItsOwnTree() throws {
        // The hostile theme's `ünïcödé` group respelled in NFD: the same String, other bytes (and
        // other keys in index.js), so the theme is not given the first theme's tree.
        let hostile = try #require(try BundleWriterFastPathTests.themes().last)
        let position = try #require(hostile.tokens.firstIndex { $0.path.segments[0] == "ünïcödé" })
        var respelled = hostile
        respelled.name = "respelled"
        respelled.tokens[position].path = TokenPath(
            hostile.tokens[position].path.segments.map(\.decomposedStringWithCanonicalMapping))
        #expect(respelled.tokens[position].path == hostile.tokens[position].path)
        let themes = [hostile, hostile, respelled]
        var findings = DiagnosticBag()
        let trees = WebThemeTrees(themes, diagnostics: &findings)
        #expect(trees.themes.map(\.hasFirstThemesTree) == [false, true, false])
        var ignored = DiagnosticBag()
        let reference = Self.referenceTrees(themes, diagnostics: &ignored)
        let module = WebBundlePacker.module(trees: trees, defaultTheme: hostile.name, notice: "notice").bytes
        #expect(module == Array(Self.referenceModule(reference, defaultTheme: hostile.name).utf8))
    }

    // MARK: - The straightforward version

    static func referenceTrees(_ themes: [ResolvedTheme], diagnostics: inout DiagnosticBag) -> [(
        name: String, tree: TokenTree<JSONText>
    )] {
        themes.map { theme in
            var tree = TokenTree<JSONText>()
            for token in theme.tokens where !tree.insert(WebValueText.value(token.value), at: token.path.segments) {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "\(token.path) is left out of index.js because its path is also a group or another token's; rename the token or the group",
                        at: token.location, token: token.path.description, theme: theme.name))
            }
            return (theme.name, tree)
        }
    }

    static func referenceModule(_ trees: [(name: String, tree: TokenTree<JSONText>)], defaultTheme: String) -> String {
        var ignored = DiagnosticBag()
        let empty = WebBundlePacker.module(
            trees: WebThemeTrees([], diagnostics: &ignored), defaultTheme: defaultTheme, notice: "notice"
        ).text
        // The same head and tail as the module of no theme, with every tree written whole.
        var themesObject = "{\n"
        for (name, tree) in trees {
            themesObject +=
                "  " + JavaScriptSyntax.key(name) + ": "
                + BundleWriterFastPathTests.referenceLiteral(tree.json { $0 }, level: 1) + ",\n"
        }
        themesObject += "}"
        let names = JavaScriptSyntax.literal(.array(trees.map { .string($0.name) }))
        return
            empty
            .replacingAll("export const themeNames = freeze([]);", with: "export const themeNames = freeze(\(names));")
            .replacingAll("export const themes = freeze({});", with: "export const themes = freeze(\(themesObject));")
    }

    /// The type literal of `interface Tokens` in a declaration file.
    static func interfaceBody(of declarations: String) -> Substring {
        let start = declarations.range(of: "export interface Tokens ")?.upperBound ?? declarations.endIndex
        let end = declarations.range(of: "\n\n/** The name of every theme")?.lowerBound ?? declarations.endIndex
        return start <= end ? declarations[start..<end] : ""
    }

    static func shape(of groups: [TokenTree<JSONText>?], level: Int) -> String {
        var keys: [String] = []
        var seen: Set<String> = []
        for group in groups.compactMap({ $0 }) {
            for entry in group.entries where seen.insert(entry.key).inserted { keys.append(entry.key) }
        }
        if keys.isEmpty { return "{}" }
        let indent = String(repeating: "  ", count: level + 1)
        var lines: [String] = []
        for key in keys {
            let nodes = groups.map { $0?.node(key) }
            let optional = nodes.compactMap { $0 }.count < groups.count ? "?" : ""
            var leafTypes: [String] = []
            var subgroups: [TokenTree<JSONText>?] = []
            for node in nodes {
                switch node {
                case .leaf(let value)?:
                    let type = WebTypeDeclarations.leafType(value)
                    if !leafTypes.contains(type) { leafTypes.append(type) }
                    subgroups.append(nil)
                case .group(let tree)?: subgroups.append(tree)
                case nil: subgroups.append(nil)
                }
            }
            let type =
                leafTypes.isEmpty
                ? shape(of: subgroups, level: level + 1)
                : subgroups.allSatisfy({ $0 == nil }) ? leafTypes.joined(separator: " | ") : "unknown"
            lines.append("\(indent)readonly \(JavaScriptSyntax.key(key, inTypeLiteral: true))\(optional): \(type);")
        }
        return "{\n" + lines.joined(separator: "\n") + "\n" + String(repeating: "  ", count: level) + "}"
    }
}
