/// Applies group `$extends`: a group inherits the tokens and groups of the group it names, its own members winning.
///
/// Targets are processed before the groups that extend them, so chains compose; cycles (including a
/// group extending its own ancestor or descendant) are reported on every member and left unexpanded.
struct GroupExtender {
    private struct Extension {
        var path: [String]
        var target: [String]
        var node: JSONNode
    }

    /// Expands every `$extends` in `root`.
    static func apply(to root: JSONObject, context: inout ValueParseContext) -> JSONObject {
        let found = collect(root)
        guard !found.isEmpty else { return root }
        var valid: [[String]: Extension] = [:]
        for item in found {
            guard let targetText = targetText(item.node) else {
                context.diagnostics.append(Diagnostic(.error, rule: "reference.malformed", "'$extends' must be a group reference like \"{button}\" or {\"$ref\": \"#/button\"}", at: item.node.location, token: item.path.joined(separator: ".")))
                continue
            }
            let target = targetText
            guard let targetNode = node(at: target, in: root), let targetObject = targetNode.object else {
                context.diagnostics.append(Diagnostic(.error, rule: "reference.unresolved", "'$extends' names '\(target.joined(separator: "."))', which does not exist; check the group's path", at: item.node.location, token: item.path.joined(separator: ".")))
                continue
            }
            guard SourceMerger.isGroup(targetObject) else {
                context.diagnostics.append(Diagnostic(.error, rule: "reference.target", "'$extends' must name a group, but '\(target.joined(separator: "."))' is a token; extend the group that contains it", at: item.node.location, token: item.path.joined(separator: ".")))
                continue
            }
            valid[item.path] = Extension(path: item.path, target: target, node: item.node)
        }
        let (order, cyclic) = orderTargetsFirst(valid)
        for path in cyclic.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
            guard let item = valid[path] else { continue }
            context.diagnostics.append(Diagnostic(.error, rule: "reference.cycle", "circular '$extends': \(describeCycle(from: path, in: valid)); remove one of these '$extends'", at: item.node.location, token: path.joined(separator: ".")))
        }
        var result = root
        for path in order {
            guard let item = valid[path], let own = node(at: path, in: result)?.object,
                  let base = node(at: item.target, in: result)?.object else { continue }
            var baseMembers = base
            baseMembers.remove("$extends")
            var ownMembers = own
            ownMembers.remove("$extends")
            let merged = SourceMerger.merge(ownMembers, onto: baseMembers)
            result = replacing(at: path[...], in: result, with: merged)
        }
        return result
    }

    private static func collect(_ root: JSONObject) -> [Extension] {
        var result: [Extension] = []
        var stack: [([String], JSONObject)] = [([], root)]
        while let (path, object) = stack.popLast() {
            if let extendsNode = object["$extends"] {
                result.append(Extension(path: path, target: [], node: extendsNode))
            }
            for member in object.members.reversed() where !member.key.hasPrefix("$") {
                if let child = member.value.object, SourceMerger.isGroup(child) {
                    stack.append((path + [member.key], child))
                }
            }
        }
        return result
    }

    private static func targetText(_ node: JSONNode) -> [String]? {
        if let text = node.string, let path = AliasSyntax.wholeAlias(text) { return path.segments }
        if let ref = node.object?["$ref"]?.string, ref.hasPrefix("#"), let segments = JSONPointer.segments(String(ref.dropFirst())) {
            return segments
        }
        return nil
    }

    /// A processing order with every target before the groups extending it, and the groups on cycles.
    private static func orderTargetsFirst(_ items: [[String]: Extension]) -> ([[String]], Set<[String]>) {
        var state: [[String]: Int] = [:]  // 1 visiting, 2 done
        var order: [[String]] = []
        var cyclic: Set<[String]> = []
        for start in items.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) where state[start] == nil {
            var chain: [[String]] = []
            var current: [String]? = start
            while let path = current, state[path] == nil {
                state[path] = 1
                chain.append(path)
                guard let target = items[path]?.target else { current = nil; break }
                let related = items.keys.filter { isPrefix(target, of: $0) || isPrefix($0, of: target) }
                if isPrefix(path, of: target) || isPrefix(target, of: path) {
                    cyclic.insert(path)
                }
                // The effective dependency is the nearest extending group at or above/below the target.
                let next = related.filter { state[$0] != 2 }.min { $0.count < $1.count }
                if let next, state[next] == 1 {
                    if let start = chain.firstIndex(of: next) { cyclic.formUnion(chain[start...]) }
                    current = nil
                } else {
                    current = next
                }
            }
            for path in chain.reversed() {
                state[path] = 2
                if !cyclic.contains(path) { order.append(path) }
            }
        }
        return (order, cyclic)
    }

    private static func isPrefix(_ a: [String], of b: [String]) -> Bool {
        a.count <= b.count && Array(b.prefix(a.count)) == a
    }

    private static func describeCycle(from start: [String], in items: [[String]: Extension]) -> String {
        var names = [start.joined(separator: ".")]
        var seen: Set<[String]> = [start]
        var current = items[start]?.target
        while let path = current, names.count < 20 {
            names.append(path.joined(separator: "."))
            if !seen.insert(path).inserted || items[path] == nil { break }
            current = items[path]?.target
        }
        return names.joined(separator: " → ")
    }

    /// The node at `path` below `root`.
    static func node(at path: [String], in root: JSONObject) -> JSONNode? {
        guard let first = path.first else { return nil }
        var node = root[first]
        for segment in path.dropFirst() { node = node?.object?[segment] }
        return node
    }

    private static func replacing(at path: ArraySlice<String>, in object: JSONObject, with replacement: JSONObject) -> JSONObject {
        guard let first = path.first, let member = object.member(first) else { return object }
        var result = object
        let newValue: JSONObject
        if path.count == 1 {
            newValue = replacement
        } else {
            guard let child = member.value.object else { return object }
            newValue = replacing(at: path.dropFirst(), in: child, with: replacement)
        }
        result.set(.init(key: first, keyLocation: member.keyLocation, value: JSONNode(.object(newValue), at: member.value.location)))
        return result
    }
}
