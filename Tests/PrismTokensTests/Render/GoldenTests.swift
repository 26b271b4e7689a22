import Foundation
import Testing

@testable import PrismTokens

/// Golden files: every template × every fixture in Tests/Fixtures/tokens, compared byte for byte
/// with Tests/Fixtures/golden/<fixture>/<output path>.
///
/// `PRISM_RECORD=1 swift test --filter GoldenTests` rewrites the golden files and fails the run,
/// so a recording never passes silently; review the diff and run again without it.
@Suite struct GoldenTests {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("tokens")
    static let golden = TestPaths.fixtures.appendingPathComponent("golden")
    static let fixtureNames = [
        "all-types.tokens.json", "themed.resolver.json", "hostile-names.tokens.json", "terminal.resolver.json",
    ]

    /// Renders every platform of a fixture with the built-in templates, through the pipeline `generate` runs.
    static func render(_ fixture: String) throws -> [GeneratedFile] {
        let provider = DiskSourceFileProvider(baseDirectory: fixtures.path)
        let pipeline = TestPipeline.make(fixture, provider: provider, toolVersion: "GOLDEN")
        var diagnostics = PipelineDiagnostics()
        let files: [GeneratedFile]
        do {
            files = try pipeline.generate(&diagnostics).files
        } catch {
            Issue.record("\(fixture) did not generate: \(diagnostics.findings.all.map(\.compilerFormatted))")
            throw TestPipeline.stopped(diagnostics)
        }
        return files
    }

    @Test(arguments: fixtureNames)
    func outputsMatchGoldenFiles(_ fixture: String) throws {
        let files = try Self.render(fixture)
        let folder = Self.golden.appendingPathComponent(String(fixture.prefix { $0 != "." }))
        let recording = ProcessInfo.processInfo.environment["PRISM_RECORD"] == "1"
        if recording {
            try? FileManager.default.removeItem(at: folder)
            for file in files {
                let url = folder.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.contents.write(to: url, atomically: true, encoding: .utf8)
            }
            Issue.record(
                "recorded \(files.count) golden files for \(fixture); review them and run again without PRISM_RECORD")
            return
        }
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
                Issue.record("missing golden file \(url.path); record with PRISM_RECORD=1")
                continue
            }
            if expected != file.contents {
                Issue.record(
                    "\(fixture) → \(file.path) differs from its golden file:\n\(TextDiff.describe(expected: expected, actual: file.contents))"
                )
            }
        }
        let produced = Set(files.map(\.path))
        let onDisk = (try? FileManager.default.subpathsOfDirectory(atPath: folder.path)) ?? []
        for path in onDisk where !produced.contains(path) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue
            {
                Issue.record(
                    "golden file \(path) of \(fixture) is no longer generated; record again with PRISM_RECORD=1")
            }
        }
    }

    @Test(arguments: fixtureNames)
    func renderingIsDeterministic(_ fixture: String) throws {
        #expect(try Self.render(fixture) == Self.render(fixture))
    }
}

/// A small line diff for golden mismatches: the first differing lines with their numbers.
enum TextDiff {
    static func describe(expected: String, actual: String, limit: Int = 12) -> String {
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var lines: [String] = []
        for i in 0..<max(e.count, a.count) where lines.count < limit {
            let left = i < e.count ? String(e[i]) : nil
            let right = i < a.count ? String(a[i]) : nil
            if left != right {
                if let left { lines.append("  \(i + 1) - \(left)") }
                if let right { lines.append("  \(i + 1) + \(right)") }
            }
        }
        return lines.joined(separator: "\n")
    }
}
