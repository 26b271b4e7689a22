/// Emits CSS custom properties with theme selectors and media queries. (Skeleton: built out by the CSS emitter work.)
public enum CSSEmitter: PlatformEmitter {
    public static let platform = Platform.css
    public static let outputs = [TemplateOutput(template: "css/prism-tokens.css.mustache", path: "CSS/prism-tokens.css")]

    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        ["notice": .string(input.doNotEditNotice)]
    }
}
