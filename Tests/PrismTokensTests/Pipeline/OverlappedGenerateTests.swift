import Foundation
import Testing

@testable import PrismTokens

/// `generate` runs the rules and renders at once (`TokenPipeline.renderWhileValidating`): its
/// files, findings, their order and its status must be those of validating first and rendering
/// after (`TestPipeline.render`, the path `generate` took before).
@Suite struct OverlappedGenerateTests {
    /// What one run of `generate` ended with.
    struct Outcome {
        var files: [GeneratedFile]
        var findings: [String]
        var status: PipelineStatus
    }

    static func generate(_ pipeline: TokenPipeline) -> Outcome {
        var diagnostics = PipelineDiagnostics()
        let files = (try? pipeline.generate(&diagnostics).files) ?? []
        return Outcome(
            files: files, findings: diagnostics.findings.all.map(\.compilerFormatted), status: diagnostics.status)
    }

    /// The sequential path `generate` took before: validate, then render only when the findings
    /// have no error.
    static func sequential(_ pipeline: TokenPipeline) -> Outcome {
        var diagnostics = PipelineDiagnostics()
        var files: [GeneratedFile] = []
        if let validated = try? pipeline.validate(&diagnostics), let templates = try? pipeline.templates(&diagnostics),
            !diagnostics.hasErrors
        {
            let input = pipeline.emitterInput(validated)
            files = pipeline.render(input, templates: templates, policy: validated.policy, &diagnostics).files
        }
        if diagnostics.hasErrors { files = [] }
        return Outcome(
            files: files, findings: diagnostics.findings.all.map(\.compilerFormatted), status: diagnostics.status)
    }

    static func pipeline(_ json: String, templatesDirectory: String? = nil) -> TokenPipeline {
        var pipeline = TestPipeline.make("tokens.json", provider: InMemorySourceFileProvider(["tokens.json": json]))
        pipeline.options.templatesDirectory = templatesDirectory
        return pipeline
    }

    @Test(arguments: GoldenTests.fixtureNames)
    func fixturesGenerateAsValidatingThenRendering(_ fixture: String) {
        let provider = DiskSourceFileProvider(baseDirectory: GoldenTests.fixtures.path)
        let pipeline = TestPipeline.make(fixture, provider: provider, toolVersion: "GOLDEN")
        let overlapped = Self.generate(pipeline)
        let sequential = Self.sequential(pipeline)
        #expect(overlapped.status == .success)
        #expect(!overlapped.files.isEmpty)
        #expect(overlapped.files.map(\.path) == sequential.files.map(\.path))
        #expect(overlapped.files.map(\.contents) == sequential.files.map(\.contents))
        #expect(overlapped.findings == sequential.findings)
    }

    @Test func aContrastErrorStopsTheRunWithoutRenderFindings() {
        // Black on black fails WCAG; the duplicate CSS name would be a render error if rendering counted.
        let pipeline = Self.pipeline(
            """
            { "color": { "$type": "color",
              "surface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "on-surface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
            """)
        let overlapped = Self.generate(pipeline)
        #expect(overlapped.status == .failure)
        #expect(overlapped.files.isEmpty)
        #expect(overlapped.findings.contains { $0.contains("contrast.wcag2") })
        #expect(!overlapped.findings.contains { $0.contains("render.css-name") })
        #expect(overlapped.findings == Self.sequential(pipeline).findings)
    }

    @Test func aRenderErrorAfterCleanValidationStopsTheRun() {
        let pipeline = Self.pipeline(
            """
            { "color": { "$type": "color",
              "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
              "on-surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } } } }
            """)
        let overlapped = Self.generate(pipeline)
        #expect(overlapped.status == .failure)
        #expect(overlapped.files.isEmpty)
        #expect(overlapped.findings.last?.contains("render.css-name") == true)
        #expect(overlapped.findings == Self.sequential(pipeline).findings)
    }

    @Test func aTemplatesFolderThatDoesNotLoadStillStopsAfterTheFindings() {
        let pipeline = Self.pipeline(
            #"{ "color": { "$type": "color", "a": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }"#,
            templatesDirectory: "/nonexistent/prism-templates-\(UUID().uuidString)")
        var diagnostics = PipelineDiagnostics()
        #expect(throws: PipelineStopped.self) { try pipeline.generate(&diagnostics) }
        #expect(diagnostics.status == .usageOrIO)
        #expect(diagnostics.fatal != nil)
    }
}
