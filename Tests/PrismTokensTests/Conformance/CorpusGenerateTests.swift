import Foundation
import Testing

@testable import PrismTokens

/// Every vendored real token source generates with the default platforms (Swift, CSS, ANSI), or
/// fails only for a reason listed here: the corpus files that validate, the sources Style
/// Dictionary and Material build from several files (merged as their tools merge them), the
/// thirteen sd-transforms files, and the two Tokens Studio repositories with their one genuine
/// defect patched in memory (a missing reference, a 7-digit hex) to prove the rest generates.
///
/// "Generates" means no error that stops `generate` besides accessibility findings: a design's
/// contrast or tap-target failures are findings about the design, which `--rule RULE=warning` or
/// a baseline lets through; structural errors and `render.*` collisions are not.
@Suite(.serialized, .timeLimit(.minutes(10))) struct CorpusGenerateTests {
    /// What one generation gave.
    struct Generation {
        var files: [GeneratedFile]
        /// The errors that stop `generate` whatever the accessibility settings.
        var blocking: [Diagnostic]
        /// The distinct rules of ``blocking``, sorted.
        var rules: [String] { Array(Set(blocking.map(\.rule))).sorted() }
    }

    /// Whether an error stops `generate` whatever the accessibility settings: a structural rule,
    /// `io`, or a name collision in the output (`render.*`).
    static func isBlocking(_ d: Diagnostic) -> Bool {
        d.severity == .error
            && (TokensStudioCorpusTests.isStructural(d) || d.rule == "io" || d.rule.hasPrefix("render."))
    }

    /// Resolves, validates and renders a source with the default platforms.
    static func generate(file: String, provider: some SourceFileProvider) throws -> Generation {
        let resolution = try TokenSetResolution.resolve(file: file, provider: provider)
        let validation = TokenValidation.validate(resolution)
        var diagnostics = validation.diagnostics
        let input = EmitterInput(
            resolution: resolution, configuration: validation.configuration,
            options: GenerateOptions(toolVersion: "TEST"), sourceName: file)
        let files = try TokenGenerator.generate(input, templates: .builtIn, diagnostics: &diagnostics)
        return Generation(files: files, blocking: diagnostics.all.filter(isBlocking))
    }

    /// Sources that do not generate, with the blocking rules they give and why (a genuine defect
    /// of the source or a limit of an output, never a reading problem).
    static let listed: [String: (rules: [String], reason: String)] = [
        "dtcg-spec-examples/examples/format-design-token-02.json": (
            ["render.css-name"],
            "the spec's example of names that differ only in case (`font-size`, `FONT-SIZE`): CSS names are lowercased kebab-case, so the two collide and the error asks to rename one"
        )
    ]

    /// Checks one generation against ``listed``; returns its table line.
    static func check(_ name: String, _ generation: Generation, tokens: Int? = nil) -> String {
        let expected = listed[name]?.rules ?? []
        let shown = generation.blocking.prefix(6).map { "  " + $0.compilerFormatted }.joined(separator: "\n")
        #expect(
            generation.rules == expected, "\(name): blocking errors \(generation.rules), listed \(expected):\n\(shown)")
        if expected.isEmpty {
            let platforms = Set(generation.files.map { $0.path.split(separator: "/").first.map(String.init) ?? "" })
            #expect(platforms.isSuperset(of: ["Swift", "CSS", "ANSI"]), "\(name): wrote \(platforms.sorted())")
        }
        return
            "\(name): \(generation.files.count) files, \(generation.rules.isEmpty ? "generates" : "listed: \(generation.rules)")"
    }

    @Test func everyCorpusFileThatValidatesGenerates() throws {
        _ = try Corpus.requireFolder()
        let studio = Corpus.files(under: "tokens-studio-sd-transforms/tokens").filter {
            !$0.contains("/cross-file-refs")
        }
        let paths =
            CorpusStructuralTests.supportedFiles().filter { CorpusStructuralTests.expectedRules($0).isEmpty } + studio
        #expect(paths.count > 130, "\(paths.count) files")
        #expect(studio.count == 10)
        var generated = 0
        for path in paths {
            let url = try Corpus.requireFolder().appendingPathComponent(path)
            let provider = DiskSourceFileProvider(baseDirectory: url.deletingLastPathComponent().path)
            let generation: Generation
            do {
                generation = try Self.generate(file: url.lastPathComponent, provider: provider)
            } catch {
                Issue.record("\(path): \(error)")
                continue
            }
            _ = Self.check(path, generation)
            if generation.blocking.isEmpty { generated += 1 }
        }
        print("corpus files that validate and generate with Swift, CSS and ANSI: \(generated) of \(paths.count)")
    }

    /// Sources another tool builds from several files (fragments that reference each other),
    /// merged into one resolver set in the order given.
    static let mergedSources: [(name: String, files: [String])] = [
        (
            "style-dictionary/__integration__",
            [
                "color/background.json", "color/border.json", "color/brand.json", "color/core.json", "color/font.jsonc",
                "size/border.json", "size/font.json", "size/padding.json",
            ].map { "style-dictionary/__integration__/tokens/" + $0 }
                + ["style-dictionary/__integration__/inline-breakpoint-tokens.json"]
        ),
        ("style-dictionary/examples/complete", Corpus.files(under: "style-dictionary/examples/complete/tokens")),
        ("style-dictionary/examples/basic", Corpus.files(under: "style-dictionary/examples/basic/tokens")),
        (
            "material-tokens",
            ["colors.json", "fonts.json", "custom.json", "sizes.json"].map {
                "material-tokens/dsp/dist/styledictionary/properties/" + $0
            }
        ),
    ]

    @Test(arguments: mergedSources.map(\.name)) func mergedSourceGenerates(_ name: String) throws {
        let folder = try Corpus.requireFolder()
        let files = try #require(Self.mergedSources.first { $0.name == name }?.files)
        #expect(files.count >= 4, "\(name): \(files)")
        var bytes: [String: [UInt8]] = [:]
        var references: [String] = []
        for (index, path) in files.enumerated() {
            let copy = String(format: "%02d-", index) + (path.split(separator: "/").last.map(String.init) ?? path)
            bytes[copy] = Array(try Data(contentsOf: folder.appendingPathComponent(path)))
            references.append("{\"$ref\": \"\(copy)\"}")
        }
        bytes["merged.resolver.json"] = Array(
            """
            {"version": "2025.10", "resolutionOrder": [{"type": "set", "name": "all", "sources": [\(references.joined(separator: ", "))]}]}
            """.utf8)
        let generation = try Self.generate(
            file: "merged.resolver.json", provider: InMemorySourceFileProvider(bytes: bytes))
        print(Self.check(name, generation))
    }

    @Test func sdTransformsCrossFileReferencesGenerate() throws {
        let folder = try Corpus.requireFolder().appendingPathComponent("tokens-studio-sd-transforms/tokens")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasPrefix("cross-file-refs")
        }.sorted()
        #expect(names.count == 3)
        var bytes: [String: [UInt8]] = [:]
        for name in names {
            bytes["cross-file-refs/" + name] = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
        }
        let order = names.map { "\"" + $0.dropLast(".json".count) + "\"" }.joined(separator: ", ")
        bytes["cross-file-refs/$metadata.json"] = Array("{ \"tokenSetOrder\": [\(order)] }".utf8)
        let generation = try Self.generate(file: "cross-file-refs", provider: InMemorySourceFileProvider(bytes: bytes))
        print(Self.check("tokens-studio-sd-transforms/cross-file-refs", generation))
    }

    /// A Tokens Studio repository with its known defect patched: (file suffix, text, replacement).
    static let repositories: [(name: String, patch: (file: String, text: String, replacement: String))] = [
        ("nve-designsystem", ("brand/rme.json", "#fffffff", "#ffffff")),
        ("3jane-design-system", ("ft_landing/theme/dark.json", "palette.neutral.12}", "palette.neutral.10}")),
    ]

    /// The files of a vendored Tokens Studio repository under `tokens/`, with its known defect patched.
    static func patchedRepository(_ name: String) throws -> InMemorySourceFileProvider {
        let patch = try #require(Self.repositories.first { $0.name == name }?.patch)
        let folder = TestPaths.fixtures.appendingPathComponent("tokens-studio/\(name)/tokens")
        let enumerator = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
        let base = folder.standardizedFileURL.path + "/"
        var bytes: [String: [UInt8]] = [:]
        var patched = 0
        for case let url as URL in enumerator where url.pathExtension == "json" {
            let relative = String(url.standardizedFileURL.path.dropFirst(base.count))
            var text = try String(contentsOf: url, encoding: .utf8)
            if relative.hasSuffix(patch.file), text.contains(patch.text) {
                text = text.replacingAll(patch.text, with: patch.replacement)
                patched += 1
            }
            bytes["tokens/" + relative] = Array(text.utf8)
        }
        #expect(patched == 1, "the defect \(patch.text) in \(patch.file) is where it was")
        return InMemorySourceFileProvider(bytes: bytes)
    }

    @Test(arguments: repositories.map(\.name)) func tokensStudioRepositoryGeneratesOnceItsDefectIsPatched(
        _ name: String
    ) throws {
        let generation = try Self.generate(file: "tokens", provider: try Self.patchedRepository(name))
        print(Self.check("tokens-studio/\(name)", generation))
    }
}
