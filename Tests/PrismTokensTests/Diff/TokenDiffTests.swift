import Testing

@testable import PrismTokens

@Suite struct TokenDiffTests {
    func resolve(_ json: String) throws -> TokenSetResolution {
        try TokenSetResolution.resolve(file: "t.json", provider: InMemorySourceFileProvider(["t.json": json]))
    }

    func diff(_ old: String, _ new: String) throws -> TokenDiff {
        TokenDiff(old: try resolve(old), new: try resolve(new))
    }

    static let base = #"""
        { "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$value": 3 } } }
        """#

    @Test func identicalSetsHaveNoChanges() throws {
        let d = try diff(Self.base, Self.base)
        #expect(d.changes.isEmpty)
        #expect(d.semver == .none)
        #expect(TokenDiffText.releaseNotes(d).contains("Suggested version bump: none"))
    }

    @Test func additionIsMinor() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$value": 3 }, "d": { "$value": 4 } } }"#
        )
        #expect(d.changes == [.added(path: TokenPath(dotted: "n.d"), type: .number)])
        #expect(d.semver == .minor)
    }

    @Test func removalIsMajor() throws {
        let d = try diff(Self.base, #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 } } }"#)
        #expect(d.changes == [.removed(path: TokenPath(dotted: "n.c"), type: .number)])
        #expect(d.semver == .major)
    }

    @Test func renameIsDetectedAndMajor() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "three": { "$value": 3 } } }"#)
        #expect(
            d.changes == [.renamed(from: TokenPath(dotted: "n.c"), to: TokenPath(dotted: "n.three"), type: .number)])
        #expect(d.semver == .major)
    }

    @Test func valueChangeIsPatchAndNamesTheTheme() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 20 }, "c": { "$value": 3 } } }"#)
        #expect(
            d.changes == [
                .valueChanged(
                    path: TokenPath(dotted: "n.b"), themes: [.init(theme: "default", old: .number(2), new: .number(20))]
                )
            ])
        #expect(d.semver == .patch)
        #expect(TokenDiffText.releaseNotes(d).contains("- `n.b`: 2 → 20 (default)"))
    }

    @Test func typeChangeIsMajor() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$type": "fontWeight", "$value": 300 } } }"#
        )
        #expect(d.changes == [.typeChanged(path: TokenPath(dotted: "n.c"), old: .number, new: .fontWeight)])
        #expect(d.semver == .major)
    }

    @Test func deprecationIsMinorWithItsMessage() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "c": { "$value": 3, "$deprecated": "Use n.b." } } }"#
        )
        #expect(d.changes == [.deprecated(path: TokenPath(dotted: "n.c"), message: "Use n.b.")])
        #expect(d.semver == .minor)
    }

    @Test func themesAreComparedOneByOne() throws {
        func themed(_ dark: Int) -> String {
            #"""
            { "version": "2025.10", "sets": { "s": { "sources": [{ "n": { "$type": "number", "x": { "$value": 1 } } }] } },
              "modifiers": { "theme": { "contexts": { "light": [], "dark": [{ "n": { "x": { "$value": \#(dark) } } }] } } },
              "resolutionOrder": [{ "$ref": "#/sets/s" }, { "$ref": "#/modifiers/theme" }] }
            """#
        }
        let d = try diff(themed(2), themed(3))
        #expect(
            d.changes == [
                .valueChanged(
                    path: TokenPath(dotted: "n.x"), themes: [.init(theme: "dark", old: .number(2), new: .number(3))])
            ])
    }

    @Test func jsonShape() throws {
        let d = try diff(
            Self.base,
            #"{ "n": { "$type": "number", "a": { "$value": 1 }, "b": { "$value": 2 }, "three": { "$value": 3 }, "d": { "$value": 4 } } }"#
        )
        let text = TokenDiffText.json(d).serialized(indent: nil)
        #expect(
            text
                == #"{"changes":[{"kind":"renamed","path":"n.three","from":"n.c","type":"number"},{"kind":"added","path":"n.d","type":"number"}],"semver":"major"}"#
        )
    }
}
