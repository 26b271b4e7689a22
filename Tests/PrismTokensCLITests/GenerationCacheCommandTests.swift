import Foundation
import Testing

@testable import PrismTokensCLI

/// `generate`'s cache seen from the command line: a repeated run is served from it with the same
/// messages and bytes, and any change to what the run read or how it was asked regenerates.
@Suite struct GenerationCacheCommandTests {
    static let white = #"{ "colorSpace": "srgb", "components": [1, 1, 1] }"#
    /// A resolver whose base set is another file; the base has a color in the older hex syntax (a warning).
    static let project: [String: String] = [
        "tokens.json": """
        {
          "version": "2025.10",
          "sets": { "base": { "sources": [{ "$ref": "base.json" }] } },
          "resolutionOrder": [{ "$ref": "#/sets/base" }]
        }
        """,
        "base.json": """
        { "space": { "$type": "dimension",
          "gap": { "$value": { "value": 8, "unit": "px" } },
          "old": { "$value": { "value": 2, "unit": "px" } } },
          "color": { "$type": "color", "accent": { "$value": "#ff8800" } } }
        """,
    ]

    /// Whether the run rendered (a cache hit prints no `render` timing).
    func rendered(_ result: (status: Int32, out: String, err: String)) -> Bool {
        result.err.contains("timing: render ")
    }

