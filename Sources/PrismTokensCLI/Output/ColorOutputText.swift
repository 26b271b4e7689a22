import PrismAccessibility

/// Human-readable pieces of the color commands' text output.
enum ColorOutputText {
    /// A two-cell truecolor swatch (SGR 48;2) when `colored`, else nothing.
    static func swatch(_ color: SRGBColor, colored: Bool) -> String {
        guard colored else { return "" }
        let bytes = color.clampedToGamut().byteValues
        return "\u{1B}[48;2;\(bytes[0]);\(bytes[1]);\(bytes[2])m    \u{1B}[0m "
    }

    /// `pass` or `fail`, green or red when `colored`.
    static func verdict(_ passes: Bool, colored: Bool) -> String {
        let word = passes ? "pass" : "fail"
        guard colored else { return word }
        return (passes ? "\u{1B}[32m" : "\u{1B}[31m") + word + "\u{1B}[0m"
    }

    /// A number truncated (toward zero, never rounded up into a pass) to `digits` decimals, zero-padded.
    static func truncated(_ value: Double, digits: Int) -> String {
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.towardZero)
        guard scaled < 1e15 else { return "\(value)" }
        let integer = Int64(scaled)
        let divisor = Int64(scale)
        var fraction = String(integer % divisor)
        fraction = String(repeating: "0", count: max(0, digits - fraction.count)) + fraction
        let sign = value < 0 && integer != 0 ? "-" : ""
        return sign + "\(integer / divisor)" + (digits > 0 ? "." + fraction : "")
    }

    /// `4.47:1` for 4.478.
    static func ratio(_ value: Double) -> String { truncated(value, digits: 2) + ":1" }

    /// A required minimum: `4.5:1`, `3:1`.
    static func requirement(_ value: Double) -> String {
        (value == value.rounded() ? "\(Int(value))" : "\(value)") + ":1"
    }
}
