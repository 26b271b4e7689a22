/// Converts one Tokens Studio token set into a DTCG 2025.10 token tree.
///
/// `value`/`type`/`description` become `$value`/`$type`/`$description`, Tokens Studio types become
/// DTCG types (``StudioTypeMapping``), shadows get DTCG member names (`x` → `offsetX`, `type:
/// innerShadow` → `inset: true`), typography keeps the five DTCG members and carries the rest,
/// and `composition` tokens become groups of one token per property. Values stay as written:
/// math, units and color functions are evaluated while resolving, per theme
/// (``StudioValueEvaluator``). What has no DTCG meaning goes to `$extensions["studio.tokens"]`.
/// Every node keeps the position it had in the Tokens Studio file.
struct StudioTokenConverter {
    /// The extension key Tokens Studio uses.
    static let extensionKey = "studio.tokens"

    /// Composition values by dotted path, from every set (a composition may alias one in another set).
    var compositions: [String: JSONNode] = [:]
    /// Color modifier objects held by tokens of their own, by dotted path (`"modify": "{modifier}"`).
    var modifierTokens: [String: JSONNode] = [:]
    /// What was assumed or carried, for one warning per file and kind.
    var notes = StudioNotes()

    /// Records the compositions and modifier tokens of a set, before any set is converted.
    mutating func index(_ root: JSONNode) {
        var stack: [(JSONNode, [String], String?)] = [(root, [], nil)]
        while let (node, path, inherited) = stack.popLast() {
            guard let object = node.object, path.count < 64 else { continue }
            let type = (object["$type"] ?? object["type"])?.string ?? inherited
            if let value = object["$value"] ?? object["value"], Self.isTokenObject(object) {
                let dotted = path.joined(separator: ".")
                if type == "composition" { compositions[dotted] = value }
                if type == nil || type == "other", Self.isModifierObject(value) { modifierTokens[dotted] = value }
                continue
            }
            for member in object.members where !member.key.hasPrefix("$") {
                stack.append((member.value, path + [member.key], type))
            }
        }
    }

    /// Whether an object is a Tokens Studio token (it has a `value` or `$value`).
    static func isTokenObject(_ object: JSONObject) -> Bool {
        guard let value = object["$value"] ?? object["value"] else { return false }
        return object.contains("$value") || value.object == nil || object.contains("type") || object.contains("$type")
            || isModifierObject(value)
    }

    /// Whether a value is a color modifier object `{"type": "lighten", "value": …}`.
    static func isModifierObject(_ node: JSONNode) -> Bool {
        guard let kind = node["type"]?.string else { return false }
        return StudioColorModifier.Kind(rawValue: kind) != nil && node["value"] != nil
    }

    /// The DTCG tree of a set.
    mutating func convert(_ root: JSONNode) -> JSONNode {
        guard let object = root.object else { return root }
        return JSONNode(.object(group(object, path: [], inheritedType: nil)), at: root.location)
    }

    private mutating func group(_ object: JSONObject, path: [String], inheritedType: String?) -> JSONObject {
        var result = JSONObject()
        var carried: [JSONObject.Member] = []
        var type = inheritedType
        if let typeNode = object["$type"] ?? object["type"], let name = typeNode.string, object["type"]?.object == nil {
            type = name
            if case .type(let dtcg)? = StudioTypeMapping.target(of: name) {
                result.set(
                    .init(
                        key: "$type", keyLocation: object.member("$type")?.keyLocation ?? typeNode.location,
                        value: JSONNode(.string(dtcg.rawValue), at: typeNode.location)))
            }
        }
        for member in object.members {
            switch member.key {
            case "$type",
                "type" where member.value.string != nil:
                continue
            case "$description", "$extensions", "$deprecated":
                result.set(member)
            case "description" where member.value.string != nil:
                result.set(.init(key: "$description", keyLocation: member.keyLocation, value: member.value))
            default:
                if member.key.hasPrefix("$") {
                    carried.append(member)
                    notes.record(.carried, detail: member.key, at: member.keyLocation)
                    continue
                }
                guard let child = member.value.object, path.count < 64 else {
                    carried.append(member)
                    notes.record(.carried, detail: member.key, at: member.keyLocation)
                    continue
                }
                let childPath = path + [member.key]
                if Self.isTokenObject(child) {
                    if let converted = token(child, path: childPath, inheritedType: type, at: member.value.location) {
                        result.set(.init(key: member.key, keyLocation: member.keyLocation, value: converted))
                    }
                } else {
                    result.set(
                        .init(
                            key: member.key, keyLocation: member.keyLocation,
                            value: JSONNode(
                                .object(group(child, path: childPath, inheritedType: type)), at: member.value.location))
                    )
                }
            }
        }
        if !carried.isEmpty { Self.addExtensions(carried, to: &result, at: carried[0].keyLocation) }
        return result
    }

