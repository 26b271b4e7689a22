enum TerminalBundlePacker: BundlePacker {
    static func files(for input: BundleInput, themes: BundleThemes, diagnostics: inout DiagnosticBag) -> [GeneratedFile] { [] }
}
