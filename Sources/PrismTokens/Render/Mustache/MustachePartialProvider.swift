/// Where a render finds the templates named by `{{>name}}` and `{{<name}}` tags.
///
/// A render asks for each name at most once and keeps the answer, so a provider that compiles
/// source (like a `[String: String]` dictionary) compiles each partial once per render. To compile
/// once for many renders, use a ``MustacheLibrary``.
public protocol MustachePartialProvider {
    /// The template named `name`, compiled, or `nil` when there is none.
    /// - Throws: ``FatalDiagnostic`` when the partial exists but does not compile.
    func mustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate?
}

/// A value that can stand for a partial in a dictionary: template source or a compiled template.
public protocol MustachePartialSource {
    /// This partial as a compiled template, named `name` in diagnostics.
    func compiledMustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate
}

extension String: MustachePartialSource {
    /// Compiles this source as a template named `name`.
    public func compiledMustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate {
        try MustacheTemplate(source: self, name: name)
    }
}

extension MustacheTemplate: MustachePartialSource {
    /// This template, already compiled.
    public func compiledMustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate { self }
}

/// A dictionary of partial sources (`["card": "<b>{{title}}</b>"]`) or compiled templates, by name.
extension Dictionary: MustachePartialProvider where Key == String, Value: MustachePartialSource {
    /// The entry named `name`, compiled.
    public func mustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? {
        try self[name]?.compiledMustachePartial(named: name)
    }
}

/// A set of compiled templates by name, to render many times: every template compiles once, up front.
public struct MustacheLibrary: MustachePartialProvider, Sendable {
    /// The templates, by name.
    public let templates: [String: MustacheTemplate]

    /// A library with no templates: every partial is missing.
    public static let empty = MustacheLibrary([])

    /// A library of compiled templates, each under its own ``MustacheTemplate/name``.
    public init(_ templates: [MustacheTemplate]) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Compiles every source, each named by its key.
    /// - Throws: the ``FatalDiagnostic`` of the first template (by name) that does not compile.
    public init(sources: [String: String]) throws(FatalDiagnostic) {
        var templates: [MustacheTemplate] = []
        for name in sources.keys.sorted() {
            if let source = sources[name] { templates.append(try MustacheTemplate(source: source, name: name)) }
        }
        self.init(templates)
    }

    /// The template named `name`, if any.
    public subscript(name: String) -> MustacheTemplate? { templates[name] }

    /// The template named `name`, if any.
    public func mustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? { templates[name] }
}
