import PrismAccessibility

/// Reads the color strings Tokens Studio writes: hex, CSS color functions, a reference, and CSS
/// functions over a reference or hex — `rgba({colors.blue}, 50%)`, `rgba(#FFFF00, 0.5)` — where the
/// first argument is a whole color whose alpha the second argument sets.
enum StudioColorExpression {
    /// Resolves `{name}` at `offset` to a color, or throws why it cannot.
    typealias ColorLookup = (_ name: String, _ offset: Int) throws(StudioExpressionError) -> TokenColor

    /// The color `text` denotes.
    /// - Parameters:
    ///   - lookupColor: resolves a reference used as a color.
    ///   - lookupNumber: resolves a reference used inside the alpha expression.
    /// - Throws: ``StudioExpressionError`` at the offending offset.
    static func evaluate(
        _ text: String, lookupColor: @escaping ColorLookup, lookupNumber: @escaping StudioExpression.ReferenceLookup
    ) throws(StudioExpressionError) -> TokenColor {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        var end = scalars.count
        while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
        guard start < end else {
            throw StudioExpressionError(
                message: "the color is empty; write a hex color like #ff8800 or a reference", offset: 0)
        }
        let trimmed = string(scalars[start..<end])
        if scalars[start] == "{", scalars[end - 1] == "}", !trimmed.dropFirst().contains("{") {
            return try lookupColor(String(trimmed.dropFirst().dropLast()).trimmingSpaces, start)
        }
        if scalars[start] == "#" {
            guard let color = LegacyValueSyntax.hexColor(trimmed) else {
                throw StudioExpressionError(
                    message: "'\(trimmed)' is not a hex color; write #rgb, #rgba, #rrggbb or #rrggbbaa", offset: start)
            }
            return color
        }
        if let open = scalars[start..<end].firstIndex(of: "("), scalars[end - 1] == ")" {
            let name = string(scalars[start..<open]).lowercased()
            if name == "rgba" || name == "rgb" || name == "hsla" || name == "hsl" {
                let arguments = splitArguments(scalars, from: open + 1, to: end - 1)
                if arguments.count == 2, let first = arguments.first, startsWholeColor(first.text) {
                    var color = try evaluate(
                        first.text,
                        lookupColor: { (n, o) throws(StudioExpressionError) in try lookupColor(n, o + first.offset) },
                        lookupNumber: { (n, o) throws(StudioExpressionError) in try lookupNumber(n, o + first.offset) })
                    color.alpha = try alpha(arguments[1], lookupNumber: lookupNumber)
                    color.hex = nil
                    return color
                }
            }
            if trimmed.contains("{") {
                return try parseWithReferences(scalars, start: start, end: end, lookupNumber: lookupNumber)
            }
        }
        do {
            return tokenColor(try ColorParser.parse(trimmed))
        } catch {
            let lowered = trimmed.lowercased()
            if lowered.hasPrefix("linear-gradient") || lowered.hasPrefix("radial-gradient")
                || lowered.hasPrefix("conic-gradient")
            {
                throw StudioExpressionError(
                    message:
                        "a CSS gradient is not a color; DTCG has no type for gradient strings with an angle — write a gradient token ([{color, position}…])",
                    offset: start)
            }
            throw StudioExpressionError(
                message:
                    "'\(trimmed)' is not a color: \(error.message); write a hex color, rgb()/hsl(), or a reference",
                offset: start + max(0, error.column - 1))
        }
    }

    /// A ``TokenColor`` in the space a parsed CSS color was written in.
    static func tokenColor(_ value: ColorValue) -> TokenColor {
        TokenColor(colorSpace: value.space.rawValue, components: value.components, alpha: value.alpha)
    }

    /// Whether an argument is a whole color (hex or reference) rather than a channel number.
    private static func startsWholeColor(_ text: String) -> Bool {
        let t = text.trimmingSpaces
        return t.hasPrefix("#") || (t.hasPrefix("{") && t.hasSuffix("}"))
    }

    private static func alpha(
        _ argument: (text: String, offset: Int), lookupNumber: @escaping StudioExpression.ReferenceLookup
    ) throws(StudioExpressionError) -> Double {
        let quantity = try StudioExpression.evaluate(argument.text) { (n, o) throws(StudioExpressionError) in
            try lookupNumber(n, o + argument.offset)
        }
        var value = quantity.number.double
        switch quantity.unit {
        case nil: break
        case "%": value /= 100
        case let unit?:
            throw StudioExpressionError(
                message: "an alpha must be a number from 0 to 1 or a percentage, found '\(unit)'",
                offset: argument.offset)
        }
        guard (0...1).contains(value) else {
            throw StudioExpressionError(
                message: "an alpha must be from 0 to 1 (or 0% to 100%), found \(JSONText.format(value))",
                offset: argument.offset)
        }
        return value
    }

    /// `rgb({r}, {g}, {b})` and the like: numbers substituted, then parsed as CSS.
    private static func parseWithReferences(
        _ scalars: [Unicode.Scalar], start: Int, end: Int, lookupNumber: StudioExpression.ReferenceLookup
    ) throws(StudioExpressionError) -> TokenColor {
        var text = ""
        var i = start
        while i < end {
            if scalars[i] == "{", let close = scalars[i..<end].firstIndex(of: "}") {
                let quantity = try lookupNumber(string(scalars[(i + 1)..<close]).trimmingSpaces, i)
                text += JSONText.format(quantity.number.double) + (quantity.unit ?? "")
                i = close + 1
            } else {
                text.unicodeScalars.append(scalars[i])
                i += 1
            }
        }
        do {
            return tokenColor(try ColorParser.parse(text))
        } catch {
            throw StudioExpressionError(message: "'\(text)' is not a color: \(error.message)", offset: start)
        }
    }

    /// The top-level comma-separated arguments between two offsets, trimmed, with their offsets.
    static func splitArguments(_ scalars: [Unicode.Scalar], from: Int, to: Int) -> [(text: String, offset: Int)] {
        var result: [(text: String, offset: Int)] = []
        var depth = 0
        var argumentStart = from
        var i = from
        while i <= to {
            let s: Unicode.Scalar? = i < to ? scalars[i] : nil
            if s == "(" || s == "{" { depth += 1 }
            if s == ")" || s == "}" { depth -= 1 }
            if s == nil || (s == "," && depth == 0) {
                var a = argumentStart
                while a < i, scalars[a].properties.isWhitespace { a += 1 }
                result.append((string(scalars[a..<i]).trimmingSpaces, a))
                argumentStart = i + 1
            }
            i += 1
        }
        return result
    }

    private static func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: slice)
        return text
    }
}
