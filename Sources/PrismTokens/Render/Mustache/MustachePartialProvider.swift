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

/// A set of compiled templates by name, to render many times: every template compiles once,
/// up front (or, for the unchanged built-in templates, the first time it is asked for).
public struct MustacheLibrary: MustachePartialProvider, Sendable {
    /// The templates compiled up front, by name.
    private let compiled: [String: MustacheTemplate]
    /// Templates compiled the first time they are asked for, when the library was made that way.
    private let onDemand: OnDemandMustacheTemplates?

    /// The templates, by name (a library that compiles on demand compiles all of them for this).
    public var templates: [String: MustacheTemplate] { onDemand?.all() ?? compiled }

    /// The names of the templates, sorted.
    public var names: [String] { onDemand?.names ?? compiled.keys.sorted() }

    /// A library with no templates: every partial is missing.
    public static let empty = MustacheLibrary([])

    /// A library of compiled templates, each under its own ``MustacheTemplate/name``.
    public init(_ templates: [MustacheTemplate]) {
        compiled = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        onDemand = nil
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

    /// A library that compiles each source the first time a render asks for it: for sources known
    /// to compile (the built-in templates, which the tests compile), so that a run pays only for
    /// the templates it renders — `generate` of css, swift and json renders 2 of the 17, and
    /// compiling all of them was a seventh of its instructions at 1,000 tokens.
    init(compilingOnDemand sources: [String: String]) {
        compiled = [:]
        onDemand = OnDemandMustacheTemplates(sources)
    }

    /// The templates a library that compiles on demand has compiled so far, sorted.
    var namesCompiledOnDemand: [String] { onDemand?.compiledNames ?? [] }

    /// The template named `name`, if any (`nil` too for one compiled on demand that does not compile).
    public subscript(name: String) -> MustacheTemplate? { try? template(named: name) }

    /// The template named `name`, if any.
    public func mustachePartial(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? {
        try template(named: name)
    }

    /// The template named `name`, compiled now if the library compiles on demand and nobody asked before.
    /// - Throws: ``FatalDiagnostic`` when that compile fails.
    func template(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? {
        guard let onDemand else { return compiled[name] }
        return try onDemand.template(named: name)
    }
}

/// The templates of a ``MustacheLibrary`` that compiles on demand: each source compiled once, by
/// whichever thread asks for it first, and kept.
final class OnDemandMustacheTemplates: @unchecked Sendable {
    private let sources: [String: String]
    private let lock = PlatformLock()
    /// The templates compiled so far (guarded by `lock`).
    private var compiled: [String: MustacheTemplate] = [:]

    /// The sources, by name.
    init(_ sources: [String: String]) { self.sources = sources }

    /// The names of the sources, sorted.
    var names: [String] { sources.keys.sorted() }

    /// The names of the templates compiled so far, sorted.
    var compiledNames: [String] { lock.withLock { compiled.keys.sorted() } }

    /// The template named `name`, compiled on first use; `nil` when there is no such source.
    /// - Throws: ``FatalDiagnostic`` when the source does not compile.
    func template(named name: String) throws(FatalDiagnostic) -> MustacheTemplate? {
        if let template = lock.withLock({ compiled[name] }) { return template }
        guard let source = sources[name] else { return nil }
        // Compiled outside the lock: two threads asking at once compile the same template twice
        // and keep the first, rather than one waiting while the other compiles.
        let template = try MustacheTemplate(source: source, name: name)
        return lock.withLock {
            if let first = compiled[name] { return first }
            compiled[name] = template
            return template
        }
    }

    /// Every template, compiled (those that do not compile left out).
    func all() -> [String: MustacheTemplate] {
        var result: [String: MustacheTemplate] = [:]
        for name in names { if let template = try? template(named: name) { result[name] = template } }
        return result
    }
}
