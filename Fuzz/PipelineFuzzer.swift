/// libFuzzer entry point over the reader and the whole Document → Resolve → Validate pipeline.
///
/// Each input is one token file. It is first read on its own (the reader's contract: a value tree
/// or a `FatalDiagnostic`, never a crash), then loaded as `fuzz/tokens.json` and resolved and
/// validated in every theme. Every other path a resolver `$ref` names is served the same bytes, so
/// file references, JSON Pointer fragments into them and reference loops are exercised too. Any
/// trap, sanitizer report, leak or timeout is a bug. Built by `Fuzz/build.sh`; run by `Fuzz/run.sh`.
import PrismTokens

/// Serves the fuzz input for every path, parsing it afresh each time.
struct FuzzInputProvider: SourceFileProvider {
    /// The input bytes.
    let bytes: [UInt8]

    func read(_ path: String) throws(FatalDiagnostic) -> JSONReader.Result {
        try JSONReader.read(bytes, file: path)
    }
}

/// Runs one input through the pipeline; returns 0 as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The reader alone.
    guard (try? JSONReader.read(bytes, file: "fuzz/tokens.json")) != nil else { return 0 }
    // Document → Resolve → Validate, in every theme.
    let provider = FuzzInputProvider(bytes: bytes)
    guard let resolution = try? TokenSetResolution.resolve(file: "fuzz/tokens.json", provider: provider) else { return 0 }
    let validation = TokenValidation.validate(resolution)
    // Touch the results so nothing is optimized away, and sort the diagnostics as the CLI does.
    _ = validation.diagnostics.sorted.count + resolution.tokenCount
    return 0
}
