/// Emits Swift: value types, token enums, themes and SwiftUI bridges.
///
/// The output compiles with only the standard library (SwiftUI bridges are inside
/// `#if canImport(SwiftUI)`), in Swift 5 and Swift 6 language modes, without warnings. How groups
/// become enums, how names are made safe and how themes, aliases and wide-gamut colors are written
/// is described in <doc:SwiftOutput> and in `SwiftTokenEnumPlan` and `SwiftNaming`.
public enum SwiftEmitter: PlatformEmitter {
    public static let platform = Platform.swift

    public static let outputs = [
        TemplateOutput(template: "swift/PrismTokenValues.swift.mustache", path: "Swift/PrismTokenValues.swift"),
        TemplateOutput(template: "swift/PrismTokens.swift.mustache", path: "Swift/PrismTokens.swift"),
        TemplateOutput(template: "swift/PrismTheme.swift.mustache", path: "Swift/PrismTheme.swift"),
        TemplateOutput(template: "swift/PrismTokens+SwiftUI.swift.mustache", path: "Swift/PrismTokens+SwiftUI.swift"),
    ]

    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        SwiftRenderContext.build(input, diagnostics: &diagnostics)
    }
}
