/// Tokens resolved so far, by position, as reference substitution reads its targets.
///
/// A full resolution fills an array of optionals (`nil` until a token is resolved, or when it
/// failed); a theme resolved as changes to another reads and writes a copy of that theme's
/// tokens instead (every one resolved), so it does not copy them a second time into optionals.
protocol ResolvedTokenTable {
    /// The token at `position`, or `nil` when it is not resolved.
    subscript(position: Int) -> ResolvedToken? { get }
}

extension Array: ResolvedTokenTable where Element == ResolvedToken? {}

/// Every token of a theme, resolved, by position.
struct ResolvedTokenList: ResolvedTokenTable {
    /// The tokens.
    var tokens: [ResolvedToken]

    subscript(position: Int) -> ResolvedToken? { tokens[position] }
}
