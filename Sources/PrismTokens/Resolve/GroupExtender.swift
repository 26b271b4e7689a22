/// Applies group `$extends`: a group inherits the tokens and groups of the group it names, its own members winning.
///
/// Targets are processed before the groups that extend them (see ``ExtensionOrder``), so chains
/// compose; cycles (including a group extending its own ancestor or descendant) are reported on
/// every member and left unexpanded.
struct GroupExtender {
    private struct Extension {
        var path: [String]
        var target: [String]
        /// The `$extends` value, or the `$ref` string of a group that extends with `$ref`.
        var node: JSONNode
        /// `$extends` or `$ref`: which spelling the group used.
        var key = "$extends"
    }

    /// Expands every `$extends` in `root`.
    ///
    /// Targets are looked up when their turn comes, in the merged tree as extended so far, so a
    /// target that only exists through another `$extends` (`b.c` once `b` has extended `d`) is found.
    static func apply(to root: JSONObject, context: inout ValueParseContext) -> JSONObject {
        let (found, doubled) = collect(root)
        guard !found.isEmpty else { return root }
        var items: [Extension] = []
        for item in found {
            guard let target = item.key == "$ref" ? pointerTarget(item.node) : targetText(item.node) else {
                let message =
                    item.key == "$ref"
                    ? "'$ref' beside group members extends a group and must be a same-document pointer like \"#/button\"; or use \"$extends\": \"{button}\""
                    : "'$extends' must be a group reference like \"{button}\" or {\"$ref\": \"#/button\"}"
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "reference.malformed", message, at: item.node.location,
                        token: item.path.joined(separator: ".")))
                continue
            }
            items.append(Extension(path: item.path, target: target, node: item.node, key: item.key))
        }
        for path in doubled {
            guard let refNode = node(at: path, in: root)?.object?["$ref"] else { continue }
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "format.structure",
                    "group '\(path.joined(separator: "."))' has both '$extends' and '$ref', which both extend a group; keep one of them",
                    at: refNode.location, token: path.joined(separator: ".")))
        }
        var byPath: [[String]: Extension] = [:]
        for item in items { byPath[item.path] = item }
        let ordering = ExtensionOrder(items.map { ($0.path, $0.target) })
        for index in ordering.cyclic.sorted(by: { items[$0].path.lexicographicallyPrecedes(items[$1].path) }) {
            let item = items[index]
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "reference.cycle",
                    "circular '\(item.key)': \(describeCycle(from: item.path, in: byPath)); remove one of these '\(item.key)'",
                    at: item.node.location, token: item.path.joined(separator: ".")))
        }
        var result = root
        for index in ordering.order {
            let item = items[index]
            guard let base = target(of: item, in: result, context: &context),
                let own = node(at: item.path, in: result)?.object
            else { continue }
            var baseMembers = base
            baseMembers.remove("$extends")
            baseMembers.remove("$ref")
            var ownMembers = own
            ownMembers.remove(item.key)
            let merged = SourceMerger.merge(ownMembers, onto: baseMembers)
            replace(at: item.path[...], in: &result, with: merged)
        }
        return result
    }

    /// The group `item` extends, as extended so far; `nil` after reporting a missing target or a token.
    private static func target(of item: Extension, in tree: JSONObject, context: inout ValueParseContext) -> JSONObject?
    {
        let name = item.target.joined(separator: ".")
        guard let target = node(at: item.target, in: tree)?.object else {
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "reference.unresolved",
                    "'\(item.key)' names '\(name)', which does not exist; check the group's path",
                    at: item.node.location, token: item.path.joined(separator: ".")))
            return nil
        }
        guard SourceMerger.isGroup(target) else {
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "reference.target",
                    "'\(item.key)' must name a group, but '\(name)' is a token; extend the group that contains it",
                    at: item.node.location, token: item.path.joined(separator: ".")))
            return nil
        }
        return target
    }

    /// The groups that extend another (targets not yet parsed), and the groups that have both
    /// `$extends` and `$ref` (the `$extends` is used).
    private static func collect(_ root: JSONObject) -> ([Extension], [[String]]) {
        var result: [Extension] = []
        var doubled: [[String]] = []
        var stack: [([String], JSONObject)] = [([], root)]
        while let (path, object) = stack.popLast() {
            // At the root, '$ref' is not an extension: the collector reports it.
            let refNode = path.isEmpty ? nil : object["$ref"]
            if let extendsNode = object["$extends"] {
                result.append(Extension(path: path, target: [], node: extendsNode))
                if refNode != nil { doubled.append(path) }
            } else if let refNode {
                result.append(Extension(path: path, target: [], node: refNode, key: "$ref"))
            }
            for member in object.members.reversed() where !member.key.hasPrefix("$") {
                if let child = member.value.object, SourceMerger.isGroup(child) {
                    stack.append((path + [member.key], child))
                }
            }
        }
        return (result, doubled)
    }

    /// The path a group-level `$ref` names: a same-document pointer such as `#/button`.
    private static func pointerTarget(_ node: JSONNode) -> [String]? {
        guard let ref = node.string, ref.hasPrefix("#") else { return nil }
        return JSONPointer.segments(String(ref.dropFirst()))
    }

    private static func targetText(_ node: JSONNode) -> [String]? {
        if let text = node.string, let path = AliasSyntax.wholeAlias(text) { return path.segments }
        if let refNode = node.object?["$ref"] { return pointerTarget(refNode) }
        return nil
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

    /// Replaces the object at `path` below `object` in place.
    ///
    /// Each object on the way is taken out of its parent while it is changed, so that it is
    /// uniquely referenced and not copied: extending thousands of groups of a large document
    /// stays linear instead of copying the document once per group.
    private static func replace(at path: ArraySlice<String>, in object: inout JSONObject, with replacement: JSONObject)
    {
        guard let first = path.first,
            let (keyLocation, location) = object.member(first).map({ ($0.keyLocation, $0.value.location) })
        else { return }
        if path.count == 1 {
            object.set(.init(key: first, keyLocation: keyLocation, value: JSONNode(.object(replacement), at: location)))
            return
        }
        guard var child = object[first]?.object else { return }
        object.set(.init(key: first, keyLocation: keyLocation, value: JSONNode(.null, at: location)))
        replace(at: path.dropFirst(), in: &child, with: replacement)
        object.set(.init(key: first, keyLocation: keyLocation, value: JSONNode(.object(child), at: location)))
    }
}
