import PrismAccessibility

/// Whether replacing a literal color with a token changes the contrast of the pairs the token is in.
extension LintTokenIndex {
    /// How the contrast of one checked pair would change if the literal were the token.
    public struct ContrastEffect: Sendable, Hashable {
        /// The token's partner in the pair.
        public var partner: String
        /// The theme.
        public var theme: String
        /// The pair's contrast with the token (as validated).
        public var tokenRatio: Double
        /// The contrast the literal has against the partner.
        public var literalRatio: Double
        /// The required ratio.
        public var required: Double
    }

    /// The contrast pairs of `path` in which the literal's contrast differs from the token's,
    /// largest change first; empty when the token is in no checked pair or nothing changes.
    /// - Parameters:
    ///   - literal: the literal color.
    ///   - path: the token that would replace it.
    ///   - themes: the themes to look at (the ones where the literal matches the token); all when empty.
    public func contrastEffects(of literal: SRGBColor, replacing path: String, in themes: [String] = [])
        -> [ContrastEffect]
    {
        var effects: [ContrastEffect] = []
        for pair in pairs where themes.isEmpty || themes.contains(pair.theme) {
            let foreground = pair.foreground.description
            let background = pair.background.description
            guard foreground == path || background == path else { continue }
            let partner = foreground == path ? background : foreground
            guard let partnerColor = color(of: partner, in: pair.theme) else { continue }
            let ratio: Double
            if foreground == path {
                ratio = WCAGContrast.ratio(literal.composited(over: partnerColor), partnerColor)
            } else {
                ratio = WCAGContrast.ratio(partnerColor.composited(over: literal), literal)
            }
            effects.append(
                ContrastEffect(
                    partner: partner, theme: pair.theme, tokenRatio: pair.ratio, literalRatio: ratio,
                    required: pair.required))
        }
        return effects.sorted { a, b in
            let da = abs(a.tokenRatio - a.literalRatio)
            let db = abs(b.tokenRatio - b.literalRatio)
            return da != db ? da > db : (a.partner, a.theme) < (b.partner, b.theme)
        }
    }

    /// A sentence on the contrast consequence of using `path` for the literal, for messages:
    /// which pair changes and whether it then passes, that nothing changes, or that the pair
    /// cannot be determined.
    public func contrastSentence(of literal: SRGBColor, replacing path: String, exact: Bool, in themes: [String] = [])
        -> String
    {
        let effects = contrastEffects(of: literal, replacing: path, in: themes)
        guard let first = effects.first else {
            return "the contrast pair it sits in cannot be determined ('\(path)' is in no checked pair)"
        }
        if exact || abs(first.literalRatio - first.tokenRatio) < 0.005 {
            return
                "contrast unchanged (\(Self.ratioText(first.tokenRatio)) against '\(first.partner)' in \(first.theme))"
        }
        let before = first.literalRatio >= first.required ? "passes" : "fails"
        let after = first.tokenRatio >= first.required ? "passes" : "fails"
        return
            "changes the contrast against '\(first.partner)' in \(first.theme) from \(Self.ratioText(first.literalRatio)) (\(before)) to \(Self.ratioText(first.tokenRatio)) (\(after) \(Self.ratioText(first.required)))"
    }

    /// A ratio as `4.52:1` (two decimals, truncated so a failing ratio never prints as passing).
    static func ratioText(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction):1"
    }
}
