import PrismAccessibility

/// `contrast.wcag2`, `contrast.apca` and `contrast.unverifiable`: every pair in every theme, translucent foregrounds composited first.
struct ContrastRule: Sendable {
    let configuration: PrismConfiguration
    /// Suggestions for failing pairs, the costly part of an outcome (a search), by colors and target.
    private var suggestions: [CacheKey: AccessibleColorSuggestion?] = [:]
    /// How many (pair, theme) checks ran.
    private(set) var pairsChecked = 0
    /// Every measured pair of every theme checked so far.
    private(set) var checkedPairs: [CheckedPair] = []
    /// Name analysis shared by the themes.
    var inference = PairInference()
    /// Declared paths that are a token in no theme: reported once as `config` errors, not per theme.
    var missingEverywhere: Set<TokenPath> = []
    /// The first theme's pairs and their results, for themes that share its tokens (see
    /// ``checkFirst(_:diagnostics:)``).
    var first: FirstThemePairs?

    private struct CacheKey: Hashable {
        var foreground: SRGBColor
        var background: SRGBColor
        var requirement: PrismConfiguration.Requirement
    }

    struct Outcome {
        var measurement: ContrastMeasurement
        var passes: Bool
        var suggestion: AccessibleColorSuggestion?
    }

    /// The rules' settings, read once per theme.
    struct Settings {
        var wcag, apca, unverifiable: PrismConfiguration.RuleSetting
        /// The severity of a failing declared APCA pair: declaring one opts that pair in; only an
        /// explicit "off" silences it.
        var declaredAPCA: Diagnostic.Severity?

        init(_ configuration: PrismConfiguration) {
            wcag = configuration.setting(for: "contrast.wcag2", defaultSeverity: .error)
            apca = configuration.setting(for: "contrast.apca", defaultSeverity: nil)
            unverifiable = configuration.setting(for: "contrast.unverifiable", defaultSeverity: .warning)
            let configured = configuration.rules["contrast.apca"]
            declaredAPCA = configured == nil ? .error : configured?.severity
        }
    }

    /// What checking one pair in one theme gave.
    struct PairResult: Sendable {
        /// Whether the pair was measured (it counts in ``ContrastRule/pairsChecked``).
        var counted = false
        /// The measured pair, for ``ContrastRule/checkedPairs``.
        var record: CheckedPair?
        /// The findings, in order.
        var diagnostics: [Diagnostic] = []

        /// The same result in another theme of the same minimum contrast.
        func inTheme(_ name: String) -> PairResult {
            var result = self
            result.record?.theme = name
            for index in result.diagnostics.indices { result.diagnostics[index].theme = name }
            return result
        }
    }

    init(configuration: PrismConfiguration) { self.configuration = configuration }

    /// Checks every pair of `theme`.
    mutating func check(_ theme: ResolvedTheme, diagnostics: inout DiagnosticBag) {
        let settings = Settings(configuration)
        let minimum = configuration.minimumContrast(for: theme.inputs)
        let (pairs, inferred) = ContrastPairs.pairs(in: theme, configuration: configuration, inference: &inference)
        let checkedBefore = pairsChecked
        for pair in pairs {
            let result = evaluate(
                pair, MeasurablePair(pair, in: theme), theme: theme.name, minimum: minimum, settings: settings)
            apply(result, to: &diagnostics)
        }
        warnWhenNothingWasChecked(theme, inferred, since: checkedBefore, diagnostics: &diagnostics)
    }

    /// Empties the count and the measured pairs, for a copy that checks other themes on another
    /// core; ``add(_:)`` joins its tally afterwards.
    mutating func clearTally() {
        pairsChecked = 0
        checkedPairs = []
    }

    /// Adds the count and measured pairs of a copy (see ``clearTally()``) after this rule's own.
    mutating func add(_ other: ContrastRule) {
        pairsChecked += other.pairsChecked
        checkedPairs += other.checkedPairs
    }

    /// Counts, records and reports one pair's result.
    mutating func apply(_ result: PairResult, to diagnostics: inout DiagnosticBag) {
        if result.counted { pairsChecked += 1 }
        if let record = result.record { checkedPairs.append(record) }
        diagnostics.append(contentsOf: result.diagnostics)
    }

