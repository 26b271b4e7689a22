/// Resolves curly aliases and JSON-Pointer `$ref`s between the tokens of one theme, then types and parses every value.
///
/// References form a graph; tokens are resolved in dependency order found by an iterative
/// depth-first search, so a 20,000-long alias chain costs no stack and a cycle of any length is
/// found once and reported on every member.
struct ReferenceResolver {
    /// One reference found in a token's value.
    struct Reference {
        /// Where in the value: `""` for the whole value, else a member path like `color` or `0.color`.
        var memberPath: String
        var target: Int
        /// Segments after `$value` for a pointer into the target's value.
        var remainder: [String]
        var node: JSONNode
        /// For a reference inside a longer string (`compat.string-reference`), the `{path}` it replaces.
        var embedded: String? = nil
    }

    private(set) var raw: RawTokenList
    /// The position of each token by path (the last token of a path, should two share one).
    let indexByPath: [TokenPath: Int]
    private let groups: Set<TokenPath>
    /// Tokens and groups the collector left out for their own errors.
    private let rejected: Set<TokenPath>
    /// Whether the tokens come from a Tokens Studio source: strings may hold references, math and
    /// color functions, and colors may carry modifiers (see ``resolveStudioToken(_:_:resolved:context:)``).
    var studio = false

    init(tokens: [RawToken], groups: Set<TokenPath>, rejected: Set<TokenPath> = []) {
        self.raw = RawTokenList(tokens)
        self.rejected = rejected
        var index: [TokenPath: Int] = [:]
        index.reserveCapacity(tokens.count)
        // By index: iterating the tokens would copy (retain and release) every field of each.
        for i in tokens.indices { index[tokens[i].path] = i }
        self.indexByPath = index
        self.groups = groups
    }

    /// This resolver with some tokens replaced by others at the same paths (a theme that changes
    /// some tokens' values), by position: the tokens and the table of positions by path are
    /// shared, not copied or rebuilt.
    func replacing(_ overrides: [Int: RawToken]) -> ReferenceResolver {
        var copy = self
        copy.raw.overrides = overrides
        return copy
    }

    /// Resolves every token; tokens with errors are left out (their errors are in `context`).
    func resolve(context: inout ValueParseContext) -> [ResolvedToken] {
        resolveAll(context: &context).resolved.compactMap { $0 }
    }

    /// Resolves every token, by position (`nil` for a token with errors), with the references
    /// found in each (`nil` where one is broken).
    func resolveAll(context: inout ValueParseContext) -> (resolved: [ResolvedToken?], references: [[Reference]?]) {
        var references: [[Reference]?] = []
        if let found = referencesInParallel(theme: context.theme) {
            references = found
            if let last = raw.last { context.token = last.path }
        } else {
            references.reserveCapacity(raw.count)
            for index in raw.indices {
                context.token = raw[index].path
                references.append(findReferences(raw[index], context: &context))
            }
        }
        let order = dependencyOrder(references, context: &context)
        var resolved = [ResolvedToken?](repeating: nil, count: raw.count)
        // Tokens without references first, on free cores when they are many and all quiet.
        let leaves = resolvedLeaves(references, theme: context.theme)
        if let leaves {
            for (index, token) in zip(leaves.indices, leaves.tokens) { resolved[index] = token }
        }
        let byLevel = leaves != nil && resolvedByLevel(order, references, into: &resolved, theme: context.theme)
        for index in order where !byLevel {
            guard let refs = references[index] else { continue }
            if leaves != nil && refs.isEmpty { continue }
            context.token = raw[index].path
            resolved[index] =
                studio
                ? resolveStudioToken(index, refs, resolved: resolved, context: &context)
                : resolveToken(index, refs, resolved: resolved, context: &context)
        }
        if leaves != nil, let last = order.last(where: { references[$0] != nil }) { context.token = raw[last].path }
        return (resolved, references)
    }

    // MARK: Finding references

