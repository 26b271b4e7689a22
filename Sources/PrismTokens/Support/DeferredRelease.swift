/// Holds a run's large intermediate values — the validation's rules and what they remember, the
/// stylesheet plan, the Swift render context — so they are freed with the holder instead of when
/// the stage that made them ends.
///
/// Freeing those values object by object took about 4% of `generate`'s CPU time at 100k tokens ×
/// 4 themes, spent while the other platforms still render. A process that exits after one run
/// (the CLI) keeps the holder until `exit`, which returns all memory at once, as compilers skip
/// freeing before they exit.
///
/// Use one holder per run: it only grows, and it lives as long as anything that refers to it —
/// the options, the pipeline, the ``PipelineGeneration`` (through its input). In-process callers
/// leave ``TokenPipelineOptions/deferredRelease`` `nil`, and the values are freed as usual.
///
/// The cost is memory: a stage's values are not reused by the stages after it (at 100k × 4 the
/// peak of `generate` grows by about 15 MB; see Performance.md, *Freed at exit*).
public final class DeferredRelease: @unchecked Sendable {
    private let lock = PlatformLock()
    private var values: [Any] = []

    /// Creates an empty holder.
    public init() {}

    /// Keeps `value` alive as long as the holder.
    func keep(_ value: Any) { lock.withLock { values.append(value) } }

    /// How many values the holder keeps.
    public var count: Int { lock.withLock { values.count } }
}
