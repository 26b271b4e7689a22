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
}
