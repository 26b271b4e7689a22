/// The dotted path of a token or group, e.g. `color.onBackground` (segments `["color", "onBackground"]`).
public struct TokenPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The names from the root group down.
    public let segments: [String]

    /// Creates a path from its segments.
    public init(_ segments: [String]) { self.segments = segments }

    /// Creates a path from dotted text (no validation).
    public init(dotted: String) { self.segments = dotted.split(separator: ".", omittingEmptySubsequences: false).map(String.init) }

    /// The dotted form.
    public var description: String { segments.joined(separator: ".") }
    /// The last segment.
    public var name: String { segments.last ?? "" }
    /// The path of the enclosing group.
    public var parent: TokenPath { TokenPath(Array(segments.dropLast())) }
    /// The path of a child.
    public func appending(_ name: String) -> TokenPath { TokenPath(segments + [name]) }

    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool { lhs.segments.lexicographicallyPrecedes(rhs.segments) }
}

/// Curly-brace alias syntax: `{group.token}`.
public enum AliasSyntax {
    /// The target path if `text` is exactly one alias (`{a.b}`), else `nil`.
    public static func wholeAlias(_ text: String) -> TokenPath? {
        guard text.utf8.first == UInt8(ascii: "{"), text.utf8.last == UInt8(ascii: "}"), text.utf8.count > 2 else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("{"), !inner.contains("}") else { return nil }
        return TokenPath(dotted: String(inner))
    }

    /// Whether `text` looks like an attempted reference (contains a brace) but is not a single well-formed alias.
    public static func isMalformed(_ text: String) -> Bool {
        guard text.contains("{") || text.contains("}") else { return false }
        guard let path = wholeAlias(text) else { return true }
        return path.segments.contains { $0.isEmpty }
    }
}
