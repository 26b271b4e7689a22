/// One case of a token enum: the token and its Swift name.
struct SwiftTokenEnumMember {
    /// The token, in every theme.
    let token: SwiftCatalogToken
    /// The case name, e.g. `onBackground`.
    let caseName: SwiftIdentifier
}

/// One Swift enum of tokens, e.g. `ColorToken` for the `color` group.
struct SwiftTokenEnum {
    /// The enum's name, e.g. `BorderWidthToken`.
    let name: SwiftIdentifier
    /// The `lowerCamelCase` name of what the enum holds, e.g. `borderWidth`: the name of the
    /// theme's method that reads a themed enum (`theme.borderWidth(.default)`).
    let themeAccessor: SwiftIdentifier
    /// The group the enum's tokens come from, e.g. `border.width`; empty for tokens at the root.
    let group: TokenPath
    /// The type of every token of the enum.
    let type: TokenType
    /// The cases, in document order.
    let members: [SwiftTokenEnumMember]
    /// Whether some token differs between themes, so the enum is read through a theme.
    ///
    /// Stored, not computed: it is asked for every member of the enum (computing it each time
    /// made planning quadratic in the size of an enum).
    let isThemed: Bool
    /// Whether some token is deprecated (the enum then lists `allCases` itself).
    let hasDeprecatedMembers: Bool

    /// Creates an enum plan.
    init(
        name: SwiftIdentifier, themeAccessor: SwiftIdentifier, group: TokenPath, type: TokenType,
        members: [SwiftTokenEnumMember]
    ) {
        self.name = name
        self.themeAccessor = themeAccessor
        self.group = group
        self.type = type
        self.members = members
        isThemed = members.contains { !$0.token.isInvariant }
        hasDeprecatedMembers = members.contains { $0.token.primary.deprecation != nil }
    }
}

/// How token groups map to Swift enums.
///
/// - Tokens are grouped by their top-level group; a group whose tokens all have one type is one
///   enum named after the group: `color` → `ColorToken`, `palette` → `PaletteToken`. A few names
///   are normalized: `space`/`spacing` → `SpacingToken`, `size`/`sizing`/`sizes` → `SizeToken`,
///   `radius`/`radii` → `RadiusToken`, `colors` → `ColorToken`.
/// - A group that mixes types is split by type. The type the group is named for (`border` tokens in
///   `border`, transitions in `motion`, shadows in `elevation`, dimensions in `spacing`…) keeps the
///   group's enum; another type whose tokens all sit in one subgroup that holds nothing else is
///   named after that subgroup (`border.width.*` → `BorderWidthToken`, `font.family.*` →
///   `FontFamilyToken`); any other type gets a suffix for its type (`motion.fast`, a duration →
///   `MotionDurationToken`; see ``TokenType/swiftEnumSuffix``).
/// - Case names are the rest of the path in `lowerCamelCase` (`color.tag.default.container` →
///   `ColorToken.tagDefaultContainer`), made safe by ``SwiftNaming``.
/// - Tokens at the root of the file (no group) go to `Root<Type>Token` enums.
enum SwiftTokenEnumPlan {
    /// Normalized enum names of well-known groups, and the type each is named for.
    static let wellKnownGroups: [String: (words: [String], home: TokenType)] = [
        "color": (["Color"], .color), "colors": (["Color"], .color),
        "space": (["Spacing"], .dimension), "spacing": (["Spacing"], .dimension),
        "size": (["Size"], .dimension), "sizing": (["Size"], .dimension), "sizes": (["Size"], .dimension),
        "radius": (["Radius"], .dimension), "radii": (["Radius"], .dimension),
        "elevation": (["Elevation"], .shadow),
        "motion": (["Motion"], .transition),
        "typography": (["Typography"], .typography),
        "opacity": (["Opacity"], .number),
    ]

    /// Case names every token enum already uses.
    static let reservedCaseNames: Set<String> = ["allCases"]

