/// Every theme's JavaScript values nested by token path: what `index.js` writes and `index.d.ts` types.
///
/// Each theme has a tree of token positions and its values by position. A theme with the first
/// theme's paths at the same positions (the usual case: themes redefine values, not paths) takes
/// the first theme's tree as it is, and every token it shares with the first theme
/// (``ResolvedToken/isShared(with:)``) takes the first theme's value: the tree is built and a
/// value converted once for what the themes have in common.
struct WebThemeTrees {
    /// One theme's values.
    struct Theme {
        /// The theme's name.
        var name: String
        /// The theme's tokens.
        var tokens: [ResolvedToken]
        /// The positions of the tokens written, nested by path.
        var tree: TokenTree<Int>
        /// The value of each token in ``tree``, by position (`nil` for a token left out).
        var values: Values
        /// Whether ``tree`` is the first theme's: the theme has its paths at the same positions.
        var hasFirstThemesTree: Bool

        /// Whether the token at `position` is the first theme's token there, so its value and
        /// its type are the first theme's.
        func sharesToken(at position: Int, with first: Theme) -> Bool {
            hasFirstThemesTree && tokens[position].isShared(with: first.tokens[position])
        }
    }

    /// A theme's values by position: its own, or the first theme's with the values of the
    /// tokens the theme does not share with it (the first theme's array copied and written over
    /// for each later theme was 100,000 values copied, retained and released again per theme).
    struct Values {
        /// The values by position: the theme's own, or the first theme's (not copied).
        let all: [JSONText?]
        /// The theme's values where they are not ``all``'s, by position.
        let changed: [Int: JSONText]

        /// The value at `position` (`nil` for a token left out).
        subscript(position: Int) -> JSONText? {
            // The first theme's values have no changes: no lookup (100,000 positions per reader).
            changed.isEmpty ? all[position] : changed[position] ?? all[position]
        }

        /// Whether the token at `position` is left out: ``changed`` holds values only at
        /// positions ``all`` has one, so ``all`` alone tells.
        func leavesOut(_ position: Int) -> Bool { all[position] == nil }
    }

    /// The themes, in theme order.
    var themes: [Theme]

    /// Builds every theme's tree and values, warning once per theme about each token left out
    /// because its path is also a group or another token's.
    /// - Parameter firstTree: the first theme's tree, when already built.
    init(_ resolvedThemes: [ResolvedTheme], firstTree: TokenPositionTree? = nil, diagnostics: inout DiagnosticBag) {
        themes = []
        themes.reserveCapacity(resolvedThemes.count)
        for theme in resolvedThemes {
            let tokens = theme.tokens
            let built: Theme
            if let first = themes.first, BundleThemes.haveSamePaths(tokens, as: first.tokens) {
                let firstValues = first.values.all
                var changed: [Int: JSONText] = [:]
                for position in tokens.positions(notSharedWith: first.tokens) where firstValues[position] != nil {
                    changed[position] = WebValueText.value(tokens[position].value)
                }
                built = Theme(
                    name: theme.name, tokens: tokens, tree: first.tree,
                    values: Values(all: firstValues, changed: changed), hasFirstThemesTree: true)
            } else {
                built = Self.theme(
                    theme.name, tokens: tokens, positions: themes.isEmpty ? firstTree : nil)
            }
            for position in tokens.indices where built.values.leavesOut(position) {
                let token = tokens[position]
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: TokenBundler.rule,
                        "\(token.path) is left out of index.js because its path is also a group or another token's; rename the token or the group",
                        at: token.location, token: token.path.description, theme: theme.name))
            }
            themes.append(built)
        }
    }

    /// A theme's tree (`positions`, when already built) and values built on their own.
    private static func theme(_ name: String, tokens: [ResolvedToken], positions: TokenPositionTree?) -> Theme {
        let positions = positions ?? TokenPositionTree(tokens)
        precondition(
            (positions.kept.last ?? -1) < tokens.count, "WebThemeTrees: the tree given is of this theme's tokens")
        var values = [JSONText?](repeating: nil, count: tokens.count)
        for position in positions.kept {
            values[position] = WebValueText.value(tokens[position].value)
        }
        return Theme(
            name: name, tokens: tokens, tree: positions.tree, values: Values(all: values, changed: [:]),
            hasFirstThemesTree: false)
    }
}
