/// The one rule that finds a token source when none is named, used by the CLI and (as a copy that
/// `TokenSourceDiscoveryTests` keeps equal) by both SwiftPM plugins.
///
/// In a folder: `tokens.json`; else the first `*.resolver.json` by name; else the first
/// `*.tokens.json` by name. Across folders (a target's folder, then the package root) the first
/// folder that has one wins.
public enum TokenSourceDiscovery {
    /// The preferred file name.
    public static let preferredName = "tokens.json"
    /// The suffixes tried after it, in order.
    public static let suffixes = [".resolver.json", ".tokens.json"]
    /// The rule in words, for messages: `tokens.json, *.resolver.json or *.tokens.json`.
    public static let description = "tokens.json, *.resolver.json or *.tokens.json"

    /// The token source among a folder's file names, if any.
    /// - Parameter names: the names of the files directly inside the folder.
    /// - Returns: the chosen name.
    public static func choose(from names: [String]) -> String? {
        if names.contains(preferredName) { return preferredName }
        let sorted = names.sorted()
        for suffix in suffixes {
            if let name = sorted.first(where: { $0.hasSuffix(suffix) }) { return name }
        }
        return nil
    }
}
