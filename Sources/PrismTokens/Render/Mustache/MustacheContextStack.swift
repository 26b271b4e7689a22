/// The context stack of a render: the data, then each section's value pushed on top of it.
struct MustacheContextStack {
    private var frames: [MustacheValue]

    /// A stack holding the root data.
    init(_ root: MustacheValue) {
        frames = [root]
        frames.reserveCapacity(16)
    }

    /// Pushes a section's value (or the current item of a list).
    mutating func push(_ value: MustacheValue) { frames.append(value) }

    /// Pops the value pushed last.
    mutating func pop() { frames.removeLast() }

    /// Resolves a name as the spec says: `.` is the top of the stack; otherwise the first part is
    /// looked up from the top of the stack down, and the remaining parts only inside the value
    /// found. A miss anywhere is `nil` (falsey, interpolates as nothing).
    ///
    /// Called for every tag of every rendered line, so it walks the frames in place (no copy of
    /// the stack, no reversed view) and looks a one-part name — nearly every name — up directly.
    func lookup(_ name: MustacheName) -> MustacheValue? {
        let parts = name.parts
        guard let first = parts.first else { return frames.last }
        return frames.withUnsafeBufferPointer { frames -> MustacheValue? in
            var index = frames.count
            while index > 0 {
                index -= 1
                guard case .object(let members) = frames[index], let found = members[first] else { continue }
                if parts.count == 1 { return found }
                var value = found
                for part in parts[1...] {
                    guard case .object(let members) = value, let member = members[part] else { return nil }
                    value = member
                }
                return value
            }
            return nil
        }
    }
}
