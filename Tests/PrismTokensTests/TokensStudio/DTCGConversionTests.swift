import Foundation
import Testing

@testable import PrismTokens

/// `convert --to dtcg`: the written resolver and token files resolve to the same values, theme by theme.
@Suite struct DTCGConversionTests {
    /// Converts, re-reads the files as DTCG and compares every token of every theme.
    func roundTrip(_ original: TokenSetResolution, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> TokenSetResolution
    {
        let result = DTCGConversion.convert(original)
        #expect(result.notes.isEmpty, "\(result.notes)", sourceLocation: sourceLocation)
        var files: [String: String] = [:]
        for file in result.files { files["out/" + file.path] = file.contents }
        let converted = try Resolution.of(files: files, root: "out/resolver.json")
        #expect(!converted.document.isTokensStudio, sourceLocation: sourceLocation)
        #expect(converted.errors.isEmpty, "\(converted.listing)", sourceLocation: sourceLocation)
        #expect(converted.themes.map(\.name) == original.themes.map(\.name), sourceLocation: sourceLocation)
        for theme in original.themes {
            guard let other = converted.theme(theme.name) else { continue }
            #expect(other.tokens.count == theme.tokens.count, "\(theme.name)", sourceLocation: sourceLocation)
            for token in theme.tokens {
                let copy = other[token.path]
                #expect(
                    copy?.type == token.type && copy?.value == token.value,
                    "\(theme.name): \(token.path) \(String(describing: copy?.value)) ≠ \(token.value)",
                    sourceLocation: sourceLocation)
            }
        }
        return converted
    }

    @Test func aThemedFolderRoundTrips() throws {
        let original = try Resolution.of(files: StudioThemesTests.folder, root: "tokens")
        let converted = try roundTrip(original)
        #expect(converted.document.modifiers.map(\.name) == ["mode", "brand"])
        #expect(converted.theme("mode=Light,brand=A")?["bg"] != nil)
    }

    @Test func theCorpusFilesRoundTrip() throws {
        let folder = try Corpus.requireFolder().appendingPathComponent("tokens-studio-sd-transforms/tokens")
        for name in [
            "sd-transforms.tokens.json", "w3c-spec-compliance.tokens.json", "color-modifier-references.tokens.json",
            "expand-composition.tokens.json", "math-in-complex-values.tokens.json",
        ] {
            let original = try TokenSetResolution.resolve(
                file: name, provider: DiskSourceFileProvider(baseDirectory: folder.path))
            _ = try roundTrip(original)
        }
    }

    @Test func extensionsAndAliasesAreKept() throws {
        let text = """
            {
              "base": { "value": "#336699", "type": "color", "description": "Brand" },
              "alias": { "value": "{base}", "type": "color" },
              "hover": { "value": "{base}", "type": "color", "$extensions": { "studio.tokens": { "modify": { "type": "lighten", "value": "0.2", "space": "srgb" } } } }
            }
            """
        let original = try Resolution.of(text)
        let files = DTCGConversion.convert(original).files
        let base = try #require(files.first { $0.path == "base.tokens.json" }?.contents)
        #expect(base.contains("\"{base}\""), "aliases stay references")
        #expect(base.contains("\"studio.tokens\""), "Tokens Studio data stays in $extensions")
        #expect(base.contains("\"Brand\""))
        _ = try roundTrip(original)
    }
}
