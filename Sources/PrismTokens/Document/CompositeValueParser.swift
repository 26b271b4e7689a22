/// Parsers for the composite types: border, transition, shadow, gradient, typography.
///
/// Every member is parsed, so every bad member of a value is reported, not only the first. A
/// member missing where CSS has an initial value that means the same (a letter spacing of 0, no
/// delay) is filled with it and recorded under `compat.composite-member`; members DTCG does not
/// define are recorded there too (typography keeps them, as CSS text).
extension TokenValueParser {
    /// The members of a composite object: each parsed on demand, with missing ones filled or reported.
    private struct Members {
        let object: JSONObject
        let node: JSONNode
        let what: String
        var failed = false
        var missing: [String] = []

        /// The member's node, or `nil` after noting it missing.
        mutating func node(_ name: String) -> JSONNode? {
            if let member = object[name] { return member }
            missing.append(name)
            return nil
        }

        /// Parses a required member; `nil` (and `failed`) when it is missing or bad.
        mutating func required<T>(
            _ name: String, _ context: inout ValueParseContext, _ parse: (JSONNode, inout ValueParseContext) -> T?
        ) -> T? {
            guard let member = node(name) else {
                failed = true
                return nil
            }
            guard let value = parse(member, &context) else {
                failed = true
                return nil
            }
            return value
        }

        /// Parses a member that has a CSS initial value, filling it in (with a warning) when missing.
        mutating func filled<T>(
            _ name: String, _ initial: T, _ context: inout ValueParseContext,
            _ parse: (JSONNode, inout ValueParseContext) -> T?
        ) -> T? {
            guard let member = object[name] else {
                context.legacy.record(.missingMember, at: node.location, detail: name)
                return initial
            }
            guard let value = parse(member, &context) else {
                failed = true
                return nil
            }
            return value
        }

        /// Reports the required members that are missing, then notes the ones DTCG does not define.
        mutating func finish(known: [String], _ context: inout ValueParseContext) {
            if !missing.isEmpty {
                context.error(
                    "value.type",
                    "\(what) is missing \(missing.map { "'\($0)'" }.joined(separator: ", ")); add \(missing.count == 1 ? "it" : "them")",
                    at: node)
                failed = true
            }
            for member in object.members where !known.contains(member.key) && !member.key.hasPrefix("$") {
                context.legacy.record(.extraMember, at: member.keyLocation, detail: member.key)
            }
        }
    }

    static func border(_ node: JSONNode, _ context: inout ValueParseContext) -> Border? {
        guard let object = requireObject(node, "a border", &context) else { return nil }
        var m = Members(object: object, node: node, what: "a border")
        let color = m.required("color", &context) { Self.color($0, &$1) }
        let width = m.required("width", &context) { Self.dimension($0, &$1) }
        let style = m.required("style", &context) { Self.strokeStyle($0, &$1) }
        m.finish(known: ["color", "width", "style"], &context)
        guard !m.failed, let color, let width, let style else { return nil }
        return Border(color: color, width: width, style: style)
    }

