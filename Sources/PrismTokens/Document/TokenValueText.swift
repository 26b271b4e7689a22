/// Short human-readable text for token values: tables, messages and reports.
public enum TokenValueText {
    /// A one-line summary of a value, e.g. `#0066cc`, `16px`, `250ms`, `cubic-bezier(0.4, 0, 0.2, 1)`.
    public static func summary(_ value: TokenValue) -> String {
        switch value {
        case .color(let c): color(c)
        case .dimension(let d): dimension(d)
        case .fontFamily(let names): names.joined(separator: ", ")
        case .fontWeight(let w): number(w)
        case .duration(let d): number(d.value) + d.unit.rawValue
        case .cubicBezier(let b): "cubic-bezier(\(number(b.x1)), \(number(b.y1)), \(number(b.x2)), \(number(b.y2)))"
        case .number(let n): number(n)
        case .strokeStyle(.keyword(let k)): k
        case .strokeStyle(.dashed(let dashes, let cap)): "dashes \(dashes.map(dimension).joined(separator: " ")) \(cap)"
        case .border(let b): "\(dimension(b.width)) \(summary(.strokeStyle(b.style))) \(color(b.color))"
        case .transition(let t):
            "\(summary(.duration(t.duration))) \(summary(.cubicBezier(t.timingFunction))) \(summary(.duration(t.delay)))"
        case .shadow(let layers):
            layers.map {
                "\($0.inset ? "inset " : "")\(dimension($0.offsetX)) \(dimension($0.offsetY)) \(dimension($0.blur)) \(dimension($0.spread)) \(color($0.color))"
            }.joined(separator: ", ")
        case .gradient(let stops):
            stops.map { "\(color($0.color)) \(number($0.position * 100))%" }.joined(separator: ", ")
        case .typography(let t):
            "\(number(t.fontWeight)) \(dimension(t.fontSize))/\(number(t.lineHeight)) \(t.fontFamily.first ?? "")"
        case .string(let text): text
        case .boolean(let flag): flag ? "true" : "false"
        }
    }

    /// A color as its hex fallback, or `space(c1 c2 c3 / alpha)`.
    public static func color(_ c: TokenColor) -> String {
        if c.colorSpace == "srgb", c.components.allSatisfy({ $0 != nil }) {
            let hex = c.components.map { component -> String in
                let v = Int(((component ?? 0).clamped01 * 255).rounded())
                let s = String(v, radix: 16)
                return s.count == 1 ? "0" + s : s
            }.joined()
            let alpha = c.alpha < 1 ? String(Int((c.alpha * 255).rounded()), radix: 16).leftPadded(to: 2) : ""
            return "#" + hex + alpha
        }
        let parts = c.components.map { $0.map(number) ?? "none" }.joined(separator: " ")
        return "\(c.colorSpace)(\(parts)\(c.alpha < 1 ? " / \(number(c.alpha))" : ""))"
    }

    /// A dimension as `16px` or `1.5rem`.
    public static func dimension(_ d: Dimension) -> String { number(d.value) + d.unit.rawValue }

    /// A number without a trailing `.0`.
    public static func number(_ n: Double) -> String { JSONText.format(n) }
}

extension Double {
    /// The value clamped to 0…1.
    var clamped01: Double { Swift.min(1, Swift.max(0, self)) }
}

extension String {
    /// The string padded on the left with zeros to `width`.
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
