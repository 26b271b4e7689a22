import PrismTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `prism-tokens bundle`: validates, then packs per-platform bundles with checksummed manifests.
enum BundleCommand: Command {
    static let name = "bundle"
    static let abstract = "Pack versioned web, apple, android, terminal and json bundles with checksummed manifests."
    static let discussion = """
        Writes one folder per platform below --out (web, apple, android, terminal, json), each with a
        manifest.json listing the SHA-256 of every file and of the token source. Nothing is written
        when validation fails (exit 1). Two runs on the same input write identical bytes. The name
        must be a valid npm package name (default: @<namespace>/tokens when --namespace or the source's
        "namespace" setting names one, else @<document name>/tokens, else @prism/tokens); the
        Swift module, Kotlin package and Android resource prefix are derived from it. The version
        must be Semantic Versioning 2.0.0 (default: 0.0.0). See the Bundles article of the documentation.
        """
    static let examples = [
        "prism-tokens bundle --version 1.2.0",
        "prism-tokens bundle --namespace Acme --platform web --platform apple --out dist",
    ]
    static let spec = TokenSourceOptions.spec(
        formats: TokenSourceOptions.findingFormats,
        options: [
            TokenSourceOptions.outOption(writes: "the bundle folders", default: defaultOutput),
            TokenSourceOptions.namespaceOption,
            .init(
                name: "--platform", valueName: "PLATFORM", help: "Pack only this bundle (repeatable; default: all).",
                isRepeating: true, allowedValues: BundlePlatform.allCases.map(\.rawValue)),
            .init(name: "--version", valueName: "SEMVER", help: "The bundles' version, e.g. 1.2.0 (default: 0.0.0)."),
            .init(
                name: "--name", valueName: "NAME",
                help: "The bundles' npm-style name, e.g. @acme/tokens (default: @<document name>/tokens)."),
            .init(
                name: "--templates", valueName: "DIR",
                help: "A folder of template overrides for the packed CSS, Swift and ANSI files."),
            .init(
                name: "--css-prefix", valueName: "PREFIX",
                help: "Prefix of CSS custom properties in the web bundle (default: prism)."),
            .init(
                name: "--css-names", valueName: "STYLE",
                help: "How token paths become CSS names in the web bundle: prism (default) or terrazzo.",
                allowedValues: CSSNameStyle.allCases.map(\.rawValue)),
        ]
    )

    /// The folder bundles are written to without `--out`.
    static let defaultOutput = "bundles"

    /// The version of bundles packed without `--version`.
    static let defaultVersion = "0.0.0"

