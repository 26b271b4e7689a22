import PrismTestSupport
import Testing

@testable import PrismTokens

/// Themes after the first are validated in runs on several cores; the runs' findings, measured
/// pairs and counts are joined in theme order, exactly as one thread checking every theme gives them.
@Suite struct ParallelThemeValidationTests {
    @Test(arguments: 0..<8)
    func runsOnSeveralCoresGiveWhatOneThreadGives(seed: UInt64) throws {
        let resolution = try TokenSetResolution.resolve(
            file: "tokens.resolver.json",
            provider: InMemorySourceFileProvider(FirstThemeReuseTests.files(seed: seed)))
        #expect(resolution.themes.count == 9)
        let (configuration, diagnostics) = TokenValidation.configuration(
            of: resolution, overrides: FirstThemeReuseTests.overrides(seed: seed))
        for reusing in [true, false] {
            let alone = TokenValidation.validate(
                resolution, configuration: configuration, diagnostics: diagnostics, observer: nil,
                reusingFirstTheme: reusing, cores: 1)
            let spread = TokenValidation.validate(
                resolution, configuration: configuration, diagnostics: diagnostics, observer: nil,
                reusingFirstTheme: reusing, cores: 4)
            #expect(spread.diagnostics.all == alone.diagnostics.all, "seed \(seed), reusing \(reusing)")
            #expect(spread.pairs == alone.pairs, "seed \(seed), reusing \(reusing)")
            #expect(spread.pairsChecked == alone.pairsChecked, "seed \(seed), reusing \(reusing)")
            // Each theme's measured pairs together, in theme order.
            var order: [String] = []
            for pair in spread.pairs where order.last != pair.theme { order.append(pair.theme) }
            let names = resolution.themes.map(\.name)
            #expect(order == names.filter(order.contains), "seed \(seed)")
            #expect(Set(order).count == order.count, "seed \(seed): a theme's pairs are split")
        }
    }

    @Test func runsCoverEveryThemeOnceInOrder() {
        for count in 0..<20 {
            let themes = Array(1...max(1, count)).prefix(count).map { $0 }
            for cores in 1...5 {
                let runs = ThemeRules.runs(of: themes, cores: cores)
                #expect(runs.flatMap { $0 } == themes, "\(count) themes, \(cores) cores")
                #expect(runs.allSatisfy { !$0.isEmpty }, "\(count) themes, \(cores) cores: an empty run")
                #expect(runs.count <= max(1, cores * 2), "\(count) themes, \(cores) cores")
                if cores > 1, count > 1 { #expect(runs.count > 1, "\(count) themes, \(cores) cores") }
            }
        }
    }
}
