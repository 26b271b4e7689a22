/// Emits the ANSI terminal palette. (Skeleton: built out by the ANSI emitter work.)
public enum ANSIEmitter: PlatformEmitter {
    public static let platform = Platform.ansi
    public static let outputs = [TemplateOutput(template: "ansi/palette.sh.mustache", path: "ANSI/palette.sh")]

    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        ["notice": .string(input.doNotEditNotice)]
    }
}
