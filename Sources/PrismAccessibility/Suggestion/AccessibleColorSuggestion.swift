/// The outcome of ``AccessibleColorSuggester/suggest(foreground:background:target:)``.
public struct AccessibleColorSuggestion: Sendable, Hashable {
    /// The foreground as given.
    public let foreground: ColorValue
    /// The foreground after compositing over the background (what was searched from).
    public let compositedForeground: SRGBColor
    /// The opaque background the suggestion was measured against.
    public let background: SRGBColor
    /// The requirement.
    public let target: ContrastTarget
    /// The nearest opaque, 8-bit color (same OKLCH hue) that meets the target, or `nil` when no
    /// lightness can reach it on this background.
    public let suggestion: SRGBColor?
    /// The suggestion's WCAG ratio (or |Lc| for APCA targets); when unreachable, the best any
    /// lightness reaches.
    public let achievedValue: Double
    /// ΔE OK from the composited foreground to the suggestion; `nil` when unreachable.
    public let deltaEOK: Double?
    /// The closest the search got when unreachable: black or white, whichever contrasts more.
    public let bestEffort: SRGBColor

    /// Whether a color meeting the target exists.
    public var isReachable: Bool { suggestion != nil }

    /// Whether the foreground already meets the target (the suggestion is then the foreground itself, 8-bit rounded).
    public let foregroundMeetsTarget: Bool
}
