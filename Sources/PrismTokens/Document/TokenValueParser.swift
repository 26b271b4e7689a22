/// Turns a resolved `$value` (references already substituted) into a typed ``TokenValue``.
///
/// Every shape error is a diagnostic at the offending value, with a message saying what the type
/// needs. Older-draft strings (`"#ff8800"`, `"16px"`, `"200ms"`, `"cubic-bezier(…)"`) are accepted
/// and recorded so the file gets one warning per kind.
struct TokenValueParser {
    /// Parses `node` as a value of `type`.
    /// - Returns: the value, or `nil` after recording an error.
    static func parse(_ node: JSONNode, as type: TokenType, context: inout ValueParseContext) -> TokenValue? {
        switch type {
        case .color: return color(node, &context).map(TokenValue.color)
        case .dimension: return dimension(node, &context).map(TokenValue.dimension)
        case .fontFamily: return fontFamily(node, &context).map(TokenValue.fontFamily)
        case .fontWeight: return fontWeight(node, &context).map(TokenValue.fontWeight)
        case .duration: return duration(node, &context).map(TokenValue.duration)
        case .cubicBezier: return cubicBezier(node, &context).map(TokenValue.cubicBezier)
        case .number:
            guard let n = node.number else {
                context.error(
                    "value.type", "a number token needs a JSON number, found \(node.value.kindDescription)", at: node)
                return nil
            }
            return .number(n)
        case .strokeStyle: return strokeStyle(node, &context).map(TokenValue.strokeStyle)
        case .border: return border(node, &context).map(TokenValue.border)
        case .transition: return transition(node, &context).map(TokenValue.transition)
        case .shadow: return shadow(node, &context).map(TokenValue.shadow)
        case .gradient: return gradient(node, &context).map(TokenValue.gradient)
        case .typography: return typography(node, &context).map(TokenValue.typography)
        case .string: return passThroughText(node, &context).map(TokenValue.string)
        case .boolean:
            guard let flag = node.bool else {
                context.error(
                    "value.type", "a boolean token needs true or false, found \(node.value.kindDescription)", at: node)
                return nil
            }
            return .boolean(flag)
        }
    }

    // MARK: Simple types

    static func color(_ node: JSONNode, _ context: inout ValueParseContext) -> TokenColor? {
        if let text = node.string {
            if let color = CSSColorSyntax.color(text) {
                context.legacy.record(.stringColor, at: node.location)
                return color
            }
            context.error(
                "value.type",
                "'\(text)' is not a color; write {\"colorSpace\": \"srgb\", \"components\": [r, g, b]} with components 0–1",
                at: node)
            return nil
        }
        guard let object = requireObject(node, "a color", &context) else { return nil }
        guard requireMembers(object, ["colorSpace", "components"], of: "a color", at: node, &context) else {
            return nil
        }
        guard let spaceNode = object["colorSpace"], let space = spaceNode.string, TokenColor.colorSpaces.contains(space)
        else {
            let found = object["colorSpace"]?.string.map { "'\($0)'" } ?? "a non-string"
            context.error(
                "value.color",
                "\(found) is not a DTCG color space; use one of: \(TokenColor.colorSpaces.joined(separator: ", "))",
                at: object["colorSpace"] ?? node)
            return nil
        }
        guard let componentsNode = object["components"], let items = componentsNode.array, items.count == 3 else {
            context.error(
                "value.color", "'components' must be an array of 3 numbers (or \"none\") for \(space)",
                at: object["components"] ?? node)
            return nil
        }
        let ranges = ColorComponentRange.ranges(of: space) ?? []
        var components: [Double?] = []
        components.reserveCapacity(3)
        for (index, item) in items.enumerated() {
            if let n = item.number {
                if index < ranges.count, !ranges[index].contains(n) {
                    context.error("value.color", componentRangeMessage(n, ranges[index], space: space), at: item)
                    return nil
                }
                components.append(n)
            } else if item.string == "none" {
                components.append(nil)
            } else {
                context.error(
                    "value.color",
                    "a color component must be a number or \"none\", found \(item.value.kindDescription)", at: item)
                return nil
            }
        }
        var alpha = 1.0
        if let alphaNode = object["alpha"] {
            guard let a = alphaNode.number, (0...1).contains(a) else {
                context.error("value.color", "'alpha' must be a number from 0 to 1", at: alphaNode)
                return nil
            }
            alpha = a
        }
        var hex: String?
        if let hexNode = object["hex"] {
            if let text = hexNode.string, let six = LegacyValueSyntax.sixDigitHex(text) {
                hex = six
            } else {
                guard let text = hexNode.string, let fallback = LegacyValueSyntax.hexColor(text) else {
                    context.error(
                        "value.color", "'hex' must be a 6-digit sRGB hex string like \"#ff8800\"", at: hexNode)
                    return nil
                }
                // Not six digits, or it would have been taken above.
                context.legacy.record(.hexFallback, at: hexNode.location, detail: text)
                hex = fallback.hex
            }
        }
        return TokenColor(colorSpace: space, components: components, alpha: alpha, hex: hex)
    }

