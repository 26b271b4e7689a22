import Foundation
import Testing

@testable import PrismTokens

/// The Swift generated for the five public design systems Terrazzo converted to DTCG
/// (`terrazzo-dtcg-examples`) type-checks with the standard library only and against the SwiftUI
/// stand-in, warnings as errors: string and boolean tokens, `em`/`dp` units, short hex fallbacks
/// and extra typography members all reach compilable Swift. So does the Swift of the two vendored
/// Tokens Studio repositories (3Jane, NVE; their defect patched), whose negative steps and
/// decimal scale names (`space.-3xl`, `dimension.1,5x`) test the naming rules.
@Suite(.serialized, .timeLimit(.minutes(10))) struct CorpusSwiftOutputTests {
    /// The five systems Terrazzo converted.
    static let terrazzoSystems = ["adobe-spectrum", "figma-sds", "ibm-carbon", "microsoft-fluent", "shopify-polaris"]
    /// The Terrazzo systems, then the Tokens Studio repositories.
    static let systems = terrazzoSystems + CorpusGenerateTests.repositories.map(\.name)

    @Test(arguments: systems)
    func generatedSwiftTypechecks(system: String) throws {
        let rendering: SwiftOutput.Rendering
        if CorpusGenerateTests.repositories.contains(where: { $0.name == system }) {
            rendering = try SwiftOutput.render(file: "tokens", provider: CorpusGenerateTests.patchedRepository(system))
        } else {
            let folder = try Corpus.requireFolder().appendingPathComponent("terrazzo-dtcg-examples")
            let provider = DiskSourceFileProvider(baseDirectory: folder.path)
            rendering = try SwiftOutput.render(file: "\(system).resolver.json", provider: provider)
        }
        let structural = rendering.diagnostics.all.filter {
            $0.severity == .error && CorpusStructuralTests.isStructural($0.rule)
        }
        #expect(structural.isEmpty, "\(structural.prefix(10).map(\.compilerFormatted))")
        #expect(
            rendering.renderDiagnostics.filter { $0.severity == .error }.isEmpty,
            "\(rendering.renderDiagnostics.map(\.compilerFormatted))")
        #expect(!rendering.files.isEmpty)
        let directory = try SwiftCompiler.temporaryDirectory("corpus-\(system)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = [
            "-typecheck", "-swift-version", "6", "-warnings-as-errors", "-I",
            try SwiftCompiler.swiftUIStubModule.get().path,
        ]
        let outcome = try SwiftCompiler.run(arguments + SwiftCompiler.write(rendering, to: directory), in: directory)
        #expect(outcome.succeeded, "swiftc failed for \(system):\n\(outcome.output.prefix(4000))")
    }
}
