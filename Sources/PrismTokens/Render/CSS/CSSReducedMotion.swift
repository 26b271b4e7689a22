/// The `@media (prefers-reduced-motion: reduce)` rule: what motion tokens become when the user
/// asks for less motion, from their Prism `reducedMotion` setting.
///
/// | `reducedMotion` | transition token | duration token |
/// |---|---|---|
/// | `"none"` | `0s linear 0s` (members `0s`, `linear`, `0s`): no animation | `0s` |
/// | `"fade"` | `opacity 150ms linear 0ms`: a short cross-fade; used as a whole `transition` value it animates only opacity | `150ms` |
/// | `"{motion.gentle}"` | `var(--prism-motion-gentle)` (a duration token: `var(--…) <easing> <delay>`) | `var(--…)` (a transition: its `-duration`) |
///
/// The rule applies to `:root` and to every theme selector that re-declares one of these tokens,
/// and comes last, so it wins over the theme rules.
enum CSSReducedMotion {
    /// The media query of the rule.
    static let media = "(prefers-reduced-motion: reduce)"
    /// The duration of `fade`.
    static let fadeDuration = "150ms"

    /// The reduced-motion rule, or `nil` when no token has a `reducedMotion` setting.
    /// - Parameters:
    ///   - theme: the default theme.
    ///   - writer: the declaration writer: its naming scheme and the properties tokens own.
    ///   - themeRules: the theme rules, whose selectors re-declaring a reduced token are added.
    ///   - diagnostics: receives a warning for a `reducedMotion` reference CSS cannot use.
    static func rule(
        for theme: ResolvedTheme, writer: CSSTokenDeclarations, themeRules: [CSSRule], diagnostics: inout DiagnosticBag
    ) -> CSSRule? {
        let names = writer.names
        var declarations: [CSSDeclaration] = []
        for token in theme.tokens {
            guard let setting = token.prismExtension?["reducedMotion"]?.string else { continue }
            let values: [(CSSMember?, CSSValue)]
            switch (token.value, setting) {
            case (.transition, "none"):
                values = [
                    (nil, CSSValue("0s linear 0s")), (.duration, CSSValue("0s")), (.timingFunction, CSSValue("linear")),
                    (.delay, CSSValue("0s")),
                ]
            case (.transition, "fade"):
                values = [
                    (nil, CSSValue("opacity \(fadeDuration) linear 0ms")), (.duration, CSSValue(fadeDuration)),
                    (.timingFunction, CSSValue("linear")), (.delay, CSSValue("0ms")),
                ]
            case (.duration, "none"):
                values = [(nil, CSSValue("0s"))]
            case (.duration, "fade"):
                values = [(nil, CSSValue(fadeDuration))]
            default:
                guard let path = AliasSyntax.wholeAlias(setting), let target = theme[path] else { continue }
                guard let referenced = referencedValues(token, target: target, names: names) else {
                    diagnostics.append(
                        Diagnostic(
                            .warning, rule: "motion.reduced",
                            "reducedMotion of '\(token.path)' names '\(target.path)', a \(target.type); CSS can only use a transition or duration token here, so the token keeps its motion — reference one of those",
                            at: token.valueLocation, token: token.path.description))
                    continue
                }
                values = referenced
            }
            for (member, value) in values {
                let property = names.property(for: token.path, member: member)
                // A member left out of the theme rules (a token has its name) stays out here too.
                if writer.isTakenByToken(property, member: member) { continue }
                declarations.append(CSSDeclaration(property: property, value: value, token: token.path, member: member))
            }
        }
        guard !declarations.isEmpty else { return nil }
        let reduced = Set(declarations.map(\.property))
        var selectors = [":root"]
        for rule in themeRules where rule.declarations.contains(where: { reduced.contains($0.property) }) {
            for selector in rule.selectors where !selectors.contains(selector) { selectors.append(selector) }
        }
        return CSSRule(
            comment: "Reduced motion, when the user's settings match \(media)", media: media, selectors: selectors,
            declarations: declarations)
    }

    /// The values of a token whose reduced motion is another token, or `nil` when the types do not fit.
    private static func referencedValues(_ token: ResolvedToken, target: ResolvedToken, names: CSSPropertyNames) -> [(
        CSSMember?, CSSValue
    )]? {
        func reference(_ member: CSSMember? = nil) -> CSSValue {
            CSSValue.reference(names.property(for: target.path, member: member))
        }
        switch (token.value, target.value) {
        case (.transition, .transition):
            return [
                (nil, reference()), (.duration, reference(.duration)), (.timingFunction, reference(.timingFunction)),
                (.delay, reference(.delay)),
            ]
        case (.transition(let own), .duration):
            var whole = CSSValueBuilder()
            whole.append(reference())
            whole.append(" \(CSSNumber.cubicBezier(own.timingFunction)) \(CSSNumber.duration(own.delay))")
            return [(nil, whole.value), (.duration, reference())]
        case (.duration, .duration):
            return [(nil, reference())]
        case (.duration, .transition):
            return [(nil, reference(.duration))]
        default:
            return nil
        }
    }
}
