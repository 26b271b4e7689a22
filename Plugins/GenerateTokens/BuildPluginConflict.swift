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

    /// Whether the declaration of target `name` in the manifest names the build plugin: the text
    /// from its `name: "NAME"` to the next target declaration mentions `"PrismTokensPlugin"`.
    static func appliesBuildPlugin(_ name: String, manifest: String) -> Bool {
        guard let start = manifest.range(of: "name: \"\(name)\"") else { return false }
        let rest = manifest[start.upperBound...]
        let next =
            [".target(", ".executableTarget(", ".testTarget(", ".macro(", ".binaryTarget(", ".systemLibrary("]
            .compactMap { rest.range(of: $0)?.lowerBound }.min() ?? rest.endIndex
        return rest[..<next].contains("\"\(buildPluginName)\"")
    }

    /// The refusal, saying why and what to do instead.
    static func message(targets: [String], output: String) -> String {
        "refusing to write generated Swift into \(output): target\(targets.count == 1 ? "" : "s") \(targets.joined(separator: ", ")) also appl\(targets.count == 1 ? "ies" : "y") the \(buildPluginName) build plugin, which already generates these files, and SwiftPM would fail with 'multiple producers'. Use one of the two for that target: remove the build plugin from it, or write somewhere else with --out DIR (outside the target's folder), or generate other platforms only, e.g. --platform css --platform ansi"
    }
}
