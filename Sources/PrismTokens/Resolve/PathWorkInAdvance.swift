/// Work that needs only the first theme's token paths, done on a free core while the themes
/// resolve, for the renderer that needs it to take instead of doing it itself.
///
/// The paths are known as soon as the first permutation's tokens are collected; the themes then
/// take a while to resolve, on fewer cores than the machine has (see Performance.md, *The CSS
/// names in advance* and *The JSON tree in advance*). The result is handed out once, and only
/// when the first theme has exactly the paths collected, in order, spelled with the same bytes
/// (a token whose reference does not resolve is left out after it was collected); otherwise the
/// renderer does the work itself, so its output is the same either way.
final class PathWorkInAdvance<Value: Sendable>: Sendable {
    private let work: @Sendable ([TokenPath]) -> Value
    private let lock = PlatformLock()
    /// The work and the paths it was given, until a renderer claims it (then released, so the
    /// result lives as long as the renderer keeps it, not as long as the resolution).
    private nonisolated(unsafe) var pending: ParallelWork.Pending<(paths: [TokenPath], value: Value)>?
    /// How many tokens the work was started on: a theme with another count cannot fit, and is not waited for.
    private nonisolated(unsafe) var count = 0
    /// Whether a renderer claimed the result (it is handed out once).
    private nonisolated(unsafe) var claimed = false
    /// Whether the claimed result fitted the renderer's first theme and was handed out.
    private nonisolated(unsafe) var handedOut = false

    /// Work to be done on the paths of the collected tokens.
    init(_ work: @escaping @Sendable ([TokenPath]) -> Value) {
        self.work = work
    }

    /// Starts the work on the `count` paths `paths` gives, on a free core (or on the thread that
    /// takes the result, if none became free before); only the first call starts anything.
    func start(count: Int, _ paths: @escaping @Sendable () -> [TokenPath]) {
        let work = work
        lock.withLock {
            guard pending == nil, !claimed else { return }
            self.count = count
            pending = ParallelWork.start {
                let paths = paths()
                return (paths, work(paths))
            }
        }
    }

    /// The result, when the work was started and its paths are the paths of `themes`' first
    /// theme in order; `nil` otherwise. Waits for the work to finish (not when the first theme
    /// has another number of tokens). Claimed once, by the first call with a fitting count.
    func take(for themes: [ResolvedTheme]) -> Value? {
        guard let first = themes.first?.tokens else { return nil }
        let started: ParallelWork.Pending<(paths: [TokenPath], value: Value)>? = lock.withLock {
            guard !claimed, count == first.count, let pending else { return nil }
            claimed = true
            self.pending = nil
            return pending
        }
        guard let started else { return nil }
        let (paths, value) = started.wait()
        // Spelled with the same bytes, as `BundleThemes.haveSamePaths` compares a theme's paths:
        // `==` would take a path in another Unicode spelling as the same one.
        guard paths.count == first.count, zip(paths, first).allSatisfy({ ExactSpelling.same($0, $1.path) })
        else { return nil }
        lock.withLock { handedOut = true }
        return value
    }

    /// Whether a renderer took the result (``take(for:)`` returned it): for tests.
    var wasHandedOut: Bool { lock.withLock { handedOut } }
}

/// What is worked out on the first theme's collected paths while the themes resolve: each piece
/// only when the run renders what takes it.
struct FirstThemeWorkInAdvance: Sendable {
    /// The stylesheet's custom property names (when CSS is rendered).
    var cssNames: CSSNamesInAdvance?
    /// The first theme's tokens nested by path (when JSON is written: `generate --platform json`,
    /// the json and web bundles).
    var tokenTree: PathWorkInAdvance<TokenPositionTree>?

    /// Nothing in advance.
    static let none = FirstThemeWorkInAdvance()

    /// The number of tokens from which the tree is built in advance: below it, starting work on
    /// another thread cost more than the tree (at 1,000 tokens `generate` took 1.5 ms longer).
    var treeFrom = 5_000

    /// Whether there is nothing to start.
    var isEmpty: Bool { cssNames == nil && tokenTree == nil }

    /// The tree work for runs that write JSON (``TokenPositionTree``).
    static func tokenTreeWork() -> PathWorkInAdvance<TokenPositionTree> {
        PathWorkInAdvance { paths in TokenPositionTree(paths: paths) }
    }

    /// Starts each piece on the first permutation's collected tokens.
    func start(_ raw: [RawToken]) {
        // Listed once, by whichever piece starts first.
        let paths = ComputedOnce { raw.map(\.path) }
        cssNames?.start(count: raw.count) { paths.value }
        if raw.count >= treeFrom { tokenTree?.start(count: raw.count) { paths.value } }
    }
}
