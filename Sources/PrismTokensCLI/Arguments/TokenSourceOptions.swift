import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The options every command that reads tokens shares — `FILE`, `--format`, `--input`, `--rule`,
/// `--strict`, `--baseline`, `--quiet`, `--color` — declared once and parsed once, with one meaning.
///
/// A command builds its ``ArgumentSpec`` with ``spec(formats:options:flags:)`` (the shared group
/// first, then its own options) and reads the group with ``parse(_:command:context:)``, which
/// checks every value before anything runs: an unknown rule names the closest one, a fixed rule
/// says it cannot be changed, an unreadable baseline stops with exit status 2.
struct TokenSourceOptions {
    /// The token source, as written (a leading `./` removed), default `tokens.json`.
    var file: String
    /// Every token file named, globs expanded, in merge order (one file for a single source).
    var files: [String]
    /// `--input MOD=CTX`: modifier → context.
    var inputs: [String: String]
    /// `--rule RULE=SEVERITY`: rule → severity (`nil` for off).
    var overrides: TokenValidation.RuleOverrides
    /// `--strict`: warnings count as errors.
    var strict: Bool
    /// `--baseline FILE`: the findings that do not fail the run, read and checked.
    var baseline: Baseline?
    /// `--quiet`: print errors only (no warnings, notes or summaries); machine formats are unchanged.
    var quiet: Bool
    /// `--format`, or the command's default (the first allowed value).
    var format: String

    /// The formats of the findings of commands that write files (generate, bundle, report): text
    /// on standard error, or one JSON, SARIF or GitHub-annotations document on standard output.
    static let findingFormats = ["text", "json", "sarif", "github"]
    /// The values of `--color`.
    static let colorChoices = ["auto", "always", "never"]

    /// The default token source.
    static let defaultFile = TokenSourceDiscovery.preferredName

