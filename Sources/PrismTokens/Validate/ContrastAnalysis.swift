import PrismAccessibility

/// One contrast pair of one theme, measured: what reports and tables show.
public struct PairMeasurement: Sendable {
    /// The foreground token.
    public var foreground: ResolvedToken
    /// The background token.
    public var background: ResolvedToken
    /// The foreground in sRGB (translucent foregrounds keep their alpha).
    public var foregroundColor: SRGBColor
    /// The opaque background in sRGB.
    public var backgroundColor: SRGBColor
    /// WCAG ratio, APCA Lc and the composited foreground.
    public var measurement: ContrastMeasurement
    /// What the pair must reach in this theme (raised by the theme's minimum).
    public var requirement: PrismConfiguration.Requirement
    /// Whether it does.
    public var passes: Bool
    /// A passing replacement for the foreground, when it fails and one exists.
    public var suggestion: SRGBColor?
    /// The convention that made the pair.
    public var strategy: PairStrategy = .declared
    /// How sure inference is about the pair.
    public var confidence: PairConfidence = .high
}

/// Measures every contrast pair of a theme the way `contrast.wcag2`/`contrast.apca` check them, sharing their cache.
public struct ContrastAnalysis: Sendable {
    private var rule: ContrastRule

    /// Creates an analysis for a configuration.
    public init(configuration: PrismConfiguration) { rule = ContrastRule(configuration: configuration) }

    /// The measurable pairs of `theme`, in pair order.
    public mutating func measurements(for theme: ResolvedTheme) -> [PairMeasurement] {
        rule.measurements(for: theme)
    }
}

extension ContrastRule {
    /// The measurable pairs of `theme` with their outcome against the pair's effective requirement.
    mutating func measurements(for theme: ResolvedTheme) -> [PairMeasurement] {
        let minimum = configuration.minimumContrast(for: theme.inputs)
        var result: [PairMeasurement] = []
        for pair in ContrastPairs.pairs(in: theme, configuration: configuration, inference: &inference).pairs {
            guard case .measurable(let fg, let bg, let fgRGB, let bgRGB) = MeasurablePair(pair, in: theme) else {
                continue
            }
            let requirement = MeasurablePair.requirement(of: pair, minimum: minimum)
            guard let outcome = outcome(fgRGB, bgRGB, requirement) else { continue }
            result.append(
                PairMeasurement(
                    foreground: fg, background: bg, foregroundColor: fgRGB, backgroundColor: bgRGB,
                    measurement: outcome.measurement, requirement: requirement, passes: outcome.passes,
                    suggestion: outcome.suggestion?.suggestion, strategy: pair.strategy, confidence: pair.confidence
                ))
        }
        return result
    }
}
