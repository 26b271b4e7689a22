/// Run-time color-vision-deficiency simulation for app code (the PrismUI seed API).
public enum PrismColorBlindnessSimulator {
    /// Simulates a deficiency at its default severity (1 for the -opias, 0.6 for the -omalies).
    /// - Parameters:
    ///   - color: the color as seen with typical vision.
    ///   - type: the deficiency.
    /// - Returns: the simulated color, gamma-encoded, clamped to [0, 1], alpha kept.
    public static func simulate(_ color: PrismColor, type: ColorVisionDeficiency) -> PrismColor {
        ColorVisionSimulator.simulated(color, deficiency: type, severity: type.defaultSeverity)
    }

    /// Simulates an anomalous trichromacy at a chosen severity.
    /// - Parameters:
    ///   - color: the color as seen with typical vision.
    ///   - type: the deficiency.
    ///   - severity: 0…1, clamped; ignored (1) for the -opias and achromatopsia.
    /// - Returns: the simulated color.
    public static func simulate(_ color: PrismColor, type: ColorVisionDeficiency, severity: Double) -> PrismColor {
        let resolved = type.acceptsSeverity ? min(max(severity.isFinite ? severity : type.defaultSeverity, 0), 1) : 1
        return ColorVisionSimulator.simulated(color, deficiency: type, severity: resolved)
    }
}
