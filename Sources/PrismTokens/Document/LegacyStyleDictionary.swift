/// Converts a legacy Style Dictionary token tree (`value`/`type` without `$`) to DTCG form.
enum LegacyStyleDictionary {
    /// The converted tree if `root` is a legacy file (it has `value` tokens and no `$value` anywhere), else `nil`.
    static func convertIfLegacy(_ root: JSONNode) -> JSONNode? {
        guard isLegacy(root) else { return nil }
        return convert(root, depth: 0)
    }

    /// Style Dictionary type names and the DTCG type each maps to.
    static let typeMap: [String: String] = [
        "color": "color", "dimension": "dimension", "size": "dimension", "fontSize": "dimension",
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontFamily": "fontFamily", "fontFamilies": "fontFamily", "fontWeight": "fontWeight", "fontWeights": "fontWeight",
        "duration": "duration", "time": "duration", "number": "number", "opacity": "number", "lineHeight": "number",
        "cubicBezier": "cubicBezier", "border": "border", "shadow": "shadow", "boxShadow": "shadow",
        "typography": "typography", "transition": "transition", "gradient": "gradient", "strokeStyle": "strokeStyle",
    ]

    private static func isLegacy(_ root: JSONNode) -> Bool {
        var stack = [root]
        var sawLegacyToken = false
        var visited = 0
        while let node = stack.popLast(), visited < 1_000_000 {
            visited += 1
            guard let object = node.object else { continue }
            if object.contains("$value") { return false }
            if object.contains("value"), !(object["value"]?.object.map { _ in true } ?? false) || object.contains("type") {
                sawLegacyToken = true
                continue
            }
            stack.append(contentsOf: object.members.map(\.value))
        }
        return sawLegacyToken
    }

    private static func convert(_ node: JSONNode, depth: Int) -> JSONNode {
        guard let object = node.object, depth < JSONReader.maximumDepth else { return node }
        if object.contains("value") {
            var token = JSONObject()
            for member in object.members {
                switch member.key {
                case "value":
                    token.set(.init(key: "$value", keyLocation: member.keyLocation, value: stripValueSuffix(member.value)))
                case "type":
                    if let name = member.value.string, let mapped = typeMap[name] {
                        token.set(.init(key: "$type", keyLocation: member.keyLocation, value: JSONNode(.string(mapped), at: member.value.location)))
                    }
                case "description", "comment":
                    if member.value.string != nil { token.set(.init(key: "$description", keyLocation: member.keyLocation, value: member.value)) }
                default:
                    break
                }
            }
            if !token.contains("$type"), let inferred = inferType(token["$value"]) {
                token.set(.init(key: "$type", keyLocation: node.location, value: JSONNode(.string(inferred), at: node.location)))
            }
            return JSONNode(.object(token), at: node.location)
        }
        var group = JSONObject()
        for member in object.members where !member.key.hasPrefix("$") {
            group.set(.init(key: member.key, keyLocation: member.keyLocation, value: convert(member.value, depth: depth + 1)))
        }
        return JSONNode(.object(group), at: node.location)
    }

    /// Old Style Dictionary aliases end in `.value` (`{color.base.red.value}`); DTCG aliases do not.
    private static func stripValueSuffix(_ node: JSONNode) -> JSONNode {
        guard let text = node.string, text.contains(".value}") else { return node }
        return JSONNode(.string(text.replacingAll(".value}", with: "}")), at: node.location)
    }

    /// A type guessed from a legacy value (legacy files only; DTCG files never guess).
    private static func inferType(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        if let text = node.string {
            if AliasSyntax.wholeAlias(text) != nil { return nil }
            if LegacyValueSyntax.hexColor(text) != nil { return "color" }
            if let (_, unit) = LegacyValueSyntax.number(withUnit: text) {
                return ["px", "rem"].contains(unit) ? "dimension" : (["ms", "s"].contains(unit) ? "duration" : nil)
            }
            return nil
        }
        return node.number != nil ? "number" : nil
    }
}

extension String {
    /// The string with every occurrence of `target` replaced.
    public func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.firstRange(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
