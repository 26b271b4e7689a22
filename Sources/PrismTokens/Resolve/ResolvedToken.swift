/// A token of one theme with its type known and every reference resolved.
///
/// A value type whose fields live in one shared, copy-on-write box: validation and every emitter
/// copy tokens around (`theme.tokens`, `theme[path]`), and copying eleven reference-counted
/// fields per token was a tenth of `generate`'s time; now a copy is one retain.
public struct ResolvedToken: Sendable {
    /// The fields of a token.
    private struct Fields {
        var path: TokenPath
        var type: TokenType
        var value: TokenValue
        var resolvedJSON: JSONNode
        var aliasOf: TokenPath?
        var memberReferences: [String: TokenPath]
        var description: String?
        var deprecation: String?
        var extensions: JSONNode?
        var location: SourceLocation
        var valueLocation: SourceLocation
    }

    /// The fields, shared by copies; never changed once made.
    ///
    /// Immutable, so reading a field borrows it in place (the accessors below `_read` it) with
    /// no exclusivity check: a `var` field had to be copied out — a retain and a release of
    /// everything it holds — or checked at run time on every read, and both cost more than the
    /// reads (Performance.md, *Later themes that cost what they change*). A mutation makes a new box.
    private final class Storage: Sendable {
        let fields: Fields

        init(_ fields: Fields) { self.fields = fields }
    }

    private var storage: Storage

    /// Creates a resolved token.
    init(
        path: TokenPath, type: TokenType, value: TokenValue, resolvedJSON: JSONNode, aliasOf: TokenPath?,
        memberReferences: [String: TokenPath], description: String?, deprecation: String?, extensions: JSONNode?,
        location: SourceLocation, valueLocation: SourceLocation
    ) {
        storage = Storage(
            Fields(
                path: path, type: type, value: value, resolvedJSON: resolvedJSON, aliasOf: aliasOf,
                memberReferences: memberReferences, description: description, deprecation: deprecation,
                extensions: extensions, location: location, valueLocation: valueLocation))
    }

