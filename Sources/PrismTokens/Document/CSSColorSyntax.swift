import PrismAccessibility

/// Colors written as CSS text: hex, the CSS Color 4 functions (`rgb()`, `hsl()`, `oklch()`,
/// `color(display-p3 …)`…) and the basic named colors. Older drafts and Style Dictionary write
/// colors this way; DTCG 2025.10 writes `{colorSpace, components, alpha, hex}` objects.
enum CSSColorSyntax {
    /// The color `text` names, in the space it is written in, or `nil` when it is not a color
    /// (`currentColor` has no value of its own, so it is not one).
    static func color(_ text: String) -> TokenColor? {
        if let hex = LegacyValueSyntax.hexColor(text) { return hex }
        let trimmed = text.trimmingSpaces
        if let keyword = namedColors[trimmed.lowercased()] {
            return LegacyValueSyntax.hexColor(keyword.hex).map { color in
                var color = color
                color.alpha = keyword.alpha
                return color
            }
        }
        guard trimmed.contains("("), let value = try? ColorParser.parse(trimmed) else { return nil }
        return TokenColor(colorSpace: value.space.rawValue, components: value.components, alpha: value.alpha)
    }

    /// The CSS Level 1 named colors, `orange` and `transparent`.
    private static let namedColors: [String: (hex: String, alpha: Double)] = [
        "black": ("#000000", 1), "silver": ("#c0c0c0", 1), "gray": ("#808080", 1), "grey": ("#808080", 1),
        "white": ("#ffffff", 1), "maroon": ("#800000", 1), "red": ("#ff0000", 1), "purple": ("#800080", 1),
        "fuchsia": ("#ff00ff", 1), "green": ("#008000", 1), "lime": ("#00ff00", 1), "olive": ("#808000", 1),
        "yellow": ("#ffff00", 1), "navy": ("#000080", 1), "blue": ("#0000ff", 1), "teal": ("#008080", 1),
        "aqua": ("#00ffff", 1), "orange": ("#ffa500", 1), "transparent": ("#000000", 0),
    ]
}
