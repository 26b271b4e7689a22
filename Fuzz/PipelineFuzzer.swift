/// libFuzzer entry point over the reader and the whole Document → Resolve → Validate pipeline.
///
/// An input is one or more files separated by a line `#FILE`: the first is the token source
/// `fuzz/tokens.json`, the others `fuzz/a.json`, `fuzz/themes/b.json`, `fuzz/c.json`, … in order, so
/// resolver `$ref`s to files, JSON Pointer fragments into them and reference loops between files
/// are exercised. Each file is first read on its own (the reader's contract: a value tree or a
/// `FatalDiagnostic`, never a crash); then the source is loaded, resolved in every theme and
/// validated. With `PRISM_FUZZ_RENDER=1` in the environment, valid inputs are also rendered with
/// the built-in templates of every platform. Any trap, sanitizer report, leak or timeout is a bug.
/// Built by `Fuzz/build.sh`; run by `Fuzz/run.sh`.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PrismTokens

/// The paths the files of an input get, in order.
let fuzzPaths = ["fuzz/tokens.json", "fuzz/a.json", "fuzz/themes/b.json", "fuzz/c.json", "fuzz/themes/d.json"]

/// Whether to render too (`PRISM_FUZZ_RENDER=1`).
let fuzzRenders = getenv("PRISM_FUZZ_RENDER").map { String(cString: $0) == "1" } ?? false

/// Serves the files of one input by path; any other path does not exist.
struct FuzzInputProvider: SourceFileProvider {
    /// The files' bytes by path.
    let files: [String: [UInt8]]

    func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        guard let bytes = files[path] else {
            throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot open '\(path)': no such file; check the path"))
        }
        return try JSONReader.read(bytes, file: path)
    }
}

/// Splits an input at lines that are exactly `#FILE`.
func fuzzFiles(_ bytes: [UInt8]) -> [String: [UInt8]] {
    let separator = Array("\n#FILE\n".utf8)
    var parts: [[UInt8]] = []
    var start = 0
    var index = 0
    while index + separator.count <= bytes.count, parts.count < fuzzPaths.count - 1 {
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
    for (path, part) in zip(fuzzPaths, parts) { files[path] = part }
    return files
}

/// Runs one input through the pipeline; returns 0 as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let files = fuzzFiles(Array(UnsafeBufferPointer(start: data, count: size)))
    // The reader alone, on every file.
    for path in fuzzPaths { if let bytes = files[path] { _ = try? JSONReader.read(bytes, file: path) } }
    // Document → Resolve → Validate, in every theme.
    let provider = FuzzInputProvider(files: files)
    guard let resolution = try? TokenSetResolution.resolve(file: fuzzPaths[0], provider: provider) else { return 0 }
    let validation = TokenValidation.validate(resolution)
    // Touch the results so nothing is optimized away, and sort the diagnostics as the CLI does.
    _ = validation.diagnostics.sorted.count + resolution.tokenCount
    guard fuzzRenders, !validation.diagnostics.hasErrors else { return 0 }
    var diagnostics = validation.diagnostics
    let input = EmitterInput(resolution: resolution, configuration: validation.configuration,
                             options: GenerateOptions(toolVersion: "fuzz"), sourceName: "tokens.json")
    if let files = try? TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics) {
        _ = files.count
    }
    return 0
}
