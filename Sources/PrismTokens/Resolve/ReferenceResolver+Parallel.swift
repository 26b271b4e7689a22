/// A permutation resolved in full spreads the two per-token steps that need no other token over
/// the machine's free cores: finding each token's references, and parsing the values of tokens
/// that reference nothing.
///
/// Both ran on one core in token order (and the second in dependency order), leaving the other
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
