/// A token of one theme with its type known and every reference resolved.
public struct ResolvedToken: Sendable {
    /// The token's path.
    public var path: TokenPath
    /// The token's type.
    public var type: TokenType
    /// The typed value.
    public var value: TokenValue
    /// The value as JSON with every reference substituted (for JSON output and pointers into values).
    public var resolvedJSON: JSONNode
    /// When the whole value is a reference, the token it names directly (the first hop of the chain).
    public var aliasOf: TokenPath?
    /// References inside a composite value: member path (`color`, `0.color`, `fontFamily`) → token named.
    public var memberReferences: [String: TokenPath]
    /// The token's own `$description` (a group's `$description` describes the group and is not inherited).
    public var description: String?
    /// The deprecation message when the token is `$deprecated` (an empty string for `true`).
    public var deprecation: String?
    /// The token's `$extensions`, verbatim.
    public var extensions: JSONNode?
    /// Where the token's name is.
    public var location: SourceLocation
    /// Where the token's `$value` is (in the file and context that set it).
    public var valueLocation: SourceLocation

    /// The Prism extension object (`$extensions["com.byescaleira.prism"]`), if any.
    public var prismExtension: JSONObject? { extensions?["com.byescaleira.prism"]?.object }
}

/// The resolved tokens of one permutation of modifier contexts.
public struct ResolvedTheme: Sendable {
    /// The chosen context of each modifier, in resolution order.
    public var inputs: [(modifier: String, context: String)]
    /// The theme's name: the context name when there is one modifier, `default` when there are none,
    /// otherwise `modifier=context` pairs joined by commas.
    public var name: String
    /// The tokens in document order: each group's members in the order they are written, a
    /// subgroup's tokens where the subgroup is. With several sources this is the order of the
    /// merged tree: a token a later source overrides keeps its place, new ones follow the earlier
    /// members of their group; a group that `$extends` another lists the inherited members first.
    public var tokens: [ResolvedToken]
    private var indexByPath: [TokenPath: Int]

    /// Creates a theme.
    public init(inputs: [(modifier: String, context: String)], tokens: [ResolvedToken]) {
        self.inputs = inputs
        self.tokens = tokens
        self.name = ResolvedTheme.name(for: inputs)
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        for (i, token) in tokens.enumerated() { index[token.path] = i }
        self.indexByPath = index
    }

    /// The token at a path.
    public subscript(path: TokenPath) -> ResolvedToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// The name of a permutation.
    public static func name(for inputs: [(modifier: String, context: String)]) -> String {
        switch inputs.count {
        case 0: "default"
        case 1: inputs[0].context
        default: inputs.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
        }
    }
}
