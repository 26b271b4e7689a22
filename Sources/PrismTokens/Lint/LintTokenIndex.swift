import PrismAccessibility

/// The tokens `prism-tokens lint` compares literals with, gathered from every theme of a
/// resolved token source: colors (matched by ΔE OK), dimensions by kind (spacing, radius, size,
/// font size), durations and easings (matched by exact value), each with the code to use instead.
///
/// Built once per run from a ``TokenSetResolution`` (every permutation, so a literal that equals
/// a token only in the dark theme is still found) and shared by every analyzer.
public struct LintTokenIndex: Sendable {
    /// What a dimension token measures, from its group: the kind of literal it replaces.
    public enum DimensionKind: String, Sendable, Hashable, CaseIterable {
        /// `spacing.*` / `space.*`: padding, stack spacing, gaps.
        case spacing
        /// `radius.*` / `radii.*`: corner radii.
        case radius
        /// `size.*` / `sizing.*`: frames, icon and avatar sizes, tap targets.
        case size
        /// Font sizes: `font.size.*` dimensions and the `fontSize` of typography tokens.
        case fontSize
        /// Any other dimension (border widths, letter spacing…): not matched against literals.
        case other

        /// The rule of a literal of this kind that equals a token.
        public var driftRule: String {
            switch self {
            case .spacing: LintRules.driftSpacing
            case .radius: LintRules.driftRadius
            case .size, .other: LintRules.driftSize
            case .fontSize: LintRules.driftFontSize
            }
        }

        /// The kind of the dimension token at a path (the group decides).
        public init(path: TokenPath) {
            let segments = path.segments.map { $0.lowercased() }
            let first = segments.first ?? ""
            if segments.contains(where: { $0 == "fontsize" || $0 == "font-size" })
                || (first.hasPrefix("font") && segments.contains("size"))
            {
                self = .fontSize
            } else if first == "spacing" || first == "space" {
                self = .spacing
            } else if first == "radius" || first == "radii" {
                self = .radius
            } else if first == "size" || first == "sizing" || first == "sizes" {
                self = .size
            } else {
                self = .other
            }
        }
    }

    /// One token as a candidate replacement for a literal.
    public struct Entry: Sendable, Hashable {
        /// The token's path, e.g. `spacing.md`.
        public var path: String
        /// Whether the token is semantic: an alias in some theme, or different between themes.
        /// Semantic tokens are named before primitives (`color.accent` before `palette.blue.600`).
        public var isSemantic: Bool
        /// Whether the value is the same in every theme (a fix can then use it without a theme).
        public var isInvariant: Bool
        /// The generated Swift expression of the value, e.g. `SpacingToken.md.rawValue`, or
        /// `ColorToken.accent.color(in: theme)` for a themed token; `nil` when the Swift output has none.
        public var swiftExpression: String?
        /// The CSS reference, e.g. `var(--prism-spacing-md)`.
        public var cssReference: String
    }

    /// A dimension token's value in points.
    public struct DimensionEntry: Sendable, Hashable {
        /// The token.
        public var entry: Entry
        /// The kind.
        public var kind: DimensionKind
        /// The value in points (1rem = 16pt), one per distinct value across themes.
        public var points: Double
    }

    /// A duration token's value.
    public struct DurationEntry: Sendable, Hashable {
        /// The token.
        public var entry: Entry
        /// The value in seconds.
        public var seconds: Double
    }

    /// An easing (cubic Bézier) token's control points.
    public struct EasingEntry: Sendable, Hashable {
        /// The token.
        public var entry: Entry
        /// `x1, y1, x2, y2`.
        public var points: [Double]
    }

    /// A color token's value in one theme.
    public struct ColorEntry: Sendable {
        /// The token.
        public var entry: Entry
        /// The theme name.
        public var theme: String
        /// The color, gamut-mapped to sRGB.
        public var color: SRGBColor
        /// The color in OKLab, for ΔE OK.
        var lab: (Double, Double, Double)
    }

    /// Dimension tokens.
    public private(set) var dimensions: [DimensionEntry] = []
    /// Duration tokens (durations, and the durations of transitions are not included).
    public private(set) var durations: [DurationEntry] = []
    /// Cubic Bézier tokens.
    public private(set) var easings: [EasingEntry] = []
    /// Color tokens, one entry per theme in which the color is computable.
    public private(set) var colors: [ColorEntry] = []
    /// The theme names, in permutation order.
    public private(set) var themes: [String] = []
    /// The smallest tap target the tokens declare (the largest `tapTarget` size token), in points.
    public private(set) var tapTarget: DimensionEntry?
    /// The contrast pairs validation checked, for `contrastEffect(of:replacing:)`.
    public private(set) var pairs: [CheckedPair] = []
    /// Each color token's color per theme, by path and theme name.
    private var colorByPathAndTheme: [String: [String: SRGBColor]] = [:]

