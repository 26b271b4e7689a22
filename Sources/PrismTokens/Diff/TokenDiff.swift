/// The differences between two versions of a token set, and the semantic-version bump they call for.
public struct TokenDiff: Sendable {
    /// One change.
    public enum Change: Sendable, Equatable {
        /// A token only the new version has (minor).
        case added(path: TokenPath, type: TokenType)
        /// A token only the old version has (major).
        case removed(path: TokenPath, type: TokenType)
        /// A removed and an added token with the same type and value in every theme (major).
        case renamed(from: TokenPath, to: TokenPath, type: TokenType)
        /// A token whose type changed (major).
        case typeChanged(path: TokenPath, old: TokenType, new: TokenType)
        /// A token whose value changed, in the themes listed (patch).
        case valueChanged(path: TokenPath, themes: [ValueChange])
        /// A token deprecated in the new version, with its message (minor).
        case deprecated(path: TokenPath, message: String)
        /// A theme only the new version has (minor).
        case themeAdded(name: String)
        /// A theme only the old version has (major).
        case themeRemoved(name: String)

        /// The change's kind as written in JSON: `added`, `removed`, `renamed`, `type-changed`, …
        public var kind: String {
            switch self {
            case .added: "added"
            case .removed: "removed"
            case .renamed: "renamed"
            case .typeChanged: "type-changed"
            case .valueChanged: "value-changed"
            case .deprecated: "deprecated"
            case .themeAdded: "theme-added"
            case .themeRemoved: "theme-removed"
            }
        }

        /// The version bump this change needs on its own.
        public var bump: SemverBump {
            switch self {
            case .removed, .renamed, .typeChanged, .themeRemoved: .major
            case .added, .deprecated, .themeAdded: .minor
            case .valueChanged: .patch
            }
        }
    }

    /// A value that changed in one theme.
    public struct ValueChange: Sendable, Equatable {
        /// The theme the value changed in.
        public var theme: String
        /// The value in the old version.
        public var old: TokenValue
        /// The value in the new version.
        public var new: TokenValue
    }

    /// The semantic-version bump of a release.
    public enum SemverBump: String, Sendable, Comparable {
        /// No change that a consumer can see.
        case none
        /// Only values changed.
        case patch
        /// Tokens or themes were added or deprecated.
        case minor
        /// Tokens or themes were removed, renamed or retyped.
        case major

        private var rank: Int { ["none": 0, "patch": 1, "minor": 2, "major": 3][rawValue] ?? 0 }
        /// Orders two values (see the type's discussion for the order).
        public static func < (lhs: SemverBump, rhs: SemverBump) -> Bool { lhs.rank < rhs.rank }
    }

    /// The changes, ordered: theme changes, removals, renames, type changes, additions, deprecations, value changes; by path within each.
    public var changes: [Change]

    /// The largest bump any change needs.
    public var semver: SemverBump { changes.map(\.bump).max() ?? .none }

    /// Compares two resolutions theme by theme (themes are matched by name).
    public init(old: TokenSetResolution, new: TokenSetResolution) {
        let oldThemes = Dictionary(old.themes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        let newThemes = Dictionary(new.themes.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var changes: [Change] = []
        changes += old.themes.map(\.name).filter { newThemes[$0] == nil }.map { .themeRemoved(name: $0) }
        changes += new.themes.map(\.name).filter { oldThemes[$0] == nil }.map { .themeAdded(name: $0) }

        let oldTokens = TokenDiff.firstOccurrences(old.themes)
        let newTokens = TokenDiff.firstOccurrences(new.themes)
        var removed = oldTokens.keys.filter { newTokens[$0] == nil }.sorted()
        var added = newTokens.keys.filter { oldTokens[$0] == nil }.sorted()

        // A removed and an added token with the same type and the same value in every shared theme is a rename.
        var renames: [Change] = []
        for from in removed {
            guard let oldToken = oldTokens[from] else { continue }
            let match = added.first { to in
                guard let newToken = newTokens[to], newToken.type == oldToken.type else { return false }
                return TokenDiff.sameValueEverywhere(from, to, oldThemes: oldThemes, newThemes: newThemes)
            }
            if let to = match {
                renames.append(.renamed(from: from, to: to, type: oldToken.type))
                added.removeAll { $0 == to }
                removed.removeAll { $0 == from }
            }
        }
        changes += removed.compactMap { path in oldTokens[path].map { .removed(path: path, type: $0.type) } }
        changes += renames
        var typeChanges: [Change] = []
        var deprecations: [Change] = []
        var valueChanges: [Change] = []
        for path in oldTokens.keys.filter({ newTokens[$0] != nil }).sorted() {
            guard let before = oldTokens[path], let after = newTokens[path] else { continue }
            if before.type != after.type {
                typeChanges.append(.typeChanged(path: path, old: before.type, new: after.type))
                continue
            }
            if before.deprecation == nil, let message = after.deprecation {
                deprecations.append(.deprecated(path: path, message: message))
            }
            var themes: [ValueChange] = []
            for theme in new.themes {
                guard let oldTheme = oldThemes[theme.name], let a = oldTheme[path], let b = theme[path],
                    a.value != b.value
                else { continue }
                themes.append(ValueChange(theme: theme.name, old: a.value, new: b.value))
            }
            if !themes.isEmpty { valueChanges.append(.valueChanged(path: path, themes: themes)) }
        }
        changes += typeChanges
        changes += added.compactMap { path in newTokens[path].map { .added(path: path, type: $0.type) } }
        changes += deprecations
        changes += valueChanges
        self.changes = changes
    }

    /// Each path's token in the first theme that has it.
    private static func firstOccurrences(_ themes: [ResolvedTheme]) -> [TokenPath: ResolvedToken] {
        var result: [TokenPath: ResolvedToken] = [:]
        for theme in themes {
            for token in theme.tokens where result[token.path] == nil { result[token.path] = token }
        }
        return result
    }

    private static func sameValueEverywhere(
        _ from: TokenPath, _ to: TokenPath, oldThemes: [String: ResolvedTheme], newThemes: [String: ResolvedTheme]
    ) -> Bool {
        var compared = 0
        for (name, oldTheme) in oldThemes {
            guard let newTheme = newThemes[name] else { continue }
            guard let a = oldTheme[from], let b = newTheme[to] else { return false }
            if a.value != b.value { return false }
            compared += 1
        }
        return compared > 0
    }
}