    /// Checks one pair of a theme whose contexts demand at least `minimum`.
    mutating func evaluate(
        _ pair: PrismConfiguration.Pair, _ measurable: MeasurablePair, theme: String, minimum: WCAGLevel?,
        settings: Settings
    ) -> PairResult {
        var result = PairResult()
        let fg: ResolvedToken
        let bg: ResolvedToken
        let fgRGB: SRGBColor
        let bgRGB: SRGBColor
        switch measurable {
        case .missingToken(let missing):
            if let location = pair.location, !missingEverywhere.contains(missing),
                let severity = settings.unverifiable.severity
            {
                result.diagnostics.append(
                    Diagnostic(
                        severity, rule: "contrast.unverifiable",
                        "the contrast pair names '\(missing)', which is not a resolved token in this theme; define it in this theme too, or fix the path",
                        at: location, token: missing.description, theme: theme))
            }
            return result
        case .unmeasurable(let foreground, let background):
            if let severity = settings.unverifiable.severity {
                result.diagnostics.append(
                    Diagnostic(
                        severity, rule: "contrast.unverifiable",
                        "cannot measure '\(pair.foreground)' on '\(pair.background)': \(unverifiableReason(foreground, background)); give both opaque colors with numeric components",
                        at: foreground.valueLocation, token: foreground.path.description, theme: theme))
            }
            return result
        case .measurable(let foreground, let background, let foregroundColor, let backgroundColor):
            (fg, bg, fgRGB, bgRGB) = (foreground, background, foregroundColor, backgroundColor)
        }
        result.counted = true
        // One measurement serves the pair's requirement and the APCA check beside it.
        guard let measurement = try? ContrastMeasurement.measure(foreground: fgRGB, background: bgRGB) else {
            return result
        }
        let requirement = MeasurablePair.requirement(of: pair, minimum: minimum)
        let main = outcome(measurement, fgRGB, bgRGB, requirement)
        result.record = record(pair, theme: theme, main, requirement: requirement)
        switch pair.requirement {
        case .wcag(let declared):
            if let configured = settings.wcag.severity, case .wcag(let level) = requirement {
                // An inferred pair the names make less than certain fails as a warning.
                let severity = pair.confidence == .high ? configured : min(configured, .warning)
                reportWCAG(
                    main, fg, bg, fgRGB, bgRGB, declared: declared, level: level, minimum: minimum, severity: severity,
                    theme: theme, diagnostics: &result.diagnostics)
            }
            if let severity = settings.apca.severity {
                let minimumLc = settings.apca.thresholds["minimumLc"] ?? 60
                reportAPCA(
                    outcome(measurement, fgRGB, bgRGB, .apca(minimumLc)), fg, bg, fgRGB, bgRGB, minimumLc: minimumLc,
                    severity: severity, theme: theme, diagnostics: &result.diagnostics)
            }
        case .apca(let lc):
            if let severity = settings.declaredAPCA {
                reportAPCA(
                    main, fg, bg, fgRGB, bgRGB, minimumLc: lc, severity: severity, theme: theme,
                    diagnostics: &result.diagnostics)
            }
        }
        return result
    }

    /// The measured pair as ``checkedPairs`` lists it.
    private func record(
        _ pair: PrismConfiguration.Pair, theme: String, _ result: Outcome, requirement: PrismConfiguration.Requirement
    ) -> CheckedPair {
        let required: Double
        let level: String
        switch requirement {
        case .wcag(let wcagLevel): (required, level) = (wcagLevel.minimumRatio, wcagLevel.rawValue)
        case .apca(let lc): (required, level) = (lc, "apca")
        }
        return CheckedPair(
            foreground: pair.foreground, background: pair.background, theme: theme,
            ratio: result.measurement.wcagRatio, required: required, level: level,
            strategy: pair.strategy, confidence: pair.confidence, passes: result.passes)
    }

    /// Below this many colors a theme without pairs is a small file, not a palette worth a note.
    static let paletteNoteThreshold = 20

