import Foundation
import Testing

@testable import PrismTokensCLI

/// `PRISM_TIMINGS=1` prints one `timing:` line per stage of `generate` to stderr, and nothing
/// without it (the benchmark section of the README relies on both).
@Suite struct StageTimingTests {
    static let tokens = #"{ "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } } }"#

    func generate(environment: [String: String]) throws -> (status: Int32, out: String, err: String) {
        let folder = try CLIHarness.temporaryFolder(["tokens.json": Self.tokens])
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return CLIHarness.run(["generate", "--out", "out"], environment: environment, in: folder)
    }

    @Test func eachStageIsTimedWhenAsked() throws {
        let result = try generate(environment: ["PRISM_TIMINGS": "1"])
        #expect(result.status == 0, "\(result.err)")
        let stages = result.err.split(separator: "\n").filter { $0.hasPrefix("timing: ") }.map { line in
            line.dropFirst("timing: ".count).split(separator: " ").dropLast(2).joined(separator: " ")
        }
        #expect(stages == ["read and resolve", "validate", "render", "write"], "\(result.err)")
        #expect(result.err.contains(" ms\n"))
    }

    @Test func nothingIsPrintedOtherwise() throws {
        let result = try generate(environment: [:])
        #expect(result.status == 0)
        #expect(!result.err.contains("timing:"))
    }
}