    /// Replaces the box with one whose fields are these with `change` applied (tokens are
    /// seldom changed once resolved).
    private mutating func change(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    /// The token's path.
    public var path: TokenPath {
        _read { yield storage.fields.path }
        set { change { $0.path = newValue } }
    }

    /// The token's type.
    public var type: TokenType {
        _read { yield storage.fields.type }
        set { change { $0.type = newValue } }
    }

    /// The typed value.
    public var value: TokenValue {
        _read { yield storage.fields.value }
        set { change { $0.value = newValue } }
    }

    /// The value as JSON with every reference substituted (for JSON output and pointers into values).
    public var resolvedJSON: JSONNode {
        _read { yield storage.fields.resolvedJSON }
        set { change { $0.resolvedJSON = newValue } }
    }

    /// When the whole value is a reference, the token it names directly (the first hop of the chain).
    public var aliasOf: TokenPath? {
        _read { yield storage.fields.aliasOf }
        set { change { $0.aliasOf = newValue } }
    }

    /// References inside a composite value: member path (`color`, `0.color`, `fontFamily`) → token named.
    public var memberReferences: [String: TokenPath] {
        _read { yield storage.fields.memberReferences }
        set { change { $0.memberReferences = newValue } }
    }

    /// The token's own `$description` (a group's `$description` describes the group and is not inherited).
    public var description: String? {
        _read { yield storage.fields.description }
        set { change { $0.description = newValue } }
    }

    /// The deprecation message when the token is `$deprecated` (an empty string for `true`).
    public var deprecation: String? {
        _read { yield storage.fields.deprecation }
        set { change { $0.deprecation = newValue } }
    }

    /// The token's `$extensions`, verbatim.
    public var extensions: JSONNode? {
        _read { yield storage.fields.extensions }
        set { change { $0.extensions = newValue } }
    }

    /// Where the token's name is.
    public var location: SourceLocation {
        _read { yield storage.fields.location }
        set { change { $0.location = newValue } }
    }

    /// Where the token's `$value` is (in the file and context that set it).
    public var valueLocation: SourceLocation {
        _read { yield storage.fields.valueLocation }
        set { change { $0.valueLocation = newValue } }
    }

    /// The Prism extension object (`$extensions["com.byescaleira.prism"]`), if any.
    public var prismExtension: JSONObject? { extensions?["com.byescaleira.prism"]?.object }

    /// Whether this token and `other` are one token shared by two themes (an incremental
    /// resolution keeps every token a permutation does not change, and so everything it
    /// references; permutations that share a context share what it alone reaches, see
    /// `PermutationMemo`): then every field is the same, and so is whatever is derived from them.
    /// A later theme never shares an instance with the first theme that the first did not resolve.
    func isShared(with other: ResolvedToken) -> Bool { storage === other.storage }

    /// What ``isShared(with:)`` compares, to remember without keeping the token: two tokens are
    /// shared exactly when their identities are equal (while both are alive).
    var sharingIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Whether `other` resolves to the same thing: same path, type, value, alias target and
    /// member references — every name and text spelled with the same bytes (`ExactSpelling`) —
    /// and the same shape of JSON (a shadow written as one object or as a list). Emitters use it
    /// to reuse what they wrote for one theme in the others.
    ///
    /// Descriptions, deprecations, extensions and locations are not compared.
    public func hasSameResolvedValue(as other: ResolvedToken) -> Bool {
        if storage === other.storage { return true }
        // The value first: the emitters ask about a theme's tokens at the same path, whose values
        // usually differ when the tokens are not one instance (the paths compare equal in full).
        guard type == other.type, value == other.value, path == other.path, aliasOf == other.aliasOf,
            memberReferences == other.memberReferences,
            (resolvedJSON.array == nil) == (other.resolvedJSON.array == nil)
        else { return false }
        return ExactSpelling.same(path, other.path)
            && (aliasOf.map { mine in other.aliasOf.map { ExactSpelling.same(mine, $0) } ?? false } ?? true)
            && ExactSpelling.same(value, other.value)
            && memberReferences.allSatisfy { member, target in
                other.memberReferences[member].map { ExactSpelling.same(target, $0) } ?? false
            }
    }
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

    /// Creates a theme whose tokens have the paths of `other`'s tokens, in the same order,
    /// sharing its table of positions by path instead of hashing every path again.
    init(inputs: [(modifier: String, context: String)], tokens: [ResolvedToken], samePathsAs other: ResolvedTheme) {
        self.inputs = inputs
        self.tokens = tokens
        self.name = ResolvedTheme.name(for: inputs)
        self.indexByPath = other.indexByPath
    }

    /// Creates a theme from tokens whose positions by path are already known (the tokens a
    /// ``ReferenceResolver`` collected, all resolved, in its order).
    init(inputs: [(modifier: String, context: String)], tokens: [ResolvedToken], indexByPath: [TokenPath: Int]) {
        self.inputs = inputs
        self.tokens = tokens
        self.name = ResolvedTheme.name(for: inputs)
        self.indexByPath = indexByPath
    }

    /// The token at a path.
    public subscript(path: TokenPath) -> ResolvedToken? {
        indexByPath[path].map { tokens[$0] }
    }

    /// The position of the token at a path in ``tokens``.
    func position(of path: TokenPath) -> Int? { indexByPath[path] }

    /// Whether no two of ``tokens`` have equal paths (the table of positions, made from their
    /// paths, has one per token).
    var holdsEachPathOnce: Bool { indexByPath.count == tokens.count }

    /// The token at a path, looked for at `position` first.
    ///
    /// Themes of one source list their tokens in one order, so the token at the same position in
    /// another theme is usually the one; checking it first saves a lookup in a table that can hold
    /// 100,000 paths.
    public func token(_ path: TokenPath, expectedAt position: Int) -> ResolvedToken? {
        if position < tokens.count, tokens[position].path == path { return tokens[position] }
        return self[path]
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

extension [ResolvedToken] {
    /// The positions whose token is not the very token `other` holds at that position
    /// (``ResolvedToken/isShared(with:)``), and every position past the end of `other`,
    /// ascending.
    ///
    /// Compares two pointers per position without copying a token out: a walk over a later
    /// theme that skips what it shares with the first theme costs what the theme changes, not a
    /// retain and a release of every token (each a cache miss on a token nothing else touches).
    func positions(notSharedWith other: [ResolvedToken]) -> [Int] {
        withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in
                var positions: [Int] = []
                for index in mine.indices where index >= theirs.count || !mine[index].isShared(with: theirs[index]) {
                    positions.append(index)
                }
                return positions
            }
        }
    }
}
