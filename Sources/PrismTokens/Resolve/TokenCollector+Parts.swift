extension TokenCollector {
    /// The smallest root collected in parts: its members spread over at least this many bytes of
    /// one file (about 2,500 tokens); below it, handing parts to other threads costs more than
    /// the walk.
    static let partsFrom = 256 * 1024

    /// The most parts a root is cut into: enough for a few cores to balance unequal groups.
    static let maximumParts = 8

    /// The ranges of the root's members to collect as parts, in order, or `nil` to walk it whole:
    /// a small root (``partsFrom``), one whose members come from several files (no size to go
    /// by), a root of one member, or a machine with one core.
    ///
    /// A root of a few members (a design system's `color`, `size`, `typography`…) is cut at each
    /// member, and the threads take the parts in turn; a root of many (a flat token file) into
    /// ``maximumParts`` runs of members.
    static func parts(of root: JSONObject) -> [Range<Int>]? {
        let members = root.members
        guard members.count > 1, ParallelWork.cores > 1, let first = members.first, let last = members.last,
            first.keyLocation.file == last.keyLocation.file,
            last.keyLocation.offset - first.keyLocation.offset >= partsFrom
        else { return nil }
        let partCount = min(members.count, maximumParts)
        let size = (members.count + partCount - 1) / partCount
        return stride(from: 0, to: members.count, by: size).map { $0..<min($0 + size, members.count) }
    }

    /// Collects the root's members in `parts`, each on whichever core is free, into `result`
    /// and `context` as one walk would: tokens, groups and rejected paths, diagnostics and
    /// older-syntax records joined in part order (a part's records counted as if it came after
    /// the ones before it).
    ///
    /// The walk of every token of the first theme was one core's work while the other waited:
    /// 20 ms of the 50k benchmark file's resolution.
    static func collectInParts(
        _ parts: [Range<Int>], root: Frame, into result: inout Result, context: inout ValueParseContext
    ) {
        var fresh = context
        fresh.diagnostics = DiagnosticBag()
        let start = fresh
        let mark = start.legacy.mark
        let collected = ParallelWork.map(parts) { part in
            var frame = root
            frame.next = part.lowerBound
            frame.end = part.upperBound
            var partResult = Result()
            var partContext = start
            walk(from: frame, into: &partResult, context: &partContext)
            return (result: partResult, context: partContext)
        }
        for part in collected {
            result.tokens += part.result.tokens
            result.groups.formUnion(part.result.groups)
            result.rejected.formUnion(part.result.rejected)
            context.diagnostics.append(contentsOf: part.context.diagnostics.all)
            context.legacy.mergeRecorded(by: part.context.legacy, since: mark)
            context.token = part.context.token
        }
    }
}
