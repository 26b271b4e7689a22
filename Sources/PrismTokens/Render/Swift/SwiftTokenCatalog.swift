/// The Prism metadata of a token that shapes its Swift value (`com.byescaleira.prism` extension).
struct SwiftTokenMetadata: Equatable {
    /// The Dynamic Type text style of a typography token.
    var textStyle: String?
    /// `none`, `fade` or `{motion.token}` for a transition.
    var reducedMotion: String?
    /// The spring of a transition: perceptual duration (seconds) and bounce.
    var spring: (duration: Double, bounce: Double)?

    /// Reads the metadata of a token.
    init(_ token: ResolvedToken) {
        let prism = token.prismExtension
        textStyle = prism?["textStyle"]?.string
        reducedMotion = prism?["reducedMotion"]?.string
        if let spring = prism?["spring"], let duration = spring["duration"]?.number {
            self.spring = (duration, spring["bounce"]?.number ?? 0)
        }
    }

    /// Sets what this metadata leaves unset from another token's (the token an alias names).
    mutating func fillUnset(from other: SwiftTokenMetadata) {
        textStyle = textStyle ?? other.textStyle
        reducedMotion = reducedMotion ?? other.reducedMotion
        spring = spring ?? other.spring
    }

    /// Whether nothing is set: an alias without metadata of its own is compatible with any target.
    var isUnset: Bool { textStyle == nil && reducedMotion == nil && spring == nil }

    /// Whether an alias with this metadata of its own reads the same as its target's value:
    /// everything it sets agrees with the target.
    func isCompatible(withAliasTarget target: SwiftTokenMetadata) -> Bool {
        var filled = self
        filled.fillUnset(from: target)
        return filled == target
    }

    static func == (lhs: SwiftTokenMetadata, rhs: SwiftTokenMetadata) -> Bool {
        lhs.textStyle == rhs.textStyle && lhs.reducedMotion == rhs.reducedMotion
            && lhs.spring?.duration == rhs.spring?.duration && lhs.spring?.bounce == rhs.spring?.bounce
    }
}

/// One token as the Swift output sees it: its resolved form in every theme.
///
/// A class: the enum plans, value tables and files each walk the tokens several times, and a
/// copy of a reference is one retain where a copy of the fields was one per array and string.
final class SwiftCatalogToken: Sendable {
    /// The token's path.
    let path: TokenPath
    /// The token's type (the same in every theme).
    let type: TokenType
    /// The token in each theme, in theme order.
    let perTheme: [ResolvedToken]
    /// Whether the value, the alias, the member references and the Prism metadata are the same in every theme.
    let isInvariant: Bool

    /// The token in the first theme: where its name, description and deprecation are read.
    var primary: ResolvedToken { perTheme[0] }

    /// Creates a token from its form in each theme.
    init(path: TokenPath, type: TokenType, perTheme: [ResolvedToken], isInvariant: Bool) {
        self.path = path
        self.type = type
        self.perTheme = perTheme
        self.isInvariant = isInvariant
    }
}

/// The tokens of every theme, lined up: the tokens defined in all themes, in document order.
///
/// A token missing from some theme, or with a different type in some theme, cannot be one Swift
/// member; it is left out with a warning (rule `render.swift-theme`).
struct SwiftTokenCatalog {
    /// The themes, in permutation order.
    let themes: [ResolvedTheme]
    /// The tokens present in every theme, in the first theme's document order.
    let tokens: [SwiftCatalogToken]

    /// Lines up the tokens of a resolution's themes.
    /// - Parameters:
    ///   - themes: the resolved themes (at least one).
    ///   - diagnostics: receives a warning for each token left out.
    ///   - skipsSharedTokens: whether a token a theme shares with the first is taken as equal
    ///     without comparing it (`false` compares every token: the general path, for tests).
    init(themes: [ResolvedTheme], diagnostics: inout DiagnosticBag, skipsSharedTokens: Bool = true) {
        self.themes = themes
        var tokens: [SwiftCatalogToken] = []
        tokens.reserveCapacity(themes.first?.tokens.count ?? 0)
        var reported: Set<TokenPath> = []
        // Each theme's tokens, taken out once: copying a theme per token and theme was a retain
        // and a release of each of its fields.
        let tokensByTheme = themes.map(\.tokens)
        for (index, token) in (tokensByTheme.first ?? []).enumerated() {
            var perTheme: [ResolvedToken] = []
            perTheme.reserveCapacity(themes.count)
            var missing: [String] = []
            for (position, tokens) in tokensByTheme.enumerated() {
                // The token the theme shares with the first is at the same position (no path compared).
                if skipsSharedTokens, index < tokens.count, tokens[index].isShared(with: token) {
                    perTheme.append(tokens[index])
                } else if let found = themes[position].token(token.path, expectedAt: index) {
                    perTheme.append(found)
                } else {
                    missing.append(themes[position].name)
                }
            }
            if !missing.isEmpty {
                reported.insert(token.path)
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: "render.swift-theme",
                        "'\(token.path)' is not defined in theme\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")), so the Swift output leaves it out; define it in every context of the modifier (or in a set) to use it from Swift",
                        at: token.location, token: token.path.description
                    ))
                continue
            }
            if let other = perTheme.first(where: { $0.type != token.type }) {
                reported.insert(token.path)
                diagnostics.append(
                    Diagnostic(
                        .warning, rule: "render.swift-theme",
                        "'\(token.path)' is a \(token.type) in one theme and a \(other.type) in another, so the Swift output leaves it out; give it one type in every theme",
                        at: other.location, token: token.path.description
                    ))
                continue
            }
            // perTheme[0] is `token` itself. A token a theme shares with the first (one the theme
            // does not change) is the same in every field, so only the others are compared.
            var invariant = true
            var metadata: SwiftTokenMetadata?
            for other in perTheme.dropFirst() where !(skipsSharedTokens && other.isShared(with: token)) {
                let tokenMetadata = metadata ?? SwiftTokenMetadata(token)
                metadata = tokenMetadata
                guard
                    other.value == token.value && other.aliasOf == token.aliasOf
                        && other.memberReferences == token.memberReferences
                        && SwiftTokenMetadata(other) == tokenMetadata
                else {
                    invariant = false
                    break
                }
            }
            tokens.append(
                SwiftCatalogToken(path: token.path, type: token.type, perTheme: perTheme, isInvariant: invariant))
        }
        if let first = themes.first {
            for theme in themes.dropFirst() {
                // A token shared with the first theme at its position is there (two pointers
                // compared, the token not copied out: most tokens of a theme are shared).
                for index in theme.tokens.positions(notSharedWith: first.tokens) {
                    let token = theme.tokens[index]
                    guard first.token(token.path, expectedAt: index) == nil, reported.insert(token.path).inserted else {
                        continue
                    }
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: "render.swift-theme",
                            "'\(token.path)' is defined only in some themes (not in \(themes[0].name)), so the Swift output leaves it out; define it in every context of the modifier (or in a set) to use it from Swift",
                            at: token.location, token: token.path.description
                        ))
                }
            }
        }
        self.tokens = tokens
    }
}
