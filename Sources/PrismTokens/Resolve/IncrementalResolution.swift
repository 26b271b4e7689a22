/// The first permutation of a resolver document, resolved in full, kept so that every other
/// permutation resolves only the tokens its contexts change and the tokens that reference them.
///
/// Kept only when that permutation resolved without a single diagnostic or use of older-draft
/// syntax: then every token it did not re-resolve is known to produce none in another theme either,
/// and a theme that finds anything to report is resolved again in full, so that its diagnostics
/// come out exactly as they always did.
struct IncrementalBase: Sendable {
    /// The permutation's merged token tree.
    let merged: JSONObject
    /// Its collected tokens and the table of their positions by path.
    let resolver: ReferenceResolver
    /// The theme.
    let theme: ResolvedTheme
    /// The references found in each token, by position: a permutation that keeps a token's raw
    /// value (a dependent of a changed token) has the same references, so they are not searched again.
    let references: [[ReferenceResolver.Reference]?]
    /// The tokens that reference each token, by position.
    private let dependents: ReverseAdjacency
    /// Resolutions the other permutations share, when several permutations share a context.
    let memo: PermutationMemo?
    /// Where the groups of `merged` end among the collected tokens, when taken
    /// (``MergedTreeDiff/spans(of:raw:)``).
    let spans: GroupSpans?

    init(
        merged: JSONObject, resolver: ReferenceResolver, references: [[ReferenceResolver.Reference]?],
        theme: ResolvedTheme, memo: PermutationMemo? = nil, spans: GroupSpans? = nil
    ) {
        self.memo = memo
        self.spans = spans
        self.merged = merged
        self.resolver = resolver
        self.theme = theme
        self.references = references
        self.dependents = ReverseAdjacency(nodeCount: references.count) { edge in
            for (index, refs) in references.enumerated() { for ref in refs ?? [] { edge(index, ref.target) } }
        }
    }

    /// The given tokens and every token that references one of them, directly or through others,
    /// in ascending position.
    func withDependents(_ changed: [Int]) -> [Int] {
        var seen = [Bool](repeating: false, count: references.count)
        var pending = changed
        for index in changed { seen[index] = true }
        var result: [Int] = []
        while let index = pending.popLast() {
            result.append(index)
            for dependent in dependents.sources(of: index) {
                if !seen[dependent] {
                    seen[dependent] = true
                    pending.append(dependent)
                }
            }
        }
        return result.sorted()
    }
}

/// What one permutation's merged tree changes in the tokens collected from the base's.
enum TokenChanges: Sendable {
    /// Nothing: the permutation's theme is the base theme.
    case none
    /// These tokens, collected again from the permutation's tree, by position (`order` ascending),
    /// with their versions in a ``PermutationMemo`` (where one kept them).
    case tokens(order: [Int], overrides: [Int: RawToken], versions: [Int: Int32])
    /// Only a full resolution gives the theme exactly: the trees differ in shape, or a changed
    /// token has a diagnostic or older-draft syntax.
    case needsFullResolution
}

extension ThemeResolver {
    /// Resolves one permutation as changes to `base`: only the tokens its contexts redefine, and
    /// those that reference them, are collected and resolved again; the theme shares every other
    /// token (and its table of paths) with the base theme. Falls back to a full resolution when
    /// the merged tree differs in shape, or when anything re-resolved has a diagnostic.
    /// - Parameter prepared: the permutation's merged tree and its changes, when already found
    ///   (see ``PermutationChangesInAdvance``).
    func resolve(
        _ inputs: [(modifier: String, context: String)], over base: IncrementalBase,
        prepared: PreparedPermutation? = nil, legacy: inout LegacySyntaxRecorder, diagnostics: inout DiagnosticBag
    ) -> ResolvedTheme {
        let (merged, rootLocation) = prepared.map { ($0.merged, $0.rootLocation) } ?? mergedTree(inputs)
        let changes =
            prepared?.changes
            ?? tokenChanges(
                inputs, from: base.merged, to: merged, raw: base.resolver.raw.tokens, memo: base.memo,
                spans: base.spans)
        if let theme = resolveChanges(inputs, changes, base: base) { return theme }
        return resolveInFull(
            inputs, merged: merged, rootLocation: rootLocation, legacy: &legacy, diagnostics: &diagnostics
        )
        .theme
    }

