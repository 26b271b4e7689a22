/// Turns the strings of a Tokens Studio value into DTCG values once its references are resolved:
/// math (`{space.base} * 2`), unitless sizes (`"16"` → 16px), percentages (`"25%"` opacity →
/// 0.25, `"150%"` letter spacing → 1.5em, `"110%"` line height → 1.1), font weight names
/// (`"SemiBold"`), comma-separated font families, and color strings (``StudioColorExpression``).
///
/// Walks the value by type: a string at a dimension, number, font weight, font family, duration
/// or color position is evaluated; objects and arrays are walked member by member through
/// ``TokenValueParser/memberType(of:member:)``. Errors point inside the string.
struct StudioValueEvaluator {
    /// What a value cannot become, and why: the token is left out with a warning, not an error.
    struct Unsupported: Error {
        var message: String
        var location: SourceLocation
    }

    /// The resolved token a reference names, or `nil` when it failed (and was reported) already.
    let lookup: (String) -> ResolvedToken?

    /// The evaluated value, or `nil` after reporting an error in `context`.
    /// - Throws: ``Unsupported`` for a value no DTCG type holds (multi-value spacing, gradient strings).
    func evaluate(_ node: JSONNode, as type: TokenType, member: String? = nil, context: inout ValueParseContext)
        throws(Unsupported) -> JSONNode?
    {
        switch node.value {
        case .string(let text):
            return try evaluateString(text, at: node, as: type, member: member, context: &context)
        case .number(let n) where type == .dimension:
            return dimensionNode(StudioQuantity(number: ExactNumber(n), unit: nil), member: member, at: node.location)
        case .number(let n) where type == .duration:
            return object([("value", .number(n)), ("unit", .string("ms"))], at: node.location)
        case .object(let object):
            var copy = JSONObject()
            for m in object.members {
                var value = m.value
                if let memberType = TokenValueParser.memberType(of: type, member: m.key) {
                    guard let evaluated = try evaluate(m.value, as: memberType, member: m.key, context: &context) else {
                        return nil
                    }
                    value = evaluated
                }
                copy.set(.init(key: m.key, keyLocation: m.keyLocation, value: value))
            }
            return JSONNode(.object(copy), at: node.location)
        case .array(let items) where type == .shadow || type == .gradient || type == .dimension:
            var values: [JSONNode] = []
            for item in items {
                guard let value = try evaluate(item, as: type, member: member, context: &context) else { return nil }
                values.append(value)
            }
            return JSONNode(.array(values), at: node.location)
        default:
            return node
        }
    }

    // MARK: Strings

