/// Finds the tokens in which one permutation's merged token tree differs from another's.
///
/// Two permutations of a resolver document usually merge into trees of the same shape — the same
/// groups, tokens and group properties, in the same order — that differ only in the tokens their
/// contexts redefine. Every member of a merged tree is the member of some source, so a token that
/// no chosen context redefines sits in both trees with the same source positions and values;
/// comparing positions first rejects most redefined tokens without reading them.
enum MergedTreeDiff {
    /// A token member that differs from the base tree's, at the base's token position.
    struct Change {
        /// The token's position in the base's collected tokens (document order).
        var index: Int
        /// The member in the other tree.
        var member: JSONObject.Member
    }

    /// The tokens of `other` that differ from those of `base`, or `nil` when the trees differ in
    /// shape (a member added, removed, reordered or turned from a token into a group) or in a
    /// group property's value (a group `$type` that every member would inherit).
    /// - Parameters:
    ///   - base: the merged tree of the permutation resolved in full.
    ///   - other: the merged tree of another permutation.
    ///   - raw: the tokens collected from `base` without any error, in document order.
    ///   - spans: where the base's groups end among `raw` (``spans(of:raw:)``): a group the two
    ///     trees share is then passed over without reading its members.
    static func changes(from base: JSONObject, to other: JSONObject, raw: [RawToken], spans: GroupSpans? = nil)
        -> [Change]?
    {
        var changes: [Change] = []
        var next = 0
        var spans = spans ?? GroupSpans()
        guard compare(base, other, raw: raw, next: &next, changes: &changes, spans: &spans), next == raw.count
        else { return nil }
        return changes
    }

    /// Where each group of `base` ends among the tokens collected from it, for ``changes(from:to:raw:spans:)``.
    ///
    /// One walk over the base tree, as a comparison of the tree with itself; `nil` when that
    /// comparison fails (the tokens do not line up with the tree).
    static func spans(of base: JSONObject, raw: [RawToken]) -> GroupSpans? {
        var spans = GroupSpans(isRecording: true)
        var changes: [Change] = []
        var next = 0
        guard compare(base, base, raw: raw, next: &next, changes: &changes, spans: &spans), next == raw.count,
            changes.isEmpty
        else { return nil }
        spans.isRecording = false
        return spans
    }

    /// Compares two groups member by member, counting tokens in the order ``TokenCollector`` collects them.
    ///
    /// Reads the members in place: copying each (its key and value) was most of this walk, which
    /// runs over the whole tree once per permutation.
    ///
    /// A subgroup the two trees share whose end `spans` knows is passed over at once; while
    /// `spans` records, each subgroup's end is noted instead.
    private static func compare(
        _ base: JSONObject, _ other: JSONObject, raw: [RawToken], next: inout Int, changes: inout [Change],
        spans: inout GroupSpans
    ) -> Bool {
        guard base.count == other.count else { return false }
        return base.members.withUnsafeBufferPointer { mine in
            other.members.withUnsafeBufferPointer { theirs in
                // One storage: the very members of a group no chosen context redefines (merging
                // keeps such a group's storage), most of a permutation's tree.
                let shared = mine.baseAddress == theirs.baseAddress
                for position in mine.indices {
                    // The token the base collected next, unchanged: counted without copying its
                    // value out. (A collected token's position is its member's key position, and
                    // a group's key position is never a token's: groups built by per-token modes
                    // take a value's position, and Tokens Studio's conversion, which gives several
                    // members one position, is never resolved incrementally. The name is checked
                    // too, in case a future source breaks that.)
                    if shared, next < raw.count, raw[next].location == mine[position].keyLocation,
                        raw[next].path.segments.last == mine[position].key
                    {
                        next += 1
                        continue
                    }
                    guard mine[position].key == theirs[position].key else { return false }
                    if mine[position].key.utf8.first == UInt8(ascii: "$") && mine[position].key != "$root" {
                        // A group property: what members inherit must be the same.
                        guard sameValue(mine[position].value, theirs[position].value) else { return false }
                        continue
                    }
                    guard case .object(let baseObject) = mine[position].value.value,
                        case .object(let otherObject) = theirs[position].value.value
                    else { return false }
                    let baseIsGroup = SourceMerger.isGroup(baseObject)
                    guard baseIsGroup == SourceMerger.isGroup(otherObject) else { return false }
                    if baseIsGroup {
                        let start = next
                        if let end = spans.end(of: baseObject, sharedWith: otherObject, from: start) {
                            next = end
                            continue
                        }
                        guard
                            compare(baseObject, otherObject, raw: raw, next: &next, changes: &changes, spans: &spans)
                        else { return false }
                        spans.record(baseObject, from: start, to: next)
                        continue
                    }
                    // The base collected this token here; anything else means the orders disagree.
                    guard next < raw.count, raw[next].location == mine[position].keyLocation else { return false }
                    // Same positions usually mean the same source member, but a source built from
                    // another (per-token modes) may reuse positions for other values: compare everything.
                    let sameSource =
                        mine[position].keyLocation == theirs[position].keyLocation
                        && mine[position].value.location == theirs[position].value.location
                    if !sameSource || !identical(mine[position].value, theirs[position].value) {
                        changes.append(Change(index: next, member: theirs[position]))
                    }
                    next += 1
                }
                return true
            }
        }
    }

    /// Whether two JSON values are equal and every node and key is at the same position.
    ///
    /// Cheap for the members of one source: equal strings sharing storage compare without
    /// reading their characters.
    static func identical(_ a: JSONNode, _ b: JSONNode) -> Bool {
        guard a.location == b.location else { return false }
        switch (a.value, b.value) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y || (x.isNaN && y.isNaN)
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)):
            return x.count == y.count && (sameStorage(x, y) || zip(x, y).allSatisfy { identical($0, $1) })
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && (sameStorage(x.members, y.members)
                    || zip(x.members, y.members).allSatisfy {
                        $0.keyLocation == $1.keyLocation && $0.key == $1.key && identical($0.value, $1.value)
                    })
        default: return false
        }
    }

    /// Whether two arrays are one: the same elements in the same storage (a token that no chosen
    /// context redefines is the very node of its source in every permutation's tree), so equal
    /// without comparing a single element.
    private static func sameStorage<Element>(_ a: [Element], _ b: [Element]) -> Bool {
        guard a.count == b.count, !a.isEmpty else { return a.isEmpty && b.isEmpty }
        return a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// Whether two JSON values are equal, positions aside (object members in the same order).
    static func sameValue(_ a: JSONNode, _ b: JSONNode) -> Bool {
        switch (a.value, b.value) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.array(let x), .array(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { sameValue($0, $1) }
        case (.object(let x), .object(let y)):
            return x.count == y.count
                && zip(x.members, y.members).allSatisfy {
                    $0.key.utf8.elementsEqual($1.key.utf8) && sameValue($0.value, $1.value)
                }
        default: return false
        }
    }
}
