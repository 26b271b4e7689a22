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
    func lookup(_ name: MustacheName) -> MustacheValue? {
        guard let first = name.parts.first else { return frames.last }
        var found: MustacheValue?
        for frame in frames.reversed() {
            if case .object(let members) = frame, let value = members[first] {
                found = value
                break
            }
        }
        guard var value = found else { return nil }
        for part in name.parts.dropFirst() {
            guard case .object(let members) = value, let member = members[part] else { return nil }
            value = member
        }
        return value
    }
}
