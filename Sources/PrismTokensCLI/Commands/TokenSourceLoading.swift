import PrismTokens

/// Loading and resolving the token source named on the command line: shared by validate, list, generate and friends.
enum TokenSourceLoading {
    /// The FILE positional, defaulting to `tokens.json`.
    static func file(_ arguments: ParsedArguments) -> String {
        arguments.positionals.first ?? "tokens.json"
    }

    /// Parses `--input MOD=CTX` values.
    /// - Throws: ``UsageError`` for a value without `=`.
    static func inputs(_ arguments: ParsedArguments, command: String) throws(UsageError) -> [String: String] {
        var inputs: [String: String] = [:]
        for text in arguments.values("--input") {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex, text.index(after: equals) != text.endIndex else {
                throw UsageError(message: "'--input \(text)' must be MODIFIER=CONTEXT, e.g. --input theme=dark", command: command)
            }
            inputs[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return inputs
    }

    /// Loads and resolves the token source.
    /// - Returns: the resolution, or the exit status after printing why it failed:
    ///   2 when the file cannot be opened or the inputs are wrong, 1 when its content cannot be parsed.
    ///   Files are read through `provider` when given (e.g. to record them), else from disk.
    static func resolve(_ arguments: ParsedArguments, command: String, context: CommandContext, allPermutations: Bool, provider: (any SourceFileProvider)? = nil) throws(UsageError) -> Result<TokenSetResolution, ExitStatusBox> {
        let inputs = try inputs(arguments, command: command)
        let provider = provider ?? DiskSourceFileProvider(baseDirectory: context.currentDirectory)
        do {
            return .success(try TokenSetResolution.resolve(file: file(arguments), provider: provider, inputs: inputs, allPermutations: allPermutations))
        } catch let error as FatalDiagnostic {
            context.printError(DiagnosticText.line(error.diagnostic, colored: context.stderrUsesColor))
            return .failure(ExitStatusBox(status: error.diagnostic.rule == "io" ? .usageOrIO : .failure, diagnostic: error.diagnostic))
        } catch let error as ThemeResolver.InputError {
            throw UsageError(message: error.message, command: command)
        } catch {
            context.printError("error: \(error)")
            return .failure(ExitStatusBox(status: .usageOrIO, diagnostic: nil))
        }
    }
}

/// An exit status carried as an error, with the fatal diagnostic that caused it.
struct ExitStatusBox: Error {
    var status: ExitStatus
    var diagnostic: Diagnostic?
}
