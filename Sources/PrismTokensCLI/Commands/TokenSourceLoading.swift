import PrismTokens

/// Loading and resolving the token source named on the command line: shared by validate, list, generate and friends.
enum TokenSourceLoading {
    /// Loads and resolves the token source.
    /// - Parameters:
    ///   - file: the token source path, relative to the working directory.
    ///   - inputs: modifier → context choices (`--input`).
    /// - Returns: the resolution, or the exit status after printing why it failed:
    ///   2 when the file cannot be opened or the inputs are wrong, 1 when its content cannot be parsed.
    ///   Files are read through `provider` when given (e.g. to record them), else from disk.
    static func resolve(
        file: String, inputs: [String: String], command: String, context: CommandContext, allPermutations: Bool,
        provider: (any SourceFileProvider)? = nil
    ) throws(UsageError) -> Result<TokenSetResolution, ExitStatusBox> {
        let provider = provider ?? DiskSourceFileProvider(baseDirectory: context.currentDirectory)
        do {
            return .success(
                try TokenSetResolution.resolve(
                    file: file, provider: provider, inputs: inputs, allPermutations: allPermutations))
        } catch let error as FatalDiagnostic {
            context.printError(DiagnosticText.line(error.diagnostic, colored: context.stderrUsesColor))
            return .failure(
                ExitStatusBox(
                    status: error.diagnostic.rule == "io" ? .usageOrIO : .failure, diagnostic: error.diagnostic))
        } catch let error as ThemeResolver.InputError {
            throw UsageError(message: error.message, command: command)
        } catch {
            context.printError("error: \(error)")
            return .failure(ExitStatusBox(status: .usageOrIO, diagnostic: nil))
        }
    }

    /// Loads and resolves the source the shared options name.
    static func resolve(
        _ options: TokenSourceOptions, command: String, context: CommandContext, allPermutations: Bool,
        provider: (any SourceFileProvider)? = nil
    ) throws(UsageError) -> Result<TokenSetResolution, ExitStatusBox> {
        try resolve(
            file: options.file, inputs: options.inputs, command: command, context: context,
            allPermutations: allPermutations, provider: provider)
    }
}

/// An exit status carried as an error, with the fatal diagnostic that caused it.
struct ExitStatusBox: Error {
    var status: ExitStatus
    var diagnostic: Diagnostic?
}
