/// The generated Swift expression of each token, planned the way the Swift emitter plans its enums,
/// so that a `--fix` writes exactly the API `generate` emits (`SpacingToken.md.rawValue`).
struct LintSwiftNames {
    /// Path → (enum, case, whether the enum is read through a theme).
    private var members: [TokenPath: (enumName: String, caseName: String, themed: Bool, type: TokenType)] = [:]

    /// Plans the enums of the themes' tokens (diagnostics of the plan are dropped: `generate` reports them).
    init(themes: [ResolvedTheme]) {
        var diagnostics = DiagnosticBag()
        let catalog = SwiftTokenCatalog(themes: themes, diagnostics: &diagnostics)
        for plan in SwiftTokenEnumPlan.enums(for: catalog, diagnostics: &diagnostics) {
            for member in plan.members {
                members[member.token.path] = (plan.name.code, member.caseName.code, plan.isThemed, plan.type)
            }
        }
    }

    /// The expression that reads a token's value, e.g. `SpacingToken.md.rawValue` or
    /// `ColorToken.accent.color(in: theme)`; `nil` for a token the Swift output leaves out.
    func expression(for path: TokenPath) -> String? {
        guard let member = members[path] else { return nil }
        let base = "\(member.enumName).\(member.caseName).\(member.type.swiftAccessor)"
        return member.themed ? base + "(in: theme)" : base
    }
}
