import PrismAccessibility

/// Builds the report's render context: every number formatted, every color a CSS hex string.
///
/// Text goes through the template's HTML escaping; colors and SVG coordinates are computed here
/// and are plain hex or numbers, so they are safe in attributes.
struct ReportContextBuilder {
    let resolution: TokenSetResolution
    let validation: TokenValidation.Result
    let sourceName: String
    let sourceURL: String
    let toolVersion: String

    /// The most rows or columns a matrix or palette shows, to keep huge token sets readable.
    static let displayLimit = 24

    func build() -> MustacheValue {
        let diagnostics = validation.diagnostics.sorted
        var analysis = ContrastAnalysis(configuration: validation.configuration)
        let themes = resolution.themes.enumerated().map { index, theme in
            themeContext(theme, index: index, pairs: analysis.measurements(for: theme), diagnostics: diagnostics)
        }
        let pairsChecked = themes.reduce(0) {
            $0 + ($1["pairCount"].flatMap { if case .number(let n) = $0 { Int(n) } else { nil } } ?? 0)
        }
        let errors = diagnostics.filter { $0.severity == .error }.count
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let defaultTheme = resolution.themes.first
        return .object([
            "title": .string("Accessibility report: \(resolution.document.name ?? sourceName)"),
            "source": .string(sourceName),
            "sourceURL": .string(sourceURL),
            "toolVersion": .string(toolVersion),
            "themeCount": .number(Double(resolution.themes.count)),
            "tokenCount": .number(Double(resolution.tokenCount)),
            "pairsChecked": .number(Double(pairsChecked)),
            "errorCount": .number(Double(errors)),
            "warningCount": .number(Double(warnings)),
            "clean": .bool(errors == 0 && warnings == 0),
            "ruleCounts": .list(ruleCounts(diagnostics)),
            "findings": .list(diagnostics.map(finding)),
            "hasFindings": .bool(!diagnostics.isEmpty),
            "overrides": .list(validation.configuration.tokenRules.map(override)),
            "hasOverrides": .bool(!validation.configuration.tokenRules.isEmpty),
            "themes": .list(themes),
            "typography": .list(defaultTheme.map(ReportSpecimens.typography) ?? []),
            "motion": .list(defaultTheme.map(ReportSpecimens.motion) ?? []),
            "spacing": .list(defaultTheme.map(ReportSpecimens.spacing) ?? []),
            "radius": .list(defaultTheme.map(ReportSpecimens.radius) ?? []),
        ])
    }

    private func ruleCounts(_ diagnostics: [Diagnostic]) -> [MustacheValue] {
        var counts: [String: (Int, Int)] = [:]
        for d in diagnostics {
            var entry = counts[d.rule] ?? (0, 0)
            if d.severity == .error { entry.0 += 1 } else if d.severity == .warning { entry.1 += 1 }
            counts[d.rule] = entry
        }
        return counts.keys.sorted().map { rule in
            .object([
                "rule": .string(rule), "errors": .number(Double(counts[rule]?.0 ?? 0)),
                "warnings": .number(Double(counts[rule]?.1 ?? 0)),
            ])
        }
    }

    private func finding(_ d: Diagnostic) -> MustacheValue {
        var object: MustacheObject = [
            "severity": .string(d.severity.rawValue),
            "isError": .bool(d.severity == .error),
            "rule": .string(d.rule),
            "message": .string(d.message),
        ]
        if let theme = d.theme { object["theme"] = .string(theme) }
        if let location = d.location {
            object["location"] = .string(location.description)
            object["href"] = .string(location.file == resolution.document.file ? "\(sourceURL)#L\(location.line)" : "#")
        }
        return .object(object)
    }

    private func override(_ o: TokenRuleOverride) -> MustacheValue {
        .object([
            "token": .string(o.token), "rule": .string(o.rule), "severity": .string(o.severityName),
            "reason": .string(o.reason), "location": .string(o.location.description),
            "href": .string(o.location.file == resolution.document.file ? "\(sourceURL)#L\(o.location.line)" : "#"),
        ])
    }

    private func themeContext(_ theme: ResolvedTheme, index: Int, pairs: [PairMeasurement], diagnostics: [Diagnostic])
        -> MustacheValue
    {
        let failures = pairs.filter { !$0.passes }.count
        return .object([
            "name": .string(theme.name),
            "id": .string("theme-\(index + 1)"),
            "pairCount": .number(Double(pairs.count)),
            "failureCount": .number(Double(failures)),
            "pairs": .list(pairs.map(pairContext)),
            "hasPairs": .bool(!pairs.isEmpty),
            "matrix": ReportMatrix.context(pairs: pairs),
            "vision": .list(
                ReportVision.context(
                    theme: theme, configuration: validation.configuration,
                    diagnostics: diagnostics.filter {
                        $0.rule == "cvd.distinguishable" && ($0.theme == theme.name || $0.theme == nil)
                    })),
        ])
    }

    private func pairContext(_ pair: PairMeasurement) -> MustacheValue {
        let required: String
        switch pair.requirement {
        case .wcag(let level): required = "\(level.rawValue) (\(ContrastText.ratio(level.minimumRatio)))"
        case .apca(let lc): required = "APCA Lc \(ContrastText.lc(lc))"
        }
        var object: MustacheObject = [
            "foreground": .string(pair.foreground.path.description),
            "background": .string(pair.background.path.description),
            "fg": .string(pair.foregroundColor.hexString),
            "bg": .string(pair.backgroundColor.opaqueHexString),
            "ratio": .string(ContrastText.ratio(pair.measurement.wcagRatio)),
            "lc": .string(ContrastText.lc(pair.measurement.apcaLc)),
            "required": .string(required),
            "passes": .bool(pair.passes),
            "strategy": .string(pair.strategy.rawValue),
            "source": .string(pair.strategy.source),
            "confidence": .string(pair.confidence.rawValue),
            "location": .string(pair.foreground.valueLocation.description),
            "href": .string("\(sourceURL)#L\(pair.foreground.valueLocation.line)"),
        ]
        if let suggestion = pair.suggestion {
            object["suggestion"] = .object([
                "color": .string(suggestion.opaqueHexString),
                "ratio": .string(ContrastText.ratio(WCAGContrast.ratio(suggestion, pair.backgroundColor))),
            ])
        }
        return .object(object)
    }
}
