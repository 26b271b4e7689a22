import Testing

@testable import PrismTokens

/// The structural MUSTs of DTCG 2025.10 (Format §5–6): tokens versus groups, names, types.
@Suite struct TokenStructureTests {
    @Test func valueAndChildrenInOneObjectIsAnErrorAtTheChild() throws {
        let text = """
            {
              "button": {
                "$type": "color",
                "$value": \(srgb(0, 0, 1)),
                "hover": { "$value": \(srgb(0, 0, 0.5)) }
              },
              "ok": { "$type": "number", "$value": 1 }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.structure", at: #""hover""#, in: text)
        #expect(d?.token == "button")
        #expect(d?.message.contains("'hover'") == true)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("button") == nil)
        #expect(r.token("button.hover") == nil)
        #expect(r.token("ok") != nil)
    }

    @Test func aGroupMemberThatIsNeitherTokenNorGroupIsAnError() throws {
        let text = #"{ "spacing": { "$type": "number", "small": 4, "large": { "$value": 8 } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: "4", in: text)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("spacing.large")?.value == .number(8))
    }

    @Test func aTypeThatCannotBeDeterminedIsAnErrorAtTheValue() throws {
        let text = """
            {
              "typed": { "$type": "number", "a": { "$value": 1 } },
              "untyped": {
                "b": { "$value": 2 }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.type", at: "2", after: #""b""#, in: text)
        #expect(d?.token == "untyped.b")
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("typed.a")?.type == .number)
        #expect(r.token("untyped.b") == nil)
    }

    @Test func typesAreNeverGuessedFromValues() throws {
        // A value that looks exactly like a color still has no type without $type.
        let text = #"{ "looksLikeAColor": { "$value": \#(srgb(1, 0, 0)) } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.type", at: "{", after: #""$value": "#, in: text)
        #expect(r.themes.first?.tokens.isEmpty == true)
    }

    static let invalidNames: [String] = ["$private", "a.b", "{a}", "brace{", "brace}", "dotted.name.here"]

    @Test(arguments: invalidNames)
    func invalidNamesAreErrorsAtTheName(name: String) throws {
        let text = """
            {
              "group": {
                "$type": "number",
                "\(name)": { "$value": 1 },
                "fine": { "$value": 2 }
              }
            }
            """
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.name", at: "\"\(name)\"", in: text)
        #expect(d?.message.contains(name) == true)
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.themes.first?.tokens.map(\.path.description) == ["group.fine"])
    }

    @Test(arguments: ["a.b", "{x}", "$group"])
    func invalidGroupNamesAreErrorsToo(name: String) throws {
        let text = #"{ "\#(name)": { "$type": "number", "t": { "$value": 1 } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.name", at: "\"\(name)\"", in: text)
        #expect(r.errors.count == 1, "\(r.listing)")
    }

    @Test func vendorMetadataUnderADollarKeyIsAWarningNotAName() throws {
        // Tokens Studio writes "$themes" and "$metadata" at the root of its files.
        let text =
            #"{ "$themes": [], "$metadata": { "tokenSetOrder": ["core", "dark"] }, "a": { "$type": "number", "$value": 1 } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.unknown-property", .warning, at: #""$themes""#, in: text)
        expectDiagnostic(r, "format.unknown-property", .warning, at: #""$metadata""#, in: text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("a")?.value == .number(1))
    }

    @Test func namesMayContainSpacesAndOtherPunctuation() throws {
        let text =
            #"{ "Button background": { "$type": "number", "$value": 1 }, "size@2x": { "$type": "number", "$value": 2 }, "a-b_c/d": { "$type": "number", "$value": 3 } }"#
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("Button background")?.value == .number(1))
        #expect(r.token("size@2x")?.value == .number(2))
        #expect(r.token("a-b_c/d")?.value == .number(3))
    }

    @Test func unknownTypeListsTheThirteenValidTypes() throws {
        let text = #"{ "a": { "$type": "colour", "$value": 1 } }"#
        let r = try Resolution.of(text)
        let d = try #require(expectDiagnostic(r, "format.type", at: #""colour""#, in: text))
        let thirteen = [
            "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number",
            "strokeStyle", "border", "transition", "shadow", "gradient", "typography",
        ]
        for name in thirteen { #expect(d.message.contains(name), "\(name) missing from: \(d.message)") }
        #expect(d.message.contains("colour"))
        #expect(Set(TokenType.dtcgTypes.map(\.rawValue)) == Set(thirteen))
        #expect(d.message.contains("did you mean 'color'"), "\(d.message)")
    }

    @Test func typesAreCaseSensitiveWithAHint() throws {
        let text = #"{ "a": { "$type": "Color", "$value": \#(srgb(1, 0, 0)) } }"#
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.type", at: #""Color""#, in: text)
        #expect(d?.message.contains("write 'color'") == true)
    }

    @Test func aGroupTypeThatIsAMisspelledDTCGTypeIsAnErrorAtTheGroup() throws {
        let text = #"{ "g": { "$type": "colour", "a": { "$value": "x" } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.type", at: #""colour""#, in: text)
        // The token below has no type to fall back on, which is a second error at its value.
        expectDiagnostic(r, "format.type", at: #""x""#, in: text)
        #expect(r.errors.count == 2, "\(r.listing)")
    }

    @Test func aGroupTypeOutsideDTCGIsInheritedAsAPassThroughType() throws {
        let text = #"{ "g": { "$type": "string", "a": { "$value": "x" } } }"#
        let r = try Resolution.of(text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        expectDiagnostic(r, "compat.type", .warning, at: #""string""#, in: text)
        #expect(r.token("g.a")?.value == .string("x"))
    }

    @Test func typeMustBeAString() throws {
        let text = #"{ "a": { "$type": 7, "$value": 1 } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.type", at: "7", in: text)
    }

    @Test func unknownDollarPropertiesAreWarningsAndTheTokenStillResolves() throws {
        let text = #"{ "g": { "$type": "number", "$comment": "x", "a": { "$value": 1, "$note": "y" } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.unknown-property", .warning, at: #""$comment""#, in: text)
        expectDiagnostic(r, "format.unknown-property", .warning, at: #""$note""#, in: text)
        #expect(r.errors.isEmpty, "\(r.listing)")
        #expect(r.token("g.a")?.value == .number(1))
    }

    @Test func columnsCountUnicodeScalars() throws {
        // "ö", "ß" are one scalar each (two UTF-8 bytes); the emoji is three scalars (woman, ZWJ, laptop).
        let text = #"{ "größe 👩‍💻": { "$type": "dimension", "$value": "1zz" } }"#
        let r = try Resolution.of(text)
        let d = try #require(expectDiagnostic(r, "value.type", at: #""1zz""#, in: text))
        #expect(d.location?.column == 50)
        #expect(d.location?.offset == text.utf8.count - #""1zz" } }"#.utf8.count)
    }

    @Test(arguments: [
        (#""$description": 5"#, "5"), (#""$description": ["a"]"#, "["), (#""$deprecated": 3"#, "3"),
        (#""$deprecated": null"#, "null"), (#""$extensions": "x""#, #""x""#), (#""$extensions": [1]"#, "[1]"),
    ])
    func tokenPropertiesOfTheWrongKindAreErrors(property: String, marker: String) throws {
        // Format §5.2: $description MUST be a plain JSON string; $deprecated is a boolean or a string;
        // $extensions is an object of vendor keys.
        let text = #"{ "t": { "$type": "number", "$value": 1, \#(property) } }"#
        let r = try Resolution.of(text)
        #expect(r.errors.count == 1, "\(r.listing)")
        #expect(r.errors.first?.location?.column == text.position(of: marker, after: #""$value": 1, "#)?.column)
        let d = expectDiagnostic(r, "format.structure", at: marker, after: #""$value": 1, "#, in: text)
        #expect(d?.token == "t")
        #expect(r.all.count == 1, "\(r.listing)")
        #expect(r.token("t")?.value == .number(1), "the token still resolves; the property is ignored")
        #expect(r.token("t")?.description == nil && r.token("t")?.deprecation == nil && r.token("t")?.extensions == nil)
    }

    @Test func wrongKindMessagesSayWhatIsRequired() throws {
        let text =
            #"{ "t": { "$type": "number", "$value": 1, "$description": 5, "$deprecated": 3, "$extensions": "x" } }"#
        let messages = try Resolution.of(text).errors.map(\.message)
        #expect(messages.count == 3)
        #expect(messages.contains { $0.hasPrefix("'$description' must be a string, found a number") }, "\(messages)")
        #expect(messages.contains { $0.hasPrefix("'$deprecated' must be true, false or a string") }, "\(messages)")
        #expect(
            messages.contains { $0.hasPrefix("'$extensions' must be an object") && $0.contains("found a string") },
            "\(messages)")
    }

    @Test func groupPropertiesOfTheWrongKindAreErrorsAndTokensKeepTheGroupsDeprecation() throws {
        let text =
            #"{ "g": { "$type": "number", "$description": true, "$deprecated": "use h", "$extensions": 1, "sub": { "$deprecated": 0, "t": { "$value": 1 } } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: "true", in: text)
        expectDiagnostic(r, "format.structure", at: "1, \"sub\"", in: text)
        let d = expectDiagnostic(r, "format.structure", at: "0", after: #""sub""#, in: text)
        #expect(d?.token == "g.sub")
        #expect(r.errors.count == 3, "\(r.listing)")
        #expect(
            r.token("g.sub.t")?.deprecation == "use h", "a wrong-kind $deprecated is ignored, not an un-deprecation")
    }

    @Test func tokensAreInDocumentOrder() throws {
        // A subgroup's tokens come where the subgroup is written, not after its group's own tokens.
        let text = """
            {
              "a": { "$type": "number", "$value": 1 },
              "g": {
                "$type": "number",
                "first": { "$value": 2 },
                "sub": { "x": { "$value": 3 }, "deeper": { "y": { "$value": 4 } }, "z": { "$value": 5 } },
                "last": { "$value": 6 }
              },
              "b": { "$type": "number", "$value": 7 }
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(
            r.themes.first?.tokens.map(\.path.description) == [
                "a", "g.first", "g.sub.x", "g.sub.deeper.y", "g.sub.z", "g.last", "b",
            ])
    }

    @Test func mergedSourcesAndExtendsKeepTheMergedTreesOrder() throws {
        let text = """
            {
              "version": "2025.10",
              "sets": {
                "one": { "sources": [{ "g": { "$type": "number", "p": { "$value": 1 }, "q": { "$value": 2 } }, "base": { "$type": "number", "i": { "$value": 0 } } }] },
                "two": { "sources": [{ "g": { "n": { "$value": 3 }, "p": { "$value": 4 } }, "ext": { "$extends": "{base}", "own": { "$type": "number", "$value": 5 } } }] }
              },
              "resolutionOrder": [{ "$ref": "#/sets/one" }, { "$ref": "#/sets/two" }]
            }
            """
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.themes.first?.tokens.map(\.path.description) == ["g.p", "g.q", "g.n", "base.i", "ext.i", "ext.own"])
        #expect(r.token("g.p")?.value == .number(4))
    }

    @Test(arguments: [
        #"{ "a": { "$type": "number" } }"#,
        #"{ "a": { "$type": "color", "$description": "brand", "$deprecated": true, "$extensions": { "x.y": 1 } } }"#,
        #"{ "g": { "$type": "number", "one": { "$value": 1 }, "a": { "$type": "number" } } }"#,
    ])
    func anObjectWithOnlyTokenPropertiesWarnsThatItHasNoValue(text: String) throws {
        let r = try Resolution.of(text)
        let d = expectDiagnostic(r, "format.structure", .warning, at: #""a""#, in: text)
        #expect(
            d?.message.hasPrefix("'\(d?.token ?? "")' has no $value; add one or remove the object") == true,
            "\(d?.message ?? "")")
        #expect(r.all.count == 1, "\(r.listing)")
    }

    @Test func typedGroupsWithTokensOrExtendsDoNotWarn() throws {
        let text =
            #"{ "base": { "$type": "number", "t": { "$value": 1 } }, "ext": { "$type": "number", "$extends": "{base}" }, "$type": "number" }"#
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token("ext.t")?.value == .number(1))
    }

    @Test func emptyGroupsAreFine() throws {
        let r = try Resolution.of(
            #"{ "experimental": { "$description": "nothing yet", "$deprecated": "phasing out" } }"#)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.themes.count == 1)
        #expect(r.themes.first?.tokens.isEmpty == true)
    }

    @Test func aRootThatIsATokenIsAnError() throws {
        // A token needs a name: `$value` at the root of a file is not "an unknown group property".
        let text = #"{ "$type": "number", "$value": 1 }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: #""$value""#, in: text)
        #expect(r.warnings.isEmpty, "\(r.listing)")
    }

    @Test func aRootThatIsAReferenceIsAnError() throws {
        let text = ##"{ "$ref": "#/resolutionOrder/4" }"##
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: #""$ref""#, in: text)
    }

    @Test func aRootThatIsNotAnObjectIsFatal() {
        let d = Resolution.fatal("[1, 2, 3]")
        #expect(d?.rule == "format.root")
        #expect(d?.location?.line == 1)
        #expect(d?.location?.column == 1)
    }

    @Test func aSyntaxErrorIsFatalWithItsPosition() {
        // A missing comma: the error points at the member that should have been preceded by one.
        let d = Resolution.fatal("{\n  \"a\": { \"$value\": 1 }\n  \"b\": 2\n}")
        #expect(d?.rule == "syntax")
        #expect(d?.severity == .error)
        #expect(d?.location?.file == "tokens.json")
        #expect(d?.location?.line == 3)
        #expect(d?.location?.column == 3)
    }

    @Test func aMissingRootFileIsAnIOError() {
        do {
            _ = try Resolution.of(files: [:], root: "tokens.json")
            Issue.record("no error")
        } catch let error as FatalDiagnostic {
            #expect(error.diagnostic.rule == "io")
            #expect(error.diagnostic.message.contains("tokens.json"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func rootTokenMustBeAToken() throws {
        let text = #"{ "g": { "$type": "number", "$root": { "nested": { "$value": 1 } } } }"#
        let r = try Resolution.of(text)
        expectDiagnostic(r, "format.structure", at: #""$root""#, in: text)
    }
}
