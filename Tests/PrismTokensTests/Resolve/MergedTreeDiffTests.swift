import Testing

@testable import PrismTokens

/// ``MergedTreeDiff`` finds exactly the tokens one merged tree changes in another, counting them
/// in collection order; a member in storage both trees share is passed over only when it is the
/// token collected next (its result is the slow path's either way, so these tests build the trees
/// where taking a group for a token, or a token outside shared storage for an unchanged one, would
/// change it).
@Suite struct MergedTreeDiffTests {
    /// A position in a made-up file.
    static func at(_ offset: Int) -> PrismTokens.SourceLocation {
        PrismTokens.SourceLocation(file: "merged-tree-diff.json", line: 1, column: offset + 1, offset: offset)
    }

    /// A color token object whose value is `hex`.
    static func token(_ hex: String, at offset: Int) -> JSONNode {
        JSONNode(
            .object(
                JSONObject([
                    .init(
                        key: "$type", keyLocation: at(offset + 1), value: JSONNode(.string("color"), at: at(offset + 2))
                    ),
                    .init(
                        key: "$value", keyLocation: at(offset + 3), value: JSONNode(.string(hex), at: at(offset + 4))),
                ])), at: at(offset))
    }

    /// The tokens collected from `tree`, as the base's.
    static func collected(_ tree: JSONObject) -> [RawToken] {
        var context = ValueParseContext(
            diagnostics: DiagnosticBag(), token: TokenPath([]), theme: "base", legacy: LegacySyntaxRecorder())
        return TokenCollector.collect(tree, at: at(0), context: &context).tokens
    }

    /// A group named `groupName` (tokens `first` and `second`) then `after`, with the group's key at
    /// the position of its first token's key when `sharedPosition` is set.
    static func base(sharedPosition: Bool, groupName: String = "group") -> JSONObject {
        let group = JSONObject([
            .init(key: "first", keyLocation: at(100), value: token("#111111", at: 110)),
            .init(key: "second", keyLocation: at(200), value: token("#222222", at: 210)),
        ])
        return JSONObject([
            .init(
                key: groupName, keyLocation: at(sharedPosition ? 100 : 50), value: JSONNode(.object(group), at: at(60))),
            .init(key: "after", keyLocation: at(300), value: token("#333333", at: 310)),
        ])
    }

    /// `tree` with `after` redefined by another source (its other members the very same, as in a
    /// merged tree whose other sources are shared).
    static func redefiningAfter(_ tree: JSONObject) -> JSONObject {
        var other = tree
        other.set(.init(key: "after", keyLocation: at(400), value: token("#444444", at: 410)))
        return other
    }

    /// The token another source redefines is the one change, at its index; a tree compared with
    /// itself has none.
    @Test func onlyTheRedefinedTokenIsAChange() throws {
        let base = Self.base(sharedPosition: false)
        let raw = Self.collected(base)
        #expect(raw.map(\.path.description) == ["group.first", "group.second", "after"])
        #expect(try #require(MergedTreeDiff.changes(from: base, to: base, raw: raw)).isEmpty)
        let changes = try #require(MergedTreeDiff.changes(from: base, to: Self.redefiningAfter(base), raw: raw))
        #expect(changes.map(\.index) == [2])
        #expect(changes.first?.member.keyLocation == Self.at(400))
    }

    /// A group whose key shares the position of its first token's key (no reader makes such a
    /// tree; a converter that reused positions could) is walked into, not taken for that token:
    /// the redefined token after it is still found, at its own index.
    @Test func aGroupAtItsFirstTokensPositionIsWalkedInto() throws {
        let base = Self.base(sharedPosition: true)
        let raw = Self.collected(base)
        #expect(raw.first?.location == base.members.first?.keyLocation)
        // Compared with itself every member is the very same: the group is still counted as two.
        #expect(try #require(MergedTreeDiff.changes(from: base, to: base, raw: raw)).isEmpty)
        let changes = try #require(MergedTreeDiff.changes(from: base, to: Self.redefiningAfter(base), raw: raw))
        #expect(changes.map(\.index) == [2])
    }

