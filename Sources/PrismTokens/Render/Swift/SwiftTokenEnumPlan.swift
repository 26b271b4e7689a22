/// One case of a token enum: the token and its Swift name.
struct SwiftTokenEnumMember {
    /// The token, in every theme.
    let token: SwiftCatalogToken
    /// The case name, e.g. `onBackground`.
    let caseName: SwiftIdentifier
}

/// One Swift enum of tokens, e.g. `ColorToken` for the `color` group.
///
/// A class: every reference to one of its tokens from another token's value looks the enum up
/// (25,000 at 50k tokens), and a copy of the plan was a retain of each name and of the member list.
final class SwiftTokenEnum: Sendable {
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
        let tokens = catalog.tokens
        for (group, positions) in topLevelGroups(tokens) {
            for partition in partitions(group: group, positions: positions, of: tokens) {
                let name = SwiftNaming.typeName(partition.words, suffix: "Token")
                let owner =
                    partition.group.segments.isEmpty
                    ? "tokens at the root" : "group '\(partition.group)' (\(partition.type))"
                guard
                    typeScope.claim(
                        name, for: owner, at: tokens[partition.positions[0]].primary.location,
                        diagnostics: &diagnostics)
                else { continue }
                var caseScope = SwiftNameScope(kind: "case of \(name.name)")
                caseScope.reserveCapacity(partition.positions.count)
                var members: [SwiftTokenEnumMember] = []
                members.reserveCapacity(partition.positions.count)
                for position in partition.positions {
                    let token = tokens[position]
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
    ///
    /// Groups and partitions list the catalog's tokens by position: lists of tokens were each a
    /// retain per token, and a release per token when they were freed.
    private struct Partition {
        var words: [String]
        var group: TokenPath
        var type: TokenType
        var prefixLength: Int
        /// The positions of its tokens in the catalog, in document order.
        var positions: [Int]
    }

    /// The positions of the catalog's tokens by top-level group name (`""` for root tokens), in
    /// document order.
    private static func topLevelGroups(_ tokens: [SwiftCatalogToken]) -> [(String, [Int])] {
        var groups: [(String, [Int])] = []
        var positions: [String: Int] = [:]
        // Tokens of one group mostly come one after another: the table is asked only when the
        // group changes (it was two string lookups per token).
        var current: (group: String, position: Int)?
        for (index, token) in tokens.enumerated() {
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
            groups[position].1.append(index)
        }
        return groups
    }

    /// Splits a top-level group into enums by the rules above.
    private static func partitions(group: String, positions: [Int], of tokens: [SwiftCatalogToken]) -> [Partition] {
        let byType = tokensByType(positions, of: tokens)
        let types = byType.map(\.type)
        if group.isEmpty {
            return byType.map { type, members in
                Partition(
                    words: ["Root", type.swiftEnumSuffix], group: TokenPath([]), type: type, prefixLength: 0,
                    positions: members)
            }
        }
        let known = wellKnownGroups[NameWords.kebab([group])]
        let words = known?.words ?? [group]
        let groupPath = TokenPath([group])
        if types.count == 1 {
            return [Partition(words: words, group: groupPath, type: types[0], prefixLength: 1, positions: positions)]
        }
        let home = known?.home ?? TokenType.allCases.first { NameWords.upperCamel([group]) == $0.swiftEnumSuffix }
        let subgroups = SoleSubgroups(positions.lazy.map { tokens[$0] })
        return byType.map { type, members in
            if type == home {
                return Partition(words: words, group: groupPath, type: type, prefixLength: 1, positions: members)
            }
            if let subgroup = subgroups.subgroup(of: type) {
                return Partition(
                    words: words + [subgroup], group: groupPath.appending(subgroup), type: type, prefixLength: 2,
                    positions: members)
            }
            return Partition(
                words: words + [type.swiftEnumSuffix], group: groupPath, type: type, prefixLength: 1,
                positions: members)
        }
    }

    /// For each type of a group, the subgroup all its tokens sit in when no token of another type
    /// sits there too (`border.width.*` of a `border` group), found in one pass over the group.
    ///
    /// A token `group.x` (two segments) sits in subgroup `x` but keeps its type from having one.
    /// Tokens of one subgroup and type mostly come one after another, so the tables are asked only
    /// when either changes (asking them for every type of every group, token by token, was 1% of
    /// `generate`'s samples at 50,000 tokens).
    struct SoleSubgroups {
        /// Per type: the one subgroup of all its tokens, or `nil` once it has none or several.
        private var subgroupByType: [TokenType: String?] = [:]
        /// Per subgroup: the types of the tokens in it.
        private var typesBySubgroup: [String: Set<TokenType>] = [:]

        init(_ tokens: some Sequence<SwiftCatalogToken>) {
            var last: (subgroup: String, type: TokenType, isGroupOfItsOwn: Bool)?
            for token in tokens {
                let segments = token.path.segments
                guard segments.count >= 2 else {
                    subgroupByType[token.type] = .some(nil)
                    last = nil
                    continue
                }
                let subgroup = segments[1]
                let isGroupOfItsOwn = segments.count >= 3
                if let last, last.type == token.type, last.isGroupOfItsOwn == isGroupOfItsOwn,
                    last.subgroup == subgroup
                {
                    continue
                }
                last = (subgroup, token.type, isGroupOfItsOwn)
                typesBySubgroup[subgroup, default: []].insert(token.type)
                switch subgroupByType[token.type] {
                case nil:
                    subgroupByType[token.type] = .some(isGroupOfItsOwn ? subgroup : nil)
                case .some(let known?) where known != subgroup || !isGroupOfItsOwn:
                    subgroupByType[token.type] = .some(nil)
                case .some:
                    break
                }
            }
        }

        /// The subgroup all tokens of `type` sit in, when they are the only tokens there.
        func subgroup(of type: TokenType) -> String? {
            guard case let subgroup?? = subgroupByType[type], typesBySubgroup[subgroup]?.count == 1 else {
                return nil
            }
            return subgroup
        }
    }

    /// The positions of the tokens of each type, the types in order of their first token: one
    /// pass, the few types compared in a list (a set of types and a filter per type hashed and
    /// copied every token once per type).
    private static func tokensByType(_ positions: [Int], of tokens: [SwiftCatalogToken]) -> [(
        type: TokenType, positions: [Int]
    )] {
        var byType: [(type: TokenType, positions: [Int])] = []
        var last = -1
        for position in positions {
            let type = tokens[position].type
            if last < 0 || byType[last].type != type {
                last = byType.firstIndex { $0.type == type } ?? byType.count
                if last == byType.count { byType.append((type, [])) }
            }
            byType[last].positions.append(position)
        }
        return byType
    }
}
