/// A token as found in the merged tree, before references are resolved.
///
/// A value type whose fields live in one shared, immutable box (like ``ResolvedToken``'s, but
/// never written to): the resolver reads tokens by position (`RawTokenList` hands out copies)
/// several times per token and theme, and copying every reference-counted field (six, more
/// inside the JSON nodes) was a retain and a release apiece; now a copy is one.
struct RawToken: Sendable {
    private final class Storage: Sendable {
        let path: TokenPath
        let valueNode: JSONNode
        let declaredType: TokenType?
        let groupType: TokenType?
        let description: String?
        let deprecation: String?
        let extensions: JSONNode?
        let location: SourceLocation
        let groupDeprecation: String?

        init(
            path: TokenPath, valueNode: JSONNode, declaredType: TokenType?, groupType: TokenType?,
            description: String?, deprecation: String?, extensions: JSONNode?, location: SourceLocation,
            groupDeprecation: String?
        ) {
            self.path = path
            self.valueNode = valueNode
            self.declaredType = declaredType
            self.groupType = groupType
            self.description = description
            self.deprecation = deprecation
            self.extensions = extensions
            self.location = location
            self.groupDeprecation = groupDeprecation
        }
    }

    private let storage: Storage

    /// Creates a token.
    init(
        path: TokenPath, valueNode: JSONNode, declaredType: TokenType?, groupType: TokenType?, description: String?,
        deprecation: String?, extensions: JSONNode?, location: SourceLocation, groupDeprecation: String? = nil
    ) {
        storage = Storage(
            path: path, valueNode: valueNode, declaredType: declaredType, groupType: groupType,
            description: description, deprecation: deprecation, extensions: extensions, location: location,
            groupDeprecation: groupDeprecation)
    }

    /// The token's path.
    var path: TokenPath { storage.path }
    /// The `$value` node, or the token-level `{"$ref": …}` object.
    var valueNode: JSONNode { storage.valueNode }
    /// The token's own `$type`.
    var declaredType: TokenType? { storage.declaredType }
    /// The nearest enclosing group's `$type`.
    var groupType: TokenType? { storage.groupType }
    /// The `$description`.
    var description: String? { storage.description }
    /// The deprecation, its own or inherited.
    var deprecation: String? { storage.deprecation }
    /// The `$extensions` object.
    var extensions: JSONNode? { storage.extensions }
    /// Where the token's key is.
    var location: SourceLocation { storage.location }
    /// The enclosing group's deprecation (what the token inherits), kept so that a theme that
    /// overrides only this token can collect it again without walking its groups.
    var groupDeprecation: String? { storage.groupDeprecation }
}

/// Walks the merged token tree into a flat list of tokens, checking names and group/token structure.
struct TokenCollector {
    /// The tokens in document order (see ``collect(_:at:context:)``), and the paths of all groups.
    struct Result {
        var tokens: [RawToken] = []
        var groups: Set<TokenPath> = []
        /// Tokens and groups left out for errors of their own (an unknown `$type`, `$value` beside
        /// children, an invalid name, …), so a reference to one is not called missing.
        var rejected: Set<TokenPath> = []

        /// Remembers a rejected path, also as a reference would spell it (a name with '.' in it
        /// is read as several segments in `{a.b}`).
        mutating func reject(_ path: TokenPath) {
            rejected.insert(path)
            rejected.insert(TokenPath(dotted: path.description))
        }
    }

    /// Whether a `$` key is a property DTCG allows on a group.
    ///
    /// A `switch` of short string literals, not a `Set`: it runs for every key in every theme,
    /// and comparing small strings is much cheaper than hashing them. `$ref` is here for a group
    /// that extends another with `$ref` beside its members (see ``SourceMerger/isGroup(_:)``).
    private static func isGroupProperty(_ key: String) -> Bool {
        switch key {
        case "$type", "$description", "$deprecated", "$extensions", "$extends", "$schema", "$root", "$ref": true
        default: false
        }
    }

