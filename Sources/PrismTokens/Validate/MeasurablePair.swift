import PrismAccessibility

/// A contrast pair of one theme, looked up and converted: the one step both the contrast rule and
/// the report's measurements start from, so they cannot disagree about which pairs count.
enum MeasurablePair {
    /// Both tokens are opaque-background colors with numeric components, converted to sRGB.
    case measurable(
        foreground: ResolvedToken, background: ResolvedToken, foregroundColor: SRGBColor, backgroundColor: SRGBColor)
    /// The pair names a path that is not a resolved token in this theme.
    case missingToken(TokenPath)
    /// Both tokens exist, but one is not a color, has a `none` component, cannot be converted, or
    /// the background is translucent.
    case unmeasurable(foreground: ResolvedToken, background: ResolvedToken)

    /// Looks a pair up in a theme.
    init(_ pair: PrismConfiguration.Pair, in theme: ResolvedTheme) {
        self.init(pair, foreground: theme[pair.foreground], background: theme[pair.background])
    }

    /// Converts a pair's tokens, looked up already (`nil` for a path that is not a token).
    init(_ pair: PrismConfiguration.Pair, foreground: ResolvedToken?, background: ResolvedToken?) {
        guard let fg = foreground, let bg = background else {
            self = .missingToken(foreground == nil ? pair.foreground : pair.background)
            return
        }
        guard case .color(let fgColor) = fg.value, case .color(let bgColor) = bg.value,
            !fgColor.hasNoneComponent, !bgColor.hasNoneComponent,
            let fgRGB = fgColor.srgb, let bgRGB = bgColor.srgb, bgRGB.isOpaque
        else {
            self = .unmeasurable(foreground: fg, background: bg)
            return
        }
        self = .measurable(foreground: fg, background: bg, foregroundColor: fgRGB, backgroundColor: bgRGB)
    }

    /// What a pair must reach in a theme: its declared WCAG level raised to the theme's minimum
    /// (AAA in high contrast, say), or its APCA Lc as declared.
    static func requirement(of pair: PrismConfiguration.Pair, minimum: WCAGLevel?) -> PrismConfiguration.Requirement {
        switch pair.requirement {
        case .wcag(let declared): .wcag(ContrastPairs.effectiveLevel(declared, minimum: minimum))
        case .apca: pair.requirement
        }
    }
}
