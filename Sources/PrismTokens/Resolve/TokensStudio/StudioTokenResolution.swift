/// Resolving the tokens of a Tokens Studio source: references inside strings, math, color
/// functions and color modifiers, on top of the DTCG resolution in ``ReferenceResolver``.
extension ReferenceResolver {
    /// The member path prefix under which references found inside strings are recorded, by name
    /// (`#space.base`): they are looked up by name when the string is evaluated, never substituted
    /// as a whole member.
    static let embeddedPrefix = "#"

    /// Records every `{reference}` inside `text` (a string of the value or of a color modifier)
    /// once by name, reporting a missing target at its position inside the string.
    func findEmbeddedReferences(
        in text: String, at node: JSONNode, into refs: inout [Reference], ok: inout Bool,
        context: inout ValueParseContext
    ) {
        let scalars = Array(text.unicodeScalars)
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "{", let close = scalars[i...].firstIndex(of: "}") else {
                i += 1
                continue
            }
            var name = ""
            name.unicodeScalars.append(contentsOf: scalars[(i + 1)..<close])
            name = name.trimmingSpaces
            let key = Self.embeddedPrefix + name
            if !name.isEmpty, !refs.contains(where: { $0.memberPath == key }) {
                let inner = JSONNode(
                    node.value, at: StudioValueEvaluator.location(inside: text, at: node.location, offset: i))
                if let index = target(of: TokenPath(dotted: name), at: inner, context: &context) {
                    refs.append(Reference(memberPath: key, target: index, remainder: [], node: inner))
                } else {
                    ok = false
                }
            }
            i = close + 1
        }
    }

    /// The references of a token's color modifier (`$extensions["studio.tokens"].modify`).
    func findModifierReferences(
        _ token: RawToken, into refs: inout [Reference], ok: inout Bool, context: inout ValueParseContext
    ) {
        guard let modify = token.extensions?["studio.tokens"]?["modify"]?.object else { return }
        for key in ["value", "color"] {
            if let node = modify[key], let text = node.string {
                findEmbeddedReferences(in: text, at: node, into: &refs, ok: &ok, context: &context)
            }
        }
    }

    /// Resolves one token of a Tokens Studio source.
    func resolveStudioToken(
        _ index: Int, _ refs: [Reference], resolved: [ResolvedToken?], context: inout ValueParseContext
    ) -> ResolvedToken? {
        let token = raw[index]
        let embedded = Dictionary(
            refs.filter { $0.memberPath.hasPrefix(Self.embeddedPrefix) }.map {
                (String($0.memberPath.dropFirst()), $0.target)
            }, uniquingKeysWith: { a, _ in a })
        if refs.contains(where: { $0.memberPath.hasPrefix(Self.embeddedPrefix) && resolved[$0.target] == nil }) {
            return nil
        }
        let modify = token.extensions?["studio.tokens"]?["modify"]
        let evaluator = StudioValueEvaluator { name in embedded[name].flatMap { resolved[$0] } }
        var whole = refs.first { $0.memberPath.isEmpty }
        let declared = token.declaredType ?? token.groupType
        if let ref = whole, let target = resolved[ref.target], ref.remainder.isEmpty,
            declared == nil || declared == target.type
        {
            guard let modify else { return resolveToken(index, refs, resolved: resolved, context: &context) }
            guard case .color(let base) = target.value else {
                context.error(
                    "studio.modifier", "a color modifier needs a color, but '\(target.path)' is a \(target.type)",
                    at: ref.node)
                return nil
            }
            return modified(token, base: base, modify: modify, evaluator: evaluator, context: &context)
        }
        if whole != nil, declared != nil { whole = nil }
        guard let type = declared else {
            return resolveToken(index, refs, resolved: resolved, context: &context)
        }
        // Whole-member references are substituted as in DTCG when their type fits the member;
        // others stay strings and are evaluated with the embedded lookup (e.g. a number used as a size).
        let kept = refs.filter { ref in
            guard !ref.memberPath.hasPrefix(Self.embeddedPrefix), !ref.memberPath.isEmpty,
                let target = resolved[ref.target]
            else { return false }
            let member = ref.memberPath.split(separator: ".").last { Int($0) == nil }.map(String.init) ?? ref.memberPath
            guard let expected = TokenValueParser.memberType(of: type, member: member) else { return true }
            return expected == target.type
        }
        var members: [String: TokenPath] = [:]
        var failed = false
        let substituted: JSONNode
        if !kept.isEmpty, let items = token.valueNode.array, type == .shadow || type == .gradient {
            substituted = substituteItems(
                items, at: token.valueNode.location, refs: kept, type: type, resolved: resolved, members: &members,
                failed: &failed, context: &context)
        } else {
            substituted = substitute(
                token.valueNode, path: "", outputPath: "", refs: kept, type: type, resolved: resolved,
                members: &members, failed: &failed, context: &context)
        }
        if failed { return nil }
        let withStyle =
            type == .typography
            ? withReferencedFontStyle(substituted, refs: kept, resolved: resolved, context: &context) : substituted
        let evaluated: JSONNode?
        do {
            evaluated = try evaluator.evaluate(withStyle, as: type, context: &context)
        } catch {
            // A whole value no DTCG type holds stays in the output as text, written as CSS.
            if let written = token.valueNode.string,
                let text = StudioTextFallback.text(written, lookup: { name in embedded[name].flatMap { resolved[$0] } })
            {
                context.diagnostics.append(
                    Diagnostic(
                        .warning, rule: "studio.unsupported",
                        "'\(token.path)' is kept as text '\(text)': \(error.message)", at: error.location,
                        token: token.path.description, theme: context.theme))
                return make(
                    token, type: .string, value: .string(text),
                    json: JSONNode(.string(text), at: token.valueNode.location), aliasOf: nil, members: [:])
            }
            context.diagnostics.append(
                Diagnostic(
                    .warning, rule: "studio.unsupported", "'\(token.path)' is left out: \(error.message)",
                    at: error.location, token: token.path.description, theme: context.theme))
            return nil
        }
        guard let evaluated, let (typed, json) = parse(evaluated, as: type, context: &context) else { return nil }
        if let modify {
            guard case .color(let base) = typed else {
                context.error(
                    "studio.modifier", "a color modifier applies to color tokens; remove it or change '$type' to color",
                    at: modify)
                return nil
            }
            return modified(token, base: base, modify: modify, evaluator: evaluator, context: &context)
        }
        var result = make(token, type: type, value: typed, json: json, aliasOf: nil, members: members)
        if type == .dimension, evaluator.isUnitless(token.valueNode) {
            result.extensions = Self.markingUnitless(result.extensions, at: token.valueNode.location)
        }
        return result
    }

    /// The typography value with the style of the weight its `fontWeight` references (a Tokens
    /// Studio weight `"Regular Italic"` carries `fontStyle` in its extensions), as Tokens
    /// Studio's transforms add it; a `fontStyle` written in the value wins.
    private func withReferencedFontStyle(
        _ node: JSONNode, refs: [Reference], resolved: [ResolvedToken?], context: inout ValueParseContext
    ) -> JSONNode {
        guard var object = node.object, !object.contains("fontStyle"), let member = object.member("fontWeight"),
            let ref = refs.first(where: { $0.memberPath == "fontWeight" })
        else { return node }
        var current = resolved[ref.target]
        var hops = 0
        while let token = current, hops < 64 {
            if let style = token.extensions?[StudioTokenConverter.extensionKey]?["fontStyle"]?.string {
                object.set(
                    .init(
                        key: "fontStyle", keyLocation: member.keyLocation,
                        value: JSONNode(.string(style), at: member.value.location)))
                return JSONNode(.object(object), at: node.location)
            }
            guard let next = token.aliasOf, let index = target(of: next, at: node, context: &context) else { break }
            current = resolved[index]
            hops += 1
        }
        return node
    }

    /// `$extensions` with `"studio.tokens": {"unitless": true}`: the size was written without a
    /// unit and is read as px; `generate --css-unitless-sizes` writes it as a bare number.
    static func markingUnitless(_ extensions: JSONNode?, at location: SourceLocation) -> JSONNode {
        var outer = extensions?.object ?? JSONObject()
        var studio = outer[StudioTokenConverter.extensionKey]?.object ?? JSONObject()
        studio.set(.init(key: "unitless", keyLocation: location, value: JSONNode(.bool(true), at: location)))
        outer.set(
            .init(
                key: StudioTokenConverter.extensionKey, keyLocation: location,
                value: JSONNode(.object(studio), at: location)))
        return JSONNode(.object(outer), at: extensions?.location ?? location)
    }

    /// The token with its color modifier applied to `base`.
    private func modified(
        _ token: RawToken, base: TokenColor, modify: JSONNode, evaluator: StudioValueEvaluator,
        context: inout ValueParseContext
    ) -> ResolvedToken? {
        guard let object = modify.object else {
            context.error("studio.modifier", "'modify' must be an object {\"type\", \"value\", \"space\"}", at: modify)
            return nil
        }
        guard let kindNode = object["type"],
            let kind = kindNode.string.flatMap(StudioColorModifier.Kind.init(rawValue:))
        else {
            context.error(
                "studio.modifier",
                "a color modifier's 'type' must be one of: \(StudioColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", "))",
                at: object["type"] ?? modify)
            return nil
        }
        let spaceText = object["space"]?.string?.lowercased() ?? "srgb"
        guard let space = StudioColorModifier.Space(rawValue: spaceText) else {
            context.error(
                "studio.modifier",
                "a color modifier's 'space' must be one of: \(StudioColorModifier.Space.allCases.map(\.rawValue).joined(separator: ", "))",
                at: object["space"] ?? modify)
            return nil
        }
        guard let amountNode = object["value"] else {
            context.error("studio.modifier", "the color modifier has no 'value'; add the amount, 0 to 1", at: modify)
            return nil
        }
        var amountJSON: JSONNode?
        do { amountJSON = try evaluator.evaluate(amountNode, as: .number, context: &context) } catch {
            amountJSON = nil
        }
        guard let amount = amountJSON?.number else { return nil }
        var other: TokenColor?
        if kind == .mix {
            guard let colorNode = object["color"] else {
                context.error("studio.modifier", "a 'mix' modifier needs a 'color' to mix with", at: modify)
                return nil
            }
            var mixed: JSONNode?
            do { mixed = try evaluator.evaluate(colorNode, as: .color, context: &context) } catch { mixed = nil }
            guard let mixed, case .color(let color)? = TokenValueParser.parse(mixed, as: .color, context: &context)
            else { return nil }
            other = color
        }
        guard let color = StudioColorModifier.apply(kind, in: space, amount: amount, to: base, mixingWith: other) else {
            context.error(
                "studio.modifier", "the color cannot be converted to \(space.rawValue) for the modifier", at: modify)
            return nil
        }
        return make(
            token, type: .color, value: .color(color),
            json: LegacyValueNormalizer.colorNode(color, at: token.valueNode.location), aliasOf: nil, members: [:])
    }
}
