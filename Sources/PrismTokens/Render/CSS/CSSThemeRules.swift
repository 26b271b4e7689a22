/// Lays the themes out as CSS rules: the default theme on `:root`, then one rule per modifier
/// context and way of choosing it (media query or selector), then rules for combinations of
/// contexts whose values interact.
///
/// Which properties a context rule declares: every property that *any* context of the same
/// modifier changes (compared with the default theme), plus every property that reads one of
/// those through `var()` in the default theme or in a context of that modifier. So a rule never mixes two contexts of one modifier (whatever matches
/// last sets all of them: every state the browser can show is a theme that was validated), and
/// a `var()` alias is re-declared where its target changes (custom properties resolve `var()`
/// on the element that declares them, so `[data-theme="dark"]` on a subtree would otherwise
/// inherit the light value of an alias). Properties no context changes stay on `:root` only.
///
/// Order, later winning: media-query rules (fewest features first), then selector rules, so an
/// explicit `data-theme` beats the system setting; then combination rules.
struct CSSThemeRules {
    /// The default theme: each modifier at its default context.
    var rootTheme: ResolvedTheme?
    /// The position of ``rootTheme`` among the resolution's themes.
    var rootThemeIndex: Int?
    /// The rule of the default theme.
    var root: CSSRule
    /// The context and combination rules, in cascade order.
    var themes: [CSSRule]

    /// Lays out the rules.
    /// - Parameters:
    ///   - resolution: the resolved themes (every permutation).
    ///   - activations: how each context is chosen, by modifier.
    ///   - declarations: the declarations of the theme at a position of `resolution.themes`
    ///     (positions, not names: two permutations can have the same name).
    init(
        resolution: TokenSetResolution, activations: [[CSSContextActivation]], declarations: (Int) -> CSSDeclarationList
    ) {
        guard let plan = Plan(resolution: resolution, activations: activations) else {
            self.init()
            return
        }
        let rootDeclarations = declarations(plan.rootIndex)
        let modifiers = plan.modifiers
        // Each context's theme: that context, every other modifier at its default.
        let variants = plan.variants.map { $0.map { $0.map(declarations) } }
        var controlled: [Set<String>] = []
        var rules = Rules()
        for (m, contexts) in modifiers.enumerated() {
            var changed: Set<String> = []
            for variant in variants[m].compactMap({ $0 }) {
                changed.formUnion(Self.differences(rootDeclarations, variant))
            }
            var graph = CSSReferenceGraph(rootDeclarations)
            for variant in variants[m].compactMap({ $0 }) { graph.add(variant, alreadyAdded: rootDeclarations) }
            let properties = graph.closure(of: changed)
            controlled.append(properties)
            guard !properties.isEmpty else { continue }
            for (c, activation) in contexts.enumerated() {
                guard let variant = variants[m][c] else { continue }
                let body = Self.declarations(of: properties, in: variant, order: rootDeclarations)
                rules.addContext(activation, body: body)
            }
        }

        for combination in plan.combinations {
            var cascaded: [String: CSSDeclaration] = [:]
            for declaration in rootDeclarations.items { cascaded[declaration.property] = declaration }
            let actual = declarations(combination.theme)
            var graph = CSSReferenceGraph(rootDeclarations)
            graph.add(actual, alreadyAdded: rootDeclarations)
            for (m, c) in combination.chosen {
                guard let variant = variants[m][c] else { continue }
                for property in controlled[m] { cascaded[property] = variant[property] }
                graph.add(variant, alreadyAdded: rootDeclarations)
            }
            var differing: Set<String> = []
            for property in Set(actual.properties).union(cascaded.keys)
            where actual[property]?.value != cascaded[property]?.value {
                differing.insert(property)
            }
            guard !differing.isEmpty else { continue }
            let body = Self.declarations(of: graph.closure(of: differing), in: actual, order: rootDeclarations)
            rules.addCombination(combination, modifiers: modifiers, body: body)
        }
        self.init(plan: plan, root: rootDeclarations.items, rootTheme: resolution.themes[plan.rootIndex], rules: rules)
    }

    /// No themes: an empty `:root`.
    init() {
        rootTheme = nil
        rootThemeIndex = nil
        root = CSSRule(comment: "No tokens.", media: nil, selectors: [":root"], declarations: [])
        themes = []
    }

    /// The layout of rules already made, in cascade order.
    init(plan: Plan, root: [CSSDeclaration], rootTheme: ResolvedTheme, rules: Rules) {
        self.rootTheme = rootTheme
        rootThemeIndex = plan.rootIndex
        self.root = CSSRule(comment: plan.rootComment, media: nil, selectors: [":root"], declarations: root)
        themes =
            Self.stableSorted(rules.media) { Self.featureCount($0.media) } + rules.selector
            + Self.stableSorted(rules.combination) { $0.media == nil ? 1 : 0 }
    }

