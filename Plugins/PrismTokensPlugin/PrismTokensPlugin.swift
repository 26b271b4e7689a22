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
        return [
            .buildCommand(
                displayName: "Validating and generating Swift from \(tokenSource.lastPathComponent)",
                executable: tool.url,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: Self.generatedSwiftFiles.map { output.appendingPathComponent($0) }
            )
        ]
    }
}
