/// The rules about single tokens: `tap-target.min-size`, `typography.min-size`, `typography.text-style`, `motion.reduced`.
struct TokenMetadataRules: Sendable {
    let configuration: PrismConfiguration

    /// The Dynamic Type text styles a typography token may map to.
    static let textStyles: Set<String> = [
        "largeTitle", "title", "title2", "title3", "headline", "subheadline",
        "body", "callout", "footnote", "caption", "caption2",
    ]

    /// The values `reducedMotion` may take besides a reference to another motion token.
    static let reducedMotionKeywords: Set<String> = ["none", "fade"]

    /// The rules' settings, read once per theme.
    private struct Settings {
        var tap, minSize, textStyle, motion: PrismConfiguration.RuleSetting

        init(_ configuration: PrismConfiguration) {
            tap = configuration.setting(for: "tap-target.min-size", defaultSeverity: .error)
            minSize = configuration.setting(for: "typography.min-size", defaultSeverity: .warning)
            textStyle = configuration.setting(for: "typography.text-style", defaultSeverity: .warning)
            motion = configuration.setting(for: "motion.reduced", defaultSeverity: .warning)
        }
    }

    /// Checks every token of `theme`.
    func check(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) {
        let settings = Settings(configuration)
        for token in theme.tokens { check(token, in: theme, settings, &diagnostics) }
    }

    /// Checks every token of the first theme, and returns each token's findings by position for
    /// ``check(_:changes:first:diagnostics:)``.
    func checkFirst(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) -> FirstThemeFindings {
        let settings = Settings(configuration)
        var findings = FirstThemeFindings()
        for (position, token) in theme.tokens.enumerated() {
            let before = diagnostics.all.count
            check(token, in: theme, settings, &diagnostics)
            if diagnostics.all.count > before { findings.record(position, diagnostics.all[before...]) }
        }
        return findings
    }

    /// Checks a theme that shares tokens with the first theme: only its changed tokens are
    /// checked; an unchanged token's findings are the first theme's (a token's findings depend on
    /// the token and, for `reducedMotion` references, on which paths exist — the same paths).
    func check(
        _ theme: ResolvedTheme, changes: ThemeChanges, first: FirstThemeFindings, diagnostics: inout DiagnosticBag
    ) {
        let settings = Settings(configuration)
        first.replay(changed: changes.positions, theme: theme.name, into: &diagnostics) { position, bag in
            check(theme.tokens[position], in: theme, settings, &bag)
        }
    }

