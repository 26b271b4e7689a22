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
/// read) and the first theme's paths, in order (``PathWorkInAdvance``). Otherwise the stylesheet
/// names its tokens as before, so the names are the same either way.
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
    /// The naming, started on the collected paths and claimed by the first stylesheet they fit.
    private let work: PathWorkInAdvance<Names>

    /// Names to be made with `prefix` and `style` (see ``CSSPropertyNames/init(prefix:style:)``).
    init(prefix: String, style: CSSNameStyle) {
        let scheme = CSSPropertyNames(prefix: prefix, style: style)
        let (prefix, style) = (scheme.prefix, scheme.style)
        self.prefix = prefix
        self.style = style
        work = PathWorkInAdvance { paths in
            Self.names(of: paths, scheme: CSSPropertyNames(prefix: prefix, style: style))
        }
    }

    /// Starts naming the tokens at the `count` paths `paths` gives on a free core (or on the
    /// thread that takes the names, if none became free before); only the first call starts
    /// anything.
    func start(count: Int, _ paths: @escaping @Sendable () -> [TokenPath]) {
        work.start(count: count, paths)
    }

    /// The names, when they were started, are made with the scheme of `wanted`, and name exactly
    /// the paths of `themes`' first theme in order; `nil` otherwise. Waits for them to be made
    /// (not when the first theme has another number of tokens: some were left out after they
    /// were collected).
    ///
    /// Claimed once (by the first call with the same scheme and number of tokens): the scheme's
    /// memo belongs to one stylesheet.
    func take(for themes: [ResolvedTheme], scheme wanted: CSSPropertyNames) -> Names? {
        guard prefix == wanted.prefix, style == wanted.style else { return nil }
        return work.take(for: themes)
    }

    /// Whether a stylesheet took the names (``take(for:scheme:)`` returned them): for tests.
    var wasHandedOut: Bool { work.wasHandedOut }

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
