/// One step of a pipeline run, as ``TokenPipeline/observer`` receives it: a stage starting or
/// finishing, and the pieces of work inside a stage as they finish.
///
/// Themes are resolved, and platforms rendered and packed, on several cores at once; the counts
/// (`done` of `total`) are how many pieces have finished so far, so they only grow within a stage,
/// whatever order the pieces finish in.
public enum PipelineProgress: Sendable, Equatable {
    /// A stage began.
    case stageStarted(PipelineStage)
    /// A stage ended, after the given wall time (what `PRISM_TIMINGS` prints).
    case stageFinished(PipelineStage, Swift.Duration)
    /// A theme was resolved: the `done`-th of `total` (themes resolve on several cores, so names
    /// come in the order they finish, not in theme order).
    case themeResolved(String, done: Int, total: Int)
    /// A theme was validated: the `done`-th of `total` (in the order they finish, like
    /// ``themeResolved(_:done:total:)``).
    case themeValidated(String, done: Int, total: Int)
    /// A platform's files were rendered (`swift`, `css`…): the `done`-th of `total`.
    case platformRendered(String, done: Int, total: Int)
    /// A bundle was packed (`web`, `apple`…): the `done`-th of `total`.
    case bundlePacked(String, done: Int, total: Int)
}

/// Receives a run's ``PipelineProgress``, possibly from several threads at once.
public typealias PipelineObserver = @Sendable (PipelineProgress) -> Void

/// Counts finished pieces of parallel work and reports each with its count.
///
/// The count is taken and the event delivered while holding one lock, so an observer sees the
/// counts in increasing order even when pieces finish on several threads at once.
final class ProgressCounter: Sendable {
    private let observer: PipelineObserver?
    private let total: Int
    private let event: @Sendable (String, Int, Int) -> PipelineProgress
    private let lock = PlatformLock()
    private nonisolated(unsafe) var done = 0

    /// A counter of `total` pieces; `event` builds what one finished piece reports.
    init(
        _ observer: PipelineObserver?, total: Int,
        event: @escaping @Sendable (_ name: String, _ done: Int, _ total: Int) -> PipelineProgress
    ) {
        self.observer = observer
        self.total = total
        self.event = event
    }

    /// Records that the piece named `name` finished and reports it.
    func finished(_ name: String) {
        guard let observer else { return }
        lock.withLock {
            done += 1
            observer(event(name, done, total))
        }
    }
}
