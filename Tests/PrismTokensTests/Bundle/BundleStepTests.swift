import Testing

@testable import PrismTokens

/// The jobs of ``TokenBundler/renderAndBundle(_:templates:platforms:diagnostics:observer:)``:
/// every bundle and generator platform has a rank, and a bundle is always packed after the
/// platforms it needs are rendered, whatever bundles are asked for.
@Suite struct BundleStepTests {
    @Test func everyBundleAndTheRendersItNeedsAreRanked() {
        for platform in BundlePlatform.allCases {
            #expect(BundleStep.priority.contains(.pack(platform)), "\(platform)")
            for generator in platform.generatorPlatforms {
                #expect(BundleStep.priority.contains(.render(generator)), "\(generator)")
            }
        }
        #expect(Set(BundleStep.priority).count == BundleStep.priority.count)
    }

    @Test func everySetOfBundlesGetsItsJobsWithPacksAfterTheirRenders() {
        let all = BundlePlatform.allCases
        for mask in 0..<(1 << all.count) {
            let asked = all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] }
            let rendering = TokenBundler.generatorPlatforms(for: asked)
            let steps = BundleStep.ordered(rendering: rendering, packing: asked)
            #expect(Set(steps) == Set(rendering.map(BundleStep.render) + asked.map(BundleStep.pack)), "\(asked)")
            #expect(steps.count == rendering.count + asked.count)
            for platform in asked {
                let pack = steps.firstIndex(of: .pack(platform)) ?? -1
                for generator in platform.generatorPlatforms {
                    #expect((steps.firstIndex(of: .render(generator)) ?? .max) < pack, "\(platform) after \(generator)")
                }
            }
        }
    }

    /// What `packed` is handed: groups from several threads, kept in order of arrival.
    final class HandedOver: @unchecked Sendable {
        private let lock = PlatformLock()
        private var groups: [[GeneratedFile]] = []
        func append(_ group: [GeneratedFile]) { lock.withLock { groups.append(group) } }
        var all: [[GeneratedFile]] { lock.withLock { groups } }
    }

    @Test func everyFileIsHandedOverOnceWhenItIsFinal() throws {
        // The asset catalog when it is rendered, then each bundle's other files when it is packed:
        // together every file of the bundles, none twice, the same bytes.
        let provider = DiskSourceFileProvider(baseDirectory: BundleTestSupport.fixtures.path)
        let resolution = try TokenSetResolution.resolve(file: BundleTestSupport.fixtureNames[0], provider: provider)
        let emitter = BundleTestSupport.emitterInput(resolution)
        let input = BundleInput(
            emitter: emitter, generated: [:], sources: [], name: BundleName.defaultName(documentName: nil),
            version: try #require(SemanticVersion("1.0.0")), toolVersion: "0.1.0")
        let handed = HandedOver()
        var diagnostics = DiagnosticBag()
        let files = TokenBundler.renderAndBundle(
            input, templates: .builtIn, platforms: BundlePlatform.allCases, diagnostics: &diagnostics,
            packed: { handed.append($0) })
        #expect(!diagnostics.hasErrors)
        let groups = handed.all
        let paths = groups.flatMap { $0.map(\.path) }
        #expect(paths.count == Set(paths).count)
        #expect(Set(paths) == Set(files.map(\.path)))
        let byPath = Dictionary(uniqueKeysWithValues: files.map { ($0.path, $0) })
        #expect(groups.joined().allSatisfy { byPath[$0.path] == $0 })
        // One group is the catalog alone, handed over before the apple bundle's other files.
        let catalog = try #require(groups.firstIndex { $0.allSatisfy { $0.path.contains(".xcassets/") } })
        let apple = try #require(groups.firstIndex { $0.contains { $0.path == "apple/manifest.json" } })
        #expect(catalog < apple)
        #expect(groups[catalog].count > 1)
        #expect(!groups[apple].contains { $0.path.contains(".xcassets/") })
    }
}
