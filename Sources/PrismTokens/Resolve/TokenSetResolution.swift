#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A token source loaded and resolved in a set of themes, with every diagnostic found on the way.
public struct TokenSetResolution: Sendable {
    /// The loaded document.
    public var document: ResolverDocument {
        didSet { extensionScan = nil }
    }
    /// The resolved themes, in permutation order.
    public var themes: [ResolvedTheme]
    /// The diagnostics, each reported once: a problem found identically in every theme carries no theme.
    public var diagnostics: DiagnosticBag
    /// The scan of the document's Prism extensions, started on another core when the document was
    /// loaded (see `scanningExtensions` of ``resolve(file:provider:inputs:allPermutations:observer:scanningExtensions:)``);
    /// dropped when the document is replaced.
    var extensionScan: PrismExtensionScan.InAdvance? = nil
    /// What renderers take of the first theme's paths, started when its tokens were collected
    /// (see `inAdvance` of ``resolve(file:provider:inputs:allPermutations:observer:scanningExtensions:inAdvance:)``).
    var inAdvance = FirstThemeWorkInAdvance.none

    /// Loads `file` and resolves the permutations selected by `inputs`.
    /// - Parameters:
    ///   - file: the token source.
    ///   - provider: reads files.
    ///   - inputs: modifier → context to fix; unfixed modifiers range over all their contexts
    ///     (or only their default context when `allPermutations` is false).
    ///   - allPermutations: whether to resolve every permutation or just the default one.
    ///   - observer: receives ``PipelineProgress/themeResolved(_:done:total:)`` as each theme finishes.
    ///   - scanningExtensions: whether to scan the document for Prism extensions on another core
    ///     while the themes resolve, for the validation that follows (see ``TokenValidation``).
    /// - Throws: ``FatalDiagnostic`` when the file cannot be read or its modifiers make more than
    ///   ``ThemeResolver/maximumPermutations`` themes; ``ThemeResolver/InputError`` for bad inputs.
    public static func resolve(
        file: String,
        provider: some SourceFileProvider,
        inputs: [String: String] = [:],
        allPermutations: Bool = true,
        observer: PipelineObserver? = nil,
        scanningExtensions: Bool = false
    ) throws -> TokenSetResolution {
        try resolve(
            file: file, provider: provider, inputs: inputs, allPermutations: allPermutations, observer: observer,
            scanningExtensions: scanningExtensions, inAdvance: .none)
    }

    /// ``resolve(file:provider:inputs:allPermutations:observer:scanningExtensions:)``, with work on
    /// the first permutation's token paths (the CSS names, the json tree) started on a free core as
    /// soon as they are collected, for the renderers to take (see ``FirstThemeWorkInAdvance``).
    /// - Parameters:
    ///   - inAdvance: the work to start on the first theme's collected paths and keep in the
    ///     resolution (``inAdvance``); not started when the document has reference-only sources.
    ///   - deferredRelease: where a single permutation's collected tokens are left instead of
    ///     being freed (``ThemeResolver/deferredRelease``).
    static func resolve(
        file: String, provider: some SourceFileProvider, inputs: [String: String] = [:],
        allPermutations: Bool = true, observer: PipelineObserver? = nil, scanningExtensions: Bool = false,
        inAdvance: FirstThemeWorkInAdvance, deferredRelease: DeferredRelease? = nil
    ) throws -> TokenSetResolution {
        var diagnostics = DiagnosticBag()
        let document = try DocumentLoader.load(file, provider: provider, diagnostics: &diagnostics)
        let scan = scanningExtensions ? PrismExtensionScan.InAdvance(document) : nil
        var resolver = ThemeResolver(document: document)
        if allPermutations, try resolver.permutationCount(fixing: inputs) > ThemeResolver.maximumPermutations {
            let location = document.modifiers.first?.location
            throw FatalDiagnostic(
                Diagnostic(
                    .error, rule: "resolver.permutations", try resolver.tooManyPermutationsMessage(fixing: inputs),
                    at: location))
        }
        let permutations =
            allPermutations
            ? try resolver.permutations(fixing: inputs) : [try resolver.defaultPermutation(fixing: inputs)]
        // One theme: its collected tokens are kept to the end of the run (with several, the
        // incremental base keeps the first one's, and the others are freed as before).
        if permutations.count == 1 { resolver.deferredRelease = deferredRelease }
        let counter = ProgressCounter(observer, total: permutations.count, event: PipelineProgress.themeResolved)
        var whenCollected: (@Sendable ([RawToken]) -> Void)?
        // Reference-only sources lose tokens after they are collected: the work could not fit.
        if !inAdvance.isEmpty, !resolver.hasReferenceOnlySources {
            whenCollected = { raw in inAdvance.start(raw) }
        }
        let resolved = resolveThemes(permutations, resolver: resolver, counter: counter, whenCollected: whenCollected)
        let themes = resolved.map(\.theme)
        let perTheme = resolved.map(\.diagnostics)
        // Merged over all permutations, so each file gets one warning per kind of older syntax.
        var legacy = LegacySyntaxRecorder()
        for theme in resolved { legacy.merge(theme.legacy) }
        diagnostics.append(contentsOf: mergeThemeDiagnostics(perTheme))
        diagnostics.append(contentsOf: legacy.warnings)
        return TokenSetResolution(
            document: document, themes: themes, diagnostics: diagnostics, extensionScan: scan, inAdvance: inAdvance)
    }