    /// Which themes the rules are made of: the default theme, each context's theme, and the
    /// combinations of contexts.
    struct Plan {
        /// The modifiers that have contexts, each with how its contexts are chosen.
        let modifiers: [[CSSContextActivation]]
        /// The position of the default theme among the resolution's themes.
        let rootIndex: Int
        /// The comment of the `:root` rule.
        let rootComment: String
        /// For each modifier and each of its contexts, the position of the theme with that
        /// context and every other modifier at its default, if it was resolved.
        let variants: [[Int?]]
        /// The themes with two or more modifiers away from their defaults, in resolution order:
        /// the theme's position, and each chosen modifier with the position of its context.
        let combinations: [(theme: Int, chosen: [(modifier: Int, context: Int)])]

        /// The plan, or `nil` when there are no themes.
        init?(resolution: TokenSetResolution, activations: [[CSSContextActivation]]) {
            var themeIndex: [[String]: Int] = [:]
            for (index, theme) in resolution.themes.enumerated() { themeIndex[theme.inputs.map(\.context)] = index }
            let modifiers = activations.filter { !$0.isEmpty }
            let defaults = modifiers.map { contexts in (contexts.first { $0.isDefault } ?? contexts[0]).context }
            guard let rootIndex = themeIndex[defaults] ?? (resolution.themes.isEmpty ? nil : 0) else { return nil }
            self.modifiers = modifiers
            self.rootIndex = rootIndex
            rootComment =
                modifiers.isEmpty
                ? "Tokens"
                : "Default theme (\(zip(modifiers, defaults).map { "\($0.0[0].modifier)=\($0.1)" }.joined(separator: ", ")))"
            variants = modifiers.indices.map { m in
                modifiers[m].map { activation in
                    var inputs = defaults
                    inputs[m] = activation.context
                    return inputs == defaults ? rootIndex : themeIndex[inputs]
                }
            }
            combinations = resolution.themes.indices.compactMap { index in
                let contexts = resolution.themes[index].inputs.map(\.context)
                guard contexts.count == modifiers.count else { return nil }
                let chosen = modifiers.indices.filter { contexts[$0] != defaults[$0] }
                guard chosen.count >= 2 else { return nil }
                return (
                    index,
                    chosen.compactMap { m in
                        modifiers[m].firstIndex { $0.context == contexts[m] }.map { (m, $0) }
                    }
                )
            }
        }
    }

    /// The context and combination rules as they are made, by kind.
    struct Rules {
        /// Rules of contexts chosen by media query.
        var media: [CSSRule] = []
        /// Rules of contexts chosen by selector.
        var selector: [CSSRule] = []
        /// Rules of combinations of contexts.
        var combination: [CSSRule] = []

        /// The rules of one context: by media query and by selector, as the context allows.
        mutating func addContext(_ activation: CSSContextActivation, body: [CSSDeclaration]) {
            let name = "\(activation.modifier)=\(activation.context)"
            if let media = activation.media {
                self.media.append(
                    CSSRule(
                        comment: "\(name), when the user's settings match \(media)", media: media,
                        selectors: [":root"], declarations: body))
            }
            if !activation.selectors.isEmpty {
                selector.append(
                    CSSRule(
                        comment: "\(name), chosen explicitly", media: nil, selectors: activation.selectors,
                        declarations: body))
            }
        }

        /// The rules of a combination of contexts.
        mutating func addCombination(
            _ combination: (theme: Int, chosen: [(modifier: Int, context: Int)]),
            modifiers: [[CSSContextActivation]], body: [CSSDeclaration]
        ) {
            let activated = combination.chosen.map { (modifiers[$0.modifier][$0.context], modifiers[$0.modifier]) }
            let name = activated.map { "\($0.0.modifier)=\($0.0.context)" }.joined(separator: ", ")
            self.combination += CSSThemeRules.combinationRules(activated, name: name, body: body)
        }
    }

    /// The properties whose declarations differ between two themes (a missing one counts as different).
    ///
    /// Themes list their tokens in one order, so the declarations are compared position by
    /// position, and looked up by property only where the two lists disagree.
    static func differences(_ a: CSSDeclarationList, _ b: CSSDeclarationList) -> Set<String> {
        var result: Set<String> = []
        let first = a.items
        let second = b.items
        for index in 0..<max(first.count, second.count) {
            let x = index < first.count ? first[index] : nil
            let y = index < second.count ? second[index] : nil
            if let x, let y, x == y { continue }
            if let x, let y, x.property == y.property {
                if x.value != y.value { result.insert(x.property) }
                continue
            }
            if let x, b[x.property]?.value != x.value { result.insert(x.property) }
            if let y, a[y.property]?.value != y.value { result.insert(y.property) }
        }
        return result
    }

