extension ReferenceResolver {
    /// Tokens in post-order of their references (every target before the tokens that reference it),
    /// found by an iterative depth-first walk: a 20,000-long alias chain costs no stack.
    ///
    /// Both the full resolution (``resolveAll(context:)``) and the resolution of a theme's changes
    /// (`resolve(only:over:knownReferences:memo:context:)`) order their tokens with this one walk.
    /// - Parameters:
    ///   - starts: where the walk starts, in this order; a start already reached is skipped.
    ///   - references: the references of a token, or `nil` for a token outside the walk (its
    ///     references are not followed and it is not in the order).
    ///   - onCycle: called with the tokens of a cycle, from the one referenced again to the one
    ///     that references it, when the walk finds one; returns whether to go on (the walk then
    ///     leaves the back reference out) or to give up.
    /// - Returns: the order, or `nil` when `onCycle` gave up.
    func dependencyPostOrder(
        from starts: some Sequence<Int>, references: (Int) -> [Reference]?, onCycle: ([Int]) -> Bool
    ) -> [Int]? {
        var state = [UInt8](repeating: 0, count: raw.count)  // 0 new, 1 on the stack, 2 done
        var order: [Int] = []
        order.reserveCapacity(starts.underestimatedCount)
        var stack: [(node: Int, next: Int)] = []
        for start in starts where state[start] == 0 {
            stack.append((start, 0))
            state[start] = 1
            while let top = stack.last {
                let refs = references(top.node) ?? []
                if top.next < refs.count {
                    stack[stack.count - 1].next += 1
                    let target = refs[top.next].target
                    switch state[target] {
                    case 0:
                        guard references(target) != nil else { continue }
                        state[target] = 1
                        stack.append((target, 0))
                    case 1:
                        let members = stack.map(\.node)
                        guard onCycle(Array(members[(members.lastIndex(of: target) ?? 0)...])) else { return nil }
                    default:
                        break
                    }
                } else {
                    stack.removeLast()
                    state[top.node] = 2
                    order.append(top.node)
                }
            }
        }
        return order
    }
}
