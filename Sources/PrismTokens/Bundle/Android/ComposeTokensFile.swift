/// Writes `PrismTokens.kt`: the tokens of every theme as Jetpack Compose values.
///
/// ```kotlin
/// class PrismColors(val colorBrand: Color, …)          // color tokens
/// class PrismDimensions(val spacingSm: Dp, …)           // dimension tokens
/// class PrismTypography(val typographyBody: TextStyle, …)
/// class PrismDurations(val durationStandard: Int, …)    // milliseconds
/// class PrismTokenTheme(name, isDark, isHighContrast, colors, dimensions, typography, durations)
/// object PrismThemes { val light; val dark; …; val all; val defaultTheme; fun select(isDark, isHighContrast) }
/// ```
/// Every class has the properties of the default theme's tokens; a theme that lacks one of them
/// uses the default theme's value.
struct ComposeTokensFile {
    /// The type name prefix (`Prism`).
    var typePrefix: String
    /// The Kotlin package.
    var package: String
    /// The names of the tokens.
    var names: AndroidNames
    /// The themes.
    var themes: BundleThemes
    /// The Kotlin property name of each theme in `PrismThemes`, by theme index.
    var themeProperties: [String]

    /// One token group of the theme class: its class name, doc, Kotlin type and value writer.
    private struct Group {
        var suffix: String
        var doc: String
        var type: String
        var literal: (TokenValue) -> String?
    }

    private var groups: [Group] {
        [
            Group(suffix: "Colors", doc: "The color tokens of a theme, as sRGB colors.", type: "Color") { value in
                guard case .color(let color) = value else { return nil }
                return "Color(0x" + String(AndroidValues.hex(color).dropFirst()) + "L)"
            },
            Group(
                suffix: "Dimensions", doc: "The dimension tokens of a theme, in dp (1px = 1dp, 1rem = 16dp).",
                type: "Dp"
            ) { value in
                guard case .dimension(let d) = value else { return nil }
                return "(\(KotlinSyntax.number(AndroidValues.dp(d)))).dp"
            },
            Group(
                suffix: "Typography",
                doc: "The typography tokens of a theme, as text styles (font families are left to the app's theme).",
                type: "TextStyle"
            ) { value in
                guard case .typography(let t) = value else { return nil }
                return
                    "TextStyle(fontSize = (\(KotlinSyntax.number(t.fontSize.points))).sp, fontWeight = FontWeight(\(AndroidValues.weight(t.fontWeight))), lineHeight = (\(KotlinSyntax.number(t.lineHeight))).em, letterSpacing = (\(KotlinSyntax.number(AndroidValues.letterSpacingEm(t)))).em)"
            },
            Group(suffix: "Durations", doc: "The duration tokens of a theme, in milliseconds.", type: "Int") { value in
                guard case .duration(let d) = value else { return nil }
                return String(AndroidValues.milliseconds(d))
            },
        ]
    }

    /// A default-theme token of a group: where it is, its Kotlin name and its literal.
    private struct Member {
        var token: ResolvedToken
        var position: Int
        var name: String
        var literal: String
    }

