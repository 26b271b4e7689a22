/// The declarations a theme replaces in the first theme's, by position (each of the same property).
struct CSSDeclarationChanges {
    /// The replacing declarations by position.
    var byPosition: [Int: CSSDeclaration] = [:]
    /// The positions, ascending.
    var positions: [Int] = []
}

/// Every theme's declarations as changes to one list, the first theme's, in which no property
/// comes twice: every theme declares the same properties at the same positions, so a property is
/// its position and rules are laid out without hashing property names.
struct CSSThemeOverlay {
    /// The first theme's declarations.
    let base: CSSDeclarationList
    /// What each theme replaces, by theme position.
    let changes: [CSSDeclarationChanges]
    /// The readers of ``base``'s declarations when already found (else found when first needed).
    var readers: CSSPositionReaders? = nil

    /// The declaration of a theme at a position.
    func declaration(_ theme: Int, _ position: Int) -> CSSDeclaration {
        changes[theme].byPosition.isEmpty
            ? base.items[position] : changes[theme].byPosition[position] ?? base.items[position]
    }

    /// A theme's declarations in order.
    func items(_ theme: Int) -> [CSSDeclaration] {
        changes[theme].byPosition.isEmpty ? base.items : base.replacing(changes[theme].byPosition).items
    }

    /// The positions where any of `themes` may differ from any other (where at least one of them
    /// replaces the first theme's declaration), ascending.
    func changedPositions(_ themes: [Int]) -> [Int] {
        let lists = themes.map { changes[$0].positions }.filter { !$0.isEmpty }
        if lists.count <= 1 { return lists.first ?? [] }
        return Set(lists.joined()).sorted()
    }

    /// The positions in `positions` whose value differs between two themes.
    func differences(_ a: Int, _ b: Int, at positions: [Int]) -> [Int] {
        positions.filter { position in
            let x = declaration(a, position)
            let y = declaration(b, position)
            return x != y && x.value != y.value
        }
    }

    /// The positions of every declaration that reads one of `positions` through `var()`, directly
    /// or through others, in `root` or in any of `themes`, with `positions` themselves; ascending.
    func closure(of positions: [Int], root: Int, themes: [Int], readers: CSSPositionReaders) -> [Int] {
        guard !positions.isEmpty else { return [] }
        // The references that differ from the first theme's: the root's replace the first theme's;
        // the other themes' add to the root's (a declaration reads what it reads in any theme).
        var removed: Set<Int> = []
        var added: [Int: [Int]] = [:]
        func add(_ declaration: CSSDeclaration, at position: Int) {
            for target in declaration.value.references {
                if let index = base.index(of: target) { added[index, default: []].append(position) }
            }
        }
        for position in changes[root].positions {
            let mine = declaration(root, position)
            guard mine.value.references != base.items[position].value.references else { continue }
            removed.insert(position)
            add(mine, at: position)
        }
        for theme in themes where theme != root {
            for position in changedPositions([root, theme]) {
                let theirs = declaration(theme, position)
                if theirs.value.references != declaration(root, position).value.references { add(theirs, at: position) }
            }
        }
        var result = Set(positions)
        var pending = positions
        while let next = pending.popLast() {
            for reader in readers.readers(of: next) where !removed.contains(reader) && result.insert(reader).inserted {
                pending.append(reader)
            }
            for reader in added[next] ?? [] where result.insert(reader).inserted { pending.append(reader) }
        }
        return result.sorted()
    }
}

/// Which declarations of a list read each declaration through `var()`, by position.
struct CSSPositionReaders {
    /// The declarations that read each declaration, by position.
    private let readers: ReverseAdjacency

    /// The readers of every declaration of `list`.
    init(_ list: CSSDeclarationList) {
        var edges: [(target: Int32, reader: Int32)] = []
        for (position, declaration) in list.items.enumerated() {
            for target in declaration.value.references {
                if let index = list.index(of: target) { edges.append((Int32(index), Int32(position))) }
            }
        }
        readers = ReverseAdjacency(nodeCount: list.items.count) { edge in
            for (target, reader) in edges { edge(Int(reader), Int(target)) }
        }
    }

    /// The positions of the declarations that read the one at `position`.
    func readers(of position: Int) -> some Sequence<Int> {
        readers.sources(of: position)
    }
}

extension CSSThemeRules {
    /// Lays out the rules of themes given as changes to the first theme's declarations: the
    /// same rules as ``init(resolution:activations:declarations:)`` gives for the same themes,
    /// computed from the positions the themes change rather than from every property.
    init(resolution: TokenSetResolution, activations: [[CSSContextActivation]], overlay: CSSThemeOverlay) {
        guard let plan = Plan(resolution: resolution, activations: activations) else {
            self.init()
            return
        }
        let root = plan.rootIndex
        var readers = overlay.readers
        func closure(of positions: [Int], themes: [Int]) -> [Int] {
            guard !positions.isEmpty else { return [] }
            if readers == nil { readers = CSSPositionReaders(overlay.base) }
            guard let readers else { return [] }
            return overlay.closure(of: positions, root: root, themes: themes, readers: readers)
        }
        var controlled: [Set<Int>] = []
        var rules = Rules()
        for (m, contexts) in plan.modifiers.enumerated() {
            let variants = plan.variants[m].compactMap { $0 }
            var changed: Set<Int> = []
            for variant in variants {
                changed.formUnion(overlay.differences(root, variant, at: overlay.changedPositions([root, variant])))
            }
            let properties = closure(of: changed.sorted(), themes: variants)
            controlled.append(Set(properties))
            guard !properties.isEmpty else { continue }
            for (c, activation) in contexts.enumerated() {
                guard let variant = plan.variants[m][c] else { continue }
                rules.addContext(activation, body: properties.map { overlay.declaration(variant, $0) })
            }
        }
        for combination in plan.combinations {
            let chosen = combination.chosen.compactMap { pick in
                plan.variants[pick.modifier][pick.context].map { (modifier: pick.modifier, theme: $0) }
            }
            let involved = [root, combination.theme] + chosen.map(\.theme)
            let differing = overlay.changedPositions(involved).filter { position in
                var cascaded = overlay.declaration(root, position)
                for (m, variant) in chosen where controlled[m].contains(position) {
                    cascaded = overlay.declaration(variant, position)
                }
                return overlay.declaration(combination.theme, position).value != cascaded.value
            }
            guard !differing.isEmpty else { continue }
            let body = closure(of: differing, themes: [combination.theme] + chosen.map(\.theme))
                .map { overlay.declaration(combination.theme, $0) }
            rules.addCombination(combination, modifiers: plan.modifiers, body: body)
        }
        self.init(plan: plan, root: overlay.items(root), rootTheme: resolution.themes[root], rules: rules)
    }
}
