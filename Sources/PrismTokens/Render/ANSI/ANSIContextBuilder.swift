import PrismAccessibility

/// Builds the render context of the ANSI templates from every theme's ``TerminalPalette``.
///
/// Every field is final text for its target: `swift…` fields are Swift literals or identifiers,
/// `shell…` fields are shell words quoted by ``ShellSyntax/quoted(_:)``, `markdown…` fields are
/// escaped by ``MarkdownText``, and plain text fields (names, tokens, hex) are single-line and
/// safe in `#` and `//` comments. The ANSIOutput article (<doc:ANSIOutput>) lists every field.
struct ANSIContextBuilder {
    /// The palettes, one per theme, in resolution order.
    let palettes: [TerminalPalette]
    /// The names chosen for roles and themes.
    let names: TerminalNames
    /// The brand the Swift types, shell variables and functions and file names are named after.
    let namespace: TokenNamespace
    /// The index of the default theme in ``palettes``.
    let defaultThemeIndex: Int

    /// Reads every theme's palette and chooses names.
    init(_ input: EmitterInput, diagnostics: inout DiagnosticBag) {
        var perTheme: [DiagnosticBag] = []
        if let read = input.terminalPalettes, read.count == input.resolution.themes.count {
            palettes = read.map(\.palette)
            perTheme = read.map(\.findings)
        } else {
            let read = TerminalPaletteReader.readAll(input.resolution.themes)
            palettes = read.map(\.palette)
            perTheme = read.map(\.findings)
        }
        diagnostics.append(contentsOf: TokenSetResolution.mergeThemeDiagnostics(perTheme))
        let roleNames = TerminalNames.roleOrder(palettes.flatMap { $0.roles.map(\.name) })
        namespace = input.options.namespace
        names = TerminalNames(
            roleNames: roleNames, themeNames: palettes.map(\.themeName), shellPrefix: namespace.shellPrefix,
            diagnostics: &diagnostics)
        defaultThemeIndex = Self.defaultThemeIndex(input.resolution)
        for palette in palettes {
            let missing = roleNames.filter { name in !palette.roles.contains { $0.name == name } }
            if !missing.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TerminalPaletteReader.rule,
                        "the theme '\(palette.themeName)' defines no color for the CLI role\(missing.count == 1 ? "" : "s") \(missing.map { "'\($0)'" }.joined(separator: ", ")), which other themes define; its output stays uncolored there — add a token with that cliRole to the theme",
                        theme: palette.themeName))
            }
        }
    }

    /// The theme whose inputs are every modifier's default context (else the first theme).
    static func defaultThemeIndex(_ resolution: TokenSetResolution) -> Int {
        let defaults = resolution.document.modifiers.map { ($0.name, $0.defaultContext ?? $0.contexts.first?.name) }
        return resolution.themes.firstIndex { theme in
            defaults.allSatisfy { modifier, context in
                theme.inputs.contains { $0.modifier == modifier && $0.context == context }
            }
        } ?? 0
    }

    /// The whole context.
    func context(notice: String, sourceName: String) -> MustacheValue {
        let themes = palettes.indices.map(theme(at:))
        let themeList = names.themes.map(\.rawName).joined(separator: ", ")
        return [
            "notice": .string(SingleLineText.of(notice)),
            "markdownNotice": .string(MarkdownText.escaped(notice)),
            "sourceName": .string(SingleLineText.of(sourceName)),
            "themes": .list(themes),
            "defaultTheme": themes[defaultThemeIndex],
            "themeCount": .number(Double(themes.count)),
            "themeNames": .string(SingleLineText.of(themeList)),
            "shellThemeNames": .string(ShellSyntax.quoted(themeList)),
            "roles": .list(names.roles.map(role)),
            "hasRoles": .bool(!names.roles.isEmpty),
            "hasSlots": .bool(palettes.contains { !$0.slots.isEmpty }),
            "hasTerminalColors": .bool(palettes.contains { !$0.terminalColors.isEmpty }),
            "hasTerminalTokens": .bool(palettes.contains { !$0.isEmpty }),
            "shellReset": .string(ShellSyntax.quoted(SGR.reset)),
            "swiftReset": .string(TerminalSwiftSyntax.stringLiteral("\u{1B}[\(SGR.reset)m")),
            "resets": .list(resets()),
            "namespace": Self.namespaceContext(namespace),
        ]
    }

    /// The namespace's names as the ANSI templates use them: `swiftPrefix` (`Prism`TerminalPalette),
    /// `shellPrefix` (`PRISM`_THEME), `shellFunctionPrefix` (`prism`_sgr) and `kebabName` (`prism`-colors.sh).
    static func namespaceContext(_ namespace: TokenNamespace) -> MustacheValue {
        [
            "swiftPrefix": .string(namespace.swiftTypePrefix),
            "shellPrefix": .string(namespace.shellPrefix),
            "shellFunctionPrefix": .string(namespace.shellPrefix.lowercased()),
            "kebabName": .string(namespace.kebabName),
        ]
    }

    /// A role of the union of all themes.
    private func role(_ role: TerminalNames.Role) -> MustacheValue {
        [
            "name": .string(SingleLineText.of(role.rawName)),
            "swiftName": .string(role.swiftName),
            "swiftNameLiteral": .string(TerminalSwiftSyntax.stringLiteral(role.rawName)),
            "shellVariable": .string(role.shellVariable),
            "isKnown": .bool(TerminalNames.knownRoles.contains(role.rawName)),
        ]
    }

    /// One theme: names, slots, terminal colors, roles and contrast rows.
    private func theme(at index: Int) -> MustacheValue {
        let palette = palettes[index]
        let name = names.themes[index]
        let definedSlots = Set(palette.slots.map(\.index))
        let missingSlots = (0..<16).filter { !definedSlots.contains($0) }
        let roles = names.roles.map { themeRole($0, palette: palette) }
        return [
            "name": .string(SingleLineText.of(name.rawName)),
            "markdownName": .string(MarkdownText.escaped(name.rawName)),
            "swiftName": .string(name.swiftName),
            "swiftNameLiteral": .string(TerminalSwiftSyntax.stringLiteral(name.rawName)),
            "kebabName": .string(name.kebabName),
            "fileName": .string("set-palette-\(name.kebabName).sh"),
            "shellName": .string(ShellSyntax.quoted(name.rawName)),
            "shellPatterns": .string(name.shellNames.map(ShellSyntax.quoted).joined(separator: "|")),
            "swiftNames": .string(name.shellNames.map(TerminalSwiftSyntax.stringLiteral).joined(separator: ", ")),
            "isDefault": .bool(index == defaultThemeIndex),
            "isFirst": .bool(index == 0),
            "isLast": .bool(index == palettes.count - 1),
            "isEmpty": .bool(palette.isEmpty),
            "slots": .list(palette.slots.map(slot)),
            "allSlots": .list(
                (0..<16).map { index in
                    palette.slot(index).map(slot) ?? ["index": .number(Double(index)), "isDefined": false]
                }),
            "hasSlots": .bool(!palette.slots.isEmpty),
            "missingSlots": .string(missingSlots.map(String.init).joined(separator: ", ")),
            "hasMissingSlots": .bool(!missingSlots.isEmpty && !palette.slots.isEmpty),
            "terminalColors": .list(palette.terminalColors.map(terminalColor)),
            "hasTerminalColors": .bool(!palette.terminalColors.isEmpty),
            "roles": .list(roles),
            "definedRoles": .list(roles.filter { $0["isDefined"] == .bool(true) }),
            "hasDefinedRoles": .bool(!palette.roles.isEmpty),
            "contrast": contrast(TerminalContrastTable(palette)),
        ]
    }

    /// One defined slot.
    private func slot(_ slot: TerminalSlot) -> MustacheValue {
        var fields = colorFields(slot.color, slot: slot.index)
        fields["index"] = .number(Double(slot.index))
        fields["isDefined"] = true
        fields["name"] = .string(slot.conventionalName)
        fields["token"] = .string(SingleLineText.of(slot.token.description))
        fields["shellOSC"] = .string(ShellSyntax.quoted(OSC.setSlot(slot.index, to: slot.color)))
        return .object(fields)
    }

    /// One terminal color (foreground, background…).
    private func terminalColor(_ color: TerminalKeyedColor) -> MustacheValue {
        let osc = OSC.set(color.key, to: color.color)
        return [
            "key": .string(color.key.rawValue),
            "displayName": .string(color.key.displayName),
            "token": .string(SingleLineText.of(color.token.description)),
            "hex": .string(color.color.opaqueHexString),
            "hasOSC": .bool(osc != nil),
            "oscNumber": color.key.oscNumber.map { .number(Double($0)) } ?? .null,
            "shellOSC": osc.map { .string(ShellSyntax.quoted($0)) } ?? .null,
        ]
    }

    /// A role in one theme; `isDefined` is false when the theme has no token for it.
    private func themeRole(_ name: TerminalNames.Role, palette: TerminalPalette) -> MustacheValue {
        var fields: MustacheObject = [
            "name": .string(SingleLineText.of(name.rawName)),
            "swiftName": .string(name.swiftName),
            "shellVariable": .string(name.shellVariable),
        ]
        guard let role = palette.roles.first(where: { $0.name == name.rawName }) else {
            fields["isDefined"] = false
            return .object(fields)
        }
        fields.merge(colorFields(role.color, slot: role.slot)) { _, new in new }
        fields["isDefined"] = true
        fields["token"] = .string(SingleLineText.of(role.token.description))
        fields["slot"] = role.slot.map { .number(Double($0)) } ?? .null
        fields["slotToken"] = .string(SingleLineText.of((role.slotToken ?? role.token).description))
        fields["hasSlot"] = .bool(role.slot != nil)
        return .object(fields)
    }

    /// A color's hex and its SGR foreground at every level, as shell words and Swift literals.
    private func colorFields(_ color: SRGBColor, slot: Int?) -> MustacheObject {
        let levels = SGR.foregroundLevels(color, slot: slot)
        func swiftSequence(_ parameters: String) -> MustacheValue {
            .string(TerminalSwiftSyntax.stringLiteral("\u{1B}[\(parameters)m"))
        }
        return [
            "hex": .string(color.opaqueHexString),
            "swiftHex": .string(TerminalSwiftSyntax.stringLiteral(color.opaqueHexString)),
            "trueColor": .string(levels.trueColor),
            "ansi256": .string(levels.ansi256),
            "ansi16": .string(levels.ansi16),
            "ansi16FromSlot": .bool(levels.ansi16FromSlot),
            "shellTrueColor": .string(ShellSyntax.quoted(levels.trueColor)),
            "shellAnsi256": .string(ShellSyntax.quoted(levels.ansi256)),
            "shellAnsi16": .string(ShellSyntax.quoted(levels.ansi16)),
            "swiftTrueColor": swiftSequence(levels.trueColor),
            "swiftAnsi256": swiftSequence(levels.ansi256),
            "swiftAnsi16": swiftSequence(levels.ansi16),
        ]
    }

    /// The contrast table of one theme.
    private func contrast(_ table: TerminalContrastTable) -> MustacheValue {
        [
            "hasBackground": .bool(table.background != nil),
            "backgroundHex": table.background.map { .string($0.color.opaqueHexString) } ?? .null,
            "markdownBackgroundToken": table.background.map { .string(MarkdownText.escaped($0.token.description)) }
                ?? .null,
            "hasRows": .bool(!table.rows.isEmpty),
            "rows": .list(
                table.rows.map { row in
                    [
                        "markdownLabel": .string(MarkdownText.escaped(row.label)),
                        "markdownToken": .string(MarkdownText.escaped(row.token.description)),
                        "markdownVia": row.via.map { .string(MarkdownText.escaped($0.description)) } ?? .null,
                        "hex": .string(row.color.opaqueHexString),
                        "ratio": .string(TerminalContrastTable.formatted(row.ratio)),
                        "aa": .string(row.passesAA ? "passes" : "fails"),
                        "aaLarge": .string(row.passesAALarge ? "passes" : "fails"),
                        "passesAA": .bool(row.passesAA),
                    ]
                }),
        ]
    }

    /// The OSC bodies that reset everything the set-palette scripts may change.
    private func resets() -> [MustacheValue] {
        let slots: MustacheValue = ["shellOSC": .string(ShellSyntax.quoted(OSC.resetSlots)), "what": "every ANSI slot"]
        return [slots]
            + TerminalColorKey.allCases.compactMap { key in
                OSC.reset(key).map {
                    ["shellOSC": .string(ShellSyntax.quoted($0)), "what": .string("the \(key.displayName)")]
                }
            }
    }
}