    static func transition(_ node: JSONNode, _ context: inout ValueParseContext) -> Transition? {
        guard let object = requireObject(node, "a transition", &context) else { return nil }
        var m = Members(object: object, node: node, what: "a transition")
        let duration = m.required("duration", &context) { Self.duration($0, &$1) }
        let delay = m.filled("delay", Duration(0, .ms), &context) { Self.duration($0, &$1) }
        let curve = m.filled("timingFunction", CubicBezier(0.25, 0.1, 0.25, 1), &context) { Self.cubicBezier($0, &$1) }
        m.finish(known: ["duration", "delay", "timingFunction"], &context)
        guard !m.failed, let duration, let delay, let curve else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    static func shadow(_ node: JSONNode, _ context: inout ValueParseContext) -> [Shadow]? {
        if let items = node.array {
            guard !items.isEmpty else {
                context.error("value.shadow", "a shadow array needs at least one shadow object", at: node)
                return nil
            }
            var layers: [Shadow] = []
            var failed = false
            for item in items {
                if let layer = shadowLayer(item, &context) { layers.append(layer) } else { failed = true }
            }
            return failed ? nil : layers
        }
        return shadowLayer(node, &context).map { [$0] }
    }

    private static func shadowLayer(_ node: JSONNode, _ context: inout ValueParseContext) -> Shadow? {
        guard let object = requireObject(node, "a shadow", &context) else { return nil }
        var m = Members(object: object, node: node, what: "a shadow")
        let zero = Dimension(0, .px)
        let color = m.required("color", &context) { Self.color($0, &$1) }
        let offsetX = m.filled("offsetX", zero, &context) { Self.dimension($0, &$1) }
        let offsetY = m.filled("offsetY", zero, &context) { Self.dimension($0, &$1) }
        let blur = m.filled("blur", zero, &context) { Self.dimension($0, &$1) }
        let spread = m.filled("spread", zero, &context) { Self.dimension($0, &$1) }
        var inset = false
        if let insetNode = object["inset"] {
            if let flag = insetNode.bool {
                inset = flag
            } else {
                context.error("value.shadow", "a shadow's 'inset' must be true or false", at: insetNode)
                m.failed = true
            }
        }
        m.finish(known: ["color", "offsetX", "offsetY", "blur", "spread", "inset"], &context)
        guard !m.failed, let color, let offsetX, let offsetY, let blur, let spread else { return nil }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    static func gradient(_ node: JSONNode, _ context: inout ValueParseContext) -> [GradientStop]? {
        guard let items = node.array, !items.isEmpty else {
            context.error("value.type", "a gradient needs a non-empty array of {color, position} stops", at: node)
            return nil
        }
        var stops: [GradientStop] = []
        var failed = false
        for item in items {
            guard let object = requireObject(item, "a gradient stop", &context) else {
                failed = true
                continue
            }
            var m = Members(object: object, node: item, what: "a gradient stop")
            let color = m.required("color", &context) { Self.color($0, &$1) }
            let position = m.required("position", &context) { positionNode, context -> Double? in
                guard let position = positionNode.number else {
                    context.error(
                        "value.gradient", "a gradient stop's 'position' must be a number from 0 to 1", at: positionNode)
                    return nil
                }
                return position
            }
            m.finish(known: ["color", "position"], &context)
            guard !m.failed, let color, let position else {
                failed = true
                continue
            }
            // DTCG: positions outside 0…1 are clamped, not errors.
            stops.append(GradientStop(color: color, position: min(1, max(0, position))))
        }
        return failed ? nil : stops
    }

    static func typography(_ node: JSONNode, _ context: inout ValueParseContext) -> Typography? {
        guard let object = requireObject(node, "a typography value", &context) else { return nil }
        var m = Members(object: object, node: node, what: "a typography value")
        let family = m.required("fontFamily", &context) { Self.fontFamily($0, &$1) }
        let size = m.required("fontSize", &context) { Self.dimension($0, &$1) }
        let weight = m.filled("fontWeight", 400, &context) { Self.fontWeight($0, &$1) }
        let spacing = m.filled("letterSpacing", Dimension(0, .px), &context) { Self.dimension($0, &$1) }
        // CSS's `normal` line height, which browsers take as about 1.2.
        let line = m.filled("lineHeight", LineHeight.multiple(1.2), &context) { Self.lineHeight($0, &$1) }
        let known = ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"]
        m.finish(known: known, &context)
        var extras: [String: String] = [:]
        for member in object.members where !known.contains(member.key) && !member.key.hasPrefix("$") {
            switch member.value.value {
            case .string(let text): extras[member.key] = text
            case .number(let n): extras[member.key] = JSONText.format(n)
            default: break  // a structured extra member: noted, and left out of the outputs
            }
        }
        guard !m.failed, let family, let size, let weight, let spacing, let line else { return nil }
        switch line {
        case .multiple(let multiple):
            return Typography(
                fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: multiple,
                extraMembers: extras)
        case .length(let length):
            let fontPoints = size.points
            let multiple = fontPoints == 0 ? 1.2 : length.points(fontSize: fontPoints) / fontPoints
            return Typography(
                fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: multiple,
                lineHeightLength: length, extraMembers: extras)
        }
    }

    /// A typography line height: a multiple of the font size (DTCG), or a length (`compat.composite-member`).
    private enum LineHeight {
        case multiple(Double)
        case length(Dimension)
    }

    private static func lineHeight(_ node: JSONNode, _ context: inout ValueParseContext) -> LineHeight? {
        if let n = node.number { return .multiple(n) }
        if node.object != nil || node.string.flatMap(LegacyValueSyntax.number(withUnit:)) != nil {
            guard let length = dimension(node, &context) else { return nil }
            context.legacy.record(.memberShape, at: node.location, detail: "lineHeight")
            return .length(length)
        }
        context.error(
            "value.typography", "'lineHeight' must be a number (a multiple of the font size, e.g. 1.25)", at: node)
        return nil
    }

    /// The type each member of a composite value must have, for checking references inside composites.
    static func memberType(of type: TokenType, member: String) -> TokenType? {
        switch (type, member) {
        case (.border, "color"), (.shadow, "color"), (.gradient, "color"): .color
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"), (.shadow, "spread"),
            (.typography, "fontSize"), (.typography, "letterSpacing"), (.strokeStyle, "dashArray"):
            .dimension
        case (.border, "style"): .strokeStyle
        case (.transition, "duration"), (.transition, "delay"): .duration
        case (.transition, "timingFunction"): .cubicBezier
        case (.typography, "fontFamily"): .fontFamily
        case (.typography, "fontWeight"): .fontWeight
        case (.typography, "lineHeight"), (.gradient, "position"): .number
        default: nil
        }
    }
}
