/// The Validate stage's entry point: structural diagnostics from resolving, plus the accessibility rules in every theme.
public enum TokenValidation {
    /// The outcome of validating a resolved token set.
    public struct Result: Sendable {
        /// Every diagnostic, structural and accessibility, each once (a finding identical in every theme carries no theme).
        public var diagnostics: DiagnosticBag
        /// How many (pair, theme) contrast checks ran.
        public var pairsChecked: Int
        /// The Prism configuration read from the source.
        public var configuration: PrismConfiguration
        /// Every measured pair in every theme, declared and inferred, in theme then pair order.
        public var pairs: [CheckedPair] = []
    }

    /// Per-run rule overrides: rule id → severity (`nil` turns the rule off).
    public typealias RuleOverrides = [String: Diagnostic.Severity?]

    /// Validates a resolution in all its themes.
    /// - Parameters:
    ///   - resolution: the resolved themes.
    ///   - overrides: the run's rule overrides (`--rule`).
    ///   - observer: receives ``PipelineProgress/themeValidated(_:done:total:)`` as each theme finishes.
    public static func validate(
        _ resolution: TokenSetResolution, overrides: RuleOverrides = [:], observer: PipelineObserver? = nil
    ) -> Result {
        let (configuration, diagnostics) = configuration(of: resolution, overrides: overrides)
        return validate(resolution, configuration: configuration, diagnostics: diagnostics, observer: observer)
    }

    /// The source's Prism configuration with the run's overrides applied, and the resolution's
    /// structural diagnostics followed by the problems of the configuration: the first half of
    /// ``validate(_:overrides:observer:)``, which the renderer needs too (`generate` renders while
    /// the rules run).
    static func configuration(of resolution: TokenSetResolution, overrides: RuleOverrides) -> (
        PrismConfiguration, DiagnosticBag
    ) {
        var diagnostics = resolution.diagnostics
        var configuration = PrismConfiguration.read(
            from: resolution.document, scanned: resolution.extensionScan, diagnostics: &diagnostics)
        configuration.apply(overrides: overrides)
        return (configuration, diagnostics)
    }

    /// Runs the rules in every theme: the second half of ``validate(_:overrides:observer:)``.
    /// - Parameters:
    ///   - configuration: from ``configuration(of:overrides:)``.
    ///   - diagnostics: the diagnostics ``configuration(of:overrides:)`` returned with it.
    ///   - observer: receives ``PipelineProgress/themeValidated(_:done:total:)`` as each theme finishes.
    ///   - reusingFirstTheme: whether a theme that shares tokens with the first theme (see
    ///     ``ThemeChanges``) is checked only where it differs, taking the first theme's findings
    ///     for the rest — the same findings, in the same order; off with `PRISM_INCREMENTAL=0`,
    ///     which also resolves every theme in full.
    ///   - cores: how many cores the themes after the first are spread over (see ``ThemeRules/runs(of:cores:)``).
    ///   - deferredRelease: where the rules and what they remember (the name analysis of every
    ///     color) are left instead of being freed on return (see ``DeferredRelease``).
    static func validate(
        _ resolution: TokenSetResolution, configuration: PrismConfiguration, diagnostics: DiagnosticBag,
        observer: PipelineObserver?, reusingFirstTheme: Bool = TokenSetResolution.incrementalEnabled,
        cores: Int = ParallelWork.cores, deferredRelease: DeferredRelease? = nil
    ) -> Result {
        var diagnostics = diagnostics
        var contrast = ContrastRule(configuration: configuration)
        contrast.missingEverywhere = DeclaredTokenCheck.check(configuration, in: resolution, diagnostics: &diagnostics)
        var rules = ThemeRules(
            contrast: contrast, cvd: DistinguishabilityRule(configuration: configuration),
            metadata: TokenMetadataRules(configuration: configuration))
        let themes = resolution.themes
        let counter = ProgressCounter(observer, total: themes.count, event: PipelineProgress.themeValidated)
        var perTheme: [DiagnosticBag] = []
        if reusingFirstTheme, themes.count > 1 {
            perTheme.append(rules.checkFirst(themes[0]))
            counter.finished(themes[0].name)
        }
        // The other themes are independent: a few runs of them are checked at once, each by a copy
        // of the rules (holding the first theme's findings), and joined in theme order.
        let remaining = Array(themes.indices.dropFirst(perTheme.count))
        let runs = ThemeRules.runs(of: remaining, cores: cores)
        let start = rules.startingOver()
        let outcomes = ParallelWork.map(runs) { run in
            var rules = start
            let bags = run.map { index in
                defer { counter.finished(themes[index].name) }
                return rules.check(themes[index], in: themes)
            }
            return (bags, rules.contrast)
        }
        for (bags, contrastOfRun) in outcomes {
            perTheme += bags
            rules.contrast.add(contrastOfRun)
        }
        let themeIndependent: Set<String> = [
            "tap-target.min-size", "typography.min-size", "typography.text-style", "motion.reduced",
        ]
        diagnostics.append(contentsOf: TokenSetResolution.mergeThemeDiagnostics(perTheme, collapsing: themeIndependent))
        // The runs' copies of the rules too: each holds the name analysis of every color and the
        // index inference built, which took 13 ms to free at 50k tokens, at the end of the
        // validation thread that the written files wait for.
        deferredRelease?.keep((rules, start, outcomes))
        return Result(
            diagnostics: diagnostics, pairsChecked: rules.contrast.pairsChecked, configuration: configuration,
            pairs: rules.contrast.checkedPairs)
    }
}