    /// The standard error text without timing lines.
    func messages(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("timing: ") }
            .joined(separator: "\n")
    }

    let timings = ["PRISM_TIMINGS": "1"]

    func harness() throws -> CLIHarness {
        let harness = try CLIHarness()
        for (path, text) in Self.project { try harness.write(path, text) }
        return harness
    }

    @Test func aRepeatedRunIsServedFromTheCacheWithTheSameMessagesAndFiles() throws {
        let harness = try harness()
        defer { harness.remove() }
        let first = harness.run(["generate", "--out", "out"], environment: timings)
        #expect(first.status == 0, "\(first.err)")
        #expect(rendered(first))
        #expect(FileManager.default.fileExists(atPath: harness.directory + "/.build/prism-tokens-cache"))
        let css = harness.read("out/CSS/prism-tokens.css")
        try FileManager.default.removeItem(atPath: harness.directory + "/out/CSS/prism-tokens.css")

        let second = harness.run(["generate", "--out", "out"], environment: timings)
        #expect(second.status == 0)
        #expect(!rendered(second), "\(second.err)")
        #expect(messages(second.err) == messages(first.err))
        #expect(messages(second.err).contains("warning"), "\(first.err)")
        #expect(harness.read("out/CSS/prism-tokens.css") == css)
        #expect(second.out.hasPrefix("wrote 1 file to out ("), "\(second.out)")

        // --check and another output folder share the entry.
        let check = harness.run(["generate", "--out", "out", "--check"], environment: timings)
        #expect(check.status == 0)
        #expect(!rendered(check))
    }

    @Test func editingAReferencedFileRegenerates() throws {
        let harness = try harness()
        defer { harness.remove() }
        #expect(harness.run(["generate", "--out", "out"]).status == 0)
        #expect(harness.read("out/CSS/prism-tokens.css")?.contains("8px") == true)
        try harness.write("base.json", Self.project["base.json"]?.replacingOccurrences(of: "8,", with: "12,") ?? "")
        let edited = harness.run(["generate", "--out", "out"], environment: timings)
        #expect(edited.status == 0)
        #expect(rendered(edited))
        #expect(harness.read("out/CSS/prism-tokens.css")?.contains("12px") == true)
        #expect(harness.read("out/CSS/prism-tokens.css")?.contains("8px") == false)
        // Back to the first bytes: served again, and the output is the first one.
        try harness.write("base.json", Self.project["base.json"] ?? "")
        let reverted = harness.run(["generate", "--out", "out"], environment: timings)
        #expect(rendered(reverted))
        #expect(harness.read("out/CSS/prism-tokens.css")?.contains("8px") == true)
        #expect(!rendered(harness.run(["generate", "--out", "out"], environment: timings)))
    }

    @Test func optionsBaselinesAndTemplatesArePartOfTheKey() throws {
        let harness = try harness()
        defer { harness.remove() }
        #expect(harness.run(["generate", "--out", "out"]).status == 0)
        let prefixed = harness.run(["generate", "--out", "out", "--css-prefix", "acme"], environment: timings)
        #expect(rendered(prefixed))
        #expect(harness.read("out/CSS/prism-tokens.css")?.contains("--acme-") == true)

        try harness.write("templates/README.txt", "notes")
        let templated = ["generate", "--out", "out", "--templates", "templates"]
        #expect(rendered(harness.run(templated, environment: timings)))
        #expect(!rendered(harness.run(templated, environment: timings)))
        try harness.write("templates/ansi/contrast.md.mustache", "custom {{! nothing }}\n")
        #expect(rendered(harness.run(templated, environment: timings)))
        #expect(harness.read("out/ANSI/contrast.md") == "custom \n")

        // No baseline file yet: the same options as a run without the flag, so its entry serves.
        let baselined = ["generate", "--out", "out", "--baseline-if-present", "baseline.json"]
        #expect(harness.run(["generate", "--out", "out"]).status == 0)
        #expect(!rendered(harness.run(baselined, environment: timings)))
        #expect(harness.run(["validate", "--write-baseline", "baseline.json"]).status == 0)
        #expect(rendered(harness.run(baselined, environment: timings)))
    }

    /// The key is the typed options: the same run spelled differently is a hit, and every option
    /// that changes the output or its messages is a miss.
    @Test func theKeyIsTheRunsOptionsNotHowTheyWereSpelled() throws {
        let harness = try harness()
        defer { harness.remove() }
        let first = harness.run(
            ["generate", "--out", "out", "--rule", "contrast.apca=warning", "--rule", "motion.reduced=off"],
            environment: timings)
        #expect(first.status == 0, "\(first.err)")
        #expect(rendered(first))
        let respelled = harness.run(
            [
                "generate", "./tokens.json", "--rule", "motion.reduced=off", "--out", "elsewhere", "--rule",
                "contrast.apca=warning",
            ], environment: timings)
        #expect(respelled.status == 0, "\(respelled.err)")
        #expect(!rendered(respelled), "\(respelled.err)")
        #expect(harness.read("elsewhere/CSS/prism-tokens.css") == harness.read("out/CSS/prism-tokens.css"))
        let base = ["generate", "--out", "out", "--rule", "contrast.apca=warning", "--rule", "motion.reduced=off"]
        for changed in [
            ["--rule", "contrast.wcag2=warning"], ["--css-names", "terrazzo"], ["--namespace", "Acme"],
            ["--platform", "css"], ["--css-expand-composites"], ["--css-unitless-sizes"], ["--quiet"],
        ] {
            let result = harness.run(base + changed, environment: timings)
            #expect(rendered(result), "\(changed) must not be served the entry of another run: \(result.err)")
        }
        // --strict turns the source's warning into an error: a hit would have succeeded.
        #expect(harness.run(base + ["--strict"]).status == 1)
    }

    @Test func theCacheFolderCanBeMovedTurnedOffOrDeleted() throws {
        let harness = try harness()
        defer { harness.remove() }
        #expect(harness.run(["generate", "--out", "out", "--no-cache"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/.build"))
        #expect(rendered(harness.run(["generate", "--out", "out", "--no-cache"], environment: timings)))

        #expect(harness.run(["generate", "--out", "out", "--cache-dir", "elsewhere"]).status == 0)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/.build"))
        #expect(!rendered(harness.run(["generate", "--out", "out", "--cache-dir", "elsewhere"], environment: timings)))

        try FileManager.default.removeItem(atPath: harness.directory + "/elsewhere")
        let afterDelete = harness.run(["generate", "--out", "out", "--cache-dir", "elsewhere"], environment: timings)
        #expect(afterDelete.status == 0)
        #expect(rendered(afterDelete))

        // A damaged entry is a miss that is replaced.
        let entries = try FileManager.default.contentsOfDirectory(atPath: harness.directory + "/elsewhere")
        #expect(entries.count == 1)
        try harness.write("elsewhere/" + (entries.first ?? ""), "prism-tokens-cache 1\ngarbage")
        #expect(rendered(harness.run(["generate", "--out", "out", "--cache-dir", "elsewhere"], environment: timings)))
        #expect(!rendered(harness.run(["generate", "--out", "out", "--cache-dir", "elsewhere"], environment: timings)))
    }

    @Test func aFailedRunIsNotRemembered() throws {
        let harness = try harness()
        defer { harness.remove() }
        try harness.write("base.json", #"{ "a": { "$value": "{missing}" } }"#)
        #expect(harness.run(["generate", "--out", "out"]).status == 1)
        #expect(!FileManager.default.fileExists(atPath: harness.directory + "/.build/prism-tokens-cache"))
    }
}