    /// Checks one token of `theme` (tap target, type size, motion) and reports what it finds.
    private func check(
        _ token: ResolvedToken, in theme: ResolvedTheme, _ settings: Settings, _ diagnostics: inout DiagnosticBag
    ) {
        let (tap, minSize, textStyle, motion) = (settings.tap, settings.minSize, settings.textStyle, settings.motion)
        // The extension is looked up only for the kinds of value these rules read.
        switch token.value {
        case .dimension(let d):
            guard token.prismExtension?["tapTarget"]?.bool == true, let severity = tap.severity else { break }
            let minimum = tap.thresholds["minimum"] ?? 44
            if d.points < 24 {
                emit(
                    .error, "tap-target.min-size",
                    "tap target '\(token.path)' is \(TokenValueText.dimension(d)); WCAG 2.2 SC 2.5.8 requires at least 24px and Apple's HIG \(JSONText.format(minimum))pt — make it \(JSONText.format(minimum))",
                    token, theme, ["size": .number(d.points), "required": .number(minimum)], &diagnostics)
            } else if d.points < minimum {
                emit(
                    severity, "tap-target.min-size",
                    "tap target '\(token.path)' is \(TokenValueText.dimension(d)); Apple's HIG requires at least \(JSONText.format(minimum))×\(JSONText.format(minimum))pt — make it \(JSONText.format(minimum))",
                    token, theme, ["size": .number(d.points), "required": .number(minimum)], &diagnostics)
            }
        case .typography(let t):
            let prism = token.prismExtension
            if let severity = minSize.severity {
                let minimum = minSize.thresholds["minimum"] ?? 11
                if t.fontSize.points < minimum {
                    emit(
                        severity, "typography.min-size",
                        "'\(token.path)' has font size \(TokenValueText.dimension(t.fontSize)), below the \(JSONText.format(minimum))pt minimum for legible text; use at least \(JSONText.format(minimum))",
                        token, theme, ["size": .number(t.fontSize.points), "required": .number(minimum)],
                        &diagnostics)
                }
            }
            if let severity = textStyle.severity {
                if let style = prism?["textStyle"] {
                    if let name = style.string, !Self.textStyles.contains(name) {
                        emit(
                            severity, "typography.text-style",
                            "'\(name)' is not a Dynamic Type text style; use one of: \(Self.textStyles.sorted().joined(separator: ", "))",
                            token, theme, [:], &diagnostics, at: style.location)
                    }
                } else if let inferred = TextStyleInference.style(for: t) {
                    let data: [String: DiagnosticValue] = [
                        "advice": .string(AdviceSummary.Kind.textStyleInferred.rawValue),
                        "textStyle": .string(inferred),
                    ]
                    emit(
                        .note, "typography.text-style",
                        "'\(token.path)' sets no Dynamic Type text style, so it is given \(inferred), the style nearest its \(TokenValueText.dimension(t.fontSize)) font size; to choose one, add \"$extensions\": {\"com.byescaleira.prism\": {\"textStyle\": \"body\"}}",
                        token, theme, data, &diagnostics)
                } else {
                    emit(
                        severity, "typography.text-style",
                        "'\(token.path)' maps to no Dynamic Type text style, so it will not scale with the user's text size; add \"$extensions\": {\"com.byescaleira.prism\": {\"textStyle\": \"body\"}}",
                        token, theme, ["advice": .string(AdviceSummary.Kind.textStyleMissing.rawValue)],
                        &diagnostics)
                }
            }
        case .transition(let t):
            checkMotion(
                token, seconds: t.duration.seconds + t.delay.seconds, prism: token.prismExtension, setting: motion,
                theme: theme,
                diagnostics: &diagnostics)
        default:
            break
        }
    }

    private func checkMotion(
        _ token: ResolvedToken, seconds: Double, prism: JSONObject?, setting: PrismConfiguration.RuleSetting,
        theme: ResolvedTheme, diagnostics: inout DiagnosticBag
    ) {
        guard let severity = setting.severity else { return }
        let maximum = setting.thresholds["maximumSeconds"] ?? 5
        if seconds > maximum {
            emit(
                severity, "motion.reduced",
                "'\(token.path)' lasts \(JSONText.format(seconds))s; motion longer than \(JSONText.format(maximum))s must be avoidable (WCAG 2.2.2) — shorten it",
                token, theme, ["seconds": .number(seconds)], &diagnostics)
        }
        guard let reduced = prism?["reducedMotion"] else {
            emit(
                severity, "motion.reduced",
                "'\(token.path)' has no reduced-motion behaviour; add \"$extensions\": {\"com.byescaleira.prism\": {\"reducedMotion\": \"none\"}} (or \"fade\", or a reference to a gentler motion token)",
                token, theme, ["advice": .string(AdviceSummary.Kind.reducedMotionMissing.rawValue)], &diagnostics)
            return
        }
        if let text = reduced.string {
            if Self.reducedMotionKeywords.contains(text) { return }
            if let path = AliasSyntax.wholeAlias(text) {
                if theme[path] == nil {
                    emit(
                        severity, "motion.reduced",
                        "reducedMotion names '\(path)', which is not a token; reference a motion token", token, theme,
                        [:], &diagnostics, at: reduced.location)
                }
                return
            }
        }
        emit(
            severity, "motion.reduced",
            "reducedMotion must be \"none\", \"fade\" or a reference like \"{motion.instant}\"", token, theme, [:],
            &diagnostics, at: reduced.location)
    }

    private func emit(
        _ severity: Diagnostic.Severity, _ rule: String, _ message: String, _ token: ResolvedToken,
        _ theme: ResolvedTheme, _ data: [String: DiagnosticValue], _ diagnostics: inout DiagnosticBag,
        at location: SourceLocation? = nil
    ) {
        diagnostics.append(
            Diagnostic(
                severity, rule: rule, message, at: location ?? token.valueLocation, token: token.path.description,
                theme: theme.name, data: data))
    }
}
