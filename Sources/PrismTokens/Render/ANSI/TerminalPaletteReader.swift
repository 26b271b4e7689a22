import PrismAccessibility

/// Reads a theme's ``TerminalPalette`` from the Prism extension keys `ansi`, `terminal` and `cliRole`.
///
/// Malformed keys are reported as `terminal.palette` warnings and skipped, so one bad token never
/// stops generation: a slot must be an integer 0–15, `terminal` one of ``TerminalColorKey``, a
/// role a non-empty string, each on a color token, and each used once per theme (the first wins).
enum TerminalPaletteReader {
    /// The rule id of every diagnostic this reader reports.
    static let rule = "terminal.palette"
    /// The most alias hops followed from a role to its slot (the resolver has rejected cycles already).
    static let maximumAliasHops = 64

    /// The Prism extension keys that put a color in the terminal palette.
    private static let paletteKeys = ["ansi", "terminal", "cliRole"]

    /// Reads the palette of one theme.
    /// - Parameters:
    ///   - theme: the resolved theme.
    ///   - diagnostics: receives a warning for each malformed or repeated key.
    /// - Returns: the theme's palette; empty when the theme has no terminal tokens.
    static func read(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) -> TerminalPalette {
        read(theme, at: theme.tokens.indices, diagnostics: &diagnostics).palette
    }

    /// Reads the palette of every theme, each with its findings.
    ///
    /// A later theme's token shared with the first theme at its position
    /// (``ResolvedToken/isShared(with:)``) has the first theme's Prism extension, so only the
    /// positions where the first theme has palette keys and those the theme changes are read:
    /// what a theme costs grows with what it changes, not with all tokens.
    static func readAll(_ themes: [ResolvedTheme]) -> [(palette: TerminalPalette, findings: DiagnosticBag)] {
        guard let first = themes.first else { return [] }
        var findings = DiagnosticBag()
        let (palette, keyed) = read(first, at: first.tokens.indices, diagnostics: &findings)
        var result = [(palette, findings)]
        for theme in themes.dropFirst() {
            var findings = DiagnosticBag()
            // A theme shorter than the first has none of its keyed tokens past its end.
            let shared = keyed.prefix { $0 < theme.tokens.count }
            let positions = merged(Array(shared), theme.tokens.positions(notSharedWith: first.tokens))
            result.append((read(theme, at: positions, diagnostics: &findings).palette, findings))
        }
        return result
    }