    /// Creates an empty index (no tokens: drift rules find nothing).
    public init() {}

    /// Indexes the tokens of every theme of a resolution.
    /// - Parameters:
    ///   - resolution: the token source resolved in every theme.
    ///   - pairs: the contrast pairs validation checked (``TokenValidation/Result/pairs``), or none.
    ///   - cssNames: how token paths become CSS custom properties (the generate options' prefix).
    public init(
        resolution: TokenSetResolution, pairs: [CheckedPair] = [], cssNames: CSSPropertyNames = .init(prefix: "prism")
    ) {
        self.init(themes: resolution.themes, pairs: pairs, cssNames: cssNames)
    }

    /// Indexes the tokens of resolved themes (see ``init(resolution:pairs:cssNames:)``).
    public init(themes: [ResolvedTheme], pairs: [CheckedPair] = [], cssNames: CSSPropertyNames = .init(prefix: "prism"))
    {
        guard !themes.isEmpty else { return }
        self.themes = themes.map(\.name)
        self.pairs = pairs
        let swift = LintSwiftNames(themes: themes)
        var seenPaths: Set<TokenPath> = []
        for theme in themes {
            // Deprecated tokens are never suggested.
            for token in theme.tokens where token.deprecation == nil && seenPaths.insert(token.path).inserted {
                let perTheme = themes.compactMap { $0[token.path] }
                let invariant = perTheme.allSatisfy { $0.value == token.value }
                let entry = Entry(
                    path: token.path.description,
                    isSemantic: perTheme.contains { $0.aliasOf != nil } || !invariant,
                    isInvariant: invariant,
                    swiftExpression: swift.expression(for: token.path),
                    cssReference: "var(\(cssNames.property(for: token.path)))")
                add(entry, token: token, perTheme: zip(themes, perTheme).map { ($0.name, $1) })
            }
        }
    }

    private mutating func add(_ entry: Entry, token: ResolvedToken, perTheme: [(String, ResolvedToken)]) {
        switch token.value {
        case .dimension:
            var seen: Set<Double> = []
            for (_, themed) in perTheme {
                guard case .dimension(let dimension) = themed.value, let points = dimension.exactPoints,
                    seen.insert(points).inserted
                else { continue }
                let item = DimensionEntry(entry: entry, kind: DimensionKind(path: token.path), points: points)
                dimensions.append(item)
                if themed.prismExtension?["tapTarget"]?.bool == true, points >= (tapTarget?.points ?? 0) {
                    tapTarget = item
                }
            }
        case .typography(let typography):
            if let points = typography.fontSize.exactPoints {
                dimensions.append(DimensionEntry(entry: entry, kind: .fontSize, points: points))
            }
        case .duration(let duration):
            durations.append(DurationEntry(entry: entry, seconds: duration.seconds))
        case .cubicBezier(let curve):
            easings.append(EasingEntry(entry: entry, points: [curve.x1, curve.y1, curve.x2, curve.y2]))
        case .color:
            var byTheme: [String: SRGBColor] = [:]
            for (theme, themed) in perTheme {
                guard case .color(let color) = themed.value, !color.hasNoneComponent, let srgb = color.srgb else {
                    continue
                }
                byTheme[theme] = srgb
                colors.append(ColorEntry(entry: entry, theme: theme, color: srgb, lab: Self.oklab(srgb)))
            }
            colorByPathAndTheme[entry.path] = byTheme
        default:
            break
        }
    }

    /// Whether the index holds no token a literal could match.
    public var isEmpty: Bool { dimensions.isEmpty && durations.isEmpty && easings.isEmpty && colors.isEmpty }

    /// The color of a color token in a theme.
    public func color(of path: String, in theme: String) -> SRGBColor? { colorByPathAndTheme[path]?[theme] }

    static func oklab(_ color: SRGBColor) -> (Double, Double, Double) {
        let lab = color.colorValue.converted(to: .oklab).components
        return (lab[0] ?? 0, lab[1] ?? 0, lab[2] ?? 0)
    }
}
