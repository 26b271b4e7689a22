import PrismAccessibility

/// Resolved token values as the web bundle's JavaScript values: CSS-ready strings, and numbers
/// where CSS takes a bare number.
///
/// | type | value |
/// |---|---|
/// | color | `#0066cc`; translucent `rgb(0 0 0 / 0.4)`; wide gamut: its sRGB fallback (the token's `hex`, else gamut-mapped) |
/// | dimension, duration | `16px`, `1rem`, `250ms` |
/// | number, fontWeight | numbers: `0.38`, `600` |
/// | fontFamily | `"SF Pro Text", system-ui, sans-serif` (CSS generic names unquoted) |
/// | cubicBezier | `cubic-bezier(0.4, 0, 0.2, 1)` |
/// | strokeStyle | the keyword; a dash pattern is `dashed` |
/// | border | `2px solid #0066cc` |
/// | transition | `250ms cubic-bezier(…) 0ms` |
/// | shadow | `[inset ]0px 1px 3px 0px rgb(0 0 0 / 0.4)`, layers joined by `, ` |
/// | gradient | `linear-gradient(90deg, #0066cc 0%, #6633cc 100%)` |
/// | typography | an object: `fontFamily`, `fontSize`, `fontWeight`, `lineHeight`, `letterSpacing` |
///
/// These are the conventions of the CSS platform's custom properties, so a value read from
/// `index.js` and one read from `tokens.css` agree.
enum WebValueText {
    /// The color spaces written directly as sRGB when in gamut.
    static let srgbSpaces: Set<String> = ["srgb", "hsl", "hwb"]
    /// CSS generic family names and system keywords, written unquoted.
    static let fontKeywords: Set<String> = [
        "serif", "sans-serif", "monospace", "cursive", "fantasy", "system-ui", "ui-serif", "ui-sans-serif",
        "ui-monospace", "ui-rounded", "math", "emoji", "fangsong", "-apple-system", "BlinkMacSystemFont",
    ]

    /// The JavaScript value of a token value.
    static func value(_ value: TokenValue) -> JSONText {
        switch value {
        case .number(let n), .fontWeight(let n): .number(n)
        case .typography(let t):
            .object([
                ("fontFamily", .string(fontFamily(t.fontFamily))),
                ("fontSize", .string(dimension(t.fontSize))),
                ("fontWeight", .number(t.fontWeight)),
                ("lineHeight", .number(t.lineHeight)),
                ("letterSpacing", .string(dimension(t.letterSpacing))),
            ])
        default: .string(text(value))
        }
    }

    /// The CSS text of a value that is not a typography object.
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): dimension(d)
        case .fontFamily(let names): fontFamily(names)
        case .fontWeight(let w): number(w)
        case .duration(let d): duration(d)
        case .cubicBezier(let b): cubicBezier(b)
        case .number(let n): number(n)
        case .strokeStyle(let style): borderStyle(style)
        case .border(let b): "\(dimension(b.width)) \(borderStyle(b.style)) \(color(b.color))"
        case .transition(let t): "\(duration(t.duration)) \(cubicBezier(t.timingFunction)) \(duration(t.delay))"
        case .shadow(let layers):
            layers.map { layer in
                (layer.inset ? "inset " : "") + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(dimension).joined(separator: " ") + " " + color(layer.color)
            }.joined(separator: ", ")
        case .gradient(let stops):
            "linear-gradient(90deg, " + stops.map { "\(color($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ") + ")"
        case .typography(let t):
            "\(number(t.fontWeight)) \(dimension(t.fontSize))/\(number(t.lineHeight)) \(fontFamily(t.fontFamily))"
        }
    }

    /// A color in sRGB: `#rrggbb`, or `rgb(r g b / a)` when translucent.
    static func color(_ color: TokenColor) -> String {
        let srgb: SRGBColor
        if let value = color.colorValue, srgbSpaces.contains(color.colorSpace), !color.hasNoneComponent, value.isInSRGBGamut {
            srgb = value.toSRGB()
        } else if let hex = color.hex.flatMap(SRGBColor.init(hex:)) {
            srgb = hex
        } else {
            srgb = color.srgb ?? .black
        }
        guard color.alpha < 1 else { return srgb.opaqueHexString }
        let bytes = srgb.byteValues
        return "rgb(\(bytes[0]) \(bytes[1]) \(bytes[2]) / \(number(color.alpha)))"
    }

    /// A number rounded to 6 decimals, without a trailing `.0` or `-0`.
    static func number(_ value: Double) -> String {
        var rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { rounded = 0 }
        return JSONText.format(rounded)
    }

    static func dimension(_ d: Dimension) -> String { number(d.value) + d.unit.rawValue }
    static func duration(_ d: Duration) -> String { number(d.value) + d.unit.rawValue }
    static func cubicBezier(_ b: CubicBezier) -> String {
        "cubic-bezier(\([b.x1, b.y1, b.x2, b.y2].map(number).joined(separator: ", ")))"
    }

    static func borderStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashed: "dashed"
        }
    }

    /// A CSS `font-family` list: generic names bare, other names as CSS strings.
    static func fontFamily(_ names: [String]) -> String {
        names.map { fontKeywords.contains($0) ? $0 : cssString($0) }.joined(separator: ", ")
    }

    /// A double-quoted CSS string; `"` and `\` are backslash-escaped, control characters written as hex escapes.
    static func cssString(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": out += "\\" + String(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0x7f: out += "\\\(String(scalar.value, radix: 16)) "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