    /// The DTCG form of a token: a token object, a group (an expanded composition), or `nil` when it is left out.
    private mutating func token(
        _ object: JSONObject, path: [String], inheritedType: String?, at location: SourceLocation
    ) -> JSONNode? {
        guard let valueMember = object.member("$value") ?? object.member("value") else { return nil }
        let typeMember = object.member("$type") ?? object.member("type")
        let tsType = typeMember?.value.string ?? inheritedType
        let dotted = path.joined(separator: ".")
        if modifierTokens[dotted] != nil {
            notes.record(.modifierToken, detail: dotted, at: location)
            return nil
        }
        var result = JSONObject()
        var carried: [JSONObject.Member] = []
        var studioType: String?
        var value = valueMember.value
        if let tsType {
            let target = StudioTypeMapping.target(of: tsType)
            let written = JSONNode(.string(tsType), at: typeMember?.value.location ?? location)
            var dtcg: TokenType?
            switch target {
            case .type(let type)?: dtcg = type
            case .numeric?: dtcg = Self.numericType(value, tsType: tsType)
            case .composition?:
                return composition(
                    value, path: path, description: object["$description"] ?? object["description"], at: location)
            case .text?: dtcg = nil
            case nil:
                result.set(.init(key: "$type", keyLocation: typeMember?.keyLocation ?? location, value: written))
            }
            if target == .text || (target == .numeric && dtcg == nil) {
                guard let text = StudioTypeMapping.textType else {
                    notes.record(.textValue, detail: dotted, at: location)
                    return nil
                }
                dtcg = text
            }
            if let dtcg {
                result.set(
                    .init(
                        key: "$type", keyLocation: typeMember?.keyLocation ?? location,
                        value: JSONNode(.string(dtcg.rawValue), at: written.location)))
                if dtcg.rawValue != tsType { studioType = tsType }
                value = shaped(value, as: dtcg, token: dotted, carried: &carried)
                // The style of a weight like "Bold Italic" is kept for the CSS `-style` member and
                // for typography that references the weight (no warning: it reaches the output).
                if dtcg == .fontWeight, let text = value.string,
                    let style = StudioValueEvaluator.fontStyle(inWeight: text)
                {
                    carried.append(
                        .init(
                            key: "fontStyle", keyLocation: valueMember.keyLocation,
                            value: JSONNode(.string(style), at: value.location)))
                }
            }
        }
        result.set(
            .init(key: "$value", keyLocation: valueMember.keyLocation, value: Self.bracingDollarReferences(value)))
        var extensions = object["$extensions"]
        for member in object.members {
            switch member.key {
            case "$value", "value", "$type", "type", "$extensions": continue
            case "$description", "$deprecated": result.set(member)
            case "description" where member.value.string != nil:
                result.set(.init(key: "$description", keyLocation: member.keyLocation, value: member.value))
            default:
                carried.append(member)
                notes.record(.carried, detail: member.key, at: member.keyLocation)
            }
        }
        if let modify = extensions?[Self.extensionKey]?["modify"], let text = modify.string,
            let name = AliasSyntax.wholeAlias(text)?.description, let target = modifierTokens[name]
        {
            extensions = Self.replacing(["modify"], in: extensions, with: JSONNode(target.value, at: modify.location))
        }
        if let extensions {
            result.set(
                .init(
                    key: "$extensions", keyLocation: object.member("$extensions")?.keyLocation ?? location,
                    value: extensions))
        }
        if let studioType {
            carried.append(
                .init(
                    key: "type", keyLocation: typeMember?.keyLocation ?? location,
                    value: JSONNode(.string(studioType), at: typeMember?.value.location ?? location)))
        }
        if !carried.isEmpty { Self.addExtensions(carried, to: &result, at: location) }
        return JSONNode(.object(result), at: location)
    }

    /// A number, or a dimension when a literal string carries a length unit (`"4px"` of type `number`).
    private static func numericType(_ value: JSONNode, tsType: String) -> TokenType? {
        if value.number != nil { return .number }
        guard let text = value.string?.trimmingSpaces else { return .number }
        if let (_, unit) = LegacyValueSyntax.number(withUnit: text), ["px", "rem", "em"].contains(unit) {
            return .dimension
        }
        if AliasSyntax.wholeAlias(text) != nil || text.contains("{") || ExactNumber(decimal: text) != nil {
            return .number
        }
        if text.hasSuffix("%"), ExactNumber(decimal: text.dropLast()) != nil { return .number }
        if StudioExpression.looksLikeMath(text) { return .number }
        return nil
    }

