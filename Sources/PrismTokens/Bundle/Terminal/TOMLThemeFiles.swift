import PrismAccessibility

/// Terminal theme files in TOML: Alacritty and WezTerm.
enum TOMLThemeFiles {
    /// An Alacritty theme (`[general] import = ["<file>"]` in alacritty.toml).
    static func alacritty(_ scheme: TerminalScheme, name: String, notice: String) -> String {
        func table(_ header: String, _ pairs: [(String, SRGBColorText)]) -> String {
            "[\(header)]\n" + pairs.map { "\($0.0) = \(TOMLText.string($0.1.hex))" }.joined(separator: "\n") + "\n"
        }
        let normal = (0..<8).map { (TerminalScheme.colorNames[$0], SRGBColorText(scheme.slots[$0])) }
        let bright = (0..<8).map { (TerminalScheme.colorNames[$0], SRGBColorText(scheme.slots[$0 + 8])) }
        return [
            "# \(SingleLineText.of(name))\n# \(SingleLineText.of(notice))\n",
            table(
                "colors.primary",
                [("background", SRGBColorText(scheme.background)), ("foreground", SRGBColorText(scheme.foreground))]),
            table(
                "colors.cursor", [("text", SRGBColorText(scheme.cursorText)), ("cursor", SRGBColorText(scheme.cursor))]),
            table(
                "colors.selection",
                [
                    ("text", SRGBColorText(scheme.selectionForeground)),
                    ("background", SRGBColorText(scheme.selectionBackground)),
                ]),
            table("colors.normal", normal),
            table("colors.bright", bright),
        ].joined(separator: "\n")
    }

    /// A WezTerm color scheme file (`~/.config/wezterm/colors/<file>.toml`, selected by its `metadata.name`).
    static func wezterm(_ scheme: TerminalScheme, name: String, notice: String) -> String {
        func list(_ colors: ArraySlice<SRGBColor>) -> String {
            "[" + colors.map { TOMLText.string(TerminalScheme.hex($0)) }.joined(separator: ", ") + "]"
        }
        return """
            # \(SingleLineText.of(notice))
            [colors]
            ansi = \(list(scheme.slots[0..<8]))
            brights = \(list(scheme.slots[8..<16]))
            background = \(TOMLText.string(TerminalScheme.hex(scheme.background)))
            foreground = \(TOMLText.string(TerminalScheme.hex(scheme.foreground)))
            cursor_bg = \(TOMLText.string(TerminalScheme.hex(scheme.cursor)))
            cursor_border = \(TOMLText.string(TerminalScheme.hex(scheme.cursor)))
            cursor_fg = \(TOMLText.string(TerminalScheme.hex(scheme.cursorText)))
            selection_bg = \(TOMLText.string(TerminalScheme.hex(scheme.selectionBackground)))
            selection_fg = \(TOMLText.string(TerminalScheme.hex(scheme.selectionForeground)))

            [metadata]
            name = \(TOMLText.string(name))
            author = "prism-tokens"
            aliases = []

            """
    }
}

/// A color's `#rrggbb` text.
struct SRGBColorText {
    var hex: String
    init(_ color: SRGBColor) { hex = TerminalScheme.hex(color) }
}

/// TOML syntax: the one escaping helper for TOML the bundles write.
enum TOMLText {
    /// A TOML basic string: `"` and `\` escaped, control characters as `\uXXXX`.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
