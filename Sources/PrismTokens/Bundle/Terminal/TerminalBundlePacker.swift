/// The `terminal` bundle: theme files for common terminals per theme, the ANSI emitter's shell
/// palette scripts, Swift palette and contrast table.
///
/// ```
/// terminal/
///   manifest.json
///   README.md
///   contrast.md                                  every slot and role against the background, per theme
///   shell/prism-colors.sh                        SGR variables with color-support detection
///   shell/set-palette-<theme>.sh                 sets the terminal's palette (OSC 4/10/11/12/17/19)
///   shell/reset-palette.sh
///   swift/PrismTerminalPalette.swift             roles with 256/16-color fallbacks, for CLI authors
///   ghostty/<Name>                               per theme: Ghostty
///   kitty/<theme>.conf                           kitty
///   alacritty/<theme>.toml                       Alacritty
///   wezterm/<theme>.toml                         WezTerm ([colors] and [metadata])
///   windows-terminal/<theme>.json                Windows Terminal scheme
///   windows-terminal/settings-snippet.json       all schemes + colorScheme {light, dark}
///   iterm2/<Name>.itermcolors                    iTerm2 (plain and (Light)/(Dark) keys)
///   foot/<theme>.ini                             foot ([colors], [cursor])
///   base16/<theme>.yaml, base24/<theme>.yaml     tinted-theming schemes
/// ```
/// `<theme>` is the theme's kebab-case name (as in `set-palette-<theme>.sh`); `<Name>` its display
/// name, e.g. `Prism High Contrast Dark`. A theme without terminal tokens gets no theme files.
enum TerminalBundlePacker: BundlePacker {
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
    {
        var files = input.generated[.ansi, default: []].map { file -> GeneratedFile in
            file.moved(to: packedPath(of: file.path))
        }
        let notice = input.doNotEditNotice
        let brand = brandName(input)
        var schemes: [JSONText] = []
        var usedNames: Set<String> = []
        var named: [(theme: BundleThemes.Theme, name: String)] = []
        var withoutTokens: [String] = []
        defer { reportThemesWithoutTokens(withoutTokens, diagnostics: &diagnostics) }
        for theme in themes.all {
            guard let scheme = TerminalScheme(theme.palette) else {
                withoutTokens.append(theme.name)
                continue
            }
            if !scheme.filledIn.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "theme '\(theme.name)' defines no \(scheme.filledIn.joined(separator: ", ")); its terminal theme files use xterm's defaults and the background/foreground instead — add tokens with those 'ansi' or 'terminal' keys to choose them",
                        theme: theme.name))
            }
            var name = "\(brand) \(theme.title)"
            if !usedNames.insert(name).inserted {
                name += " (\(theme.fileStem))"
                usedNames.insert(name)
            }
            named.append((theme, name))
            let stem = theme.fileStem
            let isDark = theme.appearance.isDark
            let windowsScheme = WindowsTerminalScheme.scheme(scheme, name: name)
            schemes.append(windowsScheme)
            files += [
                GeneratedFile(
                    path: "ghostty/\(name)", contents: KeyValueThemeFiles.ghostty(scheme, name: name, notice: notice)),
                GeneratedFile(
                    path: "kitty/\(stem).conf", contents: KeyValueThemeFiles.kitty(scheme, name: name, notice: notice)),
                GeneratedFile(
                    path: "alacritty/\(stem).toml",
                    contents: TOMLThemeFiles.alacritty(scheme, name: name, notice: notice)),
                GeneratedFile(
                    path: "wezterm/\(stem).toml", contents: TOMLThemeFiles.wezterm(scheme, name: name, notice: notice)),
                GeneratedFile(path: "windows-terminal/\(stem).json", contents: windowsScheme.serialized() + "\n"),
                GeneratedFile(
                    path: "iterm2/\(name).itermcolors",
                    contents: ITermColorsFile.text(scheme, isDark: isDark, notice: notice)),
                GeneratedFile(
                    path: "foot/\(stem).ini", contents: KeyValueThemeFiles.foot(scheme, name: name, notice: notice)),
                GeneratedFile(
                    path: "base16/\(stem).yaml",
                    contents: Base16Scheme.yaml(
                        scheme, system: "base16", name: name, slug: stem, isDark: isDark, notice: notice)),
                GeneratedFile(
                    path: "base24/\(stem).yaml",
                    contents: Base16Scheme.yaml(
                        scheme, system: "base24", name: name, slug: stem, isDark: isDark, notice: notice)),
            ]
        }
        if !named.isEmpty {
            func pick(_ dark: Bool) -> String? {
                (named.first { $0.theme.appearance == ThemeAppearance(isDark: dark, isHighContrast: false) }
                    ?? named.first { $0.theme.appearance.isDark == dark })?.name
            }
            let fallback = named.first { $0.theme.name == themes.defaultTheme.name }?.name ?? named[0].name
            let snippet = WindowsTerminalScheme.settingsSnippet(
                schemes: schemes, light: pick(false), dark: pick(true), fallback: fallback)
            files.append(
                GeneratedFile(path: "windows-terminal/settings-snippet.json", contents: snippet.serialized() + "\n"))
        }
        files.append(
            GeneratedFile(
                path: "README.md", contents: TerminalBundleReadme.text(input, named: named.map { ($0.theme, $0.name) }))
        )
        return files
    }

    /// One warning for every theme without terminal tokens (not one per theme).
    static func reportThemesWithoutTokens(_ names: [String], diagnostics: inout DiagnosticBag) {
        guard let first = names.first else { return }
        let subject =
            names.count == 1
            ? "theme '\(first)' has" : "themes \(names.map { "'\($0)'" }.joined(separator: ", ")) have"
        diagnostics.append(
            Diagnostic(
                .warning, rule: TokenBundler.rule,
                "\(subject) no terminal tokens, so the terminal bundle has no theme files for \(names.count == 1 ? "it" : "them"); give color tokens the Prism keys 'ansi' (0–15) and 'terminal' (foreground, background…) in \(names.count == 1 ? "that theme" : "those themes")",
                theme: names.count == 1 ? first : nil))
    }

    /// Where an ANSI emitter file goes in the bundle: `ANSI/*.md` at the top, other `ANSI/` files
    /// in `shell/`, `Swift/` files in `swift/`.
    static func packedPath(of path: String) -> String {
        if path.hasPrefix("ANSI/") {
            let name = String(path.dropFirst(5))
            return name.hasSuffix(".md") ? name : "shell/" + name
        }
        if path.hasPrefix("Swift/") { return "swift/" + path.dropFirst(6) }
        return path
    }

    /// The first word(s) of every display name: the document's name in title case (`Prism`), else
    /// the bundle's scope or name.
    static func brandName(_ input: BundleInput) -> String {
        let words = NameWords.words(input.emitter.resolution.document.name ?? "").map(\.capitalizedWord)
        if !words.isEmpty { return words.joined(separator: " ") }
        let fallback = NameWords.words(input.name.scope ?? input.name.bareName).map(\.capitalizedWord)
        return fallback.isEmpty ? "Tokens" : fallback.joined(separator: " ")
    }
}
