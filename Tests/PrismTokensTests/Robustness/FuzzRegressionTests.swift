import Foundation
import Testing

@testable import PrismTokens

/// Every input in Tests/Fixtures/fuzz-regressions goes through what the fuzzer runs (read every
/// file, then load, resolve in every theme and validate) and must end as this table says: the
/// rule of its first error, or `nil` for a valid input. A new file without an entry fails.
@Suite struct FuzzRegressionTests {
    /// The expected outcome of each input: the rule of the first error (`nil`: no error).
    static let expected: [String: String?] = [
        // 20 modifiers of 2 contexts: once a hang building a million permutations (and OOM).
        "million-permutations.txt": "resolver.permutations",
        // An absolute resolver $ref: once read from anywhere on the machine.
        "absolute-source.txt": "resolver.ref",
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/fuzz-regressions")

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "README.md" }
            .sorted()
    }

    @Test func everyInputHasAnExpectation() {
        #expect(!Self.inputs.isEmpty, "no inputs found in \(Self.folder.path)")
        for name in Self.inputs { #expect(Self.expected.keys.contains(name), "add the expected outcome of \(name)") }
    }

    @Test(arguments: inputs)
    func runsThroughThePipeline(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let files = MultiFileInput.files(bytes)
        for (path, file) in files { _ = try? JSONReader.read(file, file: path) }
        var firstError: String?
        do {
            let resolution = try TokenSetResolution.resolve(
                file: MultiFileInput.paths[0], provider: InMemorySourceFileProvider(bytes: files))
            let validation = TokenValidation.validate(resolution)
            firstError = validation.diagnostics.sorted.first { $0.severity == .error }?.rule
        } catch let fatal as FatalDiagnostic {
            firstError = fatal.diagnostic.rule
        }
        #expect(firstError == Self.expected[name] ?? nil, "\(name)")
    }

    @Test func filesAreSplitAtFileLines() {
        let files = MultiFileInput.files(Array("{\"a\": 1}\n#FILE\n{}\n#FILE\n[]".utf8))
        #expect(files["fuzz/tokens.json"] == Array("{\"a\": 1}".utf8))
        #expect(files["fuzz/a.json"] == Array("{}".utf8))
        #expect(files["fuzz/themes/b.json"] == Array("[]".utf8))
    }
}
