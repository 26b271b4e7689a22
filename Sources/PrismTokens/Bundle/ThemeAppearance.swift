import PrismAccessibility

/// Whether a theme is dark and whether it is a high-contrast theme: what terminal files
/// (`(Light)`/`(Dark)` keys, Windows Terminal's light/dark pair) and Android resource folders
/// (`values`/`values-night`) need to know.
public struct ThemeAppearance: Sendable, Hashable {
    /// Whether the theme has a dark background.
    public var isDark: Bool
    /// Whether the theme is a high-contrast (increased contrast) theme.
    public var isHighContrast: Bool

    /// Creates an appearance.
    public init(isDark: Bool, isHighContrast: Bool) {
        self.isDark = isDark
        self.isHighContrast = isHighContrast
    }

    /// The appearance of a theme.
    ///
    /// In order: the Prism configuration of the theme's contexts (`apple.colorScheme` `dark`,
    /// `apple.contrast` `increased`); then, for darkness, the terminal background (relative
    /// luminance below 0.18, the middle grey's); then the words of the theme's name (`dark`;
    /// `contrast` or `hc`). A theme with none of these is light and of standard contrast.
    public static func of(_ theme: ResolvedTheme, configuration: PrismConfiguration, terminalBackground: SRGBColor?)
        -> ThemeAppearance
    {
        let settings = theme.inputs.compactMap { configuration.contexts[$0.modifier]?[$0.context] }
        let words = Set(
            theme.inputs.flatMap { NameWords.words($0.context) + NameWords.words($0.modifier) }.map { $0.lowercased() }
                + NameWords.words(theme.name).map { $0.lowercased() })
        let isDark: Bool
        if let scheme = settings.compactMap(\.appleColorScheme).last {
            isDark = scheme == "dark"
        } else if let background = terminalBackground {
            isDark = WCAGContrast.relativeLuminance(background) < 0.18
        } else {
            isDark = words.contains("dark")
        }
        let isHighContrast: Bool
        if let contrast = settings.compactMap(\.appleContrast).last {
            isHighContrast = contrast == "increased"
        } else {
            isHighContrast = words.contains("contrast") || words.contains("hc")
        }
        return ThemeAppearance(isDark: isDark, isHighContrast: isHighContrast)
    }
}
