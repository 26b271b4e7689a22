/// The Validate stage's entry point: structural diagnostics from resolving, plus the accessibility rules.
public enum TokenValidation {
    /// The outcome of validating a resolved token set.
    public struct Result: Sendable {
        /// Every diagnostic, structural and accessibility.
        public var diagnostics: DiagnosticBag
        /// How many (pair, theme) contrast checks ran.
        public var pairsChecked: Int
    }

    /// Validates a resolution in all its themes.
    public static func validate(_ resolution: TokenSetResolution) -> Result {
        Result(diagnostics: resolution.diagnostics, pairsChecked: 0)
    }
}
