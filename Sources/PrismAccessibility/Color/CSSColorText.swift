/// Writes a ``ColorValue`` as CSS Color 4 text in its own space.
enum CSSColorText {
    /// The CSS text of a color, e.g. `color(display-p3 1 0.5 0 / 0.8)` or `oklch(0.627955 0.257683 29.233885)`.
    ///
    /// Numbers are rounded to 6 decimal places (finer than any display can show) and written
    /// without a trailing `.0`; `"none"` components are written `none`.
    static func text(for color: ColorValue) -> String {
        let parts = color.components.enumerated().map { index, component -> String in
            guard let component else { return "none" }
            let number = format(component)
            switch color.space {
            case .hsl, .hwb: return index == 0 ? number : number + "%"
            default: return number
            }
        }.joined(separator: " ")
        let alpha = color.alpha < 1 ? " / " + format(color.alpha) : ""
        switch color.space {
        case .hsl, .hwb, .lab, .lch, .oklab, .oklch:
            return "\(color.space.rawValue)(\(parts)\(alpha))"
        default:
            return "color(\(color.space.rawValue) \(parts)\(alpha))"
        }
    }

    /// A number rounded to 6 decimal places, written in the shortest form (`1`, `0.5`, `-0.25`).
    static func format(_ value: Double) -> String {
        var rounded = (value * 1_000_000).rounded() / 1_000_000
        if rounded == 0 { rounded = 0 }  // no "-0"
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int64(rounded)) }
        var text = "\(rounded)"
        if text.contains("e") {
            // Swift writes small magnitudes as 1e-06; expand to plain decimals for CSS readability.
            text = plainDecimal(rounded)
        }
        return text
    }

    /// A value known to be a multiple of 1e-6 written without an exponent.
    private static func plainDecimal(_ value: Double) -> String {
        let millionths = Int64((abs(value) * 1_000_000).rounded())
        let whole = millionths / 1_000_000
        var fraction = String(millionths % 1_000_000)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return (value < 0 ? "-" : "") + "\(whole)" + (fraction.isEmpty ? "" : "." + fraction)
    }
}
