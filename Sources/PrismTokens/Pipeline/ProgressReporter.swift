import Dispatch

/// Draws a run's progress as one status line on a terminal, updated in place.
///
/// It receives the pipeline's ``PipelineProgress`` (from any thread) and, once the run has taken
/// longer than its threshold, rewrites a single line —
/// `prism-tokens: validate · theme 23/64 (dark) · 3.1 s`, `prism-tokens: render · platform 2/3 (css) · 4.0 s` —
/// with a carriage return and an erase-line sequence, at most once per interval (a stage that
/// starts, and the first piece of work it counts, are always shown). When a stage ends the line is erased, so whatever the command prints
/// next starts on a clean line. Use it only where ``ProgressPolicy/isEnabled(stderrIsTerminal:environment:quiet:)``
/// allows: it writes terminal control sequences.
public final class ProgressReporter: @unchecked Sendable {
    /// Erases the current terminal line and returns to its start.
    static let eraseLine = "\r\u{1B}[2K"

    private let write: @Sendable (String) -> Void
    private let elapsed: @Sendable () -> Swift.Duration
    private let threshold: Swift.Duration
    private let interval: Swift.Duration
    private let width: Int
    private let lock = PlatformLock()
    // Guarded by `lock`.
    private var stage: PipelineStage?
    private var detail: (kind: String, done: Int, total: Int, name: String)?
    private var lastDraw: Swift.Duration?
    private var showing = false
    private var timer: (any DispatchSourceTimer)?

    /// Creates a reporter for a run starting now.
    /// - Parameters:
    ///   - threshold: how long the run goes before the line appears.
    ///   - interval: the shortest time between two redraws.
    ///   - width: the terminal's width in columns; the line is kept shorter, so it never wraps.
    ///   - elapsed: the time since the run started (injected by tests; by default a clock started now).
    ///   - write: writes text to standard error, as is (no newline is added).
    public init(
        threshold: Swift.Duration = ProgressPolicy.threshold, interval: Swift.Duration = .milliseconds(100),
        width: Int = 80, elapsed: (@Sendable () -> Swift.Duration)? = nil,
        write: @escaping @Sendable (String) -> Void
    ) {
        let start = ContinuousClock.now
        self.elapsed = elapsed ?? { start.duration(to: .now) }
        self.threshold = threshold
        self.interval = interval
        self.width = max(width, 20)
        self.write = write
    }

    deinit { timer?.cancel() }

    /// Takes in one step of the run and redraws the line when it is due.
    /// - Parameter event: what happened.
    public func receive(_ event: PipelineProgress) {
        lock.withLock {
            switch event {
            case .stageStarted(let started):
                stage = started
                detail = nil
                draw(force: true)
            case .stageFinished:
                stage = nil
                detail = nil
                erase()
            case .themeResolved(let name, let done, let total), .themeValidated(let name, let done, let total):
                advance("theme", done, total, name)
            case .platformRendered(let name, let done, let total):
                advance("platform", done, total, name)
            case .bundlePacked(let name, let done, let total):
                advance("packed", done, total, name)
            }
        }
    }

    /// Redraws the line (its elapsed time) when a stage is running and a redraw is due; the
    /// ticker of ``startTicking()`` calls it, so a long stage without events still shows.
    public func tick() {
        lock.withLock { if stage != nil { draw(force: false) } }
    }

    /// Erases the line if it shows (a run that ends without finishing its stage).
    public func finish() {
        lock.withLock {
            stage = nil
            erase()
        }
    }

    /// Calls ``tick()`` every interval on a background queue until the reporter is released.
    public func startTicking() {
        let period = DispatchTimeInterval.milliseconds(max(Int(interval / .milliseconds(1)), 10))
        let source = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        source.schedule(deadline: .now() + period, repeating: period)
        source.setEventHandler { [weak self] in self?.tick() }
        lock.withLock { timer = source }
        source.resume()
    }

    /// Records a piece of work finished; counts only grow within a stage. The first piece of a
    /// stage is always drawn (so the line says what the stage counts), later ones when due.
    private func advance(_ kind: String, _ done: Int, _ total: Int, _ name: String) {
        if let detail, detail.kind == kind, detail.done >= done { return }
        let first = detail?.kind != kind
        detail = (kind, done, total, name)
        draw(force: first)
    }

    /// Writes the line if the run is past the threshold and (unless `force`) the last draw is an interval old.
    private func draw(force: Bool) {
        guard let stage else { return }
        let now = elapsed()
        guard now >= threshold else { return }
        if !force, let lastDraw, now - lastDraw < interval { return }
        lastDraw = now
        showing = true
        write(Self.eraseLine + line(stage, now))
    }

    /// Erases the line if it shows.
    private func erase() {
        guard showing else { return }
        showing = false
        write(Self.eraseLine)
    }

    /// `prism-tokens: validate · theme 23/64 (dark) · 3.1 s`, the name shortened to fit the width.
    func line(_ stage: PipelineStage, _ now: Swift.Duration) -> String {
        let head = "prism-tokens: \(stage.rawValue) · "
        let tail = Self.seconds(now)
        guard let detail else { return head + tail }
        let count = "\(detail.kind) \(detail.done)/\(detail.total)"
        let room = width - 1 - head.count - count.count - " () · ".count - tail.count
        guard room > 0 else { return head + count + " · " + tail }
        let name = detail.name.count <= room ? detail.name : String(detail.name.prefix(room - 1)) + "…"
        return head + count + " (\(name)) · " + tail
    }

    /// `1.4 s`.
    static func seconds(_ duration: Swift.Duration) -> String {
        let tenths =
            Int(duration.components.seconds * 10) + Int(duration.components.attoseconds / 100_000_000_000_000_000)
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
