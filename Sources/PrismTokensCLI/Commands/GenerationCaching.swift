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

    /// The options that do not change what is generated, left out of the key.
    static let ignoredOptions: Set<String> = ["--out", "--cache-dir"]
    /// The flags that do not change what is generated, left out of the key.
    static let ignoredFlags: Set<String> = ["--check", "--dry-run", "--no-cache"]

    /// Sets up caching for one run, or `nil` with `--no-cache`.
    init?(_ arguments: ParsedArguments, command: String, context: CommandContext) {
        if arguments.has("--no-cache") { return nil }
        cache = GenerationCache(
            directory: context.absolutePath(arguments.value("--cache-dir") ?? GenerationCache.defaultDirectory))
        var parts = [
            PrismTokensCLI.version, Self.executableIdentity(), command, context.currentDirectory,
            "stdout-color=\(context.stdoutUsesColor)", "stderr-color=\(context.stderrUsesColor)",
        ]
        parts += arguments.positionals.map { "positional=" + $0 }
        for name in arguments.options.keys.sorted() where !Self.ignoredOptions.contains(name) {
            parts += arguments.values(name).map { name + "=" + $0 }
        }
        parts += arguments.flags.subtracting(Self.ignoredFlags).sorted()
        key = GenerationCache.key(parts)
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
