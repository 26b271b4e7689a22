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

    @Test func everyEmitterOutputHasATemplate() {
        for emitter in TokenGenerator.emitters {
            for output in emitter.outputs {
                #expect(
                    BuiltInTemplates.sources[output.template] != nil, "\(emitter.platform): missing \(output.template)")
            }
        }
    }
}