    /// The value with the older Figma Tokens reference syntax `$group.token` written as `{group.token}`.
    static func bracingDollarReferences(_ node: JSONNode) -> JSONNode {
        switch node.value {
        case .string(let text) where text.contains("$"):
            var result = ""
            var scalars = text.unicodeScalars[...]
            func isNameScalar(_ s: Unicode.Scalar) -> Bool {
                ("a"..."z").contains(s) || ("A"..."Z").contains(s) || ("0"..."9").contains(s) || s == "." || s == "-"
                    || s == "_"
            }
            while let s = scalars.first {
                scalars = scalars.dropFirst()
                guard s == "$", let next = scalars.first, isNameScalar(next), next != "." else {
                    result.unicodeScalars.append(s)
                    continue
                }
                var name = ""
                while let c = scalars.first, isNameScalar(c) {
                    name.unicodeScalars.append(c)
                    scalars = scalars.dropFirst()
                }
                while name.hasSuffix(".") || name.hasSuffix("-") {
                    scalars = text.unicodeScalars[text.unicodeScalars.index(before: scalars.startIndex)...]
                    name.removeLast()
                }
                result += "{" + name + "}"
            }
            return JSONNode(.string(result), at: node.location)
        case .object(let object):
            return JSONNode(
                .object(
                    JSONObject(
                        object.members.map {
                            .init(key: $0.key, keyLocation: $0.keyLocation, value: bracingDollarReferences($0.value))
                        })), at: node.location)
        case .array(let items):
            return JSONNode(.array(items.map(bracingDollarReferences)), at: node.location)
        default:
            return node
        }
    }

    // MARK: Shapes

    /// A value in the member names DTCG uses for `type`; extra members go to `carried`.
    private mutating func shaped(
        _ value: JSONNode, as type: TokenType, token: String, carried: inout [JSONObject.Member]
    ) -> JSONNode {
        switch type {
        case .shadow:
            if let items = value.array {
                return JSONNode(.array(items.map { shadowLayer($0, carried: &carried) }), at: value.location)
            }
            return value.object == nil ? value : shadowLayer(value, carried: &carried)
        case .typography:
            guard let object = value.object else { return value }
            return typography(object, at: value.location, token: token, carried: &carried)
        default:
            return value
        }
    }

    private mutating func shadowLayer(_ layer: JSONNode, carried: inout [JSONObject.Member]) -> JSONNode {
        guard let object = layer.object else { return layer }
        var result = JSONObject()
        for member in object.members {
            switch member.key {
            case "x": result.set(.init(key: "offsetX", keyLocation: member.keyLocation, value: member.value))
            case "y": result.set(.init(key: "offsetY", keyLocation: member.keyLocation, value: member.value))
            case "type":
                let inset = member.value.string == "innerShadow"
                result.set(
                    .init(
                        key: "inset", keyLocation: member.keyLocation,
                        value: JSONNode(.bool(inset), at: member.value.location)))
            case "offsetX", "offsetY", "blur", "spread", "color", "inset": result.set(member)
            default:
                carried.append(member)
                notes.record(.carried, detail: member.key, at: member.keyLocation)
            }
        }
        for (key, zero) in [("offsetX", "0"), ("offsetY", "0"), ("blur", "0"), ("spread", "0")]
        where !result.contains(key) {
            result.set(.init(key: key, keyLocation: layer.location, value: JSONNode(.string(zero), at: layer.location)))
        }
        return JSONNode(.object(result), at: layer.location)
    }

