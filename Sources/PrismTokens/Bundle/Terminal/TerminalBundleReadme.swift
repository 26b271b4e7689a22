/// The README of the terminal bundle: what each file is and how to install it.
enum TerminalBundleReadme {
    static func text(_ input: BundleInput, named: [(theme: BundleThemes.Theme, name: String)]) -> String {
        let rows = named.map { theme, name in
            "| \(MarkdownText.escaped(theme.name)) | \(MarkdownText.escaped(name)) | \(theme.fileStem) | \(theme.appearance.isDark ? "dark" : "light")\(theme.appearance.isHighContrast ? ", high contrast" : "") |"
        }
        return """
            # \(MarkdownText.escaped(input.name.text)) \(input.version) — terminal themes

            > \(MarkdownText.escaped(input.doNotEditNotice))

            | Theme | Name | File stem | Appearance |
            | --- | --- | --- | --- |
            \(rows.joined(separator: "\n"))

            | Terminal | Install |
            | --- | --- |
            | Ghostty | copy `ghostty/<Name>` to `~/.config/ghostty/themes/`, then `theme = <Name>` (or `theme = light:<Name>,dark:<Name>`) |
            | kitty | `include /path/to/kitty/<theme>.conf` in kitty.conf |
            | Alacritty | `[general] import = ["/path/to/alacritty/<theme>.toml"]` |
            | WezTerm | copy `wezterm/*.toml` to `~/.config/wezterm/colors/`, then `config.color_scheme = "<Name>"` |
            | Windows Terminal | merge `windows-terminal/settings-snippet.json` into settings.json (schemes, and a light/dark `colorScheme`) |
            | iTerm2 | Settings → Profiles → Colors → Color Presets → Import `iterm2/<Name>.itermcolors` |
            | foot | `include=/path/to/foot/<theme>.ini` in foot.ini |
            | base16/base24 | `base16/<theme>.yaml`, `base24/<theme>.yaml` for tinted-theming builders |
            | any terminal | `sh shell/set-palette-<theme>.sh` sets the running terminal's palette; `sh shell/reset-palette.sh` undoes it |

            CLI authors: `. shell/prism-colors.sh` exports SGR variables per role, and
            `swift/PrismTerminalPalette.swift` is the same palette for Swift tools. `contrast.md` lists
            every slot's and role's WCAG contrast against the background.

            """
    }
}
