/// Expands a token-source pattern from the command line or the pipeline options: `*` matches
/// within a path segment, `?` one character, `**` any number of folders; a path without
/// wildcards is returned as given (so a missing file is reported when it is read).
public enum SourceGlob {
    /// Whether a path holds a wildcard.
    public static func isPattern(_ path: String) -> Bool { path.contains("*") || path.contains("?") }

    /// The files a pattern matches, sorted (the order they merge in); hidden folders and
    /// `node_modules` are skipped.
    /// - Parameters:
    ///   - pattern: a path with `*`, `?` or `**`, relative to the provider's folder or absolute.
    ///   - provider: lists folders.
    public static func expand(_ pattern: String, provider: any SourceFileProvider) -> [String] {
        guard isPattern(pattern) else { return [pattern] }
        var segments = pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        var folder: [String] = []
        while let first = segments.first, !isPattern(first), segments.count > 1 {
            folder.append(first)
            segments.removeFirst()
        }
        let base = folder.joined(separator: "/")
        let listedFolder = base.isEmpty ? (pattern.hasPrefix("/") ? "/" : ".") : base
        let listed = provider.filesInDirectory(listedFolder) ?? []
        let rest = segments.joined(separator: "/")
        return listed.filter { matches(rest, $0) }.map { base.isEmpty ? $0 : base + "/" + $0 }.sorted()
    }

    /// Whether a relative path matches a pattern.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        matchSegments(
            pattern.split(separator: "/").map(String.init)[...], path.split(separator: "/").map(String.init)[...])
    }

    private static func matchSegments(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            // Zero or more folders; the tail is short, so trying each split is cheap.
            for skip in 0...path.count where matchSegments(pattern.dropFirst(), path.dropFirst(skip)) { return true }
            return false
        }
        guard let segment = path.first,
            matchSegment(Array(first.unicodeScalars)[...], Array(segment.unicodeScalars)[...])
        else { return false }
        return matchSegments(pattern.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment, by dynamic programming (no backtracking blow-up).
    private static func matchSegment(_ pattern: ArraySlice<Unicode.Scalar>, _ text: ArraySlice<Unicode.Scalar>) -> Bool
    {
        let p = Array(pattern)
        let t = Array(text)
        var row = [Bool](repeating: false, count: t.count + 1)
        row[0] = true
        for character in p {
            var next = [Bool](repeating: false, count: t.count + 1)
            if character == "*" {
                next[0] = row[0]
                for j in 1...max(t.count, 1) where j <= t.count { next[j] = next[j - 1] || row[j] }
            } else {
                for j in stride(from: 1, through: t.count, by: 1) {
                    next[j] = row[j - 1] && (character == "?" || character == t[j - 1])
                }
            }
            row = next
        }
        return row[t.count]
    }
}