    /// Whether a key is a property DTCG allows on a token.
    private static func isTokenProperty(_ key: String) -> Bool {
        switch key {
        case "$value", "$type", "$description", "$deprecated", "$extensions", "$ref": true
        default: false
        }
    }

    /// A group being walked: what its members inherit, and the next member to look at.
    struct Frame: Sendable {
        var path: TokenPath
        var object: JSONObject
        var type: TokenType?
        var deprecation: String?
        var next = 0
        /// Where its members end: the object's member count, or less for a part of the root
        /// walked on its own (``collectInParts(_:root:into:context:)``).
        var end: Int
    }

    /// Collects the tokens of `root` in document order: every group's members in source order,
    /// a subgroup's tokens where the subgroup is written (depth-first, with an explicit stack).
    ///
    /// A large root is collected in parts on the free cores (see ``collectInParts(_:root:into:context:)``):
    /// the same result, diagnostics and older-syntax records, in the same order.
    static func collect(_ root: JSONObject, at rootLocation: SourceLocation, context: inout ValueParseContext) -> Result
    {
        collect(root, at: rootLocation, context: &context, parts: parts(of: root))
    }

    /// ``collect(_:at:context:)`` with the root's members collected in `parts` (ranges of them,
    /// in order, together every member), or walked whole when `nil`.
    static func collect(
        _ root: JSONObject, at rootLocation: SourceLocation, context: inout ValueParseContext, parts: [Range<Int>]?
    ) -> Result {
        var result = Result()
        let rootFrame = enter(TokenPath([]), root, type: nil, deprecation: nil, result: &result, context: &context)
        if let parts {
            collectInParts(parts, root: rootFrame, into: &result, context: &context)
        } else {
            walk(from: rootFrame, into: &result, context: &context)
        }
        return result
    }

