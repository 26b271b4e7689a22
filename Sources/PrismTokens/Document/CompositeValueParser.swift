/// Parsers for the composite types: border, transition, shadow, gradient, typography.
extension TokenValueParser {
    static func border(_ node: JSONNode, _ context: inout ValueParseContext) -> Border? {
        guard let object = requireObject(node, "a border", &context),
              requireMembers(object, ["color", "width", "style"], of: "a border", at: node, &context),
              let colorNode = object["color"], let widthNode = object["width"], let styleNode = object["style"],
              let color = color(colorNode, &context),
              let width = dimension(widthNode, &context),
              let style = strokeStyle(styleNode, &context) else { return nil }
        return Border(color: color, width: width, style: style)
    }

    static func transition(_ node: JSONNode, _ context: inout ValueParseContext) -> Transition? {
        guard let object = requireObject(node, "a transition", &context),
              requireMembers(object, ["duration", "delay", "timingFunction"], of: "a transition", at: node, &context),
              let durationNode = object["duration"], let delayNode = object["delay"], let curveNode = object["timingFunction"],
              let duration = duration(durationNode, &context),
              let delay = self.duration(delayNode, &context),
              let curve = cubicBezier(curveNode, &context) else { return nil }
        return Transition(duration: duration, delay: delay, timingFunction: curve)
    }

    static func shadow(_ node: JSONNode, _ context: inout ValueParseContext) -> [Shadow]? {
        if let items = node.array {
            guard !items.isEmpty else {
                context.error("value.shadow", "a shadow array needs at least one shadow object", at: node)
                return nil
            }
            var layers: [Shadow] = []
            for item in items {
                guard let layer = shadowLayer(item, &context) else { return nil }
                layers.append(layer)
            }
            return layers
        }
        return shadowLayer(node, &context).map { [$0] }
    }

    private static func shadowLayer(_ node: JSONNode, _ context: inout ValueParseContext) -> Shadow? {
        guard let object = requireObject(node, "a shadow", &context),
              requireMembers(object, ["color", "offsetX", "offsetY", "blur", "spread"], of: "a shadow", at: node, &context),
              let c = object["color"], let x = object["offsetX"], let y = object["offsetY"], let b = object["blur"], let s = object["spread"],
              let color = color(c, &context),
              let offsetX = dimension(x, &context), let offsetY = dimension(y, &context),
              let blur = dimension(b, &context), let spread = dimension(s, &context) else { return nil }
        var inset = false
        if let insetNode = object["inset"] {
            guard let flag = insetNode.bool else {
                context.error("value.shadow", "a shadow's 'inset' must be true or false", at: insetNode)
                return nil
            }
            inset = flag
        }
        return Shadow(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    static func gradient(_ node: JSONNode, _ context: inout ValueParseContext) -> [GradientStop]? {
        guard let items = node.array, !items.isEmpty else {
            context.error("value.type", "a gradient needs a non-empty array of {color, position} stops", at: node)
            return nil
        }
        var stops: [GradientStop] = []
        for item in items {
            guard let object = requireObject(item, "a gradient stop", &context),
                  requireMembers(object, ["color", "position"], of: "a gradient stop", at: item, &context),
                  let colorNode = object["color"], let color = color(colorNode, &context) else { return nil }
            guard let positionNode = object["position"], let position = positionNode.number else {
                context.error("value.gradient", "a gradient stop's 'position' must be a number from 0 to 1", at: object["position"] ?? item)
                return nil
            }
            // DTCG: positions outside 0…1 are clamped, not errors.
            stops.append(GradientStop(color: color, position: min(1, max(0, position))))
        }
        return stops
    }

    static func typography(_ node: JSONNode, _ context: inout ValueParseContext) -> Typography? {
        guard let object = requireObject(node, "a typography value", &context),
              requireMembers(object, ["fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight"], of: "a typography value", at: node, &context),
              let familyNode = object["fontFamily"], let sizeNode = object["fontSize"], let weightNode = object["fontWeight"],
              let spacingNode = object["letterSpacing"], let lineNode = object["lineHeight"],
              let family = fontFamily(familyNode, &context),
              let size = dimension(sizeNode, &context),
              let weight = fontWeight(weightNode, &context),
              let spacing = dimension(spacingNode, &context) else { return nil }
        guard let lineHeight = lineNode.number else {
            context.error("value.typography", "'lineHeight' must be a number (a multiple of the font size, e.g. 1.25)", at: lineNode)
            return nil
        }
        return Typography(fontFamily: family, fontSize: size, fontWeight: weight, letterSpacing: spacing, lineHeight: lineHeight)
    }

    /// The type each member of a composite value must have, for checking references inside composites.
    static func memberType(of type: TokenType, member: String) -> TokenType? {
        switch (type, member) {
        case (.border, "color"), (.shadow, "color"), (.gradient, "color"): .color
        case (.border, "width"), (.shadow, "offsetX"), (.shadow, "offsetY"), (.shadow, "blur"), (.shadow, "spread"),
             (.typography, "fontSize"), (.typography, "letterSpacing"), (.strokeStyle, "dashArray"): .dimension
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