    /// The theme resolved from its changes to `base`, or `nil` when only a full resolution gives it exactly.
    func resolveChanges(_ inputs: [(modifier: String, context: String)], merged: JSONObject, base: IncrementalBase)
        -> ResolvedTheme?
    {
        resolveChanges(
            inputs,
            tokenChanges(
                inputs, from: base.merged, to: merged, raw: base.resolver.raw.tokens, memo: base.memo,
                spans: base.spans),
            base: base)
    }

    /// The tokens of the permutation `inputs` (merged into `merged`) that differ from `raw`, the
    /// tokens collected from the base permutation's tree `baseMerged`, collected again.
    ///
    /// Needs only the base's merged tree and collected tokens, not its resolution, so it can run
    /// while the base resolves.
    /// - Parameters:
    ///   - memo: where a member collected for another permutation is found, and a newly
    ///     collected one kept.
    ///   - spans: where the groups of `baseMerged` end among `raw`, when taken.
    func tokenChanges(
        _ inputs: [(modifier: String, context: String)], from baseMerged: JSONObject, to merged: JSONObject,
        raw: [RawToken], memo: PermutationMemo? = nil, spans: GroupSpans? = nil
    ) -> TokenChanges {
        guard let changes = MergedTreeDiff.changes(from: baseMerged, to: merged, raw: raw, spans: spans) else {
            return .needsFullResolution
        }
        guard !changes.isEmpty else { return .none }
        var context = ValueParseContext(
            diagnostics: DiagnosticBag(), token: TokenPath([]), theme: ResolvedTheme.name(for: inputs),
            legacy: LegacySyntaxRecorder())
        var overrides: [Int: RawToken] = [:]
        var versions: [Int: Int32] = [:]
        overrides.reserveCapacity(changes.count)
        for change in changes {
            if let known = memo?.rawToken(at: change.index, from: change.member) {
                overrides[change.index] = known.token
                versions[change.index] = known.version
                continue
            }
            let old = raw[change.index]
            guard let object = change.member.value.object,
                let token = TokenCollector.token(
                    path: old.path, object: object, member: change.member, groupType: old.groupType,
                    groupDeprecation: old.groupDeprecation, context: &context)
            else { return .needsFullResolution }
            overrides[change.index] = token
            guard context.diagnostics.all.isEmpty, context.legacy.readCount == 0 else { return .needsFullResolution }
            if let memo { versions[change.index] = memo.remember(token, at: change.index, from: change.member) }
        }
        return .tokens(order: changes.map(\.index), overrides: overrides, versions: versions)
    }

    /// The theme resolved from `changes` to `base`, or `nil` when only a full resolution gives it exactly.
    func resolveChanges(_ inputs: [(modifier: String, context: String)], _ changes: TokenChanges, base: IncrementalBase)
        -> ResolvedTheme?
    {
        let changed: [Int]
        let overrides: [Int: RawToken]
        let versions: [Int: Int32]
        switch changes {
        case .needsFullResolution: return nil
        case .none: return ResolvedTheme(inputs: inputs, tokens: base.theme.tokens, samePathsAs: base.theme)
        case .tokens(let order, let replaced, let memoVersions):
            (changed, overrides, versions) = (order, replaced, memoVersions)
        }
        var context = ValueParseContext(
            diagnostics: DiagnosticBag(), token: TokenPath([]), theme: ResolvedTheme.name(for: inputs),
            legacy: LegacySyntaxRecorder())
        // The base is kept only when every collected token resolved, each at its position.
        guard base.theme.tokens.count == base.resolver.raw.count else { return nil }
        let dirty = base.withDependents(changed)
        let resolver = base.resolver.replacing(overrides)
        guard
            let tokens = resolver.resolve(
                only: dirty, over: base.theme.tokens, knownReferences: base.references,
                memo: base.memo.map { (memo: $0, versions: versions) }, context: &context),
            context.diagnostics.all.isEmpty, context.legacy.readCount == 0
        else { return nil }
        return ResolvedTheme(inputs: inputs, tokens: tokens, samePathsAs: base.theme)
    }
}

