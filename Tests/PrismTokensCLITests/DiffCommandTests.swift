import Foundation
import Testing

@testable import PrismTokensCLI

/// `diff OLD NEW`: release notes in text, the contract's JSON, and exit statuses.
@Suite struct DiffCommandTests {
    static let old = #"""
        { "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$value": 3 } } }
        """#
    /// `n.a` changes value, `n.c` is renamed to `n.three`, `n.d` is new.
    static let new = #"""
        { "n": { "$type": "number", "a": { "$value": 10 }, "b": { "$value": 2 }, "three": { "$value": 3 }, "d": { "$value": 4 } } }
        """#

    func run(_ arguments: [String], files: [String: String] = ["old.json": old, "new.json": new]) throws -> (
        status: Int32, out: String, err: String
    ) {
        let harness = try CLIHarness()
        defer { harness.remove() }
        for (path, text) in files { try harness.write(path, text) }
        return harness.run(arguments)
    }

    @Test func textIsReleaseNotesWithTheVersionBump() throws {
        let result = try run(["diff", "old.json", "new.json"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("Breaking changes"))
        #expect(result.out.contains("n.c"))
        #expect(result.out.contains("n.three"))
        #expect(result.out.contains("n.d"))
        #expect(result.out.contains("Suggested version bump: major"))
        #expect(result.err.isEmpty)
    }

    @Test func jsonListsEveryChangeAndTheSemver() throws {
        let result = try run(["diff", "old.json", "new.json", "--format", "json"])
        #expect(result.status == 0)
        let object = try CLIHarness.jsonObject(result.out)
        #expect(object["semver"] as? String == "major")
        let changes = try #require(object["changes"] as? [[String: Any]])
        let kinds = Dictionary(
            changes.map { ($0["path"] as? String ?? "", $0["kind"] as? String ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(kinds["n.three"] == "renamed")
        #expect(kinds["n.d"] == "added")
        #expect(kinds["n.a"] != nil)
        #expect(changes.count == 3)
    }

    @Test func identicalSourcesGiveNoChanges() throws {
        let result = try run(["diff", "old.json", "old.json", "--format", "json"])
        #expect(result.status == 0)
        let object = try CLIHarness.jsonObject(result.out)
        #expect(object["semver"] as? String == "none")
        #expect((object["changes"] as? [Any])?.isEmpty == true)
    }

    @Test func aSourceWithErrorsExitsOneWithItsPosition() throws {
        let broken = #"{ "n": { "$type": "number", "a": { "$value": "{n.missing}" } } }"#
        let result = try run(
            ["diff", "old.json", "broken.json"], files: ["old.json": Self.old, "broken.json": broken])
        #expect(result.status == 1)
        #expect(result.err.contains("broken.json:1:"))
        #expect(result.err.contains("error:"))
    }

    @Test func aMissingFileOrArgumentIsAUsageError() throws {
        #expect(try run(["diff", "old.json", "nowhere.json"]).status == 2)
        let missing = try run(["diff", "old.json"])
        #expect(missing.status == 2)
        #expect(missing.err.contains("NEW"))
    }
}
