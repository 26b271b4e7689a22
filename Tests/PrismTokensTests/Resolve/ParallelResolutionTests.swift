import Testing

@testable import PrismTokens

/// A permutation resolved in full finds references and parses the values of tokens without
/// references on several cores (``ReferenceResolver/referencesInParallel(theme:minimum:)``,
/// ``ReferenceResolver/resolvedLeaves(_:theme:minimum:)``) — with the same results as one walk,
/// and with one walk's reports, in its order, whenever a token reports something.
@Suite struct ParallelResolutionTests {
    /// A group `g` of `count` tokens `t0`, `t1`…: the value `special` gives at a position, else
    /// the one `value` makes for it.
    static func group(count: Int, special: [Int: String], value: (Int) -> String) -> String {
        let members = (0..<count).map { index in "\"t\(index)\": \(special[index] ?? value(index))" }
        return #"{ "g": { \#(members.joined(separator: ",\n")) } }"#
    }

    /// A color token, its shade taken from `index`.
    static func color(_ index: Int) -> String {
        let shade = Double(index % 97) / 97
        return #"{ "$type": "color", "$value": \#(srgb(shade, 0.5, 1 - shade)) }"#
    }

    /// A shadow whose color is the alias `{g.t<target>}`.
    static func shadow(colorOf target: Int) -> String {
        #"{ "$type": "shadow", "$value": { "color": "{g.t\#(target)}", "offsetX": \#(px(1)), "offsetY": \#(px(2)), "blur": \#(px(3)), "spread": \#(px(0)) } }"#
    }

    /// A token file of `count` tokens: colors, dimensions, aliases to both, shadows whose color is
    /// an alias, and — at the positions given — a token whose value `special` returns instead.
    static func document(count: Int, special: [Int: String] = [:]) -> String {
        group(count: count, special: special) { index in
            switch index % 5 {
            case 0: return color(index)
            case 1: return #"{ "$type": "dimension", "$value": \#(px(Double(index % 40))) }"#
            case 2, 3: return #"{ "$value": "{g.t\#(index - 2)}" }"#
            default: return shadow(colorOf: index - 4)
            }
        }
    }

    /// The resolver over `json`'s collected tokens and the context they were collected with.
    static func resolver(_ json: String) throws -> (ReferenceResolver, ValueParseContext) {
        let document = try IncrementalResolutionTests.load(["tokens.json": json], root: "tokens.json")
        let root = try #require(document.sets.first?.sources.first?.root)
        var context = ValueParseContext(
            diagnostics: DiagnosticBag(), token: TokenPath([]), theme: "t", legacy: LegacySyntaxRecorder())
        let collected = TokenCollector.collect(try #require(root.object), at: root.location, context: &context)
        #expect(context.diagnostics.all.isEmpty)
        return (ReferenceResolver(tokens: collected.tokens, groups: collected.groups), context)
    }

    @Test func referencesAndValuesFoundOnSeveralCoresAreOneWalks() throws {
        let (resolver, start) = try Self.resolver(Self.document(count: 3_000))
        var context = start
        let serial = resolver.raw.indices.map { resolver.findReferences(resolver.raw[$0], context: &context) }
        let parallel = try #require(resolver.referencesInParallel(theme: "t", minimum: 1))
        #expect(parallel.count == serial.count)
        for (found, expected) in zip(parallel, serial) {
            #expect(found?.map(\.target) == expected?.map(\.target))
            #expect(found?.map(\.memberPath) == expected?.map(\.memberPath))
            #expect(found?.map(\.node.location) == expected?.map(\.node.location))
        }
        #expect(serial.filter { $0?.isEmpty == false }.count == 1_800)

        let leaves = try #require(resolver.resolvedLeaves(serial, theme: "t", minimum: 1))
        #expect(leaves.indices == serial.indices.filter { serial[$0]?.isEmpty == true })
        #expect(leaves.indices.count == 1_200)
        for (index, token) in zip(leaves.indices, leaves.tokens) {
            let expected = try #require(
                resolver.resolveToken(index, [], resolved: [ResolvedToken?](), context: &context))
            let token = try #require(token)
            #expect(token.path == expected.path && token.type == expected.type && token.value == expected.value)
            #expect(token.resolvedJSON.location == expected.resolvedJSON.location)
        }
        #expect(context.diagnostics.all.isEmpty)
    }

    /// `count` tokens in groups of four: a color, an alias of it, an alias of that alias, and a
    /// shadow whose color is the second alias — three levels of references.
    static func layered(count: Int, special: [Int: String] = [:]) -> String {
        group(count: count, special: special) { index in
            switch index % 4 {
            case 0: return color(index)
            case 1, 2: return #"{ "$value": "{g.t\#(index - 1)}" }"#
            default: return shadow(colorOf: index - 1)
            }
        }
    }

    @Test func aliasesResolvedLevelByLevelAreOneWalks() throws {
        let (resolver, start) = try Self.resolver(Self.layered(count: 4_000))
        var context = start
        let references = try #require(resolver.referencesInParallel(theme: "t", minimum: 1))
        // Every reference points to an earlier token, so token order is a dependency order.
        var expected = [ResolvedToken?](repeating: nil, count: references.count)
        for index in references.indices {
            expected[index] = resolver.resolveToken(
                index, references[index] ?? [], resolved: expected, context: &context)
        }
        #expect(context.diagnostics.all.isEmpty)
        var resolved = [ResolvedToken?](repeating: nil, count: references.count)
        let leaves = try #require(resolver.resolvedLeaves(references, theme: "t", minimum: 1))
        for (index, token) in zip(leaves.indices, leaves.tokens) { resolved[index] = token }
        let done = resolver.resolvedByLevel(
            Array(references.indices), references, into: &resolved, theme: "t", minimum: 1)
        #expect(done == (ParallelWork.cores > 1))
        guard done else { return }
        #expect(resolved.count == expected.count)
        for (token, wanted) in zip(resolved, expected) {
            let token = try #require(token)
            let wanted = try #require(wanted)
            #expect(token.path == wanted.path && token.type == wanted.type && token.value == wanted.value)
            #expect(token.aliasOf == wanted.aliasOf && token.resolvedJSON.location == wanted.resolvedJSON.location)
        }
        // The shadows read their color through two aliases.
        let shadow = try #require(resolved[3])
        #expect(shadow.memberReferences["color"] == TokenPath(dotted: "g.t2"))
    }

