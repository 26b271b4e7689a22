/// One contrast pair measured in one theme: what `validate --format json` lists under `pairs`,
/// `--explain-pairs` prints and the report shows.
public struct CheckedPair: Sendable, Hashable {
    /// The foreground token.
    public var foreground: TokenPath
    /// The background token.
    public var background: TokenPath
    /// The theme's name.
    public var theme: String
    /// The WCAG 2 ratio, unrounded (after compositing a translucent foreground).
    public var ratio: Double
    /// What the pair must reach in this theme: a WCAG ratio, or an APCA Lc for APCA pairs.
    public var required: Double
    /// `aa`, `aa-large`, `aaa`, `aaa-large`, `non-text` or `apca`.
    public var level: String
    /// The convention that made the pair.
    public var strategy: PairStrategy
    /// How sure inference is (declared pairs: high); decides error or warning on failure.
    public var confidence: PairConfidence
    /// Whether the pair reaches `required`.
    public var passes: Bool

    /// `declared` or `inferred`.
    public var source: String { strategy.source }
}
