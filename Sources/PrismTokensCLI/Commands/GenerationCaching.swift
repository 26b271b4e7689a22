import PrismTokens

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `generate`'s use of a ``GenerationCache``: the key of this run, the inputs read outside the
/// token source (baseline, templates folder), and the standard error text to replay on a hit.
final class GenerationCaching {
    /// The cache folder.
    let cache: GenerationCache
    /// The key of this run's options.
    let key: String
    /// The provider the run reads the token source through; it fingerprints every file.
    let provider: DiskSourceFileProvider
    /// A context that passes everything on to the command's and keeps a copy of standard error.
    let context: CommandContext
    /// The baseline and templates, fingerprinted before the run read them (so an edit during the
    /// run makes the next run miss rather than serve what was made from the older bytes).
    private let optionInputs: [InputFingerprint]

    /// Sets up caching for one run, or `nil` with `--no-cache`.
    ///
    /// The key is the typed options of the run (``TokenPipelineOptions/cacheKeyParts``) with what
    /// shapes its messages (`--quiet`, `--format`, color) and the tool's build: two runs with the
    /// same options share an entry however their arguments were spelled, and a run whose
    /// options differ in anything that changes the output has its own.
    /// - Parameters:
    ///   - arguments: the command line, for `--no-cache`, `--cache-dir` and the paths of the
    ///     baseline and templates folder (fingerprinted as inputs).
    ///   - options: the run's pipeline options.
    ///   - presentation: the run's shared options (`--quiet`, `--format`).
    init?(
        _ arguments: ParsedArguments, options: TokenPipelineOptions, presentation: TokenSourceOptions,
        command: String, context: CommandContext
    ) {
        if arguments.has("--no-cache") { return nil }
        cache = GenerationCache(
            directory: context.absolutePath(arguments.value("--cache-dir") ?? GenerationCache.defaultDirectory))
        key = GenerationCache.key(
            Self.keyParts(options: options, presentation: presentation, command: command, context: context))
        var inputs: [InputFingerprint] = []
        for option in ["--baseline", "--baseline-if-present"] {
            if let path = arguments.value(option) { inputs.append(.file(path, at: context.absolutePath(path))) }
        }
        if let folder = arguments.value("--templates") {
            let listing = InputFingerprint.listing(folder, at: context.absolutePath(folder))
            inputs.append(listing)
            if case .listing(_, let files?) = listing {
                for file in files {
                    inputs.append(.file(folder + "/" + file, at: context.absolutePath(folder + "/" + file)))
                }
            }
        }
        optionInputs = inputs
        provider = DiskSourceFileProvider(baseDirectory: context.currentDirectory, recordsFingerprints: true)
        let messages = MessageBuffer()
        self.context = CommandContext(
            writeOut: context.writeOut,
            writeErr: { text in
                messages.append(text)
                context.writeErr(text)
            },
            environment: context.environment, currentDirectory: context.currentDirectory,
            stdoutIsTerminal: context.stdoutIsTerminal, stderrIsTerminal: context.stderrIsTerminal)
        self.messageBuffer = messages
        self.context.colorChoice = context.colorChoice
    }

    private let messageBuffer: MessageBuffer

    /// What the key is made of: the tool's build, the command, the working folder, how messages
    /// print, and the typed options.
    static func keyParts(
        options: TokenPipelineOptions, presentation: TokenSourceOptions, command: String, context: CommandContext
    ) -> [String] {
        [
            PrismTokensCLI.version, executableIdentity(), command, context.currentDirectory,
            "stdout-color=\(context.stdoutUsesColor)", "stderr-color=\(context.stderrUsesColor)",
            "quiet=\(presentation.quiet)", "format=\(presentation.format)",
        ] + options.cacheKeyParts
    }

    /// The files of the last run with these options and inputs, after printing its messages
    /// again; `nil` when there is none or anything it read changed.
    func lookup(printingTo context: CommandContext) -> [GeneratedFile]? {
        guard let entry = cache.entry(for: key, baseDirectory: context.currentDirectory) else { return nil }
        if !entry.messages.isEmpty { context.writeErr(entry.messages) }
        return entry.files
    }

    /// Stores a successful run's files with everything it read.
    func store(_ files: [GeneratedFile]) {
        let messages = messageBuffer.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("timing: ") }.joined(separator: "\n")
        cache.store(
            GenerationCacheEntry(inputs: optionInputs + provider.fingerprints, files: files, messages: messages),
            for: key)
    }

    /// Which build of the tool is running: the size and modification time of its executable, so a
    /// rebuilt tool (whose output may differ under the same version) never reads an older entry.
    static func executableIdentity() -> String {
        #if os(Linux)
            let path = "/proc/self/exe"
        #else
            let path = CommandLine.arguments.first ?? ""
        #endif
        var info = stat()
        guard stat(path, &info) == 0 else { return "unknown-executable" }
        #if os(Linux)
            let modified = "\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)"
        #else
            let modified = "\(info.st_mtimespec.tv_sec).\(info.st_mtimespec.tv_nsec)"
        #endif
        return "executable \(info.st_size) \(modified) \(info.st_ino)"
    }
}

/// Standard error text collected while a command runs.
private final class MessageBuffer: @unchecked Sendable {
    private(set) var text = ""
    func append(_ more: String) { text += more }
}
