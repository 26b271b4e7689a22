import Testing

@testable import PrismTokens

/// Curly aliases and JSON-Pointer `$ref`s: chains, pointers into values, and every reference error.
@Suite struct ReferenceResolutionTests {
    static let palette = """
        {
          "color": {
            "$type": "color",
            "blue": { "$value": \(srgb(0, 0.4, 0.8)) },
            "accent": {
              "$root": { "$value": \(srgb(1, 0.5, 0)) },
              "light": { "$value": \(srgb(1, 0.8, 0.6)) }
            }
          },
          "size": { "$type": "dimension", "sm": { "$value": \(px(4)) } }
        }
        """

    /// The palette with more members added at the end.
    static func palette(adding members: String) -> String {
        String(palette.dropLast(2)) + ",\n" + members + "\n}"
    }

    @Test func aliasChainsAreFollowedToTheEndAndAliasOfIsTheFirstHop() throws {
        let text = """
            {
              "base": { "$type": "color", "$value": \(srgb(0, 0.4, 0.8)) },
              "one": { "$value": "{base}" },
              "two": { "$value": "{one}" },
              "three": { "$value": "{two}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        let base = try #require(r.token("base"))
        for (name, hop) in [("one", "base"), ("two", "one"), ("three", "two")] {
            let token = try #require(r.token(name))
            #expect(token.value == base.value, "\(name)")
            #expect(token.type == .color, "\(name)")
            #expect(token.aliasOf == TokenPath(dotted: hop), "\(name)")
        }
        #expect(base.aliasOf == nil)
        // Where the alias itself is written, not where the final value is.
        #expect(r.token("three")?.valueLocation.line == 5)
    }

    @Test func tokenLevelRefIsAnAlias() throws {
        let text = """
            {
              "colors": { "blue": { "$type": "color", "$value": \(srgb(0, 0.4, 0.8)) } },
              "semantic": { "primary": { "$ref": "#/colors/blue" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        let primary = try #require(r.token("semantic.primary"))
        #expect(primary.type == .color)
        #expect(primary.aliasOf == TokenPath(dotted: "colors.blue"))
        #expect(primary.value == r.token("colors.blue")?.value)
    }

    @Test func wholeValueRefObjectIsAnAlias() throws {
        let text = """
            {
              "a": { "$type": "number", "$value": 3 },
              "b": { "$value": { "$ref": "#/a" } },
              "c": { "$value": { "$ref": "#/a/$value" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("b")?.value == .number(3))
        #expect(r.token("b")?.aliasOf == TokenPath(dotted: "a"))
        #expect(r.token("c")?.value == .number(3))
    }

    @Test func rootTokensAreReferencedWithDollarRoot() throws {
        let text = Self.palette(
            adding: """
                  "uses": {
                    "$type": "color",
                    "root": { "$value": "{color.accent.$root}" },
                    "pointer": { "$ref": "#/color/accent/$root" },
                    "group": { "$value": "{color.accent}" }
                  }
                """)
        let r = try Resolution.of(text)
        let root = try #require(r.token("color.accent.$root"))
        #expect(root.type == .color)
        #expect(r.token("uses.root")?.value == root.value)
        #expect(r.token("uses.root")?.aliasOf == TokenPath(dotted: "color.accent.$root"))
        #expect(r.token("uses.pointer")?.value == root.value)
        let d = expectDiagnostic(r, "reference.target", at: #""{color.accent}""#, in: text)
        #expect(d?.message.contains("{color.accent.$root}") == true, "the hint names the $root token")
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    // MARK: Pointers into values

    @Test func pointersIntoAColorValue() throws {
        let text = """
            {
              "base": { "blue": { "$type": "color", "$value": \(srgb(0.2, 0.4, 0.9)) } },
              "hue": { "$type": "number", "$value": { "$ref": "#/base/blue/$value/components/0" } },
              "semantic": {
                "$type": "color",
                "primary": {
                  "$value": {
                    "colorSpace": "srgb",
                    "components": [{ "$ref": "#/base/blue/$value/components/0" }, { "$ref": "#/base/blue/$value/components/1" }, 0.7]
                  }
                }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("hue")?.value == .number(0.2))
        #expect(r.token("hue")?.aliasOf == nil, "a pointer into a value is not an alias of the token")
        #expect(
            r.token("semantic.primary")?.value == .color(TokenColor(colorSpace: "srgb", components: [0.2, 0.4, 0.7])))
    }

    @Test func pointersIntoADimensionValueAndUnit() throws {
        let text = """
            {
              "base": { "spacing": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } } },
              "layout": {
                "$type": "dimension",
                "small": { "$value": { "value": { "$ref": "#/base/spacing/$value/value" }, "unit": "rem" } },
                "large": { "$value": { "value": 32, "unit": { "$ref": "#/base/spacing/$value/unit" } } }
              }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("layout.small")?.value == .dimension(Dimension(16, .rem)))
        #expect(r.token("layout.large")?.value == .dimension(Dimension(32, .px)))
    }

    @Test func pointersIntoATypographyValue() throws {
        let text = """
            {
              "base": {
                "text": {
                  "$type": "typography",
                  "$value": { "fontFamily": ["Helvetica", "Arial"], "fontSize": \(px(16)), "fontWeight": 400, "letterSpacing": \(px(0)), "lineHeight": 1.5 }
                }
              },
              "h1": {
                "$type": "typography",
                "$value": {
                  "fontFamily": { "$ref": "#/base/text/$value/fontFamily" },
                  "fontSize": \(px(32)),
                  "fontWeight": 700,
                  "letterSpacing": { "$ref": "#/base/text/$value/letterSpacing" },
                  "lineHeight": { "$ref": "#/base/text/$value/lineHeight" }
                }
              },
              "family": { "$type": "fontFamily", "$value": { "$ref": "#/base/text/$value/fontFamily/1" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(
            r.token("h1")?.value
                == .typography(
                    Typography(
                        fontFamily: ["Helvetica", "Arial"], fontSize: Dimension(32, .px), fontWeight: 700,
                        letterSpacing: Dimension(0, .px), lineHeight: 1.5)))
        #expect(r.token("family")?.value == .fontFamily(["Arial"]))
    }

    @Test func pointersIntoAnAliasSeeItsResolvedValue() throws {
        let text = """
            {
              "a": { "$type": "color", "$value": \(srgb(0.1, 0.2, 0.3)) },
              "b": { "$value": "{a}" },
              "green": { "$type": "number", "$value": { "$ref": "#/b/$value/components/1" } }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("green")?.value == .number(0.2))
    }

    @Test func pointerEscapesFollowRFC6901() throws {
        let text = """
            {
              "a/b": { "$type": "number", "$value": 1 },
              "c~d": { "$type": "number", "$value": 2 },
              "x": { "$ref": "#/a~1b" },
              "y": { "$ref": "#/c~0d" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("x")?.value == .number(1))
        #expect(r.token("y")?.value == .number(2))
    }

    @Test func compositeMemberReferencesAreRecorded() throws {
        let text = """
            {
              "c": { "$type": "color", "$value": \(srgb(0, 0, 0)) },
              "w": { "$type": "dimension", "$value": \(px(2)) },
              "border": { "$type": "border", "$value": { "color": "{c}", "width": "{w}", "style": "solid" } },
              "shadow": { "$type": "shadow", "$value": [{ "color": "{c}", "offsetX": "{w}", "offsetY": \(px(1)), "blur": \(px(1)), "spread": \(px(0)) }] }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        let border = try #require(r.token("border"))
        #expect(border.memberReferences == ["color": TokenPath(dotted: "c"), "width": TokenPath(dotted: "w")])
        #expect(
            border.value
                == .border(
                    Border(
                        color: TokenColor(colorSpace: "srgb", components: [0, 0, 0]), width: Dimension(2, .px),
                        style: .keyword("solid"))))
        #expect(
            r.token("shadow")?.memberReferences == [
                "0.color": TokenPath(dotted: "c"), "0.offsetX": TokenPath(dotted: "w"),
            ])
    }

    @Test func shadowArraysMayReferenceShadowTokens() throws {
        // Format §9.5 (format-composite-types-09): a layer of a shadow array may be a reference.
        let layer =
            #"{ "color": \#(srgb(0, 0, 0)), "offsetX": \#(px(1)), "offsetY": \#(px(1)), "blur": \#(px(1)), "spread": \#(px(0)) }"#
        let text = """
            {
              "single": { "$type": "shadow", "$value": \(layer) },
              "double": { "$type": "shadow", "$value": [\(layer), \(layer)] },
              "usesSingle": { "$type": "shadow", "$value": ["{single}", \(layer)] },
              "usesDouble": { "$type": "shadow", "$value": ["{double}", \(layer)] }
            }
            """
        let r = try Resolution.of(text)
        if case .shadow(let layers)? = r.token("usesSingle")?.value {
            #expect(layers.count == 2)
        } else {
            Issue.record("usesSingle: \(r.listing)")
        }
        #expect(r.all.isEmpty, "\(r.listing)")
        if case .shadow(let layers)? = r.token("usesDouble")?.value {
            #expect(layers.count == 3)
        } else {
            Issue.record("usesDouble did not resolve")
        }
        #expect(r.token("usesDouble")?.resolvedJSON.array?.count == 3)
    }

    @Test func aSplicedMultiLayerShadowCarriesItsMemberReferencesToTheirNewPositions() throws {
        // Member references are keyed by where the member ends up: after two spliced layers, the
        // token's own layer is layer 2, and the target's references move with its layers.
        let layer =
            #"{ "color": "{c}", "offsetX": \#(px(1)), "offsetY": \#(px(1)), "blur": \#(px(1)), "spread": \#(px(0)) }"#
        let text = """
            {
              "c": { "$type": "color", "$value": \(srgb(0, 0, 0)) },
              "single": { "$type": "shadow", "$value": \(layer) },
              "double": { "$type": "shadow", "$value": ["{single}", \(layer)] },
              "uses": { "$type": "shadow", "$value": ["{double}", \(layer), "{single}"] }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(
            r.token("double")?.memberReferences == [
                "0": TokenPath(dotted: "single"), "1.color": TokenPath(dotted: "c"),
            ])
        #expect(
            r.token("uses")?.memberReferences == [
                "0": TokenPath(dotted: "single"), "1.color": TokenPath(dotted: "c"),
                "2.color": TokenPath(dotted: "c"), "3": TokenPath(dotted: "single"),
            ])
        if case .shadow(let layers)? = r.token("uses")?.value {
            #expect(layers.count == 4)
        } else {
            Issue.record("uses did not resolve: \(r.listing)")
        }
    }

    @Test func gradientStopsMayReferenceGradientTokens() throws {
        let stop = #"{ "color": \#(srgb(0, 0, 0)), "position": 0 }"#
        let text = """
            {
              "base": { "$type": "gradient", "$value": [\(stop), \(stop)] },
              "more": { "$type": "gradient", "$value": ["{base}", { "color": \(srgb(1, 1, 1)), "position": 1 }] }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        if case .gradient(let stops)? = r.token("more")?.value {
            #expect(stops.map(\.position) == [0, 0, 1])
        } else {
            Issue.record("more did not resolve: \(r.listing)")
        }
    }

    // MARK: Errors

    @Test func unresolvedReferencesSuggestTheClosestPath() throws {
        let text = Self.palette(
            adding: """
                  "u": { "$type": "color", "$value": "{color.bleu}" },
                  "v": { "$type": "color", "$value": "{nothing.like.it}" }
                """)
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.unresolved", at: #""{color.bleu}""#, in: text)
        #expect(d?.token == "u")
        #expect(d?.message.contains("did you mean '{color.blue}'") == true, "\(d?.message ?? "")")
        expectDiagnostic(r, "reference.unresolved", at: #""{nothing.like.it}""#, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func unresolvedReferencesInsideCompositesPointAtTheMember() throws {
        let text = """
            {
              "b": { "$type": "border", "$value": { "color": "{missing.color}", "width": \(px(1)), "style": "solid" } }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.unresolved", at: #""{missing.color}""#, in: text)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("b") == nil)
    }

    @Test func unresolvedPointers() throws {
        let text = """
            {
              "a": { "$type": "color", "$value": \(srgb(0, 0, 0)) },
              "nowhere": { "$ref": "#/b" },
              "pastTheEnd": { "$type": "number", "$value": { "$ref": "#/a/$value/components/7" } }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.unresolved", at: ##""#/b""##, in: text)
        expectDiagnostic(r, "reference.unresolved", at: ##""#/a/$value/components/7""##, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func referencesToGroupsAndNonTokensAreTargetErrors() throws {
        let text = Self.palette(
            adding: """
                  "toGroup": { "$type": "color", "$value": "{color}" },
                  "pointerToGroup": { "$ref": "#/color" },
                  "pointerToType": { "$type": "color", "$value": { "$ref": "#/color/blue/$type" } },
                  "pointerToDescription": { "$ref": "#/color/blue/$description" }
                """)
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.target", at: #""{color}""#, in: text)
        expectDiagnostic(r, "reference.target", at: ##""#/color""##, in: text)
        expectDiagnostic(r, "reference.target", at: ##""#/color/blue/$type""##, in: text)
        expectDiagnostic(r, "reference.target", at: ##""#/color/blue/$description""##, in: text)
        #expect(r.errors.count == 4, "\(r.listing)")
    }

    static let malformed: [String] = [
        #""{color.blue""#, #""color.blue}""#, #""{color..blue}""#, #""{}""#, #""{{color.blue}}""#,
        #""{.color.blue}""#, #""{color.blue.}""#, #""{color.blue} {x""#, #""{ color.blue } px""#,
        // "x{color.blue}" and "{a}{b}" are references inside a string (compat.string-reference): CompatibilityTests.
    ]

    @Test(arguments: malformed)
    func malformedCurlyReferencesAreErrors(written: String) throws {
        let text = Self.palette(
            adding: """
                  "m": { "$type": "color", "$value": \(written) }
                """)
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.malformed", at: written, in: text)
        #expect(d?.token == "m")
        #expect(r.all.count == 1, "\(r.listing)")
    }

    @Test(arguments: [
        (#"{ "$ref": 5 }"#, "5"), (#"{ "$ref": "/color/blue" }"#, #""/color/blue""#),
        (##"{ "$ref": "#color/blue" }"##, ##""#color/blue""##),
        (##"{ "$ref": "#/color/bl~2ue" }"##, ##""#/color/bl~2ue""##),
    ])
    func malformedPointersAreErrors(written: String, marker: String) throws {
        let text = Self.palette(
            adding: """
                  "m": { "$type": "color", "$value": \(written) }
                """)
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.malformed", at: marker, after: #""m""#, in: text)
        #expect(r.all.count == 1, "\(r.listing)")
    }

    @Test func wholeValueTypeMismatches() throws {
        let text = Self.palette(
            adding: """
                  "n": { "$type": "number", "$value": "{color.blue}" },
                  "p": { "$type": "dimension", "$value": { "$ref": "#/color/blue" } },
                  "q": { "$type": "dimension", "$ref": "#/color/blue" }
                """)
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "reference.type-mismatch", at: #""{color.blue}""#, in: text)
        #expect(d?.message.contains("number") == true && d?.message.contains("color") == true, "\(d?.message ?? "")")
        expectDiagnostic(r, "reference.type-mismatch", at: ##""#/color/blue""##, in: text)
        expectDiagnostic(r, "reference.type-mismatch", at: ##""#/color/blue""##, occurrence: 2, in: text)
        #expect(r.errors.count == 3, "\(r.listing)")
    }

    struct Mismatch: Sendable, CustomTestStringConvertible {
        var type: String
        var value: String
        var reference: String
        var testDescription: String { "\(type) with \(reference)" }
    }

    /// Each composite member referencing a token of the wrong type.
    static let mismatches: [Mismatch] = {
        let c = srgb(0, 0, 0)
        let d = px(1)
        let ms = #"{"value": 100, "unit": "ms"}"#
        return [
            Mismatch(
                type: "border", value: #"{"color": "{size.sm}", "width": \#(d), "style": "solid"}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "border", value: #"{"color": \#(c), "width": "{color.blue}", "style": "solid"}"#,
                reference: "{color.blue}"),
            Mismatch(
                type: "border", value: #"{"color": \#(c), "width": \#(d), "style": "{size.sm}"}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "shadow",
                value:
                    #"{"color": \#(c), "offsetX": "{color.blue}", "offsetY": \#(d), "blur": \#(d), "spread": \#(d)}"#,
                reference: "{color.blue}"),
            Mismatch(
                type: "shadow",
                value: #"[{"color": "{size.sm}", "offsetX": \#(d), "offsetY": \#(d), "blur": \#(d), "spread": \#(d)}]"#,
                reference: "{size.sm}"),
            Mismatch(type: "gradient", value: #"[{"color": "{size.sm}", "position": 0}]"#, reference: "{size.sm}"),
            Mismatch(type: "gradient", value: #"[{"color": \#(c), "position": "{size.sm}"}]"#, reference: "{size.sm}"),
            Mismatch(
                type: "typography",
                value:
                    #"{"fontFamily": "{color.blue}", "fontSize": \#(d), "fontWeight": 400, "letterSpacing": \#(d), "lineHeight": 1}"#,
                reference: "{color.blue}"),
            Mismatch(
                type: "typography",
                value:
                    #"{"fontFamily": "A", "fontSize": "{color.blue}", "fontWeight": 400, "letterSpacing": \#(d), "lineHeight": 1}"#,
                reference: "{color.blue}"),
            Mismatch(
                type: "typography",
                value:
                    #"{"fontFamily": "A", "fontSize": \#(d), "fontWeight": "{size.sm}", "letterSpacing": \#(d), "lineHeight": 1}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "typography",
                value:
                    #"{"fontFamily": "A", "fontSize": \#(d), "fontWeight": 400, "letterSpacing": \#(d), "lineHeight": "{size.sm}"}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "transition",
                value: #"{"duration": "{size.sm}", "delay": \#(ms), "timingFunction": [0, 0, 1, 1]}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "transition", value: #"{"duration": \#(ms), "delay": \#(ms), "timingFunction": "{size.sm}"}"#,
                reference: "{size.sm}"),
            Mismatch(
                type: "strokeStyle", value: #"{"dashArray": ["{color.blue}"], "lineCap": "round"}"#,
                reference: "{color.blue}"),
        ]
    }()

    @Test(arguments: mismatches)
    func typeMismatchesInsideComposites(_ m: Mismatch) throws {
        let text = Self.palette(
            adding: """
                  "composite": { "$type": "\(m.type)", "$value": \(m.value) }
                """)
        let r = try Resolution.of(text)
        let d = expectDiagnostic(
            r, "reference.type-mismatch", at: "\"\(m.reference)\"", after: #""composite""#, in: text)
        #expect(d?.token == "composite")
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("composite") == nil)
    }

    @Test func arrayElementsOfTheWrongTypeAreTypeMismatches() throws {
        let text = Self.palette(
            adding: """
                  "shadow": { "$type": "shadow", "$value": ["{color.blue}"] },
                  "gradient": { "$type": "gradient", "$value": ["{size.sm}"] }
                """)
        let r = try Resolution.of(text)
        #expect(r.errors.count == 2, "\(r.listing)")
        let shadow = expectDiagnostic(
            r, "reference.type-mismatch", at: #""{color.blue}""#, after: #""shadow""#, in: text)
        #expect(shadow?.token == "shadow")
        #expect(shadow?.message.contains("reference a shadow token") == true, "\(shadow?.message ?? "")")
        let gradient = expectDiagnostic(
            r, "reference.type-mismatch", at: #""{size.sm}""#, after: #""gradient""#, in: text)
        #expect(gradient?.token == "gradient")
        #expect(r.token("shadow") == nil && r.token("gradient") == nil)
    }

    // MARK: Cycles

    @Test func aliasCyclesAreReportedOnEveryMemberAtItsOwnReference() throws {
        let text = """
            {
              "a": { "$type": "number", "$value": "{b}" },
              "b": { "$type": "number", "$value": "{c}" },
              "c": { "$type": "number", "$value": "{a}" },
              "d": { "$type": "number", "$value": "{a}" },
              "e": { "$type": "number", "$value": 1 }
            }
            """
        let r = try Resolution.of(text)
        for (token, reference) in [("a", "{b}"), ("b", "{c}"), ("c", "{a}")] {
            let d = expectDiagnostic(r, "reference.cycle", at: "\"\(reference)\"", in: text)
            #expect(d?.token == token)
            #expect(d?.message.contains("a → b → c → a") == true, "\(d?.message ?? "")")
        }
        #expect(r.errors.count == 3, "a token depending on a cycle is not reported again: \(r.listing)")
        #expect(r.themes.first?.tokens.map(\.path.description) == ["e"])
    }

    @Test func aTokenReferencingItselfIsACycle() throws {
        let text = #"{ "a": { "$type": "number", "$value": "{a}" } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.cycle", at: #""{a}""#, in: text)
        #expect(r.all.count == 1)
    }

    @Test func pointerCyclesAreReportedOnEveryMember() throws {
        let text = """
            {
              "x": { "$ref": "#/y" },
              "y": { "$ref": "#/x" },
              "z": { "$type": "number", "$value": { "$ref": "#/z/$value" } }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.cycle", at: ##""#/y""##, in: text)
        expectDiagnostic(r, "reference.cycle", at: ##""#/x""##, in: text)
        expectDiagnostic(r, "reference.cycle", at: ##""#/z/$value""##, in: text)
        #expect(r.errors.count == 3, "\(r.listing)")
    }

    @Test func cyclesThroughCompositeMembers() throws {
        let text = """
            {
              "b": { "$type": "border", "$value": { "color": \(srgb(0, 0, 0)), "width": "{w}", "style": "solid" } },
              "w": { "$type": "dimension", "$value": { "$ref": "#/b/$value/width" } }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "reference.cycle", at: #""{w}""#, in: text)
        expectDiagnostic(r, "reference.cycle", at: ##""#/b/$value/width""##, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func aReferenceToATokenRejectedForItsStructureIsNotCalledMissing() throws {
        // The target exists in the file but was dropped (unknown $type, value beside children, bad name).
        let text = """
            {
              "flag": { "$type": "colour", "$value": true },
              "usesFlag": { "$value": "{flag}" },
              "mixed": { "$type": "number", "$value": 1, "child": { "$value": 2 } },
              "usesMixed": { "$value": "{mixed}" }
            }
            """
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.type", at: #""colour""#, in: text)
        expectDiagnostic(r, "format.structure", at: #""child""#, in: text)
        #expect(r.diagnostics("reference.unresolved").isEmpty, "\(r.listing)")
        #expect(r.errors.count == 2, "only the targets' own errors: \(r.listing)")
        for (token, reference) in [("usesFlag", "{flag}"), ("usesMixed", "{mixed}")] {
            let d = expectDiagnostic(r, "reference.target", .note, at: "\"\(reference)\"", in: text)
            #expect(d?.token == token)
            #expect(
                d?.message.contains("'\(reference)' refers to a token that has errors (see above)") == true,
                "\(d?.message ?? "")")
            #expect(r.token(token) == nil)
        }
    }

    @Test func referencesIntoRejectedTokensAndBadNamesAreNotesWithoutSuggestions() throws {
        // A name with '.' is rejected; '{space.sm}' spells the same path, so it must not be
        // "missing" or suggest itself. A pointer into a rejected token gets the same note.
        let text = """
            {
              "space.sm": { "$type": "number", "$value": 4 },
              "usesDotted": { "$type": "number", "$value": "{space.sm}" },
              "mixed": { "$type": "number", "$value": 1, "child": { "$value": 2 } },
              "usesChild": { "$type": "number", "$value": "{mixed.child}" },
              "pointsIn": { "$type": "number", "$value": { "$ref": "#/mixed/$value" } },
              "wrongKind": 5,
              "usesWrongKind": { "$type": "number", "$value": "{wrongKind}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(
            r.errors.map(\.rule).sorted() == ["format.name", "format.structure", "format.structure"], "\(r.listing)")
        #expect(!r.all.contains { $0.message.contains("did you mean") }, "\(r.listing)")
        expectDiagnostic(r, "reference.target", .note, at: #""{space.sm}""#, in: text)
        let inside = expectDiagnostic(r, "reference.target", .note, at: #""{mixed.child}""#, in: text)
        #expect(inside?.message.contains("inside 'mixed'") == true, "\(inside?.message ?? "")")
        expectDiagnostic(r, "reference.target", .note, at: ##""#/mixed/$value""##, in: text)
        expectDiagnostic(r, "reference.target", .note, at: #""{wrongKind}""#, in: text)
        #expect(r.themes.first?.tokens.isEmpty == true, "\(r.listing)")
    }

    @Test func aTokenWhoseTargetFailedIsLeftOutWithoutASecondErrorButWithANote() throws {
        let text = """
            {
              "bad": { "$type": "color", "$value": { "colorSpace": "cmyk", "components": [0, 0, 0] } },
              "alias": { "$value": "{bad}" }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.errors.map(\.rule) == ["value.color"], "\(r.listing)")
        // Never silently dropped: a note names the token left out.
        let note = expectDiagnostic(r, "reference.target", .note, at: #""{bad}""#, in: text)
        #expect(note?.token == "alias")
        #expect(r.token("alias") == nil)
    }
}