    /// A group named like its first token (`first.first`) is not taken for that token either: its
    /// key is elsewhere.
    @Test func aGroupNamedLikeItsFirstTokenIsWalkedInto() throws {
        let base = Self.base(sharedPosition: false, groupName: "first")
        let raw = Self.collected(base)
        #expect(raw.first?.path.description == "first.first")
        #expect(try #require(MergedTreeDiff.changes(from: base, to: base, raw: raw)).isEmpty)
        let changes = try #require(MergedTreeDiff.changes(from: base, to: Self.redefiningAfter(base), raw: raw))
        #expect(changes.map(\.index) == [2])
    }

    // MARK: Group spans

    /// With the spans of the base tree, a group both trees share is passed over without reading
    /// its members — tokens in it that no longer line up with the collected ones are not even
    /// seen, where the walk without spans gives up — and a group the other tree redefines is
    /// still walked into.
    @Test func spansPassOverASharedGroupOnly() throws {
        let base = Self.base(sharedPosition: false)
        let raw = Self.collected(base)
        let spans = try #require(MergedTreeDiff.spans(of: base, raw: raw))
        #expect(spans.count == 1)
        let other = Self.redefiningAfter(base)
        #expect(try #require(MergedTreeDiff.changes(from: base, to: other, raw: raw, spans: spans)).map(\.index) == [2])

        var misplaced = raw
        misplaced[1] = raw[0]
        #expect(MergedTreeDiff.changes(from: base, to: other, raw: misplaced) == nil)
        let passedOver = MergedTreeDiff.changes(from: base, to: other, raw: misplaced, spans: spans)
        #expect(passedOver?.map(\.index) == [2])

        // The group redefined (its own storage): walked into, and its change found.
        var redefined = base
        let group = JSONObject([
            .init(key: "first", keyLocation: Self.at(500), value: Self.token("#555555", at: 510)),
            .init(key: "second", keyLocation: Self.at(200), value: Self.token("#222222", at: 210)),
        ])
        redefined.set(.init(key: "group", keyLocation: Self.at(50), value: JSONNode(.object(group), at: Self.at(60))))
        let changes = try #require(MergedTreeDiff.changes(from: base, to: redefined, raw: raw, spans: spans))
        #expect(changes.map(\.index) == [0])
        #expect(MergedTreeDiff.changes(from: base, to: redefined, raw: misplaced, spans: spans) == nil)
    }

    /// On random resolver documents, every permutation's changes to the first are the same with
    /// and without the first tree's spans, and the spans know every group of the first tree.
    @Test(arguments: 1...8) func spansChangeNothingOnRandomResolvers(seed: Int) throws {
        let document = try IncrementalResolutionTests.load(IncrementalResolutionTests.randomResolverFiles(seed: seed))
        let resolver = ThemeResolver(document: document)
        let permutations = try resolver.permutations()
        let (base, _) = resolver.mergedTree(permutations[0])
        let raw = Self.collected(base)
        let spans = try #require(MergedTreeDiff.spans(of: base, raw: raw))
        #expect(spans.count == Self.groupCount(base))
        var passedOver = 0
        for permutation in permutations.dropFirst() {
            let (other, _) = resolver.mergedTree(permutation)
            let without = MergedTreeDiff.changes(from: base, to: other, raw: raw)
            let with = MergedTreeDiff.changes(from: base, to: other, raw: raw, spans: spans)
            #expect(with?.map(\.index) == without?.map(\.index))
            #expect(with?.map(\.member.keyLocation) == without?.map(\.member.keyLocation))
            passedOver += Self.sharedGroupCount(base, other)
        }
        // Contexts that redefine nothing share every group: the spans were used.
        #expect(passedOver > 0)
    }

    /// How many groups (objects without `$value`) are in `tree`, the tree itself not counted.
    static func groupCount(_ tree: JSONObject) -> Int {
        tree.members.reduce(0) { count, member in
            guard !member.key.hasPrefix("$"), case .object(let object) = member.value.value,
                SourceMerger.isGroup(object)
            else { return count }
            return count + 1 + groupCount(object)
        }
    }

    /// How many of the top-level groups of two trees are one storage.
    static func sharedGroupCount(_ a: JSONObject, _ b: JSONObject) -> Int {
        zip(a.members, b.members).filter { x, y in
            guard case .object(let p) = x.value.value, case .object(let q) = y.value.value, !p.members.isEmpty
            else { return false }
            return p.members.withUnsafeBufferPointer { u in
                q.members.withUnsafeBufferPointer { u.baseAddress == $0.baseAddress }
            }
        }.count
    }
}
