import Foundation
import Testing

@testable import PrismTokens

/// Bundles the test fixtures in memory.
enum BundleTestSupport {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("tokens")
    static let fixtureNames = [
        "all-types.tokens.json", "themed.resolver.json", "hostile-names.tokens.json", "terminal.resolver.json",
    ]

    /// The bundle files of a fixture (paths `<platform>/…`) and the diagnostics, through the pipeline `bundle` runs
    /// (no files when the findings include an error).
    static func bundle(
        _ fixture: String, platforms: [BundlePlatform] = BundlePlatform.allCases, name: String = "@prism/tokens",
        version: String = "1.2.3"
    ) throws -> (files: [GeneratedFile], diagnostics: DiagnosticBag) {
        let provider = RecordingSourceFileProvider(DiskSourceFileProvider(baseDirectory: fixtures.path))
        let pipeline = TestPipeline.make(fixture, provider: provider)
        let bundleName = try #require(BundleName(name))
        let bundleVersion = try #require(SemanticVersion(version))
        let request = TokenPipeline.BundleRequest(platforms: platforms, name: bundleName, version: bundleVersion)
        var sink = PipelineDiagnostics()
        var files: [GeneratedFile] = []
        do {
            files = try pipeline.bundle(
                request,
                sources: { () throws(FatalDiagnostic) in
                    try provider.paths.map { path throws(FatalDiagnostic) in
                        let url = fixtures.appendingPathComponent(path)
                        guard let data = FileManager.default.contents(atPath: url.path) else {
                            throw FatalDiagnostic(Diagnostic(.error, rule: "io", "cannot read \(path)"))
                        }
                        return BundleSourceFile(path: path, bytes: [UInt8](data))
                    }
                }, &sink
            ).files
        } catch {
            if sink.isStopped { throw TestPipeline.stopped(sink) }
        }
        let diagnostics = sink.findings
        return (files, diagnostics)
    }

    /// What the bundlers read of a resolution: its tokens and validated configuration, no
    /// platforms of `generate`, the source named `tokens.json`.
    static func emitterInput(_ resolution: TokenSetResolution) -> EmitterInput {
        EmitterInput(
            resolution: resolution, configuration: TokenValidation.validate(resolution).configuration,
            options: GenerateOptions(platforms: [], toolVersion: "TEST"), sourceName: "tokens.json")
    }

    /// A bundle request over `emitter`: no files rendered by `generate`, no sources, version 1.0.0.
    static func bundleInput(_ emitter: EmitterInput, name: String = "@prism/tokens") throws -> BundleInput {
        BundleInput(
            emitter: emitter, generated: [:], sources: [], name: try #require(BundleName(name)),
            version: try #require(SemanticVersion("1.0.0")), toolVersion: "TEST")
    }

    /// The files of one platform, by path below its folder.
    static func files(_ files: [GeneratedFile], of platform: BundlePlatform) -> [String: String] {
        Dictionary(
            files.compactMap { file in
                file.path.hasPrefix(platform.rawValue + "/")
                    ? (String(file.path.dropFirst(platform.rawValue.count + 1)), file.contents) : nil
            }, uniquingKeysWith: { first, _ in first })
    }

    /// A JSON file parsed into a dictionary.
    static func jsonObject(_ text: String?) throws -> [String: Any] {
        let text = try #require(text)
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}
