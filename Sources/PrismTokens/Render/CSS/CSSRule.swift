/// One rule of the stylesheet: declarations under selectors, optionally inside a media query.
public struct CSSRule: Sendable, Hashable {
    /// What the rule is for, in words (written as a comment above it; not yet escaped).
    public var comment: String
    /// The media query the rule sits in, e.g. `(prefers-color-scheme: dark)`, or `nil`.
    public var media: String?
    /// The selectors, e.g. `[":root"]` or `["[data-theme=\"dark\"]"]`.
    public var selectors: [String]
    /// The declarations, in token order.
    public var declarations: [CSSDeclaration]
}

extension CSSRule {
    /// A declaration with the value text one block writes for it.
    typealias WrittenDeclaration = (declaration: CSSDeclaration, text: String)

    /// The colors written in their own syntax (``CSSValue/wideGamutText``), grouped by `@supports`
    /// condition in first-use order: the rule's `supports` blocks.
    var supportsBlocks: [(condition: String, declarations: [WrittenDeclaration])] {
        var blocks: [(condition: String, declarations: [WrittenDeclaration])] = []
        for declaration in declarations {
            guard let wide = declaration.value.wideGamutText, let condition = declaration.value.wideGamutCondition
            else { continue }
            if let index = blocks.firstIndex(where: { $0.condition == condition }) {
                blocks[index].declarations.append((declaration, wide))
            } else {
                blocks.append((condition, [(declaration, wide)]))
            }
        }
        return blocks
    }

    /// The colors outside sRGB by `@media (color-gamut: …)`, narrowest gamut first, gamuts with no
    /// such color left out: the rule's `gamuts` blocks.
    var gamutBlocks: [(gamut: CSSGamut, declarations: [WrittenDeclaration])] {
        var blocks: [(gamut: CSSGamut, declarations: [WrittenDeclaration])] = []
        for gamut in CSSGamut.allCases {
            var items: [WrittenDeclaration] = []
            for declaration in declarations {
                if let text = declaration.value.gamutTexts[gamut] { items.append((declaration, text)) }
            }
            if !items.isEmpty { blocks.append((gamut, items)) }
        }
        return blocks
    }
}

/// The declarations of one theme, in token order, looked up by property.
struct CSSDeclarationList: Sendable {
    private(set) var items: [CSSDeclaration] = []
    private var indexByProperty: [String: Int] = [:]

    /// Creates a list; a property already present keeps its first declaration.
    init(_ declarations: [CSSDeclaration]) {
        items.reserveCapacity(declarations.count)
        indexByProperty.reserveCapacity(declarations.count)
        for declaration in declarations where indexByProperty[declaration.property] == nil {
            indexByProperty[declaration.property] = items.count
            items.append(declaration)
        }
    }

    /// Creates a list that shares `other`'s index when it declares exactly `other`'s properties
    /// in the same order (themes usually do: building the index is a hash per property).
    init(_ declarations: [CSSDeclaration], sameOrderAs other: CSSDeclarationList) {
        if declarations.count == other.items.count,
            zip(declarations, other.items).allSatisfy({ $0.property == $1.property })
        {
            items = declarations
            indexByProperty = other.indexByProperty
        } else {
            self = CSSDeclarationList(declarations)
        }
    }

    /// Creates a list from declarations that have no property twice and their positions by
    /// property, as ``CSSCollisionCheck`` collects them (so the properties are not hashed again).
    init(distinct declarations: [CSSDeclaration], indexByProperty: [String: Int]) {
        items = declarations
        self.indexByProperty = indexByProperty
    }

    /// The list with the declarations at some positions replaced by others of the same properties.
    func replacing(_ replacements: [Int: CSSDeclaration]) -> CSSDeclarationList {
        var copy = self
        for (position, declaration) in replacements { copy.items[position] = declaration }
        return copy
    }

    /// The declaration of a property.
    subscript(property: String) -> CSSDeclaration? {
        indexByProperty[property].map { items[$0] }
    }

    /// The position of a property's declaration in ``items``.
    func index(of property: String) -> Int? {
        indexByProperty[property]
    }

    /// The properties in order.
    var properties: [String] { items.map(\.property) }
}
