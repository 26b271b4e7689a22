/// A catalog token's form in each theme, in theme order: one token every theme shares, or one
/// token per theme.
///
/// Most tokens are the very same token in every theme (an incremental resolution shares every
/// token a theme does not change, ``ResolvedToken/isShared(with:)``); those are kept as that one
/// token and a count instead of an array of copies per token (at 100k tokens × 16 themes, 80,000
/// arrays of 16 copies, each copy a retain).
struct SwiftTokenForms: RandomAccessCollection, Sendable {
    /// The token every theme shares, or `nil` when ``distinct`` holds each theme's.
    private let shared: ResolvedToken?
    /// Each theme's form, or empty when every theme has ``first``.
    private let distinct: [ResolvedToken]
    /// The number of themes.
    let count: Int

    /// The same token in each of `count` themes.
    init(shared token: ResolvedToken, count: Int) {
        shared = token
        distinct = []
        self.count = count
    }

    /// One form per theme.
    init(_ tokens: [ResolvedToken]) {
        shared = nil
        distinct = tokens
        count = tokens.count
    }

    /// Whether every theme has the first theme's very token (known without comparing them).
    var isShared: Bool { shared != nil }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> ResolvedToken {
        guard let shared else { return distinct[position] }
        precondition(position >= 0 && position < count, "SwiftTokenForms: theme \(position) of \(count)")
        return shared
    }
}
