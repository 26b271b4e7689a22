/// Parses the color syntaxes accepted on the command line: hex colors and the CSS Color 4 functions.
///
/// Accepted: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`; `rgb()`/`rgba()` and `hsl()`/`hsla()` in both
/// the comma syntax and the space syntax; `hwb()`, `lab()`, `lch()`, `oklab()`, `oklch()`; and
/// `color(srgb | srgb-linear | display-p3 | a98-rgb | prophoto-rgb | rec2020 | xyz | xyz-d50 | xyz-d65 …)`;
/// each with an optional `/ alpha`. The space syntax accepts `none` components.
///
/// The result keeps the color in the space it was written in (`hsl(…)` gives an `hsl` ``ColorValue``),
/// with components in DTCG ranges. As in CSS, `rgb()` channels and alpha are clamped to their ranges.
public enum ColorParser {
    /// The function names accepted, for messages.
    static let functionNames = "rgb(), rgba(), hsl(), hsla(), hwb(), lab(), lch(), oklab(), oklch() or color()"

    /// Parses a color.
    /// - Parameter text: the color as written, e.g. `#ff8800`, `rgb(255 136 0 / 50%)`,
    ///   `oklch(0.7 0.15 60)` or `color(display-p3 1 0.5 0)`.
    /// - Returns: the color in the space it was written in.
    /// - Throws: ``ColorParseError`` with the 1-based column of the problem and what was expected.
    public static func parse(_ text: String) throws(ColorParseError) -> ColorValue {
        let scalars = Array(text.unicodeScalars)
        var start = 0
        while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
        guard start < scalars.count else {
            throw ColorParseError(
                input: text, column: 1,
                message: "expected a color such as #ff8800, rgb(255 136 0) or oklch(0.7 0.15 60)")
        }
        if scalars[start] == "#" {
            return try parseHex(text, scalars: scalars, hashIndex: start)
        }
        var nameEnd = start
        while nameEnd < scalars.count, scalars[nameEnd] != "(", !scalars[nameEnd].properties.isWhitespace {
            nameEnd += 1
        }
        var name = ""
        name.unicodeScalars.append(contentsOf: scalars[start..<nameEnd])
        guard let function = ColorFunction(rawValue: name.lowercased()) else {
            throw ColorParseError(
                input: text, column: start + 1,
                message: "expected a hex color (#rgb, #rgba, #rrggbb, #rrggbbaa) or \(functionNames)")
        }
        guard nameEnd < scalars.count, scalars[nameEnd] == "(" else {
            throw ColorParseError(input: text, column: nameEnd + 1, message: "expected '(' right after '\(name)'")
        }
        var tokenizer = ColorArgumentTokenizer(input: text, scalars: scalars, start: nameEnd + 1)
        let tokens = try tokenizer.tokenize()
        var reader = ColorFunctionReader(input: text, function: function, tokens: tokens)
        return try reader.read()
    }

    /// Parses `#` and 3, 4, 6 or 8 hex digits.
    private static func parseHex(_ text: String, scalars: [Unicode.Scalar], hashIndex: Int) throws(ColorParseError)
        -> ColorValue
    {
        var end = hashIndex + 1
        while end < scalars.count, !scalars[end].properties.isWhitespace { end += 1 }
        var trailing = end
        while trailing < scalars.count, scalars[trailing].properties.isWhitespace { trailing += 1 }
        if trailing < scalars.count {
            throw ColorParseError(input: text, column: trailing + 1, message: "expected nothing after the hex color")
        }
        for index in (hashIndex + 1)..<end where HexDigits.value(of: Character(scalars[index])) == nil {
            throw ColorParseError(
                input: text, column: index + 1,
                message: "expected a hex digit (0-9, a-f), found '\(Character(scalars[index]))'")
        }
        var digits = ""
        digits.unicodeScalars.append(contentsOf: scalars[(hashIndex + 1)..<end])
        guard let channels = HexDigits.channels(Substring(digits)) else {
            throw ColorParseError(
                input: text, column: end + 1,
                message:
                    "expected 3, 4, 6 or 8 hex digits after '#' (#rgb, #rgba, #rrggbb, #rrggbbaa), found \(digits.count)"
            )
        }
        let alpha = channels.count > 3 ? Double(channels[3]) / 255 : 1
        return ColorValue(
            space: .srgb, Double(channels[0]) / 255, Double(channels[1]) / 255, Double(channels[2]) / 255, alpha: alpha)
    }
}

/// The CSS color functions ``ColorParser`` reads.
enum ColorFunction: String {
    case rgb, rgba, hsl, hsla, hwb, lab, lch, oklab, oklch, color

    /// Whether the legacy comma-separated syntax is allowed.
    var allowsCommaSyntax: Bool { self == .rgb || self == .rgba || self == .hsl || self == .hsla }
}
