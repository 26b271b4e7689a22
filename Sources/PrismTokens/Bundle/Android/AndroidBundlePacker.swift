/// The `android` bundle: resource XML and a Jetpack Compose file.
///
/// ```
/// android/
///   manifest.json
///   README.md
///   res/values/colors.xml                      the light theme's colors (else the default theme's)
///   res/values-night/colors.xml                the dark theme's colors
///   res/values/colors_high_contrast.xml        the light high-contrast theme's colors, names + _high_contrast
///   res/values-night/colors_high_contrast.xml  the dark high-contrast theme's colors
///   res/values/dimens.xml                      dimensions in dp; text sizes and line heights in sp
///   res/values/integers.xml                    durations in ms
///   res/values/styles.xml                      TextAppearance.<Prefix>.<Name> per typography token
///   kotlin/<package path>/<Prefix>Tokens.kt    Color, Dp, TextStyle and durations per theme
/// ```
///
/// Android has no resource qualifier for high contrast (Android 14 reports the user's contrast
/// at run time, `UiModeManager.getContrast()`), and an unknown qualifier such as `values-hc` fails
/// the build, so high-contrast colors are separate resources with a `_high_contrast` suffix in the
/// same folders, and the Compose file's `select(isDark:isHighContrast:)` picks a theme.
/// Every resource in `values-night` and every `_high_contrast` one also exists in `values`.
enum AndroidBundlePacker: BundlePacker {
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile]
    {
        files(for: input, themes: themes, splicingColors: true, diagnostics: &diagnostics)
    }

    /// The bundle's files; `splicingColors: false` writes every colors file element by element
    /// (tests compare both ways).
    static func files(
        for input: BundleInput, themes: BundleThemes, splicingColors: Bool, diagnostics: inout DiagnosticBag
    ) -> [GeneratedFile] {
        let notice = input.doNotEditNotice
        let base = themes.first(isDark: false, isHighContrast: false) ?? themes.defaultTheme
        let night = [
            themes.first(isDark: true, isHighContrast: false), themes.first(isDark: true, isHighContrast: true),
        ]
        .compactMap { $0 }.first { $0.name != base.name }
        let highContrastDay =
            themes.first(isDark: false, isHighContrast: true) ?? themes.first(isDark: true, isHighContrast: true)
        let highContrastNight = themes.first(isDark: true, isHighContrast: true).flatMap {
            $0.name == highContrastDay?.name ? nil : $0
        }

        let prefix = input.name.androidResourcePrefix
        let names = AndroidNames(paths: base.resolved.tokens.map(\.path), prefix: prefix, diagnostics: &diagnostics)
        reportMissing(themes: themes, base: base, diagnostics: &diagnostics)

        // Computed once and shared: each path's comment text (every resource file), each theme's
        // color hexes (colors.xml and the Compose file).
        let comments = AndroidResourceXML.pathComments(themes.paths(of: base))
        var colorHexes: [[String?]] = []
        for theme in themes.all {
            let first = colorHexes.first.map { (themes.all[0].resolved.tokens, $0) }
            colorHexes.append(AndroidValues.hexes(theme.resolved.tokens, reusing: first))
        }
        func hexes(of theme: BundleThemes.Theme) -> [String?] {
            colorHexes[themes.all.firstIndex { $0.name == theme.name } ?? themes.defaultIndex]
        }
        func rendered(of theme: BundleThemes.Theme, suffix: String) -> FileBody {
            AndroidResourceXML.colors(
                base: base.resolved, baseHexes: hexes(of: base), theme: theme.resolved, themeHexes: hexes(of: theme),
                names: names, comments: comments, nameSuffix: suffix, notice: notice)
        }
        // The base theme's colors file, kept whole: a theme with its paths (the usual case) is
        // that file with the colors it changes written over.
        let baseColors =
            splicingColors
            ? AndroidResourceXML.colorsText(
                base.resolved, hexes: hexes(of: base), names: names, comments: comments, notice: notice) : nil
        func colors(of theme: BundleThemes.Theme, suffix: String) -> FileBody {
            guard let baseColors, BundleThemes.haveSamePaths(theme.resolved.tokens, as: base.resolved.tokens) else {
                return rendered(of: theme, suffix: suffix)
            }
            return AndroidResourceXML.colors(
                splicing: baseColors, themeHexes: hexes(of: theme), names: names, comments: comments,
                nameSuffix: suffix)
        }
        var files = [
            GeneratedFile(path: "res/values/colors.xml", body: baseColors?.body ?? rendered(of: base, suffix: ""))
        ]
        if let night {
            files.append(GeneratedFile(path: "res/values-night/colors.xml", body: colors(of: night, suffix: "")))
        }
        if let highContrastDay {
            files.append(
                GeneratedFile(
                    path: "res/values/colors_high_contrast.xml",
                    body: colors(of: highContrastDay, suffix: highContrastSuffix)))
        }
        if let highContrastNight {
            files.append(
                GeneratedFile(
                    path: "res/values-night/colors_high_contrast.xml",
                    body: colors(of: highContrastNight, suffix: highContrastSuffix)))
        }
        let typePrefix = kotlinTypePrefix(input.name)
        files += [
            GeneratedFile(
                path: "res/values/dimens.xml",
                body: AndroidResourceXML.dimens(
                    base.resolved.tokens, names: names, comments: comments, notice: notice)),
            GeneratedFile(
                path: "res/values/integers.xml",
                body: AndroidResourceXML.integers(
                    base.resolved.tokens, names: names, comments: comments, notice: notice)),
            GeneratedFile(
                path: "res/values/styles.xml",
                body: AndroidResourceXML.styles(
                    base.resolved.tokens, names: names, comments: comments, stylePrefix: typePrefix, notice: notice)),
        ]
        let package = input.name.kotlinPackage
        let compose = ComposeTokensFile(
            typePrefix: typePrefix, package: package, names: names, themes: themes,
            themeProperties: themePropertyNames(themes), colorHexes: colorHexes)
        files.append(
            GeneratedFile(
                path: "kotlin/\(package.replacingAll(".", with: "/"))/\(typePrefix)Tokens.kt",
                body: compose.body(notice: notice)))
        files.append(
            GeneratedFile(
                path: "README.md",
                contents: AndroidBundleReadme.text(
                    input, typePrefix: typePrefix, package: package,
                    folders: [
                        ("res/values", base), ("res/values-night", night),
                        ("res/values (_high_contrast)", highContrastDay),
                        ("res/values-night (_high_contrast)", highContrastNight),
                    ])))
        // The names, hexes and the Compose file's parts (100,000 of each at 100k tokens): freed at exit.
        input.emitter.options.deferredRelease?.keep((names, compose, colorHexes, comments))
        return files
    }

    /// The suffix of high-contrast color resources.
    static let highContrastSuffix = "_high_contrast"

    /// The prefix of the Kotlin types (`Prism` for `@prism/tokens`): the name's words in
    /// UpperCamelCase, without a final `tokens`.
    static func kotlinTypePrefix(_ name: BundleName) -> String {
        var words = name.words
        if words.count > 1, words.last == "tokens" { words.removeLast() }
        var prefix = words.map(\.capitalizedWord).joined()
        if prefix.isEmpty { prefix = "Design" }
        if prefix.first?.isASCIIDigit == true { prefix = "T" + prefix }
        return prefix
    }

    /// Each theme's property name in the themes object: lowerCamelCase, unique, never a member name.
    static func themePropertyNames(_ themes: BundleThemes) -> [String] {
        var taken: Set<String> = ["all", "defaultTheme", "select"]
        return themes.all.enumerated().map { offset, theme in
            let words = BundleName.asciiWords(theme.name)
            var base =
                words.isEmpty ? "theme\(offset + 1)" : words[0] + words.dropFirst().map(\.capitalizedWord).joined()
            if base.first?.isASCIIDigit == true { base = "theme" + base }
            var name = base
            var number = 2
            while taken.contains(name) {
                name = base + String(number)
                number += 1
            }
            taken.insert(name)
            return name
        }
    }

    /// Warns about tokens of other themes that the resources leave out (they are not in the base theme).
    private static func reportMissing(themes: BundleThemes, base: BundleThemes.Theme, diagnostics: inout DiagnosticBag)
    {
        for theme in themes.all where theme.name != base.name {
            // A theme with the base theme's paths (the usual case) has nothing the base lacks.
            if BundleThemes.haveSamePaths(theme.resolved.tokens, as: base.resolved.tokens) { continue }
            for token in theme.resolved.tokens where base.resolved[token.path] == nil {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "\(token.path) exists in theme '\(theme.name)' but not in '\(base.name)', which defines the android bundle's resources, so Android leaves it out; define it in every theme",
                        at: token.location, token: token.path.description, theme: theme.name))
            }
        }
    }
}
