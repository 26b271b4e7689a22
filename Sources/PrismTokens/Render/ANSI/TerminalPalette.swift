import PrismAccessibility

/// The terminal colors of one theme: the ANSI slots, the terminal's own colors and the CLI roles,
/// read from the Prism extension keys `ansi`, `terminal` and `cliRole`.
///
/// Every color is opaque and rounded to 8 bits per channel, so the Swift literals, the shell
/// sequences and the contrast table all describe the same bytes.
struct TerminalPalette {
    /// The theme's name (``ResolvedTheme/name``).
    var themeName: String
    /// The ANSI slots the theme defines, by index, 0 to 15 (at most one token per slot).
    var slots: [TerminalSlot]
    /// The terminal's own colors the theme defines, in ``TerminalColorKey`` order.
    var terminalColors: [TerminalKeyedColor]
    /// The CLI roles the theme defines, in document order.
    var roles: [TerminalRoleColor]

    /// The terminal background (`"terminal": "background"`), if the theme has one.
    var background: TerminalKeyedColor? { terminalColors.first { $0.key == .background } }

    /// Whether the theme has no terminal tokens at all.
    var isEmpty: Bool { slots.isEmpty && terminalColors.isEmpty && roles.isEmpty }

    /// The slot at an index, if the theme defines it.
    func slot(_ index: Int) -> TerminalSlot? { slots.first { $0.index == index } }
}

/// One ANSI slot (0–7 normal, 8–15 bright) and the token that fills it.
struct TerminalSlot {
    /// The slot index, 0 to 15.
    var index: Int
    /// The token with `"ansi": index`.
    var token: TokenPath
    /// The color, opaque and 8-bit.
    var color: SRGBColor

    /// xterm's conventional name of the slot (`red`, `brightBlue`…), for comments and tables.
    var conventionalName: String { TerminalSlot.conventionalNames[index] }

    /// The conventional names of the 16 slots, in index order.
    static let conventionalNames = [
        "black", "red", "green", "yellow", "blue", "magenta", "cyan", "white",
        "bright black", "bright red", "bright green", "bright yellow", "bright blue", "bright magenta", "bright cyan",
        "bright white",
    ]
}

/// The terminal's own colors a token can stand for with the Prism extension key `terminal`.
enum TerminalColorKey: String, CaseIterable {
    case foreground, background, cursor, cursorText, selectionBackground, selectionForeground

    /// The xterm OSC number that sets this color, or `nil` when there is none (cursor text).
    ///
    /// 10 default foreground, 11 default background, 12 cursor, 17 highlight (selection)
    /// background, 19 highlight (selection) foreground; each `1xx` resets it.
    var oscNumber: Int? {
        switch self {
        case .foreground: 10
        case .background: 11
        case .cursor: 12
        case .selectionBackground: 17
        case .selectionForeground: 19
        case .cursorText: nil
        }
    }

    /// The color's name in prose: `foreground`, `cursor text`, `selection background`.
    var displayName: String { NameWords.words(rawValue).map { $0.lowercased() }.joined(separator: " ") }

    /// The allowed values, for messages.
    static let allowedValues = allCases.map(\.rawValue).joined(separator: ", ")
}

/// A terminal color (foreground, background…) and the token that defines it.
struct TerminalKeyedColor {
    /// What the color is for.
    var key: TerminalColorKey
    /// The token with `"terminal": key`.
    var token: TokenPath
    /// The color, opaque and 8-bit.
    var color: SRGBColor
}

/// A CLI role (`error`, `warning`…) and its color.
struct TerminalRoleColor {
    /// The role's name as written in `cliRole`.
    var name: String
    /// The token with `"cliRole": name`.
    var token: TokenPath
    /// The color, opaque and 8-bit.
    var color: SRGBColor
    /// The ANSI slot the token is (or aliases, through any number of hops), if any: the role's
    /// 16-color fallback uses it, so a terminal themed with the palette shows the exact color.
    var slot: Int?
    /// The slot token reached through the aliases, when it is not the role token itself.
    var slotToken: TokenPath?
}
