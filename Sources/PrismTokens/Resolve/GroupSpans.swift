/// Where each group of a permutation's merged tree ends among the tokens collected from it, so
/// that comparing another permutation's tree with it (``MergedTreeDiff``) passes over a group
/// both trees share without reading its members.
///
/// A group no chosen context redefines is the very same storage in every permutation's tree
/// (merging keeps it), and comparing such a group with itself only counts its tokens: from a given
/// first token, it always ends at the same one. A theme that redefines a fifth of 100,000 tokens
/// otherwise walked the other 80,000 once per permutation.
///
/// Groups are known by the address of their members' storage, so the spans are only meaningful
/// while the tree they were taken from is alive; ``IncrementalBase`` keeps both.
struct GroupSpans: Sendable {
    /// A group's members' storage and the position of the first token counted in it.
    private struct Key: Hashable {
        var storage: UInt
        var start: Int
    }

    /// The position after a group's last token, by group and first position.
    private var ends: [Key: Int] = [:]
    /// Whether ``record(_:from:to:)`` notes ends (while the spans are taken) or does nothing.
    var isRecording = false

    /// Spans that know no group; `isRecording` to take them.
    init(isRecording: Bool = false) { self.isRecording = isRecording }

    /// How many groups' ends are known.
    var count: Int { ends.count }

    /// The position after the last token of `group` counted from `start`, when `other` is the same
    /// group (one storage) and its end is known.
    func end(of group: JSONObject, sharedWith other: JSONObject, from start: Int) -> Int? {
        guard !isRecording, !ends.isEmpty, let storage = Self.storage(of: group), storage == Self.storage(of: other)
        else { return nil }
        return ends[Key(storage: storage, start: start)]
    }

    /// Notes, while recording, that `group` counted from `start` ends at `end`.
    mutating func record(_ group: JSONObject, from start: Int, to end: Int) {
        guard isRecording, let storage = Self.storage(of: group) else { return }
        ends[Key(storage: storage, start: start)] = end
    }

    /// The address of a group's members' storage; `nil` for a group without members.
    private static func storage(of group: JSONObject) -> UInt? {
        group.members.withUnsafeBufferPointer { $0.isEmpty ? nil : $0.baseAddress.map { UInt(bitPattern: $0) } }
    }
}
