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
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0 != "README.md" }.sorted()
    }

    /// The paths the files of an input get, as in Fuzz/PipelineFuzzer.swift.
    static let paths = ["fuzz/tokens.json", "fuzz/a.json", "fuzz/themes/b.json", "fuzz/c.json", "fuzz/themes/d.json"]

    /// Serves the files of one input by path.
    struct Provider: SourceFileProvider {
        let files: [String: [UInt8]]
        func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
            guard let bytes = files[path] else {
                throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot open '\(path)': no such file; check the path"))
            }
            return try JSONReader.read(bytes, file: path)
        }
    }

    /// Splits an input at lines that are exactly `#FILE`: the same code as Fuzz/PipelineFuzzer.swift.
    static func files(_ bytes: [UInt8]) -> [String: [UInt8]] {
        let separator = Array("\n#FILE\n".utf8)
        var parts: [[UInt8]] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count, parts.count < paths.count - 1 {
            if bytes[index] == separator[0], Array(bytes[index..<(index + separator.count)]) == separator {
                parts.append(Array(bytes[start..<index]))
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(Array(bytes[start...]))
        var files: [String: [UInt8]] = [:]
        for (path, part) in zip(paths, parts) { files[path] = part }
        return files
    }

    @Test func everyInputHasAnExpectation() {
        #expect(!Self.inputs.isEmpty, "no inputs found in \(Self.folder.path)")
        for name in Self.inputs { #expect(Self.expected.keys.contains(name), "add the expected outcome of \(name)") }
    }

    @Test(arguments: inputs)
    func runsThroughThePipeline(_ name: String) throws {
        let bytes = try [UInt8](Data(contentsOf: Self.folder.appendingPathComponent(name)))
        let files = Self.files(bytes)
        for (path, file) in files { _ = try? JSONReader.read(file, file: path) }
        var firstError: String?
        do {
            let resolution = try TokenSetResolution.resolve(file: Self.paths[0], provider: Provider(files: files))
            let validation = TokenValidation.validate(resolution)
            firstError = validation.diagnostics.sorted.first { $0.severity == .error }?.rule
        } catch let fatal as FatalDiagnostic {
            firstError = fatal.diagnostic.rule
        }
        #expect(firstError == Self.expected[name] ?? nil, "\(name)")
    }

    @Test func filesAreSplitAtFileLines() {
        let files = Self.files(Array("{\"a\": 1}\n#FILE\n{}\n#FILE\n[]".utf8))
        #expect(files["fuzz/tokens.json"] == Array("{\"a\": 1}".utf8))
        #expect(files["fuzz/a.json"] == Array("{}".utf8))
        #expect(files["fuzz/themes/b.json"] == Array("[]".utf8))
    }
}
