import Testing

@testable import PrismTokens

/// ``MustacheReferencedNames`` finds every data name a template can look up, through partials,
/// parents and blocks, so context builders can skip the fields no template reads.
@Suite struct MustacheReferencedNamesTests {
    @Test func namesComeFromTagsPartialsParentsAndBlocks() throws {
        let library = try MustacheLibrary(sources: [
            "main":
                "{{title}} {{{raw}}} {{&amp}} {{#list}}{{.}}{{item.label}}{{/list}}{{^empty}}none{{/empty}}{{>part}}{{<parent}}{{$slot}}{{argument}}{{/slot}}{{/parent}}{{>missing}}",
            "part": "{{fromPartial}}{{>nested}}",
            "nested": "{{deep}}",
            "parent": "{{$slot}}{{defaultOfSlot}}{{/slot}}{{fromParent}}",
            "unused": "{{neverRendered}}",
        ])
        let names = MustacheReferencedNames.names(usedBy: ["main"], in: library)
        #expect(
            names == [
                "title", "raw", "amp", "list", "item", "label", "empty", "fromPartial", "deep", "argument",
                "defaultOfSlot", "fromParent",
            ])
    }

    @Test func aDynamicPartialCanIncludeAnyTemplate() throws {
        let library = try MustacheLibrary(sources: [
            "main": "{{>*kind}}",
            "a": "{{fromA}}",
            "b": "{{fromB}}",
        ])
        #expect(MustacheReferencedNames.names(usedBy: ["main"], in: library) == ["kind", "fromA", "fromB"])
    }

    @Test func builtInCSSTemplatesDoNotReadTheTokenListSoItIsNotBuilt() throws {
        let library = try TemplateSet.builtIn.library()
        let names = MustacheReferencedNames.names(usedBy: CSSEmitter.outputs.map(\.template), in: library)
        #expect(names.contains("declarations") && names.contains("property"))
        #expect(!names.contains("tokens") && !names.contains("token"))
    }

    /// A custom template that reads `token` gets it: the field is skipped only when no template names it.
    @Test func aCustomTemplateThatReadsAFieldGetsIt() throws {
        let templates = TemplateSet.builtIn.overriding(with: [
            "css/declarations.mustache": "{{#declarations}}{{property}} from {{token}}\n{{/declarations}}"
        ])
        let css = try CSSTestSupport.render(
            #"{ "space": { "$type": "dimension", "sm": { "$value": { "value": 4, "unit": "px" } } } }"#,
            templates: templates
        ).css
        #expect(css.contains("--prism-space-sm from space.sm"), "\(css)")
    }
}