    /// `contrast.no-pairs`: a theme with text and surface colors where no pair was checked would
    /// otherwise pass silently (a warning); a palette of at least ``paletteNoteThreshold`` colors
    /// whose names give no pair gets a note.
    func warnWhenNothingWasChecked(
        _ theme: ResolvedTheme, _ inferred: PairInference.Outcome, since before: Int, diagnostics: inout DiagnosticBag
    ) {
        guard pairsChecked == before, inferred.colors > 0,
            let configured = configuration.setting(for: "contrast.no-pairs", defaultSeverity: .warning).severity
        else { return }
        if inferred.hasText, inferred.hasSurface, let first = inferred.firstRoleColor {
            let count = inferred.roleColors
            diagnostics.append(
                Diagnostic(
                    configured, rule: "contrast.no-pairs",
                    "\(count) text and surface colors (first '\(first.path)') but no contrast pair could be checked; name foregrounds and backgrounds by the conventions in ContrastPairs.md (fg/bg, text/background, on-X) or declare pairs in contrast.pairs",
                    at: first.valueLocation, token: first.path.description, theme: theme.name))
        } else if inferred.colors >= Self.paletteNoteThreshold, let first = inferred.firstColor {
            let count = inferred.colors
            diagnostics.append(
                Diagnostic(
                    min(configured, .note), rule: "contrast.no-pairs",
                    "no contrast pair checked: none of the \(count) color\(count == 1 ? "" : "s") (first '\(first.path)') is named as text or a surface; if these are palette colors used through other files, check those files, or declare pairs in contrast.pairs",
                    at: first.valueLocation, token: first.path.description, theme: theme.name))
        }
    }

    /// Measures a pair against a requirement; `nil` when the colors cannot be measured.
    mutating func outcome(_ fg: SRGBColor, _ bg: SRGBColor, _ requirement: PrismConfiguration.Requirement) -> Outcome? {
        guard let measurement = try? ContrastMeasurement.measure(foreground: fg, background: bg) else { return nil }
        return outcome(measurement, fg, bg, requirement)
    }

    /// A measurement against a requirement, with a passing replacement for a failing foreground
    /// (searched once per colors and requirement).
    private mutating func outcome(
        _ measurement: ContrastMeasurement, _ fg: SRGBColor, _ bg: SRGBColor,
        _ requirement: PrismConfiguration.Requirement
    ) -> Outcome {
        let target: ContrastTarget
        let passes: Bool
        switch requirement {
        case .wcag(let level):
            target = .wcag(level)
            passes = measurement.meets(level)
        case .apca(let lc):
            target = .apca(minimumLc: lc)
            passes = abs(measurement.apcaLc) >= lc
        }
        guard !passes else { return Outcome(measurement: measurement, passes: true, suggestion: nil) }
        let key = CacheKey(foreground: fg, background: bg, requirement: requirement)
        if let cached = suggestions[key] { return Outcome(measurement: measurement, passes: false, suggestion: cached) }
        let suggestion = try? AccessibleColorSuggester.suggest(foreground: fg, background: bg, target: target)
        suggestions.updateValue(suggestion, forKey: key)
        return Outcome(measurement: measurement, passes: false, suggestion: suggestion)
    }

    private func reportWCAG(
        _ result: Outcome, _ fg: ResolvedToken, _ bg: ResolvedToken, _ fgRGB: SRGBColor, _ bgRGB: SRGBColor,
        declared: WCAGLevel, level: WCAGLevel, minimum: WCAGLevel?, severity: Diagnostic.Severity, theme: String,
        diagnostics: inout [Diagnostic]
    ) {
        guard !result.passes else { return }
        let m = result.measurement
        var message =
            "'\(fg.path)' (\(describe(fgRGB, m))) on '\(bg.path)' (\(bgRGB.opaqueHexString)) has contrast \(ContrastText.ratio(m.wcagRatio)); \(level.rawValue) needs \(ContrastText.ratio(level.minimumRatio))"
        if level != declared, let minimum {
            message += " (the pair is \(declared.rawValue); this theme requires \(minimum.rawValue))"
        }
        var data: [String: DiagnosticValue] = [
            "ratio": .number(m.wcagRatio),
            "required": .number(level.minimumRatio),
            "level": .string(level.rawValue),
            "foreground": .string(fgRGB.hexString),
            "background": .string(bgRGB.opaqueHexString),
            "composited": .string(m.compositedForeground.opaqueHexString),
            "foregroundToken": .string(fg.path.description),
            "backgroundToken": .string(bg.path.description),
        ]
        message += suggestionText(result.suggestion, data: &data, ratio: true)
        diagnostics.append(
            Diagnostic(
                severity, rule: "contrast.wcag2", message, at: fg.valueLocation, token: fg.path.description,
                theme: theme, data: data))
    }

