/// Token values nested by path (`color.brand` → `{ color: { brand: … } }`), keeping insertion order:
/// the shape of DTCG JSON files and of the web bundle's JavaScript objects.
struct TokenTree<Leaf> {
    /// A member: a token's value or a nested group.
    enum Node {
        case leaf(Leaf)
        case group(TokenTree<Leaf>)
    }

    /// The members in insertion order.
    private(set) var entries: [(key: String, node: Node)] = []
    private var index: [String: Int] = [:]

    /// An empty tree.
    init() {}

    /// Whether the tree has no members.
    var isEmpty: Bool { entries.isEmpty }

    /// The member named `key`, if any.
    func node(_ key: String) -> Node? {
        index[key].map { entries[$0].node }
    }

    /// Inserts a leaf at a path.
    /// - Returns: `false` (and leaves the tree unchanged) when the path is empty, or when it or one
    ///   of its prefixes is already a leaf, or when it is already a group.
    @discardableResult
    mutating func insert(_ leaf: Leaf, at path: [String]) -> Bool {
        insert(leaf, at: path[...])
    }

    private mutating func insert(_ leaf: Leaf, at path: ArraySlice<String>) -> Bool {
        guard let first = path.first else { return false }
        let rest = path.dropFirst()
        if rest.isEmpty {
            guard index[first] == nil else { return false }
            index[first] = entries.count
            entries.append((first, .leaf(leaf)))
            return true
        }
        if let position = index[first] {
            guard case .group(var child) = entries[position].node else { return false }
            entries[position].node = .group(TokenTree())  // release the child so it is mutated in place
            let inserted = child.insert(leaf, at: rest)
            entries[position].node = .group(child)
            return inserted
        }
        var child = TokenTree()
        guard child.insert(leaf, at: rest) else { return false }
        index[first] = entries.count
        entries.append((first, .group(child)))
        return true
    }

    /// The tree as JSON, each leaf written by `leafJSON`.
    func json(_ leafJSON: (Leaf) -> JSONText) -> JSONText {
        .object(
            entries.map { entry in
                switch entry.node {
                case .leaf(let leaf): (entry.key, leafJSON(leaf))
                case .group(let tree): (entry.key, tree.json(leafJSON))
                }
            })
    }
}

extension TokenTree: Sendable where Leaf: Sendable {}
extension TokenTree.Node: Sendable where Leaf: Sendable {}

/// A theme's token positions nested by path, and the positions kept: a token whose path is also
/// a group or another token's (``TokenTree/insert(_:at:)`` refuses it) is left out.
struct TokenPositionTree: Sendable {
    /// The positions of the tokens kept, nested by path.
    var tree = TokenTree<Int>()
    /// The positions kept, in order.
    var kept: [Int] = []

    /// The tree of `tokens`, inserted in order.
    init(_ tokens: [ResolvedToken]) {
        kept.reserveCapacity(tokens.count)
        for (position, token) in tokens.enumerated() where tree.insert(position, at: token.path.segments) {
            kept.append(position)
        }
    }
}
