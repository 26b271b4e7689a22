import Foundation
import Testing

@testable import PrismTokens
@testable import PrismTokensCLI

/// `bundle`: exit statuses, what is written, and the manifest's source digest.
@Suite struct BundleCommandTests {
    static let passing = """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } }
          }
        }
        """
    static let failing = """
        {
          "color": {
            "$type": "color",
            "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
            "onSurface": { "$value": { "colorSpace": "srgb", "components": [0.9, 0.9, 0.9] } }
          }
        }
        """

    func run(_ arguments: [String], tokens: String = passing) throws -> (
        status: Int32, out: String, err: String, folder: String
    ) {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": tokens])
        let result = CLIHarness.run(arguments, in: folder)
        return (result.status, result.out, result.err, folder)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    @Test func writesEveryPlatformWithAManifest() throws {
        let result = try run(["bundle", "--out", "dist", "--version", "2.0.0-rc.1"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0, "\(result.err)")
        for platform in BundlePlatform.allCases {
            #expect(exists("\(result.folder)/dist/\(platform.rawValue)/manifest.json"), "\(platform)")
        }
        let manifestData = try Data(contentsOf: URL(fileURLWithPath: "\(result.folder)/dist/web/manifest.json"))
        let manifest = try CLIHarness.jsonObject(String(decoding: manifestData, as: UTF8.self))
        #expect(manifest["version"] as? String == "2.0.0-rc.1")
        #expect(manifest["name"] as? String == "@prism/tokens")
        let source = try #require(manifest["source"] as? [String: Any])
        let digest = SHA256.hexDigest(Array(Self.passing.utf8))
        #expect((source["files"] as? [[String: Any]])?.first?["sha256"] as? String == digest)
        #expect((source["files"] as? [[String: Any]])?.first?["path"] as? String == "tokens.json")
        #expect(source["sha256"] as? String == SHA256.hexDigest(of: "\(digest)  tokens.json\n"))
        #expect(result.out.contains("wrote web ("))
    }

    @Test func theSummaryCountsEachBundlesFiles() {
        let files = ["json/a.json", "web/index.js", "web/tokens.css", "apple/x/y.json", "stray"].map {
            GeneratedFile(path: $0, contents: "")
        }
        #expect(BundleCommand.summary(of: files) == "web (2 files), apple (1 file), json (1 file)")
        #expect(BundleCommand.summary(of: []) == "")
    }

    @Test func platformAndNameOptions() throws {
        let result = try run([
            "bundle", "tokens.json", "--out", "dist", "--platform", "json", "--platform", "web", "--name",
            "@acme/ui-tokens",
        ])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0, "\(result.err)")
        #expect(exists("\(result.folder)/dist/json/manifest.json"))
        #expect(exists("\(result.folder)/dist/web/package.json"))
        #expect(!exists("\(result.folder)/dist/apple"))
        let package = try String(contentsOfFile: "\(result.folder)/dist/web/package.json", encoding: .utf8)
        #expect(package.contains("\"name\": \"@acme/ui-tokens\""))
        #expect(package.contains("\"version\": \"0.0.0\""))
    }

    @Test(arguments: ["1.0", "v1.0.0", "01.0.0", "1.0.0-", "latest"])
    func invalidVersionIsAUsageError(_ version: String) throws {
        let result = try run(["bundle", "--out", "dist", "--version", version])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(result.err.contains("Semantic Versioning 2.0.0"))
        #expect(!exists("\(result.folder)/dist"))
    }

    @Test func invalidNameIsAUsageError() throws {
        let result = try run(["bundle", "--out", "dist", "--name", "My Tokens"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(result.err.contains("not a valid package name"))
    }

    @Test func withoutOutTheBundlesGoToTheDocumentedDefaultFolder() throws {
        let result = try run(["bundle", "--platform", "json"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.contains("to bundles"), "\(result.out)")
        #expect(FileManager.default.fileExists(atPath: result.folder + "/bundles/json/manifest.json"))
    }

    @Test func aWarningSharedByEveryThemeIsPrintedOnce() throws {
        let harness = try CLIHarness()
        defer { harness.remove() }
        try harness.write("light.json", Self.passing)
        try harness.write("dark.json", Self.passing)
        try harness.write(
            "tokens.resolver.json",
            ##"""
            { "version": "2025.10", "modifiers": { "theme": { "default": "light", "contexts": {
              "light": [{ "$ref": "light.json" }], "dark": [{ "$ref": "dark.json" }] } } },
              "resolutionOrder": [{ "$ref": "#/modifiers/theme" }] }
            """##)
        let result = harness.run(["bundle", "tokens.resolver.json", "--platform", "terminal"])
        #expect(result.status == 0, "\(result.err)")
        let warnings = result.err.split(separator: "\n").filter { $0.contains("no terminal tokens") }
        #expect(warnings.count == 1, "\(result.err)")
        #expect(warnings.first?.contains("themes 'light', 'dark' have no terminal tokens") == true, "\(result.err)")
    }

    @Test func nothingIsWrittenWhenValidationFails() throws {
        let result = try run(["bundle", "--out", "dist"], tokens: Self.failing)
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 1)
        #expect(result.err.contains("[contrast.wcag2]"))
        #expect(result.err.contains("nothing was written"))
        #expect(!exists("\(result.folder)/dist"))
    }

    @Test func anUnreadableSourceExitsTwo() throws {
        let result = try run(["bundle", "missing.json", "--out", "dist"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 2)
        #expect(!exists("\(result.folder)/dist"))
    }

    @Test func twoRunsWriteIdenticalBytes() throws {
        let result = try run(["bundle", "--out", "one"])
        defer { try? FileManager.default.removeItem(atPath: result.folder) }
        #expect(result.status == 0)
        #expect(CLIHarness.run(["bundle", "--out", "two"], in: result.folder).status == 0)
        let files = try FileManager.default.subpathsOfDirectory(atPath: "\(result.folder)/one").sorted()
        #expect(!files.isEmpty)
        #expect(files == (try FileManager.default.subpathsOfDirectory(atPath: "\(result.folder)/two")).sorted())
        for file in files {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "\(result.folder)/one/\(file)", isDirectory: &isDirectory),
                !isDirectory.boolValue
            else { continue }
            #expect(
                FileManager.default.contents(atPath: "\(result.folder)/one/\(file)")
                    == FileManager.default.contents(atPath: "\(result.folder)/two/\(file)"), "\(file)")
        }
    }

    @Test func isListedInHelp() {
        let result = CLIHarness.run(["--help"])
        #expect(result.out.contains("bundle"))
        #expect(CLIHarness.run(["help", "bundle"]).out.contains("--version SEMVER"))
    }
}
