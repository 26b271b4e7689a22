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
}
