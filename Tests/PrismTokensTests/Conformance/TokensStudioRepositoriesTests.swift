import Foundation
import Testing

@testable import PrismTokens

/// Two real Tokens Studio repositories (MIT, vendored with their LICENSE and a SOURCE.md under
/// `Tests/Fixtures/tokens-studio/`) build from their `tokens/` folder: one theme per permutation
/// of their `$themes.json` groups, no structural error besides the one genuine defect each source
/// has (listed), and every token in the output or named by a diagnostic.
@Suite struct TokensStudioRepositoriesTests {
    struct Repository: Sendable, CustomStringConvertible {
        var name: String
        var themes: Int
        /// The source's own defect: (file suffix, line, message fragment).
        var knownDefect: (file: String, line: Int, fragment: String)
        var description: String { name }
    }

    static let repositories = [
        Repository(name: "nve-designsystem", themes: 30, knownDefect: ("brand/rme.json", 62, "#fffffff")),
        Repository(
            name: "3jane-design-system", themes: 8, knownDefect: ("ft_landing/theme/dark.json", 70, "neutral.12")),
    ]

    @Test(arguments: repositories) func buildsEveryThemeWithOnlyTheKnownDefect(_ repository: Repository) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("tokens-studio/\(repository.name)")
        let r = try TokenSetResolution.resolve(
            file: "tokens", provider: DiskSourceFileProvider(baseDirectory: folder.path))
        #expect(r.document.isTokensStudio)
        #expect(r.themes.count == repository.themes)
        let groups = r.document.modifiers.map(\.contexts.count).reduce(1, *)
        #expect(groups == repository.themes, "one theme per permutation of the $themes.json groups")
        let structural = r.diagnostics.all.filter(TokensStudioCorpusTests.isStructural)
        let unexpected = structural.filter { d in
            !(d.location?.file.hasSuffix(repository.knownDefect.file) == true
                && d.location?.line == repository.knownDefect.line
                && d.message.contains(repository.knownDefect.fragment))
        }
        #expect(unexpected.isEmpty, "\(unexpected.prefix(5).map(\.compilerFormatted))")
        #expect(!structural.isEmpty, "the known defect is still reported")
        print(
            "\(repository.name): \(r.tokenCount) tokens, \(r.themes.count) themes, \(structural.count) structural errors (all the known source defect), \(r.diagnostics.count(of: .warning)) warnings"
        )
    }

    @Test(arguments: repositories) func everyTokenIsInTheOutputOrNamed(_ repository: Repository) throws {
        let folder = TestPaths.fixtures.appendingPathComponent("tokens-studio/\(repository.name)")
        let r = try TokenSetResolution.resolve(
            file: "tokens", provider: DiskSourceFileProvider(baseDirectory: folder.path))
        let emitted = Set(r.themes.flatMap { $0.tokens.map(\.path.description) })
        var named = Set(r.diagnostics.all.compactMap(\.token))
        for d in r.diagnostics.all { named.formUnion(d.message.split(separator: "'").map(String.init)) }
        // Tokens of sets that only serve as `source` are referenced, not emitted: collect those
        // that some theme enables.
        var enabledRoots: [JSONNode] = []
        for modifier in r.document.modifiers {
            for context in modifier.contexts {
                enabledRoots += context.sources.filter { !$0.referenceOnly }.map(\.root)
            }
        }
        var missing: [String] = []
        for root in enabledRoots {
            var stack: [(JSONNode, [String])] = [(root, [])]
            while let (node, path) = stack.popLast() {
                guard let object = node.object else { continue }
                if object.contains("$value") {
                    let dotted = path.joined(separator: ".")
                    // A later set may turn a token into a group or a group into a token (the last set wins).
                    let ancestors = path.indices.dropLast().map { path[...$0].joined(separator: ".") }
                    let overridden =
                        emitted.contains { $0.hasPrefix(dotted + ".") } || ancestors.contains { emitted.contains($0) }
                    if !emitted.contains(dotted), !overridden, !named.contains(where: { $0.contains(dotted) }) {
                        missing.append(dotted)
                    }
                    continue
                }
                for member in object.members where !member.key.hasPrefix("$") {
                    stack.append((member.value, path + [member.key]))
                }
            }
        }
        #expect(missing.isEmpty, "\(missing.count) tokens neither emitted nor named, e.g. \(missing.prefix(5))")
    }
}
