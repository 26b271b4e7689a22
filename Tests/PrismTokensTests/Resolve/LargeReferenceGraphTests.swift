import Testing

@testable import PrismTokens

/// Long alias chains and long cycles resolve without deep recursion (no stack overflow).
/// Timing is not asserted here; it belongs to the benchmark.
@Suite(.timeLimit(.minutes(2))) struct LargeReferenceGraphTests {
    /// `{ "t0": {…literal…}, "t1": {"$value": "{t0}"}, … }`, one token per line (token i on line i + 2).
    static func chain(length: Int) -> String {
        var lines = ["{", #"  "t0": { "$type": "number", "$value": 42 }"#]
        lines.reserveCapacity(length + 2)
        for i in 1..<length { lines.append(#"  ,"t\#(i)": { "$value": "{t\#(i - 1)}" }"#) }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// `c0 → c1 → … → c(n-1) → c0`, one token per line (token i on line i + 2).
    static func cycle(length: Int) -> String {
        var lines = ["{"]
        lines.reserveCapacity(length + 2)
        for i in 0..<length {
            lines.append(
                #"  \#(i == 0 ? " " : ",")"c\#(i)": { "$type": "number", "$value": "{c\#((i + 1) % length)}" }"#)
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    @Test func aTwentyThousandLongAliasChainResolves() throws {
        let length = 20_000
        let r = try Resolution.of(Self.chain(length: length))
        #expect(r.all.isEmpty, "\(r.all.prefix(3).map(\.compilerFormatted))")
        let theme = try #require(r.themes.first)
        #expect(theme.tokens.count == length)
        let last = try #require(theme["t\(length - 1)"])
        #expect(last.value == .number(42))
        #expect(last.type == .number)
        #expect(last.aliasOf == TokenPath(dotted: "t\(length - 2)"))
        #expect(theme["t1"]?.aliasOf == TokenPath(dotted: "t0"))
    }

    @Test func aFiveThousandTokenCycleIsReportedOnAllItsMembers() throws {
        let length = 5_000
        let r = try Resolution.of(Self.cycle(length: length))
        let cycles = r.diagnostics("reference.cycle")
        #expect(cycles.count == length)
        #expect(r.all.count == length)
        #expect(Set(cycles.compactMap(\.token)) == Set((0..<length).map { "c\($0)" }))
        #expect(r.themes.first?.tokens.isEmpty == true)
        // Each member is reported at its own reference: token i sits on line i + 2, its value at column 40 or so.
        for d in cycles {
            let index = try #require(d.token.flatMap { Int($0.dropFirst()) })
            #expect(d.location?.line == index + 2, "\(d.compilerFormatted)")
            #expect(d.severity == .error)
        }
        // The message stays short: the first members, a count, the last members.
        let message = try #require(cycles.first?.message)
        #expect(message.count < 300, "\(message.count) characters")
        #expect(message.contains("more"))
    }

    @Test func aLongExtendsChainResolves() throws {
        let length = 300
        var members = (0..<(length - 1)).map {
            #""g\#($0)": { "$extends": "{g\#($0 + 1)}", "own\#($0)": { "$value": \#($0) } }"#
        }
        members.append(#""g\#(length - 1)": { "$type": "number", "last": { "$value": -1 } }"#)
        let r = try Resolution.of("{\n" + members.joined(separator: ",\n") + "\n}")
        #expect(r.all.isEmpty, "\(r.all.prefix(3).map(\.compilerFormatted))")
        #expect(r.token("g0.last")?.value == .number(-1))
        #expect(r.token("g0.own\(length - 2)")?.value == .number(Double(length - 2)))
        #expect(r.token("g0.own0")?.value == .number(0))
    }

    @Test func twentyThousandGroupsExtendingResolveInLinearTime() throws {
        // The order of $extends used to be found by scanning every extension per step: 20,000
        // groups took 43 s in release. Here group i extends group i - 10 (the first ten extend a
        // base each): ten chains of 2,000, so the order matters and is checked.
        let count = 20_000
        var members = (0..<10).map { #""base\#($0)": { "$type": "number", "b": { "$value": \#($0) } }"# }
        for i in 0..<count {
            let target = i < 10 ? "base\(i)" : "g\(i - 10)"
            members.append(#""g\#(i)": { "$extends": "{\#(target)}", "own\#(i % 20)": { "$value": \#(i) } }"#)
        }
        let r = try Resolution.of("{\n" + members.joined(separator: ",\n") + "\n}")
        #expect(r.all.isEmpty, "\(r.all.prefix(3).map(\.compilerFormatted))")
        let last = count - 1
        #expect(r.token("g\(last).b")?.value == .number(Double(last % 10)))
        #expect(r.token("g\(last).own\(last % 20)")?.value == .number(Double(last)))
        // Inherited from the group it extends, ten before it.
        #expect(r.token("g\(last).own\((last - 10) % 20)")?.value == .number(Double(last - 10)))
    }

    @Test func deeplyNestedGroupsResolve() throws {
        let depth = 400
        let text =
            String(repeating: #"{ "g": "#, count: depth) + #"{ "$type": "number", "t": { "$value": 1 } }"#
            + String(repeating: " }", count: depth)
        let r = try Resolution.of(text)
        #expect(r.all.isEmpty, "\(r.listing)")
        #expect(r.token(Array(repeating: "g", count: depth).joined(separator: ".") + ".t")?.value == .number(1))
    }
}
