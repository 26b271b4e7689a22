/// The templates of a run: the built-in ones, with any of them replaced by a user's override of the same name.
///
/// Every built-in template is also available as a partial named `builtin/<name>`, so an override
/// can inherit from the built-in one and replace a single block:
/// `{{<builtin/swift/PrismTokens.swift.mustache}}{{$header}}…{{/header}}{{/builtin/swift/PrismTokens.swift.mustache}}`.
public struct TemplateSet: Sendable {
    /// Template sources by name.
    public private(set) var sources: [String: String]
    /// The names of templates replaced by overrides.
    public private(set) var overridden: Set<String> = []

    /// The built-in templates, embedded in the binary.
    public static var builtIn: TemplateSet { TemplateSet(sources: BuiltInTemplates.sources) }

    /// Creates a set from sources by name.
    public init(sources: [String: String]) { self.sources = sources }

    /// The set with `overrides` replacing templates of the same name (new names are added, usable as partials).
    public func overriding(with overrides: [String: String]) -> TemplateSet {
        var result = self
        for (name, source) in overrides {
            result.sources[name] = source
            result.overridden.insert(name)
        }
        return result
    }

    /// Every template compiled, plus the built-ins as `builtin/<name>` partials.
    /// - Throws: ``FatalDiagnostic`` with the template's name, line and column for a template syntax error.
    public func library() throws(FatalDiagnostic) -> MustacheLibrary {
        var all = sources
        for (name, source) in BuiltInTemplates.sources { all["builtin/" + name] = source }
        return try MustacheLibrary(sources: all)
    }

    /// The library the pipeline renders this set's own templates with: ``library()``, or, when
    /// this is the unchanged built-in set, its templates compiled as a render first asks for
    /// them and without the `builtin/` copies (its templates name no `builtin/` partial, and
    /// compiling the copies was half the library's cost on every run). A set with overrides
    /// compiles every template up front, so a syntax error in any of them stops the run.
    func renderingLibrary() throws(FatalDiagnostic) -> MustacheLibrary {
        if isUnchangedBuiltIn { return MustacheLibrary(compilingOnDemand: sources) }
        return try library()
    }

    /// Whether this is the built-in set as embedded: no template overridden or added.
    var isUnchangedBuiltIn: Bool { overridden.isEmpty && sources == BuiltInTemplates.sources }
}
