import Foundation
import Testing

@testable import PrismTokens

/// `bundle` renders and packs while the rules run (``TokenPipeline/packWhileValidating(_:_:sources:_:)``),
/// yet ends as validating first and packing after would: the findings come first, a source that
/// cannot be read back stops the run only when they pass, and a template that fails leaves no
/// bundle at all.
@Suite struct BundleOverlapTests {
    static let passing = """
        { "color": { "$type": "color",
          "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
        """
    static let failing = """
        { "color": { "$type": "color",
          "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "onSurface": { "$value": { "colorSpace": "srgb", "components": [0.9, 0.9, 0.9] } } } }
        """

    /// Bundles `tokens` with the given templates and source reader; the files (none when the
    /// run stopped) and the run's sink.
    static func bundle(
        _ tokens: String, templates: TemplateSet = .builtIn, templatesDirectory: String? = nil,
        platforms: [BundlePlatform] = BundlePlatform.allCases,
        sources: () throws(FatalDiagnostic) -> [BundleSourceFile] = { [] }, output: String? = nil
    ) throws -> (files: [GeneratedFile], diagnostics: PipelineDiagnostics, staged: OutputWriter.EarlyStaging?) {
        var pipeline = TestPipeline.make(
            "tokens.json", provider: InMemorySourceFileProvider(["tokens.json": tokens]), templates: templates)
        pipeline.options.templatesDirectory = templatesDirectory
        let request = TokenPipeline.BundleRequest(
            platforms: platforms, version: try #require(SemanticVersion("1.0.0")), output: output)
        var diagnostics = PipelineDiagnostics()
        let run = try? pipeline.bundle(request, sources: sources, &diagnostics)
        return (run?.files ?? [], diagnostics, run?.staged)
    }

    /// A source reader that fails, as when a file was removed during the run.
    static func unreadable() throws(FatalDiagnostic) -> [BundleSourceFile] {
        throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot read tokens.json again"))
    }

    @Test func aPassingSourcePacksEveryBundle() throws {
        let run = try Self.bundle(Self.passing)
        #expect(run.diagnostics.status == .success)
        #expect(
            Set(run.files.map { String($0.path.prefix { $0 != "/" }) }) == Set(BundlePlatform.allCases.map(\.rawValue)))
    }

    @Test func aSourceThatCannotBeReadBackStopsWithStatusTwo() throws {
        let run = try Self.bundle(Self.passing, sources: Self.unreadable)
        #expect(run.files.isEmpty)
        #expect(run.diagnostics.status == .usageOrIO)
        #expect(run.diagnostics.fatal?.message.contains("cannot read tokens.json again") == true)
    }

    @Test func theFindingsComeBeforeASourceThatCannotBeReadBack() throws {
        let run = try Self.bundle(Self.failing, sources: Self.unreadable)
        #expect(run.files.isEmpty)
        #expect(run.diagnostics.status == .failure)
        #expect(run.diagnostics.fatal == nil)
        #expect(run.diagnostics.findings.all.contains { $0.rule == "contrast.wcag2" })
    }

    @Test func aTemplateThatFailsLeavesNoBundle() throws {
        let broken = TemplateSet.builtIn.overriding(with: ["css/prism-tokens.css.mustache": "{{#tokens}}unclosed"])
        let run = try Self.bundle(Self.passing, templates: broken)
        #expect(run.files.isEmpty)
        #expect(run.diagnostics.status == .failure)
        #expect(run.diagnostics.findings.all.contains { $0.severity == .error && $0.message.contains("tokens") })
    }

    @Test(arguments: [[BundlePlatform.json], [.android, .json], [.web]])
    func aTemplateThatDoesNotParseStopsEvenBundlesThatRenderNothing(_ platforms: [BundlePlatform]) throws {
        // As `generate` does: every template must parse, whichever bundles are asked for.
        let broken = TemplateSet.builtIn.overriding(with: ["css/prism-tokens.css.mustache": "{{#tokens}}unclosed"])
        let run = try Self.bundle(Self.passing, templates: broken, platforms: platforms)
        #expect(run.files.isEmpty, "\(platforms)")
        #expect(run.diagnostics.status == .failure, "\(platforms)")
    }

    @Test func aTemplatesFolderThatDoesNotLoadStopsWithStatusTwo() throws {
        let run = try Self.bundle(Self.passing, templatesDirectory: "/nonexistent/prism-templates")
        #expect(run.files.isEmpty)
        #expect(run.diagnostics.status == .usageOrIO)
    }

    @Test func failingFindingsLeaveNoBundle() throws {
        let run = try Self.bundle(Self.failing)
        #expect(run.files.isEmpty)
        #expect(run.diagnostics.status == .failure)
    }

    /// With the output folder known and missing, the bundles are staged beside it while they
    /// are packed, and written by the staging's commit: the same files, nothing visible before.
    @Test func aPassingSourceIsStagedBesideAFreshOutputFolder() throws {
        let dir = try OutputWriterStagingTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try Self.bundle(Self.passing, output: dir + "/dist")
        let staged = try #require(run.staged)
        #expect(!FileManager.default.fileExists(atPath: dir + "/dist"))
        #expect(try OutputWriterStagingTests().stagingLeftovers(dir).count == 1)
        let report = try OutputWriter.write(run.files, to: dir + "/dist", mode: .write, staged: staged)
        #expect(report.changed == run.files.map(\.path))
        #expect(
            try OutputWriterStagingTests().tree(dir + "/dist")
                == OutputWriterStagingTests().contentsByPath(run.files))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["dist"])
    }

    /// Passing contrast, but `onSurface` and `on-surface` are one CSS custom property: the css
    /// render reports an error after validation passed, when the asset catalog (rendered first)
    /// may already be staged.
    static let cssNameClash = """
        { "color": { "$type": "color",
          "surface": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "onSurface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } },
          "on-surface": { "$value": { "colorSpace": "srgb", "components": [0, 0, 0] } } } }
        """

    /// A run that stops — failing findings, a render error, a template that does not parse, a
    /// source that cannot be read back (the last three after validation passed and staging
    /// began) — leaves nothing beside the output folder.
    @Test func aStoppedRunLeavesNothingBesideTheOutputFolder() throws {
        let dir = try OutputWriterStagingTests().temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let broken = TemplateSet.builtIn.overriding(with: ["css/prism-tokens.css.mustache": "{{#tokens}}unclosed"])
        let clash = try Self.bundle(Self.cssNameClash, output: dir + "/dist")
        #expect(clash.diagnostics.findings.all.contains { $0.rule == "render.css-name" })
        let runs = [
            clash,
            try Self.bundle(Self.failing, output: dir + "/dist"),
            try Self.bundle(Self.passing, templates: broken, output: dir + "/dist"),
            try Self.bundle(Self.passing, sources: Self.unreadable, output: dir + "/dist"),
        ]
        for run in runs { #expect(run.diagnostics.status != .success) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }
}
