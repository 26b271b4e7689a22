/// The custom property declarations of every token in every theme, written once per distinct value.
///
/// Themes usually differ in a few tokens (the semantic colors); the rest resolve to the same value
/// in every theme. A token that resolves in a theme exactly as it does at the same position in
/// the first theme (``ResolvedToken/hasSameResolvedValue(as:)``) reuses the first theme's
/// declarations instead of formatting them again, so four themes cost little more than one.
struct CSSThemeDeclarations {
    /// The declarations of each token, in token order, for each theme in resolution order.
    var byTheme: [[[CSSDeclaration]]] = []
    /// `render.css-name` errors (two tokens that become one custom property) and
    /// `render.css-member` notes (a member property left out for a token or another member).
    var collisions: [Diagnostic] = []

    /// Writes the declarations of every theme.
    /// - Parameters:
    ///   - themes: the resolved themes, in permutation order.
    ///   - writer: formats one token's declarations (with the properties of every token reserved:
    ///     ``CSSTokenDeclarations/reservingTokenProperties(of:)``).
    /// - Returns: the declarations by theme, and the name collisions found among them.
    static func compute(for themes: [ResolvedTheme], writer: CSSTokenDeclarations) -> CSSThemeDeclarations {
        var result = CSSThemeDeclarations()
        var check = CSSCollisionCheck()
        // Every token has at least one property; reserving avoids rehashing a 100k-entry table.
        check.reserveCapacity(themes.first?.tokens.count ?? 0)
        var first: (tokens: [ResolvedToken], declarations: [[CSSDeclaration]])?
        for theme in themes {
            var perToken: [[CSSDeclaration]] = []
            perToken.reserveCapacity(theme.tokens.count)
            for (index, token) in theme.tokens.enumerated() {
                if let first, index < first.tokens.count, first.tokens[index].hasSameResolvedValue(as: token) {
                    // Same properties owned by the same token as in the first theme: nothing new can collide.
                    perToken.append(first.declarations[index])
                    continue
                }
                let (declarations, omitted) = writer.declarationsAndOmissions(for: token)
                check.add(token, declarations, omitted: omitted)
                perToken.append(declarations)
            }
            if first == nil { first = (theme.tokens, perToken) }
            result.byTheme.append(perToken)
        }
        result.collisions = check.diagnostics
        return result
    }
}

extension CSSTokenDeclarations {
    /// The writer with the custom property of every token of `themes` reserved for that token.
    func reservingTokenProperties(of themes: [ResolvedTheme]) -> CSSTokenDeclarations {
        var copy = self
        guard let first = themes.first?.tokens else { return copy }
        copy.tokenProperties.reserveCapacity(copy.tokenProperties.count + first.count)
        names.reserveCapacity(first.count)
        for (position, theme) in themes.enumerated() {
            for (index, token) in theme.tokens.enumerated() {
                // A later theme mostly has the first theme's paths at the same positions: those are
                // in already. Any other path is inserted again, which changes nothing if it is there.
                if position > 0, index < first.count, first[index].path == token.path { continue }
                copy.tokenProperties.insert(names.property(for: token.path))
            }
        }
        return copy
    }
}
