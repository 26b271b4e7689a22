import Foundation
import Testing

@testable import PrismTokens
@testable import PrismTokensCLI

/// One discovery rule: the CLI uses ``TokenSourceDiscovery``; the plugins keep a copy (they cannot
/// import the library), and this suite fails when the copy says otherwise.
@Suite struct TokenSourceDiscoveryTests {
    static let pluginLocator = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Plugins/Shared/TokenSourceLocator.swift")

    @Test func theRulePrefersTokensJSONThenResolversThenTokenFiles() {
        #expect(
            TokenSourceDiscovery.choose(from: ["b.tokens.json", "a.resolver.json", "tokens.json"]) == "tokens.json")
        #expect(
            TokenSourceDiscovery.choose(from: ["b.tokens.json", "z.resolver.json", "a.resolver.json"])
                == "a.resolver.json")
        #expect(TokenSourceDiscovery.choose(from: ["readme.md", "b.tokens.json", "a.tokens.json"]) == "a.tokens.json")
        #expect(TokenSourceDiscovery.choose(from: ["package.json"]) == nil)
    }

    @Test func thePluginCopyStatesTheSameRule() throws {
        let text = try String(contentsOf: Self.pluginLocator, encoding: .utf8)
        #expect(text.contains(#"static let preferredName = "\#(TokenSourceDiscovery.preferredName)""#))
        let suffixes = TokenSourceDiscovery.suffixes.map { "\"\($0)\"" }.joined(separator: ", ")
        #expect(text.contains("static let suffixes = [\(suffixes)]"), "the plugins' suffix order differs")
        #expect(text.contains(#"static let description = "\#(TokenSourceDiscovery.description)""#))
        #expect(text.contains("if FileManager.default.fileExists(atPath: preferred.path) { return preferred }"))
        #expect(text.contains(".sorted()") && text.contains("for suffix in suffixes"))
    }

    @Test func theCLIFindsAResolverWhenThereIsNoTokensJSON() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("brand.tokens.json", #"{ "n": { "$type": "number", "$value": 1 } }"#)
        try harness.write(
            "brand.resolver.json",
            ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "brand.tokens.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
        )
        let result = harness.run(["list", "--format", "json"])
        #expect(result.status == 0, "\(result.err)")
        let tokens = try #require(try CLIHarness.jsonObject(result.out)["tokens"] as? [[String: Any]])
        #expect(tokens.first?["file"] as? String == "brand.tokens.json")
        let none = try CLIHarness()
        defer { none.remove() }
        let missing = none.run(["validate"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("cannot open 'tokens.json'"), "\(missing.err)")
    }
}
