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
    /// The `#AARRGGBB` of each color token by theme index and token position
    /// (``AndroidValues/hexes(_:)``), shared with the colors.xml files.
    var colorHexes: [[String?]]
    /// Whether a theme with the default theme's paths is spliced from the default theme's text
    /// (off only in tests, which compare both ways).
    var splicesThemes = true

    /// One token group of the theme class: its class name, doc, Kotlin type and value writer.
    private struct Group {
        var suffix: String
        var doc: String
        var type: String
        /// The literal of a value (`nil` when it is not of the group), given the token's
        /// precomputed `#AARRGGBB` when it is a color.
        var literal: (_ value: TokenValue, _ hex: String?) -> String?
    }

    private var groups: [Group] {
        [
            Group(suffix: "Colors", doc: "The color tokens of a theme, as sRGB colors.", type: "Color") { _, hex in
                hex.map(Self.colorLiteral)
            },
            Group(
                suffix: "Dimensions", doc: "The dimension tokens of a theme, in dp (1px = 1dp, 1rem = 16dp).",
                type: "Dp"
            ) { value, _ in
                guard case .dimension(let d) = value else { return nil }
                return "(\(KotlinSyntax.number(AndroidValues.dp(d)))).dp"
            },
            Group(
                suffix: "Typography",
                doc: "The typography tokens of a theme, as text styles (font families are left to the app's theme).",
                type: "TextStyle"
            ) { value, _ in
                guard case .typography(let t) = value else { return nil }
                return
                    "TextStyle(fontSize = (\(KotlinSyntax.number(t.fontSize.points))).sp, fontWeight = FontWeight(\(AndroidValues.weight(t.fontWeight))), lineHeight = (\(KotlinSyntax.number(t.lineHeight))).em, letterSpacing = (\(KotlinSyntax.number(AndroidValues.letterSpacingEm(t)))).em)"
            },
            Group(suffix: "Durations", doc: "The duration tokens of a theme, in milliseconds.", type: "Int") {
                value, _ in
                guard case .duration(let d) = value else { return nil }
                return String(AndroidValues.milliseconds(d))
            },
        ]
    }

    /// `Color(0xAARRGGBBL)` for `#AARRGGBB`, written in place (concatenated, each of 50,000
    /// colors made two strings).
    static func colorLiteral(_ hex: String) -> String {
        var hex = hex
        return hex.withUTF8 { bytes in
            let digits = bytes.dropFirst()
            let count = colorLiteralHead.count + digits.count + colorLiteralTail.count
            return String(unsafeUninitializedCapacity: count) { out in
                var end = 0
                for byte in colorLiteralHead {
                    out[end] = byte
                    end += 1
                }
                for byte in digits {
                    out[end] = byte
                    end += 1
                }
                for byte in colorLiteralTail {
                    out[end] = byte
                    end += 1
                }
                return end
            }
        }
    }

    /// Appends ``colorLiteral(_:)``'s bytes without a string of their own.
    private static func appendColorLiteral(_ hex: String, into out: inout [UInt8]) {
        out.append(contentsOf: colorLiteralHead)
        out.append(contentsOf: hex.utf8.dropFirst())
        out.append(contentsOf: colorLiteralTail)
    }

    /// The bytes a color literal starts with (before the hex's digits).
    private static let colorLiteralHead = Array("Color(0x".utf8)
    /// The bytes a color literal ends with (after the hex's digits).
    private static let colorLiteralTail = Array("L)".utf8)

    /// The index in ``groups`` of the group whose `literal` writes a value (a color has its hex),
    /// `nil` for the values no group writes.
    private static func groupIndex(of value: TokenValue, hex: String?) -> Int? {
        switch value {
        case .dimension: 1
        case .typography: 2
        case .duration: 3
        default: hex == nil ? nil : 0
        }
    }

    /// A default-theme token of a group: its position and its Kotlin name as an identifier
    /// (``KotlinSyntax/identifier(_:)``). Its token and literal are read from the default theme
    /// where needed (an object per token holding them was allocated and freed 100,000 times, and
    /// the literal, a string of its own, written once).
    private struct Member {
        let position: Int
        let identifier: String
    }

    /// Appends the default theme's literal of the token at `position` (a color's `Color(0x…L)`
    /// written straight from its hex, the others as the group makes them).
    private static func appendDefaultLiteral(
        of group: Int, position: Int, groups: [Group], tokens: [ResolvedToken], hexes: [String?],
        into out: inout [UInt8]
    ) {
        if group == 0, let hex = hexes[position] {
            appendColorLiteral(hex, into: &out)
        } else if let literal = groups[group].literal(tokens[position].value, hexes[position]) {
            out.appendUTF8(literal)
        }
    }

    /// The file's bytes. A theme with the default theme's paths is the default theme's group
    /// arguments with the literals it changes written over, kept as runs of them
    /// (``SplicedText``), not copied: the file is 30 MB at 100k tokens × 4 themes, most of it the
    /// same literals in every theme.
    func body(notice: String) -> FileBody {
        let defaultTheme = themes.defaultTheme.resolved
        let groups = self.groups
        // Each group's tokens, names and default literals, computed once for the classes and
        // every theme (100,000 tokens × themes name lookups and literals otherwise).
        let defaultHexes = colorHexes[themes.defaultIndex]
        let kotlinNames = names.kotlinNames(of: defaultTheme.tokens)
        let paths = themes.paths(of: themes.defaultTheme)
        var groupMembers = groups.map { _ in [Member]() }
        // Read in place (each token copied out was a retain and a release).
        defaultTheme.tokens.withUnsafeBufferPointer { tokens in
            for position in tokens.indices {
                // Each group writes a literal for every value `groupIndex` gives it (a color with
                // its hex, a dimension, a text style, a duration).
                guard let group = Self.groupIndex(of: tokens[position].value, hex: defaultHexes[position]),
                    let name = kotlinNames[position]
                else { continue }
                groupMembers[group].append(Member(position: position, identifier: KotlinSyntax.identifier(name)))
            }
        }
        var file = SplicedText()
        file.out.append(
            contentsOf: """
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


                """.utf8)
        // Room for every class parameter, appended piece by piece.
        let memberCount = groupMembers.reduce(0) { $0 + $1.count }
        file.out.reserveCapacity(file.out.count + memberCount * 160)
        for (group, members) in zip(groups, groupMembers) {
            file.out.appendUTF8("/** \(group.doc) */\n")
            file.out.appendUTF8("public class \(typePrefix)\(group.suffix)(\n")
            for (offset, member) in members.enumerated() {
                if offset > 0 { file.out.appendUTF8(",\n") }
                file.out.appendUTF8("    /** ")
                file.out.appendUTF8(KotlinSyntax.comment(paths[member.position]))
                if let description = defaultTheme.tokens[member.position].description {
                    file.out.appendUTF8(": ")
                    file.out.appendUTF8(KotlinSyntax.comment(description))
                }
                file.out.appendUTF8(" */\n    public val ")
                file.out.appendUTF8(member.identifier)
                file.out.appendUTF8(": ")
                file.out.appendUTF8(group.type)
            }
            file.out.appendUTF8(members.isEmpty ? ")\n\n" : "\n)\n\n")
        }
        file.out.append(
            contentsOf: """
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

                """.utf8)
        // The default theme's group arguments, which a theme with its paths shares, writing over
        // the literals of the tokens it does not share with it.
        let defaultBody = body(
            of: themes.defaultTheme, isDefault: true, hexes: defaultHexes, groups: groups, members: groupMembers)
        file.base = defaultBody.bytes
        for (index, theme) in themes.all.enumerated() {
            writeThemeHeader(theme, property: themeProperties[index], into: &file.out)
            if index == themes.defaultIndex {
                file.appendBase(defaultBody.bytes.indices)
            } else if splicesThemes, BundleThemes.haveSamePaths(theme.resolved.tokens, as: defaultTheme.tokens) {
                splice(
                    theme, hexes: colorHexes[index], over: defaultBody, groups: groups, members: groupMembers,
                    into: &file)
            } else {
                file.out.append(
                    contentsOf: body(
                        of: theme, isDefault: false, hexes: colorHexes[index], groups: groups, members: groupMembers
                    ).bytes)
            }
            file.out.appendUTF8("\n    )\n\n")
        }
        let all = themeProperties.map(KotlinSyntax.identifier).joined(separator: ", ")
        file.out.append(
            contentsOf: """
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

                """.utf8)
        return file.body()
    }

    /// Appends the start of a theme's `public val <property> = <Prefix>TokenTheme(…)`: its name,
    /// dark and high-contrast flags.
    private func writeThemeHeader(_ theme: BundleThemes.Theme, property: String, into out: inout [UInt8]) {
        out.appendUTF8("    /** Theme \(KotlinSyntax.comment(theme.name)). */\n")
        out.append(
            contentsOf:
                "    public val \(KotlinSyntax.identifier(property)): \(typePrefix)TokenTheme = \(typePrefix)TokenTheme(\n"
                .utf8)
        out.appendUTF8("        name = \(KotlinSyntax.string(theme.name)),\n")
        out.appendUTF8("        isDark = \(theme.appearance.isDark),\n")
        out.appendUTF8("        isHighContrast = \(theme.appearance.isHighContrast)")
    }

    /// A theme's group arguments (`,\n        colors = PrismColors(…)` and the others) and where
    /// each member's literal is in them.
    private struct Body {
        var bytes: [UInt8]
        /// Each member's group, member, token position and literal's byte range, in text order.
        var literals: [(group: Int, member: Int, position: Int, range: Range<Int>)]
    }

    /// The group arguments of a theme: each default-theme member's literal in `theme` (the
    /// theme's own token at the path, usually at the same position, else the default's).
    /// - Parameter hexes: the `#AARRGGBB` of the theme's color tokens by position.
    private func body(
        of theme: BundleThemes.Theme, isDefault: Bool, hexes: [String?], groups: [Group], members: [[Member]]
    ) -> Body {
        let tokens = theme.resolved.tokens
        let defaultTokens = themes.defaultTheme.resolved.tokens
        let defaultHexes = colorHexes[themes.defaultIndex]
        var out: [UInt8] = []
        var literals: [(group: Int, member: Int, position: Int, range: Range<Int>)] = []
        let memberCount = members.reduce(0) { $0 + $1.count }
        literals.reserveCapacity(memberCount)
        // About twice the usual line (room never written is never touched).
        out.reserveCapacity(memberCount * 128)
        let labels = ["colors", "dimensions", "typography", "durations"]
        for (groupIndex, (group, label)) in zip(groups, labels).enumerated() {
            let groupMembers = members[groupIndex]
            out.appendUTF8(",\n        \(label) = \(typePrefix)\(group.suffix)(")
            if groupMembers.isEmpty {
                out.append(UInt8(ascii: ")"))
                continue
            }
            out.append(UInt8(ascii: "\n"))
            for (offset, member) in groupMembers.enumerated() {
                if offset > 0 { out.appendUTF8(",\n") }
                out.appendUTF8("            ")
                out.appendUTF8(member.identifier)
                out.appendUTF8(" = ")
                let start = out.count
                if isDefault {
                    Self.appendDefaultLiteral(
                        of: groupIndex, position: member.position, groups: groups, tokens: defaultTokens,
                        hexes: defaultHexes, into: &out)
                } else {
                    let path = defaultTokens[member.position].path
                    let own =
                        member.position < tokens.count && tokens[member.position].path == path
                        ? member.position : theme.resolved.position(of: path)
                    if let literal = own.flatMap({ group.literal(tokens[$0].value, hexes[$0]) }) {
                        out.appendUTF8(literal)
                    } else {
                        Self.appendDefaultLiteral(
                            of: groupIndex, position: member.position, groups: groups, tokens: defaultTokens,
                            hexes: defaultHexes, into: &out)
                    }
                }
                literals.append((groupIndex, offset, member.position, start..<out.count))
            }
            out.appendUTF8("\n        )")
        }
        return Body(bytes: out, literals: literals)
    }

    /// Appends the group arguments of a theme with the default theme's paths at the same
    /// positions: runs of the default theme's (`base`, the spliced text's base), with the
    /// literal of each token the theme does not share with the default theme
    /// (``ResolvedToken/isShared(with:)``) written between them.
    private func splice(
        _ theme: BundleThemes.Theme, hexes: [String?], over base: Body, groups: [Group], members: [[Member]],
        into file: inout SplicedText
    ) {
        let tokens = theme.resolved.tokens
        let defaultTokens = themes.defaultTheme.resolved.tokens
        var copied = 0
        for literal in base.literals {
            let position = literal.position
            guard !tokens[position].isShared(with: defaultTokens[position]) else { continue }
            file.appendBase(copied..<literal.range.lowerBound)
            if literal.group == 0, let hex = hexes[position] {
                // A color's literal from its hex, without copying its value or making a string.
                Self.appendColorLiteral(hex, into: &file.out)
            } else if let text = groups[literal.group].literal(tokens[position].value, hexes[position]) {
                file.out.appendUTF8(text)
            } else {
                Self.appendDefaultLiteral(
                    of: literal.group, position: members[literal.group][literal.member].position, groups: groups,
                    tokens: defaultTokens, hexes: colorHexes[themes.defaultIndex], into: &file.out)
            }
            copied = literal.range.upperBound
        }
        file.appendBase(copied..<base.bytes.count)
    }
}
