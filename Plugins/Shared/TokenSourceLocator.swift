import Foundation

/// Finds a package's token source for the PrismTokens plugins (shared by both through a symlink).
///
/// The one discovery rule of `TokenSourceDiscovery` in the library, which plugins cannot import:
/// `tokens.json`, then the first `*.resolver.json` by name, then the first `*.tokens.json`, in the
/// given folders in order (a target's folder, then the package root); the first folder that has
/// one wins. `TokenSourceDiscoveryTests` fails when this copy and the library disagree.
enum TokenSourceLocator {
    /// The file names tried, in order of preference, for messages.
    static let description = "tokens.json, *.resolver.json or *.tokens.json"
    /// The preferred file name.
    static let preferredName = "tokens.json"
    /// The suffixes tried after it, in order.
    static let suffixes = [".resolver.json", ".tokens.json"]

    /// The token source in the first folder of `folders` that has one.
    static func locate(in folders: [URL]) -> URL? {
        for folder in folders {
            if let found = locate(in: folder) { return found }
        }
        return nil
    }

    /// The token source directly inside `folder`, if any.
    static func locate(in folder: URL) -> URL? {
        let preferred = folder.appendingPathComponent(preferredName)
        if FileManager.default.fileExists(atPath: preferred.path) { return preferred }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for suffix in suffixes {
            if let name = names.first(where: { $0.hasSuffix(suffix) }) { return folder.appendingPathComponent(name) }
        }
        return nil
    }

    /// The baseline file the plugins use when it sits beside the token source (`Baseline.conventionalFileName`):
    /// findings it records do not fail the build; only new ones do.
    static let baselineFileName = "tokens.baseline.json"

    /// Where the baseline beside a token source is, whether or not it exists yet: the plugins pass
    /// it as `--baseline-if-present`, because SwiftPM may plan a build before the file is written.
    static func baseline(besides tokenSource: URL) -> URL {
        tokenSource.deletingLastPathComponent().appendingPathComponent(baselineFileName)
    }

    /// The `Templates` folder beside a token source, and every template in it (inputs of the build command).
    static func templates(besides tokenSource: URL) -> (folder: URL, files: [URL])? {
        let folder = tokenSource.deletingLastPathComponent().appendingPathComponent("Templates")
        guard let names = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { return nil }
        let files = names.filter { $0.hasSuffix(".mustache") }.sorted().map { folder.appendingPathComponent($0) }
        return files.isEmpty ? nil : (folder, files)
    }
}
