import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prism-tokens lint`: finds hard-coded values that should use the tokens, and SwiftUI
/// accessibility mistakes, in Swift and CSS/SCSS sources.
enum LintCommand: Command {
    static let name = "lint"
    static let abstract =
        "Find hard-coded colors, spacings, fonts and motion that should use the tokens, and accessibility mistakes."
    static let discussion = """
        Reads .swift, .css and .scss files (folders are walked; .build, Generated, hidden folders and
        the --out folder are skipped) and compares their literals with the tokens of every theme of
        the token source (--tokens, default tokens.json when it exists; without one only the
        accessibility rules run). Findings print in compiler format like 'validate'.

        Suppress a finding with a comment: '// prism-lint:disable-next-line RULE', '// prism-lint:disable-line RULE',
        '/* prism-lint:disable RULE */' … '/* prism-lint:enable RULE */', or 'prism-lint:disable-file RULE'.
        A rule group such as 'drift' covers 'drift.*'; no rule means every rule.

        --fix rewrites the findings that have exactly one token to the generated API (Swift:
        SpacingToken.md.rawValue, Color.prism.brand; CSS: var(--prism-color-brand)), writing each file
        atomically; with --dry-run it prints the unified diff and writes nothing.

        Exit status: 0 when clean (warnings allowed unless --strict), 1 when there are errors,
        2 for usage errors and unreadable files.
        """
    static let examples = [
        "prism-tokens lint Sources --tokens tokens.json",
        "prism-tokens lint --fix --dry-run",
        "prism-tokens lint --write-baseline lint-baseline.json",
        "prism-tokens lint --baseline lint-baseline.json --format github",
    ]
    static let spec = ArgumentSpec(
        positionals: [
            .init(
                name: "PATH", help: "Files and folders to lint (default: the working directory).", isOptional: true,
                isRepeating: true)
        ],
        options: TokenSourceOptions.sharedOptions(formats: ["text", "json", "sarif", "github"]) + [
            .init(
                name: "--tokens", valueName: "FILE",
                help: "The token source (default: tokens.json when it exists)."),
            .init(
                name: "--out", valueName: "DIR",
                help: "The generated-output folder to skip (repeatable; Generated is always skipped).",
                isRepeating: true),
            .init(
                name: "--write-baseline", valueName: "FILE",
                help: "Record every finding of this run in FILE (a baseline) and exit 0."),
            .init(
                name: "--write-stamp", valueName: "FILE",
                help: "After a run without errors, write FILE (a Swift comment): the output build plugins declare."),
        ],
        flags: TokenSourceOptions.sharedFlags + [
            .init(name: "--fix", help: "Rewrite the findings that have exactly one token to use it."),
            .init(name: "--dry-run", help: "With --fix: print the unified diff instead of writing."),
        ]
    )

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        // lint's positionals are the code to read, not token sources: only --tokens is the source.
        let options = try TokenSourceOptions.parse(
            arguments, command: name, context: context, source: .option("--tokens"))
        if arguments.has("--dry-run"), !arguments.has("--fix") {
            throw UsageError(message: "--dry-run needs --fix: it prints the diff --fix would write", command: name)
        }

        // The tokens: every theme, validated for the contrast pairs and the rule settings.
        var policy = RulePolicy(severities: options.overrides, strict: options.strict)
        var index = LintTokenIndex()
        let tokensNamed = arguments.value("--tokens") != nil
        if tokensNamed || FileManager.default.fileExists(atPath: context.absolutePath(options.file)) {
            var diagnostics = PipelineDiagnostics()
            let pipeline = context.pipeline(options.pipelineOptions())
            do {
                let validated = try pipeline.validate(&diagnostics)
                context.keepUntilExit(validated)
                policy = validated.policy
                let prefix =
                    pipeline.options.cssPrefix ?? pipeline.namespace(validated.validation.configuration).cssPrefix
                index = LintTokenIndex(
                    resolution: validated.resolution, pairs: validated.validation.pairs,
                    cssNames: CSSPropertyNames(prefix: prefix, style: pipeline.options.cssNames))
            } catch {
                return try PipelinePresentation.stopped(
                    diagnostics, options: options, command: name, context: context, writesFiles: false)
            }
        } else if !options.quiet, options.format == "text" {
            context.printError(
                "note: no token source ('\(options.file)' does not exist): only the accessibility rules run; pass --tokens FILE to find token drift"
            )
        }

        // The files.
        let paths = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let walk = LintFileWalker.walk(
            paths, baseDirectory: context.currentDirectory, skipping: arguments.values("--out"))
        for problem in walk.problems { context.printError("error: \(problem)") }
        if !walk.problems.isEmpty { return .usageOrIO }
        var files: [LintSourceFile] = []
        for path in walk.files {
            guard let data = FileManager.default.contents(atPath: context.absolutePath(path)),
                let language = LintLanguage(fileName: path)
            else {
                context.printError("error: cannot read '\(path)'; check its permissions")
                return .usageOrIO
            }
            files.append(LintSourceFile(path: path, language: language, bytes: [UInt8](data)))
        }

        let linter = Linter(context: LintContext(tokens: index.isEmpty ? nil : index))
        let start = ContinuousClock.now
        let result = context.timed("lint") { linter.lint(files) }
        let elapsed = start.duration(to: .now)

        var remaining = result.findings
        if arguments.has("--fix") {
            let fixed = try applyFixes(
                result.findings, files: files, policy: policy, dryRun: arguments.has("--dry-run"), context: context,
                quiet: options.quiet || options.format != "text")
            guard let fixed else { return .usageOrIO }
            remaining.removeAll { finding in
                finding.fix.map { fixed.contains($0.identity(in: finding.range.file)) } ?? false
            }
        }

        var bag = DiagnosticBag()
        for finding in remaining { bag.append(finding.diagnostic) }
        let triage = DiagnosticTriage(bag, policy: policy, baseline: options.baseline)
        if let path = arguments.value("--write-baseline") {
            return ValidateCommand.writeBaseline(
                Baseline(recording: triage.findings), to: path, context: context, quiet: options.quiet)
        }
        let report = DiagnosticReport(
            diagnostics: triage.shown, tokens: index.isEmpty ? 0 : Set(index.colors.map(\.entry.path)).count,
            themes: index.themes.count, pairsChecked: 0, baselined: triage.baselined,
            comparedWithBaseline: options.baseline != nil)
        let summary = LintSummary(
            result: result, report: report, remaining: remaining, elapsed: elapsed)
        switch options.format {
        case "json": context.print(summary.json().serialized())
        case "sarif": context.print(SARIFReport.json(report, toolVersion: PrismTokensCLI.version).serialized())
        case "github": context.writeOut(GitHubAnnotations.text(report))
        default:
            for diagnostic in report.diagnostics where !options.quiet || diagnostic.severity == .error {
                context.print(DiagnosticText.line(diagnostic, colored: context.stdoutUsesColor))
            }
            if !options.quiet { context.print(summary.line) }
        }
        if report.errors > 0 { return .failure }
        if let stamp = arguments.value("--write-stamp") {
            let text =
                "// Written by prism-tokens lint after a run without errors (\(FindingsText.counted(report.warnings, "warning"))). DO NOT EDIT.\n"
            guard write(text, to: stamp, context: context) else { return .usageOrIO }
        }
        return .success
    }

    /// Applies the fixes of the findings the policy keeps; returns the applied edits (by file), or
    /// `nil` after printing why a file could not be written.
    private static func applyFixes(
        _ findings: [LintFinding], files: [LintSourceFile], policy: RulePolicy, dryRun: Bool, context: CommandContext,
        quiet: Bool
    ) throws -> Set<LintEdit.Identity>? {
        var byFile: [String: [LintEdit]] = [:]
        for finding in findings {
            guard let fix = finding.fix, policy.apply(finding.diagnostic) != nil else { continue }
            byFile[finding.range.file, default: []].append(fix)
        }
        var applied: Set<LintEdit.Identity> = []
        var fixedFiles = 0
        for file in files {
            // A file that is not valid UTF-8 is left alone: writing it back as text would change other bytes.
            guard let edits = byFile[file.path], Array(String(decoding: file.bytes, as: UTF8.self).utf8) == file.bytes
            else { continue }
            let result = LintFixApplier.apply(edits, to: file.bytes)
            guard !result.applied.isEmpty else { continue }
            for edit in result.applied { applied.insert(edit.identity(in: file.path)) }
            fixedFiles += 1
            if dryRun {
                context.writeOut(LintFixApplier.unifiedDiff(path: file.path, old: file.bytes, new: result.bytes))
                continue
            }
            guard write(String(decoding: result.bytes, as: UTF8.self), to: file.path, context: context) else {
                return nil
            }
        }
        if !quiet {
            let verb = dryRun ? "would fix" : "fixed"
            context.printError(
                "\(verb) \(FindingsText.counted(applied.count, "finding")) in \(FindingsText.counted(fixedFiles, "file"))"
            )
        }
        return applied
    }
}

extension LintCommand {
    /// Writes a file atomically (temporary file + rename, only when the bytes change).
    /// - Returns: whether it was written; on failure the reason is printed.
    static func write(_ text: String, to path: String, context: CommandContext) -> Bool {
        let absolute = context.absolutePath(path)
        let folder = SourcePath.directory(of: absolute)
        do {
            _ = try OutputWriter.write(
                [GeneratedFile(path: String(absolute.dropFirst(folder.count + 1)), contents: text)], to: folder,
                mode: .write)
            return true
        } catch {
            context.printError("error: \(error.description)")
            return false
        }
    }
}

extension LintEdit {
    /// An edit named with its file, to tell which findings a fix run resolved.
    struct Identity: Hashable {
        var file: String
        var offsets: Range<Int>
        var replacement: String
    }

    func identity(in file: String) -> Identity { Identity(file: file, offsets: offsets, replacement: replacement) }
}
