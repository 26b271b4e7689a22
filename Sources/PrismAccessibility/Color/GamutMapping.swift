/// CSS Color 4 gamut mapping (§13.2): reduce OKLCH chroma at constant lightness and hue by binary
/// search until the clipped color is within one just-noticeable difference (ΔE OK 0.02), keeping the
/// local MINDE refinement of the spec's algorithm.
public enum GamutMapping {
    /// The just-noticeable difference in ΔE OK below which clipping is accepted.
    public static let justNoticeableDifference = 0.02
    /// The chroma precision at which the binary search stops.
    static let chromaPrecision = 0.0001
    /// How far outside [0, 1] an RGB channel may be and still count as in gamut (absorbs
    /// floating-point noise from conversions; invisible at 8 bits).
    public static let tolerance = 0.000075

    /// Whether a color is inside the gamut of a bounded RGB space (always `true` for unbounded spaces).
    static func isInGamut(_ color: ColorValue, of target: ColorSpace) -> Bool {
        guard target.isBoundedRGB else { return true }
        return color.converted(to: target).resolvedComponents.allSatisfy { $0 >= -tolerance && $0 <= 1 + tolerance }
    }

    /// Maps a color into `target`'s gamut.
    /// - Parameters:
    ///   - color: the color, in any space.
    ///   - target: the destination space.
    /// - Returns: the color in `target`; unchanged apart from conversion when already in gamut.
    static func map(_ color: ColorValue, into target: ColorSpace) -> ColorValue {
        guard target.isBoundedRGB else { return color.converted(to: target) }
        let origin = color.converted(to: .oklch)
        let lightness = origin.components[0] ?? 0
        // Every bounded RGB space has white at (1, 1, 1) and black at (0, 0, 0).
        if lightness >= 1 { return ColorValue(space: target, 1, 1, 1, alpha: color.alpha) }
        if lightness <= 0 { return ColorValue(space: target, 0, 0, 0, alpha: color.alpha) }
        let converted = color.converted(to: target)
        if isInGamut(converted, of: target) { return clip(converted) }

        let hue = origin.components[2] ?? 0
        func atChroma(_ chroma: Double) -> ColorValue {
            ColorValue(space: .oklch, lightness, chroma, hue, alpha: color.alpha)
        }
        var current = atChroma(origin.components[1] ?? 0)
        var clipped = clip(current.converted(to: target))
        var difference = ColorDifference.deltaEOK(clipped, current)
        if difference < justNoticeableDifference { return clipped }

        var low = 0.0
        var high = origin.components[1] ?? 0
        var lowIsInGamut = true
        while high - low > chromaPrecision {
            let chroma = (low + high) / 2
            current = atChroma(chroma)
            if lowIsInGamut, isInGamut(current, of: target) {
                low = chroma
                continue
            }
            clipped = clip(current.converted(to: target))
            difference = ColorDifference.deltaEOK(clipped, current)
            if difference < justNoticeableDifference {
                if justNoticeableDifference - difference < chromaPrecision { return clipped }
                lowIsInGamut = false
                low = chroma
            } else {
                high = chroma
            }
        }
        return clipped
    }

    /// The result of mapping `color` into sRGB, without the OKLCH round trip, when `color` is an
    /// sRGB color inside the gamut that is neither black nor nearly white; `nil` otherwise.
    ///
    /// Most tokens are such colors, and ``map(_:into:)`` returns them unchanged: the OKLCH
    /// lightness it checks first is strictly between 0 and 1 for them (a channel below 0.99 keeps
    /// L below 0.9993, a channel of at least 0.001 keeps it above 0.019), so only its in-gamut
    /// branch can apply, and that branch clips channels that are already in [0, 1].
    /// `GamutMappingTests` compares both on a grid and on the edges.
    static func inGamutSRGB(_ color: ColorValue) -> SRGBColor? {
        guard color.space == .srgb, let red = color.components[0], let green = color.components[1],
            let blue = color.components[2], red >= 0, red <= 1, green >= 0, green <= 1, blue >= 0, blue <= 1,
            min(red, green, blue) < 0.99, max(red, green, blue) >= 0.001
        else { return nil }
        return SRGBColor(red: red, green: green, blue: blue, alpha: color.alpha).clampedToGamut()
    }

    /// Clamps each channel of an RGB color to [0, 1].
    static func clip(_ color: ColorValue) -> ColorValue {
        let channels = color.resolvedComponents.map { min(max($0, 0), 1) }
        return ColorValue(space: color.space, channels[0], channels[1], channels[2], alpha: color.alpha)
    }
}