    /// Why a color component is out of its range, and what to write instead.
    private static func componentRangeMessage(_ value: Double, _ range: ColorComponentRange, space: String) -> String {
        let found = value.isFinite ? JSONText.format(value) : String(describing: value)
        let problem = "the \(range.name) of an \(space) color must be \(range.text), found \(found)"
        if range.name == "hue", value.isFinite {
            var angle = value.truncatingRemainder(dividingBy: 360)
            if angle < 0 { angle += 360 }
            if angle >= 360 { angle = 0 }
            return problem + "; write the same angle as \(JSONText.format(angle + 0))"
        }
        return problem + "; bring it into that range"
    }

    static func dimension(_ node: JSONNode, _ context: inout ValueParseContext) -> Dimension? {
        if let text = node.string {
            if let (value, unit) = LegacyValueSyntax.number(withUnit: text), let u = Dimension.Unit(rawValue: unit) {
                context.legacy.record(.stringDimension, at: node.location)
                if !u.isDTCG { context.legacy.record(.unit, at: node.location, detail: u.rawValue) }
                return Dimension(value, u)
            }
            context.error(
                "value.type", "'\(text)' is not a dimension; write {\"value\": 16, \"unit\": \"px\"} (units: px, rem)",
                at: node)
            return nil
        }
        if let n = node.number, n == 0 {
            context.legacy.record(.numberDimension, at: node.location)
            return Dimension(0, .px)
        }
        guard let object = requireObject(node, "a dimension", &context),
            requireMembers(object, ["value", "unit"], of: "a dimension", at: node, &context)
        else { return nil }
        guard let valueNode = object["value"], let value = valueNode.number else {
            context.error("value.dimension", "a dimension's 'value' must be a number", at: object["value"] ?? node)
            return nil
        }
        guard let unitNode = object["unit"], let unitText = unitNode.string else {
            context.error(
                "value.dimension", "a dimension's 'unit' must be \"px\" or \"rem\"", at: object["unit"] ?? node)
            return nil
        }
        if unitText.isEmpty, value == 0 {
            context.legacy.record(.unit, at: unitNode.location, detail: "\"\" (0)")
            return Dimension(0, .px)
        }
        guard let unit = Dimension.Unit(rawValue: unitText) else {
            let hint =
                Dimension.Unit(rawValue: unitText.lowercased()).map {
                    "; units are case-sensitive: write \"\($0.rawValue)\""
                } ?? ""
            context.error(
                "value.dimension",
                "'\(unitText)' is not a dimension unit; DTCG 2025.10 allows \"px\" or \"rem\" (CSS units such as em, %, vw and pt/dp/sp are read with a compat.unit warning)\(hint)",
                at: unitNode)
            return nil
        }
        if !unit.isDTCG { context.legacy.record(.unit, at: unitNode.location, detail: unit.rawValue) }
        return Dimension(value, unit)
    }

    static func duration(_ node: JSONNode, _ context: inout ValueParseContext) -> Duration? {
        if let text = node.string {
            if let (value, unit) = LegacyValueSyntax.number(withUnit: text), let u = Duration.Unit(rawValue: unit) {
                context.legacy.record(.stringDuration, at: node.location)
                return Duration(value, u)
            }
            context.error(
                "value.type", "'\(text)' is not a duration; write {\"value\": 200, \"unit\": \"ms\"} (units: ms, s)",
                at: node)
            return nil
        }
        guard let object = requireObject(node, "a duration", &context),
            requireMembers(object, ["value", "unit"], of: "a duration", at: node, &context)
        else { return nil }
        guard let valueNode = object["value"], let value = valueNode.number, value >= 0 else {
            context.error(
                "value.duration", "a duration's 'value' must be a non-negative number", at: object["value"] ?? node)
            return nil
        }
        guard let unitNode = object["unit"], let unitText = unitNode.string,
            let unit = Duration.Unit(rawValue: unitText)
        else {
            context.error("value.duration", "a duration's 'unit' must be \"ms\" or \"s\"", at: object["unit"] ?? node)
            return nil
        }
        return Duration(value, unit)
    }

