/// One theme as the Swift output names it: `PrismTheme.highContrast`.
struct SwiftThemePlan {
    /// The resolved theme.
    let theme: ResolvedTheme
    /// Its position among the resolution's themes (names can repeat; positions don't).
    let index: Int
    /// The static property's name, e.g. `highContrast`.
    let identifier: SwiftIdentifier
    /// The Apple color scheme the theme is for (`.light`/`.dark`), from the context settings.
    let colorScheme: String?
    /// The Apple contrast the theme is for (`.standard`/`.increased`), from the context settings.
    let contrast: String?

    /// Names of `PrismTheme`'s own static members, which a theme cannot take.
    static let reservedNames: Set<String> = ["all", "named", "matching", "with"]

    /// Names the themes of a resolution.
    ///
    /// A theme's name is its contexts' names in `lowerCamelCase` (`light`, `highContrastDark`; for two
    /// modifiers `dark` + `compact` → `darkCompact`; `default` when there are no modifiers), made
    /// safe by ``SwiftNaming`` with the suffix `Theme` for a name `PrismTheme` already uses (`all`).
    /// - Parameters:
    ///   - themes: the resolved themes.
    ///   - configuration: the context settings (Apple color scheme and contrast).
    ///   - diagnostics: receives a `render.swift-name` error when two themes get one name.
    /// - Returns: the themes that got a name, in permutation order.
    static func plans(for themes: [ResolvedTheme], configuration: PrismConfiguration, diagnostics: inout DiagnosticBag)
        -> [SwiftThemePlan]
    {
        var scope = SwiftNameScope(kind: "theme of PrismTheme")
        var plans: [SwiftThemePlan] = []
        for (index, theme) in themes.enumerated() {
            let words = theme.inputs.isEmpty ? [theme.name] : theme.inputs.map(\.context)
            let identifier = SwiftNaming.memberName(words, reserved: reservedNames, suffix: "Theme")
            guard scope.claim(identifier, for: theme.name, at: nil, diagnostics: &diagnostics) else { continue }
            let settings = theme.inputs.compactMap { configuration.contexts[$0.modifier]?[$0.context] }
            plans.append(
                SwiftThemePlan(
                    theme: theme, index: index, identifier: identifier,
                    colorScheme: settings.lazy.compactMap { colorScheme($0.appleColorScheme) }.first,
                    contrast: settings.lazy.compactMap { contrast($0.appleContrast) }.first
                ))
        }
        return plans
    }

    /// `.light`/`.dark` for an `apple.colorScheme` setting.
    private static func colorScheme(_ setting: String?) -> String? {
        switch setting?.lowercased() {
        case "light": ".light"
        case "dark": ".dark"
        default: nil
        }
    }

    /// `.standard`/`.increased` for an `apple.contrast` setting.
    private static func contrast(_ setting: String?) -> String? {
        switch setting?.lowercased() {
        case "standard", "normal": ".standard"
        case "increased", "high", "more": ".increased"
        default: nil
        }
    }
}
