/// Finds custom properties that two tokens would both declare, from the declarations computed
/// once per theme (so declarations are not computed a second time for the check).
struct CSSCollisionCheck {
    private var owners: [String: TokenPath] = [:]
    private var reported: Set<String> = []
    /// One `render.css-name` error per colliding property, at the second token.
    private(set) var diagnostics: [Diagnostic] = []

    mutating func add(_ token: ResolvedToken, _ declarations: [CSSDeclaration]) {
        for declaration in declarations {
            guard let owner = owners[declaration.property] else {
                owners[declaration.property] = token.path
                continue
            }
            guard owner != token.path, reported.insert(declaration.property).inserted else { continue }
            diagnostics.append(Diagnostic(
                .error, rule: "render.css-name",
                "'\(owner)' and '\(token.path)' both become the CSS custom property \(declaration.property); rename one of them (CSS names are the lowercased kebab-case words of the path, so names that differ only in case or punctuation collide)",
                at: token.location, token: token.path.description, theme: nil,
                data: ["property": .string(declaration.property), "other": .string(owner.description)]
            ))
        }
    }
}
