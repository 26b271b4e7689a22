/// Numbers, lengths, times and easing curves in CSS syntax.
public enum CSSNumber {
    /// A number rounded to 6 decimals, without a trailing `.0` or `-0`: `1.294`, `0`, `-2`.
    public static func format(_ value: Double) -> String {
        let scaled = value * 1_000_000
        // Rounded half away from zero through Int64 (not `rounded()`, so no libm symbols are needed).
        var rounded = abs(scaled) < 9e18 ? Double(Int64(scaled + (scaled < 0 ? -0.5 : 0.5))) / 1_000_000 : value
        if rounded == 0 { rounded = 0 }
        return JSONText.format(rounded)
    }

    /// `16px`, `1.5rem`.
    public static func dimension(_ dimension: Dimension) -> String { format(dimension.value) + dimension.unit.rawValue }

    /// `250ms`, `0.3s`.
    public static func duration(_ duration: Duration) -> String { format(duration.value) + duration.unit.rawValue }

    /// `cubic-bezier(0.4, 0, 0.2, 1)`.
    public static func cubicBezier(_ curve: CubicBezier) -> String {
        "cubic-bezier(\([curve.x1, curve.y1, curve.x2, curve.y2].map(format).joined(separator: ", ")))"
    }

    /// A 0…1 fraction as a percentage: `0.25` → `25%`.
    public static func percentage(_ fraction: Double) -> String { format(fraction * 100) + "%" }
}
