/// Emits Swift: value types, token enums, themes and SwiftUI bridges.
///
/// The output compiles with only the standard library (SwiftUI bridges are inside
/// `#if canImport(SwiftUI)`), in Swift 5 and Swift 6 language modes, without warnings. How groups
/// become enums, how names are made safe and how themes, aliases and wide-gamut colors are written
/// is described in <doc:SwiftOutput> and in `SwiftTokenEnumPlan` and `SwiftNaming`.
public enum SwiftEmitter: PlatformEmitter {
    /// The platform this emitter renders.
    public static let platform = Platform.swift

    /// The templates this platform renders, each with its output path.
    public static let outputs = [
        TemplateOutput(template: "swift/PrismTokenValues.swift.mustache", path: "Swift/PrismTokenValues.swift"),
        TemplateOutput(template: "swift/PrismTokens.swift.mustache", path: "Swift/PrismTokens.swift"),
        TemplateOutput(template: "swift/PrismTheme.swift.mustache", path: "Swift/PrismTheme.swift"),
        TemplateOutput(template: "swift/PrismTokens+SwiftUI.swift.mustache", path: "Swift/PrismTokens+SwiftUI.swift"),
        TemplateOutput(template: "swift/PrismTokens+Apple.swift.mustache", path: "Swift/PrismTokens+Apple.swift"),
    ]

    /// Builds the render context shared by the platform's templates.
    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        SwiftRenderContext.build(input, diagnostics: &diagnostics)
    }
}
