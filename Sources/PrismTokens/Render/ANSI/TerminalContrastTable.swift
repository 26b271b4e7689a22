import PrismAccessibility

/// The rows of `contrast.md` for one theme: the terminal foreground, every slot and every role
/// measured against the terminal background with the WCAG 2 contrast ratio.
struct TerminalContrastTable {
    /// One measured color.
    struct Row {
        /// What the color is: `foreground`, `slot 1 (red)`, `role error`.
        var label: String
        /// The token measured.
        var token: TokenPath
        /// For a role, the slot token it aliases.
        var via: TokenPath?
        /// The color.
        var color: SRGBColor
        /// The unrounded WCAG 2 ratio against the background.
        var ratio: Double

        /// Whether the ratio reaches AA for body text (4.5:1); compared unrounded.
        var passesAA: Bool { WCAGLevel.aa.isMet(byRatio: ratio) }
        /// Whether the ratio reaches AA for large text (3:1); compared unrounded.
        var passesAALarge: Bool { WCAGLevel.aaLargeText.isMet(byRatio: ratio) }
    }

    /// The background everything is measured against, if the theme has one.
    var background: TerminalKeyedColor?
    /// The rows, empty without a background.
    var rows: [Row]

    /// Measures a palette.
    init(_ palette: TerminalPalette) {
        background = palette.background
        guard let background else {
            rows = []
            return
        }
        func row(_ label: String, _ token: TokenPath, _ color: SRGBColor, via: TokenPath? = nil) -> Row {
            Row(label: label, token: token, via: via, color: color, ratio: WCAGContrast.ratio(color, background.color))
        }
        var rows: [Row] = []
        if let foreground = palette.terminalColors.first(where: { $0.key == .foreground }) {
            rows.append(row("foreground", foreground.token, foreground.color))
        }
        rows += palette.slots.map { row("slot \($0.index) (\($0.conventionalName))", $0.token, $0.color) }
        rows += palette.roles.map { row("role \($0.name)", $0.token, $0.color, via: $0.slotToken) }
        self.rows = rows
    }

    /// A ratio as `4.53:1`, truncated (never rounded up) to two decimals, so a ratio shown as
    /// 4.50:1 always passes AA.
    static func formatted(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
