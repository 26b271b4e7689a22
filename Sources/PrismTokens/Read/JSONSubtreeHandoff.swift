import Dispatch

/// The containers of a large document that a helper thread reads while the document's own parser
/// reads the part before them, handed over in document order.
///
/// The helper (``JSONSubtreeHelper``) announces each container it is about to read, with the line
/// and nesting it worked out for its opening bracket, then hands over what it read. The document's
/// parser takes a container only when it meets it as a value at that offset, on that line and at
/// that depth — what it would have started its own reading with — so the tree, every location and
/// every error are those of reading the document alone; anything else it reads itself. It never
/// waits for a helper that has not started: it cancels it and reads on alone.
final class JSONSubtreeHandoff: @unchecked Sendable {
    /// A container the helper announced.
    struct Subtree: Sendable {
        /// The offset of its opening bracket.
        var start: Int
        /// The line of `start` and the offset that line starts at, as the helper counted them.
        var line: Int
        var lineStart: Int
        /// The open containers around it, as the helper counted them.
        var depth: Int
    }

    /// What the helper read of an announced container.
    struct Read: Sendable {
        /// The container.
        var node: JSONNode
        /// The offset just past its closing bracket.
        var end: Int
        /// The line of `end` and the offset that line starts at.
        var line: Int
        var lineStart: Int
        /// The extensions used inside it, with their first positions, in order of first use.
        var extensionsUsed: [(extension: JSONReader.Extension, location: SourceLocation)]
        /// The keys among ``JSONReader/KeysSeen`` inside it.
        var keysSeen: JSONReader.KeysSeen
        /// How many `$ref` keys are inside it.
        var refKeys: Int
    }

    private let lock = PlatformLock()
    /// Signalled when the parser waits and something it waits for happened.
    private let changed = DispatchSemaphore(value: 0)
    private var announced: [Subtree] = []
    /// For each announced container, what was read (`nil` inside: it could not be read).
    private var reads: [Read?] = []
    private var helperStarted = false
    private var helperEnded = false
    private var cancelled = false
    private var parserWaits = false
    /// Whether the parser waits for a helper that has not started yet instead of cancelling it
    /// (tests, so that small documents are split too).
    private let waitsForStart: Bool

    /// Creates a handoff; `waitsForStart` makes the parser wait for the helper to start.
    init(waitsForStart: Bool = false) {
        self.waitsForStart = waitsForStart
    }

    // MARK: The helper's side

    /// Marks the helper started; `false` when the parser already gave up on it (it must then not
    /// read anything).
    func start() -> Bool {
        lock.withLock {
            helperStarted = !cancelled
            return helperStarted
        }
    }

    /// Whether the parser no longer needs the helper.
    var isCancelled: Bool { lock.withLock { cancelled } }

    /// Announces the next container; `false` when the parser no longer needs the helper.
    func announce(_ subtree: Subtree) -> Bool {
        update {
            guard !cancelled else { return false }
            announced.append(subtree)
            return true
        }
    }

    /// Hands over what was read of the last announced container (`nil`: it could not be read).
    func deliver(_ read: Read?) {
        update { reads.append(read) }
    }

    /// Marks the helper ended: nothing more is announced.
    func end() {
        update { helperEnded = true }
    }

    /// Runs `change` under the lock and wakes the parser if it waits.
    private func update<Result>(_ change: () -> Result) -> Result {
        let (result, wakes) = lock.withLock {
            let result = change()
            defer { parserWaits = false }
            return (result, parserWaits)
        }
        if wakes { changed.signal() }
        return result
    }

    // MARK: The parser's side

    /// The `index`th announced container, waiting while the helper works towards it; `nil` when
    /// the helper ended before announcing it or has not started (it is then cancelled).
    func subtree(at index: Int) -> Subtree? {
        wait {
            if index < announced.count { return .ready(announced[index]) }
            if helperEnded || cancelled { return .ready(nil) }
            if !helperStarted && !waitsForStart {
                cancelled = true
                return .ready(nil)
            }
            return .waiting
        }
    }

    /// What was read of the `index`th announced container, waiting until the helper handed it over.
    func read(at index: Int) -> Read? {
        wait {
            if index < reads.count { return .ready(reads[index]) }
            return helperEnded ? .ready(nil) : .waiting
        }
    }

    /// Tells the helper to stop: the parser finished or stopped.
    func cancel() {
        lock.withLock { cancelled = true }
    }

    private enum Check<Value> {
        case ready(Value)
        case waiting
    }

    /// Evaluates `check` under the lock until it is ready, sleeping between changes.
    private func wait<Value>(_ check: () -> Check<Value>) -> Value {
        while true {
            let outcome: Check<Value> = lock.withLock {
                let outcome = check()
                if case .waiting = outcome { parserWaits = true }
                return outcome
            }
            switch outcome {
            case .ready(let value): return value
            case .waiting: changed.wait()
            }
        }
    }
}
