/// Substituting resolved values for references, and typing the result.
extension ReferenceResolver {
    /// Resolves one token whose references are all resolved already (or failed).
    func resolveToken<Table: ResolvedTokenTable>(
        _ index: Int, _ refs: [Reference], resolved: Table, context: inout ValueParseContext
    )
        -> ResolvedToken?
    {
        let token = raw[index]
        if let whole = refs.first(where: { $0.memberPath.isEmpty && $0.embedded == nil }) {
            guard let target = resolved[whole.target] else {
                noteLeftOut(token, becauseOf: whole, context: &context)
                return nil
            }
            if whole.remainder.isEmpty {
                return aliasToken(token, of: target, reference: whole, context: &context)
            }
            guard let type = token.declaredType ?? token.groupType else {
                context.error(
                    "format.type",
                    "cannot determine the type of '\(token.path)'; add '$type' to the token or its group",
                    at: whole.node)
                return nil
            }
            guard let node = JSONPointer.resolve(whole.remainder, in: target.resolvedJSON) else {
                context.error(
                    "reference.unresolved", "'$ref' points past the end of '\(target.path)'s value; check the pointer",
                    at: whole.node)
                return nil
            }
            guard let (typed, json) = parse(JSONNode(node.value, at: whole.node.location), as: type, context: &context)
            else { return nil }
            return make(token, type: type, value: typed, json: json, aliasOf: nil, members: [:])
        }
        guard let type = token.declaredType ?? token.groupType else {
            context.error(
                "format.type",
                "cannot determine the type of '\(token.path)'; add '$type' to the token or to its group (types are never guessed from values)",
                at: token.valueNode)
            return nil
        }
        var members: [String: TokenPath] = [:]
        var failed = false
        let substituted: JSONNode
        if !refs.isEmpty, let items = token.valueNode.array, type == .shadow || type == .gradient {
            substituted = substituteItems(
                items, at: token.valueNode.location, refs: refs, type: type, resolved: resolved, members: &members,
                failed: &failed, context: &context)
        } else {
            substituted = substitute(
                token.valueNode, path: "", outputPath: "", refs: refs, type: type, resolved: resolved,
                members: &members, failed: &failed, context: &context)
        }
        if failed { return nil }
        guard let (typed, json) = parse(substituted, as: type, context: &context) else { return nil }
        return make(token, type: type, value: typed, json: json, aliasOf: nil, members: members)
    }

    /// Says that a token is left out because a token it references has errors of its own, so no
    /// token disappears from the output without a word (the target's errors are reported at it).
    private func noteLeftOut(_ token: RawToken?, becauseOf reference: Reference, context: inout ValueParseContext) {
        let target = raw[reference.target].path
        let name = token?.path ?? context.token
        context.diagnostics.append(
            Diagnostic(
                .note, rule: "reference.target",
                "'\(name)' is left out of the outputs: it references '\(target)', which has errors (see above); fix '\(target)' and both are emitted",
                at: reference.node.location, token: name.description, theme: context.theme))
    }

    /// The typed value and the JSON to keep as the token's resolved value: the value as written,
    /// or — when it used older-draft syntax — its 2025.10 form, so that pointers into it and
    /// references to it see (and never re-read) the older syntax.
    func parse(_ node: JSONNode, as type: TokenType, context: inout ValueParseContext) -> (TokenValue, JSONNode)? {
        let legacyReads = context.legacy.readCount
        guard let typed = TokenValueParser.parse(node, as: type, context: &context) else { return nil }
        guard context.legacy.readCount != legacyReads else { return (typed, node) }
        return (typed, LegacyValueNormalizer.normalized(node, as: type))
    }

    func aliasToken(_ token: RawToken, of target: ResolvedToken, reference: Reference, context: inout ValueParseContext)
        -> ResolvedToken?
    {
        // A pass-through `$type` (compat.type) promises nothing about the value: an alias typed
        // "string" to a fontFamily token is that fontFamily.
        if let declared = token.declaredType, declared != target.type, declared != .string {
            context.error(
                "reference.type-mismatch",
                "'\(token.path)' is declared as \(declared) but references '\(target.path)', a \(target.type); reference a \(declared) token or change '$type'",
                at: reference.node)
            return nil
        }
        return make(
            token, type: target.type, value: target.value, json: target.resolvedJSON, aliasOf: target.path,
            members: target.memberReferences)
    }

    func make(
        _ token: RawToken, type: TokenType, value: TokenValue, json: JSONNode, aliasOf: TokenPath?,
        members: [String: TokenPath]
    ) -> ResolvedToken {
        ResolvedToken(
            path: token.path, type: type, value: value, resolvedJSON: json, aliasOf: aliasOf,
            memberReferences: members, description: token.description, deprecation: token.deprecation,
            extensions: token.extensions, location: token.location, valueLocation: token.valueNode.location
        )
    }

