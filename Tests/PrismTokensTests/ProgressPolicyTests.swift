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

    @Test func aQuickRunPrintsNoProgress() {
        var lines: [String] = []
        let reporter = ProgressReporter(write: { lines.append($0) })
        reporter.stageFinished(.resolve, .milliseconds(20))
        #expect(lines.isEmpty)
    }

    @Test func stagesAfterTheFirstSecondPrintALine() async throws {
        let box = LineBox()
        let reporter = ProgressReporter(write: { box.lines.append($0) })
        try await Task.sleep(for: .milliseconds(1_050))
        reporter.stageFinished(.validate, .milliseconds(1_020))
        #expect(box.lines.count == 1)
        #expect(box.lines.first?.hasPrefix("prism-tokens: validate done in 1.0 s") == true)
    }

    final class LineBox: @unchecked Sendable { var lines: [String] = [] }
}
