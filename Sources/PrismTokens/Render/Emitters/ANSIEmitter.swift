/// Emits the ANSI terminal palette: Swift for CLI authors, POSIX shell scripts and a contrast table.
///
/// The palette comes from color tokens with the Prism extension keys `ansi` (slot 0–15),
/// `terminal` (foreground, background, cursor, cursorText, selectionBackground,
/// selectionForeground) and `cliRole` (error, warning, success, info, muted, or any other name),
/// per theme. A token set without them still gets every file: valid, and saying what is missing.
///
/// File names follow the namespace (`Acme` → `Swift/AcmeTerminalPalette.swift`, `ANSI/acme-colors.sh`).
/// - `Swift/PrismTerminalPalette.swift`: each role's truecolor SGR with 256- and 16-color
///   fallbacks per theme, and color-support detection (`NO_COLOR`, `FORCE_COLOR`,
///   `CLICOLOR_FORCE`, `CLICOLOR`, `COLORTERM`, `TERM`, isatty). Standard library only.
/// - `ANSI/prism-colors.sh`: the same sequences as shell variables, with the same detection.
/// - `ANSI/set-palette-<theme>.sh`: sets the terminal's palette (OSC 4, 10, 11, 12, 17, 19), one
///   file per theme; `ANSI/reset-palette.sh` undoes it (OSC 104, 110, 111, 112, 117, 119).
/// - `ANSI/contrast.md`: every slot and role against the terminal background, per theme.
public enum ANSIEmitter: PlatformEmitter {
    /// The platform this emitter renders.
    public static let platform = Platform.ansi

    /// The template rendered once per theme, into `ANSI/set-palette-<theme>.sh`.
    static let setPaletteTemplate = "ansi/set-palette.sh.mustache"

    /// The templates this platform renders, each with its output path.
    public static let outputs = [
        TemplateOutput(template: "ansi/PrismTerminalPalette.swift.mustache", path: "Swift/PrismTerminalPalette.swift"),
        TemplateOutput(template: "ansi/prism-colors.sh.mustache", path: "ANSI/prism-colors.sh"),
        TemplateOutput(template: setPaletteTemplate, path: "ANSI/set-palette-<theme>.sh"),
        TemplateOutput(template: "ansi/reset-palette.sh.mustache", path: "ANSI/reset-palette.sh"),
        TemplateOutput(template: "ansi/contrast.md.mustache", path: "ANSI/contrast.md"),
    ]

    /// The context of every ANSI template (<doc:ANSIOutput> lists its fields).
    ///
    /// Problems with the terminal tokens are `terminal.palette` diagnostics, warnings unless the
    /// token source or `--rule` configures that rule otherwise (`off` drops them, `error` stops generation).
    public static func context(for input: EmitterInput, diagnostics: inout DiagnosticBag) -> MustacheValue {
        var found = DiagnosticBag()
        let context = ANSIContextBuilder(input, diagnostics: &found).context(
            notice: input.doNotEditNotice, sourceName: input.sourceName)
        let setting = input.configuration.setting(for: TerminalPaletteReader.rule, defaultSeverity: .warning)
        if let severity = setting.severity {
            diagnostics.append(
                contentsOf: found.all.map { diagnostic in
                    var configured = diagnostic
                    configured.severity = severity
                    return configured
                })
        }
        return context
    }

    /// Every output once, except `set-palette`, rendered once per theme with `theme` set to that
    /// theme's object (the same object as in `themes`).
    public static func renderJobs(for input: EmitterInput, context: MustacheValue) -> [RenderJob] {
        outputs.flatMap { output -> [RenderJob] in
            guard output.template == setPaletteTemplate else {
                let path = namespacedPath(output.path, input.options.namespace)
                return [RenderJob(output: TemplateOutput(template: output.template, path: path), context: context)]
            }
            guard case .object(let shared) = context, case .list(let themes)? = shared["themes"] else { return [] }
            return themes.map { theme in
                var scoped = shared
                scoped["theme"] = theme
                let fileName = theme["fileName"]?.interpolatedText ?? "set-palette.sh"
                return RenderJob(
                    output: TemplateOutput(template: output.template, path: "ANSI/" + fileName),
                    context: .object(scoped))
            }
        }
    }

    /// An output path with the namespace's names: `Swift/PrismTerminalPalette.swift` →
    /// `Swift/AcmeTerminalPalette.swift`, `ANSI/prism-colors.sh` → `ANSI/acme-colors.sh`.
    static func namespacedPath(_ path: String, _ namespace: TokenNamespace) -> String {
        switch path {
        case "Swift/PrismTerminalPalette.swift": "Swift/\(namespace.swiftTypePrefix)TerminalPalette.swift"
        case "ANSI/prism-colors.sh": "ANSI/\(namespace.kebabName)-colors.sh"
        default: path
        }
    }
}