    /// The layers of a shadow array or the stops of a gradient, with references substituted.
    ///
    /// An item may reference a token of the same type (Format §9.5: a shadow layer may be a
    /// reference to a shadow token). A target whose value is an array contributes all its items,
    /// so a shadow built on a two-layer shadow has both layers; the member references of the
    /// target move along with its items. A target of another type is a type mismatch at the
    /// reference.
    func substituteItems<Table: ResolvedTokenTable>(
        _ items: [JSONNode], at location: SourceLocation, refs: [Reference], type: TokenType,
        resolved: Table, members: inout [String: TokenPath], failed: inout Bool,
        context: inout ValueParseContext
    ) -> JSONNode {
        var values: [JSONNode] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            let path = String(index)
            guard let ref = refs.first(where: { $0.memberPath == path }), ref.remainder.isEmpty else {
                values.append(
                    substitute(
                        item, path: path, outputPath: String(values.count), refs: refs, type: type, resolved: resolved,
                        members: &members, failed: &failed, context: &context))
                continue
            }
            guard let target = resolved[ref.target] else {
                noteLeftOut(nil, becauseOf: ref, context: &context)
                failed = true
                continue
            }
            guard target.type == type else {
                let (what, written) =
                    type == .shadow ? ("layer", "a shadow object") : ("stop", "a {color, position} object")
                context.error(
                    "reference.type-mismatch",
                    "\(what) \(index + 1) of a \(type) must be \(written) or a reference to a \(type) token, but '\(target.path)' is a \(target.type); reference a \(type) token",
                    at: ref.node)
                failed = true
                continue
            }
            guard let targetItems = target.resolvedJSON.array else {
                members[String(values.count)] = target.path
                values.append(JSONNode(target.resolvedJSON.value, at: ref.node.location))
                continue
            }
            let offset = values.count
            if targetItems.count == 1 {
                members[String(offset)] = target.path
            } else {
                for (key, referenced) in target.memberReferences {
                    let parts = key.split(separator: ".", maxSplits: 1)
                    guard let first = parts.first, let position = Int(first) else { continue }
                    members[([String(offset + position)] + parts.dropFirst().map(String.init)).joined(separator: ".")] =
                        referenced
                }
            }
            values.append(contentsOf: targetItems.map { JSONNode($0.value, at: ref.node.location) })
        }
        return JSONNode(.array(values), at: location)
    }

    /// The value with every reference replaced by its target's resolved value.
    ///
    /// `path` is where the node is in the value as written (to find its references), `outputPath`
    /// where it ends up in the substituted value (they differ after a referenced multi-layer
    /// shadow is spliced into an array); member references are keyed by `outputPath`.
    func substitute<Table: ResolvedTokenTable>(
        _ node: JSONNode, path: String, outputPath: String, refs: [Reference], type: TokenType,
        resolved: Table, members: inout [String: TokenPath], failed: inout Bool,
        context: inout ValueParseContext
    ) -> JSONNode {
        if case .string(var text) = node.value, refs.contains(where: { $0.memberPath == path && $0.embedded != nil }) {
            for ref in refs where ref.memberPath == path {
                guard let written = ref.embedded else { continue }
                guard let target = resolved[ref.target] else {
                    noteLeftOut(nil, becauseOf: ref, context: &context)
                    failed = true
                    return node
                }
                text = text.replacingAll(written, with: EmbeddedReferences.text(of: target.value))
            }
            return JSONNode(.string(text), at: node.location)
        }
        if let ref = refs.first(where: { $0.memberPath == path }) {
            guard let target = resolved[ref.target] else {
                noteLeftOut(nil, becauseOf: ref, context: &context)
                failed = true
                return node
            }
            if ref.remainder.isEmpty {
                let memberName = path.split(separator: ".").last { Int($0) == nil }.map(String.init) ?? path
                if let expected = TokenValueParser.memberType(of: type, member: memberName), expected != target.type {
                    context.error(
                        "reference.type-mismatch",
                        "'\(memberName)' of a \(type) needs a \(expected), but '\(target.path)' is a \(target.type); reference a \(expected) token",
                        at: ref.node)
                    failed = true
                    return node
                }
                members[outputPath] = target.path
                return JSONNode(target.resolvedJSON.value, at: ref.node.location)
            }
            guard let inner = JSONPointer.resolve(ref.remainder, in: target.resolvedJSON) else {
                context.error(
                    "reference.unresolved", "'$ref' points past the end of '\(target.path)'s value; check the pointer",
                    at: ref.node)
                failed = true
                return node
            }
            return JSONNode(inner.value, at: ref.node.location)
        }
        guard refs.contains(where: { $0.memberPath.hasPrefix(path) }) else { return node }
        switch node.value {
        case .object(let object):
            var copy = JSONObject()
            for member in object.members {
                let childPath = path.isEmpty ? member.key : path + "." + member.key
                let childOutputPath = outputPath.isEmpty ? member.key : outputPath + "." + member.key
                let value = substitute(
                    member.value, path: childPath, outputPath: childOutputPath, refs: refs, type: type,
                    resolved: resolved, members: &members, failed: &failed, context: &context)
                copy.set(.init(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(.object(copy), at: node.location)
        case .array(let items):
            let values = items.enumerated().map { i, item in
                substitute(
                    item, path: path.isEmpty ? String(i) : path + "." + String(i),
                    outputPath: outputPath.isEmpty ? String(i) : outputPath + "." + String(i), refs: refs, type: type,
                    resolved: resolved, members: &members, failed: &failed, context: &context)
            }
            return JSONNode(.array(values), at: node.location)
        default:
            return node
        }
    }
}
