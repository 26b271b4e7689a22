/// Writes a resolved token source (e.g. a Tokens Studio folder) as DTCG 2025.10 files: a
/// resolver (`resolver.json`) with one set and the same modifiers and contexts, and token files
/// holding resolved values — so that validating the result gives the same resolved values per theme.
///
/// Every token whose value (or alias) is the same in every theme goes to `base.tokens.json`. A
/// token that changes with one modifier's context goes to that context's file
/// (`<modifier>/<context>.tokens.json`). Math, color functions and modifiers are written as their
/// results; aliases stay `{references}`; `$description` and `$extensions` (Tokens Studio's
/// included) are kept. A token that depends on a combination of several modifiers cannot be
/// expressed that way: it is written with the default theme's value and named in ``Result/notes``.
public enum DTCGConversion {
    /// The files to write and what could not be carried over exactly.
    public struct Result: Sendable {
        /// The resolver and token files, with paths relative to the output folder.
        public var files: [GeneratedFile]
        /// Tokens whose value depends on several modifiers at once (written with the default theme's value).
        public var notes: [String]
    }

    /// Converts a resolution of every permutation.
    public static func convert(_ resolution: TokenSetResolution) -> Result {
        let modifiers = resolution.document.modifiers.filter { $0.contexts.count >= 2 }
        let themes = resolution.themes
        guard let first = themes.first else { return Result(files: [], notes: []) }
        var base: [ResolvedToken] = []
        var perContext: [String: [String: [ResolvedToken]]] = [:]
        var notes: [String] = []
        var order: [TokenPath] = []
        var seen: Set<TokenPath> = []
        for theme in themes {
            for token in theme.tokens where seen.insert(token.path).inserted { order.append(token.path) }
        }
        for path in order {
            let values = themes.map { $0[path] }
            if let reference = values[0], values.allSatisfy({ $0.map { same($0, reference) } ?? false }) {
                base.append(reference)
                continue
            }
            // The first modifier whose context alone decides the value.
            let deciding = modifiers.first { modifier in
                var byContext: [String: ResolvedToken?] = [:]
                for (theme, value) in zip(themes, values) {
                    guard let context = theme.inputs.first(where: { $0.modifier == modifier.name })?.context else {
                        return false
                    }
                    if let known = byContext[context] {
                        switch (known, value) {
                        case (nil, nil): continue
                        case (let a?, let b?) where same(a, b): continue
                        default: return false
                        }
                    }
                    byContext[context] = value
                }
                return true
            }
            if let modifier = deciding {
                for (theme, value) in zip(themes, values) {
                    guard let value, let context = theme.inputs.first(where: { $0.modifier == modifier.name })?.context
                    else { continue }
                    var list = perContext[modifier.name, default: [:]][context, default: []]
                    if !list.contains(where: { $0.path == path }) { list.append(value) }
                    perContext[modifier.name, default: [:]][context] = list
                }
            } else {
                notes.append(path.description)
                if let value = first[path] ?? values.compactMap({ $0 }).first { base.append(value) }
            }
        }
        var files = [GeneratedFile(path: "base.tokens.json", contents: tokenFile(base))]
        var modifierJSON: [(String, JSONText)] = []
        var resolutionOrder: [JSONText] = [.object([("$ref", .string("#/sets/base"))])]
        for modifier in modifiers {
            var contexts: [(String, JSONText)] = []
            for context in modifier.contexts {
                let file = "\(fileName(modifier.name))/\(fileName(context.name)).tokens.json"
                files.append(
                    GeneratedFile(path: file, contents: tokenFile(perContext[modifier.name]?[context.name] ?? [])))
                contexts.append((context.name, .array([.object([("$ref", .string(file))])])))
            }
            var members: [(String, JSONText)] = [("contexts", .object(contexts))]
            if let defaultContext = modifier.defaultContext { members.append(("default", .string(defaultContext))) }
            if let extensions = modifier.extensions { members.append(("$extensions", JSONText(extensions))) }
            modifierJSON.append((modifier.name, .object(members)))
            resolutionOrder.append(
                .object([
                    (
                        "$ref",
                        .string(
                            "#/modifiers/\(modifier.name.replacingAll("~", with: "~0").replacingAll("/", with: "~1"))")
                    )
                ]))
        }
        var resolver: [(String, JSONText)] = [
            ("version", .string("2025.10")),
            (
                "sets",
                .object([("base", .object([("sources", .array([.object([("$ref", .string("base.tokens.json"))])]))]))])
            ),
        ]
        if !modifierJSON.isEmpty { resolver.append(("modifiers", .object(modifierJSON))) }
        resolver.append(("resolutionOrder", .array(resolutionOrder)))
        files.insert(
            GeneratedFile(path: "resolver.json", contents: JSONText.object(resolver).serialized() + "\n"), at: 0)
        return Result(files: files, notes: notes)
    }

    /// Whether two tokens resolve alike: same type and value, and the same alias target.
    private static func same(_ a: ResolvedToken, _ b: ResolvedToken) -> Bool {
        a.type == b.type && a.value == b.value && a.aliasOf == b.aliasOf
    }

    /// A file or folder name for a modifier or context name.
    private static func fileName(_ name: String) -> String {
        let cleaned = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
        return cleaned.isEmpty ? "context" : cleaned
    }

    /// A DTCG token document holding `tokens` at their paths.
    private static func tokenFile(_ tokens: [ResolvedToken]) -> String {
        final class Node {
            var members: [(String, Node)] = []
            var token: JSONText?
        }
        let root = Node()
        for token in tokens {
            var node = root
            for segment in token.path.segments {
                if let child = node.members.first(where: { $0.0 == segment })?.1 {
                    node = child
                } else {
                    let child = Node()
                    node.members.append((segment, child))
                    node = child
                }
            }
            var members: [(String, JSONText)] = [("$type", .string(token.type.rawValue))]
            members.append(("$value", token.aliasOf.map { .string("{\($0)}") } ?? JSONText(token.resolvedJSON)))
            if let description = token.description { members.append(("$description", .string(description))) }
            if let deprecation = token.deprecation {
                members.append(("$deprecated", deprecation.isEmpty ? .bool(true) : .string(deprecation)))
            }
            if let extensions = token.extensions { members.append(("$extensions", JSONText(extensions))) }
            node.token = .object(members)
        }
        func json(_ node: Node) -> JSONText {
            if let token = node.token { return token }
            return .object(node.members.map { ($0.0, json($0.1)) })
        }
        return json(root).serialized() + "\n"
    }
}
