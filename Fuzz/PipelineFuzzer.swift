/// libFuzzer entry point over the reader and the whole Document → Resolve → Validate pipeline.
///
/// An input is one or more files separated by a line `#FILE` (``MultiFileInput``: the first is
/// the token source `fuzz/tokens.json`, the others `fuzz/a.json`, `fuzz/themes/b.json`, … in
/// order), so resolver `$ref`s to files, JSON Pointer fragments into them and reference loops
/// between files are exercised. Each file is first read on its own (the reader's contract: a value tree or a
/// `FatalDiagnostic`, never a crash); then the source is loaded, resolved in every theme and
/// validated. Built with `PRISM_FUZZ_RENDER=1` (`-D PRISM_FUZZ_RENDER`), valid inputs are also
/// rendered with the built-in templates of every platform. Any trap, sanitizer report, leak or timeout is a bug.
/// Built by `Fuzz/build.sh`; run by `Fuzz/run.sh`.
import PrismTokens

/// Runs one input through the pipeline; returns 0 as libFuzzer requires.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let files = MultiFileInput.files(Array(UnsafeBufferPointer(start: data, count: size)))
    // The reader alone, on every file.
    for path in MultiFileInput.paths { if let bytes = files[path] { _ = try? JSONReader.read(bytes, file: path) } }
    // Document → Resolve → Validate, in every theme, through the pipeline the CLI runs.
    let provider = InMemorySourceFileProvider(bytes: files)
    let pipeline = TokenPipeline(
        options: TokenPipelineOptions(source: MultiFileInput.paths[0], toolVersion: "fuzz"), provider: provider)
    var diagnostics = PipelineDiagnostics()
    #if PRISM_FUZZ_RENDER
    // The whole path `generate` runs: resolve, validate, render when there is no error.
    if let generation = try? pipeline.generate(&diagnostics) { _ = generation.files.count }
    #else
    guard let validated = try? pipeline.validate(&diagnostics) else { return 0 }
    _ = validated.resolution.tokenCount
    #endif
    // Touch the results so nothing is optimized away; the sink sorted them as the CLI does.
    _ = (diagnostics.triage?.shown.count ?? 0) + diagnostics.findings.all.count
    return 0
}
