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
        // The walk of the hinted insert below, with no group known in advance.
        var chain: [Int] = []
        return insert(leaf, at: path[...], level: 0, knownLevels: 0, chain: &chain)
    }

    /// ``insert(_:at:)`` for paths inserted one after another, as a group's tokens follow each
    /// other: the groups at the first `knownLevels` levels are those of the previous path, found at
    /// the entry positions `chain` holds for them (no lookup by name); `chain` then holds the
    /// positions of every group of `path`.
    ///
    /// Call it with `chain` as the previous call left it (empty at first), `knownLevels` the
    /// number of leading group segments `path` shares with the previous path (at most
    /// `chain.count`, and 0 after a call that returned `false`, which may leave `chain` partial).
    /// The first theme's tree at 100,000 tokens looked every group up by name: 41 ms of hashing.
    mutating func insert(_ leaf: Leaf, at path: [String], knownLevels: Int, chain: inout [Int]) -> Bool {
        chain.removeLast(chain.count - knownLevels)
        return insert(leaf, at: path[...], level: 0, knownLevels: knownLevels, chain: &chain)
    }

    private mutating func insert(
        _ leaf: Leaf, at path: ArraySlice<String>, level: Int, knownLevels: Int, chain: inout [Int]
    ) -> Bool {
        guard let first = path.first else { return false }
        let rest = path.dropFirst()
        if rest.isEmpty {
            // One lookup: the name is taken when it was there (then put back as it was).
            if let taken = index.updateValue(entries.count, forKey: first) {
                index[first] = taken
                return false
            }
            entries.append((first, .leaf(leaf)))
            return true
        }
        let position: Int
        if level < knownLevels {
            position = chain[level]
        } else if let found = index[first] {
            position = found
            chain.append(found)
        } else {
            var child = TokenTree()
            chain.append(entries.count)
            guard child.insert(leaf, at: rest, level: level + 1, knownLevels: knownLevels, chain: &chain) else {
                return false
            }
            index[first] = entries.count
            entries.append((first, .group(child)))
            return true
        }
        guard case .group(var child) = entries[position].node else { return false }
        entries[position].node = .group(TokenTree())  // release the child so it is mutated in place
        let inserted = child.insert(leaf, at: rest, level: level + 1, knownLevels: knownLevels, chain: &chain)
        entries[position].node = .group(child)
        return inserted
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
        self.init(paths: tokens.lazy.map(\.path))
    }

    /// The tree of the tokens at `paths`, inserted in order (the paths alone decide it: see
    /// ``FirstThemeWorkInAdvance``).
    init(paths: some Collection<TokenPath>) {
        kept.reserveCapacity(paths.count)
        // The groups of the previous path and their entry positions: a token of the same group
        // goes straight to it.
        var previous: [String] = []
        var chain: [Int] = []
        for (position, path) in paths.enumerated() {
            let segments = path.segments
            let groupLevels = min(segments.count, previous.count) - 1
            var shared = 0
            // Compared as the index compares names (`String` equality).
            while shared < groupLevels, shared < chain.count, segments[shared] == previous[shared] { shared += 1 }
            if tree.insert(position, at: segments, knownLevels: shared, chain: &chain) {
                kept.append(position)
                previous = segments
            } else {
                // A refused path may leave the chain partial: the next path looks its groups up.
                chain.removeAll(keepingCapacity: true)
            }
        }
    }
}
