import Testing

@testable import PrismTokens

/// Several files as one source: merged in order, positions into each file, globs expanded.
@Suite struct MergedSourcesTests {
    let files: [String: String] = [
        "tokens/base.json":
            ##"{"color": {"$type": "color", "brand": {"$value": "#0000aa"}, "bg": {"$value": "#ffffff"}}}"##,
        "tokens/brand/acme.yaml": "color:\n  brand:\n    $value: '#dddd00'\n  accent:\n    $value: '#00aa00'\n",
        "tokens/notes.txt": "not tokens",
    ]

    func resolve(_ sources: [String]) throws -> TokenSetResolution {
        let provider = MergedSourceFileProvider(InMemorySourceFileProvider(files), files: sources)
        return try TokenSetResolution.resolve(file: provider.rootPath, provider: provider)
    }

    @Test func laterFilesOverrideEarlierOnesAndPositionsPointIntoEachFile() throws {
        let theme = try #require(try resolve(["tokens/base.json", "tokens/brand/acme.yaml"]).themes.first)
        let brand = try #require(theme[TokenPath(dotted: "color.brand")])
        #expect(brand.valueLocation.file == "tokens/brand/acme.yaml")
        #expect(brand.valueLocation.line == 3)
        let bg = try #require(theme[TokenPath(dotted: "color.bg")])
        #expect(bg.valueLocation.file == "tokens/base.json")
        #expect(theme.tokens.map(\.path.description) == ["color.brand", "color.bg", "color.accent"])
    }

    @Test func theOrderDecidesWhichValueWins() throws {
        let theme = try #require(try resolve(["tokens/brand/acme.yaml", "tokens/base.json"]).themes.first)
        #expect(theme[TokenPath(dotted: "color.brand")]?.valueLocation.file == "tokens/base.json")
    }

    @Test func aMissingFileIsReportedWithItsName() {
        do {
            let resolution = try resolve(["tokens/base.json", "tokens/missing.json"])
            #expect(resolution.diagnostics.all.contains { $0.message.contains("tokens/missing.json") })
        } catch let error as FatalDiagnostic {
            #expect(error.diagnostic.message.contains("missing.json"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func globsMatchWithinAndAcrossFolders() {
        let provider = InMemorySourceFileProvider(files)
        #expect(SourceGlob.expand("tokens/*.json", provider: provider) == ["tokens/base.json"])
        #expect(SourceGlob.expand("tokens/**/*.yaml", provider: provider) == ["tokens/brand/acme.yaml"])
        #expect(SourceGlob.expand("tokens/**/*.*", provider: provider).count == 3)
        #expect(SourceGlob.expand("tokens/b?se.json", provider: provider) == ["tokens/base.json"])
        #expect(SourceGlob.expand("plain.json", provider: provider) == ["plain.json"])
        #expect(SourceGlob.matches("a*b*c", "axxbyyc") && !SourceGlob.matches("a*b", "axxbc"))
    }
}
