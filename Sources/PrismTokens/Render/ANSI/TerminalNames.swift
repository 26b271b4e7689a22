/// The names a role or theme gets in every ANSI output, chosen once so all outputs agree.
///
/// Names come from ``NameWords``; a name that is empty, reserved by the generated API or taken by
/// an earlier role or theme gets a suffix, and a `terminal.palette` warning says what it became.
struct TerminalNames {
    /// The names of one CLI role.
    struct Role {
        /// The role as written in `cliRole`.
        var rawName: String
        /// The Swift member name (`error`, `` `default` ``), already escaped.
        var swiftName: String
        /// The shell variable (`PRISM_ERROR`).
        var shellVariable: String
    }

    /// The names of one theme.
    struct Theme {
        /// The theme's name (``ResolvedTheme/name``).
        var rawName: String
        /// The Swift static member name of its palette, already escaped.
        var swiftName: String
        /// Its kebab-case name (`high-contrast`), for file names and `PRISM_THEME`.
        var kebabName: String
        /// The names `PRISM_THEME` accepts for it: the raw name, and the kebab name when it differs and is free.
        var shellNames: [String]
    }

    /// The roles, in ``roleOrder(_:)``.
    var roles: [Role]
    /// The themes, in resolution order.
    var themes: [Theme]

    /// Member names of `PrismTerminalPalette` instances, which role properties must not take.
    static let reservedRoleMembers: Set<String> = ["name", "roles", "slots", "slot", "style"]
    /// Static member names of `PrismTerminalPalette`, which theme palettes must not take.
    static let reservedThemeMembers: Set<String> = ["all", "defaultPalette", "named"]
    /// Variables `prism-colors.sh` sets besides the roles, with the namespace's shell prefix (`PRISM`).
    static func reservedShellVariables(prefix: String) -> Set<String> {
        [prefix + "_RESET", prefix + "_THEME", prefix + "_COLOR_LEVEL"]
    }
    /// The roles Prism defines, in the order they are listed in every output.
    static let knownRoles = ["error", "warning", "success", "info", "muted"]

    /// The kebab-case file name stem of each theme (``Theme/kebabName``), in resolution order: the
    /// ANSI scripts', the bundles' and the JSON output's theme files share them.
    static func themeFileStems(_ themes: [ResolvedTheme]) -> [String] {
        var ignored = DiagnosticBag()
        return TerminalNames(roleNames: [], themeNames: themes.map(\.name), diagnostics: &ignored).themes
            .map(\.kebabName)
    }

    /// Chooses names for roles and themes.
    /// - Parameters:
    ///   - roleNames: every role name, in ``roleOrder(_:)``.
    ///   - themeNames: every theme's name, in resolution order.
    ///   - shellPrefix: the namespace's shell prefix (`PRISM` → `PRISM_ERROR`).
    ///   - diagnostics: receives a warning for every renamed role or theme.
    init(
        roleNames: [String], themeNames: [String], shellPrefix: String = TokenNamespace.prism.shellPrefix,
        diagnostics: inout DiagnosticBag
    ) {
        var swiftTaken = TerminalNames.reservedRoleMembers
        var shellTaken = TerminalNames.reservedShellVariables(prefix: shellPrefix)
        roles = roleNames.enumerated().map { offset, raw in
            let swift = Self.unique(
                TerminalSwiftSyntax.identifier(raw, prefix: "role"), fallback: "role\(offset + 1)", suffix: "Role",
                separator: "", taken: &swiftTaken)
            let shell = Self.unique(
                ShellSyntax.variableName(raw, prefix: shellPrefix), fallback: "\(shellPrefix)_ROLE_\(offset + 1)",
                suffix: "_ROLE",
                separator: "_", taken: &shellTaken)
            if swift.renamed || shell.renamed {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TerminalPaletteReader.rule,
                        "the CLI role '\(raw)' is named \(swift.name) in Swift and \(shell.name) in shell because its natural name is empty, reserved or taken by another role; rename the role to choose the names yourself"
                    ))
            }
            return Role(
                rawName: raw, swiftName: TerminalSwiftSyntax.escapedIdentifier(swift.name), shellVariable: shell.name)
        }
        var themeSwiftTaken = TerminalNames.reservedThemeMembers
        var kebabTaken: Set<String> = []
        var chosen: [(raw: String, swift: String, kebab: String)] = []
        for (offset, raw) in themeNames.enumerated() {
            let swift = Self.unique(
                TerminalSwiftSyntax.identifier(raw, prefix: "theme"), fallback: "theme\(offset + 1)", suffix: "Theme",
                separator: "", taken: &themeSwiftTaken)
            let kebabWords = NameWords.kebab([raw])
            let kebab = Self.unique(
                kebabWords.isEmpty ? nil : kebabWords, fallback: "theme-\(offset + 1)", suffix: "-theme",
                separator: "-", taken: &kebabTaken)
            if swift.renamed || kebab.renamed {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TerminalPaletteReader.rule,
                        "the theme '\(raw)' is named \(swift.name) in Swift and \(kebab.name) in file names because its natural name is empty, reserved or taken by another theme; rename the context to choose the names yourself"
                    ))
            }
            chosen.append((raw, swift.name, kebab.name))
        }
        let rawNames = Set(themeNames)
        themes = chosen.map { theme in
            let alias = theme.kebab != theme.raw && !rawNames.contains(theme.kebab) ? [theme.kebab] : []
            return Theme(
                rawName: theme.raw, swiftName: TerminalSwiftSyntax.escapedIdentifier(theme.swift),
                kebabName: theme.kebab,
                shellNames: [theme.raw] + alias)
        }
    }

    /// Role names in output order: Prism's known roles first, in ``knownRoles`` order, then the
    /// others in order of first appearance.
    static func roleOrder(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        let unique = names.filter { seen.insert($0).inserted }
        return knownRoles.filter(seen.contains) + unique.filter { !knownRoles.contains($0) }
    }

    /// The first free name of: `preferred` (unless unusable in Swift), `preferred` + `suffix`, then
    /// `preferred`, `separator` and 2, 3, … (`fallback` stands in for a missing `preferred`).
    private static func unique(
        _ preferred: String?, fallback: String, suffix: String, separator: String,
        taken: inout Set<String>
    ) -> (name: String, renamed: Bool) {
        let base = preferred ?? fallback
        var candidates = TerminalSwiftSyntax.unusableMemberNames.contains(base) ? [] : [base]
        candidates.append(base + suffix)
        var chosen = candidates.first { !taken.contains($0) }
        var number = 2
        while chosen == nil {
            let numbered = base + separator + String(number)
            if !taken.contains(numbered) { chosen = numbered }
            number += 1
        }
        let name = chosen ?? base
        taken.insert(name)
        return (name, name != preferred)
    }
}
