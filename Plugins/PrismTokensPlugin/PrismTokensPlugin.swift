import Foundation
import PackagePlugin

/// Build-tool plugin: validates the token source on every build that changes it and compiles the generated Swift into the target.
///
/// The token source is the target's own `tokens.json` (or `*.resolver.json`/`*.tokens.json`), else
/// the package root's. Diagnostics print as `tokens.json:line:column: error: …`, so SwiftPM and
/// Xcode show them on the line; an error fails the build. A `Templates/` folder beside the token
/// source overrides the built-in templates; a `tokens.baseline.json` beside it (written by
/// `prism-tokens validate --write-baseline`) lets only new findings fail the build. Rule severities
/// and strictness come from the token source's own `com.byescaleira.prism` settings (`"rules"`,
/// `"strict": true`), with the same meaning as `--rule` and `--strict`.
@main
struct PrismTokensPlugin: BuildToolPlugin {
    /// The Swift files `prism-tokens generate --platform swift` writes below its output folder
    /// (kept equal to `SwiftEmitter.outputs` by `PluginOutputsTests`).
    static let generatedSwiftFiles = [
        "Swift/PrismTokenValues.swift",
        "Swift/PrismTokens.swift",
        "Swift/PrismTheme.swift",
        "Swift/PrismTokens+SwiftUI.swift",
        "Swift/PrismTokens+Apple.swift",
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let tokenSource = TokenSourceLocator.locate(in: [target.directoryURL, context.package.directoryURL])
        else {
            Diagnostics.warning(
                "PrismTokensPlugin: target '\(target.name)' has no \(TokenSourceLocator.description), and neither has the package root; nothing to generate"
            )
            return []
        }
        let tool = try context.tool(named: "prism-tokens")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PrismTokens")
        var arguments = ["generate", tokenSource.path, "--platform", "swift", "--out", output.path]
        var inputs = [tokenSource, tool.url]
        // SwiftPM may plan this command before the baseline exists (and does not plan again when a
        // file appears outside the target), so the tool checks for it on each run; once it exists
        // it is an input, so editing it re-runs the command.
        let baseline = TokenSourceLocator.baseline(besides: tokenSource)
        arguments += ["--baseline-if-present", baseline.path]
        if FileManager.default.fileExists(atPath: baseline.path) { inputs.append(baseline) }
        if let templates = TokenSourceLocator.templates(besides: tokenSource) {
            arguments += ["--templates", templates.folder.path]
            inputs += templates.files
        }
        var commands: [Command] = [
            .buildCommand(
                displayName: "Validating and generating Swift from \(tokenSource.lastPathComponent)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: Self.generatedSwiftFiles.map { output.appendingPathComponent($0) }
            )
        ]
        if Self.lintIsEnabled(in: tokenSource), let module = target.sourceModule {
            commands.append(lintCommand(module: module, tokenSource: tokenSource, tool: tool.url, context: context))
        }
        return commands
    }

    /// `prism-tokens lint` over the target's Swift sources, so token drift and accessibility
    /// findings show as warnings on the code (opt-in: `"lint": true` in the Prism extension).
    ///
    /// Its inputs are the target's Swift files, the token source and the tool, and its output a
    /// one-line Swift stamp (a comment), so a build that changes none of them skips it. A
    /// `lint.baseline.json` beside the token source (`prism-tokens lint --write-baseline`) keeps
    /// recorded findings quiet.
    private func lintCommand(module: SourceModuleTarget, tokenSource: URL, tool: URL, context: PluginContext)
        -> Command
    {
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("Lint/PrismLintStamp.swift")
        let baseline = tokenSource.deletingLastPathComponent().appendingPathComponent(Self.lintBaselineFileName)
        var arguments = ["lint"] + sources.map(\.path)
        arguments += [
            "--tokens", tokenSource.path, "--baseline-if-present", baseline.path, "--write-stamp", stamp.path,
        ]
        var inputs = sources + [tokenSource, tool]
        if FileManager.default.fileExists(atPath: baseline.path) { inputs.append(baseline) }
        return .buildCommand(
            displayName: "Linting \(module.name) against \(tokenSource.lastPathComponent)",
            executable: tool, arguments: arguments, inputFiles: inputs, outputFiles: [stamp])
    }

    /// The lint baseline beside the token source.
    static let lintBaselineFileName = "lint.baseline.json"

    /// Whether the token source opts in to lint: `"lint": true` in a `com.byescaleira.prism`
    /// extension at its root, on a resolver set, or at the root of a set's inline source (where
    /// the library reads settings). A file that is not plain JSON (JSONC, JSON5) never opts in.
    static func lintIsEnabled(in tokenSource: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: tokenSource.path),
            let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        else { return false }
        func optsIn(_ object: Any?) -> Bool {
            let prism = ((object as? [String: Any])?["$extensions"] as? [String: Any])?["com.byescaleira.prism"]
            return ((prism as? [String: Any])?["lint"] as? Bool) == true
        }
        if optsIn(root) { return true }
        let sets: [Any] =
            (root["sets"] as? [String: Any]).map { Array($0.values) } ?? (root["sets"] as? [Any]) ?? []
        return sets.contains { set in
            optsIn(set) || ((set as? [String: Any])?["sources"] as? [Any] ?? []).contains(where: optsIn)
        }
    }
}
