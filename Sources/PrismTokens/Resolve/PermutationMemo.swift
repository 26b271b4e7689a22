/// What the permutations of one resolver document found when resolving their changes to the
/// base permutation, kept so that permutations sharing a context do not resolve the same tokens again.
///
/// With several modifiers, each context is part of many permutations (with 3 modifiers of 4
/// contexts, each is in 16 of the 64), and a token that only one modifier's contexts reach
/// resolves to one of a few values however many permutations there are. So each token's
/// resolutions are kept by *version*: version 0 is the base permutation's token; a raw token a
/// context redefines gets a version per distinct source member (compared node by node, positions
/// included, see ``MergedTreeDiff/identical(_:_:)``); a resolved token gets a version per distinct
/// pair of its raw version and its references' versions. Equal versions mean equal inputs to
/// ``ReferenceResolver/resolveToken(_:_:resolved:context:)``, hence the same token — which is
/// taken instead of resolving it again.
///
/// Only resolutions that reported nothing (no diagnostic, no older-draft syntax) are kept, so a
/// permutation that would report something still resolves that token and sees the report (and
/// is then resolved in full, as before). Shared by the threads resolving permutations: the
/// tokens are spread over stripes, each behind its own lock.
final class PermutationMemo: @unchecked Sendable {
    /// A raw token a context redefines, with the source member it was collected from.
    private struct RawEntry {
        let member: JSONObject.Member
        let token: RawToken
        var references: [ReferenceResolver.Reference]?
    }

    /// What one resolution of a token is resolved from: a raw version and its references' versions.
    private struct ResolvedKey: Hashable {
        let raw: Int32
        let targets: [Int32]
    }

    /// Some tokens' entries, by position, behind one lock.
    private final class Stripe {
        let lock = PlatformLock()
        var raws: [Int: [RawEntry]] = [:]
        /// By position: each resolution by what it is resolved from, with its version.
        var resolved: [Int: [ResolvedKey: (version: Int32, token: ResolvedToken)]] = [:]
    }

    /// The number of stripes: a power of two, so that a position's stripe is its low bits.
    private static let stripeCount = 32
    private let stripes: [Stripe] = (0..<PermutationMemo.stripeCount).map { _ in Stripe() }

    private func stripe(_ index: Int) -> Stripe { stripes[index & (Self.stripeCount - 1)] }

    /// Whether a memo pays for itself: some context is part of at least two permutations after
    /// the first (with one modifier, every permutation's changes are its own).
    static func isWorthwhile(for permutations: [[(modifier: String, context: String)]]) -> Bool {
        var seen: Set<[String]> = []
        for permutation in permutations.dropFirst() {
            for choice in permutation where !seen.insert([choice.modifier, choice.context]).inserted {
                return true
            }
        }
        return false
    }

    // MARK: Raw tokens

    /// The raw token collected before from a member identical to `member` at position `index`, and its version.
    func rawToken(at index: Int, from member: JSONObject.Member) -> (version: Int32, token: RawToken)? {
        let stripe = stripe(index)
        return stripe.lock.withLock {
            guard let entries = stripe.raws[index] else { return nil }
            for (offset, entry) in entries.enumerated() where Self.same(entry.member, member) {
                return (Int32(offset + 1), entry.token)
            }
            return nil
        }
    }

    /// Keeps `token`, collected without any report from `member` at position `index`, and returns its version.
    func remember(_ token: RawToken, at index: Int, from member: JSONObject.Member) -> Int32 {
        let stripe = stripe(index)
        return stripe.lock.withLock {
            var entries = stripe.raws.removeValue(forKey: index) ?? []
            defer { stripe.raws[index] = entries }
            if let offset = entries.firstIndex(where: { Self.same($0.member, member) }) { return Int32(offset + 1) }
            entries.append(RawEntry(member: member, token: token))
            return Int32(entries.count)
        }
    }

    /// The references found before in version `version` of the raw token at `index`.
    func references(at index: Int, raw version: Int32) -> [ReferenceResolver.Reference]? {
        let stripe = stripe(index)
        return stripe.lock.withLock {
            guard version > 0, let entries = stripe.raws[index], Int(version) <= entries.count else { return nil }
            return entries[Int(version) - 1].references
        }
    }

    /// Keeps the references of version `version` of the raw token at `index`, found without any report.
    func remember(references: [ReferenceResolver.Reference], at index: Int, raw version: Int32) {
        let stripe = stripe(index)
        stripe.lock.withLock {
            guard version > 0, var entries = stripe.raws.removeValue(forKey: index) else { return }
            if Int(version) <= entries.count { entries[Int(version) - 1].references = references }
            stripe.raws[index] = entries
        }
    }

    // MARK: Resolved tokens

    /// The token resolved before at `index` from raw version `raw` and references of versions
    /// `targets` (in the order of its references), and its version.
    func resolvedToken(at index: Int, raw: Int32, targets: [Int32]) -> (version: Int32, token: ResolvedToken)? {
        let stripe = stripe(index)
        let key = ResolvedKey(raw: raw, targets: targets)
        return stripe.lock.withLock { stripe.resolved[index]?[key] }
    }

    /// Keeps `token`, resolved without any report at `index` from raw version `raw` and
    /// references of versions `targets`, and returns its version and the token kept — the one
    /// kept before, should another thread have resolved the same first (equal, but another
    /// instance), so that every theme shares one.
    func remember(_ token: ResolvedToken, at index: Int, raw: Int32, targets: [Int32]) -> (
        version: Int32, token: ResolvedToken
    ) {
        let stripe = stripe(index)
        let key = ResolvedKey(raw: raw, targets: targets)
        return stripe.lock.withLock {
            var entries = stripe.resolved.removeValue(forKey: index) ?? [:]
            defer { stripe.resolved[index] = entries }
            if let known = entries[key] { return known }
            let version = Int32(entries.count + 1)
            entries[key] = (version, token)
            return (version, token)
        }
    }

    /// Whether two members are the same source member: key, positions and value node by node.
    private static func same(_ a: JSONObject.Member, _ b: JSONObject.Member) -> Bool {
        a.keyLocation == b.keyLocation && a.key == b.key && MergedTreeDiff.identical(a.value, b.value)
    }
}