    private func evaluateString(
        _ text: String, at node: JSONNode, as type: TokenType, member: String?, context: inout ValueParseContext
    ) throws(Unsupported) -> JSONNode? {
        do {
            switch type {
            case .color:
                let lowered = text.trimmingSpaces.lowercased()
                let numeric = ExactNumber(decimal: lowered.hasSuffix("%") ? String(lowered.dropLast()) : lowered) != nil
                if numeric {
                    throw Unsupported(
                        message:
                            "'\(text)' is a number, not a color; change the token's type (an opacity is type opacity)",
                        location: node.location)
                }
                if ["linear-gradient", "radial-gradient", "conic-gradient", "repeating-"].contains(
                    where: lowered.hasPrefix)
                {
                    throw Unsupported(
                        message:
                            "'\(text)' is a CSS gradient, and a DTCG color holds one color; write a gradient token ([{color, position}…]) instead",
                        location: node.location)
                }
                let color = try StudioColorExpression.evaluate(
                    text, lookupColor: colorLookup(text, node), lookupNumber: numberLookup(text, node))
                return LegacyValueNormalizer.colorNode(color, at: node.location)
            case .dimension:
                let values = try StudioExpression.evaluateList(text, lookup: numberLookup(text, node))
                guard values.count == 1 else {
                    throw Unsupported(
                        message:
                            "'\(text)' holds \(values.count) values (multi-value spacing); a DTCG dimension holds one — split it into one token per side",
                        location: node.location)
                }
                return dimensionNode(values[0], member: member, at: node.location)
            case .number:
                let q = try StudioExpression.evaluate(text, lookup: numberLookup(text, node))
                if q.unit != nil, q.unit != "%", member == "lineHeight" {
                    return object(
                        [("value", .number(q.number.double)), ("unit", .string(q.unit ?? "px"))], at: node.location)
                }
                guard q.unit == nil || q.unit == "%" else {
                    throw StudioExpressionError(
                        message:
                            "a number cannot have the unit '\(q.unit ?? "")'; remove it or change the token's type",
                        offset: 0)
                }
                let value = q.unit == "%" ? (q.number / ExactNumber(integer: 100) ?? q.number) : q.number
                return JSONNode(.number(value.double), at: node.location)
            case .fontWeight:
                if let weight = Self.fontWeight(named: text) { return JSONNode(.number(weight), at: node.location) }
                let q = try StudioExpression.evaluate(text, lookup: numberLookup(text, node))
                return JSONNode(.number(q.number.double), at: node.location)
            case .fontFamily:
                let names = Self.fontFamilies(text)
                return names.count == 1
                    ? JSONNode(.string(names[0]), at: node.location)
                    : JSONNode(.array(names.map { JSONNode(.string($0), at: node.location) }), at: node.location)
            case .duration:
                let q = try StudioExpression.evaluate(text, lookup: numberLookup(text, node))
                let unit = q.unit ?? "ms"
                guard unit == "ms" || unit == "s" else {
                    throw StudioExpressionError(message: "a duration needs 'ms' or 's', found '\(unit)'", offset: 0)
                }
                return object([("value", .number(q.number.double)), ("unit", .string(unit))], at: node.location)
            case .boolean
            where text.trimmingSpaces.lowercased() == "true" || text.trimmingSpaces.lowercased() == "false":
                return JSONNode(.bool(text.trimmingSpaces.lowercased() == "true"), at: node.location)
            default:
                return node
            }
        } catch let error as StudioExpressionError {
            if !error.message.isEmpty {
                context.diagnostics.append(
                    Diagnostic(
                        .error, rule: "studio.expression", error.message,
                        at: Self.location(inside: text, at: node.location, offset: error.offset),
                        token: context.token.description, theme: context.theme))
            }
            return nil
        } catch let unsupported as Unsupported {
            throw unsupported
        } catch {
            return nil
        }
    }

    /// Where scalar `offset` of a string written at `location` is: one column past the opening quote.
    static func location(inside text: String, at location: SourceLocation, offset: Int) -> SourceLocation {
        var result = location
        let prefix = text.unicodeScalars.prefix(max(0, offset))
        result.column += 1 + prefix.count
        result.offset += 1 + prefix.reduce(0) { $0 + UTF8.width($1) }
        return result
    }

    /// Whether a dimension written as `node` has no unit of its own: a bare number, or math over
    /// bare numbers and tokens that were themselves written without one (`{space.base} * 2` with
    /// `space.base` `"4"`). Tokens Studio reads such sizes as px (see ``ReferenceResolver/markingUnitless(_:at:)``).
    func isUnitless(_ node: JSONNode) -> Bool {
        switch node.value {
        case .number: return true
        case .string(let text):
            guard
                let values = try? StudioExpression.evaluateList(
                    text, lookup: numberLookup(text, node, unitlessAsBare: true)), values.count == 1
            else { return false }
            return values[0].unit == nil
        default: return false
        }
    }

    private func numberLookup(_ text: String, _ node: JSONNode, unitlessAsBare: Bool = false)
        -> StudioExpression.ReferenceLookup
    {
        { (name, offset) throws(StudioExpressionError) in
            guard let token = lookup(name) else { throw StudioExpressionError(message: "", offset: offset) }
            switch token.value {
            case .dimension(let d):
                let bare =
                    unitlessAsBare
                    && token.extensions?[StudioTokenConverter.extensionKey]?["unitless"]?.bool == true
                return StudioQuantity(number: ExactNumber(d.value), unit: bare ? nil : d.unit.rawValue)
            case .number(let n), .fontWeight(let n): return StudioQuantity(number: ExactNumber(n), unit: nil)
            case .duration(let d): return StudioQuantity(number: ExactNumber(d.value), unit: d.unit.rawValue)
            case .string(let text):
                // A number kept as text (e.g. "60%" written as a color) still counts in math.
                if let q = try? StudioExpression.evaluate(
                    text,
                    lookup: { (_, o) throws(StudioExpressionError) in
                        throw StudioExpressionError(message: "", offset: o)
                    })
                {
                    return q
                }
                throw StudioExpressionError(
                    message: "'{\(name)}' is text ('\(text)'), not a number or dimension; math needs numbers",
                    offset: offset)
            default:
                throw StudioExpressionError(
                    message: "'{\(name)}' is a \(token.type), not a number or dimension; math needs numbers",
                    offset: offset)
            }
        }
    }

