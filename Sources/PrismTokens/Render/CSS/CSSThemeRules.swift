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
        var themeIndex: [[String]: Int] = [:]
        for (index, theme) in resolution.themes.enumerated() { themeIndex[theme.inputs.map(\.context)] = index }
        let modifiers = activations.filter { !$0.isEmpty }
        let defaults = modifiers.map { contexts in (contexts.first { $0.isDefault } ?? contexts[0]).context }
        func theme(_ contexts: [String]) -> Int? { themeIndex[contexts] }

        guard let rootIndex = theme(defaults) ?? (resolution.themes.isEmpty ? nil : 0) else {
            rootTheme = nil
            rootThemeIndex = nil
            root = CSSRule(comment: "No tokens.", media: nil, selectors: [":root"], declarations: [])
            themes = []
            return
        }
        rootTheme = resolution.themes[rootIndex]
        rootThemeIndex = rootIndex
        let rootDeclarations = declarations(rootIndex)
        let defaultName =
            modifiers.isEmpty
            ? "Tokens"
            : "Default theme (\(zip(modifiers, defaults).map { "\($0.0[0].modifier)=\($0.1)" }.joined(separator: ", ")))"
        root = CSSRule(comment: defaultName, media: nil, selectors: [":root"], declarations: rootDeclarations.items)

        // Each context's theme: that context, every other modifier at its default.
        var variants: [[CSSDeclarationList?]] = []
        for (m, contexts) in modifiers.enumerated() {
            variants.append(
                contexts.map { activation in
                    var inputs = defaults
                    inputs[m] = activation.context
                    return inputs == defaults ? rootDeclarations : theme(inputs).map(declarations)
                })
        }
        var controlled: [Set<String>] = []
        var mediaRules: [CSSRule] = []
        var selectorRules: [CSSRule] = []
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
                let name = "\(activation.modifier)=\(activation.context)"
                if let media = activation.media {
                    mediaRules.append(
                        CSSRule(
                            comment: "\(name), when the user's settings match \(media)", media: media,
                            selectors: [":root"], declarations: body))
                }
                if !activation.selectors.isEmpty {
                    selectorRules.append(
                        CSSRule(
                            comment: "\(name), chosen explicitly", media: nil, selectors: activation.selectors,
                            declarations: body))
                }
            }
        }
        mediaRules = Self.stableSorted(mediaRules) { Self.featureCount($0.media) }

        var comboRules: [CSSRule] = []
        for (combinedIndex, combined) in resolution.themes.enumerated() {
            let contexts = combined.inputs.map(\.context)
            guard contexts.count == modifiers.count else { continue }
            let chosen = modifiers.indices.filter { contexts[$0] != defaults[$0] }
            guard chosen.count >= 2 else { continue }
            var cascaded: [String: CSSDeclaration] = [:]
            for declaration in rootDeclarations.items { cascaded[declaration.property] = declaration }
            let actual = declarations(combinedIndex)
            var graph = CSSReferenceGraph(rootDeclarations)
            graph.add(actual, alreadyAdded: rootDeclarations)
            for m in chosen {
                guard let c = modifiers[m].firstIndex(where: { $0.context == contexts[m] }),
                    let variant = variants[m][c]
                else { continue }
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
            let activated = chosen.compactMap { m in
                modifiers[m].first { $0.context == contexts[m] }.map { ($0, modifiers[m]) }
            }
            let name = activated.map { "\($0.0.modifier)=\($0.0.context)" }.joined(separator: ", ")
            comboRules += Self.combinationRules(activated, name: name, body: body)
        }
        comboRules = Self.stableSorted(comboRules) { $0.media == nil ? 1 : 0 }
        themes = mediaRules + selectorRules + comboRules
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
