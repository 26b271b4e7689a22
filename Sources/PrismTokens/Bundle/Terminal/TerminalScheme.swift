import PrismAccessibility

/// A theme's complete terminal color scheme: all 16 ANSI slots and the six terminal colors, as
/// every terminal theme file format needs them.
///
/// Comes from the theme's ``TerminalPalette``; what the tokens leave out is filled in (and listed
/// in ``filledIn``): a slot with xterm's default for it, the background with slot 0, the
/// foreground with slot 7, the cursor with the foreground, the cursor text with the background,
/// and the selection with the foreground and background swapped (reverse video).
struct TerminalScheme {
    /// The 16 ANSI slots, 0–7 normal and 8–15 bright; opaque, 8-bit.
    var slots: [SRGBColor]
    var foreground: SRGBColor
    var background: SRGBColor
    var cursor: SRGBColor
    var cursorText: SRGBColor
    var selectionBackground: SRGBColor
    var selectionForeground: SRGBColor
    /// What was not defined by a token and was filled in, in words (`slot 3 (yellow)`, `cursor`).
    var filledIn: [String]

    /// The scheme of a palette, or `nil` when the palette is empty (the theme has no terminal tokens).
    init?(_ palette: TerminalPalette) {
        guard !palette.isEmpty else { return nil }
        var filled: [String] = []
        slots = (0..<16).map { index in
            if let slot = palette.slot(index) { return slot.color }
            filled.append("slot \(index) (\(TerminalSlot.conventionalNames[index]))")
            return XtermPalette.color(at: index)
        }
        func keyed(_ key: TerminalColorKey, _ fallback: SRGBColor) -> SRGBColor {
            if let color = palette.terminalColors.first(where: { $0.key == key })?.color { return color }
            filled.append(key.displayName)
            return fallback
        }
        background = keyed(.background, slots[0])
        foreground = keyed(.foreground, slots[7])
        cursor = keyed(.cursor, foreground)
        cursorText = keyed(.cursorText, background)
        selectionBackground = keyed(.selectionBackground, foreground)
        selectionForeground = keyed(.selectionForeground, background)
        filledIn = filled
    }

    /// `#rrggbb` of a color.
    static func hex(_ color: SRGBColor) -> String { color.opaqueHexString }

    /// `rrggbb` of a color (foot and base16 style).
    static func bareHex(_ color: SRGBColor) -> String { String(color.opaqueHexString.dropFirst()) }

    /// The slot names Alacritty and Windows Terminal use, in slot order 0–7.
    static let colorNames = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
}
