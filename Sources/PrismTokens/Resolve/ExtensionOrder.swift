/// The order in which group `$extends` are applied, and the ones that are circular.
///
/// A group extending `T` must wait for every extension that changes what it copies: one at `T`
/// or at an ancestor of `T` (which may create or change `T`), and every one inside `T` (which
/// changes `T`'s members). To keep the graph linear in the number of extensions instead of
/// linking each group to every extension below its target, the paths of the extending groups
/// form a prefix tree whose nodes stand for "everything in this subtree is extended": a subtree
/// node depends on the extension at its root and on its child subtrees, and a group depends on
/// the subtree node of its target.
///
/// Strongly connected components (Tarjan's algorithm, iterative, so a long chain costs no stack)
/// give both the order — a component is finished only after everything it depends on — and the
/// cycles: every extension in a component of several nodes, or depending on itself, is circular.
/// That covers a group extending its own ancestor (the ancestor's subtree contains the group) or
/// descendant (the group is an ancestor of its target).
struct ExtensionOrder {
    /// The extensions (indices into the input) in an order where targets come first, without the circular ones.
    var order: [Int] = []
    /// The extensions on a cycle.
    var cyclic: Set<Int> = []

    /// Orders extensions given as `(group path, target path)` pairs.
    init(_ extensions: [(path: [String], target: [String])]) {
        let graph = Self.graph(extensions)
        computeComponents(graph, extensionCount: extensions.count)
    }

    /// The dependency graph: nodes `0..<extensions.count` are extensions, the rest subtree nodes;
    /// an edge `a → b` means `a` waits for `b`.
    private static func graph(_ extensions: [(path: [String], target: [String])]) -> [[Int]] {
        var edges = [[Int]](repeating: [], count: extensions.count)
        var extensionAt: [[String]: Int] = [:]
        extensionAt.reserveCapacity(extensions.count)
        for (index, item) in extensions.enumerated() where extensionAt[item.path] == nil {
            extensionAt[item.path] = index
        }
        // Subtree nodes for every prefix of every extending group's path.
        var subtreeAt: [[String]: Int] = [:]
        for (index, item) in extensions.enumerated() {
            var child: Int?
            for length in stride(from: item.path.count, through: 0, by: -1) {
                let prefix = Array(item.path.prefix(length))
                if let existing = subtreeAt[prefix] {
                    if length == item.path.count { edges[existing].append(index) }
                    if let child { edges[existing].append(child) }
                    break
                }
                let node = edges.count
                edges.append([])
                subtreeAt[prefix] = node
                if length == item.path.count { edges[node].append(index) }
                if let child { edges[node].append(child) }
                child = node
            }
        }
        for (index, item) in extensions.enumerated() {
            for length in 0...item.target.count {
                if let other = extensionAt[Array(item.target.prefix(length))] { edges[index].append(other) }
            }
            if let subtree = subtreeAt[item.target] { edges[index].append(subtree) }
        }
        return edges
    }

    /// Tarjan's strongly connected components, iteratively; fills `order` and `cyclic`.
    private mutating func computeComponents(_ edges: [[Int]], extensionCount: Int) {
        let count = edges.count
        var index = [Int](repeating: -1, count: count)
        var low = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var counter = 0
        for start in 0..<extensionCount where index[start] == -1 {
            var work: [(node: Int, next: Int)] = []
            func open(_ node: Int) {
                index[node] = counter
                low[node] = counter
                counter += 1
                stack.append(node)
                onStack[node] = true
                work.append((node, 0))
            }
            open(start)
            while let (node, next) = work.last {
                if next < edges[node].count {
                    work[work.count - 1].next += 1
                    let target = edges[node][next]
                    if index[target] == -1 {
                        open(target)
                    } else if onStack[target] {
                        low[node] = min(low[node], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { low[parent] = min(low[parent], low[node]) }
                guard low[node] == index[node] else { continue }
                var component: [Int] = []
                while let member = stack.popLast() {
                    onStack[member] = false
                    component.append(member)
                    if member == node { break }
                }
                let circular = component.count > 1 || edges[node].contains(node)
                for member in component.reversed() where member < extensionCount {
                    if circular { cyclic.insert(member) } else { order.append(member) }
                }
            }
        }
    }
}
