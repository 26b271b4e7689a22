import PrismAccessibility

/// SGR (Select Graphic Rendition) parameters: what goes between `ESC [` and `m`.
///
/// Parameters are formatted here once and framed by each output in its own syntax: the shell
/// scripts print `\033[<parameters>m` at run time, the Swift palette writes `\u{1B}[<parameters>m`.
enum SGR {
    /// Resets every attribute (SGR 0).
    static let reset = "0"

    /// A 24-bit foreground, `38;2;r;g;b`.
    static func trueColorForeground(_ color: SRGBColor) -> String {
        let bytes = color.byteValues
        return "38;2;\(bytes[0]);\(bytes[1]);\(bytes[2])"
    }

    /// A foreground from the 256-color palette, `38;5;n`.
    static func paletteForeground(_ index: Int) -> String { "38;5;\(index)" }

    /// A foreground from the 16 ANSI slots: 30–37 for slots 0–7, 90–97 for the bright slots 8–15.
    static func slotForeground(_ slot: Int) -> String {
        String(slot < 8 ? 30 + slot : 90 + slot - 8)
    }

    /// The three fallbacks of a foreground color: truecolor, the nearest of the 256-color palette,
    /// and a 16-color slot (the given one, else the nearest of xterm's default 16).
    static func foregroundLevels(_ color: SRGBColor, slot: Int?) -> ForegroundLevels {
        ForegroundLevels(
            trueColor: trueColorForeground(color),
            ansi256: paletteForeground(XtermPalette.nearest256(to: color)),
            ansi16: slotForeground(slot ?? XtermPalette.nearest16(to: color)),
            ansi16FromSlot: slot != nil)
    }
}

/// A foreground color's SGR parameters at every color level.
struct ForegroundLevels: Hashable {
    /// `38;2;r;g;b`.
    var trueColor: String
    /// `38;5;n`, the nearest 256-color palette entry (16–255).
    var ansi256: String
    /// `30`–`37` or `90`–`97`.
    var ansi16: String
    /// Whether ``ansi16`` is the color's own slot rather than the nearest xterm default.
    var ansi16FromSlot: Bool
}

/// OSC (Operating System Command) bodies: what goes between `ESC ]` and the terminator.
///
/// The scripts frame them at run time (with tmux or GNU screen passthrough when needed).
enum OSC {
    /// Sets ANSI slot `index` (OSC 4), e.g. `4;1;rgb:b9/1c/1c`.
    static func setSlot(_ index: Int, to color: SRGBColor) -> String { "4;\(index);\(xColor(color))" }

    /// Sets a terminal color (OSC 10, 11, 12, 17 or 19), or `nil` when no OSC sets it.
    static func set(_ key: TerminalColorKey, to color: SRGBColor) -> String? {
        key.oscNumber.map { "\($0);\(xColor(color))" }
    }

    /// Resets every ANSI slot (OSC 104 without parameters).
    static let resetSlots = "104"

    /// Resets a terminal color to the terminal's own default (OSC 110, 111, 112, 117, 119).
    static func reset(_ key: TerminalColorKey) -> String? { key.oscNumber.map { String(100 + $0) } }

    /// The X11 color specification `rgb:rr/gg/bb` every xterm-compatible terminal accepts.
    static func xColor(_ color: SRGBColor) -> String {
        let hex = color.opaqueHexString.dropFirst()
        let red = hex.prefix(2)
        let green = hex.dropFirst(2).prefix(2)
        let blue = hex.dropFirst(4)
        return "rgb:\(red)/\(green)/\(blue)"
    }
}
