import Testing

@testable import PrismTokens

/// The progress line: nothing before the threshold, one line rewritten in place after it
/// (stage, theme k/n with its name, platform), at most one redraw per interval, counts that only
/// grow, and erased when a stage ends.
@Suite struct ProgressReporterTests {
    /// A clock the test moves by hand, and everything the reporter wrote.
    final class Terminal: @unchecked Sendable {
        var now: Swift.Duration = .zero
        var writes: [String] = []
        /// The status lines drawn, without the erase sequence.
        var lines: [String] {
            writes.filter { $0 != ProgressReporter.eraseLine }.map {
                String($0.dropFirst(ProgressReporter.eraseLine.count))
            }
        }

        func reporter(threshold: Swift.Duration = .seconds(1), width: Int = 80) -> ProgressReporter {
            ProgressReporter(
                threshold: threshold, interval: .milliseconds(100), width: width, elapsed: { self.now },
                write: { self.writes.append($0) })
        }
    }

    @Test func aRunShorterThanTheThresholdWritesNothing() {
        let terminal = Terminal()
        let reporter = terminal.reporter()
        terminal.now = .milliseconds(300)
        reporter.receive(.stageStarted(.resolve))
        reporter.receive(.themeResolved("dark", done: 1, total: 2))
        terminal.now = .milliseconds(999)
        reporter.tick()
        reporter.receive(.stageFinished(.resolve, .milliseconds(700)))
        reporter.finish()
        #expect(terminal.writes.isEmpty)
    }

    @Test func pastTheThresholdOneLineShowsStageThemeCountAndTime() {
        let terminal = Terminal()
        let reporter = terminal.reporter()
        terminal.now = .milliseconds(1_200)
        reporter.receive(.stageStarted(.validate))
        terminal.now = .milliseconds(3_150)
        reporter.receive(.themeValidated("mode=dark,brand=brand2", done: 23, total: 64))
        #expect(
            terminal.lines == [
                "prism-tokens: validate · 1.2 s",
                "prism-tokens: validate · theme 23/64 (mode=dark,brand=brand2) · 3.1 s",
            ])
        #expect(terminal.writes.allSatisfy { $0.hasPrefix("\r\u{1B}[2K") && !$0.contains("\n") })
    }

    @Test func theLineAppearsOnATickOnceTheThresholdPasses() {
        let terminal = Terminal()
        let reporter = terminal.reporter()
        reporter.receive(.stageStarted(.render))
        terminal.now = .milliseconds(900)
        reporter.tick()
        #expect(terminal.writes.isEmpty)
        terminal.now = .milliseconds(1_050)
        reporter.tick()
        #expect(terminal.lines == ["prism-tokens: render · 1.0 s"])
        reporter.receive(.stageFinished(.render, .milliseconds(1_050)))
        terminal.now = .milliseconds(1_500)
        reporter.tick()
        #expect(terminal.writes.count == 2, "no stage runs, so a tick draws nothing")
    }

    @Test func redrawsAreAtMostOnePerInterval() {
        let terminal = Terminal()
        let reporter = terminal.reporter(threshold: .zero)
        reporter.receive(.stageStarted(.resolve))
        for done in 1...50 {
            terminal.now = .milliseconds(done * 10)
            reporter.receive(.themeResolved("t\(done)", done: done, total: 50))
        }
        // 0 ms (stage start), 10 ms (its first theme), then when 100 ms have passed: 110, 210, 310, 410.
        #expect(terminal.lines.count == 6, "\(terminal.lines)")
        #expect(terminal.lines.last == "prism-tokens: read and resolve · theme 41/50 (t41) · 0.4 s")
        terminal.now = .milliseconds(480)
        reporter.tick()
        #expect(terminal.lines.count == 6, "a tick within the interval waits")
        terminal.now = .milliseconds(520)
        reporter.tick()
        #expect(terminal.lines.last == "prism-tokens: read and resolve · theme 50/50 (t50) · 0.5 s")
    }

    @Test func theCountShownNeverGoesBackAndRestartsWithEachStage() {
        let terminal = Terminal()
        let reporter = terminal.reporter(threshold: .zero)
        reporter.receive(.stageStarted(.resolve))
        terminal.now = .seconds(1)
        reporter.receive(.themeResolved("b", done: 5, total: 8))
        terminal.now = .seconds(2)
        reporter.receive(.themeResolved("a", done: 3, total: 8))
        #expect(terminal.lines.last == "prism-tokens: read and resolve · theme 5/8 (b) · 1.0 s")
        reporter.tick()
        #expect(terminal.lines.last == "prism-tokens: read and resolve · theme 5/8 (b) · 2.0 s")
        reporter.receive(.stageFinished(.resolve, .seconds(2)))
        reporter.receive(.stageStarted(.validate))
        terminal.now = .seconds(3)
        reporter.receive(.themeValidated("a", done: 1, total: 8))
        #expect(terminal.lines.last == "prism-tokens: validate · theme 1/8 (a) · 3.0 s")
    }

    @Test func renderAndBundleShowTheirPlatforms() {
        let terminal = Terminal()
        let reporter = terminal.reporter(threshold: .zero)
        reporter.receive(.stageStarted(.render))
        terminal.now = .seconds(1)
        reporter.receive(.platformRendered("css", done: 1, total: 3))
        terminal.now = .seconds(2)
        reporter.receive(.platformRendered("swift", done: 2, total: 3))
        reporter.receive(.stageFinished(.render, .seconds(2)))
        reporter.receive(.stageStarted(.bundle))
        terminal.now = .seconds(3)
        reporter.receive(.bundlePacked("web", done: 1, total: 5))
        #expect(
            terminal.lines == [
                "prism-tokens: render · 0.0 s", "prism-tokens: render · platform 1/3 (css) · 1.0 s",
                "prism-tokens: render · platform 2/3 (swift) · 2.0 s", "prism-tokens: bundle · 2.0 s",
                "prism-tokens: bundle · packed 1/5 (web) · 3.0 s",
            ])
    }

    @Test func theLineIsErasedWhenAStageEndsSoOutputStartsClean() {
        let terminal = Terminal()
        let reporter = terminal.reporter(threshold: .zero)
        reporter.receive(.stageStarted(.validate))
        reporter.receive(.stageFinished(.validate, .seconds(1)))
        #expect(terminal.writes.last == ProgressReporter.eraseLine)
        reporter.finish()
        #expect(terminal.writes.count == 2, "nothing shows, so nothing more is erased")
    }

    @Test func aLongThemeNameIsShortenedSoTheLineNeverWraps() {
        let terminal = Terminal()
        let reporter = terminal.reporter(threshold: .zero, width: 60)
        reporter.receive(.stageStarted(.validate))
        terminal.now = .seconds(1)
        let name = String(repeating: "modifier=context,", count: 10)
        reporter.receive(.themeValidated(name, done: 7, total: 640))
        let line = terminal.lines.last ?? ""
        #expect(line.count == 59, "\(line)")
        #expect(line.hasPrefix("prism-tokens: validate · theme 7/640 (modifier=co"))
        #expect(line.hasSuffix("…) · 1.0 s"))
    }
}
