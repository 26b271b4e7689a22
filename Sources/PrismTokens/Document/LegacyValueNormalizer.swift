/// Rewrites the older-draft parts of a value that parsed successfully into their DTCG 2025.10 JSON form.
///
/// `"#ff0000"` becomes `{"colorSpace": "srgb", "components": [1, 0, 0], "alpha": 1, "hex": "#ff0000"}`,
/// `"16px"` and a bare `0` dimension `{"value": 16, "unit": "px"}`, `"200ms"` `{"value": 200,
/// "unit": "ms"}`, and `"ease-in"`/`"cubic-bezier(…)"` `[x1, y1, x2, y2]` — also inside
/// composites, found through ``TokenValueParser/memberType(of:member:)``. Everything else is kept
/// as written. A token's resolved JSON is this form, so JSON Pointers into a value
/// (`#/c/$value/components/0`), references that copy it and JSON output all see 2025.10 values,
/// and the older syntax is read (and warned about) only where it is written.
///
/// New nodes take the location of the string or number they replace.
enum LegacyValueNormalizer {
    /// `node`, a value of `type` that parsed successfully, with its older-draft parts in 2025.10 form.
    static func normalized(_ node: JSONNode, as type: TokenType) -> JSONNode {
        switch node.value {
        case .string(let text):
            return replacement(for: text, as: type, at: node.location) ?? node
        case .number(let number) where type == .dimension && number == 0:
            return dimension(Dimension(0, .px), at: node.location)
        case .array(let items) where type == .shadow || type == .gradient || type == .dimension:
            // Shadow layers, gradient stops, the dimensions of a strokeStyle's dashArray.
            return JSONNode(.array(items.map { normalized($0, as: type) }), at: node.location)
        case .object(let object):
            var copy = JSONObject()
            for member in object.members {
                var value =
                    TokenValueParser.memberType(of: type, member: member.key).map { normalized(member.value, as: $0) }
                    ?? member.value
                if type == .color, member.key == "hex", let text = value.string, !LegacyValueSyntax.isSixDigitHex(text),
                    let hex = LegacyValueSyntax.hexColor(text)?.hex
                {
                    value = JSONNode(.string(hex), at: value.location)  // compat.hex: the 6-digit spelling
                }
                copy.set(.init(key: member.key, keyLocation: member.keyLocation, value: value))
            }
            return JSONNode(.object(copy), at: node.location)
        default:
            return node
        }
    }

    /// The 2025.10 form of an older-draft string, or `nil` when the string is not one (a font
    /// family, a weight or stroke-style keyword).
    private static func replacement(for text: String, as type: TokenType, at location: SourceLocation) -> JSONNode? {
        switch type {
        case .color:
            return CSSColorSyntax.color(text).map { colorNode($0, at: location) }
        case .dimension:
            guard let (value, unit) = LegacyValueSyntax.number(withUnit: text), let u = Dimension.Unit(rawValue: unit)
            else { return nil }
            return dimension(Dimension(value, u), at: location)
        case .duration:
            guard let (value, unit) = LegacyValueSyntax.number(withUnit: text), let u = Duration.Unit(rawValue: unit)
            else { return nil }
            return object([("value", .number(value)), ("unit", .string(u.rawValue))], at: location)
        case .cubicBezier:
            guard let curve = LegacyValueSyntax.cubicBezier(text) else { return nil }
            return JSONNode(
                .array([curve.x1, curve.y1, curve.x2, curve.y2].map { JSONNode(.number($0), at: location) }),
                at: location)
        default:
            return nil
        }
    }

    /// A color as its DTCG 2025.10 object (`colorSpace`, `components`, `alpha`, `hex`), every node at `location`.
    static func colorNode(_ color: TokenColor, at location: SourceLocation) -> JSONNode {
        let components = color.components.map { JSONNode($0.map(JSONValue.number) ?? .string("none"), at: location) }
        var members: [(String, JSONValue)] = [
            ("colorSpace", .string(color.colorSpace)), ("components", .array(components)),
            ("alpha", .number(color.alpha)),
        ]
        if let hex = color.hex { members.append(("hex", .string(hex))) }
        return object(members, at: location)
    }

    private static func dimension(_ dimension: Dimension, at location: SourceLocation) -> JSONNode {
        object([("value", .number(dimension.value)), ("unit", .string(dimension.unit.rawValue))], at: location)
    }

    /// An object node whose keys and values all sit at `location` (values written for a value read as text).
    static func object(_ members: [(String, JSONValue)], at location: SourceLocation) -> JSONNode {
        JSONNode(
            .object(
                JSONObject(members.map { .init(key: $0.0, keyLocation: location, value: JSONNode($0.1, at: location)) })
            ), at: location)
    }
}