    /// Walks a group's members from `start.next` to `start.end`, and every subgroup's, into `result`.
    static func walk(from start: Frame, into result: inout Result, context: inout ValueParseContext) {
        var stack = [start]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].end else {
                stack.removeLast()
                continue
            }
            let member = stack[top].object.members[stack[top].next]
            stack[top].next += 1
            let frame = stack[top]
            let groupType = frame.type
            let deprecation = frame.deprecation
            let key = member.key
            if frame.path.segments.isEmpty, key == "$value" || key == "$ref" {
                // The whole document would be a token, and a token needs a name (its member key).
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "format.structure",
                        "the root of a token document must be a group, but it has '\(key)'; put the token under a name, e.g. {\"name\": {\"\(key)\": …}}",
                        at: member.keyLocation, theme: context.theme))
                continue
            }
            if key.utf8.first == UInt8(ascii: "$") && key != "$root" {
                if !isGroupProperty(key), let object = member.value.object, holdsTokens(object) {
                    // Not an unknown property but a token or group whose name starts with '$'.
                    let problem = nameProblem(key) ?? ""
                    context.diagnostics.append(
                        Diagnostic(
                            .error, rule: "format.name", "invalid name '\(key)': \(problem)", at: member.keyLocation,
                            token: frame.path.appending(key).description, theme: context.theme))
                    result.reject(frame.path.appending(key))
                } else if !isGroupProperty(key) {
                    context.diagnostics.append(
                        Diagnostic(
                            .warning, rule: "format.unknown-property",
                            "unknown group property '\(key)' is ignored; names starting with '$' are reserved by DTCG",
                            at: member.keyLocation, token: frame.path.description, theme: context.theme))
                }
                continue
            }
            let path = frame.path.appending(key)
            if key != "$root", let problem = nameProblem(key) {
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "format.name", "invalid name '\(key)': \(problem)", at: member.keyLocation,
                        token: path.description, theme: context.theme))
                result.reject(path)
                continue
            }
            guard let object = member.value.object else {
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "format.structure",
                        "'\(key)' is \(member.value.value.kindDescription), but a group member must be a token (an object with '$value') or a group (an object)",
                        at: member.value.location, token: path.description, theme: context.theme))
                result.reject(path)
                continue
            }
            if SourceMerger.isGroup(object) {
                if key == "$root" {
                    context.diagnostics.append(
                        Diagnostic(
                            .error, rule: "format.structure", "'$root' must be a token with '$value'",
                            at: member.keyLocation, token: path.description, theme: context.theme))
                    result.reject(path)
                    continue
                }
                if looksLikeTokenWithoutValue(object) {
                    context.diagnostics.append(
                        Diagnostic(
                            .warning, rule: "format.structure",
                            "'\(path)' has no $value; add one or remove the object (with only '$type' and no tokens in it, it is an empty group)",
                            at: member.keyLocation, token: path.description, theme: context.theme))
                }
                stack.append(
                    enter(path, object, type: groupType, deprecation: deprecation, result: &result, context: &context))
            } else if let token = token(
                path: path, object: object, member: member, groupType: groupType, groupDeprecation: deprecation,
                context: &context)
            {
                result.tokens.append(token)
            } else {
                result.reject(path)
            }
        }
    }

    /// Starts walking a group: records it, reads the `$type` and `$deprecated` its members
    /// inherit, and checks its metadata.
    private static func enter(
        _ path: TokenPath, _ object: JSONObject, type inheritedType: TokenType?, deprecation inherited: String?,
        result: inout Result, context: inout ValueParseContext
    ) -> Frame {
        result.groups.insert(path)
        var type = inheritedType
        if let typeNode = object["$type"] {
            type = parseType(typeNode, token: path, context: &context) ?? type
        }
        MetadataPropertyKinds.check(object, owner: path, context: &context)
        return Frame(
            path: path, object: object, type: type,
            deprecation: deprecation(object["$deprecated"], inherited: inherited), end: object.count)
    }

    static func token(
        path: TokenPath, object: JSONObject, member: JSONObject.Member, groupType: TokenType?,
        groupDeprecation: String?, context: inout ValueParseContext
    ) -> RawToken? {
        for child in object.members where !isTokenProperty(child.key) {
            if child.key.utf8.first == UInt8(ascii: "$") {
                context.diagnostics.append(
                    Diagnostic(
                        .warning, rule: "format.unknown-property",
                        "unknown token property '\(child.key)' is ignored; names starting with '$' are reserved by DTCG",
                        at: child.keyLocation, token: path.description, theme: context.theme))
            } else if !containsToken(child.value) {
                // compat.metadata-member: a tool's own note (`"comment": "…"`, `"attributes": {…}`) beside `$value`.
                context.legacy.record(.metadataMember, at: child.keyLocation, detail: child.key)
            } else {
                let valueKey = object.contains("$value") ? "$value" : "$ref"
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "format.structure",
                        "token '\(path)' has both '\(valueKey)' and a child '\(child.key)'; an object is either a token or a group — move '\(child.key)' into a group",
                        at: child.keyLocation, token: path.description, theme: context.theme))
                return nil
            }
        }
        MetadataPropertyKinds.check(object, owner: path, context: &context)
        var declaredType: TokenType?
        if let typeNode = object["$type"] {
            declaredType = parseType(typeNode, token: path, context: &context)
            if declaredType == nil { return nil }
        }
        let valueNode = object["$value"] ?? member.value
        return RawToken(
            path: path,
            valueNode: valueNode,
            declaredType: declaredType,
            groupType: groupType,
            description: object["$description"]?.string,
            deprecation: Self.deprecation(object["$deprecated"], inherited: groupDeprecation),
            extensions: object["$extensions"].flatMap { $0.object == nil ? nil : $0 },
            location: member.keyLocation,
            groupDeprecation: groupDeprecation
        )
    }

    private static func parseType(_ node: JSONNode, token: TokenPath, context: inout ValueParseContext) -> TokenType? {
        guard let name = node.string else {
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "format.type", "'$type' must be a string, one of: \(TokenType.validNames)",
                    at: node.location, token: token.description, theme: context.theme))
            return nil
        }
        if let type = TokenType(rawValue: name), type.isDTCG { return type }
        if let close = TokenType.dtcgTypes.first(where: { $0.rawValue.lowercased() == name.lowercased() }) {
            // A DTCG type spelled in another case is a typo, not a tool's own type.
            let message = "unknown $type '\(name)'; types are case-sensitive: write '\(close.rawValue)'"
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "format.type", message, at: node.location, token: token.description,
                    theme: context.theme))
            return nil
        }
        if name.count >= 4,
            let close = TokenType.dtcgTypes.first(where: {
                $0.rawValue + "s" != name && EditDistance.levenshtein($0.rawValue.lowercased(), name.lowercased()) <= 2
            })
        {
            // Within two edits of a DTCG type ('colour'): a typo, whose value would otherwise pass through unchecked.
            let message =
                "unknown $type '\(name)'; did you mean '\(close.rawValue)'? Use one of the 13 DTCG types: \(TokenType.validNames)"
            context.diagnostics.append(
                Diagnostic(
                    .error, rule: "format.type", message, at: node.location, token: token.description,
                    theme: context.theme))
            return nil
        }
        // compat.type: Terrazzo's `string`/`boolean`, `link`, `url` and other tools' own types pass through.
        context.legacy.record(.nonDTCGType, at: node.location, detail: name)
        return name == "boolean" ? .boolean : .string
    }

    /// The deprecation message of a token or group: its own `$deprecated` when it has one (`false`
    /// un-deprecates, overriding the group's), else the enclosing group's (also when its own is
    /// of the wrong kind, which ``MetadataPropertyKinds`` reports).
    private static func deprecation(_ node: JSONNode?, inherited: String?) -> String? {
        guard let node else { return inherited }
        if let flag = node.bool { return flag ? "" : nil }
        return node.string ?? inherited
    }

    /// Whether a group is most likely a token whose `$value` was forgotten: it has a `$type`, no
    /// members of its own and does not extend anything. (An empty group with only a
    /// `$description` or `$deprecated` is a placeholder, and fine.)
    private static func looksLikeTokenWithoutValue(_ object: JSONObject) -> Bool {
        object.contains("$type") && !object.contains("$extends") && !SourceMerger.hasChildren(object)
    }

    /// Whether an object is a token, or a group with a token or group in it (as opposed to vendor
    /// metadata such as `"$metadata": {"tokenSetOrder": […]}`).
    private static func holdsTokens(_ object: JSONObject) -> Bool {
        !SourceMerger.isGroup(object) || object.members.contains { !$0.key.hasPrefix("$") && $0.value.object != nil }
    }

    /// Whether a member beside `$value` is (or holds) a token: an object with `$value` or `$ref`
    /// somewhere inside it. Such a member makes the object both a token and a group, which is an
    /// error; anything else is metadata written without `$extensions`.
    private static func containsToken(_ node: JSONNode) -> Bool {
        var pending = [node]
        var visited = 0
        while let next = pending.popLast(), visited < 10_000 {
            visited += 1
            guard let object = next.object else { continue }
            if object.contains("$value") || object.contains("$ref") { return true }
            pending.append(contentsOf: object.members.lazy.filter { !$0.key.hasPrefix("$") }.map(\.value))
        }
        return false
    }

    /// Why a group or token name is invalid, or `nil` when it is fine.
    static func nameProblem(_ name: String) -> String? {
        if name.isEmpty { return "names must not be empty" }
        if name.utf8.first == UInt8(ascii: "$") { return "names must not start with '$'; rename the token or group" }
        // Bytes, not Characters: faster, and a '.' followed by a combining mark is still a '.'.
        if name.utf8.contains(where: { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }) {
            return "names must not contain '{' or '}', which mark references; rename it"
        }
        if name.utf8.contains(UInt8(ascii: ".")) {
            return
                "names must not contain '.', which separates path segments in references; use '-' or camelCase instead"
        }
        return nil
    }
}