    /// Two ascending lists of positions as one, each position once.
    private static func merged(_ a: [Int], _ b: [Int]) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(a.count + b.count)
        var (i, j) = (0, 0)
        while i < a.count || j < b.count {
            if j == b.count || (i < a.count && a[i] < b[j]) {
                result.append(a[i])
                i += 1
            } else {
                if i < a.count, a[i] == b[j] { i += 1 }
                result.append(b[j])
                j += 1
            }
        }
        return result
    }

    /// Reads the palette from the tokens at `positions` (ascending) of a theme.
    /// - Returns: the palette, and the positions of the tokens with palette keys.
    private static func read(
        _ theme: ResolvedTheme, at positions: some Sequence<Int>, diagnostics: inout DiagnosticBag
    ) -> (palette: TerminalPalette, keyed: [Int]) {
        var found = Found()
        var keyed: [Int] = []
        // By index: most tokens have no Prism extension, and iterating would copy every one.
        for index in positions {
            guard let prism = theme.tokens[index].prismExtension else { continue }
            let token = theme.tokens[index]
            // Made only for a token that has one of the keys (a literal list per token allocated
            // two arrays for each of the tokens with other Prism settings).
            var keys: [JSONObject.Member] = []
            for key in Self.paletteKeys { if let member = prism.member(key) { keys.append(member) } }
            guard !keys.isEmpty else { continue }
            keyed.append(index)
            guard case .color(let tokenColor) = token.value, let srgb = tokenColor.srgb else {
                for member in keys {
                    diagnostics.append(
                        warning(
                            "'\(member.key)' is set on \(token.path), which is not a color; move it to a color token or remove it",
                            at: member.keyLocation, token: token, theme: theme))
                }
                continue
            }
            for member in keys {
                found.record(member, token: token, color: srgb, theme: theme, diagnostics: &diagnostics)
            }
        }
        return (found.palette(for: theme, diagnostics: &diagnostics), keyed)
    }

    /// Everything found in one theme, before alpha is flattened and roles are linked to slots.
    private struct Found {
        var slots: [Int: (token: ResolvedToken, color: SRGBColor)] = [:]
        var terminalColors: [TerminalColorKey: (token: ResolvedToken, color: SRGBColor)] = [:]
        var roles: [(name: String, token: ResolvedToken, color: SRGBColor)] = []

        mutating func record(
            _ member: JSONObject.Member, token: ResolvedToken, color: SRGBColor, theme: ResolvedTheme,
            diagnostics: inout DiagnosticBag
        ) {
            let value = member.value
            switch member.key {
            case "ansi":
                guard let number = value.number, number.rounded() == number, (0...15).contains(number) else {
                    diagnostics.append(
                        warning(
                            "'ansi' must be an integer slot from 0 to 15 (0–7 normal, 8–15 bright), not \(describe(value)); \(token.path) is left out of the terminal palette",
                            at: value.location, token: token, theme: theme))
                    return
                }
                let index = Int(number)
                if let first = slots[index] {
                    diagnostics.append(
                        warning(
                            "ANSI slot \(index) is already filled by \(first.token.path); \(token.path) is ignored — give it another slot or remove 'ansi'",
                            at: value.location, token: token, theme: theme))
                    return
                }
                slots[index] = (token, color)
            case "terminal":
                guard let text = value.string, let key = TerminalColorKey(rawValue: text) else {
                    diagnostics.append(
                        warning(
                            "'terminal' must be one of \(TerminalColorKey.allowedValues); \(token.path) is left out of the terminal palette",
                            at: value.location, token: token, theme: theme))
                    return
                }
                if let first = terminalColors[key] {
                    diagnostics.append(
                        warning(
                            "the terminal \(key.rawValue) is already \(first.token.path); \(token.path) is ignored — remove one of the two 'terminal' keys",
                            at: value.location, token: token, theme: theme))
                    return
                }
                terminalColors[key] = (token, color)
            default:
                guard let name = value.string, !name.isEmpty else {
                    diagnostics.append(
                        warning(
                            "'cliRole' must be a non-empty string such as \"error\", \"warning\", \"success\", \"info\" or \"muted\"; \(token.path) is left out",
                            at: value.location, token: token, theme: theme))
                    return
                }
                if let first = roles.first(where: { $0.name == name }) {
                    diagnostics.append(
                        warning(
                            "the CLI role '\(name)' is already \(first.token.path); \(token.path) is ignored — remove one of the two 'cliRole' keys",
                            at: value.location, token: token, theme: theme))
                    return
                }
                roles.append((name, token, color))
            }
        }

        /// The palette: alpha flattened over the background, roles linked to their slots.
        func palette(for theme: ResolvedTheme, diagnostics: inout DiagnosticBag) -> TerminalPalette {
            let backdrop = terminalColors[.background].map { $0.color.composited(over: .white) }
            func opaque(_ color: SRGBColor, _ token: ResolvedToken) -> SRGBColor {
                if color.isOpaque { return color.roundedTo8Bit() }
                if let backdrop { return color.composited(over: backdrop).roundedTo8Bit() }
                diagnostics.append(
                    warning(
                        "\(token.path) is translucent but terminal colors are opaque and this theme has no terminal background to blend it over; its alpha is ignored — make it opaque or add a token with \"terminal\": \"background\"",
                        at: token.valueLocation, token: token, theme: theme))
                var flattened = color
                flattened.alpha = 1
                return flattened.roundedTo8Bit()
            }
            let slotList = slots.keys.sorted().compactMap { index in
                slots[index].map { TerminalSlot(index: index, token: $0.token.path, color: opaque($0.color, $0.token)) }
            }
            let slotByPath = Dictionary(slotList.map { ($0.token, $0.index) }, uniquingKeysWith: { first, _ in first })
            let keyed = TerminalColorKey.allCases.compactMap { key in
                terminalColors[key].map {
                    TerminalKeyedColor(key: key, token: $0.token.path, color: opaque($0.color, $0.token))
                }
            }
            let roleList = roles.map { role in
                let link = slotLink(from: role.token, in: theme, slotByPath: slotByPath)
                return TerminalRoleColor(
                    name: role.name, token: role.token.path, color: opaque(role.color, role.token),
                    slot: link?.slot, slotToken: link.flatMap { $0.path == role.token.path ? nil : $0.path })
            }
            return TerminalPalette(themeName: theme.name, slots: slotList, terminalColors: keyed, roles: roleList)
        }

        /// The slot a token is, or aliases through any number of hops.
        private func slotLink(from token: ResolvedToken, in theme: ResolvedTheme, slotByPath: [TokenPath: Int]) -> (
            slot: Int, path: TokenPath
        )? {
            var current = token
            for _ in 0..<TerminalPaletteReader.maximumAliasHops {
                if let slot = slotByPath[current.path] { return (slot, current.path) }
                guard let next = current.aliasOf, let target = theme[next] else { return nil }
                current = target
            }
            return nil
        }
    }

    /// A JSON value for a message: the number itself, or the kind of value.
    private static func describe(_ node: JSONNode) -> String {
        if let number = node.number { return MustacheValue.format(number) }
        return node.value.kindDescription
    }

    private static func warning(
        _ message: String, at location: SourceLocation, token: ResolvedToken, theme: ResolvedTheme
    ) -> Diagnostic {
        Diagnostic(.warning, rule: rule, message, at: location, token: token.path.description, theme: theme.name)
    }
}
