import Testing

@testable import PrismTokens

/// `$type` inheritance, `$deprecated`, `$description` and `$extensions` on resolved tokens.
@Suite struct TokenMetadataTests {
    // MARK: $type

    @Test func ownTypeBeatsTheGroupType() throws {
        let r = try Resolution.of(#"{ "g": { "$type": "dimension", "n": { "$type": "number", "$value": 2 } } }"#)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("g.n")?.type == .number)
    }

    @Test func anAliasTakesItsTargetsTypeBeforeTheGroupType() throws {
        // Format §5.2.2: own $type → the referenced token's type → the nearest group's $type.
        let text = """
            {
              "colors": { "$type": "color", "blue": { "$value": \(srgb(0, 0, 1)) } },
              "sizes": { "$type": "dimension", "sameAsBlue": { "$value": "{colors.blue}" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("sizes.sameAsBlue")?.type == .color)
    }

    @Test func theNearestGroupTypeWins() throws {
        let text = """
            {
              "outer": {
                "$type": "dimension",
                "inner": { "$type": "number", "deeper": { "n": { "$value": 3 } } },
                "d": { "$value": \(px(1)) }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("outer.inner.deeper.n")?.type == .number)
        #expect(r.token("outer.d")?.type == .dimension)
    }

    @Test func anAliasWithItsOwnTypeMustMatchItsTarget() throws {
        let text = """
            {
              "colors": { "$type": "color", "blue": { "$value": \(srgb(0, 0, 1)) } },
              "n": { "$type": "number", "$value": "{colors.blue}" },
              "ok": { "$type": "color", "$value": "{colors.blue}" }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.type-mismatch", at: #""{colors.blue}""#, in: text)
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.token("ok")?.type == .color)
    }

    @Test func typesFlowAlongAliasChains() throws {
        let text = """
            {
              "a": { "$type": "duration", "$value": { "value": 100, "unit": "ms" } },
              "g": { "$type": "number", "b": { "$value": "{a}" }, "c": { "$value": "{g.b}" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("g.c")?.type == .duration)
        #expect(r.token("g.c")?.value == .duration(Duration(100, .ms)))
    }

    @Test func rootTokensInheritTheirGroupsType() throws {
        let r = try Resolution.of(
            #"{ "spacing": { "$type": "dimension", "$root": { "$value": \#(px(16)) }, "small": { "$value": \#(px(8)) } } }"#
        )
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("spacing.$root")?.type == .dimension)
        #expect(r.token("spacing.$root")?.value == .dimension(Dimension(16, .px)))
    }

    // MARK: $deprecated

    @Test func deprecatedTrueAndString() throws {
        let text = """
            {
              "c": {
                "$type": "color",
                "a": { "$value": \(srgb(0, 0, 0)), "$deprecated": true },
                "b": { "$value": \(srgb(0, 0, 0)), "$deprecated": "Use c.d instead." },
                "c": { "$value": \(srgb(0, 0, 0)), "$deprecated": false },
                "d": { "$value": \(srgb(0, 0, 0)) }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("c.a")?.deprecation == "")
        #expect(r.token("c.b")?.deprecation == "Use c.d instead.")
        #expect(r.token("c.c")?.deprecation == nil)
        #expect(r.token("c.d")?.deprecation == nil)
    }

    @Test func deprecationIsInheritedFromGroupsUnlessOverridden() throws {
        // Format §6.2.4: a group's $deprecated "will apply to all tokens within that group, unless a token
        // explicitly sets a value of false. Any value provided by a token will override the group default."
        let text = """
            {
              "old": {
                "$type": "number",
                "$deprecated": "Use the new scale.",
                "inherits": { "$value": 1 },
                "nested": { "deep": { "$value": 2 } },
                "ownReason": { "$value": 3, "$deprecated": "Removed in 3.0." },
                "notDeprecated": { "$value": 4, "$deprecated": false },
                "revived": { "$deprecated": false, "fine": { "$value": 5 } }
              },
              "flag": { "$type": "number", "$deprecated": true, "t": { "$value": 6 } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("old.inherits")?.deprecation == "Use the new scale.")
        #expect(r.token("old.nested.deep")?.deprecation == "Use the new scale.")
        #expect(r.token("old.ownReason")?.deprecation == "Removed in 3.0.")
        #expect(r.token("old.notDeprecated")?.deprecation == nil)
        #expect(r.token("old.revived.fine")?.deprecation == nil)
        #expect(r.token("flag.t")?.deprecation == "")
    }

    // MARK: $description and $extensions

    @Test func descriptionsAreTheTokensOwn() throws {
        let text = """
            {
              "c": {
                "$type": "color",
                "$description": "The palette (describes the group)",
                "a": { "$value": \(srgb(0, 0, 0)), "$description": "Text on light surfaces" },
                "b": { "$value": \(srgb(0, 0, 0)) },
                "alias": { "$value": "{c.a}" }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("c.a")?.description == "Text on light surfaces")
        #expect(r.token("c.b")?.description == nil, "a group's $description describes the group (Format §6.2.1)")
        #expect(r.token("c.alias")?.description == nil, "an alias does not take its target's description")
    }

    @Test func extensionsAreKeptVerbatim() throws {
        let extensions =
            #"{"org.example.tool-a": 42, "org.example.tool-b": {"turn-up-to-11": true, "list": [1, "two", null, 3.5e-7], "nested": {"z": 1, "a": 2}}, "com.byescaleira.prism": {"textStyle": "body"}}"#
        let text = """
            {
              "g": {
                "$type": "number",
                "$extensions": { "org.example.group": "group data" },
                "t": { "$value": 1, "$extensions": \(extensions) },
                "plain": { "$value": 2 },
                "alias": { "$value": "{g.t}", "$extensions": { "org.example.alias": [] } }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        let t = try #require(r.token("g.t"))
        let node = try #require(t.extensions)
        #expect(
            JSONText(node).serialized(indent: nil)
                == #"{"org.example.tool-a":42,"org.example.tool-b":{"turn-up-to-11":true,"list":[1,"two",null,3.5e-7],"nested":{"z":1,"a":2}},"com.byescaleira.prism":{"textStyle":"body"}}"#
        )
        #expect(t.prismExtension?["textStyle"]?.string == "body")
        #expect(r.token("g.plain")?.extensions == nil, "a group's $extensions relate to the group only")
        let alias = try #require(r.token("g.alias")?.extensions)
        #expect(JSONText(alias).serialized(indent: nil) == #"{"org.example.alias":[]}"#)
    }

    @Test func locationsPointAtTheNameAndTheValue() throws {
        let text = """
            {
              "g": {
                "$type": "number",
                "t": {
                  "$value": 1
                }
              }
            }
            """
        let token = try #require(try Resolution.of(text).token("g.t"))
        #expect(token.location.line == 4)
        #expect(token.location.column == 5)
        #expect(token.valueLocation.line == 5)
        #expect(token.valueLocation.column == 17)
        #expect(token.location.file == "tokens.json")
    }
}