    /// The file's text.
    func text(notice: String) -> String {
        let defaultTheme = themes.defaultTheme.resolved
        let groups = self.groups
        // Each group's tokens, names and default literals, computed once for the classes and
        // every theme (100,000 tokens × themes name lookups and literals otherwise).
        let groupMembers = groups.map { group in
            defaultTheme.tokens.enumerated().compactMap { position, token -> Member? in
                guard let literal = group.literal(token.value), let name = names.kotlin[token.path] else { return nil }
                return Member(token: token, position: position, name: name, literal: literal)
            }
        }
        var out = """
            // \(KotlinSyntax.comment(notice))
            @file:Suppress("unused", "RedundantVisibilityModifier")

            package \(package)

            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.text.TextStyle
            import androidx.compose.ui.text.font.FontWeight
            import androidx.compose.ui.unit.Dp
            import androidx.compose.ui.unit.dp
            import androidx.compose.ui.unit.em
            import androidx.compose.ui.unit.sp


            """
        for (group, members) in zip(groups, groupMembers) {
            out += "/** \(group.doc) */\n"
            let parameters = members.map { member -> String in
                let token = member.token
                return
                    "    /** \(KotlinSyntax.comment(token.path.description))\(token.description.map { ": " + KotlinSyntax.comment($0) } ?? "") */\n"
                    + "    public val \(KotlinSyntax.identifier(member.name)): \(group.type)"
            }
            out +=
                "public class \(typePrefix)\(group.suffix)(\n" + parameters.joined(separator: ",\n")
                + (parameters.isEmpty ? "" : "\n") + ")\n\n"
        }
        out += """
            /** Every token of one theme. */
            public class \(typePrefix)TokenTheme(
                /** The theme's name in the token source. */
                public val name: String,
                /** Whether the theme is dark (its colors are in values-night). */
                public val isDark: Boolean,
                /** Whether the theme is a high-contrast theme (its colors are the *_high_contrast resources). */
                public val isHighContrast: Boolean,
                public val colors: \(typePrefix)Colors,
                public val dimensions: \(typePrefix)Dimensions,
                public val typography: \(typePrefix)Typography,
                public val durations: \(typePrefix)Durations
            )

            /** The themes of the token source. */
            public object \(typePrefix)Themes {

            """
        for (index, theme) in themes.all.enumerated() {
            out += themeProperty(
                theme, property: themeProperties[index], isDefault: index == themes.defaultIndex, groups: groups,
                members: groupMembers)
        }
        let all = themeProperties.map(KotlinSyntax.identifier).joined(separator: ", ")
        out += """
                /** Every theme, in resolution order. */
                public val all: List<\(typePrefix)TokenTheme> = listOf(\(all))

                /** The default theme. */
                public val defaultTheme: \(typePrefix)TokenTheme get() = \(KotlinSyntax.identifier(themeProperties[themes.defaultIndex]))

                /**
                 * The theme for a dark mode and contrast setting (e.g. `isSystemInDarkTheme()` and, on
                 * Android 14+, `UiModeManager.contrast >= 0.5f`): the first theme that matches both, else
                 * one that matches the dark mode, else the default theme.
                 */
                public fun select(isDark: Boolean, isHighContrast: Boolean = false): \(typePrefix)TokenTheme =
                    all.firstOrNull { it.isDark == isDark && it.isHighContrast == isHighContrast }
                        ?: all.firstOrNull { it.isDark == isDark && !it.isHighContrast }
                        ?: all.firstOrNull { it.isDark == isDark }
                        ?: defaultTheme
            }

            """
        return out
    }

    private func themeProperty(
        _ theme: BundleThemes.Theme, property: String, isDefault: Bool, groups: [Group], members: [[Member]]
    ) -> String {
        var out = "    /** Theme \(KotlinSyntax.comment(theme.name)). */\n"
        out +=
            "    public val \(KotlinSyntax.identifier(property)): \(typePrefix)TokenTheme = \(typePrefix)TokenTheme(\n"
        var arguments = [
            "        name = \(KotlinSyntax.string(theme.name))",
            "        isDark = \(theme.appearance.isDark)",
            "        isHighContrast = \(theme.appearance.isHighContrast)",
        ]
        let labels = ["colors", "dimensions", "typography", "durations"]
        for ((group, label), groupMembers) in zip(zip(groups, labels), members) {
            let values = groupMembers.map { member -> String in
                let value =
                    isDefault
                    ? member.literal
                    : theme.resolved.token(member.token.path, expectedAt: member.position)
                        .flatMap { group.literal($0.value) } ?? member.literal
                return "            \(KotlinSyntax.identifier(member.name)) = \(value)"
            }
            arguments.append(
                "        \(label) = \(typePrefix)\(group.suffix)("
                    + (values.isEmpty ? ")" : "\n" + values.joined(separator: ",\n") + "\n        )"))
        }
        out += arguments.joined(separator: ",\n") + "\n    )\n\n"
        return out
    }
}
