import Foundation
import Testing

@testable import PrismTokens

/// The thirteen Tokens Studio files of sd-transforms' integration tests
/// (`shared/corpus/tokens-studio-sd-transforms/tokens`) build with no structural error; the three
/// `cross-file-refs-*` files are one source (the test that uses them globs them together), read
/// as a Tokens Studio folder.
@Suite struct TokensStudioCorpusTests {
    /// Rule families whose errors are structural: the tokens cannot be read as written.
    static let structural = ["syntax", "encoding", "format", "value", "reference", "resolver", "studio"]

    static func isStructural(_ d: Diagnostic) -> Bool {
        d.severity == .error && structural.contains { d.rule == $0 || d.rule.hasPrefix($0 + ".") }
    }

    func files() throws -> (folder: URL, names: [String]) {
        let folder = try Corpus.requireFolder().appendingPathComponent("tokens-studio-sd-transforms/tokens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".tokens.json")
        }.sorted()
        return (folder, names)
    }

    @Test func everyFileBuildsWithoutStructuralErrors() throws {
        let (folder, names) = try files()
        #expect(names.count == 13)
        var tokens = 0
        var warnings = 0
        for name in names where !name.hasPrefix("cross-file-refs") {
            let r = try TokenSetResolution.resolve(
                file: name, provider: DiskSourceFileProvider(baseDirectory: folder.path))
            #expect(
                r.document.isTokensStudio || name == "exclude-parent-keys.tokens.json"
                    || name == "custom-group.tokens.json" || name == "swift-UI-colors.tokens.json",
                "\(name) read as Tokens Studio")
            let structural = r.diagnostics.all.filter(Self.isStructural)
            #expect(structural.isEmpty, "\(name): \(structural.map(\.compilerFormatted))")
            tokens += r.tokenCount
            warnings += r.diagnostics.count(of: .warning)
        }
        var bytes: [String: [UInt8]] = [:]
        for name in names where name.hasPrefix("cross-file-refs") {
            bytes["cross-file-refs/" + name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        let order = names.filter { $0.hasPrefix("cross-file-refs") }.map { "\"" + $0.dropLast(".json".count) + "\"" }
            .joined(separator: ", ")
        bytes["cross-file-refs/$metadata.json"] = Array("{ \"tokenSetOrder\": [\(order)] }".utf8)
        let r = try TokenSetResolution.resolve(
            file: "cross-file-refs", provider: InMemorySourceFileProvider(bytes: bytes))
        #expect(r.document.isTokensStudio)
        #expect(r.diagnostics.all.filter(Self.isStructural).isEmpty, "\(r.diagnostics.all.map(\.compilerFormatted))")
        tokens += r.tokenCount
        print(
            "Tokens Studio corpus: 13 files, \(tokens) tokens resolved, 0 structural errors, \(warnings + r.diagnostics.count(of: .warning)) warnings"
        )
    }

    /// Every token of every file is in the output or named by a diagnostic.
    @Test func noTokenIsDroppedSilently() throws {
        let (folder, names) = try files()
        for name in names where !name.hasPrefix("cross-file-refs") {
            let r = try TokenSetResolution.resolve(
                file: name, provider: DiskSourceFileProvider(baseDirectory: folder.path))
            let root = try JSONReader.read(Array(Data(contentsOf: folder.appendingPathComponent(name))), file: name)
                .root
            let named = Set(
                r.diagnostics.all.flatMap { d in
                    [d.token].compactMap { $0 } + d.message.split(separator: "'").map(String.init)
                })
            let emitted = Set(r.themes.flatMap { $0.tokens.map(\.path.description) })
            // A file keyed by set name (exclude-parent-keys) emits paths without the set's key.
            let setNames = Set(r.document.sets.map(\.name))
            for written in Self.tokenPaths(root) {
                let first = String(written.prefix { $0 != "." })
                let path =
                    setNames.contains(first) && r.document.sets.count > 1
                    ? String(written.dropFirst(first.count + 1)) : written
                if emitted.contains(path) || emitted.contains(where: { $0.hasPrefix(path + ".") }) { continue }
                #expect(
                    named.contains(path) || named.contains { $0.contains(path) },
                    "\(name): token '\(path)' is neither in the output nor named by a diagnostic")
            }
        }
    }

    /// Dotted paths of the objects with a `value` or `$value` in a Tokens Studio tree (a single set).
    static func tokenPaths(_ root: JSONNode) -> [String] {
        var result: [String] = []
        var stack: [(JSONNode, [String])] = [(root, [])]
        while let (node, path) = stack.popLast() {
            guard let object = node.object else { continue }
            if !path.isEmpty, object.contains("value") || object.contains("$value") {
                result.append(path.joined(separator: "."))
                continue
            }
            for member in object.members where !member.key.hasPrefix("$") {
                stack.append((member.value, path + [member.key]))
            }
        }
        return result
    }
}
