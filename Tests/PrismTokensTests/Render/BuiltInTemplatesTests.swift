import Foundation
import Testing

@testable import PrismTokens

/// The embedded templates must equal Templates/ byte for byte (regenerate with Scripts/embed-templates.py).
@Suite struct BuiltInTemplatesTests {
    static let templatesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates").path

    @Test func embeddedCopiesEqualTemplatesFolder() throws {
        let onDisk = try TemplateDirectoryLoader.load(Self.templatesFolder)
        #expect(!onDisk.isEmpty)
        #expect(Set(onDisk.keys) == Set(BuiltInTemplates.sources.keys), "run: python3 Scripts/embed-templates.py")
        for (name, text) in onDisk {
            #expect(
                BuiltInTemplates.sources[name] == text,
                "\(name) differs from its embedded copy; run: python3 Scripts/embed-templates.py")
        }
    }

    @Test func embeddedAccessibilitySourcesEqualTheTarget() throws {
        let root = TestPaths.repository.appendingPathComponent("Sources/PrismAccessibility")
        let files =
            (FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? [])
            .filter { $0.pathExtension == "swift" }
        #expect(files.count == BuiltInAccessibilitySources.sources.count, "run: python3 Scripts/embed-templates.py")
        for file in files {
            let name = String(file.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(
                BuiltInAccessibilitySources.sources[name] == text,
                "\(name) differs from its embedded copy; run: python3 Scripts/embed-templates.py")
        }
    }

    @Test func everyBuiltInTemplateCompiles() throws {
        _ = try TemplateSet.builtIn.library()
    }

    /// The pipeline renders the built-in set without its `builtin/` copies (no built-in template
    /// names one); a set with an override or an added template has them, and ``TemplateSet/library()``
    /// always does.
    @Test func builtinPartialsOnlyWhereATemplateCanNameThem() throws {
        let plain = try TemplateSet.builtIn.renderingLibrary()
        #expect(Set(plain.templates.keys) == Set(BuiltInTemplates.sources.keys))
        #expect(!BuiltInTemplates.sources.values.contains { $0.contains("builtin/") })
        #expect(try TemplateSet.builtIn.library().templates.count == 2 * BuiltInTemplates.sources.count)

        let css = "css/prism-tokens.css.mustache"
        let overridden = try TemplateSet.builtIn.overriding(with: [
            css: "{{<builtin/\(css)}}{{/builtin/\(css)}}"
        ]).renderingLibrary()
        #expect(overridden.templates.count == 2 * BuiltInTemplates.sources.count)
        #expect(overridden["builtin/" + css]?.name == "builtin/" + css)

        let added = try TemplateSet.builtIn.overriding(with: ["extra.mustache": "{{>builtin/\(css)}}"])
            .renderingLibrary()
        #expect(added["builtin/" + css] != nil)
        #expect(added.templates.count == 2 * BuiltInTemplates.sources.count + 1)

        var custom = BuiltInTemplates.sources
        custom[css] = "{{>builtin/\(css)}}"
        #expect(try TemplateSet(sources: custom).renderingLibrary()["builtin/" + css] != nil)
    }

    @Test func everyEmitterOutputHasATemplate() {
        for emitter in TokenGenerator.emitters {
            for output in emitter.outputs {
                #expect(
                    BuiltInTemplates.sources[output.template] != nil, "\(emitter.platform): missing \(output.template)")
            }
        }
    }
}
