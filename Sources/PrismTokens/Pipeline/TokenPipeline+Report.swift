/// The report step: the self-contained HTML accessibility report.
extension TokenPipeline {
    /// Validates the source and renders the accessibility report, also when the tokens have errors.
    ///
    /// The report shows what the run reports: the rule policy applied and baselined findings left out.
    /// - Parameters:
    ///   - sourceURL: a link to the token source (`file:///…`), to which findings append `#L<line>`.
    ///   - diagnostics: the run's sink; its status is 1 when the findings include an error.
    /// - Returns: the HTML and the validated tokens (for summary lines).
    /// - Throws: ``PipelineStopped`` when the source cannot be resolved or the report template
    ///   cannot be loaded or rendered.
    public func report(sourceURL: String, _ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped) -> (
        html: String, validated: ValidatedTokens
    ) {
        let validated = try validate(&diagnostics)
        let templates = try templates(&diagnostics)
        var validation = validated.validation
        validation.diagnostics = DiagnosticBag()
        validation.diagnostics.append(contentsOf: diagnostics.triage?.shown ?? [])
        let start = started(.report)
        defer { finished(.report, since: start) }
        do {
            let html = try AccessibilityReport.render(
                resolution: validated.resolution, validation: validation, templates: templates,
                sourceName: options.source, sourceURL: sourceURL, toolVersion: options.toolVersion)
            return (html, validated)
        } catch {
            diagnostics.stop(error.diagnostic, status: error.diagnostic.rule == "io" ? .usageOrIO : .failure)
            throw PipelineStopped(status: diagnostics.status)
        }
    }

    /// Resolves the source and records its structural findings only (no accessibility rules),
    /// under the run's policy: what `list` reports beside the tokens it prints.
    /// - Returns: the resolution, also when it has errors.
    public func resolveStructure(_ diagnostics: inout PipelineDiagnostics) throws(PipelineStopped)
        -> TokenSetResolution
    {
        let resolution = try resolve(&diagnostics)
        // The configuration only sets the policy here: its own findings are the rules' business.
        let (configuration, _) = TokenValidation.configuration(of: resolution, overrides: options.overrides)
        diagnostics.record(
            resolution.diagnostics, policy: RulePolicy(configuration: configuration, strict: options.strict),
            baseline: options.baseline)
        return resolution
    }
}
