import PrismAccessibility

/// Color-vision simulation for the report: groups and palette under each deficiency, with flagged pairs.
enum ReportVision {
    static let deficiencies: [ColorVisionDeficiency] = [.protanopia, .deuteranopia, .tritanopia, .achromatopsia]

    static func context(theme: ResolvedTheme, configuration: PrismConfiguration, diagnostics: [Diagnostic])
        -> [MustacheValue]
    {
        var rows: [(String, [(String, SRGBColor)])] = configuration.distinguishableGroups.map { group in
            (group.name, group.tokens.compactMap { path in color(theme[path]).map { (path.description, $0) } })
        }
        let palette = theme.tokens.filter { $0.type == .color }.prefix(ReportContextBuilder.displayLimit).compactMap {
            token in
            color(token).map { (token.path.description, $0) }
        }
        rows.append(("palette (first \(palette.count) colors)", Array(palette)))
        return rows.filter { !$0.1.isEmpty }.map { name, colors in
            .object([
                "group": .string(name),
                "columns": .list(colors.map { .object(["name": .string($0.0)]) }),
                "rows": .list(
                    [row("normal vision", colors.map(\.1))]
                        + deficiencies.map { deficiency in
                            row(
                                deficiency.rawValue,
                                colors.map {
                                    (try? ColorVisionSimulator.simulate($0.1, deficiency: deficiency)) ?? $0.1
                                })
                        }),
                "flags": .list(
                    diagnostics.filter { d in colors.contains { $0.0 == d.token } }.map {
                        .object(["message": .string($0.message)])
                    }),
            ])
        }
    }

    private static func color(_ token: ResolvedToken?) -> SRGBColor? {
        guard let token, case .color(let c) = token.value, let rgb = c.srgb else { return nil }
        return SRGBColor(red: rgb.red, green: rgb.green, blue: rgb.blue)
    }

    private static func row(_ label: String, _ colors: [SRGBColor]) -> MustacheValue {
        .object([
            "label": .string(label), "swatches": .list(colors.map { .object(["color": .string($0.opaqueHexString)]) }),
        ])
    }
}
