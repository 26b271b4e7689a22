/// A compiled Mustache template: parsed once, rendered any number of times.
///
/// ```swift
/// let template = try MustacheTemplate(source: "{{#tokens}}{{name}} = {{value}}\n{{/tokens}}", name: "list.mustache")
/// let text = try template.render(["tokens": [["name": "sm", "value": 4]]], options: .sourceCode)
/// ```
///
/// The engine implements the whole Mustache spec except lambdas, including template inheritance
/// (`{{<parent}}` / `{{$block}}`) and dynamic names (`{{>*name}}`). Syntax errors are thrown when
/// compiling; they carry the template's name and the position of the offending tag.
public struct MustacheTemplate: Sendable {
    /// The template's name: the file of its diagnostics, and its key among partials.
    public let name: String
    /// The compiled tree.
    let nodes: [MustacheNode]

    /// Compiles a template.
    /// - Parameters:
    ///   - source: the template text.
    ///   - name: the name diagnostics use as the file, e.g. `Templates/swift.mustache`.
    /// - Throws: ``FatalDiagnostic`` with rule `template` located at the offending tag, e.g.
    ///   `Templates/swift.mustache:12:5: error: [template] unclosed section 'tokens'; add {{/tokens}}`.
    public init(source: String, name: String) throws(FatalDiagnostic) {
        self.name = name
        nodes = try MustacheParser.parse(source, name: name)
    }

    /// Renders the template against data, with partials.
    /// - Parameters:
    ///   - context: the data at the bottom of the context stack.
    ///   - partials: where `{{>name}}` and `{{<name}}` find templates.
    ///   - options: escaping and the handling of missing partials.
    /// - Throws: ``FatalDiagnostic`` when a partial does not compile, when a partial is missing
    ///   under ``MustacheRenderOptions/MissingPartials/error``, or when partials nest too deeply.
    public func render(
        _ context: MustacheValue,
        partials: some MustachePartialProvider,
        options: MustacheRenderOptions = MustacheRenderOptions()
    ) throws(FatalDiagnostic) -> String {
        var renderer = MustacheRenderer(context: context, partials: partials, options: options)
        try renderer.render(self)
        return renderer.result
    }

    /// ``render(_:partials:options:)`` as the bytes of a file: the renderer's chunks, not joined
    /// into a string (``TextOutput/body``).
    func renderBody(
        _ context: MustacheValue, partials: some MustachePartialProvider, options: MustacheRenderOptions
    ) throws(FatalDiagnostic) -> FileBody {
        var renderer = MustacheRenderer(context: context, partials: partials, options: options)
        try renderer.render(self)
        return renderer.body
    }

    /// Renders the template against data, with no partials.
    public func render(
        _ context: MustacheValue,
        options: MustacheRenderOptions = MustacheRenderOptions()
    ) throws(FatalDiagnostic) -> String {
        try render(context, partials: MustacheLibrary.empty, options: options)
    }
}

/// How a render escapes and what it does about missing partials.
public struct MustacheRenderOptions: Sendable {
    /// What happens when `{{>name}}` or `{{<name}}` names no template.
    public enum MissingPartials: Sendable, Hashable {
        /// Render nothing, as the spec says.
        case renderEmpty
        /// Throw a diagnostic at the tag: for templates the project owns, where a missing partial
        /// is a typo or a missing file.
        case error
    }

    /// How `{{name}}` escapes values.
    public var escape: MustacheEscaper
    /// What a missing partial does.
    public var missingPartials: MissingPartials

    /// Options; the defaults are the spec's: HTML escaping, missing partials render empty.
    public init(escape: MustacheEscaper = .html, missingPartials: MissingPartials = .renderEmpty) {
        self.escape = escape
        self.missingPartials = missingPartials
    }

    /// What PrismTokens renders Swift, CSS and shell with: the context's values are already escaped
    /// for their target, so no HTML escaping; a missing partial is an error.
    public static let sourceCode = MustacheRenderOptions(escape: .none, missingPartials: .error)
}