    /// The declarations of `properties` in a theme, in the default theme's order (then the theme's
    /// own); a property the theme lacks is reset with `initial`.
    static func declarations(of properties: Set<String>, in theme: CSSDeclarationList, order root: CSSDeclarationList)
        -> [CSSDeclaration]
    {
        // Positions rather than a scan of every declaration: a rule usually holds a small part of the theme.
        var rootPositions: [Int] = []
        var themeOnlyPositions: [Int] = []
        for property in properties {
            if let position = root.index(of: property) {
                rootPositions.append(position)
            } else if let position = theme.index(of: property) {
                themeOnlyPositions.append(position)
            }
        }
        var result: [CSSDeclaration] = []
        result.reserveCapacity(rootPositions.count + themeOnlyPositions.count)
        for position in rootPositions.sorted() {
            let rootDeclaration = root.items[position]
            if let declaration = theme[rootDeclaration.property] {
                result.append(declaration)
            } else {
                result.append(
                    CSSDeclaration(
                        property: rootDeclaration.property, value: CSSValue("initial"), token: rootDeclaration.token,
                        member: rootDeclaration.member))
            }
        }
        for position in themeOnlyPositions.sorted() { result.append(theme.items[position]) }
        return result
    }

    /// The rules of a combination of contexts: every way of choosing each (media query or selector).
    ///
    /// Parts chosen by selector are joined into one compound selector (`:is(a):is(b)`: the
    /// attributes sit on the same element). A part chosen by media query excludes the selectors of
    /// its modifier's other contexts (`:not(:is(…))`), because an explicit choice beats the system
    /// setting and combination rules come after every single-context rule.
    /// - Parameters:
    ///   - contexts: each chosen context with all the contexts of its modifier.
    ///   - name: the combination's name for the comment.
    ///   - body: the declarations.
    static func combinationRules(
        _ contexts: [(CSSContextActivation, [CSSContextActivation])], name: String, body: [CSSDeclaration]
    ) -> [CSSRule] {
        struct Way {
            var media: String?
            var selectors: [String]?
            var excluded: [String] = []
        }
        var choices: [[Way]] = [[]]
        for (activation, siblings) in contexts {
            var ways: [Way] = []
            if let media = activation.media {
                let others = siblings.filter { $0.context != activation.context }.flatMap(\.selectors)
                ways.append(Way(media: media, selectors: nil, excluded: others))
            }
            if !activation.selectors.isEmpty { ways.append(Way(media: nil, selectors: activation.selectors)) }
            choices = choices.flatMap { prefix in ways.map { prefix + [$0] } }
        }
        return choices.map { choice in
            let media = choice.compactMap(\.media)
            let selectorLists = choice.compactMap(\.selectors)
            let excluded = choice.flatMap(\.excluded)
            var selector = selectorLists.map { ":is(\($0.joined(separator: ", ")))" }.joined()
            if selector.isEmpty { selector = ":root" }
            if !excluded.isEmpty { selector += ":not(:is(\(excluded.joined(separator: ", "))))" }
            return CSSRule(
                comment: "\(name) together: their values interact",
                media: media.isEmpty ? nil : media.joined(separator: " and "),
                selectors: [selector], declarations: body)
        }
    }

    /// How many `and`-joined features a media query has (0 for none).
    static func featureCount(_ media: String?) -> Int {
        guard let media else { return 0 }
        return media.split(separator: " ").filter { $0 == "and" }.count + 1
    }

    /// `items` sorted by `key`, keeping the order of equal keys.
    static func stableSorted<T>(_ items: [T], by key: (T) -> Int) -> [T] {
        items.enumerated().sorted { (key($0.element), $0.offset) < (key($1.element), $1.offset) }.map(\.element)
    }
}

/// Which custom properties read which others through `var()`, over every theme.
struct CSSReferenceGraph {
    private var readers: [String: Set<String>] = [:]

    init(_ list: CSSDeclarationList) { add(list) }

    /// Adds the references of a theme's declarations.
    /// - Parameters:
    ///   - list: the theme's declarations.
    ///   - base: declarations already added; a declaration with the same property and references
    ///     at the same position adds nothing new and is skipped without hashing.
    mutating func add(_ list: CSSDeclarationList, alreadyAdded base: CSSDeclarationList? = nil) {
        let added = base?.items ?? []
        for (index, declaration) in list.items.enumerated() {
            if index < added.count, added[index].property == declaration.property,
                added[index].value.references == declaration.value.references
            {
                continue
            }
            for target in declaration.value.references { readers[target, default: []].insert(declaration.property) }
        }
    }

    /// `properties` plus every property that reads one of them, directly or through others.
    func closure(of properties: Set<String>) -> Set<String> {
        var result = properties
        var pending = Array(properties)
        while let next = pending.popLast() {
            for reader in readers[next] ?? [] where result.insert(reader).inserted { pending.append(reader) }
        }
        return result
    }
}
