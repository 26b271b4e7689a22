/// Emits Swift: token enums, themes and SwiftUI bridges. (Skeleton: built out by the Swift emitter work.)
public enum SwiftEmitter: PlatformEmitter {
    public static let platform = Platform.swift
    public static let outputs = [TemplateOutput(template: "swift/PrismTokens.swift.mustache", path: "Swift/PrismTokens.swift")]

    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        ["notice": .string(input.doNotEditNotice)]
    }
}
