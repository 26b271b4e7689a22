import PrismAccessibility

/// `cvd.distinguishable`: colors of a declared group stay apart (ΔE OK) under protanopia, deuteranopia and tritanopia.
struct DistinguishabilityRule: Sendable {
    let configuration: PrismConfiguration

    /// The deficiencies checked.
    static let deficiencies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia]

    /// Checks every group in `theme`.
    func check(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) {
        for index in configuration.distinguishableGroups.indices { check(index, in: theme, &diagnostics) }
    }

    /// Checks every group in the first theme, and returns each group's findings for
    /// ``check(_:changes:first:diagnostics:)``.
    func checkFirst(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) -> FirstThemeFindings {
        var findings = FirstThemeFindings()
        for index in configuration.distinguishableGroups.indices {
            let before = diagnostics.all.count
            check(index, in: theme, &diagnostics)
            if diagnostics.all.count > before { findings.record(index, diagnostics.all[before...]) }
        }
        return findings
    }

    /// Checks a theme that shares tokens with the first theme: a group whose tokens are all
    /// unchanged has the first theme's findings.
    func check(
        _ theme: ResolvedTheme, changes: ThemeChanges, first: FirstThemeFindings, diagnostics: inout DiagnosticBag
    ) {
        let changed = configuration.distinguishableGroups.indices.filter { index in
            configuration.distinguishableGroups[index].tokens.contains { !changes.isUnchanged(theme.position(of: $0)) }
        }
        first.replay(changed: changed, theme: theme.name, into: &diagnostics) { index, bag in
            check(index, in: theme, &bag)
        }
    }

    /// Checks the group at `index` in `theme`.
    private func check(_ index: Int, in theme: ResolvedTheme, _ diagnostics: inout DiagnosticBag) {
        let setting = configuration.setting(for: "cvd.distinguishable", defaultSeverity: .warning)
        guard let severity = setting.severity else { return }
        let threshold = setting.thresholds["minimumDeltaE"] ?? 0.08
        let group = configuration.distinguishableGroups[index]
        let colors: [(TokenPath, SRGBColor, SourceLocation)] = group.tokens.compactMap { path in
            guard let token = theme[path], case .color(let c) = token.value, let rgb = c.srgb else { return nil }
            return (path, SRGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue), token.valueLocation)
        }
        for deficiency in Self.deficiencies {
            let simulated = colors.map {
                (try? ColorVisionSimulator.simulate($0.1, deficiency: deficiency)) ?? $0.1
            }
            for i in colors.indices {
                for j in colors.indices where j > i {
                    let distance = ColorDifference.deltaEOK(simulated[i], simulated[j])
                    guard distance < threshold else { continue }
                    let message =
                        "'\(colors[i].0)' and '\(colors[j].0)' of group '\(group.name)' look alike under \(deficiency.rawValue) (ΔE OK \(ContrastText.truncated(distance, digits: 2)), needs ≥ \(JSONText.format(threshold)): \(simulated[i].opaqueHexString) vs \(simulated[j].opaqueHexString)); change the lightness of one of them, or pair the color with an icon or text"
                    diagnostics.append(
                        Diagnostic(
                            severity, rule: "cvd.distinguishable", message, at: colors[j].2,
                            token: colors[j].0.description, theme: theme.name,
                            data: [
                                "deltaE": .number(distance), "required": .number(threshold),
                                "deficiency": .string(deficiency.rawValue),
                                "first": .string(colors[i].0.description),
                                "second": .string(colors[j].0.description),
                            ]))
                }
            }
        }
    }
}
