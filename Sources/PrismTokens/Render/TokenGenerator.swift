/// The Render stage's entry point: renders every output of the requested platforms.
public enum TokenGenerator {
    /// The emitters of every platform.
    static let emitters: [any PlatformEmitter.Type] = [SwiftEmitter.self, CSSEmitter.self, ANSIEmitter.self]

    /// The emitter of a platform.
    static func emitter(for platform: Platform) -> (any PlatformEmitter.Type)? {
        emitters.first { $0.platform == platform }
    }

    /// Renders the files of `input.options.platforms`.
    /// - Parameters:
    ///   - input: the resolved tokens and options.
    ///   - templates: the templates to render with.
    ///   - diagnostics: receives context problems (e.g. Swift name collisions); when it holds errors
    ///     after this call, the files must not be written.
    /// - Returns: the files, in platform then template order.
    /// - Throws: ``FatalDiagnostic`` for a template that does not parse or render.
    public static func generate(_ input: EmitterInput, templates: TemplateSet, diagnostics: inout DiagnosticBag) throws(FatalDiagnostic) -> [GeneratedFile] {
        let library = try templates.library()
        var files: [GeneratedFile] = []
        for platform in input.options.platforms {
            guard let emitter = emitter(for: platform) else { continue }
            let context = emitter.context(for: input, diagnostics: &diagnostics)
            for job in emitter.renderJobs(for: input, context: context) {
                let output = job.output
                guard let template = library[output.template] else {
                    throw FatalDiagnostic(Diagnostic(.error, rule: "template", "no template named '\(output.template)'; restore it in the templates folder or remove the override"))
                }
                let text = try template.render(job.context, partials: library, options: .sourceCode)
                files.append(GeneratedFile(path: output.path, contents: text))
            }
        }
        return files
    }
}