    /// Plans the enums of a catalog.
    /// - Parameters:
    ///   - catalog: the tokens.
    ///   - diagnostics: receives `render.swift-name` errors for two enums or two cases with one name.
    /// - Returns: the enums in document order of their first token.
    static func enums(for catalog: SwiftTokenCatalog, diagnostics: inout DiagnosticBag) -> [SwiftTokenEnum] {
        var typeScope = SwiftNameScope(kind: "type")
        var result: [SwiftTokenEnum] = []
        for (group, tokens) in topLevelGroups(catalog.tokens) {
            for partition in partitions(group: group, tokens: tokens) {
                let name = SwiftNaming.typeName(partition.words, suffix: "Token")
                let owner =
                    partition.group.segments.isEmpty
                    ? "tokens at the root" : "group '\(partition.group)' (\(partition.type))"
                guard
                    typeScope.claim(
                        name, for: owner, at: partition.tokens[0].primary.location, diagnostics: &diagnostics)
                else { continue }
                var caseScope = SwiftNameScope(kind: "case of \(name.name)")
                caseScope.reserveCapacity(partition.tokens.count)
                var members: [SwiftTokenEnumMember] = []
                members.reserveCapacity(partition.tokens.count)
                for token in partition.tokens {
                    let caseName = SwiftNaming.memberName(
                        token.path.segments.dropFirst(partition.prefixLength), reserved: reservedCaseNames)
                    if caseScope.claim(
                        caseName, forToken: token.path, at: token.primary.location, diagnostics: &diagnostics)
                    {
                        members.append(SwiftTokenEnumMember(token: token, caseName: caseName))
                    }
                }
                result.append(
                    SwiftTokenEnum(
                        name: name, themeAccessor: SwiftNaming.memberName(partition.words),
                        group: partition.group, type: partition.type, members: members
                    ))
            }
        }
        return result
    }

    /// The tokens of one future enum.
    private struct Partition {
        var words: [String]
        var group: TokenPath
        var type: TokenType
        var prefixLength: Int
        var tokens: [SwiftCatalogToken]
    }

    /// The catalog's tokens by top-level group name (`""` for root tokens), in document order.
    private static func topLevelGroups(_ tokens: [SwiftCatalogToken]) -> [(String, [SwiftCatalogToken])] {
        var groups: [(String, [SwiftCatalogToken])] = []
        var positions: [String: Int] = [:]
        // Tokens of one group mostly come one after another: the table is asked only when the
        // group changes (it was two string lookups per token).
        var current: (group: String, position: Int)?
        for token in tokens {
            let group = token.path.segments.count > 1 ? token.path.segments[0] : ""
            let position: Int
            if let current, current.group == group {
                position = current.position
            } else if let known = positions[group] {
                position = known
            } else {
                position = groups.count
                positions[group] = position
                groups.append((group, []))
            }
            current = (group, position)
            groups[position].1.append(token)
        }
        return groups
    }

    /// Splits a top-level group into enums by the rules above.
    private static func partitions(group: String, tokens: [SwiftCatalogToken]) -> [Partition] {
        let byType = tokensByType(tokens)
        let types = byType.map(\.type)
        if group.isEmpty {
            return byType.map { type, members in
                Partition(
                    words: ["Root", type.swiftEnumSuffix], group: TokenPath([]), type: type, prefixLength: 0,
                    tokens: members)
            }
        }
        let known = wellKnownGroups[NameWords.kebab([group])]
        let words = known?.words ?? [group]
        let groupPath = TokenPath([group])
        if types.count == 1 {
            return [Partition(words: words, group: groupPath, type: types[0], prefixLength: 1, tokens: tokens)]
        }
        let home = known?.home ?? TokenType.allCases.first { NameWords.upperCamel([group]) == $0.swiftEnumSuffix }
        return byType.map { type, members in
            if type == home {
                return Partition(words: words, group: groupPath, type: type, prefixLength: 1, tokens: members)
            }
            if let subgroup = soleSubgroup(of: members, among: tokens) {
                return Partition(
                    words: words + [subgroup], group: groupPath.appending(subgroup), type: type, prefixLength: 2,
                    tokens: members)
            }
            return Partition(
                words: words + [type.swiftEnumSuffix], group: groupPath, type: type, prefixLength: 1, tokens: members)
        }
    }

    /// The subgroup all `members` sit in, when no other token of the group sits there too.
    private static func soleSubgroup(of members: [SwiftCatalogToken], among all: [SwiftCatalogToken]) -> String? {
        guard members.allSatisfy({ $0.path.segments.count >= 3 }) else { return nil }
        let subgroup = members[0].path.segments[1]
        guard members.allSatisfy({ $0.path.segments[1] == subgroup }) else { return nil }
        let type = members[0].type
        // Checked in place: filtering the other tokens first copied every one of them, per type.
        guard
            !all.contains(where: {
                $0.type != type && $0.path.segments.count >= 2 && $0.path.segments[1] == subgroup
            })
        else {
            return nil
        }
        return subgroup
    }

    /// The tokens of each type, the types in order of their first token: one pass, the few
    /// types compared in a list (a set of types and a filter per type hashed and copied every
    /// token once per type).
    private static func tokensByType(_ tokens: [SwiftCatalogToken]) -> [(type: TokenType, tokens: [SwiftCatalogToken])]
    {
        var byType: [(type: TokenType, tokens: [SwiftCatalogToken])] = []
        var last = -1
        for token in tokens {
            if last < 0 || byType[last].type != token.type {
                last = byType.firstIndex { $0.type == token.type } ?? byType.count
                if last == byType.count { byType.append((token.type, [])) }
            }
            byType[last].tokens.append(token)
        }
        return byType
    }
}
