import Testing

@testable import PrismTokens

/// Progress shows on a terminal only: never piped, in CI, with `--quiet` or on a dumb terminal,
/// and only after the first second of a run.
@Suite struct ProgressPolicyTests {
    @Test func progressNeedsATerminalAndNoCIAndNoQuiet() {
        #expect(ProgressPolicy.isEnabled(stderrIsTerminal: true, environment: [:], quiet: false))
        #expect(!ProgressPolicy.isEnabled(stderrIsTerminal: false, environment: [:], quiet: false))
        #expect(!ProgressPolicy.isEnabled(stderrIsTerminal: true, environment: ["CI": "true"], quiet: false))
        #expect(ProgressPolicy.isEnabled(stderrIsTerminal: true, environment: ["CI": ""], quiet: false))
        #expect(!ProgressPolicy.isEnabled(stderrIsTerminal: true, environment: [:], quiet: true))
        #expect(!ProgressPolicy.isEnabled(stderrIsTerminal: true, environment: ["TERM": "dumb"], quiet: false))
    }

    @Test func theThresholdIsASecondUnlessTestsSetPrismProgressAfter() {
        #expect(ProgressPolicy.threshold(environment: [:]) == .seconds(1))
        #expect(ProgressPolicy.threshold(environment: ["PRISM_PROGRESS_AFTER": "0"]) == .zero)
        #expect(ProgressPolicy.threshold(environment: ["PRISM_PROGRESS_AFTER": "0.25"]) == .milliseconds(250))
        #expect(ProgressPolicy.threshold(environment: ["PRISM_PROGRESS_AFTER": "soon"]) == .seconds(1))
        #expect(ProgressPolicy.threshold(environment: ["PRISM_PROGRESS_AFTER": "-1"]) == .seconds(1))
    }
}
