/// Tells a Tokens Studio JSON file from a DTCG or Style Dictionary one.
enum StudioDetection {
    /// Whether a file's root object is Tokens Studio's: it has `$themes` or `$metadata`, uses a
    /// type only Tokens Studio writes (`sizing`, `boxShadow`, `composition`, …) or its
    /// `studio.tokens` extension, or holds one set per top-level key (``setsAreTopLevel(_:)``).
    static func isStudio(_ root: JSONObject) -> Bool {
        if holdsSets(root) { return true }
        var stack = [root]
        var visited = 0
        while let object = stack.popLast(), visited < 200_000 {
            visited += 1
            if let type = (object["$type"] ?? object["type"])?.string, StudioTypeMapping.isStudioOnly(type) {
                return true
            }
            if object["$extensions"]?[StudioTokenConverter.extensionKey] != nil { return true }
            if let text = (object["$value"] ?? object["value"])?.string, isStudioValue(text) { return true }
            for member in object.members where !member.key.hasPrefix("$") {
                if let child = member.value.object { stack.append(child) }
            }
        }
        return setsAreTopLevel(root)
    }

    /// Whether a single file holds several sets: it has `$themes`, or a `$metadata.tokenSetOrder`
    /// naming its top-level keys.
    static func holdsSets(_ root: JSONObject) -> Bool {
        if root["$themes"]?.array?.isEmpty == false { return true }
        guard let order = root["$metadata"]?["tokenSetOrder"]?.array, !order.isEmpty else { return false }
        return order.allSatisfy { $0.string.map { root[$0]?.object != nil } ?? false }
    }

    /// Whether the top-level keys are set names (Tokens Studio's single-file export without
    /// `$metadata`): every one is a group, and some reference resolves only once the set name is
    /// left out of the path (`{core.color}` for the token at `foo.core.color`).
    static func setsAreTopLevel(_ root: JSONObject) -> Bool {
        let sets = root.members.filter { !$0.key.hasPrefix("$") }
        guard sets.count > 1,
            sets.allSatisfy({ $0.value.object.map { !StudioTokenConverter.isTokenObject($0) } ?? false })
        else { return false }
        var full: Set<String> = []
        var inner: Set<String> = []
        var references: [String] = []
        for set in sets {
            var stack: [(JSONObject, [String])] = [(set.value.object ?? JSONObject(), [])]
            while let (object, path) = stack.popLast(), path.count < 64 {
                if StudioTokenConverter.isTokenObject(object) {
                    inner.insert(path.joined(separator: "."))
                    full.insert(([set.key] + path).joined(separator: "."))
                    if let text = (object["$value"] ?? object["value"])?.string { references += names(in: text) }
                    continue
                }
                for member in object.members where !member.key.hasPrefix("$") {
                    if let child = member.value.object { stack.append((child, path + [member.key])) }
                }
            }
        }
        return references.contains { !full.contains($0) && inner.contains($0) }
    }

    /// Whether a value string is written the Tokens Studio way: references inside a larger string
    /// (math, `rgba({color}, 50%)`) or a hex color inside a CSS color function.
    static func isStudioValue(_ text: String) -> Bool {
        guard AliasSyntax.wholeAlias(text) == nil else { return false }
        let lowered = text.lowercased()
        let colorFunction = ["rgba(", "rgb(", "hsla(", "hsl("].contains { lowered.hasPrefix($0) }
        if colorFunction, text.contains("{") || text.contains("#") { return true }
        // CSS `calc(…)` over references is Style Dictionary's, not Tokens Studio math.
        if lowered.contains("calc(") || lowered.contains("var(") { return false }
        return text.contains("{") && StudioExpression.looksLikeMath(text)
    }

    /// The names of the `{references}` in a string.
    private static func names(in text: String) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.append(String(rest[rest.index(after: open)..<close]).trimmingSpaces)
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
