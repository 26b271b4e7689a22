/// What the stylesheet holds, worked out once for the Mustache context (``CSSRenderContext``)
/// and for the direct writer of the built-in templates (``CSSStylesheetWriter``): every theme's
/// declarations, the rules they are laid out in, the reduced-motion rule and the comments of the
/// root rule's declarations.
struct CSSStylesheetPlan {
    /// How token paths become custom property names.
    let names: CSSPropertyNames
    /// Writes a token's declarations.
    let writer: CSSTokenDeclarations
    /// Every theme's declarations.
    let perTheme: CSSThemeDeclarations
    /// The modifier contexts and how each is chosen.
    let activations: [[CSSContextActivation]]
    /// The root rule and the theme rules.
    let layout: CSSThemeRules
    /// The `prefers-reduced-motion` rule, when the root theme has motion to reduce.
    let reducedMotion: CSSRule?
    /// The comment above each token's declaration in the root rule (escaped), by token.
    let rootComments: [TokenPath: String]

    /// Plans the stylesheet of `input`; name collisions (`render.css-name`) and reduced-motion
    /// problems go to `diagnostics`.
    init(_ input: EmitterInput, diagnostics: inout DiagnosticBag) {
        let scheme = CSSPropertyNames(prefix: input.options.cssPrefix, style: input.options.cssNames)
        let named = input.resolution.inAdvance.cssNames?.take(for: input.resolution.themes, scheme: scheme)
        // Made on another core: freeing its paths here released each token's path once more.
        if let named { input.options.deferredRelease?.keep(named) }
        names = named?.scheme ?? scheme
        var declarations = CSSTokenDeclarations(names: names)
        declarations.expandsComposites = input.options.cssExpandComposites
        declarations.unitlessSizes = input.options.cssUnitlessSizes
        let (writer, properties) = declarations.reservingTokenProperties(
            of: input.resolution.themes, firstThemeNamed: named)
        self.writer = writer
        let perTheme = CSSThemeDeclarations.compute(
            for: input.resolution.themes, writer: writer, properties: properties)
        self.perTheme = perTheme
        diagnostics.append(contentsOf: perTheme.collisions)

        activations = CSSContextActivation.all(for: input.resolution.document, configuration: input.configuration)
        if let overlay = perTheme.overlay {
            layout = CSSThemeRules(resolution: input.resolution, activations: activations, overlay: overlay)
        } else {
            let lists = perTheme.lists()
            layout = CSSThemeRules(resolution: input.resolution, activations: activations) { lists[$0] }
        }
        var reducedMotion: CSSRule?
        if let rootTheme = layout.rootTheme {
            reducedMotion = CSSReducedMotion.rule(
                for: rootTheme, writer: writer, themeRules: layout.themes, diagnostics: &diagnostics)
        }
        self.reducedMotion = reducedMotion
        rootComments = layout.rootTheme.map(CSSRenderContext.declarationComments) ?? [:]
    }
}
