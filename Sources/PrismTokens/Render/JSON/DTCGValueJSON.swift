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

    /// Appends the `$value` of a resolved value at `level`: the bytes of ``json(_:)`` written with
    /// the json bundle's indentation (``JSONText/write(into:indent:level:)``), colors, dimensions,
    /// durations, scalars and composites written straight away (no tree of members to build and
    /// release for each of 100,000 tokens; `DTCGValueJSON+Composites.swift`), only a border's
    /// dashed stroke style through its tree.
    static func write(_ value: TokenValue, into out: inout some ByteSink, level: Int) {
        switch value {
        case .color(let color): writeColor(color, into: &out, level: level)
        case .dimension(let d): writeMeasure(d.value, unit: d.unit.rawValue, into: &out, level: level)
        case .duration(let d): writeMeasure(d.value, unit: d.unit.rawValue, into: &out, level: level)
        case .number(let n), .fontWeight(let n): out.appendUTF8(JSONText.format(n))
        case .string(let text): JSONText.writeQuoted(text, into: &out)
        case .boolean(let flag): out.appendUTF8(flag ? "true" : "false")
        case .fontFamily(let names): writeFontFamily(names, into: &out, level: level)
        case .cubicBezier(let curve): writeCubicBezier(curve, into: &out, level: level)
        case .typography(let typography): writeTypography(typography, into: &out, level: level)
        case .shadow(let layers): writeShadow(layers, into: &out, level: level)
        case .transition(let transition): writeTransition(transition, into: &out, level: level)
        case .gradient(let stops): writeGradient(stops, into: &out, level: level)
        case .border(let border): writeBorder(border, into: &out, level: level)
        case .strokeStyle: json(value).write(into: &out, indent: DTCGTokenFileWriter.indent, level: level)
        }
    }

    /// Appends ``color(_:)`` at `level`.
    static func writeColor(_ color: TokenColor, into out: inout some ByteSink, level: Int) {
        out.append(UInt8(ascii: "{"))
        DTCGTokenFileWriter.beginMember(named: "colorSpace", level: level + 1, isFirst: true, into: &out)
        JSONText.writeQuoted(color.colorSpace, into: &out)
        DTCGTokenFileWriter.beginMember(named: "components", level: level + 1, isFirst: false, into: &out)
        if color.components.isEmpty {
            out.appendUTF8("[]")
        } else {
            out.append(UInt8(ascii: "["))
            for (index, component) in color.components.enumerated() {
                DTCGTokenFileWriter.appendElement(
                    component.map(JSONText.format) ?? #""none""#, level: level + 2, isFirst: index == 0, into: &out)
            }
            DTCGTokenFileWriter.newline(level: level + 1, into: &out)
            out.append(UInt8(ascii: "]"))
        }
        if color.alpha < 1 {
            DTCGTokenFileWriter.beginMember(named: "alpha", level: level + 1, isFirst: false, into: &out)
            out.appendUTF8(JSONText.format(color.alpha))
        }
        if let hex = color.hex {
            DTCGTokenFileWriter.beginMember(named: "hex", level: level + 1, isFirst: false, into: &out)
            JSONText.writeQuoted(hex, into: &out)
        }
        DTCGTokenFileWriter.newline(level: level, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends a `{value, unit}` object (``dimension(_:)``, ``duration(_:)``) at `level`.
    static func writeMeasure(_ value: Double, unit: String, into out: inout some ByteSink, level: Int) {
        out.append(UInt8(ascii: "{"))
        DTCGTokenFileWriter.beginMember(named: "value", level: level + 1, isFirst: true, into: &out)
        out.appendUTF8(JSONText.format(value))
        DTCGTokenFileWriter.beginMember(named: "unit", level: level + 1, isFirst: false, into: &out)
        JSONText.writeQuoted(unit, into: &out)
        DTCGTokenFileWriter.newline(level: level, into: &out)
        out.append(UInt8(ascii: "}"))
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