extension ReferenceResolver {
    /// Resolves the tokens at `dirty` (positions) again, taking every other token from `base`.
    /// - Parameters:
    ///   - base: every token resolved, at the positions of ``raw``.
    ///   - knownReferences: the references of the tokens as collected (``RawTokenList/tokens``),
    ///     by position, when already found: a dirty token that is not replaced has them.
    ///   - memo: resolutions other permutations share, and the versions of the replaced tokens in it.
    /// - Returns: `base` with those tokens replaced, or `nil` when a reference is broken or the
    ///   dirty tokens form a cycle (a full resolution reports those).
    func resolve(
        only dirty: [Int], over base: [ResolvedToken], knownReferences: [[Reference]?] = [],
        memo: (memo: PermutationMemo, versions: [Int: Int32])? = nil, context: inout ValueParseContext
    ) -> [ResolvedToken]? {
        // By position, not hashed: every dirty token's references are looked up once per edge.
        var references = [[Reference]?](repeating: nil, count: raw.count)
        let known = knownReferences.count == raw.count
        for index in dirty {
            let replaced = raw.overrides[index] != nil
            if !replaced, known, let refs = knownReferences[index] {
                references[index] = refs
                continue
            }
            let version = memo.flatMap { $0.versions[index] }
            if let memo, let version, let refs = memo.memo.references(at: index, raw: version) {
                references[index] = refs
                continue
            }
            context.token = raw[index].path
            let reports = (context.diagnostics.all.count, context.legacy.readCount)
            guard let refs = findReferences(raw[index], context: &context) else { return nil }
            references[index] = refs
            if let memo, let version, reports == (context.diagnostics.all.count, context.legacy.readCount) {
                memo.memo.remember(references: refs, at: index, raw: version)
            }
        }
        // Dependency order among the dirty tokens; the others are resolved already.
        guard let order = dependencyPostOrder(from: dirty, references: { references[$0] }, onCycle: { _ in false })
        else { return nil }
        var resolved = ResolvedTokenList(tokens: base)
        var versions = memo.map { _ in MemoVersions(count: raw.count) }
        for index in order {
            let refs = references[index] ?? []
            let key = versions?.key(
                of: index, references: refs, replaced: raw.overrides[index] != nil, rawVersions: memo?.versions)
            if let memo, let key, let known = memo.memo.resolvedToken(at: index, raw: key.raw, targets: key.targets) {
                resolved.tokens[index] = known.token
                versions?.versions[index] = known.version
                continue
            }
            context.token = raw[index].path
            let reports = (context.diagnostics.all.count, context.legacy.readCount)
            guard let token = resolveToken(index, refs, resolved: resolved, context: &context) else { return nil }
            resolved.tokens[index] = token
            guard let memo else { continue }
            guard let key else {
                // Resolved from an input without a version: it is not the base's token (version 0),
                // and what references it must not be looked up either.
                versions?.versions[index] = MemoVersions.unknown
                continue
            }
            guard reports == (context.diagnostics.all.count, context.legacy.readCount) else {
                versions?.versions[index] = MemoVersions.unknown
                continue
            }
            // The memo's instance, should another thread have kept the same resolution first.
            let kept = memo.memo.remember(token, at: index, raw: key.raw, targets: key.targets)
            resolved.tokens[index] = kept.token
            versions?.versions[index] = kept.version
        }
        return resolved.tokens
    }
}

/// The version (see ``PermutationMemo``) of each token of one permutation as it resolves.
private struct MemoVersions {
    /// A token resolved without a version (it reported something): its dependents are not looked up.
    static let unknown: Int32 = -1
    /// By position; 0 for a token taken from the base.
    var versions: [Int32]

    init(count: Int) { versions = [Int32](repeating: 0, count: count) }

    /// What the token at `index` resolves from, or `nil` when some input has no version.
    func key(
        of index: Int, references: [ReferenceResolver.Reference], replaced: Bool, rawVersions: [Int: Int32]?
    )
        -> (raw: Int32, targets: [Int32])?
    {
        let raw: Int32
        if replaced {
            guard let version = rawVersions?[index] else { return nil }
            raw = version
        } else {
            raw = 0
        }
        var targets: [Int32] = []
        targets.reserveCapacity(references.count)
        for reference in references {
            let version = versions[reference.target]
            guard version != Self.unknown else { return nil }
            targets.append(version)
        }
        return (raw, targets)
    }
}

/// The tokens a ``ReferenceResolver`` resolves, by position: a theme resolved as changes to
/// another shares that theme's array and holds only the tokens it replaces.
struct RawTokenList: RandomAccessCollection, Sendable {
    /// The tokens as collected.
    let tokens: [RawToken]
    /// Replacements by position.
    var overrides: [Int: RawToken] = [:]

    init(_ tokens: [RawToken]) { self.tokens = tokens }

    var startIndex: Int { 0 }
    var endIndex: Int { tokens.count }

    subscript(position: Int) -> RawToken {
        if overrides.isEmpty { return tokens[position] }
        return overrides[position] ?? tokens[position]
    }
}
