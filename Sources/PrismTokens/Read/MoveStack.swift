/// A growable stack whose top elements are handed out as an exactly sized `Array` by moving them.
///
/// The parser pushes the elements (or members) of every open container onto one shared stack
/// and, when the container closes, moves them into the container's own array: one allocation
/// of the final size per container, no per-element retain/release, and no regrowing of small
/// arrays element by element.
final class MoveStack<Element> {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// The number of elements on the stack.
    private(set) var count = 0

    /// Creates an empty stack with room for `capacity` elements before it grows.
    init(capacity: Int = 256) {
        self.capacity = max(capacity, 1)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    /// Pushes an element.
    @inline(__always)
    func push(_ element: __owned Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// The element at a position (0 is the bottom).
    @inline(__always)
    subscript(position: Int) -> Element {
        get { base[position] }
        _modify { yield &base[position] }
    }

    /// Removes the elements from `start` to the top and returns them, in order, as an array.
    func popArray(from start: Int) -> [Element] {
        // `reserveCapacity` then moving appends: `Array(unsafeUninitializedCapacity:)` is not
        // specialized here and looks up the array's type metadata at run time on every call.
        var result: [Element] = []
        result.reserveCapacity(count - start)
        for position in start..<count { result.append((base + position).move()) }
        count = start
        return result
    }

    private func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
