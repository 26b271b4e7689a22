/// Leaves out of a theme the tokens that only reference-only sources define (Tokens Studio sets
/// marked `source` in a theme: available to references, not emitted).
///
/// A token some emitted source of the permutation defines stays, even when a reference-only
/// source defines it too. Tokens that stay and point at a removed token (an alias, or a member
/// reference inside a composite) keep their resolved value but lose the pointer, so outputs write
/// the value instead of a `var(--…)` to a property that does not exist.
enum ReferenceOnlyTokens {
    /// `tokens` without the reference-only ones.
    static func removed(
        from tokens: [ResolvedToken], document: ResolverDocument, inputs: [(modifier: String, context: String)]
    ) -> [ResolvedToken] {
        var emitted: Set<TokenPath> = []
        var referenceOnly = false
        func add(_ sources: [ResolverDocument.Source]) {
            for source in sources {
                if source.referenceOnly {
                    referenceOnly = true
                    continue
                }
                collectPaths(source.root, into: &emitted)
            }
        }
        for step in document.steps {
            switch step {
            case .set(let set): add(set.sources)
            case .modifier(let modifier):
                let chosen = inputs.first { $0.modifier == modifier.name }?.context
                if let context = chosen.flatMap(modifier.context(named:)) { add(context.sources) }
            }
        }
        guard referenceOnly else { return tokens }
        var result: [ResolvedToken] = []
        result.reserveCapacity(tokens.count)
        for var token in tokens where emitted.contains(token.path) {
            if let target = token.aliasOf, !emitted.contains(target) { token.aliasOf = nil }
            if token.memberReferences.values.contains(where: { !emitted.contains($0) }) {
                token.memberReferences = token.memberReferences.filter { emitted.contains($0.value) }
            }
            result.append(token)
        }
        return result
    }

    /// The paths of the tokens in a token document (objects with `$value` or `$ref`).
    private static func collectPaths(_ root: JSONNode, into paths: inout Set<TokenPath>) {
        var stack: [(JSONObject, [String])] = root.object.map { [($0, [])] } ?? []
        while let (object, path) = stack.popLast() {
            for member in object.members where !member.key.hasPrefix("$") || member.key == "$root" {
                guard let child = member.value.object else { continue }
                let childPath = path + [member.key]
                if child.contains("$value") || child.contains("$ref") {
                    paths.insert(TokenPath(childPath))
                } else {
                    stack.append((child, childPath))
                }
            }
        }
    }
}