    /// Resolves every permutation: the first in full and, when it resolves cleanly, the others as
    /// changes to it (see `IncrementalBase`); every permutation in full when
    /// `PRISM_INCREMENTAL=0` is set or the document needs it.
    /// - Parameter whenCollected: called with the first permutation's collected tokens before they
    ///   resolve, on the thread resolving it.
    static func resolveThemes(
        _ permutations: [[(modifier: String, context: String)]], resolver: ThemeResolver,
        counter: ProgressCounter? = nil, whenCollected: (@Sendable ([RawToken]) -> Void)? = nil
    ) -> [(theme: ResolvedTheme, diagnostics: DiagnosticBag, legacy: LegacySyntaxRecorder)] {
        var base: IncrementalBase?
        var first: [(theme: ResolvedTheme, diagnostics: DiagnosticBag, legacy: LegacySyntaxRecorder)] = []
        var advance: PermutationChangesInAdvance?
        if permutations.count > 1, resolver.resolvesIncrementally, incrementalEnabled {
            var legacy = LegacySyntaxRecorder()
            var bag = DiagnosticBag()
            let (merged, rootLocation) = resolver.mergedTree(permutations[0])
            let memo = PermutationMemo.isWorthwhile(for: permutations) ? PermutationMemo() : nil
            advance = PermutationChangesInAdvance(
                resolver: resolver, permutations: Array(permutations.dropFirst()), baseMerged: merged, memo: memo)
            let full = resolver.resolveInFull(
                permutations[0], merged: merged, rootLocation: rootLocation, legacy: &legacy, diagnostics: &bag,
                keepBase: true, alongside: advance, memo: memo, whenCollected: whenCollected)
            base = full.base
            first = [(full.theme, bag, legacy)]
            counter?.finished(full.theme.name)
        }
        // Permutations are independent: each is resolved on its own core, and the results are
        // collected in permutation order, so nothing depends on which finished first.
        let shared = base
        let prepared = advance
        let rest = ParallelWork.map(Array(permutations.indices.dropFirst(first.count))) { position in
            let permutation = permutations[position]
            var legacy = LegacySyntaxRecorder()
            var bag = DiagnosticBag()
            let ready = prepared?.take(position - 1)
            let theme =
                if let shared {
                    resolver.resolve(permutation, over: shared, prepared: ready, legacy: &legacy, diagnostics: &bag)
                } else if let ready {
                    resolver.resolveInFull(
                        permutation, merged: ready.merged, rootLocation: ready.rootLocation, legacy: &legacy,
                        diagnostics: &bag
                    )
                    .theme
                } else {
                    resolver.resolve(
                        permutation, legacy: &legacy, diagnostics: &bag,
                        whenCollected: position == 0 ? whenCollected : nil)
                }
            counter?.finished(theme.name)
            return (theme: theme, diagnostics: bag, legacy: legacy)
        }
        return first + rest
    }

    /// Whether themes after the first may be resolved as changes to it (`PRISM_INCREMENTAL=0` turns it off).
    static var incrementalEnabled: Bool {
        guard let value = getenv("PRISM_INCREMENTAL") else { return true }
        return String(cString: value) != "0"
    }

    /// Collapses diagnostics that every theme reported identically into one without a theme.
    ///
    /// Diagnostics of the rules in `collapsing` lose their theme whenever they are identical in
    /// several themes; others collapse only when found in all themes. Contrast and color-vision
    /// findings are always reported per theme (but `contrast.no-pairs`, about names, collapses).
    static func mergeThemeDiagnostics(_ perTheme: [DiagnosticBag], collapsing: Set<String> = []) -> [Diagnostic] {
        struct Key: Hashable {
            var severity: Diagnostic.Severity, rule: String, message: String, location: SourceLocation?, token: String?
        }
        var counts: [Key: Int] = [:]
        for bag in perTheme {
            var seen: Set<Key> = []
            for d in bag.all {
                let key = Key(
                    severity: d.severity, rule: d.rule, message: d.message, location: d.location, token: d.token)
                if seen.insert(key).inserted { counts[key, default: 0] += 1 }
            }
        }
        var emitted: Set<Key> = []
        var result: [Diagnostic] = []
        for bag in perTheme {
            for d in bag.all {
                let key = Key(
                    severity: d.severity, rule: d.rule, message: d.message, location: d.location, token: d.token)
                let perThemeRule =
                    (d.rule.hasPrefix("contrast.") && d.rule != "contrast.no-pairs") || d.rule.hasPrefix("cvd.")
                if !perThemeRule
                    && (counts[key] == perTheme.count || (collapsing.contains(d.rule) && (counts[key] ?? 0) > 1))
                {
                    guard emitted.insert(key).inserted else { continue }
                    var shared = d
                    shared.theme = nil
                    result.append(shared)
                } else {
                    result.append(d)
                }
            }
        }
        return result
    }

    /// The number of distinct token paths over all themes.
    ///
    /// Themes usually define the same tokens in the same order, so each theme is first compared
    /// with the first position by position; only paths that differ are hashed into a set.
    public var tokenCount: Int {
        guard let first = themes.first else { return 0 }
        var extra: Set<TokenPath> = []
        for theme in themes.dropFirst() {
            // Past the first theme's own tokens at their positions (the incremental resolution kept them).
            for i in theme.tokens.positions(notSharedWith: first.tokens) {
                let path = theme.tokens[i].path
                if first.token(path, expectedAt: i) == nil { extra.insert(path) }
            }
        }
        return first.tokens.count + extra.count
    }
}
