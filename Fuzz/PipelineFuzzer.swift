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
    // Document → Resolve → Validate, in every theme.
    let provider = InMemorySourceFileProvider(bytes: files)
    guard let resolution = try? TokenSetResolution.resolve(file: MultiFileInput.paths[0], provider: provider) else { return 0 }
    let validation = TokenValidation.validate(resolution)
    // Touch the results so nothing is optimized away, and sort the diagnostics as the CLI does.
    _ = validation.diagnostics.sorted.count + resolution.tokenCount
    #if PRISM_FUZZ_RENDER
    guard !validation.diagnostics.hasErrors else { return 0 }
    var diagnostics = validation.diagnostics
    let input = EmitterInput(resolution: resolution, configuration: validation.configuration,
                             options: GenerateOptions(toolVersion: "fuzz"), sourceName: "tokens.json")
    if let files = try? TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics) {
        _ = files.count
    }
    #endif
    return 0
}