    @Test func aLongChainOfAliasesStaysOnOneCore() throws {
        // 3,000 aliases each of the one before: 3,000 levels of one token.
        var members = [#""t0": { "$type": "color", "$value": \#(srgb(0.1, 0.2, 0.3)) }"#]
        for index in 1..<3_000 { members.append(#""t\#(index)": { "$value": "{g.t\#(index - 1)}" }"#) }
        let (resolver, start) = try Self.resolver(#"{ "g": { \#(members.joined(separator: ",\n")) } }"#)
        var context = start
        let references = try #require(resolver.referencesInParallel(theme: "t", minimum: 1))
        var resolved = [ResolvedToken?](repeating: nil, count: references.count)
        #expect(
            !resolver.resolvedByLevel(Array(references.indices), references, into: &resolved, theme: "t", minimum: 1))
        #expect(resolved.compactMap { $0 }.isEmpty, "nothing resolved: the caller walks the chain in order")
        let all = resolver.resolveAll(context: &context).resolved
        #expect(all.allSatisfy { $0?.value == all[0]?.value } && all.count == 3_000)
    }

    /// Two aliases that report (a dimension naming a color): one at level 2, then one at level 1
    /// later in the walk. Level by level the second would be found first; the levels go back to
    /// one walk, so the errors come in dependency order.
    @Test func aliasErrorsAtSeveralLevelsKeepOneWalksOrder() throws {
        let special = [
            2_002: #"{ "$type": "dimension", "$value": "{g.t2001}" }"#,
            3_005: #"{ "$type": "dimension", "$value": "{g.t3004}" }"#,
        ]
        let resolution = try Resolution.of(Self.layered(count: 4_000, special: special))
        let errors = resolution.diagnostics.all.filter { $0.severity == .error }.map(\.token)
        #expect(errors == ["g.t2002", "g.t3005"])
        let theme = try #require(resolution.themes.first)
        #expect(theme[TokenPath(dotted: "g.t3999")] != nil)
    }

    @Test func fewTokensStayOnOneCore() throws {
        let (resolver, _) = try Self.resolver(Self.document(count: 100))
        #expect(resolver.referencesInParallel(theme: "t") == nil)
        let references = resolver.referencesInParallel(theme: "t", minimum: 1)
        #expect((references != nil) == (ParallelWork.cores > 1), "100 tokens would be spread with a lower minimum")
    }

    @Test func aTokenThatReportsSomethingSendsTheStepBackToOneWalk() throws {
        // A broken reference in the last slice, and an older-draft string color without references.
        let (resolver, _) = try Self.resolver(
            Self.document(count: 3_000, special: [2_990: #"{ "$type": "color", "$value": "{g.missing}" }"#]))
        #expect(resolver.referencesInParallel(theme: "t", minimum: 1) == nil)
        let (legacy, start) = try Self.resolver(
            Self.document(count: 3_000, special: [1_500: ##"{ "$type": "color", "$value": "#ff0000" }"##]))
        var context = start
        let references = try #require(legacy.referencesInParallel(theme: "t", minimum: 1))
        #expect(legacy.resolvedLeaves(references, theme: "t", minimum: 1) == nil)
        #expect(context.legacy.readCount == 0)
        _ = legacy.resolveAll(context: &context)
        #expect(context.legacy.readCount > 0, "the older-draft color is recorded by the walk in order")
    }

    /// An alias that reports (a dimension naming a color) before a token without references that
    /// reports: the second sends the values back to one walk in dependency order, so the alias's
    /// error still comes first.
    @Test func anAliasErrorStaysBeforeALaterValueError() throws {
        let special = [
            7: #"{ "$type": "dimension", "$value": "{g.t0}" }"#,
            2_800: #"{ "$type": "dimension", "$value": { "value": "x", "unit": "px" } }"#,
        ]
        let resolution = try Resolution.of(Self.document(count: 3_000, special: special))
        let errors = resolution.diagnostics.all.filter { $0.severity == .error }.map(\.token)
        #expect(errors == ["g.t7", "g.t2800"])
    }

    @Test func reportsOfALargeThemeKeepOneWalksOrder() throws {
        let special = [
            7: #"{ "$type": "color", "$value": "{g.nowhere}" }"#,
            2_600: #"{ "$type": "dimension", "$value": "{g.elsewhere}" }"#,
            2_800: #"{ "$type": "dimension", "$value": { "value": "x", "unit": "px" } }"#,
        ]
        let resolution = try Resolution.of(Self.document(count: 3_000, special: special))
        let errors = resolution.diagnostics.all.filter { $0.severity == .error }.map(\.token)
        #expect(errors == ["g.t7", "g.t2600", "g.t2800"])
        let theme = try #require(resolution.themes.first)
        // The three tokens with errors, and those whose references reach them, are left out.
        #expect(theme.tokens.count < 3_000 && theme.tokens.count >= 2_990)
        #expect(theme[TokenPath(dotted: "g.t2999")] != nil)
    }
}
