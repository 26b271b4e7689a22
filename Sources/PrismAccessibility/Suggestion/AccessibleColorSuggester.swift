/// Finds the nearest color that meets a contrast target, by searching OKLCH lightness.
///
/// The hue and chroma of the (composited) foreground are kept; only lightness moves, and chroma
/// drops only where CSS Color 4 gamut mapping into sRGB requires it. Each candidate is rounded to
/// 8 bits before it is measured, so the suggested hex really passes. Both directions (lighter and
/// darker) are searched and the one closer in ΔE OK wins.
public enum AccessibleColorSuggester {
    /// Lightness precision of the binary search (far below one 8-bit step, ~0.002 in OKLCH L).
    static let lightnessPrecision = 1e-7

    /// Suggests an accessible replacement for a foreground color.
    /// - Parameters:
    ///   - foreground: the foreground, any space, any alpha (composited over `background` first).
    ///   - background: the background; must be opaque unless `backdrop` is given.
    ///   - target: the WCAG level or ratio, or APCA Lc, to reach.
    ///   - backdrop: an opaque color behind a translucent background.
    /// - Returns: the suggestion; the foreground itself (8-bit rounded) when it already meets the target.
    /// - Throws: ``ContrastError`` when the background is translucent without an opaque backdrop.
    public static func suggest(
        foreground: ColorValue, background: ColorValue, target: ContrastTarget, backdrop: ColorValue? = nil
    ) throws(ContrastError) -> AccessibleColorSuggestion {
        let measurement = try ContrastMeasurement.measure(
            foreground: foreground, background: background, backdrop: backdrop)
        let backgroundSRGB = measurement.compositedBackground
        let backgroundLuminance =
            background.space.isSRGBFamily
            ? WCAGContrast.relativeLuminance(backgroundSRGB)
            : WCAGContrast.relativeLuminance(backgroundSRGB.colorValue.converted(to: .xyzD65))
        let apcaBackground = backgroundSRGB.isInGamut ? backgroundSRGB : backgroundSRGB.colorValue.gamutMappedSRGB()

        func score(_ candidate: SRGBColor) -> Double {
            if target.isAPCA {
                return abs(APCAContrast.lightnessContrast(text: candidate, background: apcaBackground))
            }
            return WCAGContrast.ratio(luminance: WCAGContrast.relativeLuminance(candidate), backgroundLuminance)
        }
        func meets(_ candidate: SRGBColor) -> Bool { score(candidate) >= target.requiredValue }

        var start = measurement.compositedForeground
        if !start.isInGamut { start = start.colorValue.gamutMappedSRGB() }
        let startRounded = start.roundedTo8Bit()
        if meets(startRounded) {
            return AccessibleColorSuggestion(
                foreground: foreground, compositedForeground: start, background: backgroundSRGB, target: target,
                suggestion: startRounded, achievedValue: score(startRounded),
                deltaEOK: ColorDifference.deltaEOK(start, startRounded), bestEffort: startRounded,
                foregroundMeetsTarget: true)
        }

        let oklch = start.colorValue.converted(to: .oklch)
        let lightness = oklch.components[0] ?? 0
        let chroma = oklch.components[1] ?? 0
        let hue = oklch.components[2] ?? 0
        func candidate(atLightness value: Double) -> SRGBColor {
            ColorValue(space: .oklch, value, chroma, hue).gamutMappedSRGB().roundedTo8Bit()
        }

        var best: (color: SRGBColor, deltaE: Double)?
        for limit in [0.0, 1.0] {
            guard let found = search(from: lightness, toward: limit, candidate: candidate, meets: meets) else {
                continue
            }
            let deltaE = ColorDifference.deltaEOK(start, found)
            if best == nil || deltaE < (best?.deltaE ?? .infinity) { best = (found, deltaE) }
        }
        if let best {
            return AccessibleColorSuggestion(
                foreground: foreground, compositedForeground: start, background: backgroundSRGB, target: target,
                suggestion: best.color, achievedValue: score(best.color), deltaEOK: best.deltaE, bestEffort: best.color,
                foregroundMeetsTarget: false)
        }
        let extremes = [SRGBColor.black, SRGBColor.white]
        let strongest = extremes.max { score($0) < score($1) } ?? .black
        return AccessibleColorSuggestion(
            foreground: foreground, compositedForeground: start, background: backgroundSRGB, target: target,
            suggestion: nil, achievedValue: score(strongest), deltaEOK: nil, bestEffort: strongest,
            foregroundMeetsTarget: false)
    }

    /// Suggests an accessible replacement for an sRGB foreground on an opaque sRGB background.
    public static func suggest(foreground: SRGBColor, background: SRGBColor, target: ContrastTarget)
        throws(ContrastError) -> AccessibleColorSuggestion
    {
        try suggest(foreground: foreground.colorValue, background: background.colorValue, target: target)
    }

    /// Binary-searches lightness between `start` (failing) and `limit` for the passing candidate nearest `start`.
    /// - Returns: `nil` when even the candidate at `limit` fails.
    private static func search(
        from start: Double, toward limit: Double, candidate: (Double) -> SRGBColor, meets: (SRGBColor) -> Bool
    ) -> SRGBColor? {
        let farthest = candidate(limit)
        guard meets(farthest) else { return nil }
        var failing = start
        var passing = limit
        var passingCandidate = farthest
        while abs(passing - failing) > lightnessPrecision {
            let middle = (failing + passing) / 2
            let color = candidate(middle)
            if meets(color) {
                passing = middle
                passingCandidate = color
            } else {
                failing = middle
            }
        }
        return passingCandidate
    }
}
