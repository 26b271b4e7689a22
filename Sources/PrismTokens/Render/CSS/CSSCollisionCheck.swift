/// Finds custom properties that two tokens would both declare, from the declarations computed
/// once per theme (so declarations are not computed a second time for the check).
///
/// Only two real tokens with one name are an error (`render.css-name`). The properties of
/// composite members are generated, so they never block a build: a member whose name a real
/// token has is left out by ``CSSTokenDeclarations``, and a member whose name another token's
/// member already has keeps its first declaration; both get a `render.css-member` note.
struct CSSCollisionCheck {
    /// The position in ``owners`` of the first declaration of each property.
    private var ownerIndex: [String: Int] = [:]
    /// The first declaration of each property, in the order they were added: while only one
    /// theme has been added and no property came twice, exactly that theme's declarations, with
    /// ``ownerIndex`` as their index by property (see ``CSSDeclarationList/init(distinct:indexByProperty:)``).
    private(set) var owners: [CSSDeclaration] = []
    private var reported: Set<String> = []
    /// Whether ``ownerIndex`` may be shared with a declaration list (after ``shareOwners()``).
    private var isIndexShared = false
    /// One diagnostic per colliding property, at the second token.
    private(set) var diagnostics: [Diagnostic] = []

    /// The first declarations and their index by property, to be shared by a declaration list:
    /// from now on a property is looked up before it is inserted, so the shared table is not copied.
    mutating func shareOwners() -> (owners: [CSSDeclaration], indexByProperty: [String: Int]) {
        isIndexShared = true
        return (owners, ownerIndex)
    }

    /// Makes room for the properties of `count` tokens.
    mutating func reserveCapacity(_ count: Int) {
        ownerIndex.reserveCapacity(count)
        owners.reserveCapacity(count)
    }

    /// Records a token's declarations and the member properties it left out.
    mutating func add(
        _ token: ResolvedToken, _ declarations: [CSSDeclaration], omitted: [(member: CSSMember, property: String)] = []
    ) {
        for (member, property) in omitted where reported.insert(property).inserted {
            diagnostics.append(
                Diagnostic(
                    .note, rule: "render.css-member",
                    "the \(member.rawValue) of '\(token.path)' is not written as \(property): the token of that name keeps it; read the member from the token's whole value, or rename one of them",
                    at: token.location, token: token.path.description, theme: nil,
                    data: ["property": .string(property), "member": .string(member.rawValue)]
                ))
        }
        for declaration in declarations {
            let isMember = declaration.member != nil
            let ownerPosition: Int
            if isIndexShared {
                // Looked up before inserting: the table is shared with the first theme's list,
                // and writing a taken property back would copy all of it.
                guard let position = ownerIndex[declaration.property] else {
                    ownerIndex[declaration.property] = owners.count
                    owners.append(declaration)
                    continue
                }
                ownerPosition = position
            } else {
                // Not shared yet: one lookup that inserts the property when it is new (a taken
                // property, rare, is put back as it was).
                guard let position = ownerIndex.updateValue(owners.count, forKey: declaration.property) else {
                    owners.append(declaration)
                    continue
                }
                ownerIndex[declaration.property] = position
                ownerPosition = position
            }
            let owner = (path: owners[ownerPosition].token, isMember: owners[ownerPosition].member != nil)
            guard owner.path != token.path, reported.insert(declaration.property).inserted else { continue }
            if isMember || owner.isMember {
                let member = declaration.member?.rawValue ?? "member"
                diagnostics.append(
                    Diagnostic(
                        .note, rule: "render.css-member",
                        "'\(owner.path)' and '\(token.path)' both make \(declaration.property) (the \(member) of a composite); the first keeps it, so read the other's member from its whole value, or rename one of them",
                        at: token.location, token: token.path.description, theme: nil,
                        data: ["property": .string(declaration.property), "other": .string(owner.path.description)]
                    ))
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .error, rule: "render.css-name",
                    "'\(owner.path)' and '\(token.path)' both become the CSS custom property \(declaration.property); rename one of them (CSS names are the lowercased kebab-case words of the path, so names that differ only in case or punctuation collide)",
                    at: token.location, token: token.path.description, theme: nil,
                    data: ["property": .string(declaration.property), "other": .string(owner.path.description)]
                ))
        }
    }
}
