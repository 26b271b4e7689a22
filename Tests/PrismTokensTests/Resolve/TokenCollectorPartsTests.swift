import Foundation
import Testing

@testable import PrismTokens

/// A root collected in parts on several cores gives what one walk gives: the same tokens in the
/// same order, groups, rejected paths, diagnostics and older-syntax records.
struct TokenCollectorPartsTests {
    /// What a collection produced, in comparable form.
    struct Collected: Equatable {
        var tokens: [String]
        var groups: Set<TokenPath>
        var rejected: Set<TokenPath>
        var diagnostics: [String]
        var legacyWarnings: [String]
        var legacyReads: Int
    }

    /// Collects `root` with its members in `parts` (`nil`: one walk).
    static func collect(_ root: JSONObject, parts: [Range<Int>]?) -> Collected {
        var context = ValueParseContext(
            diagnostics: DiagnosticBag(), token: TokenPath([]), theme: "t", legacy: LegacySyntaxRecorder())
        let result = TokenCollector.collect(
            root, at: SourceLocation(file: "t", line: 1, column: 1, offset: 0), context: &context, parts: parts)
        return Collected(
            tokens: result.tokens.map { "\($0.path) \($0.location.offset)" }, groups: result.groups,
            rejected: result.rejected, diagnostics: context.diagnostics.all.map(\.compilerFormatted),
            legacyWarnings: context.legacy.warnings.map(\.compilerFormatted), legacyReads: context.legacy.readCount)
    }

    /// Every JSON file of the vendored corpus whose root has two members or more.
    static func roots() throws -> [(name: String, root: JSONObject)] {
        let corpus = TestPaths.fixtures.appendingPathComponent("corpus")
        let files = FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? []
        return try files.filter { $0.hasSuffix(".json") }.sorted().compactMap { name in
            let bytes = try Array(Data(contentsOf: corpus.appendingPathComponent(name)))
            guard let root = (try? JSONReader.read(bytes, file: name))?.root.object, root.count > 1 else { return nil }
            return (name, root)
        }
    }

    @Test func partsGiveWhatOneWalkGivesOnEveryCorpusFile() throws {
        let roots = try Self.roots()
        #expect(roots.count > 100)
        var withTokens = 0
        for (name, root) in roots {
            let whole = Self.collect(root, parts: nil)
            if !whole.tokens.isEmpty { withTokens += 1 }
            let eachMember = (0..<root.count).map { $0..<($0 + 1) }
            let halves = [0..<(root.count / 2), (root.count / 2)..<root.count]
            #expect(Self.collect(root, parts: eachMember) == whole, "\(name), each member a part")
            #expect(Self.collect(root, parts: halves) == whole, "\(name), two parts")
        }
        #expect(withTokens > 50)
    }

    @Test func findingsAndOlderSyntaxKeepTheirOrderAcrossParts() throws {
        // Errors, warnings and older-draft syntax in each member, so every part has some.
        let text = """
            {
              "a": {"bad.name": {"$value": "#fff", "$type": "color"}, "x": {"value": "#000", "type": "color"}},
              "b": {"$weird": 1, "y": {"$value": 12, "$type": "dimension"}, "z": "not a token"},
              "c": {"w": {"$value": {"colorSpace": "srgb", "components": [1, 0, 0]}, "$type": "color", "note": "hi"}}
            }
            """
        let root = try #require(try JSONReader.read(Array(text.utf8), file: "t.json").root.object)
        let whole = Self.collect(root, parts: nil)
        #expect(!whole.diagnostics.isEmpty && !whole.legacyWarnings.isEmpty && whole.legacyReads > 0)
        #expect(Self.collect(root, parts: [0..<1, 1..<2, 2..<3]) == whole)
        #expect(Self.collect(root, parts: [0..<2, 2..<3]) == whole)
    }

    @Test func onlyALargeRootOfSeveralMembersIsCutIntoParts() throws {
        func root(members: Int, tokensEach: Int) throws -> JSONObject {
            let groups = (0..<members).map { group in
                "\"g\(group)\": {"
                    + (0..<tokensEach).map {
                        "\"t\($0)\": {\"$value\": \"#\(String(format: "%06x", $0))\", \"$type\": \"color\"}"
                    }
                    .joined(separator: ", ") + "}"
            }
            let text = "{" + groups.joined(separator: ", ") + "}"
            return try #require(try JSONReader.read(Array(text.utf8), file: "t.json").root.object)
        }
        #expect(TokenCollector.parts(of: try root(members: 3, tokensEach: 10)) == nil)
        #expect(TokenCollector.parts(of: try root(members: 1, tokensEach: 8_000)) == nil)
        if ParallelWork.cores > 1 {
            #expect(TokenCollector.parts(of: try root(members: 3, tokensEach: 4_000)) == [0..<1, 1..<2, 2..<3])
            let flat = try #require(TokenCollector.parts(of: try root(members: 40, tokensEach: 300)))
            #expect(flat.count == TokenCollector.maximumParts && flat.first == 0..<5 && flat.last == 35..<40)
        }
    }
}