/// The rules every theme is checked against, with what the first theme found for themes that
/// share its tokens (see ``ThemeChanges``).
struct ThemeRules: Sendable {
    var contrast: ContrastRule
    let cvd: DistinguishabilityRule
    let metadata: TokenMetadataRules
    /// The first theme's token and group findings, once it was checked with ``checkFirst(_:)``.
    var first: (tokens: FirstThemeFindings, groups: FirstThemeFindings)?

    /// Checks the first theme in full, keeping what themes that share its tokens need.
    mutating func checkFirst(_ theme: ResolvedTheme) -> DiagnosticBag {
        var bag = DiagnosticBag()
        contrast.checkFirst(theme, diagnostics: &bag)
        let groups = cvd.checkFirst(theme, diagnostics: &bag)
        first = (metadata.checkFirst(theme, diagnostics: &bag), groups)
        return bag
    }

    /// Checks one theme: only where it differs from the first theme when it shares its tokens
    /// and the first was checked with ``checkFirst(_:)``, else in full.
    mutating func check(_ theme: ResolvedTheme, in themes: [ResolvedTheme]) -> DiagnosticBag {
        var bag = DiagnosticBag()
        if let first, let changes = ThemeChanges(theme, first: themes[0]) {
            contrast.check(theme, changes: changes, diagnostics: &bag)
            cvd.check(theme, changes: changes, first: first.groups, diagnostics: &bag)
            metadata.check(theme, changes: changes, first: first.tokens, diagnostics: &bag)
        } else {
            contrast.check(theme, diagnostics: &bag)
            cvd.check(theme, diagnostics: &bag)
            metadata.check(theme, diagnostics: &bag)
        }
        return bag
    }

    /// These rules with the contrast rule's count and measured pairs emptied, for a run of themes
    /// whose tally is added afterwards.
    func startingOver() -> ThemeRules {
        var copy = self
        copy.contrast.clearTally()
        return copy
    }

    /// `themes` cut into consecutive runs for `cores` cores: a few per core, so that a core that
    /// finishes early takes another, but long enough that each copy's caches (suggestions, the
    /// first theme's results at another minimum contrast) serve several themes.
    static func runs(of themes: [Int], cores: Int) -> [ArraySlice<Int>] {
        guard cores > 1, themes.count > 1 else { return themes.isEmpty ? [] : [themes[...]] }
        let count = min(themes.count, cores * 2)
        return (0..<count).map { run in
            themes[(themes.count * run / count)..<(themes.count * (run + 1) / count)]
        }
    }
}
