/// Directed edges turned around and stored in compressed rows: for each node, the nodes that have
/// an edge to it (`sources[start[n]..<start[n + 1]]`), in the order the edges were given.
///
/// Used where a reference graph is walked backwards — the tokens that reference a token, the CSS
/// declarations that read one through `var()` — without a set or an array per node.
struct ReverseAdjacency: Sendable {
    /// Where each node's row begins in `sources` (one more entry than nodes).
    private let start: [Int32]
    /// The edges' sources, row after row.
    private let sources: [Int32]

    /// Reverses the edges of a graph of `nodeCount` nodes; `forEachEdge` calls its argument with
    /// every edge `(source, target)` and is called twice (count, then fill), so it must give the
    /// same edges both times.
    init(nodeCount: Int, forEachEdge: ((_ source: Int, _ target: Int) -> Void) -> Void) {
        var start = [Int32](repeating: 0, count: nodeCount + 1)
        forEachEdge { _, target in start[target + 1] += 1 }
        for node in 0..<nodeCount { start[node + 1] += start[node] }
        var fill = start
        var sources = [Int32](repeating: 0, count: Int(start[nodeCount]))
        forEachEdge { source, target in
            sources[Int(fill[target])] = Int32(source)
            fill[target] += 1
        }
        self.start = start
        self.sources = sources
    }

    /// The nodes with an edge to `node`.
    func sources(of node: Int) -> some Sequence<Int> {
        sources[Int(start[node])..<Int(start[node + 1])].lazy.map { Int($0) }
    }
}