    static func run(_ arguments: ParsedArguments, context: CommandContext) throws -> ExitStatus {
        let options = try TokenSourceOptions.parse(arguments, command: name, context: context)
        let versionText = arguments.value("--version") ?? defaultVersion
        guard let version = SemanticVersion(versionText) else {
            throw UsageError(
                message:
                    "'--version \(versionText)' is not a Semantic Versioning 2.0.0 version; write MAJOR.MINOR.PATCH without a 'v', e.g. 1.2.0 or 2.0.0-beta.1",
                command: name)
        }
        var bundleName: BundleName?
        if let text = arguments.value("--name") {
            guard let parsed = BundleName(text) else {
                throw UsageError(
                    message:
                        "'--name \(text)' is not a valid package name: \(BundleName.problem(with: text) ?? "it is malformed"); write e.g. @acme/tokens",
                    command: name)
            }
            bundleName = parsed
        }
        let platforms =
            arguments.values("--platform").isEmpty
            ? BundlePlatform.allCases
            : arguments.values("--platform").compactMap(BundlePlatform.init(rawValue:))
        let disk = DiskSourceFileProvider(baseDirectory: context.currentDirectory, keepsDigests: true)
        let recorder = RecordingSourceFileProvider(disk)
        var pipelineOptions = options.pipelineOptions()
        pipelineOptions.templatesDirectory = arguments.value("--templates").map(context.absolutePath)
        pipelineOptions.cssPrefix = arguments.value("--css-prefix")
        pipelineOptions.cssNames = arguments.value("--css-names").flatMap(CSSNameStyle.init(rawValue:)) ?? .prism
        let output = arguments.value("--out") ?? defaultOutput
        pipelineOptions.output = output
        pipelineOptions.namespace = try TokenSourceOptions.namespace(arguments, command: name)
        // The run's large intermediate values (the renders', the rules', the packers') are freed
        // at exit: measured at 100k × 4, 0.2 s less CPU and 0.08 s less wall time, 27 MB more
        // peak memory (see Performance.md, "Freed at exit").
        pipelineOptions.deferredRelease = context.deferredRelease()
        var diagnostics = PipelineDiagnostics()
        let files: [GeneratedFile]
        let validated: ValidatedTokens
        let staged: OutputWriter.EarlyStaging?
        do {
            (files, validated, staged) = try context.pipeline(
                pipelineOptions, provider: recorder, quiet: options.quiet
            ).bundle(
                TokenPipeline.BundleRequest(
                    platforms: platforms, name: bundleName, version: version, output: context.absolutePath(output)),
                sources: { () throws(FatalDiagnostic) in
                    try sourceFiles(recorder.paths, root: options.file, context: context, digest: disk.takeDigest(of:))
                }, &diagnostics)
            // Half a gigabyte of bundle text and the resolved themes: freed all at once at exit.
            context.keepUntilExit((files, validated))
        } catch {
            return try PipelinePresentation.stopped(diagnostics, options: options, command: name, context: context)
        }
        PipelinePresentation.findings(diagnostics, validated: validated, options: options, context: context)
        // Committed or discarded by the write; its list of 50,000 staged paths is freed at exit.
        defer { context.keepUntilExit(staged as Any) }
        do {
            _ = try context.timed("write") { () throws(OutputWriter.WriteError) in
                try OutputWriter.write(files, to: context.absolutePath(output), mode: .write, staged: staged)
            }
        } catch {
            context.printError("error: \(error.description)")
            return .usageOrIO
        }
        if options.printsSummary { context.print("wrote \(summary(of: files)) to \(output)") }
        return .success
    }

    /// The files of each bundle, counted by their first path segment in one pass (the apple
    /// bundle has 50,000): `web (3 files), apple (52047 files)`, in ``BundlePlatform`` order.
    static func summary(of files: [GeneratedFile]) -> String {
        // Each path's first segment compared byte by byte with the platforms' folder names (the
        // segments cut and hashed as characters took 10 ms of the run's last moments).
        let folders = BundlePlatform.allCases.map { Array(($0.rawValue + "/").utf8) }
        var counts = [Int](repeating: 0, count: folders.count)
        for file in files {
            let utf8 = file.path.utf8
            if let index = folders.firstIndex(where: { utf8.starts(with: $0) }) { counts[index] += 1 }
        }
        return zip(BundlePlatform.allCases, counts).compactMap { platform, count -> String? in
            guard count > 0 else { return nil }
            return "\(platform.rawValue) (\(count) file\(count == 1 ? "" : "s"))"
        }.joined(separator: ", ")
    }

    /// The source files with their digests, paths relative to the root file's folder.
    /// - Parameter digest: the digest of the bytes the reader parsed for a path, when it kept
    ///   one (else the file is read again and hashed).
    static func sourceFiles(
        _ paths: [String], root: String, context: CommandContext,
        digest: (String) -> SourceFileDigest? = { _ in nil }
    ) throws(FatalDiagnostic) -> [BundleSourceFile] {
        let rootFolder = SourcePath.directory(of: root)
        return try paths.map { path throws(FatalDiagnostic) in
            guard
                let digest = digest(path)
                    ?? FileManager.default.contents(atPath: path.hasPrefix("/") ? path : context.absolutePath(path))
                    .map({ SourceFileDigest(of: [UInt8]($0)) })
            else {
                throw FatalDiagnostic(
                    Diagnostic(
                        .error, rule: "io",
                        "cannot read '\(path)' again to compute its digest; check that it was not moved or deleted during the run"
                    ))
            }
            var relative = path
            if !rootFolder.isEmpty, path.hasPrefix(rootFolder + "/") {
                relative = String(path.dropFirst(rootFolder.count + 1))
            }
            return BundleSourceFile(path: relative, digest: digest)
        }
    }
}
