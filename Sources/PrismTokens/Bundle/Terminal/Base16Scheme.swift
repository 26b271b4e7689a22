import PrismAccessibility

/// base16 and base24 schemes (tinted-theming's YAML format) derived from a terminal scheme.
///
/// | slot | base16/base24 meaning | from |
/// |---|---|---|
/// | base00 | default background | background |
/// | base01 | lighter background | background → foreground, 8 % in OKLab |
/// | base02 | selection background | selection background |
/// | base03 | comments | slot 8 (bright black) |
/// | base04 | dark foreground | background → foreground, 75 % |
/// | base05 | default foreground | foreground |
/// | base06, base07 | light foreground, lightest | background → foreground extended to 110 %, 120 % |
/// | base08, 0A, 0B, 0C, 0D, 0E | red, yellow, green, cyan, blue, magenta | slots 1, 3, 2, 6, 4, 5 |
/// | base09 | orange | slot 1 → slot 3, 50 % |
/// | base0F | brown (deprecated) | slot 1 → slot 0, 40 % |
/// | base10, base11 | darker, darkest background (base24) | background moved away from the foreground by 5 %, 10 % |
/// | base12–base17 | bright red, yellow, green, cyan, blue, magenta (base24) | slots 9, 11, 10, 14, 12, 13 |
///
/// Mixes are in OKLab, gamut-mapped back into sRGB (CSS Color 4) and rounded to 8 bits.
enum Base16Scheme {
    /// The 24 colors, `base00`…`base17`, in order.
    static func colors(_ scheme: TerminalScheme) -> [(String, SRGBColor)] {
        let bg = scheme.background
        let fg = scheme.foreground
        let s = scheme.slots
        let base16: [SRGBColor] = [
            bg, mix(bg, fg, 0.08), scheme.selectionBackground, s[8], mix(bg, fg, 0.75), fg, mix(bg, fg, 1.1),
            mix(bg, fg, 1.2),
            s[1], mix(s[1], s[3], 0.5), s[3], s[2], s[6], s[4], s[5], mix(s[1], s[0], 0.4),
        ]
        let base24: [SRGBColor] = [mix(bg, fg, -0.05), mix(bg, fg, -0.1), s[9], s[11], s[10], s[14], s[12], s[13]]
        return (base16 + base24).enumerated().map { index, color in
            let digits = String(index, radix: 16, uppercase: true)
            return ("base" + (digits.count == 1 ? "0" : "") + digits, color)
        }
    }

    /// The scheme file: `system: "base16"` with base00–base0F, or `"base24"` with base00–base17.
    static func yaml(_ scheme: TerminalScheme, system: String, name: String, slug: String, isDark: Bool, notice: String)
        -> String
    {
        let count = system == "base24" ? 24 : 16
        var lines = [
            "# \(SingleLineText.of(notice))",
            "system: \(YAMLText.string(system))",
            "name: \(YAMLText.string(name))",
            "slug: \(YAMLText.string(slug))",
            "author: \"prism-tokens\"",
            "variant: \(YAMLText.string(isDark ? "dark" : "light"))",
            "palette:",
        ]
        lines += colors(scheme).prefix(count).map { "  \($0.0): \(YAMLText.string(TerminalScheme.hex($0.1)))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The color `t` of the way from `a` to `b` in OKLab (`t` outside 0…1 extrapolates), in sRGB.
    static func mix(_ a: SRGBColor, _ b: SRGBColor, _ t: Double) -> SRGBColor {
        let la = a.colorValue.converted(to: .oklab).components.map { $0 ?? 0 }
        let lb = b.colorValue.converted(to: .oklab).components.map { $0 ?? 0 }
        let mixed = (0..<3).map { la[$0] + (lb[$0] - la[$0]) * t }
        return ColorValue(space: .oklab, mixed[0], mixed[1], mixed[2], alpha: 1).gamutMappedSRGB().roundedTo8Bit()
    }
}

/// YAML syntax: the one escaping helper for YAML the bundles write.
enum YAMLText {
    /// A double-quoted YAML scalar: `"` and `\` escaped, control characters and line breaks as escapes.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            case "\u{85}": out += "\\N"
            case _ where scalar.value < 0x20 || (0x7f...0x9f).contains(scalar.value) || scalar.value == 0xFEFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
