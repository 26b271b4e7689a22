#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Re-runs a command whenever a file it read changes, printing only what changed: the loop of
/// `generate --watch`, `validate --watch` and `report --watch`.
///
/// It polls the followed files (``WatchedFiles``) every ``pollInterval``; after a change it
/// waits until the files stay the same for ``quietPeriod`` (an editor's save is often several
/// writes), then runs again. After each run it prints the findings that are new and the ones
/// that were fixed since the last run, the files rewritten and the run's summary, and follows
/// the files this run read (a newly referenced file is followed from then on). A run with
/// errors does not end the loop: fix the file and the next run reports it fixed.
///
/// Polling needs no dependency and behaves the same on Linux and macOS; token sources are a
/// handful of files, so reading them five times a second costs little.
public struct WatchLoop: Sendable {
    /// How often the followed files are compared with the last snapshot.
    public var pollInterval: Swift.Duration
    /// How long the files must stay unchanged after a change before the command runs again.
    public var quietPeriod: Swift.Duration

    /// Creates a loop.
    /// - Parameters:
    ///   - pollInterval: how often the files are read (default 200 ms).
    ///   - quietPeriod: how long they must stay the same before a run (default 150 ms).
    public init(pollInterval: Swift.Duration = .milliseconds(200), quietPeriod: Swift.Duration = .milliseconds(150)) {
        self.pollInterval = pollInterval
        self.quietPeriod = quietPeriod
    }

    /// Runs the command, then again after every change, until `shouldStop` returns true.
    /// - Parameters:
    ///   - print: receives each line to show (a finding block may hold several lines).
    ///   - shouldStop: polled between runs and while waiting (a signal handler sets what it reads).
    ///   - once: runs the command once and records what it read and printed.
    public func run(print: (String) -> Void, shouldStop: () -> Bool, once: () -> WatchRun) {
        var previous: WatchRun?
        var followed: [String] = []
        while !shouldStop() {
            let run = once()
            for line in report(run, previous: previous) { print(line) }
            // A run that stopped early (a file that does not parse) may not have read every file
            // of the last run: keep following those until a run reads its whole source again.
            let now = Set(run.followed)
            let kept = run.status == .success ? [] : followed.filter { !now.contains($0) }
            let next = run.followed + kept
            if previous == nil || Set(next) != Set(followed) {
                print("watching \(next.count) \(next.count == 1 ? "path" : "paths") for changes (Ctrl-C to stop)")
            }
            followed = next
            previous = run
            guard let changed = waitForChange(followed, shouldStop: shouldStop) else { return }
            print("changed: " + changed.map(Self.displayName).joined(separator: ", "))
        }
    }

    /// The lines reporting a run: every finding of the first run, then only the delta.
    public func report(_ run: WatchRun, previous: WatchRun?) -> [String] {
        var lines = WatchDelta(previous: previous?.findings ?? [], current: run.findings).lines
        lines += run.written
        if let summary = run.summary { lines.append(summary) }
        return lines
    }

    /// Waits until a followed file changes and then stays quiet.
    /// - Returns: the changed paths, or `nil` when asked to stop first.
    func waitForChange(_ paths: [String], shouldStop: () -> Bool) -> [String]? {
        let snapshot = WatchedFiles(paths: paths)
        while !shouldStop() {
            Self.sleep(pollInterval)
            var settled = WatchedFiles(paths: paths)
            guard settled != snapshot else { continue }
            while !shouldStop() {
                Self.sleep(quietPeriod)
                let again = WatchedFiles(paths: paths)
                if again == settled { return settled.changedPaths(since: snapshot) }
                settled = again
            }
        }
        return nil
    }

    /// A path as shown in a `changed:` line: its file name.
    static func displayName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    /// Sleeps for a duration (a signal cuts it short, which the caller's `shouldStop` then sees).
    static func sleep(_ duration: Swift.Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&request, nil)
    }
}
