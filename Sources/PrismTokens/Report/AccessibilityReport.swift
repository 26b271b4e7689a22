import PrismAccessibility

/// The accessibility report: a self-contained HTML page (inline CSS and SVG, no scripts, nothing from the network).
public enum AccessibilityReport {
    /// The report's template name below `Templates/`.
    public static let templateName = "report/report.html.mustache"

    /// Renders the report.
    /// - Parameters:
    ///   - resolution: the resolved themes.
    ///   - validation: the validation of those themes (diagnostics, configuration).
    ///   - templates: the templates (the report template may be overridden).
    ///   - sourceName: the token source as the user named it, for titles.
    ///   - sourceURL: a link to the token source (`file:///…`), to which findings append `#L<line>`.
    ///   - toolVersion: the tool's version.
    /// - Throws: ``FatalDiagnostic`` when the template does not parse or render.
    public static func render(
        resolution: TokenSetResolution,
        validation: TokenValidation.Result,
        templates: TemplateSet,
        sourceName: String,
        sourceURL: String,
        toolVersion: String
    ) throws(FatalDiagnostic) -> String {
        let context = ReportContextBuilder(
            resolution: resolution, validation: validation, sourceName: sourceName, sourceURL: sourceURL,
            toolVersion: toolVersion
        ).build()
        let library = try templates.renderingLibrary()
        guard let template = library[templateName] else {
            throw FatalDiagnostic(
                Diagnostic(
                    .error, rule: "template", "no template named '\(templateName)'; restore it or remove the override"))
        }
        return try template.render(
            context, partials: library, options: MustacheRenderOptions(escape: .html, missingPartials: .error))
    }
}
