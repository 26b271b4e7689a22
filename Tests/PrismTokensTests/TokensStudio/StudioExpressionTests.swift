import Testing

@testable import PrismTokens

/// Tokens Studio math on its own: precedence, exact decimals, units, functions and errors with offsets.
@Suite struct StudioExpressionTests {
    func value(_ text: String, _ refs: [String: StudioQuantity] = [:]) throws -> StudioQuantity {
        try StudioExpression.evaluate(text) { (name, offset) throws(StudioExpressionError) in
            guard let q = refs[name] else { throw StudioExpressionError(message: "missing \(name)", offset: offset) }
            return q
        }
    }

    func error(_ text: String) -> StudioExpressionError? {
        do {
            _ = try value(text)
            return nil
        } catch let e as StudioExpressionError { return e } catch { return nil }
    }

    func q(_ n: Double, _ unit: String? = nil) -> StudioQuantity { StudioQuantity(number: ExactNumber(n), unit: unit) }

    @Test func precedenceFollowsArithmetic() throws {
        #expect(try value("2 + 3 * 4").number.double == 14)
        #expect(try value("(2 + 3) * 4").number.double == 20)
        #expect(try value("10 - 4 - 3").number.double == 3, "left-associative")
        #expect(try value("2 ^ 3 ^ 2").number.double == 512, "^ is right-associative")
        #expect(try value("-2 ^ 2").number.double == -4, "^ binds tighter than unary minus")
        #expect(try value("12 / 4 * 3").number.double == 9)
        #expect(try value("({a} + 6 * {b})", ["a": q(0.5), "b": q(0.04)]).number.double == 0.74)
    }

    @Test func decimalsStayExact() throws {
        #expect(JSONText.format(try value("0.1 + 0.2").number.double) == "0.3")
        #expect(JSONText.format(try value("0.5 + 6 * 0.04").number.double) == "0.74")
        #expect(JSONText.format(try value("1 / 3 * 3").number.double) == "1")
        #expect(JSONText.format(try value("{x} * 3", ["x": q(0.1)]).number.double) == "0.3")
    }

    @Test func unitsAreCarried() throws {
        #expect(try value("{s} * 2", ["s": q(4, "px")]) == q(8, "px"))
        #expect(try value("2 * {s}", ["s": q(1.5, "rem")]) == q(3, "rem"))
        #expect(try value("4px + 2") == q(6, "px"), "a unitless side takes the other's unit")
        #expect(try value("10px / 2px") == q(5), "equal units cancel")
        #expect(try value("100 / 10") == q(10))
        #expect(error("4px + 1rem")?.message.contains("'rem' and 'px'") == true)
        #expect(error("4px * 2px")?.message.contains("plain number") == true)
    }

    @Test func functions() throws {
        #expect(try value("roundTo(10 / 3, 2)") == q(3.33))
        #expect(try value("roundTo(2.5)") == q(3))
        #expect(try value("floor(2.7px)") == q(2, "px"))
        #expect(try value("ceil(2.1)") == q(3))
        #expect(try value("max(1px, 3px, 2px)") == q(3, "px"))
        #expect(try value("abs(-4)") == q(4))
        #expect(error("nope(1)")?.message.contains("unknown function") == true)
    }

    @Test func multiValuesAreSeparateQuantities() throws {
        let values = try StudioExpression.evaluateList("{a} {b} 4px") { (name, _) throws(StudioExpressionError) in
            name == "a"
                ? StudioQuantity(number: ExactNumber(integer: 8), unit: "px")
                : StudioQuantity(number: ExactNumber(integer: 64), unit: "px")
        }
        #expect(values.count == 3)
        #expect(values.map(\.number.double) == [8, 64, 4])
    }

    @Test func errorsCarryTheirOffset() {
        var zero: StudioExpressionError?
        do { _ = try value("{a} / (2 - 2)", ["a": q(1)]) } catch let e as StudioExpressionError { zero = e } catch {}
        #expect(zero?.message.contains("division by zero") == true)
        #expect(zero?.offset == 4, "at the '/'")
        #expect(error("(1 + 2")?.offset == 0)
        #expect(error("1 + ")?.message.contains("ends") == true)
        #expect(error("2 $ 3")?.offset == 2)
    }
}