    /// The references in a token's value, or `nil` (after reporting why) when one is broken.
    ///
    /// The member path of a reference (`color`, `0.offsetX`) is joined only when one is found:
    /// most values hold none, and building a path string for every member of every value was a
    /// large part of this walk.
    func findReferences(_ token: RawToken, context: inout ValueParseContext) -> [Reference]? {
        var refs: [Reference] = []
        var ok = true
        var memberPath: [String] = []
        func visit(_ node: JSONNode, _ depth: Int) {
            switch node.value {
            case .string(let text):
                if let path = AliasSyntax.wholeAlias(text), !path.segments.contains(where: \.isEmpty) {
                    if let target = target(of: path, at: node, context: &context) {
                        refs.append(
                            Reference(
                                memberPath: memberPath.joined(separator: "."), target: target, remainder: [], node: node
                            ))
                        if studio {
                            refs.append(
                                Reference(
                                    memberPath: Self.embeddedPrefix + path.description, target: target, remainder: [],
                                    node: node))
                        }
                    } else {
                        ok = false
                    }
                } else if studio, text.utf8.contains(UInt8(ascii: "{")) {
                    findEmbeddedReferences(in: text, at: node, into: &refs, ok: &ok, context: &context)
                } else if text.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
                    if AliasSyntax.wholeAlias(text) == nil, let occurrences = EmbeddedReferences.occurrences(in: text) {
                        // compat.string-reference: each `{path}` is replaced by its target's value.
                        context.legacy.record(.stringReference, at: node.location)
                        for occurrence in occurrences {
                            if let target = target(of: occurrence.path, at: node, context: &context) {
                                refs.append(
                                    Reference(
                                        memberPath: memberPath.joined(separator: "."), target: target, remainder: [],
                                        node: node, embedded: occurrence.written))
                            } else {
                                ok = false
                            }
                        }
                    } else if text.utf8.first == UInt8(ascii: "{") || text.utf8.last == UInt8(ascii: "}") {
                        context.error(
                            "reference.malformed",
                            "'\(text)' is not a valid reference; write '{group.token}' with one pair of braces and dot-separated names",
                            at: node)
                        ok = false
                    }
                }
            case .object(let object):
                if let refNode = object["$ref"] {
                    if let pointer = refNode.string, let found = pointerTarget(pointer, at: refNode, context: &context)
                    {
                        refs.append(
                            Reference(
                                memberPath: memberPath.joined(separator: "."), target: found.0, remainder: found.1,
                                node: refNode))
                    } else {
                        if refNode.string == nil {
                            context.error(
                                "reference.malformed", "'$ref' must be a string like \"#/group/token\"", at: refNode)
                        }
                        ok = false
                    }
                    return
                }
                guard depth < 64 else { return }
                for member in object.members where Self.mayHoldReferences(member.value) {
                    memberPath.append(member.key)
                    visit(member.value, depth + 1)
                    memberPath.removeLast()
                }
            case .array(let items):
                guard depth < 64 else { return }
                for (i, item) in items.enumerated() where Self.mayHoldReferences(item) {
                    memberPath.append(String(i))
                    visit(item, depth + 1)
                    memberPath.removeLast()
                }
            default:
                break
            }
        }
        visit(token.valueNode, 0)
        if studio { findModifierReferences(token, into: &refs, ok: &ok, context: &context) }
        return ok ? refs : nil
    }

    /// Whether a value can hold a reference: a string, array or object. A number, boolean or null
    /// is not visited (a color's components were each a member path made and dropped).
    private static func mayHoldReferences(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string, .array, .object: true
        case .number, .bool, .null: false
        }
    }

    func target(of path: TokenPath, at node: JSONNode, context: inout ValueParseContext) -> Int? {
        if let index = indexByPath[path] { return index }
        if groups.contains(path) {
            let root = path.appending("$root")
            let hint =
                indexByPath[root] != nil
                ? "; to use its $root token write '{\(root)}'" : "; reference one of its tokens"
            context.error("reference.target", "'{\(path)}' names a group, not a token\(hint)", at: node)
        } else if let broken = rejectedPrefix(of: path.segments) {
            noteRejected("'{\(path)}'", broken, inside: broken != path, at: node, context: &context)
        } else {
            var message = "'{\(path)}' does not exist"
            if let guess = closestPath(to: path) {
                message += "; did you mean '{\(guess)}'?"
            } else {
                message += "; check the token's path"
            }
            context.error("reference.unresolved", message, at: node)
        }
        return nil
    }

    /// The token a pointer names and the segments after `$value`, e.g. `#/base/blue/$value/components/0`.
    private func pointerTarget(_ pointer: String, at node: JSONNode, context: inout ValueParseContext) -> (
        Int, [String]
    )? {
        guard pointer.hasPrefix("#"), let segments = JSONPointer.segments(String(pointer.dropFirst())) else {
            context.error(
                "reference.malformed",
                "'\(pointer)' is not a same-document JSON Pointer; write it like \"#/group/token/$value\"", at: node)
            return nil
        }
        for length in 1...max(1, segments.count) where length <= segments.count {
            let prefix = TokenPath(Array(segments.prefix(length)))
            guard let index = indexByPath[prefix] else { continue }
            var rest = Array(segments.dropFirst(length))
            if rest.isEmpty { return (index, []) }
            guard rest.first == "$value" else {
                context.error(
                    "reference.target",
                    "'\(pointer)' points into token '\(prefix)' but not at its '$value'; point at '#/\(prefix.segments.joined(separator: "/"))/$value/…'",
                    at: node)
                return nil
            }
            rest.removeFirst()
            return (index, rest)
        }
        if groups.contains(TokenPath(segments)) {
            context.error("reference.target", "'\(pointer)' points at a group, not a token; point at a token", at: node)
        } else if let broken = rejectedPrefix(of: segments) {
            noteRejected(
                "'\(pointer)'", broken, inside: broken.segments.count < segments.count, at: node, context: &context)
        } else {
            context.error("reference.unresolved", "'\(pointer)' points at nothing; check the path", at: node)
        }
        return nil
    }

    /// The shortest prefix of `segments` (possibly all of them) that names a rejected token or group.
    private func rejectedPrefix(of segments: [String]) -> TokenPath? {
        guard !rejected.isEmpty else { return nil }
        for length in 1...max(1, segments.count) where length <= segments.count {
            let prefix = TokenPath(Array(segments.prefix(length)))
            if rejected.contains(prefix) { return prefix }
        }
        return nil
    }

    /// A note, not a second error: the reference is fine, its target was reported and left out.
    private func noteRejected(
        _ written: String, _ broken: TokenPath, inside: Bool, at node: JSONNode, context: inout ValueParseContext
    ) {
        let what = inside ? "something inside '\(broken)', which has errors" : "a token that has errors"
        context.diagnostics.append(
            Diagnostic(
                .note, rule: "reference.target",
                "\(written) refers to \(what) (see above); fix '\(broken)' and this reference resolves",
                at: node.location, token: context.token.description, theme: context.theme))
    }

    private func closestPath(to path: TokenPath) -> TokenPath? {
        guard raw.count <= 20_000 else { return nil }
        let text = path.description
        var best: (TokenPath, Int)?
        for token in raw {
            let candidate = token.path.description
            // Never suggest what was written: a token whose name has a '.' reads the same.
            guard abs(candidate.count - text.count) <= 2, candidate != text else { continue }
            let distance = EditDistance.levenshtein(text, candidate)
            if distance <= 2, distance < (best?.1 ?? .max) { best = (token.path, distance) }
        }
        return best?.0
    }

    // MARK: Ordering

    /// Tokens in an order where every reference target comes first; cycles are reported and left out.
    private func dependencyOrder(_ references: [[Reference]?], context: inout ValueParseContext) -> [Int] {
        var failed = Set<Int>()
        let order =
            dependencyPostOrder(
                from: raw.indices, references: { references[$0] ?? [] },
                onCycle: { cycle in
                    reportCycle(cycle, references: references, context: &context)
                    failed.formUnion(cycle)
                    return true
                }) ?? []
        return failed.isEmpty ? order : order.filter { !failed.contains($0) }
    }

    private func reportCycle(_ cycle: [Int], references: [[Reference]?], context: inout ValueParseContext) {
        let names = cycle.map { raw[$0].path.description }
        let shown = names.count > 8 ? names.prefix(4) + ["… (\(names.count - 6) more)"] + names.suffix(2) : names[...]
        let description = (shown + [names[0]]).joined(separator: " → ")
        for (position, member) in cycle.enumerated() {
            let next = cycle[(position + 1) % cycle.count]
            let node = references[member]?.first { $0.target == next }?.node ?? raw[member].valueNode
            context.token = raw[member].path
            context.error(
                "reference.cycle",
                "circular reference: \(description); break the cycle by giving one of these tokens a literal value",
                at: node)
        }
    }
}
