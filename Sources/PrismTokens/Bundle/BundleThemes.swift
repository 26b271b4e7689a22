/// The themes of a bundle with the names and facts every platform packer shares.
struct BundleThemes: Sendable {
    /// One theme.
    struct Theme: Sendable {
        /// The resolved theme.
        var resolved: ResolvedTheme
        /// Its kebab-case file name stem (`high-contrast-dark`), unique among the themes and the
        /// same as the ANSI emitter's `set-palette-<stem>.sh`.
        var fileStem: String
        /// Its name in title case for display (`High Contrast Dark`).
        var title: String
        /// Whether it is dark and whether it is high contrast.
        var appearance: ThemeAppearance
        /// Its terminal palette (empty when it has no terminal tokens).
        var palette: TerminalPalette
        /// The findings of reading its palette (the ANSI emitter reports them).
        var paletteFindings: DiagnosticBag

        /// The theme's name (``ResolvedTheme/name``).
        var name: String { resolved.name }
    }

    /// The themes in resolution order.
    let all: [Theme]
    /// The index in ``all`` of the default theme: the one made of every modifier's default
    /// context, else the first.
    let defaultIndex: Int

    /// The default theme.
    var defaultTheme: Theme { all[defaultIndex] }

    /// The first theme's tokens nested by path, built by the first packer that asks (the json
    /// and web bundles both start from it), or while the themes resolved (``FirstThemeWorkInAdvance``).
    var firstThemeTree: TokenPositionTree { firstTree.value }
    private let firstTree: ComputedOnce<TokenPositionTree>

    /// The dotted path of each of the first theme's tokens, by position, joined by the first
    /// packer that asks: the android resources' and Compose file's comments and the json flat
    /// map's keys each joined the same 100,000 paths.
    var firstThemePaths: [String] { firstPaths.value }
    private let firstPaths: ComputedOnce<[String]>

    /// The dotted path of each of `theme`'s tokens, by position (``firstThemePaths`` for the
    /// first theme).
    func paths(of theme: Theme) -> [String] {
        theme.name == all.first?.name ? firstThemePaths : theme.resolved.tokens.map(\.path.description)
    }

    /// The number of tokens across the themes (``TokenSetResolution/tokenCount``), counted by the
    /// first manifest that asks: every bundle's manifest states it, and counting walks every
    /// theme's tokens (3 ms at 100k tokens × 4 themes, five times, the last ones at the end of a
    /// run).
    var tokenCount: Int { tokenCountOnce.value }
    private let tokenCountOnce: ComputedOnce<Int>

    /// Gathers the themes of an input.
    init(_ input: EmitterInput) {
        let themes = input.resolution.themes
        let palettes = TerminalPaletteReader.readAll(themes)
        all = zip(themes.indices, TerminalNames.themeFileStems(themes)).map { index, fileStem in
            let theme = themes[index]
            let (palette, findings) = palettes[index]
            return Theme(
                resolved: theme,
                fileStem: fileStem,
                title: BundleThemes.title(of: theme),
                appearance: ThemeAppearance.of(
                    theme, configuration: input.configuration, terminalBackground: palette.background?.color),
                palette: palette,
                paletteFindings: findings
            )
        }
        let defaults = Dictionary(
            input.resolution.document.modifiers.map { ($0.name, $0.defaultContext) },
            uniquingKeysWith: { first, _ in first })
        defaultIndex =
            themes.firstIndex { theme in
                theme.inputs.allSatisfy { input in defaults[input.modifier].flatMap { $0 } == input.context }
            } ?? 0
        let firstTokens = themes.first?.tokens ?? []
        let treeInAdvance = input.resolution.inAdvance.tokenTree
        firstTree = ComputedOnce { treeInAdvance?.take(for: themes) ?? TokenPositionTree(firstTokens) }
        firstPaths = ComputedOnce { firstTokens.map(\.path.description) }
        let resolution = input.resolution
        tokenCountOnce = ComputedOnce { resolution.tokenCount }
    }

    /// Whether `tokens` have `other`'s paths, spelled with the same bytes, at the same positions:
    /// the packers then copy what the themes share instead of looking tokens up by path.
    static func haveSamePaths(_ tokens: [ResolvedToken], as other: [ResolvedToken]) -> Bool {
        guard tokens.count == other.count else { return false }
        // Read in place: zipping the arrays copied (retained and released) both tokens at every
        // position, and the packers ask a dozen times per `bundle` (20 ms at 100k × 4).
        return tokens.withUnsafeBufferPointer { tokens in
            other.withUnsafeBufferPointer { other in
                tokens.indices.allSatisfy {
                    tokens[$0].isShared(with: other[$0]) || ExactSpelling.same(tokens[$0].path, other[$0].path)
                }
            }
        }
    }

    /// The first theme with an appearance, if any.
    func first(isDark: Bool, isHighContrast: Bool) -> Theme? {
        all.first { $0.appearance == ThemeAppearance(isDark: isDark, isHighContrast: isHighContrast) }
    }

    /// A theme's name in title case: its contexts' words, capitalized (`highContrast` → `High Contrast`,
    /// `default` for a theme without modifiers → `Default`).
    static func title(of theme: ResolvedTheme) -> String {
        let sources = theme.inputs.isEmpty ? [theme.name] : theme.inputs.map(\.context)
        let words = sources.flatMap(NameWords.words).map(\.capitalizedWord)
        return words.isEmpty ? "Theme" : words.joined(separator: " ")
    }
}