    /// A typography value: the five DTCG members, completed when missing, plus Tokens Studio's
    /// own (`paragraphSpacing`, `paragraphIndent`, `textCase`, `textDecoration`, and the style of a
    /// weight like `"Bold Italic"` as `fontStyle`), kept as members the CSS output writes as
    /// sub-properties (`compat.composite-member`).
    private mutating func typography(
        _ object: JSONObject, at location: SourceLocation, token: String, carried: inout [JSONObject.Member]
    ) -> JSONNode {
        var result = JSONObject()
        for member in object.members {
            result.set(member)
            if member.key == "fontWeight", let text = member.value.string,
                let style = StudioValueEvaluator.fontStyle(inWeight: text), !object.contains("fontStyle")
            {
                result.set(
                    .init(
                        key: "fontStyle", keyLocation: member.keyLocation,
                        value: JSONNode(.string(style), at: member.value.location)))
            }
        }
        let defaults: [(String, JSONValue)] = [
            ("fontFamily", .string("sans-serif")), ("fontSize", .string("16")), ("fontWeight", .number(400)),
            ("letterSpacing", .string("0")), ("lineHeight", .number(1.2)),
        ]
        for (key, value) in defaults where !result.contains(key) {
            result.set(.init(key: key, keyLocation: location, value: JSONNode(value, at: location)))
            notes.record(.typographyDefaults, detail: key, at: location)
        }
        return JSONNode(.object(result), at: location)
    }

    /// A composition token as a group of one token per property; an alias of another composition
    /// becomes aliases of its properties.
    private mutating func composition(
        _ value: JSONNode, path: [String], description: JSONNode?, at location: SourceLocation
    ) -> JSONNode? {
        var properties: [(key: String, keyLocation: SourceLocation, value: JSONNode)] = []
        if let object = value.object {
            properties = object.members.map { ($0.key, $0.keyLocation, $0.value) }
        } else if let text = value.string, let target = AliasSyntax.wholeAlias(text)?.description {
            var name = target
            var seen: Set<String> = []
            while let next = compositions[name],
                let alias = next.string.flatMap({ AliasSyntax.wholeAlias($0)?.description }), seen.insert(name).inserted
            { name = alias }
            guard let object = compositions[name]?.object else { return nil }
            properties = object.members.map {
                ($0.key, value.location, JSONNode(.string("{\(target).\($0.key)}"), at: value.location))
            }
        } else {
            return nil
        }
        var group = JSONObject()
        if let description { group.set(.init(key: "$description", keyLocation: location, value: description)) }
        for property in properties {
            guard let type = StudioTypeMapping.compositionPropertyType(property.key) ?? StudioTypeMapping.textType
            else {
                notes.record(
                    .textValue, detail: (path + [property.key]).joined(separator: "."), at: property.keyLocation)
                continue
            }
            var carried: [JSONObject.Member] = []
            var child = JSONObject()
            child.set(
                .init(
                    key: "$type", keyLocation: property.keyLocation,
                    value: JSONNode(.string(type.rawValue), at: property.keyLocation)))
            child.set(
                .init(
                    key: "$value", keyLocation: property.keyLocation,
                    value: shaped(property.value, as: type, token: property.key, carried: &carried)))
            if property.key == "letterSpacing" {
                carried.append(
                    .init(
                        key: "type", keyLocation: property.keyLocation,
                        value: JSONNode(.string("letterSpacing"), at: property.keyLocation)))
            }
            if !carried.isEmpty { Self.addExtensions(carried, to: &child, at: property.keyLocation) }
            group.set(
                .init(
                    key: property.key, keyLocation: property.keyLocation,
                    value: JSONNode(.object(child), at: property.value.location)))
        }
        Self.addExtensions(
            [.init(key: "composition", keyLocation: location, value: JSONNode(.bool(true), at: location))], to: &group,
            at: location)
        return JSONNode(.object(group), at: location)
    }

    // MARK: Extensions

    /// Adds members to `$extensions["studio.tokens"]` of a token or group.
    static func addExtensions(_ members: [JSONObject.Member], to object: inout JSONObject, at location: SourceLocation)
    {
        var extensions = object["$extensions"]?.object ?? JSONObject()
        var studio = extensions[extensionKey]?.object ?? JSONObject()
        for member in members { studio.set(member) }
        extensions.set(.init(key: extensionKey, keyLocation: location, value: JSONNode(.object(studio), at: location)))
        object.set(
            .init(
                key: "$extensions", keyLocation: object.member("$extensions")?.keyLocation ?? location,
                value: JSONNode(.object(extensions), at: location)))
    }

    private static func replacing(_ keys: [String], in extensions: JSONNode?, with value: JSONNode) -> JSONNode? {
        guard var outer = extensions?.object, var studio = outer[extensionKey]?.object, let key = keys.first,
            let member = studio.member(key)
        else { return extensions }
        studio.set(.init(key: key, keyLocation: member.keyLocation, value: value))
        let location = extensions?.location ?? value.location
        outer.set(
            .init(
                key: extensionKey, keyLocation: outer.member(extensionKey)?.keyLocation ?? location,
                value: JSONNode(.object(studio), at: location)))
        return JSONNode(.object(outer), at: location)
    }
}
