/// Terminal theme files in line-based `key value` formats: Ghostty, kitty and foot.
enum KeyValueThemeFiles {
    /// A Ghostty theme (`~/.config/ghostty/themes/<name>`, selected with `theme = <name>`).
    static func ghostty(_ scheme: TerminalScheme, name: String, notice: String) -> String {
        var lines = ["# \(SingleLineText.of(name))", "# \(SingleLineText.of(notice))"]
        lines += scheme.slots.enumerated().map { "palette = \($0.offset)=\(TerminalScheme.hex($0.element))" }
        lines += [
            "background = \(TerminalScheme.hex(scheme.background))",
            "foreground = \(TerminalScheme.hex(scheme.foreground))",
            "cursor-color = \(TerminalScheme.hex(scheme.cursor))",
            "cursor-text = \(TerminalScheme.hex(scheme.cursorText))",
            "selection-background = \(TerminalScheme.hex(scheme.selectionBackground))",
            "selection-foreground = \(TerminalScheme.hex(scheme.selectionForeground))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// A kitty theme (`include <file>` in kitty.conf, or `kitten themes` from `~/.config/kitty/themes`).
    static func kitty(_ scheme: TerminalScheme, name: String, notice: String) -> String {
        var lines = [
            "# vim:ft=kitty",
            "## name: \(SingleLineText.of(name))",
            "## author: prism-tokens",
            "## blurb: \(SingleLineText.of(notice))",
            "",
            "foreground \(TerminalScheme.hex(scheme.foreground))",
            "background \(TerminalScheme.hex(scheme.background))",
            "selection_foreground \(TerminalScheme.hex(scheme.selectionForeground))",
            "selection_background \(TerminalScheme.hex(scheme.selectionBackground))",
            "cursor \(TerminalScheme.hex(scheme.cursor))",
            "cursor_text_color \(TerminalScheme.hex(scheme.cursorText))",
        ]
        lines += scheme.slots.enumerated().map { "color\($0.offset) \(TerminalScheme.hex($0.element))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A foot color section (`include=<file>` in foot.ini): `[colors]` and the cursor colors in `[cursor]`.
    static func foot(_ scheme: TerminalScheme, name: String, notice: String) -> String {
        var lines = ["# \(SingleLineText.of(name))", "# \(SingleLineText.of(notice))", "[colors]"]
        lines += [
            "foreground=\(TerminalScheme.bareHex(scheme.foreground))",
            "background=\(TerminalScheme.bareHex(scheme.background))",
        ]
        lines += (0..<8).map { "regular\($0)=\(TerminalScheme.bareHex(scheme.slots[$0]))" }
        lines += (0..<8).map { "bright\($0)=\(TerminalScheme.bareHex(scheme.slots[$0 + 8]))" }
        lines += [
            "selection-foreground=\(TerminalScheme.bareHex(scheme.selectionForeground))",
            "selection-background=\(TerminalScheme.bareHex(scheme.selectionBackground))",
            "",
            "[cursor]",
            "color=\(TerminalScheme.bareHex(scheme.cursorText)) \(TerminalScheme.bareHex(scheme.cursor))",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
