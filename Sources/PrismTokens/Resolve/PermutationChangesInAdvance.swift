/// A permutation's merged tree and its changes to the base permutation, found before the base
/// finished resolving.
struct PreparedPermutation: Sendable {
    /// The permutation's merged token tree.
    var merged: JSONObject
    /// The location of the document's root.
    var rootLocation: SourceLocation
    /// Its tokens that differ from the base's.
    var changes: TokenChanges
}

/// Finds the other permutations' changes to the base permutation on a second core while the
/// base permutation itself resolves (which only one core can do).
///
/// Merging a permutation's tree and comparing it with the base's (``MergedTreeDiff``) need the
/// base's merged tree and collected tokens, not its resolution; so while the base resolves, a
/// second thread takes the other permutations one after another and prepares them, until the
/// base is done (``stop()``). The themes are then resolved as before, each from its prepared
/// changes when there are some: the result does not depend on how many were prepared.
final class PermutationChangesInAdvance: @unchecked Sendable {
    private let resolver: ThemeResolver
    private let permutations: [[(modifier: String, context: String)]]
    private let baseMerged: JSONObject
    private let memo: PermutationMemo?
    private let lock = PlatformLock()
    // Guarded by `lock`.
    private var next = 0
    private var stopped = false
    private var prepared: [Int: PreparedPermutation] = [:]
    private var groupSpans: GroupSpans?

    /// Prepares `permutations` (the ones after the base) as changes to the base's tree `baseMerged`,
    /// keeping the tokens it collects in `memo`.
    init(
        resolver: ThemeResolver, permutations: [[(modifier: String, context: String)]], baseMerged: JSONObject,
        memo: PermutationMemo? = nil
    ) {
        self.memo = memo
        self.resolver = resolver
        self.permutations = permutations
        self.baseMerged = baseMerged
    }

    /// Prepares permutations in order until all are or ``stop()`` is called; `raw` are the tokens
    /// collected from the base's tree.
    ///
    /// First takes where the base tree's groups end among `raw` (``spans``), whether or not it is
    /// stopped meanwhile: the permutations resolved later use them too.
    func run(raw: [RawToken]) {
        let spans = MergedTreeDiff.spans(of: baseMerged, raw: raw)
        lock.withLock { groupSpans = spans }
        while let index = claim() {
            let inputs = permutations[index]
            let (merged, rootLocation) = resolver.mergedTree(inputs)
            let changes = resolver.tokenChanges(
                inputs, from: baseMerged, to: merged, raw: raw, memo: memo, spans: spans)
            let permutation = PreparedPermutation(merged: merged, rootLocation: rootLocation, changes: changes)
            lock.withLock { prepared[index] = permutation }
        }
    }

    /// Where the base tree's groups end among its collected tokens, once ``run(raw:)`` has taken
    /// them (`nil` before, or when the tokens do not line up with the tree).
    var spans: GroupSpans? { lock.withLock { groupSpans } }

    /// Stops preparing: the permutation under way is finished, no other is started.
    func stop() {
        lock.withLock { stopped = true }
    }

    /// The permutation at `index` (among those given), if prepared; each is handed out once.
    func take(_ index: Int) -> PreparedPermutation? {
        lock.withLock { prepared.removeValue(forKey: index) }
    }

    /// The next permutation to prepare, or `nil` when stopped or all are taken.
    private func claim() -> Int? {
        lock.withLock {
            guard !stopped, next < permutations.count else { return nil }
            next += 1
            return next - 1
        }
    }
}
