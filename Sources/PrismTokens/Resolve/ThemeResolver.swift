/// The Resolve stage's entry point: merges a resolver's sources for one permutation of modifier contexts and resolves its tokens.
public struct ThemeResolver: Sendable {
    /// The document being resolved.
    public let document: ResolverDocument
    /// Where a theme resolved in full leaves its collected tokens and reference resolver instead
    /// of freeing them when it returns (see ``DeferredRelease``); `nil`: freed as usual.
    /// ``TokenSetResolution`` sets it for a single permutation: freeing 50,000 collected tokens
    /// took 8 ms at the end of resolution, with the second core idle.
    var deferredRelease: DeferredRelease?
    /// The merge of the sets that come before the first modifier: shared by every permutation.
    private let sharedPrefix: JSONObject
    private let sharedStepCount: Int

    /// Creates a resolver for `document`.
    public init(document: ResolverDocument) {
        self.document = document
        var merged = JSONObject()
        var count = 0
        for step in document.steps {
            guard case .set(let set) = step else { break }
            for source in set.sources { merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged) }
            count += 1
        }
        self.sharedPrefix = merged
        self.sharedStepCount = count
        self.usesExtends = document.mayExtendGroups && Self.containsExtends(document)
        self.hasReferenceOnlySources = document.steps.contains { step in
            switch step {
            case .set(let set): set.sources.contains(where: \.referenceOnly)
            case .modifier(let modifier): modifier.contexts.contains { $0.sources.contains(where: \.referenceOnly) }
            }
        }
    }

    /// Whether some source is reference-only (see ``ReferenceOnlyTokens``).
    let hasReferenceOnlySources: Bool

    /// Whether any source of the document has a `$extends` member anywhere.
    ///
    /// Found once for all permutations: when there is none (most token sources), resolving a
    /// permutation skips ``GroupExtender``, which otherwise walks every group of the merged tree
    /// of every theme to look for one.
    private let usesExtends: Bool

    /// Walks groups the way ``GroupExtender`` does (members not starting with `$`, not into
    /// tokens), so it finds exactly the groups GroupExtender would expand: with `$extends`, or
    /// (below the root) with a group-level `$ref`.
    private static func containsExtends(_ document: ResolverDocument) -> Bool {
        var stack: [(group: JSONObject, isRoot: Bool)] = []
        for step in document.steps {
            switch step {
            case .set(let set): stack += set.sources.compactMap(\.root.object).map { ($0, true) }
            case .modifier(let modifier):
                for context in modifier.contexts {
                    stack += context.sources.compactMap(\.root.object).map { ($0, true) }
                }
            }
        }
        while let (group, isRoot) = stack.popLast() {
            if group.contains("$extends") || (!isRoot && group.contains("$ref")) { return true }
            for index in group.members.indices where group.members[index].key.utf8.first != UInt8(ascii: "$") {
                if let child = group.members[index].value.object, SourceMerger.isGroup(child) {
                    stack.append((child, false))
                }
            }
        }
        return false
    }

    /// A problem with the requested inputs (`--input MOD=CTX`): a usage error, not a token error.
    public struct InputError: Error, Sendable {
        /// What is wrong and how to fix it, e.g. the contexts the modifier has.
        public var message: String
    }

    /// The most permutations (themes) one run resolves and validates.
    ///
    /// Every permutation is checked in full (and resolved as its changes to the first one at
    /// best, see `IncrementalBase`), so their number multiplies the work;
    /// 20 modifiers of 2 contexts would make a million. Design systems have a few dozen at most
    /// (e.g. 4 color schemes × 3 densities × 2 motion settings); beyond this limit the run stops
    /// with an error that says to fix some modifiers with `--input`.
    public static let maximumPermutations = 256

    /// The permutations to resolve: every combination of contexts, with the given inputs fixed.
    /// - Parameter inputs: modifier name → context name, matched case-insensitively.
    /// - Throws: ``InputError`` for an unknown modifier or context, or for more permutations than
    ///   ``maximumPermutations`` (check ``permutationCount(fixing:)`` first to report that as a
    ///   token error instead).
    public func permutations(fixing inputs: [String: String] = [:]) throws(InputError) -> [[(
        modifier: String, context: String
    )]] {
        let fixed = try fixedContexts(inputs)
        let count = permutationCount(fixed: fixed)
        guard count <= Self.maximumPermutations else {
            throw InputError(message: tooManyPermutationsMessage(count, fixed: fixed))
        }
        var result: [[(modifier: String, context: String)]] = [[]]
        for modifier in document.modifiers {
            let choices = fixed[modifier.name].map { [$0] } ?? modifier.contexts.map(\.name)
            result = result.flatMap { prefix in choices.map { prefix + [(modifier.name, $0)] } }
        }
        return result
    }

    /// How many permutations ``permutations(fixing:)`` would resolve (saturating at `Int.max`),
    /// computed without building them.
    /// - Throws: ``InputError`` for an unknown modifier or context.
    public func permutationCount(fixing inputs: [String: String] = [:]) throws(InputError) -> Int {
        permutationCount(fixed: try fixedContexts(inputs))
    }

    /// Why there are too many permutations, and how to fix it.
    /// - Throws: ``InputError`` for an unknown modifier or context.
    public func tooManyPermutationsMessage(fixing inputs: [String: String] = [:]) throws(InputError) -> String {
        let fixed = try fixedContexts(inputs)
        return tooManyPermutationsMessage(permutationCount(fixed: fixed), fixed: fixed)
    }

    /// The default permutation: each modifier's `default` context (or its first), overridden by `inputs`.
    ///
    /// Built directly, one context per modifier, so it costs nothing however many permutations
    /// the modifiers make.
    public func defaultPermutation(fixing inputs: [String: String] = [:]) throws(InputError) -> [(
        modifier: String, context: String
    )] {
        let fixed = try fixedContexts(inputs)
        var result: [(modifier: String, context: String)] = []
        for modifier in document.modifiers {
            // A modifier without contexts leaves no permutation at all.
            guard let context = fixed[modifier.name] ?? modifier.defaultContext ?? modifier.contexts.first?.name else {
                return []
            }
            result.append((modifier.name, context))
        }
        return result
    }

    /// The context fixed for each modifier named in `inputs`, by the modifier's own name.
    private func fixedContexts(_ inputs: [String: String]) throws(InputError) -> [String: String] {
        let modifiers = document.modifiers
        var fixed: [String: String] = [:]
        for (name, value) in inputs {
            guard
                let modifier = modifiers.first(where: { $0.name == name })
                    ?? modifiers.first(where: { $0.name.lowercased() == name.lowercased() })
            else {
                let known =
                    modifiers.isEmpty
                    ? "this token source has no modifiers"
                    : "its modifiers are: \(modifiers.map(\.name).joined(separator: ", "))"
                throw InputError(message: "unknown modifier '\(name)'; \(known)")
            }
            guard let context = modifier.context(named: value) else {
                throw InputError(
                    message:
                        "modifier '\(modifier.name)' has no context '\(value)'; use one of: \(modifier.contexts.map(\.name).joined(separator: ", "))"
                )
            }
            fixed[modifier.name] = context.name
        }
        return fixed
    }

    private func permutationCount(fixed: [String: String]) -> Int {
        var count = 1
        for modifier in document.modifiers {
            let choices = fixed[modifier.name] == nil ? modifier.contexts.count : 1
            let (product, overflow) = count.multipliedReportingOverflow(by: choices)
            count = overflow ? Int.max : product
        }
        return count
    }

    private func tooManyPermutationsMessage(_ count: Int, fixed: [String: String]) -> String {
        let free = document.modifiers.filter { fixed[$0.name] == nil && $0.contexts.count > 1 }
        let shown = free.prefix(6).map { "\($0.name) (\($0.contexts.count))" }.joined(separator: " × ")
        let factors = free.count > 6 ? shown + " × …" : shown
        let total = count == Int.max ? "more than \(Int.max)" : String(count)
        return "the modifiers make \(total) permutations (\(factors)), more than the \(Self.maximumPermutations) "
            + "that one run checks; fix some modifiers to one context with --input MODIFIER=CONTEXT, "
            + "or merge modifiers that always change together"
    }

    /// Resolves one permutation.
    /// - Parameters:
    ///   - inputs: the context chosen for each modifier.
    ///   - diagnostics: receives every problem found, tagged with the theme's name.
    /// - Returns: the theme with every token that could be resolved.
    public func resolve(_ inputs: [(modifier: String, context: String)], diagnostics: inout DiagnosticBag)
        -> ResolvedTheme
    {
        var legacy = LegacySyntaxRecorder()
        let theme = resolve(inputs, legacy: &legacy, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: legacy.warnings)
        return theme
    }

    /// Resolves one permutation, recording older-draft syntax in `legacy` instead of warning about it,
    /// so that a caller resolving several permutations warns once per file and kind.
    /// - Parameter whenCollected: given the collected tokens before they resolve (see
    ///   ``resolveInFull(_:merged:rootLocation:legacy:diagnostics:keepBase:alongside:memo:whenCollected:)``).
    func resolve(
        _ inputs: [(modifier: String, context: String)], legacy: inout LegacySyntaxRecorder,
        diagnostics: inout DiagnosticBag, whenCollected: (@Sendable ([RawToken]) -> Void)? = nil
    ) -> ResolvedTheme {
        let (merged, rootLocation) = mergedTree(inputs)
        return resolveInFull(
            inputs, merged: merged, rootLocation: rootLocation, legacy: &legacy, diagnostics: &diagnostics,
            whenCollected: whenCollected
        )
        .theme
    }

    /// The merge of the sources of one permutation, and the location of the document's root.
    func mergedTree(_ inputs: [(modifier: String, context: String)]) -> (JSONObject, SourceLocation) {
        var merged = sharedPrefix
        var rootLocation = SourceLocation(file: document.file, line: 1, column: 1, offset: 0)
        for step in document.steps.dropFirst(sharedStepCount) {
            switch step {
            case .set(let set):
                for source in set.sources {
                    merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged)
                }
            case .modifier(let modifier):
                let chosen = inputs.first { $0.modifier == modifier.name }?.context
                guard let context = chosen.flatMap(modifier.context(named:)) else { continue }
                for source in context.sources {
                    merged = SourceMerger.merge(source.root.object ?? JSONObject(), onto: merged)
                }
            }
        }
        if let first = document.sets.first?.sources.first { rootLocation = first.root.location }
        return (merged, rootLocation)
    }

    /// Whether themes can be resolved as changes to a first one (see `IncrementalBase`):
    /// not when groups extend others, sources are reference-only, or the source is a Tokens
    /// Studio document; those are resolved in full for every permutation.
    var resolvesIncrementally: Bool { !usesExtends && !hasReferenceOnlySources && !document.isTokensStudio }

    /// Resolves a permutation's merged tree in full: collects every token and resolves every reference.
    /// - Parameters:
    ///   - alongside: prepares the other permutations on a second core while this one's
    ///     references resolve.
    ///   - whenCollected: given the collected tokens before they resolve (work that needs only
    ///     them starts there: the CSS names).
    /// - Returns: the theme, and (when `keepBase` is set and the permutation resolved without any
    ///   diagnostic or older-draft syntax) what other permutations need to resolve only their changes.
    func resolveInFull(
        _ inputs: [(modifier: String, context: String)], merged: JSONObject, rootLocation: SourceLocation,
        legacy: inout LegacySyntaxRecorder, diagnostics: inout DiagnosticBag, keepBase: Bool = false,
        alongside: PermutationChangesInAdvance? = nil, memo: PermutationMemo? = nil,
        whenCollected: (@Sendable ([RawToken]) -> Void)? = nil
    ) -> (theme: ResolvedTheme, base: IncrementalBase?) {
        let name = ResolvedTheme.name(for: inputs)
        var context = ValueParseContext(diagnostics: DiagnosticBag(), token: TokenPath([]), theme: name, legacy: legacy)
        let legacyReads = context.legacy.readCount
        let extended = usesExtends ? GroupExtender.apply(to: merged, context: &context) : merged
        let collected = TokenCollector.collect(extended, at: rootLocation, context: &context)
        whenCollected?(collected.tokens)
        var referenceResolver = ReferenceResolver(
            tokens: collected.tokens, groups: collected.groups, rejected: collected.rejected)
        referenceResolver.studio = document.isTokensStudio
        let resolved: [ResolvedToken?]
        let references: [[ReferenceResolver.Reference]?]
        if let alongside {
            // The other permutations' changes are found on another thread meanwhile. Started
            // apart, not beside this work in one `concurrentPerform`, which may run both on this
            // thread one after the other and prepare every permutation on one core first.
            let raw = collected.tokens
            let preparing = ParallelWork.start { alongside.run(raw: raw) }
            (resolved, references) = referenceResolver.resolveAll(context: &context)
            alongside.stop()
            preparing.wait()
        } else {
            (resolved, references) = referenceResolver.resolveAll(context: &context)
        }
        var tokens = resolved.compactMap { $0 }
        if hasReferenceOnlySources {
            tokens = ReferenceOnlyTokens.removed(from: tokens, document: document, inputs: inputs)
        }
        let clean =
            context.diagnostics.all.isEmpty && context.legacy.readCount == legacyReads
            && tokens.count == collected.tokens.count && collected.rejected.isEmpty
        diagnostics.append(contentsOf: context.diagnostics.all)
        legacy = context.legacy
        // Every collected token resolved, at its position: the resolver's table of positions
        // by path is the theme's (hashing 100,000 paths once, not twice).
        let theme =
            tokens.count == collected.tokens.count && !hasReferenceOnlySources && !document.isTokensStudio
            ? ResolvedTheme(inputs: inputs, tokens: tokens, indexByPath: referenceResolver.indexByPath)
            : ResolvedTheme(inputs: inputs, tokens: tokens)
        // The resolver's lists too: freeing them released every token and its references again.
        deferredRelease?.keep((collected, referenceResolver, resolved, references))
        guard keepBase, clean, resolvesIncrementally else { return (theme, nil) }
        let base = IncrementalBase(
            merged: merged, resolver: referenceResolver, references: references, theme: theme, memo: memo,
            spans: alongside?.spans)
        return (theme, base)
    }
}