    static func cubicBezier(_ node: JSONNode, _ context: inout ValueParseContext) -> CubicBezier? {
        if let text = node.string {
            if let curve = LegacyValueSyntax.cubicBezier(text) {
                context.legacy.record(.stringCubicBezier, at: node.location)
                return curve
            }
            context.error("value.type", "'\(text)' is not a cubic Bézier; write [x1, y1, x2, y2]", at: node)
            return nil
        }
        guard let items = node.array, items.count == 4, items.allSatisfy({ $0.number != nil }) else {
            context.error("value.type", "a cubicBezier needs an array of 4 numbers [x1, y1, x2, y2]", at: node)
            return nil
        }
        let n = items.compactMap(\.number)
        guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
            context.error("value.cubicBezier", "x1 and x2 of a cubicBezier must be between 0 and 1", at: node)
            return nil
        }
        return CubicBezier(n[0], n[1], n[2], n[3])
    }

    static func fontFamily(_ node: JSONNode, _ context: inout ValueParseContext) -> [String]? {
        if let name = node.string { return [name] }
        if let items = node.array, !items.isEmpty, items.allSatisfy({ $0.string != nil }) {
            return items.compactMap(\.string)
        }
        context.error("value.type", "a fontFamily needs a string or a non-empty array of strings", at: node)
        return nil
    }

    static func fontWeight(_ node: JSONNode, _ context: inout ValueParseContext) -> Double? {
        if let n = node.number {
            guard (1...1000).contains(n) else {
                context.error(
                    "value.fontWeight", "a numeric fontWeight must be from 1 to 1000, found \(JSONText.format(n))",
                    at: node)
                return nil
            }
            return n
        }
        if let name = node.string {
            if let weight = FontWeightNames.values[name] { return weight }
            var message = "'\(name)' is not a fontWeight name"
            if let weight = FontWeightNames.values[name.lowercased()] {
                message += "; names are case-sensitive: write '\(name.lowercased())' (\(Int(weight)))"
            } else {
                message +=
                    "; use a number 1–1000 or one of: \(FontWeightNames.values.keys.sorted().joined(separator: ", "))"
            }
            context.error("value.fontWeight", message, at: node)
            return nil
        }
        context.error(
            "value.type", "a fontWeight needs a number 1–1000 or a weight name, found \(node.value.kindDescription)",
            at: node)
        return nil
    }

    static func strokeStyle(_ node: JSONNode, _ context: inout ValueParseContext) -> StrokeStyle? {
        if let keyword = node.string {
            guard StrokeStyle.keywords.contains(keyword) else {
                context.error(
                    "value.strokeStyle",
                    "'\(keyword)' is not a stroke style; use one of: \(StrokeStyle.keywords.joined(separator: ", ")) or {dashArray, lineCap}",
                    at: node)
                return nil
            }
            return .keyword(keyword)
        }
        guard let object = requireObject(node, "a strokeStyle", &context),
            requireMembers(object, ["dashArray", "lineCap"], of: "a strokeStyle", at: node, &context)
        else { return nil }
        guard let dashNode = object["dashArray"], let items = dashNode.array, !items.isEmpty else {
            context.error(
                "value.strokeStyle", "'dashArray' must be a non-empty array of dimensions",
                at: object["dashArray"] ?? node)
            return nil
        }
        var dashes: [Dimension] = []
        for item in items {
            guard let d = dimension(item, &context) else { return nil }
            dashes.append(d)
        }
        guard let capNode = object["lineCap"], let cap = capNode.string, StrokeStyle.lineCaps.contains(cap) else {
            context.error(
                "value.strokeStyle", "'lineCap' must be one of: \(StrokeStyle.lineCaps.joined(separator: ", "))",
                at: object["lineCap"] ?? node)
            return nil
        }
        return .dashed(dashArray: dashes, lineCap: cap)
    }

    /// The text of a pass-through (`string`, `link`, unknown type) value: a string as written, a
    /// number or flag as its JSON spelling.
    static func passThroughText(_ node: JSONNode, _ context: inout ValueParseContext) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let n): return JSONText.format(n)
        case .bool(let flag): return flag ? "true" : "false"
        default:
            context.error(
                "value.type",
                "a token of a type DTCG does not define is passed through as text, so its value must be a string, number or boolean, found \(node.value.kindDescription); use a DTCG type for structured values",
                at: node)
            return nil
        }
    }

    // MARK: Helpers

    static func requireObject(_ node: JSONNode, _ what: String, _ context: inout ValueParseContext) -> JSONObject? {
        if let object = node.object { return object }
        context.error("value.type", "\(what) needs an object, found \(node.value.kindDescription)", at: node)
        return nil
    }

    static func requireMembers(
        _ object: JSONObject, _ names: [String], of what: String, at node: JSONNode, _ context: inout ValueParseContext
    ) -> Bool {
        // Every member present, the usual case: no list of missing ones made.
        if names.allSatisfy({ object.contains($0) }) { return true }
        let missing = names.filter { !object.contains($0) }
        guard missing.isEmpty else {
            context.error(
                "value.type",
                "\(what) is missing \(missing.map { "'\($0)'" }.joined(separator: ", ")); add \(missing.count == 1 ? "it" : "them")",
                at: node)
            return false
        }
        return true
    }
}
