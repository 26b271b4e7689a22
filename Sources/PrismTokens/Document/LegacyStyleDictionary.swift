/// Converts a legacy Style Dictionary token tree (`value`/`type` without `$`) to DTCG form.
enum LegacyStyleDictionary {
    /// The converted tree if `root` is a legacy file (it has `value` tokens and no `$value` anywhere), else `nil`.
    /// - Parameter legacy: records each type guessed from a value (`compat.legacy-guess`) and
    ///   each value keyed by mode (`compat.mode`).
    static func convertIfLegacy(_ root: JSONNode, legacy: inout LegacySyntaxRecorder) -> JSONNode? {
        guard isLegacy(root) else { return nil }
        return convert(root, depth: 0, legacy: &legacy)
    }

    /// Style Dictionary type names and the DTCG type each maps to.
    static let typeMap: [String: String] = [
        "color": "color", "dimension": "dimension", "size": "dimension", "fontSize": "dimension",
        "spacing": "dimension", "sizing": "dimension", "borderRadius": "dimension", "borderWidth": "dimension",
        "fontFamily": "fontFamily", "fontFamilies": "fontFamily", "fontWeight": "fontWeight",
        "fontWeights": "fontWeight",
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
            if object.contains("value"),
                !(object["value"]?.object.map { _ in true } ?? false) || object.contains("type")
            {
                sawLegacyToken = true
                continue
            }
            stack.append(contentsOf: object.members.map(\.value))
        }
        return sawLegacyToken
    }

    private static func convert(_ node: JSONNode, depth: Int, legacy: inout LegacySyntaxRecorder) -> JSONNode {
        guard let object = node.object, depth < JSONReader.maximumDepth else { return node }
        if object.contains("value") {
            var token = JSONObject()
            for member in object.members {
                switch member.key {
                case "value":
                    if let byMode = modeKeyedValues(member.value, type: object["type"]?.string) {
                        // compat.mode: the first mode is the value, all of them per-token modes (TokenModes reads and reports them).
                        token.set(
                            .init(
                                key: "$value", keyLocation: member.keyLocation,
                                value: stripValueSuffix(byMode.members[0].value)))
                        var modes = JSONObject()
                        for mode in byMode.members {
                            modes.set(
                                .init(key: mode.key, keyLocation: mode.keyLocation, value: stripValueSuffix(mode.value))
                            )
                        }
                        let extensions = JSONObject([
                            .init(
                                key: "mode", keyLocation: member.keyLocation,
                                value: JSONNode(.object(modes), at: member.value.location))
                        ])
                        token.set(
                            .init(
                                key: "$extensions", keyLocation: member.keyLocation,
                                value: JSONNode(.object(extensions), at: member.value.location)))
                    } else {
                        token.set(
                            .init(key: "$value", keyLocation: member.keyLocation, value: stripValueSuffix(member.value))
                        )
                    }
                case "type":
                    if let name = member.value.string, let mapped = typeMap[name] {
                        token.set(
                            .init(
                                key: "$type", keyLocation: member.keyLocation,
                                value: JSONNode(.string(mapped), at: member.value.location)))
                    }
                case "description", "comment":
                    if member.value.string != nil {
                        token.set(.init(key: "$description", keyLocation: member.keyLocation, value: member.value))
                    }
                default:
                    break
                }
            }
            if let type = object["type"]?.string, let value = token["$value"],
                let explicit = unitlessValue(value, type: type, legacy: &legacy)
            {
                let keyLocation = object.member("value")?.keyLocation ?? node.location
                token.set(.init(key: "$value", keyLocation: keyLocation, value: explicit))
            }
            if !token.contains("$type"), let inferred = inferType(token["$value"]) {
                if inferred != "number" {
                    legacy.record(.legacyGuess, at: token["$value"]?.location ?? node.location, detail: inferred)
                }
                token.set(
                    .init(
                        key: "$type", keyLocation: node.location, value: JSONNode(.string(inferred), at: node.location))
                )
            }
            return JSONNode(.object(token), at: node.location)
        }
        var group = JSONObject()
        for member in object.members where !member.key.hasPrefix("$") {
            group.set(
                .init(
                    key: member.key, keyLocation: member.keyLocation,
                    value: convert(member.value, depth: depth + 1, legacy: &legacy)))
        }
        return JSONNode(.object(group), at: node.location)
    }

    /// Style Dictionary types whose unitless numbers its css transform group reads in rem
    /// (`size/rem` matches `dimension` and `fontSize`; `size` is the category of older files).
    static let remTypes: Set<String> = ["dimension", "fontSize", "size"]

    /// A unitless size or time (`1.5`, `"200"`) with the unit Style Dictionary's css transform
    /// group gives it: rem for ``remTypes``, milliseconds for `time` (its `time/seconds` divides
    /// by 1000). Zero stays as it is (read as 0px, any unit's zero). `nil` for anything else.
    private static func unitlessValue(_ node: JSONNode, type: String, legacy: inout LegacySyntaxRecorder) -> JSONNode? {
        let unit: String
        if remTypes.contains(type) {
            unit = "rem"
        } else if type == "time" {
            unit = "ms"
        } else {
            return nil
        }
        guard let number = node.number ?? node.string.flatMap({ Double($0.trimmingSpaces) }), number.isFinite,
            number != 0 || node.string != nil
        else { return nil }
        legacy.record(.unitlessSize, at: node.location, detail: "\(type) → \(unit)")
        let at = node.location
        let members: [JSONObject.Member] = [
            .init(key: "value", keyLocation: at, value: JSONNode(.number(number), at: at)),
            .init(key: "unit", keyLocation: at, value: JSONNode(.string(unit), at: at)),
        ]
        return JSONNode(.object(JSONObject(members)), at: at)
    }

    /// Old Style Dictionary aliases end in `.value` (`{color.base.red.value}`); DTCG aliases do not.
    private static func stripValueSuffix(_ node: JSONNode) -> JSONNode {
        guard let text = node.string, text.contains(".value}") else { return node }
        return JSONNode(.string(text.replacingAll(".value}", with: "}")), at: node.location)
    }

    /// The members of a value keyed by mode (`{"light": "#fff", "dark": "#000"}`): an object whose
    /// members are all plain values or aliases, for a token whose type is not a composite (whose
    /// members would be `color`, `width`…). `nil` for anything else.
    private static func modeKeyedValues(_ node: JSONNode, type: String?) -> JSONObject? {
        guard let object = node.object, !object.members.isEmpty else { return nil }
        if let type, let mapped = typeMap[type], let dtcg = TokenType(rawValue: mapped), dtcg.isComposite { return nil }
        let compositeMembers: Set<String> = [
            "color", "width", "style", "offsetX", "offsetY", "blur", "spread", "fontFamily", "fontSize", "fontWeight",
            "lineHeight", "letterSpacing", "duration", "delay", "timingFunction", "x", "y",
        ]
        guard
            object.members.allSatisfy({
                !compositeMembers.contains($0.key) && !$0.key.hasPrefix("$")
                    && ($0.value.string != nil || $0.value.number != nil)
            })
        else { return nil }
        return object
    }

    /// A type guessed from a legacy value (legacy files only; DTCG files never guess): every CSS
    /// color syntax is a color, a number with a length unit a dimension, with a time unit a
    /// duration, other CSS text (`calc(…)`, `currentColor`, keywords) a pass-through string.
    private static func inferType(_ node: JSONNode?) -> String? {
        guard let node else { return nil }
        if let text = node.string {
            if AliasSyntax.wholeAlias(text) != nil { return nil }
            if CSSColorSyntax.color(text) != nil { return "color" }
            if let (_, unit) = LegacyValueSyntax.number(withUnit: text) {
                if Dimension.Unit(rawValue: unit) != nil { return "dimension" }
                if Duration.Unit(rawValue: unit) != nil { return "duration" }
            }
            return "string"
        }
        if node.bool != nil { return "boolean" }
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
