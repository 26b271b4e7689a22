/// The color-vision deficiencies that can be simulated.
///
/// Raw values are the names used on the command line and in JSON output.
public enum ColorVisionDeficiency: String, CaseIterable, Sendable, Hashable {
    /// No working long-wavelength (red) cones; Machado 2009 protan at severity 1.
    case protanopia
    /// No working medium-wavelength (green) cones; Machado 2009 deutan at severity 1.
    case deuteranopia
    /// No working short-wavelength (blue) cones; Machado 2009 tritan at severity 1.
    case tritanopia
    /// Shifted long-wavelength cones; Machado 2009 protan, severity 0…1 (default 0.6).
    case protanomaly
    /// Shifted medium-wavelength cones; Machado 2009 deutan, severity 0…1 (default 0.6).
    case deuteranomaly
    /// Shifted short-wavelength cones; Machado 2009 tritan, severity 0…1 (default 0.6).
    case tritanomaly
    /// No color vision: the WCAG relative luminance shown as a grey.
    case achromatopsia

    /// The severity used when none is given: 1 for the -opias and achromatopsia, 0.6 for the -omalies.
    public var defaultSeverity: Double {
        switch self {
        case .protanomaly, .deuteranomaly, .tritanomaly: 0.6
        default: 1
        }
    }

    /// Whether the severity can be chosen (only the -omalies).
    public var acceptsSeverity: Bool { defaultSeverity < 1 }

    /// The method name reported in JSON output: `machado2009` or `luminance`.
    public var method: String { self == .achromatopsia ? "luminance" : "machado2009" }

    /// The Machado et al. cone family, or `nil` for achromatopsia.
    var coneFamily: MachadoMatrices.ConeFamily? {
        switch self {
        case .protanopia, .protanomaly: .protan
        case .deuteranopia, .deuteranomaly: .deutan
        case .tritanopia, .tritanomaly: .tritan
        case .achromatopsia: nil
        }
    }
}
