/// The custom property names of the first theme's tokens, worked out on a free core while the
/// themes resolve, for the stylesheet to take instead of naming every token itself.
///
/// Naming needs only the tokens' paths, which are known as soon as the first permutation's tokens
/// are collected; the themes then take a while to resolve, on fewer cores than the machine has.
/// The stylesheet, rendered beside the other platforms and the rules, is the last of them to end
/// at 10k tokens × 4 themes, and naming was a quarter of its work (see Performance.md, *The CSS
/// names in advance*). ``TokenPipeline`` starts this when the run renders CSS;
/// ``CSSStylesheetPlan`` takes the names only when they fit: the same prefix and naming style (a
/// source that sets its own namespace has its own prefix, known only once its configuration is
/// read) and the first theme's paths, in order. Otherwise the stylesheet names its tokens as
/// before, so the names are the same either way.
final class CSSNamesInAdvance: Sendable {
    /// The names, by the first permutation's token positions.
    struct Names: Sendable {
        /// The naming scheme, its memo holding the name of every path below.
        let scheme: CSSPropertyNames
        /// The collected tokens' paths, in order.
        let paths: [TokenPath]
        /// The custom property of each of them.
        let properties: [String]
        /// The same properties as a set: the names real tokens take (see ``CSSTokenDeclarations/tokenProperties``).
        let reserved: Set<String>
    }

    /// The prefix and naming style the names are made with (``CSSPropertyNames/init(prefix:style:)``).
    private let prefix: String, style: CSSNameStyle
    private let lock = PlatformLock()
    /// The naming, until a stylesheet claims it (then released, so the names live as long as
    /// the stylesheet's plan, not as long as the resolution).
    private nonisolated(unsafe) var pending: ParallelWork.Pending<Names>?
    /// How many tokens are being named: names for another count cannot fit, and are not waited for.
    private nonisolated(unsafe) var count = 0
    /// Whether a stylesheet claimed the names (they are handed out once).
    private nonisolated(unsafe) var claimed = false
    /// Whether the claimed names fitted the stylesheet's first theme and were handed out.
    private nonisolated(unsafe) var handedOut = false

    /// Names to be made with `prefix` and `style` (see ``CSSPropertyNames/init(prefix:style:)``).
    init(prefix: String, style: CSSNameStyle) {
        let scheme = CSSPropertyNames(prefix: prefix, style: style)
        self.prefix = scheme.prefix
        self.style = scheme.style
    }

    /// Starts naming the tokens at the `count` paths `paths` gives on a free core (or on the
    /// thread that takes the names, if none became free before); only the first call starts
    /// anything.
    func start(count: Int, _ paths: @escaping @Sendable () -> [TokenPath]) {
        let (prefix, style) = (prefix, style)
        lock.withLock {
            guard pending == nil, !claimed else { return }
            self.count = count
            pending = ParallelWork.start {
                Self.names(of: paths(), scheme: CSSPropertyNames(prefix: prefix, style: style))
            }
        }
    }

    /// The names, when they were started, are made with the scheme of `wanted`, and name exactly
    /// the paths of `themes`' first theme in order; `nil` otherwise. Waits for them to be made
    /// (not when the first theme has another number of tokens: some were left out after they
    /// were collected).
    ///
    /// Claimed once (by the first call with the same scheme and number of tokens): the scheme's
    /// memo belongs to one stylesheet.
    func take(for themes: [ResolvedTheme], scheme wanted: CSSPropertyNames) -> Names? {
        guard prefix == wanted.prefix, style == wanted.style, let first = themes.first?.tokens else { return nil }
        let started: ParallelWork.Pending<Names>? = lock.withLock {
            guard !claimed, count == first.count, let pending else { return nil }
            claimed = true
            self.pending = nil
            return pending
        }
        guard let started else { return nil }
        let names = started.wait()
        // Spelled with the same bytes, as `BundleThemes.haveSamePaths` compares a theme's paths:
        // `==` would take a path in another Unicode spelling as the same, and name it as this one.
        guard names.paths.count == first.count, zip(names.paths, first).allSatisfy({ ExactSpelling.same($0, $1.path) })
        else { return nil }
        lock.withLock { handedOut = true }
        return names
    }

    /// Whether a stylesheet took the names (``take(for:scheme:)`` returned them): for tests.
    var wasHandedOut: Bool { lock.withLock { handedOut } }

    /// The property of every path, with `scheme` (also how the stylesheet names the first theme
    /// when the names were not made in advance).
    static func names(of paths: [TokenPath], scheme: CSSPropertyNames) -> Names {
        scheme.reserveCapacity(paths.count)
        var properties: [String] = []
        properties.reserveCapacity(paths.count)
        var reserved = Set<String>(minimumCapacity: paths.count)
        for path in paths {
            let property = scheme.property(for: path)
            properties.append(property)
            reserved.insert(property)
        }
        return Names(scheme: scheme, paths: paths, properties: properties, reserved: reserved)
    }
}
