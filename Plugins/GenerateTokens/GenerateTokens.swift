import Foundation
import PackagePlugin

/// `swift package generate-tokens`: validates the package's token source and writes `Generated/` through `prism-tokens generate`.
///
/// Arguments pass through to `prism-tokens generate` (`--platform css`, `--templates DIR`, `--out DIR`,
/// `--check`); the plugin adds only `--input-file PATH` and `--target NAME` to choose the token source,
/// and drops `--allow-writing-to-package-directory`, which SwiftPM forwards to plugins too. Like the
/// build plugin, it uses a `tokens.baseline.json` beside the token source (`--baseline-if-present`).
@main
struct GenerateTokens: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var passthrough: [String] = []
        var inputFile: String?
        var targetName: String?
        var index = 0
        while index < arguments.count {
            let word = arguments[index]
            index += 1
            switch word {
            case "--allow-writing-to-package-directory":
                continue
            case "--input-file", "--target":
                guard index < arguments.count else { throw PluginFailure("missing value for '\(word)'") }
                if word == "--input-file" { inputFile = arguments[index] } else { targetName = arguments[index] }
                index += 1
            default:
                passthrough.append(word)
            }
        }
        let package = context.package.directoryURL
        let source: URL
        if let inputFile {
            source =
                inputFile.hasPrefix("/") ? URL(fileURLWithPath: inputFile) : package.appendingPathComponent(inputFile)
        } else if let targetName {
            guard let target = context.package.targets.first(where: { $0.name == targetName }) else {
                throw PluginFailure("no target named '\(targetName)' in this package")
            }
            // The build plugin's rule: the target's own token source, else the package root's.
            guard let found = TokenSourceLocator.locate(in: [target.directoryURL, package]) else {
                throw PluginFailure(
                    "target '\(targetName)' has no \(TokenSourceLocator.description) in \(target.directoryURL.path), and neither has the package root"
                )
            }
            source = found
        } else {
            let folders = [package] + context.package.targets.map(\.directoryURL)
            guard let found = TokenSourceLocator.locate(in: folders) else {
                throw PluginFailure(
                    "found no \(TokenSourceLocator.description) in the package; add one or pass --input-file PATH")
            }
            source = found
        }
        if !passthrough.contains("--baseline") {
            passthrough += ["--baseline-if-present", TokenSourceLocator.baseline(besides: source).path]
        }
        if !passthrough.contains("--out") {
            passthrough += ["--out", package.appendingPathComponent("Generated").path]
        }
        try refuseBuildPluginConflict(context: context, passthrough: passthrough)
        let tool = try context.tool(named: "prism-tokens")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["generate", source.path] + passthrough
        process.currentDirectoryURL = package
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure(
                "prism-tokens generate exited with status \(process.terminationStatus); see the diagnostics above")
        }
    }
}

extension GenerateTokens {
    /// Refuses to write generated Swift into a target that also applies the build plugin (see ``BuildPluginConflict``).
    func refuseBuildPluginConflict(context: PluginContext, passthrough: [String]) throws {
        let platforms = passthrough.indices.filter { passthrough[$0] == "--platform" && $0 + 1 < passthrough.count }
            .map { passthrough[$0 + 1] }
        guard platforms.isEmpty || platforms.contains("swift"),
            let outIndex = passthrough.lastIndex(of: "--out"), outIndex + 1 < passthrough.count
        else { return }
        let package = context.package.directoryURL
        let out = passthrough[outIndex + 1]
        let output = out.hasPrefix("/") ? out : package.appendingPathComponent(out).path
        let manifestURL = package.appendingPathComponent("Package.swift")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else { return }
        let targets = context.package.targets.map { (name: $0.name, folder: $0.directoryURL.path) }
        let conflicts = BuildPluginConflict.conflictingTargets(output: output, targets: targets, manifest: manifest)
        if !conflicts.isEmpty { throw PluginFailure(BuildPluginConflict.message(targets: conflicts, output: out)) }
    }
}

/// A plugin failure with a message SwiftPM prints.
struct PluginFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
