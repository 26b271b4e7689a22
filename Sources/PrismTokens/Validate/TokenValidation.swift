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
        var configuration = PrismConfiguration.read(from: resolution.document, diagnostics: &diagnostics)
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
    static func validate(
        _ resolution: TokenSetResolution, configuration: PrismConfiguration, diagnostics: DiagnosticBag,
        observer: PipelineObserver?, reusingFirstTheme: Bool = TokenSetResolution.incrementalEnabled
    ) -> Result {
        var diagnostics = diagnostics
        var contrast = ContrastRule(configuration: configuration)
        contrast.missingEverywhere = DeclaredTokenCheck.check(configuration, in: resolution, diagnostics: &diagnostics)
        let cvd = DistinguishabilityRule(configuration: configuration)
        let metadata = TokenMetadataRules(configuration: configuration)
        var perTheme: [DiagnosticBag] = []
        let counter = ProgressCounter(
            observer, total: resolution.themes.count, event: PipelineProgress.themeValidated)
        var first: (tokens: FirstThemeFindings, groups: FirstThemeFindings)?
        for (index, theme) in resolution.themes.enumerated() {
            var bag = DiagnosticBag()
            if reusingFirstTheme, resolution.themes.count > 1, index == 0 {
                contrast.checkFirst(theme, diagnostics: &bag)
                let groups = cvd.checkFirst(theme, diagnostics: &bag)
                first = (metadata.checkFirst(theme, diagnostics: &bag), groups)
            } else if let first, let changes = ThemeChanges(theme, first: resolution.themes[0]) {
                contrast.check(theme, changes: changes, diagnostics: &bag)
                cvd.check(theme, changes: changes, first: first.groups, diagnostics: &bag)
                metadata.check(theme, changes: changes, first: first.tokens, diagnostics: &bag)
            } else {
                contrast.check(theme, diagnostics: &bag)
                cvd.check(theme, diagnostics: &bag)
                metadata.check(theme, diagnostics: &bag)
            }
            perTheme.append(bag)
            counter.finished(theme.name)
        }
        let themeIndependent: Set<String> = [
            "tap-target.min-size", "typography.min-size", "typography.text-style", "motion.reduced",
        ]
        diagnostics.append(contentsOf: TokenSetResolution.mergeThemeDiagnostics(perTheme, collapsing: themeIndependent))
        return Result(
            diagnostics: diagnostics, pairsChecked: contrast.pairsChecked, configuration: configuration,
            pairs: contrast.checkedPairs)
    }
}