    private func colorLookup(_ text: String, _ node: JSONNode) -> StudioColorExpression.ColorLookup {
        { (name, offset) throws(StudioExpressionError) in
            guard let token = lookup(name) else { throw StudioExpressionError(message: "", offset: offset) }
            guard case .color(let color) = token.value else {
                throw StudioExpressionError(message: "'{\(name)}' is a \(token.type), not a color", offset: offset)
            }
            return color
        }
    }

    // MARK: Conversions

    private func dimensionNode(_ q: StudioQuantity, member: String?, at location: SourceLocation) -> JSONNode {
        var value = q.number
        var unit = q.unit ?? "px"
        if unit == "%", member == "letterSpacing" || member == nil {
            value = q.number / ExactNumber(integer: 100) ?? q.number
            unit = "em"
        }
        return object([("value", .number(value.double)), ("unit", .string(unit))], at: location)
    }

    private func object(_ members: [(String, JSONValue)], at location: SourceLocation) -> JSONNode {
        LegacyValueNormalizer.object(members, at: location)
    }

    /// The weight of a Tokens Studio font weight name (`Regular`, `SemiBold`, `Extra Bold Italic`,
    /// the German names Tokens Studio's transforms accept, `Halbfett`), or `nil`. A style alone
    /// (`Italic`) is the regular weight in that style.
    static func fontWeight(named text: String) -> Double? {
        var key = text.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
        if key == "italic" || key == "oblique" { return 400 }
        for style in ["italic", "oblique"] where key.hasSuffix(style) { key.removeLast(style.count) }
        let weights: [String: Double] = [
            "thin": 100, "hairline": 100, "extralight": 200, "ultralight": 200, "extraleicht": 200, "light": 300,
            "leicht": 300, "regular": 400, "normal": 400, "book": 400, "buch": 400, "medium": 500, "kraeftig": 500,
            "kräftig": 500, "semibold": 600, "demibold": 600, "halbfett": 600, "bold": 700, "dreiviertelfett": 700,
            "extrabold": 800, "ultrabold": 800, "fett": 800, "black": 900, "heavy": 900, "super": 900,
            "extrafett": 900, "ultra": 950, "extrablack": 950, "ultrablack": 950,
        ]
        return weights[key]
    }

    /// The font style a Tokens Studio weight name carries (`"Bold Italic"` and `"Italic"` → `italic`), or `nil`.
    static func fontStyle(inWeight text: String) -> String? {
        let key = text.lowercased().trimmingSpaces
        if key.hasSuffix("italic") { return "italic" }
        if key.hasSuffix("oblique") { return "oblique" }
        return nil
    }

    /// `"Arial Black, 'Suisse Int\'l', sans-serif"` → the names, quotes removed.
    static func fontFamilies(_ text: String) -> [String] {
        var names: [String] = []
        var current = ""
        var quote: Character?
        var escaped = false
        for c in text {
            if escaped {
                current.append(c)
                escaped = false
                continue
            }
            if c == "\\" {
                escaped = true
                continue
            }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
            } else if c == "\"" || (c == "'" && current.trimmingSpaces.isEmpty) {
                quote = c
            } else if c == "," {
                names.append(current.trimmingSpaces)
                current = ""
            } else {
                current.append(c)
            }
        }
        names.append(current.trimmingSpaces)
        let result = names.filter { !$0.isEmpty }
        return result.isEmpty ? [text] : result
    }
}
