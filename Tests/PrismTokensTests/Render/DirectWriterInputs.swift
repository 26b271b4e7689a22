import Foundation

@testable import PrismTokens

/// The token sources the direct writers (``CSSStylesheetWriter``, ``SwiftTokensFileWriter``) are
/// compared with their templates on: the golden fixtures, random resolver documents and the
/// vendored corpus.
enum DirectWriterInputs {
    /// Every golden fixture, resolved, with its file name.
    static func fixtures() throws -> [(name: String, resolution: TokenSetResolution)] {
        try GoldenTests.fixtureNames.map { name in
            let url = GoldenTests.fixtures.appendingPathComponent(name)
            let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
            return (name, try TokenSetResolution.resolve(file: url.lastPathComponent, provider: provider))
        }
    }

    /// A random themed resolver document (``SwiftRenderFastPathTests/randomFiles(seed:)``), resolved.
    static func random(seed: Int) throws -> TokenSetResolution {
        try Resolution.of(files: SwiftRenderFastPathTests.randomFiles(seed: seed), root: "tokens.resolver.json")
    }
}
