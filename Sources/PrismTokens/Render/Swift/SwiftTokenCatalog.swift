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
    let perTheme: SwiftTokenForms
    /// Whether the value, the alias, the member references and the Prism metadata are the same in every theme.
    let isInvariant: Bool

    /// The token in the first theme: where its name, description and deprecation are read.
    var primary: ResolvedToken { perTheme[0] }

    /// Creates a token from its form in each theme.
    init(path: TokenPath, type: TokenType, perTheme: SwiftTokenForms, isInvariant: Bool) {
        self.path = path
        self.type = type
        self.perTheme = perTheme
        self.isInvariant = isInvariant
    }

    /// Creates a token from its form in each theme, listed.
    convenience init(path: TokenPath, type: TokenType, perTheme: [ResolvedToken], isInvariant: Bool) {
        self.init(path: path, type: type, perTheme: SwiftTokenForms(perTheme), isInvariant: isInvariant)
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
        let firstTokens = tokensByTheme.first ?? []
        // Per later theme, the positions of the tokens it does not share with the first theme,
        // walked with a cursor each: a token every theme shares is never looked at in the others
        // (with 16 themes, looking was a retain and a release of 1.6 million tokens).
        let unshared =
            skipsSharedTokens ? tokensByTheme.dropFirst().map { $0.positions(notSharedWith: firstTokens) } : nil
        var cursors = [Int](repeating: 0, count: max(0, themes.count - 1))
        for (index, token) in firstTokens.enumerated() {
            // Each theme's form, listed once some theme's differs from the first's.
            var distinct: [ResolvedToken] = []
            var missing: [String] = []
            for position in themes.indices.dropFirst() {
                // Past the end of a shorter theme, the token is looked up by its path.
                if let unshared, index < tokensByTheme[position].count {
                    let cursor = cursors[position - 1]
                    guard cursor < unshared[position - 1].count, unshared[position - 1][cursor] == index else {
                        // Shared with the first theme at this position (no path compared).
                        if !distinct.isEmpty { distinct.append(token) }
                        continue
                    }
                    cursors[position - 1] = cursor + 1
                }
                if let found = themes[position].token(token.path, expectedAt: index) {
                    if distinct.isEmpty {
                        distinct.reserveCapacity(themes.count)
                        distinct += repeatElement(token, count: position)
                    }
                    distinct.append(found)
                } else {
                    missing.append(themes[position].name)
                }
            }
            let perTheme =
                distinct.isEmpty ? SwiftTokenForms(shared: token, count: themes.count) : SwiftTokenForms(distinct)
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
            // A token every theme shares has one type; walking its forms copies each (at 10k × 16,
            // that and the walk below cost 0.9% more instructions).
            if !perTheme.isShared, let other = perTheme.first(where: { $0.type != token.type }) {
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
            for other in perTheme.dropFirst(perTheme.isShared ? perTheme.count : 1)
            where !(skipsSharedTokens && other.isShared(with: token)) {
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
            for (offset, theme) in themes.dropFirst().enumerated() {
                // A token shared with the first theme at its position is there (two pointers
                // compared, the token not copied out: most tokens of a theme are shared).
                for index in unshared?[offset] ?? theme.tokens.positions(notSharedWith: first.tokens) {
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
