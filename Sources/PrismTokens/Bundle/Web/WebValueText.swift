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
/// Numbers, colors and strings are written by the CSS platform's own formatters
/// (``CSSNumber``, ``CSSColorFormat``, ``CSSEscaping``), so a value read from `index.js` is the
/// sRGB text the same token has in `tokens.css` (with references resolved).
enum WebValueText {
    /// The JavaScript value of a token value.
    static func value(_ value: TokenValue) -> JSONText {
        switch value {
        case .number(let n), .fontWeight(let n): .number(n)
        case .boolean(let flag): .bool(flag)
        case .string(let text): .string(text)
        case .typography(let t):
            .object([
                ("fontFamily", .string(fontFamily(t.fontFamily))),
                ("fontSize", .string(CSSNumber.dimension(t.fontSize))),
                ("fontWeight", .number(t.fontWeight)),
                ("lineHeight", .number(t.lineHeight)),
                ("letterSpacing", .string(CSSNumber.dimension(t.letterSpacing))),
            ])
        default: .string(text(value))
        }
    }

    /// The CSS text of a value.
    static func text(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): CSSNumber.dimension(d)
        case .fontFamily(let names): fontFamily(names)
        case .fontWeight(let w): CSSNumber.format(w)
        case .duration(let d): CSSNumber.duration(d)
        case .cubicBezier(let b): CSSNumber.cubicBezier(b)
        case .number(let n): CSSNumber.format(n)
        case .string(let text): CSSEscaping.passThroughValue(text)
        case .boolean(let flag): flag ? "1" : "0"
        case .strokeStyle(let style): borderStyle(style)
        case .border(let b): "\(CSSNumber.dimension(b.width)) \(borderStyle(b.style)) \(color(b.color))"
        case .transition(let t):
            "\(CSSNumber.duration(t.duration)) \(CSSNumber.cubicBezier(t.timingFunction)) \(CSSNumber.duration(t.delay))"
        case .shadow(let layers):
            layers.map { layer in
                (layer.inset ? "inset " : "")
                    + [layer.offsetX, layer.offsetY, layer.blur, layer.spread].map(CSSNumber.dimension).joined(
                        separator: " ") + " " + color(layer.color)
            }.joined(separator: ", ")
        case .gradient(let stops):
            "linear-gradient(\(CSSTokenDeclarations.gradientAngle), "
                + stops.map { "\(color($0.color)) \(CSSNumber.percentage($0.position))" }.joined(separator: ", ") + ")"
        case .typography(let t):
            "\(CSSNumber.format(t.fontWeight)) \(CSSNumber.dimension(t.fontSize))/\(CSSNumber.format(t.lineHeight)) \(fontFamily(t.fontFamily))"
        }
    }

    /// A color as every browser reads it: `#rrggbb`, or `rgb(r g b / a)` when translucent.
    static func color(_ color: TokenColor) -> String {
        CSSColorFormat.text(for: color).fallback
    }

    static func borderStyle(_ style: StrokeStyle) -> String {
        switch style {
        case .keyword(let keyword): keyword
        case .dashed: "dashed"
        }
    }

    /// A CSS `font-family` list: generic names bare, other names as CSS strings.
    static func fontFamily(_ names: [String]) -> String {
        names.map { CSSTokenDeclarations.fontKeywords.contains($0) ? $0 : CSSEscaping.string($0) }.joined(
            separator: ", ")
    }
}
