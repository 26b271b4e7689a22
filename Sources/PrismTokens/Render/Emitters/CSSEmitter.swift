/// Emits CSS custom properties: the default theme on `:root`, other themes under their selectors
/// and media queries, a reduced-motion rule, and wide-gamut colors behind `@supports`.
///
/// The context is built by `CSSRenderContext` (Render/CSS); the template is
/// `Templates/css/prism-tokens.css.mustache` with the partials `css/rule.mustache` and
/// `css/declarations.mustache`.
public enum CSSEmitter: PlatformEmitter {
    /// The platform this emitter renders.
    public static let platform = Platform.css
    /// The templates this platform renders, each with its output path.
    public static let outputs = [
        TemplateOutput(template: "css/prism-tokens.css.mustache", path: "CSS/prism-tokens.css")
    ]

    /// The stylesheet, named after the namespace (`prism-tokens.css`, `acme-tokens.css`).
    public static func renderJobs(for input: EmitterInput, context: MustacheValue) -> [RenderJob] {
        outputs.map { output in
            RenderJob(output: TemplateOutput(template: output.template, path: path(for: input)), context: context)
        }
    }

    /// The stylesheet's path below the output folder, e.g. `CSS/prism-tokens.css`.
    static func path(for input: EmitterInput) -> String { "CSS/" + input.options.namespace.cssFileName }

    /// Builds the render context shared by the platform's templates.
    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        CSSRenderContext.build(for: input, diagnostics: &diagnostics)
    }
}
