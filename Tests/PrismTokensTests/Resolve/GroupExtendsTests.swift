import Testing

@testable import PrismTokens

/// Group `$extends` (Format §6.7): deep merge with local members winning, chains, and its errors.
@Suite struct GroupExtendsTests {
    @Test func extendsDeepMergesWithOwnMembersWinning() throws {
        let text = """
            {
              "button": {
                "$type": "color",
                "$description": "base button",
                "background": { "$value": \(srgb(0, 0, 1)) },
                "text": { "$value": \(srgb(1, 1, 1)) },
                "state": {
                  "hover": { "$value": \(srgb(0, 0, 0.8)) },
                  "pressed": { "$value": \(srgb(0, 0, 0.6)) }
                }
              },
              "danger": {
                "$extends": "{button}",
                "background": { "$value": \(srgb(1, 0, 0)) },
                "border": { "$value": \(srgb(0.5, 0, 0)) },
                "state": {
                  "hover": { "$value": \(srgb(0.8, 0, 0)) }
                }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        let theme = try #require(r.themes.first)
        // Own token wins; inherited ones are copied; new ones added.
        #expect(theme["danger.background"]?.value == .color(TokenColor(colorSpace: "srgb", components: [1, 0, 0])))
        #expect(theme["danger.text"]?.value == theme["button.text"]?.value)
        #expect(theme["danger.border"] != nil)
        // Nested groups merge member by member.
        #expect(theme["danger.state.hover"]?.value == .color(TokenColor(colorSpace: "srgb", components: [0.8, 0, 0])))
        #expect(theme["danger.state.pressed"]?.value == theme["button.state.pressed"]?.value)
        // The inherited group $type applies to the merged group; the base is untouched.
        #expect(theme["danger.border"]?.type == .color)
        #expect(theme["button.background"]?.value == .color(TokenColor(colorSpace: "srgb", components: [0, 0, 1])))
        #expect(theme["button.border"] == nil)
        let dangerTokens = theme.tokens.filter { $0.path.segments.first == "danger" }.map(\.path.description).sorted()
        #expect(
            dangerTokens == [
                "danger.background", "danger.border", "danger.state.hover", "danger.state.pressed", "danger.text",
            ])
    }

    @Test func overridingReplacesTheWholeToken() throws {
        // Format §6.7.2 "complete replacement": the local token is not merged property by property.
        let text = """
            {
              "input": { "field": { "width": { "$type": "dimension", "$value": { "value": 12, "unit": "rem" }, "$description": "base" } } },
              "amount": { "$extends": "{input}", "field": { "width": { "$type": "dimension", "$value": \(px(100)) } } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("amount.field.width")?.value == .dimension(Dimension(100, .px)))
        #expect(r.token("amount.field.width")?.description == nil)
        #expect(r.token("input.field.width")?.description == "base")
    }

    @Test func ownGroupTypeWinsOverTheExtendedGroupsType() throws {
        let text = """
            {
              "base": { "$type": "color", "c": { "$value": \(srgb(0, 0, 0)) } },
              "sizes": { "$extends": "{base}", "$type": "dimension", "c": { "$value": \(px(4)) } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("sizes.c")?.type == .dimension)
    }

    @Test func extendsAcceptsAJSONPointerObject() throws {
        let text = """
            {
              "base": { "$type": "number", "one": { "$value": 1 } },
              "more": { "$extends": { "$ref": "#/base" }, "two": { "$value": 2 } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("more.one")?.value == .number(1))
        #expect(r.token("more.two")?.value == .number(2))
    }

    @Test func extendsChainsCompose() throws {
        let text = """
            {
              "c": { "$extends": "{b}", "three": { "$value": 3 } },
              "b": { "$extends": "{a}", "two": { "$value": 2 }, "one": { "$value": 10 } },
              "a": { "$type": "number", "one": { "$value": 1 } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("c.one")?.value == .number(10), "b's override is inherited by c")
        #expect(r.token("c.two")?.value == .number(2))
        #expect(r.token("c.three")?.value == .number(3))
        #expect(r.token("a.one")?.value == .number(1))
    }

    @Test func extendsANestedGroup() throws {
        let text = """
            {
              "color": { "$type": "color", "brand": { "$root": { "$value": \(srgb(0, 0.4, 0.8)) }, "light": { "$value": \(srgb(0.2, 0.5, 0.9)) } } },
              "semantic": { "$type": "color", "$extends": "{color.brand}", "success": { "$value": \(srgb(0, 0.8, 0.4)) } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("semantic.$root")?.value == r.token("color.brand.$root")?.value)
        #expect(r.token("semantic.light") != nil)
        #expect(r.token("semantic.success") != nil)
    }

    @Test func extendsComposesWithNestedExtends() throws {
        let text = """
            {
              "x": { "$extends": "{y}" },
              "y": { "sub": { "$extends": "{z}", "own": { "$type": "number", "$value": 1 } } },
              "z": { "$type": "number", "zt": { "$value": 2 } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("x.sub.zt")?.value == .number(2), "y.sub is extended before x copies it")
        #expect(r.token("x.sub.own")?.value == .number(1))
    }

    @Test func extendsMayTargetAGroupThatOnlyExistsThroughAnotherExtends() throws {
        // b.c exists once b has inherited d's members.
        let text = """
            {
              "a": { "$extends": "{b.c}" },
              "b": { "$extends": "{d}" },
              "d": { "c": { "$type": "number", "t": { "$value": 5 } } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.token("b.c.t")?.value == .number(5))
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("a.t")?.value == .number(5))
    }

    @Test func extendsOfATokenIsATargetError() throws {
        let text = """
            {
              "t": { "$type": "number", "$value": 1 },
              "g": { "$extends": "{t}", "x": { "$type": "number", "$value": 2 } }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.target", at: #""{t}""#, in: text)
        #expect(d?.token == "g")
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.token("g.x")?.value == .number(2), "the group's own tokens still resolve")
    }

    @Test func extendsOfAMissingGroupIsUnresolved() throws {
        let text = #"{ "g": { "$extends": "{button}", "x": { "$type": "number", "$value": 2 } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.unresolved", at: #""{button}""#, in: text)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test(arguments: ["5", #""button""#, #""{a}{b}""#, "[]"])
    func malformedExtendsIsAnError(written: String) throws {
        let text = #"{ "button": { "$type": "number", "x": { "$value": 1 } }, "g": { "$extends": \#(written) } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.malformed", at: written, after: #""$extends": "#, in: text)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func extendsCyclesAreReportedOnEveryGroup() throws {
        // Format §6.7.4: "Tools MUST report this as an error affecting groups a, b, and c."
        let text = """
            {
              "a": { "$extends": "{b}", "x": { "$type": "number", "$value": 1 } },
              "b": { "$extends": "{c}" },
              "c": { "$extends": "{a}" }
            }
            """
        let r = try Resolution.of(text)
        for (group, reference) in [("a", "{b}"), ("b", "{c}"), ("c", "{a}")] {
            let d = expectDiagnostic(r, "reference.cycle", at: "\"\(reference)\"", in: text)
            #expect(d?.token == group)
        }
        #expect(r.errors.count == 3, "\(r.listing)")
    }

    @Test func extendingAnAncestorIsACycle() throws {
        let text = """
            {
              "button": {
                "$type": "number",
                "size": { "$value": 1 },
                "secondary": { "$extends": "{button}" }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.cycle", at: #""{button}""#, in: text)
        #expect(d?.token == "button.secondary")
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func extendingADescendantIsACycle() throws {
        let text = """
            {
              "card": {
                "$extends": "{card.inner}",
                "inner": { "$type": "number", "x": { "$value": 1 } }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.cycle", at: #""{card.inner}""#, in: text)
        #expect(d?.token == "card")
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.token("card.inner.x")?.value == .number(1), "the group is left unexpanded")
    }

    @Test func aCycleThroughAnAncestorOfTheTargetIsReportedOnEveryGroup() throws {
        // a copies b.c, which b would get from a: each waits for the other.
        let text = """
            {
              "a": { "$extends": "{b.c}", "c": { "$type": "number", "t": { "$value": 1 } } },
              "b": { "$extends": "{a}" },
              "outside": { "$extends": "{a}" }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.cycle", at: #""{b.c}""#, in: text)
        expectDiagnostic(r, "reference.cycle", at: #""{a}""#, in: text)
        #expect(r.errors.count == 2, "a group extending a member of the cycle is not on it: \(r.listing)")
    }

    @Test func aTwoGroupCycleIsReportedOnBoth() throws {
        let text = """
            {
              "groupA": { "$extends": "{groupB}", "token": { "$type": "number", "$value": 1 } },
              "groupB": { "$extends": "{groupA}", "token": { "$type": "number", "$value": 2 } }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.cycle", at: #""{groupB}""#, in: text)
        expectDiagnostic(r, "reference.cycle", at: #""{groupA}""#, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func extendsWorksAcrossMergedSources() throws {
        let resolver = """
            {
              "version": "2025.10",
              "sets": {
                "base": { "sources": [{ "button": { "$type": "number", "size": { "$value": 1 } } }] },
                "components": { "sources": [{ "big": { "$extends": "{button}", "gap": { "$value": 2 } } }] }
              },
              "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/sets/components" }]
            }
            """
        let r = try Resolution.of(resolver)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("big.size")?.value == .number(1))
        #expect(r.token("big.gap")?.value == .number(2))
    }

    @Test func aGroupRefWithSiblingsExtendsTheGroup() throws {
        // Format §6.7 shows the JSON Schema spelling of $extends: `"$ref": "#/button"` beside local members
        // (spec example format-groups-06).
        let text = """
            {
              "button": { "$type": "number", "padding": { "$value": 4 }, "radius": { "$value": 2 } },
              "button-primary": { "$ref": "#/button", "radius": { "$value": 8 } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("button-primary.padding")?.value == .number(4))
        #expect(r.token("button-primary.radius")?.value == .number(8))
        #expect(r.token("button.radius")?.value == .number(2), "the extended group is unchanged")
    }

    @Test func aGroupRefToAMissingGroupIsUnresolvedAndNotAboutValue() throws {
        let text = ##"{ "b": { "$ref": "#/nowhere", "x": { "$type": "number", "$value": 1 } } }"##
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.unresolved", at: ##""#/nowhere""##, in: text)
        #expect(d?.token == "b")
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(!r.all.contains { $0.message.contains("$value") }, "\(r.listing)")
        #expect(r.token("b.x")?.value == .number(1), "the group's own tokens still resolve")
    }

    @Test(arguments: [#""other.json#/button""#, #""{button}""#, "5"])
    func aGroupRefThatIsNotASameDocumentPointerIsMalformed(written: String) throws {
        let text =
            #"{ "button": { "$type": "number", "x": { "$value": 1 } }, "g": { "$ref": \#(written), "y": { "$type": "number", "$value": 2 } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.malformed", at: written, after: #""g""#, in: text)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func groupRefCyclesAreReportedOnEveryGroup() throws {
        let text =
            ##"{ "a": { "$ref": "#/b", "x": { "$type": "number", "$value": 1 } }, "b": { "$ref": "#/a", "y": { "$type": "number", "$value": 2 } } }"##
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.cycle", at: ##""#/b""##, in: text)
        #expect(d?.message == "circular '$ref': a → b → a; remove one of these '$ref'", "\(d?.message ?? "")")
        expectDiagnostic(r, "reference.cycle", at: ##""#/a""##, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func aGroupWithBothExtendsAndRefUsesExtendsAndSaysToKeepOne() throws {
        let text =
            ##"{ "p": { "$type": "number", "x": { "$value": 1 } }, "q": { "$type": "number", "y": { "$value": 2 } }, "g": { "$extends": "{p}", "$ref": "#/q", "z": { "$type": "number", "$value": 3 } } }"##
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.structure", at: ##""#/q""##, in: text)
        #expect(d?.message.contains("keep one") == true, "\(d?.message ?? "")")
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.token("g.x")?.value == .number(1))
        #expect(r.token("g.y") == nil)
    }

    @Test func aLoneRefIsStillAWholeTokenReference() throws {
        // Without members of its own, {"$ref": …} is a token whose value is the referenced token's.
        let text = ##"{ "a": { "$type": "number", "$value": 1 }, "b": { "$ref": "#/a" } }"##
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("b")?.value == .number(1))
    }
}
