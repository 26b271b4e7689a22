import Dispatch
import Testing

@testable import PrismTokens

/// A ``MustacheLibrary`` made with `compilingOnDemand` (what `generate` renders the unchanged
/// built-in templates with) compiles a template only when a render first asks for it, and gives
/// the same templates, names and renders as one compiled up front.
@Suite struct MustacheOnDemandLibraryTests {
    let sources = [
        "main": "<{{title}}>{{>part}}",
        "part": "[{{#items}}{{.}}{{/items}}]",
        "broken": "{{#open}}never closed",
    ]

    @Test func compilesOnlyWhatIsAskedFor() throws {
        let templates = OnDemandMustacheTemplates(sources)
        #expect(templates.compiledNames.isEmpty)
        let library = MustacheLibrary(compilingOnDemand: sources)
        #expect(library.names == ["broken", "main", "part"] && library.namesCompiledOnDemand.isEmpty)
        let main = try #require(try library.template(named: "main"))
        let text = try main.render(
            .object(["title": .string("T"), "items": .list([.string("a"), .string("b")])]), partials: library)
        #expect(text == "<T>[ab]")
        #expect(library.namesCompiledOnDemand == ["main", "part"])
        #expect(try templates.template(named: "main")?.name == "main")
        #expect(templates.compiledNames == ["main"])
        #expect(try templates.template(named: "missing") == nil)
    }

    @Test func rendersAsTheLibraryCompiledUpFront() throws {
        let eager = try TemplateSet.builtIn.library()
        let lazy = try TemplateSet.builtIn.renderingLibrary()
        for name in BuiltInTemplates.sources.keys.sorted() {
            #expect(lazy[name]?.name == eager[name]?.name && lazy[name] != nil, "\(name)")
            #expect(
                MustacheReferencedNames.names(usedBy: [name], in: lazy)
                    == MustacheReferencedNames.names(usedBy: [name], in: eager), "\(name)")
        }
    }

    @Test func aTemplateThatDoesNotCompileFailsWhenAskedForWithItsPosition() {
        let library = MustacheLibrary(compilingOnDemand: sources)
        #expect(library["broken"] == nil)
        #expect(library.templates.keys.sorted() == ["main", "part"])
        #expect(throws: FatalDiagnostic.self) { try library.template(named: "broken") }
        do {
            _ = try library.mustachePartial(named: "broken")
            Issue.record("a template that does not compile was returned")
        } catch {
            #expect(error.diagnostic.location?.file == "broken")
        }
    }

    @Test func threadsAskingAtOnceGetOneTemplate() throws {
        let templates = OnDemandMustacheTemplates(sources)
        let slots = ResultSlots<MustacheTemplate?>(count: 8)
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            slots.store(try? templates.template(named: "part"), at: index)
        }
        let names = slots.results().map { $0?.name }
        #expect(names == Array(repeating: "part", count: 8))
        #expect(templates.compiledNames == ["part"])
    }
}
