/// Typed token values written back as DTCG 2025.10 `$value` JSON.
///
/// Whatever syntax the source used (older-draft strings, Style Dictionary, references), the value
/// comes out in the 2025.10 form: colors as `{colorSpace, components, alpha, hex}` objects with
/// `"none"` kept, dimensions and durations as `{value, unit}`, font weights as numbers.
enum DTCGValueJSON {
    /// The `$value` of a resolved value.
    static func json(_ value: TokenValue) -> JSONText {
        switch value {
        case .color(let color): return self.color(color)
        case .dimension(let d): return dimension(d)
        case .fontFamily(let names): return names.count == 1 ? .string(names[0]) : .array(names.map(JSONText.string))
        case .fontWeight(let weight): return .number(weight)
        case .duration(let d): return duration(d)
        case .cubicBezier(let b): return .array([b.x1, b.y1, b.x2, b.y2].map(JSONText.number))
        case .number(let n): return .number(n)
        case .string(let text): return .string(text)
        case .boolean(let flag): return .bool(flag)
        case .strokeStyle(let style): return strokeStyle(style)
        case .border(let b):
            return .object([("color", color(b.color)), ("width", dimension(b.width)), ("style", strokeStyle(b.style))])
        case .transition(let t):
            return .object([
                ("duration", duration(t.duration)), ("delay", duration(t.delay)),
                ("timingFunction", json(.cubicBezier(t.timingFunction))),
            ])
        case .shadow(let layers):
            return .array(
                layers.map { layer in
                    .object([
                        ("color", color(layer.color)), ("offsetX", dimension(layer.offsetX)),
                        ("offsetY", dimension(layer.offsetY)),
                        ("blur", dimension(layer.blur)), ("spread", dimension(layer.spread)),
                        ("inset", .bool(layer.inset)),
                    ])
                })
        case .gradient(let stops):
            return .array(stops.map { .object([("color", color($0.color)), ("position", .number($0.position))]) })
        case .typography(let t):
            return .object([
                ("fontFamily", json(.fontFamily(t.fontFamily))), ("fontSize", dimension(t.fontSize)),
                ("fontWeight", .number(t.fontWeight)), ("letterSpacing", dimension(t.letterSpacing)),
                ("lineHeight", .number(t.lineHeight)),
            ])
        }
    }

    /// A color object; `alpha` only when below 1, `hex` only when the source gave one.
    static func color(_ color: TokenColor) -> JSONText {
        var members: [(String, JSONText)] = [
            ("colorSpace", .string(color.colorSpace)),
            ("components", .array(color.components.map { $0.map(JSONText.number) ?? .string("none") })),
        ]
        if color.alpha < 1 { members.append(("alpha", .number(color.alpha))) }
        if let hex = color.hex { members.append(("hex", .string(hex))) }
        return .object(members)
    }

    static func dimension(_ d: Dimension) -> JSONText {
        .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    static func duration(_ d: Duration) -> JSONText {
        .object([("value", .number(d.value)), ("unit", .string(d.unit.rawValue))])
    }

    static func strokeStyle(_ style: StrokeStyle) -> JSONText {
        switch style {
        case .keyword(let keyword): .string(keyword)
        case .dashed(let dashes, let cap):
            .object([("dashArray", .array(dashes.map(dimension))), ("lineCap", .string(cap))])
        }
    }
}
