/// A permutation resolved in full spreads its per-token steps over the machine's free cores:
/// finding each token's references, parsing the values of tokens that reference nothing, and
/// then resolving the others level by level (each level reads only the ones below it).
///
/// The first two ran on one core in token order (and the second in dependency order), leaving the other
/// core idle for about a fifth of a second at 100,000 tokens; parsing the values of tokens without
/// references is most of the work of resolving a theme. Here slices of tokens are handled apart,
/// each with a context of its own. Only quiet slices are used — no diagnostic, no older-draft
/// syntax — so the context's reports keep the order one walk gives them: when any token reports
/// something, the other slices stop and the step runs in order on one core as before.
extension ReferenceResolver {
    /// The fewest tokens worth spreading over cores.
    static let parallelMinimum = 2_048
    /// The tokens one job handles.
    static let parallelSliceSize = 512

    /// The references of every token (see ``findReferences(_:context:)``), or `nil` when the
    /// tokens are too few or one of them reported something.
    func referencesInParallel(theme: String?, minimum: Int = parallelMinimum) -> [[Reference]?]? {
        guard !studio else { return nil }
        return Self.quietly(Array(raw.indices), theme: theme, minimum: minimum) { index, context in
            context.token = raw[index].path
            return findReferences(raw[index], context: &context)
        }
    }

    /// The tokens whose references (`references`, by position) are none, with each one's
    /// resolution; `nil` when they are too few or one of them reported something.
    func resolvedLeaves(
        _ references: [[Reference]?], theme: String?, minimum: Int = parallelMinimum
    ) -> (indices: [Int], tokens: [ResolvedToken?])? {
        guard !studio else { return nil }
        let leaves = references.indices.filter { references[$0]?.isEmpty == true }
        let none: [ResolvedToken?] = []
        let tokens = Self.quietly(leaves, theme: theme, minimum: minimum) { index, context in
            context.token = raw[index].path
            return resolveToken(index, [], resolved: none, context: &context)
        }
        return tokens.map { (leaves, $0) }
    }

    /// Resolves the tokens with references, taken in `order`, level by level on free cores: a
    /// token's level is one more than the highest of its targets' (tokens without references
    /// are level 0 and resolved already), so each level reads only levels below it.
    ///
    /// Resolving references one token after another in dependency order was a stretch of one
    /// core's work in every resolution (2.6% of `generate`'s CPU time at 50,000 tokens, 23,000 of
    /// them aliases, all in one level). Only quiet levels are used: when a token reports anything, this
    /// returns `false` and the caller resolves them in order on one core as before, so the
    /// findings and their order are those of one walk (a quiet token resolves the same either way).
    /// - Returns: whether every token with references is in `resolved`; `false` also when levels
    ///   are too few tokens each to be worth it (a long chain of aliases).
    func resolvedByLevel(
        _ order: [Int], _ references: [[Reference]?], into resolved: inout [ResolvedToken?], theme: String?,
        minimum: Int = parallelMinimum
    ) -> Bool {
        guard !studio, ParallelWork.cores > 1 else { return false }
        var level = [Int32](repeating: 0, count: references.count)
        var levels: [[Int]] = []
        var count = 0
        for index in order {
            guard let refs = references[index], !refs.isEmpty else { continue }
            var highest: Int32 = 0
            for ref in refs where level[ref.target] > highest { highest = level[ref.target] }
            level[index] = highest + 1
            if levels.count <= highest { levels.append([]) }
            levels[Int(highest)].append(index)
            count += 1
        }
        guard count >= minimum, count >= levels.count * Self.parallelSliceSize else { return false }
        let table = SharedTokenTable(tokens: resolved)
        resolved = []
        defer { resolved = table.takeTokens() }
        for indices in levels {
            let tokens = Self.quietly(indices, theme: theme, minimum: 1) { index, context in
                context.token = raw[index].path
                return resolveToken(index, references[index] ?? [], resolved: table, context: &context)
            }
            guard let tokens else { return false }
            for (index, token) in zip(indices, tokens) { table.tokens[index] = token }
        }
        return true
    }

    /// `body` applied to every index on the machine's cores, in slices with a context each, in
    /// the order of `indices`; `nil` when there are fewer than `minimum`, one core, or when
    /// `body` reported anything.
    private static func quietly<Result: Sendable>(
        _ indices: [Int], theme: String?, minimum: Int,
        _ body: @escaping @Sendable (Int, inout ValueParseContext) -> Result
    ) -> [Result]? {
        guard ParallelWork.cores > 1, indices.count >= minimum else { return nil }
        let noisy = StopSignal()
        let parts = ParallelWork.map(ParallelWork.slices(of: indices, size: parallelSliceSize)) { slice -> [Result]? in
            guard !noisy.isRaised else { return nil }
            var context = ValueParseContext(
                diagnostics: DiagnosticBag(), token: TokenPath([]), theme: theme, legacy: LegacySyntaxRecorder())
            var results: [Result] = []
            results.reserveCapacity(slice.count)
            for index in slice {
                results.append(body(index, &context))
                guard context.diagnostics.all.isEmpty, context.legacy.readCount == 0 else {
                    noisy.raise()
                    return nil
                }
            }
            return results
        }
        var results: [Result] = []
        results.reserveCapacity(indices.count)
        for part in parts {
            guard let part else { return nil }
            results += part
        }
        return results
    }
}

/// Resolved tokens by position, read by the threads resolving one level of references while
/// none writes (``ReferenceResolver/resolvedByLevel(_:_:into:theme:minimum:)``): a reference,
/// so the threads share the one array instead of each holding a copy the next level's writes
/// would duplicate.
private final class SharedTokenTable: ResolvedTokenTable, @unchecked Sendable {
    /// The tokens; written only between levels, by the thread that runs them.
    var tokens: [ResolvedToken?]

    init(tokens: [ResolvedToken?]) { self.tokens = tokens }

    subscript(position: Int) -> ResolvedToken? { tokens[position] }

    /// The tokens, leaving this table empty (so the caller holds the only reference to them).
    func takeTokens() -> [ResolvedToken?] {
        defer { tokens = [] }
        return tokens
    }
}
