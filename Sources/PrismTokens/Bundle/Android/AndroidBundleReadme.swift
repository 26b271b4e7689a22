/// The README of the android bundle.
enum AndroidBundleReadme {
    static func text(
        _ input: BundleInput, typePrefix: String, package: String, folders: [(String, BundleThemes.Theme?)]
    ) -> String {
        let rows = folders.compactMap { folder, theme in
            theme.map { "| `\(folder)` | \(MarkdownText.escaped($0.name)) |" }
        }
        return """
            # \(MarkdownText.escaped(input.name.text)) \(input.version) — Android

            > \(MarkdownText.escaped(input.doNotEditNotice))

            | Resources | Theme |
            | --- | --- |
            \(rows.joined(separator: "\n"))

            Copy `res/` into a module's `src/main/res` (or add it with `sourceSets["main"].res.srcDir(...)`)
            and `kotlin/` into its Kotlin sources. Resource names start with `\(input.name.androidResourcePrefix)`:
            `R.color.\(input.name.androidResourcePrefix)color_brand`, `R.dimen.…`, `R.integer.…` (durations in ms),
            `@style/TextAppearance.\(typePrefix).…`. High-contrast colors end in `_high_contrast`:
            Android has no resource qualifier for contrast, so choose them in code (Android 14+:
            `UiModeManager.getContrast()`).

            Compose (`import \(package).\(typePrefix)Themes`), for example:

            ```kotlin
            val tokens = \(typePrefix)Themes.select(isDark = isSystemInDarkTheme(), isHighContrast = highContrast)
            Text("Hello", style = tokens.typography.typographyBody, color = tokens.colors.colorOnBackground)
            ```

            """
    }
}
