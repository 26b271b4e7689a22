/// Taking containers a helper thread read (see ``JSONSubtreeHandoff``).
extension JSONParser {
    /// The container starting at `start` as the helper read it, when the helper read one there
    /// from this parser's own line and depth; `nil` when this parser must read it itself.
    ///
    /// Called at an opening bracket at or past ``nextHandoffStart``; afterwards
    /// ``nextHandoffStart`` is where the next container the helper announced starts (or just past
    /// `start`, when that is not known yet).
    mutating func takeHandoff(at start: Int) -> JSONNode? {
        guard let handoff else {
            nextHandoffStart = .max
            return nil
        }
        while true {
            guard let subtree = handoff.subtree(at: handoffIndex) else {
                nextHandoffStart = .max
                return nil
            }
            if subtree.start < start {
                // The helper saw a container where this parser found none (inside a string the
                // helper misread, say): passed.
                handoffIndex += 1
                continue
            }
            guard subtree.start == start else {
                nextHandoffStart = subtree.start
                return nil
            }
            handoffIndex += 1
            nextHandoffStart = start + 1
            guard subtree.line == positions.line, subtree.lineStart == positions.lineStart,
                subtree.depth == depthBase + openContainerCount, let read = handoff.read(at: handoffIndex - 1)
            else { return nil }
            position = read.end
            positions.resume(atLine: read.line, lineStart: read.lineStart)
            for (feature, location) in read.extensionsUsed { record(feature, foundAt: location) }
            keysSeen.formUnion(read.keysSeen)
            refKeys += read.refKeys
            nextHandoffStart = read.end
            handedOver += 1
            return read.node
        }
    }
}
