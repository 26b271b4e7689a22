import Foundation
import Testing

@testable import PrismTokens

/// The examples of the DTCG 2025.10 reports (`Tests/Fixtures/corpus/dtcg-spec-examples`): every example the
/// spec marks invalid gives an error, every other one resolves cleanly — except the fragments listed
/// below, each with the error rules it gives, so that any change in behaviour is caught.
@Suite(.timeLimit(.minutes(5))) struct DTCGSpecExamplesTests {
    static let prefix = "dtcg-spec-examples/examples/"

    /// One entry of `examples-manifest.json`.
    struct ManifestEntry: Sendable {
        var file: String
        var markedInvalid: Bool
        var section: String
    }

    static func manifest() throws -> [ManifestEntry] {
        let folder = try Corpus.requireFolder()
        let data = try Data(contentsOf: folder.appendingPathComponent("dtcg-spec-examples/examples-manifest.json"))
        let items = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        return try items.map { item in
            ManifestEntry(
                file: try #require(item["file"] as? String),
                markedInvalid: try #require(item["marked_invalid"] as? Bool),
                section: item["section"] as? String ?? ""
            )
        }
    }

    /// The examples the spec marks invalid, with the error rules each gives.
    static let invalid: [String: [String]] = [
        "format-aliases-04.invalid.jsonc": ["reference.cycle"],  // circular aliases a → b → c → a
        "format-groups-09.invalid.jsonc": ["reference.cycle"],  // a group extending its own parent
        "format-groups-10.invalid.jsonc": ["reference.cycle"],  // groupA ↔ groupB
        "format-groups-16.invalid.jsonc": ["reference.cycle"],  // a → b → c → a, on all three
        "resolver-syntax-12.invalid.json": ["format.structure"],  // a lone reference object as a document
        "resolver-syntax-17.invalid.json": ["reference.cycle"],  // $ref objects pointing at each other
        "resolver-syntax-18.invalid.json": ["reference.target"],  // $ref to a group
    ]

    /// Examples the spec does not mark invalid that legitimately fail when loaded on their own, with the
    /// error rules each gives and why.
    static let expectedFailures: [String: (rules: [String], reason: String)] = [
        "color-token-naming-03.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "color-token-naming-09.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "color-token-naming-10.jsonc": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "color-token-naming-11.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-aliases-08.json": (
            ["format.structure"], "plain data (an array member) illustrating pointer disambiguation, not tokens"
        ),
        "format-composite-types-01.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-composite-types-07.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-composite-types-09.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-composite-types-12.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-composite-types-13.json": (
            ["reference.unresolved"], "a fragment: references tokens defined elsewhere in the spec"
        ),
        "format-groups-05.json": (
            ["format.type", "reference.unresolved"], "a fragment: $extends a group it does not define, untyped tokens"
        ),
        "format-groups-06.json": (
            ["format.type", "reference.unresolved"],
            "a fragment: its group \"$ref\" (the JSON Schema spelling of $extends) names '#/button', which it does not define, and its tokens have no $type (see GroupExtendsTests)"
        ),
        "format-groups-07.jsonc": (["format.type"], "input.field.background has no $type anywhere (a fragment)"),
        "format-groups-11.jsonc": (["format.type"], "untyped tokens (a fragment)"),
        "format-groups-13.json": (["format.type"], "base has no $type (a fragment)"),
        "format-groups-14.json": (["format.type"], "base has no $type (a fragment)"),
        "format-groups-15.jsonc": (
            ["value.type"],
            "extended's local $type dimension applies to the color it inherits; the spec leaves this to constraint validation"
        ),
        "format-terminology-01.json": (
            ["value.type"],
            "a shadow whose color member is written as a whole token ($type/$value), to illustrate terms"
        ),
        "resolver-bundling-01.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-bundling-02.jsonc": (["resolver"], "a resolver shown without its required version"),
        "resolver-bundling-03.jsonc": (["resolver"], "a resolver shown without its required version"),
        "resolver-inputs-01.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-inputs-02.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-inputs-03.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-resolution-logic-01.json": (["resolver"], "a resolver shown without its required version"),
        "resolver-resolution-logic-03.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-resolution-logic-04.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-syntax-01.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-02.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-03.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-04.jsonc": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-05.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-06.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-syntax-07.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-syntax-08.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-syntax-09.json": (
            ["format.structure"], "an inputs object ({\"theme\": \"light\"}), not a token document"
        ),
        "resolver-syntax-10.jsonc": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-11.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
        "resolver-syntax-13.json": (["format.structure"], "a lone reference object shown as syntax, not a document"),
        "resolver-syntax-14.json": (["format.structure"], "a lone reference object shown as syntax, not a document"),
        "resolver-syntax-15.json": (["format.structure"], "a lone reference object shown as syntax, not a document"),
        "resolver-syntax-16.json": (["format.structure"], "a lone reference object shown as syntax, not a document"),
        "resolver-syntax-19.json": (["format.structure"], "plain data illustrating JSON Schema $ref, not tokens"),
        "resolver-syntax-20.json": (["format.structure"], "plain data illustrating JSON Schema $ref, not tokens"),
        "resolver-syntax-21.json": (
            ["io", "resolver"], "a resolver fragment: no version, and its files are not part of the spec"
        ),
    ]

    @Test func theManifestListsEveryExample() throws {
        let entries = try Self.manifest()
        #expect(entries.count == 115)
        let listed = Set(entries.map { Self.prefix + $0.file })
        let present = Set(Corpus.files(under: Self.prefix))
        #expect(
            listed == present,
            "in the manifest only: \(listed.subtracting(present).sorted()); on disk only: \(present.subtracting(listed).sorted())"
        )
        for entry in entries { #expect(entry.markedInvalid == entry.file.contains(".invalid."), "\(entry.file)") }
        #expect(Set(entries.filter(\.markedInvalid).map(\.file)) == Set(Self.invalid.keys))
    }

    @Test func everyInvalidExampleGivesTheExpectedErrors() throws {
        for entry in try Self.manifest() where entry.markedInvalid {
            let outcome = try Corpus.outcome(Self.prefix + entry.file)
            #expect(!outcome.errorRules.isEmpty, "\(entry.file) (\(entry.section)) must give at least one error")
            #expect(
                outcome.errorRules == Self.invalid[entry.file],
                "\(entry.file): \(outcome.firstError)\n  table line: \(Corpus.tableLine(outcome, relativeTo: Self.prefix))"
            )
        }
    }

    @Test func everyOtherExampleResolvesOrIsAListedFragment() throws {
        var table: [String] = []
        for entry in try Self.manifest() where !entry.markedInvalid {
            let outcome = try Corpus.outcome(Self.prefix + entry.file)
            let expected = Self.expectedFailures[entry.file]?.rules ?? []
            if outcome.errorRules != expected {
                Issue.record(
                    "\(entry.file) (\(entry.section)): expected errors \(expected), got \(outcome.errorRules); first: \(outcome.firstError)"
                )
            }
            if !outcome.errorRules.isEmpty { table.append(Corpus.tableLine(outcome, relativeTo: Self.prefix)) }
        }
        if table.count != Self.expectedFailures.count {
            print("current expected-failure table:\n" + table.joined(separator: "\n"))
        }
        for file in Self.expectedFailures.keys.sorted() {
            #expect(Self.invalid[file] == nil, "\(file) is marked invalid; it belongs in the other table")
        }
    }

    @Test func cyclesInTheSpecExamplesAreReportedOnEveryMember() throws {
        for (file, members) in [
            ("format-aliases-04.invalid.jsonc", ["a", "b", "c"]), ("format-groups-16.invalid.jsonc", ["a", "b", "c"]),
            ("format-groups-10.invalid.jsonc", ["groupA", "groupB"]),
        ] {
            let outcome = try Corpus.outcome(Self.prefix + file)
            let cycles = outcome.errors.filter { $0.rule == "reference.cycle" }
            #expect(cycles.compactMap(\.token).sorted() == members, "\(file): \(cycles.map(\.compilerFormatted))")
            #expect(cycles.allSatisfy { $0.location?.file == file && $0.location?.line ?? 0 > 1 }, "\(file)")
        }
    }

    @Test func specExampleValuesResolveAsTheSpecDescribes() throws {
        let folder = try Corpus.requireFolder().appendingPathComponent(Self.prefix)
        func resolve(_ file: String) throws -> TokenSetResolution {
            try TokenSetResolution.resolve(file: file, provider: DiskSourceFileProvider(baseDirectory: folder.path))
        }
        // Chained aliases (format-aliases-03).
        let chained = try resolve("format-aliases-03.json")
        #expect(chained.token("semantic.link")?.value == chained.token("base.primary")?.value)
        #expect(chained.token("semantic.link")?.aliasOf == TokenPath(dotted: "semantic.brand"))
        // A token-level $ref and a pointer into a value (format-aliases-02).
        let pointers = try resolve("format-aliases-02.json")
        #expect(pointers.token("semantic.primary")?.aliasOf == TokenPath(dotted: "colors.blue"))
        #expect(pointers.token("semantic.primaryHue")?.value == .number(0))
        // Pointers into components (format-aliases-05).
        let components = try resolve("format-aliases-05.jsonc")
        #expect(
            components.token("semantic.primary")?.value
                == .color(TokenColor(colorSpace: "srgb", components: [0.2, 0.4, 0.7], hex: "#3366b3")))
        // $root tokens (format-groups-19).
        let roots = try resolve("format-groups-19.json")
        #expect(
            roots.token("color.brand.$root")?.value
                == .color(TokenColor(colorSpace: "srgb", components: [0, 0.4, 0.8], hex: "#0066cc")))
        // "none" in hsl (color-color-type-02).
        let none = try resolve("color-color-type-02.json")
        #expect(
            none.themes.first?.tokens.first?.value
                == .color(TokenColor(colorSpace: "hsl", components: [nil, 0, 100], alpha: 1, hex: "#ffffff")))
    }

    @Test func everyColorSpaceExampleResolvesInItsSpace() throws {
        let files = Corpus.files(under: Self.prefix).filter { $0.contains("color-color-type-") }
        #expect(files.count == 17)
        var spaces: Set<String> = []
        for path in files {
            let outcome = try Corpus.outcome(path)
            #expect(outcome.isClean, "\(path): \(outcome.firstError)")
            let folder = try Corpus.requireFolder()
            let resolution = try TokenSetResolution.resolve(
                file: String(path.dropFirst(Self.prefix.count)),
                provider: DiskSourceFileProvider(baseDirectory: folder.appendingPathComponent(Self.prefix).path))
            for token in resolution.themes.first?.tokens ?? [] {
                if case .color(let color) = token.value { spaces.insert(color.colorSpace) }
            }
        }
        #expect(
            spaces == Set(TokenColor.colorSpaces),
            "missing: \(Set(TokenColor.colorSpaces).subtracting(spaces).sorted())")
    }
}
