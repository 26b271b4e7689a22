/// Per-token modes as Terrazzo and Cobalt write them (`$extensions.mode: {"light": …, "dark": …}`,
/// `compat.mode`), read as a resolver modifier named `mode` with one context per mode name.
///
/// Each context holds, for every token that has a value in that mode, a copy of the token with
/// the mode's value as `$value` (so its `$type`, `$description` and extensions stay). The token's
/// own `$value` is what any mode without a value of its own gets; the first mode name is the
/// default context. A document that already has a modifier named `mode` is left as it is.
enum TokenModes {
    /// The document with a `mode` modifier added when its tokens carry per-token modes.
    static func addModifier(to document: ResolverDocument, legacy: inout LegacySyntaxRecorder) -> ResolverDocument {
        guard !document.modifiers.contains(where: { $0.name == "mode" }) else { return document }
        var order: [String] = []
        var overrides: [String: [(path: [String], token: JSONObject.Member)]] = [:]
        var firstLocation: SourceLocation?
        var path: [String] = []
        for set in document.sets {
            for source in set.sources {
                guard let root = source.root.object else { continue }
                collect(root, path: &path, order: &order, overrides: &overrides, first: &firstLocation, legacy: &legacy)
            }
        }
        guard !order.isEmpty, let location = firstLocation else { return document }
        let contexts = order.map { name in
            ResolverDocument.Context(
                name: name,
                sources: [
                    .init(root: tree(overrides[name] ?? [], at: location), origin: "mode '\(name)' of $extensions.mode")
                ], location: location)
        }
        var result = document
        result.steps.append(
            .modifier(
                .init(
                    name: "mode", contexts: contexts, defaultContext: order.first, extensions: nil, location: location))
        )
        return result
    }

    /// Walks a token tree, collecting each token's per-mode values; `path` is the group's path
    /// (extended and restored while walking, copied only for a token that has modes: this walk
    /// reads every token of the document on one core before anything else can start).
    private static func collect(
        _ object: JSONObject, path: inout [String], order: inout [String],
        overrides: inout [String: [(path: [String], token: JSONObject.Member)]], first: inout SourceLocation?,
        legacy: inout LegacySyntaxRecorder
    ) {
        for member in object.members where member.key.utf8.first != UInt8(ascii: "$") || member.key == "$root" {
            guard let child = member.value.object else { continue }
            if !SourceMerger.isGroup(child) {
                guard let modes = child["$extensions"]?.object?["mode"], let byMode = modes.object else { continue }
                let childPath = path + [member.key]
                legacy.record(.tokenModes, at: modes.location)
                if first == nil { first = modes.location }
                for mode in byMode.members {
                    if overrides[mode.key] == nil { order.append(mode.key) }
                    var token = child
                    token.set(.init(key: "$value", keyLocation: mode.keyLocation, value: mode.value))
                    overrides[mode.key, default: []].append(
                        (
                            childPath,
                            .init(
                                key: member.key, keyLocation: member.keyLocation,
                                value: JSONNode(.object(token), at: member.value.location))
                        ))
                }
            } else if path.count < 64 {
                path.append(member.key)
                collect(child, path: &path, order: &order, overrides: &overrides, first: &first, legacy: &legacy)
                path.removeLast()
            }
        }
    }

    /// A token document holding each token at its path.
    private static func tree(_ tokens: [(path: [String], token: JSONObject.Member)], at location: SourceLocation)
        -> JSONNode
    {
        var root = JSONObject()
        for (path, token) in tokens { insert(token, at: path.dropLast(), into: &root, location: location) }
        return JSONNode(.object(root), at: location)
    }

    private static func insert(
        _ token: JSONObject.Member, at groups: ArraySlice<String>, into object: inout JSONObject,
        location: SourceLocation
    ) {
        guard let name = groups.first else {
            object.set(token)
            return
        }
        var group = object[name]?.object ?? JSONObject()
        insert(token, at: groups.dropFirst(), into: &group, location: location)
        object.set(.init(key: name, keyLocation: location, value: JSONNode(.object(group), at: location)))
    }
}
