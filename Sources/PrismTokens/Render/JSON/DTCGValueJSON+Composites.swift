/// The composite `$value`s written straight into bytes: the same bytes as writing their
/// ``DTCGValueJSON/json(_:)`` tree with the json bundle's indentation, without building it
/// (typography and shadows are a tenth of a design system's tokens, each a tree of five to
/// seven members).
extension DTCGValueJSON {
    /// Appends a font family: one name as a string, several as an array of strings.
    static func writeFontFamily(_ names: [String], into out: inout some ByteSink, level: Int) {
        guard names.count != 1 else {
            JSONText.writeQuoted(names[0], into: &out)
            return
        }
        writeArray(names, into: &out, level: level) { name, out, _ in JSONText.writeQuoted(name, into: &out) }
    }

    /// Appends a cubic Bézier curve as its four numbers.
    static func writeCubicBezier(_ curve: CubicBezier, into out: inout some ByteSink, level: Int) {
        writeArray([curve.x1, curve.y1, curve.x2, curve.y2], into: &out, level: level) { number, out, _ in
            out.appendUTF8(JSONText.format(number))
        }
    }

    /// Appends a typography object.
    static func writeTypography(_ typography: Typography, into out: inout some ByteSink, level: Int) {
        writeObject(into: &out, level: level) { out, memberLevel in
            DTCGTokenFileWriter.beginMember(named: "fontFamily", level: memberLevel, isFirst: true, into: &out)
            writeFontFamily(typography.fontFamily, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "fontSize", level: memberLevel, isFirst: false, into: &out)
            writeDimension(typography.fontSize, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "fontWeight", level: memberLevel, isFirst: false, into: &out)
            out.appendUTF8(JSONText.format(typography.fontWeight))
            DTCGTokenFileWriter.beginMember(named: "letterSpacing", level: memberLevel, isFirst: false, into: &out)
            writeDimension(typography.letterSpacing, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "lineHeight", level: memberLevel, isFirst: false, into: &out)
            out.appendUTF8(JSONText.format(typography.lineHeight))
        }
    }

    /// Appends a shadow: the array of its layers.
    static func writeShadow(_ layers: [Shadow], into out: inout some ByteSink, level: Int) {
        writeArray(layers, into: &out, level: level) { layer, out, level in
            writeObject(into: &out, level: level) { out, memberLevel in
                DTCGTokenFileWriter.beginMember(named: "color", level: memberLevel, isFirst: true, into: &out)
                writeColor(layer.color, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "offsetX", level: memberLevel, isFirst: false, into: &out)
                writeDimension(layer.offsetX, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "offsetY", level: memberLevel, isFirst: false, into: &out)
                writeDimension(layer.offsetY, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "blur", level: memberLevel, isFirst: false, into: &out)
                writeDimension(layer.blur, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "spread", level: memberLevel, isFirst: false, into: &out)
                writeDimension(layer.spread, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "inset", level: memberLevel, isFirst: false, into: &out)
                out.appendUTF8(layer.inset ? "true" : "false")
            }
        }
    }

    /// Appends a transition object.
    static func writeTransition(_ transition: Transition, into out: inout some ByteSink, level: Int) {
        writeObject(into: &out, level: level) { out, memberLevel in
            DTCGTokenFileWriter.beginMember(named: "duration", level: memberLevel, isFirst: true, into: &out)
            writeMeasure(
                transition.duration.value, unit: transition.duration.unit.rawValue, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "delay", level: memberLevel, isFirst: false, into: &out)
            writeMeasure(transition.delay.value, unit: transition.delay.unit.rawValue, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "timingFunction", level: memberLevel, isFirst: false, into: &out)
            writeCubicBezier(transition.timingFunction, into: &out, level: memberLevel)
        }
    }

    /// Appends a gradient: the array of its stops.
    static func writeGradient(_ stops: [GradientStop], into out: inout some ByteSink, level: Int) {
        writeArray(stops, into: &out, level: level) { stop, out, level in
            writeObject(into: &out, level: level) { out, memberLevel in
                DTCGTokenFileWriter.beginMember(named: "color", level: memberLevel, isFirst: true, into: &out)
                writeColor(stop.color, into: &out, level: memberLevel)
                DTCGTokenFileWriter.beginMember(named: "position", level: memberLevel, isFirst: false, into: &out)
                out.appendUTF8(JSONText.format(stop.position))
            }
        }
    }

    /// Appends a border object; a dashed stroke style is written through its tree.
    static func writeBorder(_ border: Border, into out: inout some ByteSink, level: Int) {
        writeObject(into: &out, level: level) { out, memberLevel in
            DTCGTokenFileWriter.beginMember(named: "color", level: memberLevel, isFirst: true, into: &out)
            writeColor(border.color, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "width", level: memberLevel, isFirst: false, into: &out)
            writeDimension(border.width, into: &out, level: memberLevel)
            DTCGTokenFileWriter.beginMember(named: "style", level: memberLevel, isFirst: false, into: &out)
            strokeStyle(border.style).write(into: &out, indent: DTCGTokenFileWriter.indent, level: memberLevel)
        }
    }

    /// Appends a dimension's `{value, unit}` object.
    private static func writeDimension(_ dimension: Dimension, into out: inout some ByteSink, level: Int) {
        writeMeasure(dimension.value, unit: dimension.unit.rawValue, into: &out, level: level)
    }

    /// Appends an object at `level` whose members `write` appends at `memberLevel` (one level in).
    private static func writeObject<Sink: ByteSink>(
        into out: inout Sink, level: Int, members write: (inout Sink, _ memberLevel: Int) -> Void
    ) {
        out.append(UInt8(ascii: "{"))
        write(&out, level + 1)
        DTCGTokenFileWriter.newline(level: level, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends an array, `[]` when empty, each element on its own line one level in.
    private static func writeArray<Element, Sink: ByteSink>(
        _ elements: [Element], into out: inout Sink, level: Int,
        element write: (Element, inout Sink, _ level: Int) -> Void
    ) {
        guard !elements.isEmpty else {
            out.appendUTF8("[]")
            return
        }
        out.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            DTCGTokenFileWriter.newline(level: level + 1, into: &out)
            write(element, &out, level + 1)
        }
        DTCGTokenFileWriter.newline(level: level, into: &out)
        out.append(UInt8(ascii: "]"))
    }
}