    /// The token source in the working directory by the one discovery rule (``TokenSourceDiscovery``:
    /// `tokens.json`, else a `*.resolver.json`, else a `*.tokens.json`), else `tokens.json`.
    static func discoveredFile(context: CommandContext) -> String {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: context.currentDirectory)) ?? []
        return TokenSourceDiscovery.choose(from: names) ?? defaultFile
    }

    /// The `FILE` positional.
    static let filePositional = ArgumentSpec.Positional(
        name: "FILE",
        help:
            "The token source (default: tokens.json, else a *.resolver.json, else a *.tokens.json); several files or globs ('tokens/**/*.yaml') merge in order, later files overriding earlier ones.",
        isOptional: true, isRepeating: true)

    /// The shared options; `--format` only when the command has output formats (the first is the default).
    static func sharedOptions(formats: [String]?) -> [ArgumentSpec.Option] {
        var options: [ArgumentSpec.Option] = []
        if let formats, let first = formats.first {
            options.append(
                .init(
                    name: "--format", valueName: "FORMAT", help: "Output format (default: \(first)).",
                    allowedValues: formats, group: .shared))
        }
        options += [
            .init(
                name: "--input", valueName: "MOD=CTX",
                help: "Fix a modifier to one context instead of every context (repeatable).", isRepeating: true,
                group: .shared),
            .init(
                name: "--rule", valueName: "RULE=SEVERITY",
                help: "Set a rule to error, warning, note or off for this run (repeatable; see 'prism-tokens rules').",
                isRepeating: true, group: .shared),
            .init(
                name: "--baseline", valueName: "FILE",
                help: "Findings recorded in this baseline do not fail the run; only new ones do.", group: .shared),
            .init(
                name: "--baseline-if-present", valueName: "FILE",
                help: "Like --baseline, but no baseline when FILE does not exist (for build plugins).", group: .shared),
            .init(
                name: "--color", valueName: "WHEN",
                help: "Color human output: auto (a terminal without NO_COLOR), always or never (default: auto).",
                allowedValues: colorChoices, group: .shared),
        ]
        return options
    }

    /// `--out`: where a command writes, with its default, described the same way by every command.
    /// - Parameters:
    ///   - valueName: `DIR` for a folder, `FILE.html` for one file.
    ///   - what: what is written there.
    ///   - defaultValue: the default, relative to the working directory.
    static func outOption(_ valueName: String = "DIR", writes what: String, default defaultValue: String)
        -> ArgumentSpec.Option
    {
        .init(name: "--out", valueName: valueName, help: "Where to write \(what) (default: \(defaultValue)).")
    }

    /// `--namespace NAME`: the brand generated types, files and variables are named after.
    static let namespaceOption = ArgumentSpec.Option(
        name: "--namespace", valueName: "NAME",
        help:
            "Name generated types, files and variables after NAME, e.g. Acme: AcmeTheme, acme-tokens.css, ACME_* (default: the source's \"namespace\" setting, else Prism)."
    )

    /// Reads and checks `--namespace`.
    /// - Throws: ``UsageError`` when the name is not an ASCII letter followed by letters and digits.
    static func namespace(_ arguments: ParsedArguments, command: String) throws(UsageError) -> TokenNamespace? {
        guard let text = arguments.value("--namespace") else { return nil }
        guard let namespace = TokenNamespace(validating: text) else {
            throw UsageError(message: TokenNamespace.problem(with: text), command: command)
        }
        return namespace
    }

    /// The shared flags.
    static let sharedFlags: [ArgumentSpec.Flag] = [
        .init(name: "--strict", help: "Treat warnings as errors.", group: .shared),
        .init(name: "--quiet", help: "Print errors only: no warnings, notes or summary lines.", group: .shared),
    ]

    /// `--watch` (generate, validate, report): run again whenever a file the run read changes.
    static let watchFlag = ArgumentSpec.Flag(
        name: "--watch",
        help: "Keep running: run again when a file the run read changes, printing only what changed (Ctrl-C stops).")

    /// A token-reading command's spec: `FILE`, the shared group, then the command's own options and flags.
    static func spec(formats: [String]?, options: [ArgumentSpec.Option] = [], flags: [ArgumentSpec.Flag] = [])
        -> ArgumentSpec
    {
        ArgumentSpec(
            positionals: [filePositional], options: sharedOptions(formats: formats) + options,
            flags: sharedFlags + flags)
    }

    /// Where a command takes its token source from.
    enum SourceArgument {
        /// The positionals (`FILE`…, globs expanded), else the discovered file: most commands.
        case positionals
        /// One option's value (e.g. `lint --tokens FILE`), else ``defaultFile``; the positionals
        /// are the command's own (the code `lint` reads).
        case option(String)
    }

    /// Reads and checks the shared options.
    /// - Parameter source: where the token source comes from.
    /// - Throws: ``UsageError`` for a malformed `--input` or `--rule`, an unknown or fixed rule;
    ///   ``FatalCommandError`` (exit status 2) when the baseline cannot be read.
    static func parse(
        _ arguments: ParsedArguments, command: String, context: CommandContext, defaultFormat: String = "text",
        source: SourceArgument = .positionals
    ) throws -> TokenSourceOptions {
        var files: [String]
        switch source {
        case .positionals:
            files = arguments.positionals.isEmpty ? [discoveredFile(context: context)] : arguments.positionals
            for index in files.indices {
                while files[index].hasPrefix("./"), files[index].count > 2 { files[index].removeFirst(2) }
            }
            files = try expandPatterns(files, command: command, context: context)
        case .option(let name):
            files = [arguments.value(name) ?? defaultFile]
        }
        let file = files.count > 1 ? MergedSourceFileProvider.rootName : files[0]
        switch arguments.value("--color") {
        case "always": context.colorChoice = true
        case "never": context.colorChoice = false
        default: break
        }
        return TokenSourceOptions(
            file: file,
            files: files,
            inputs: try inputs(arguments.values("--input"), command: command),
            overrides: try overrides(arguments.values("--rule"), command: command),
            strict: arguments.has("--strict"),
            baseline: try baseline(arguments, context: context),
            quiet: arguments.has("--quiet"),
            format: arguments.value("--format") ?? defaultFormat
        )
    }

    /// Expands `*`, `?` and `**` in the token-source arguments (quoted so the shell left them).
    /// - Throws: ``UsageError`` when a pattern matches no file.
    static func expandPatterns(_ files: [String], command: String, context: CommandContext) throws(UsageError)
        -> [String]
    {
        let lister = DiskSourceFileProvider(baseDirectory: context.currentDirectory)
        var expanded: [String] = []
        for file in files {
            let matches = SourceGlob.expand(file, provider: lister)
            guard !matches.isEmpty else {
                throw UsageError(message: "'\(file)' matches no file; check the pattern", command: command)
            }
            expanded += matches.filter { !expanded.contains($0) }
        }
        return expanded
    }

    /// Parses `--input MOD=CTX` values.
    static func inputs(_ values: [String], command: String) throws(UsageError) -> [String: String] {
        var inputs: [String: String] = [:]
        for text in values {
            guard let equals = text.firstIndex(of: "="), equals != text.startIndex,
                text.index(after: equals) != text.endIndex
            else {
                throw UsageError(
                    message: "'--input \(text)' must be MODIFIER=CONTEXT, e.g. --input theme=dark", command: command)
            }
            inputs[String(text[..<equals])] = String(text[text.index(after: equals)...])
        }
        return inputs
    }

    /// Parses `--rule RULE=SEVERITY` values, rejecting unknown rules and changes to fixed ones.
    static func overrides(_ values: [String], command: String) throws(UsageError) -> TokenValidation.RuleOverrides {
        var overrides: TokenValidation.RuleOverrides = [:]
        for text in values {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else {
                throw UsageError(
                    message: "'--rule \(text)' must be RULE=SEVERITY, e.g. --rule contrast.apca=error", command: command
                )
            }
            let severity: Diagnostic.Severity?
            if parts[1] == "off" {
                severity = nil
            } else if let named = Diagnostic.Severity(rawValue: parts[1]) {
                severity = named
            } else {
                throw UsageError(
                    message: "severity '\(parts[1])' in '--rule \(text)' must be error, warning, note or off",
                    command: command)
            }
            if let problem = RulePolicy.problem(rule: parts[0], severity: severity) {
                throw UsageError(message: problem, command: command)
            }
            overrides[parts[0]] = .some(severity)
        }
        return overrides
    }

    /// The baseline `--baseline` names, else the one `--baseline-if-present` names when that file exists.
    static func baseline(_ arguments: ParsedArguments, context: CommandContext) throws(FatalCommandError) -> Baseline? {
        if let path = arguments.value("--baseline") { return try readBaseline(path, context: context) }
        guard let path = arguments.value("--baseline-if-present"),
            FileManager.default.fileExists(atPath: context.absolutePath(path))
        else { return nil }
        return try readBaseline(path, context: context)
    }

    /// Reads a baseline file named on the command line.
    static func readBaseline(_ path: String, context: CommandContext) throws(FatalCommandError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: context.absolutePath(path)) else {
            throw FatalCommandError(
                message:
                    "cannot read the baseline '\(path)'; check the path, or record one with 'prism-tokens validate --write-baseline \(path)'",
                status: .usageOrIO)
        }
        do {
            return try Baseline.read([UInt8](data), file: path)
        } catch {
            throw FatalCommandError(message: error.message, status: .usageOrIO)
        }
    }

    /// The run's policy for a validated source: its `rules` settings with `--rule` on top, and `--strict`.
    func policy(_ configuration: PrismConfiguration) -> RulePolicy {
        RulePolicy(configuration: configuration, strict: strict)
    }

    /// The library pipeline's options for these shared options; commands add their own settings.
    /// - Parameter allPermutations: whether every theme is resolved (`list` resolves one).
    func pipelineOptions(allPermutations: Bool = true) -> TokenPipelineOptions {
        var options = TokenPipelineOptions(
            source: file, inputs: inputs, allPermutations: allPermutations, overrides: overrides, strict: strict,
            baseline: baseline, toolVersion: PrismTokensCLI.version)
        if files.count > 1 { options.mergedSources = files }
        return options
    }
}
