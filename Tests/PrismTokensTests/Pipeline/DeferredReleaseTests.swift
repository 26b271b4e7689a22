import Testing

@testable import PrismTokens

/// A run given a ``DeferredRelease`` leaves its large intermediate values there instead of freeing
/// them, and writes the same files as a run without one.
@Suite struct DeferredReleaseTests {
    @Test(arguments: GoldenTests.fixtureNames)
    func aRunWithAHolderKeepsItsIntermediatesAndWritesTheSameFiles(_ fixture: String) throws {
        let provider = DiskSourceFileProvider(baseDirectory: GoldenTests.fixtures.path)
        let plain = TestPipeline.make(fixture, provider: provider, toolVersion: "GOLDEN")
        var deferring = plain
        let holder = DeferredRelease()
        deferring.options.deferredRelease = holder
        var plainDiagnostics = PipelineDiagnostics()
        var deferringDiagnostics = PipelineDiagnostics()
        let expected = try plain.generate(&plainDiagnostics).files
        let generation = try deferring.generate(&deferringDiagnostics)
        let files = generation.files
        #expect(files.map(\.path) == expected.map(\.path))
        #expect(files.map(\.contents) == expected.map(\.contents))
        #expect(
            deferringDiagnostics.findings.all.map(\.compilerFormatted)
                == plainDiagnostics.findings.all.map(\.compilerFormatted))
        // The rules; the stylesheet plan and the CSS names made in advance; the Swift render
        // context, and its token catalog with the tables of references (the default platforms
        // include CSS and Swift); and a single theme's collected tokens, reference resolver and
        // its lists.
        let isSingleTheme = generation.validated.resolution.themes.count == 1
        #expect(holder.count == (isSingleTheme ? 6 : 5))
    }

    @Test func keptValuesLiveAsLongAsTheHolder() {
        final class Probe {}
        weak var probe: Probe?
        var holder: DeferredRelease? = DeferredRelease()
        do {
            let value = Probe()
            probe = value
            holder?.keep(value)
        }
        #expect(probe != nil)
        holder = nil
        #expect(probe == nil)
    }
}
