import Foundation
import Testing

@testable import PrismTokens

/// Runs the library's ``TokenPipeline`` for the test supports, so tests take the path the CLI takes.
enum TestPipeline {
    /// What a test rendering produced.
    struct Rendering {
        /// The rendered files (also when the source has errors).
        var files: [GeneratedFile]
        /// Every finding of the run before triage: resolve, validate and render.
        var findings: DiagnosticBag
        /// The render stage's own findings.
        var renderFindings: DiagnosticBag
        /// What the emitters rendered from.
        var input: EmitterInput
        /// The run's sink (triaged findings and status).
        var diagnostics: PipelineDiagnostics
    }

    /// A pipeline over `provider` with the CLI's defaults.
    static func make(
        _ source: String, provider: any SourceFileProvider, toolVersion: String = "TEST",
        platforms: [Platform] = Platform.defaultPlatforms, cssPrefix: String? = nil, templates: TemplateSet = .builtIn,
        namespace: TokenNamespace? = nil
    ) -> TokenPipeline {
        TokenPipeline(
            options: TokenPipelineOptions(
                source: source, templates: templates, platforms: platforms, namespace: namespace,
                cssPrefix: cssPrefix, toolVersion: toolVersion),
            provider: provider)
    }

    /// Resolves and validates; a problem that stops the run is rethrown as its ``FatalDiagnostic``.
    static func validate(_ pipeline: TokenPipeline, _ diagnostics: inout PipelineDiagnostics) throws
        -> ValidatedTokens
    {
        do {
            return try pipeline.validate(&diagnostics)
        } catch {
            throw stopped(diagnostics)
        }
    }

    /// Resolves, validates and renders, keeping the files even when the source has errors.
    static func render(_ pipeline: TokenPipeline) throws -> Rendering {
        var diagnostics = PipelineDiagnostics()
        let validated = try validate(pipeline, &diagnostics)
        let input = pipeline.emitterInput(validated)
        let templates: TemplateSet
        do { templates = try pipeline.templates(&diagnostics) } catch { throw stopped(diagnostics) }
        let rendered = pipeline.render(input, templates: templates, policy: validated.policy, &diagnostics)
        return Rendering(
            files: rendered.files, findings: diagnostics.findings, renderFindings: rendered.findings, input: input,
            diagnostics: diagnostics)
    }

    /// The error of a stopped run: its fatal diagnostic, or its usage problem as one.
    static func stopped(_ diagnostics: PipelineDiagnostics) -> FatalDiagnostic {
        FatalDiagnostic(
            diagnostics.fatal ?? Diagnostic(.error, rule: "usage", diagnostics.usageProblem ?? "the run stopped"))
    }
}
