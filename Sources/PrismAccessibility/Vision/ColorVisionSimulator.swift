/// Simulates how a color looks with a color-vision deficiency.
///
/// Protan, deutan and tritan deficiencies use the Machado et al. (2009) matrices in linear-light
/// sRGB; achromatopsia shows the WCAG relative luminance as a grey. Results are gamma-encoded and
/// clamped to [0, 1]; alpha is kept.
public enum ColorVisionSimulator {
    /// Simulates a deficiency.
    /// - Parameters:
    ///   - color: the color as seen with typical vision (out-of-gamut channels are clamped first).
    ///   - deficiency: the deficiency to simulate.
    ///   - severity: 0…1 for the -omalies (default 0.6); the -opias and achromatopsia accept only 1.
    /// - Returns: the simulated color.
    /// - Throws: ``ColorVisionSimulationError`` for a severity outside [0, 1], or a severity other
    ///   than 1 for a deficiency that has none.
    public static func simulate(_ color: SRGBColor, deficiency: ColorVisionDeficiency, severity: Double? = nil)
        throws(ColorVisionSimulationError) -> SRGBColor
    {
        let resolvedSeverity = try checkedSeverity(severity, for: deficiency)
        return simulated(color, deficiency: deficiency, severity: resolvedSeverity)
    }

    /// Checks a requested severity against what the deficiency accepts.
    /// - Returns: the severity to use.
    public static func checkedSeverity(_ severity: Double?, for deficiency: ColorVisionDeficiency)
        throws(ColorVisionSimulationError) -> Double
    {
        guard let severity else { return deficiency.defaultSeverity }
        guard severity.isFinite, severity >= 0, severity <= 1 else {
            throw ColorVisionSimulationError(
                message:
                    "severity must be a number from 0 (typical vision) to 1 (full \(deficiency.rawValue)), got \(severity)"
            )
        }
        if !deficiency.acceptsSeverity && severity != 1 {
            let partial = deficiency.coneFamily.map { family -> String in
                switch family {
                case .protan: "protanomaly"
                case .deutan: "deuteranomaly"
                case .tritan: "tritanomaly"
                }
            }
            let hint = partial.map { "; for a partial deficiency use \($0) with a severity" } ?? ""
            throw ColorVisionSimulationError(message: "\(deficiency.rawValue) always has severity 1\(hint)")
        }
        return severity
    }

    /// Simulates with an already checked severity.
    static func simulated(_ color: SRGBColor, deficiency: ColorVisionDeficiency, severity: Double) -> SRGBColor {
        let clamped = color.clampedToGamut()
        guard let family = deficiency.coneFamily else {
            let grey = min(max(TransferFunctions.linearToSRGB(WCAGContrast.relativeLuminance(clamped)), 0), 1)
            return SRGBColor(red: grey, green: grey, blue: grey, alpha: color.alpha)
        }
        let linear = SIMD3(
            TransferFunctions.srgbToLinear(clamped.red),
            TransferFunctions.srgbToLinear(clamped.green),
            TransferFunctions.srgbToLinear(clamped.blue)
        )
        let simulatedLinear = MachadoMatrices.matrix(for: family, severity: severity).transform(linear)
        func encode(_ value: Double) -> Double { min(max(TransferFunctions.linearToSRGB(value), 0), 1) }
        return SRGBColor(
            red: encode(simulatedLinear.x), green: encode(simulatedLinear.y), blue: encode(simulatedLinear.z),
            alpha: color.alpha)
    }
}

/// A simulation request that cannot be honoured, with a message saying how to fix it.
public struct ColorVisionSimulationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong and what to do.
    public var message: String
    /// The message.
    public var description: String { message }
}
