import Foundation

/// Detects the one setup that fails with SwiftPM's "multiple producers" error: the command plugin
/// writing generated Swift into the sources of a target that also applies `PrismTokensPlugin`,
/// so the same files would come both from the folder and from the build plugin.
enum BuildPluginConflict {
    /// The name of the build-tool plugin product.
    static let buildPluginName = "PrismTokensPlugin"

    /// The targets, among those whose folder holds `output`, that apply the build plugin in `manifest`.
    /// - Parameters:
    ///   - output: the folder `generate` writes into (absolute).
    ///   - targets: each target's name and folder (absolute).
    ///   - manifest: the text of the package's `Package.swift`.
    static func conflictingTargets(output: String, targets: [(name: String, folder: String)], manifest: String)
        -> [String]
    {
        let outputPath = output.hasSuffix("/") ? output : output + "/"
        return targets.filter { target in
            let folder = target.folder.hasSuffix("/") ? target.folder : target.folder + "/"
            return outputPath.hasPrefix(folder) && appliesBuildPlugin(target.name, manifest: manifest)
        }.map(\.name)
    }

    /// The openings of the declarations a target's `name:` follows.
    static let targetOpeners = [
        ".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(", ".systemLibrary(",
    ]

    /// Whether the declaration of target `name` in the manifest names the build plugin: the text
    /// from a `.target(name: "NAME"` (or another target kind) to the next target declaration
    /// mentions `"PrismTokensPlugin"`. A `name: "NAME"` that opens no target declaration — the
    /// package's own name, often the same as its main target's — is skipped.
    static func appliesBuildPlugin(_ name: String, manifest: String) -> Bool {
        var searchStart = manifest.startIndex
        while let found = manifest.range(of: "name: \"\(name)\"", range: searchStart..<manifest.endIndex) {
            searchStart = found.upperBound
            let before = manifest[..<found.lowerBound].reversed().drop(while: \.isWhitespace)
            guard targetOpeners.contains(where: { before.starts(with: $0.reversed()) }) else { continue }
            let rest = manifest[found.upperBound...]
            let next = targetOpeners.compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
            if rest[..<next].contains("\"\(buildPluginName)\"") { return true }
        }
        return false
    }

    /// The refusal, saying why and what to do instead.
    static func message(targets: [String], output: String) -> String {
        "refusing to write generated Swift into \(output): target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")) also appl\(targets.count == 1 ? "ies" : "y") the \(buildPluginName) build plugin, which already generates these files, and SwiftPM would fail with 'multiple producers'. Use one of the two for that target: remove the build plugin from it, or write somewhere else with --out DIR (outside the target's folder), or generate other platforms only, e.g. --platform css --platform ansi"
    }
}