    private func reportAPCA(
        _ result: Outcome, _ fg: ResolvedToken, _ bg: ResolvedToken, _ fgRGB: SRGBColor, _ bgRGB: SRGBColor,
        minimumLc: Double, severity: Diagnostic.Severity, theme: String, diagnostics: inout [Diagnostic]
    ) {
        guard !result.passes else { return }
        let m = result.measurement
        var data: [String: DiagnosticValue] = [
            "lc": .number(m.apcaLc), "required": .number(minimumLc),
            "foreground": .string(fgRGB.hexString), "background": .string(bgRGB.opaqueHexString),
            "foregroundToken": .string(fg.path.description), "backgroundToken": .string(bg.path.description),
        ]
        var message =
            "'\(fg.path)' (\(describe(fgRGB, m))) on '\(bg.path)' (\(bgRGB.opaqueHexString)) has APCA Lc \(ContrastText.lc(m.apcaLc)); it needs |Lc| ≥ \(ContrastText.lc(minimumLc))"
        message += suggestionText(result.suggestion, data: &data, ratio: false)
        diagnostics.append(
            Diagnostic(
                severity, rule: "contrast.apca", message, at: fg.valueLocation, token: fg.path.description,
                theme: theme, data: data))
    }

    private func describe(_ fg: SRGBColor, _ m: ContrastMeasurement) -> String {
        fg.isOpaque ? fg.opaqueHexString : "\(fg.hexString), composited \(m.compositedForeground.opaqueHexString)"
    }

    private func suggestionText(
        _ suggestion: AccessibleColorSuggestion?, data: inout [String: DiagnosticValue], ratio: Bool
    ) -> String {
        guard let suggestion, let color = suggestion.suggestion else {
            data["suggestion"] = .string("")
            return "; no color of this hue reaches it on this background — change the background"
        }
        data["suggestion"] = .string(color.opaqueHexString)
        data["suggestionValue"] = .number(suggestion.achievedValue)
        let achieved =
            ratio ? ContrastText.ratio(suggestion.achievedValue) : "Lc \(ContrastText.lc(suggestion.achievedValue))"
        return "; use \(color.opaqueHexString) (\(achieved)) instead"
    }

    private func unverifiableReason(_ fg: ResolvedToken, _ bg: ResolvedToken) -> String {
        for token in [fg, bg] {
            guard case .color(let c) = token.value else { return "'\(token.path)' is not a color" }
            if c.hasNoneComponent { return "'\(token.path)' has a \"none\" component" }
            if token.path == bg.path, c.alpha < 1 {
                return "the background '\(bg.path)' is translucent and there is no backdrop"
            }
        }
        return "a color cannot be converted"
    }
}

/// Formatting of contrast numbers for messages: truncated, never rounded up into a pass.
enum ContrastText {
    /// `4.47:1` for 4.478 (two decimals, truncated).
    static func ratio(_ value: Double) -> String { truncated(value, digits: 2) + ":1" }
    /// `-68.5` (one decimal, truncated toward zero).
    static func lc(_ value: Double) -> String { truncated(value, digits: 1) }

    static func truncated(_ value: Double, digits: Int) -> String {
        let scale = digits == 2 ? 100.0 : 10.0
        let t = (value * scale).rounded(.towardZero) / scale
        var text = JSONText.format(t)
        if !text.contains(".") { text += "." + String(repeating: "0", count: digits) }
        while text.split(separator: ".").last.map({ $0.count < digits }) == true { text += "0" }
        return text
    }
}
