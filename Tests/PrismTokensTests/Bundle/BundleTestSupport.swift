import Foundation
import Testing

@testable import PrismTokens

/// Bundles the test fixtures in memory.
enum BundleTestSupport {
    static let fixtures = TestPaths.fixtures.appendingPathComponent("tokens")
    static let fixtureNames = [
        "all-types.tokens.json", "themed.resolver.json", "hostile-names.tokens.json", "terminal.resolver.json",
    ]

    /// The bundle files of a fixture (paths `<platform>/…`) and the diagnostics.
    static func bundle(
        _ fixture: String, platforms: [BundlePlatform] = BundlePlatform.allCases, name: String = "@prism/tokens",
        version: String = "1.2.3"
    ) throws -> (files: [GeneratedFile], diagnostics: DiagnosticBag) {
        let provider = RecordingSourceFileProvider(DiskSourceFileProvider(baseDirectory: fixtures.path))
        let resolution = try TokenSetResolution.resolve(file: fixture, provider: provider)
        let validation = TokenValidation.validate(resolution)
        let emitter = EmitterInput(
            resolution: resolution, configuration: validation.configuration,
            options: GenerateOptions(toolVersion: "TEST"), sourceName: fixture)
        var diagnostics = DiagnosticBag()
        let generated = try TokenBundler.generate(
            emitter, templates: .builtIn, for: platforms, diagnostics: &diagnostics)
        let sources = try provider.paths.map { path in
            BundleSourceFile(path: path, bytes: [UInt8](try Data(contentsOf: fixtures.appendingPathComponent(path))))
        }
        let input = BundleInput(
            emitter: emitter, generated: generated, sources: sources,
            name: try #require(BundleName(name)), version: try #require(SemanticVersion(version)), toolVersion: "TEST")
        let files = TokenBundler.bundle(input, platforms: platforms, diagnostics: &diagnostics)
        return (files, diagnostics)
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
