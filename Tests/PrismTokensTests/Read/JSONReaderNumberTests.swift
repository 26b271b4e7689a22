import Testing

@testable import PrismTokens

@Suite struct JSONReaderNumberTests {
    private func number(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Double? {
        ReaderTest.root(text, sourceLocation: sourceLocation)?.number
    }

    @Test func negativeZeroKeepsItsSign() throws {
        let value = try #require(number("-0"))
        #expect(value == 0 && value.sign == .minus)
        #expect(number("-0.0")?.sign == .minus)
        #expect(number("0")?.sign == .plus)
    }

    @Test func extremesOfTheDoubleRange() {
        #expect(number("1e308") == 1e308)
        #expect(number("1.7976931348623157e308") == .greatestFiniteMagnitude)
        #expect(number("5e-324") == .leastNonzeroMagnitude)
        #expect(number("2.2250738585072014e-308") == .leastNormalMagnitude)
        #expect(number("1e-400") == 0)
    }

    @Test func decimalsRoundCorrectly() {
        #expect(number("0.1") == 0.1)
        #expect(number("0.3") == 0.3)
        #expect(number("1.5e-7") == 1.5e-7)
        #expect(number("123.456E+2") == 12345.6)
        #expect(number("0.8274509803921568") == 0.8274509803921568)
        #expect(number("0.1000000000000000055511151231257827021181583404541015625") == 0.1)
        // Exactly halfway between 2 and the next double: ties go to the even one, 2; one more digit tips it.
        #expect(number("2.0000000000000002220446049250313080847263336181640625") == 2)
        #expect(number("2.00000000000000022204460492503130808472633361816406251") == 2.0000000000000004)
        #expect(number("1.0000000000000001110223024625156540423631668090820312500001") == 1.0000000000000002)
    }

    @Test func bigIntegersRoundToNearestEven() {
        #expect(number("9007199254740993") == 9_007_199_254_740_992)
        #expect(number("9007199254740995") == 9_007_199_254_740_996)
        #expect(number("12345678901234567890123") == 1.2345678901234568e22)
        #expect(number("-18446744073709551616") == -18_446_744_073_709_551_616)
    }

    @Test func randomDoublesRoundTripExactly() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let value = Double(bitPattern: UInt64.random(in: 0...0x7FEF_FFFF_FFFF_FFFF, using: &generator))
            #expect(number("\(value)") == value, "\(value)")
        }
    }

    @Test func randomDecimalTextsMatchTheStandardLibrary() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3000 {
            let fraction = (0..<Int.random(in: 0...24, using: &generator))
                .map { _ in String(Int.random(in: 0...9, using: &generator)) }.joined()
            let text =
                "\(Int.random(in: 1...9, using: &generator)).\(fraction)e\(Int.random(in: -345...308, using: &generator))"
            guard let expected = Double(text), expected.isFinite else { continue }
            #expect(number(text) == expected, "\(text)")
        }
    }

    @Test func hexNumbers() throws {
        #expect(number("0x1F") == 31)
        #expect(number("0XfF") == 255)
        #expect(number("-0x10") == -16)
        #expect(number("0xFFFFFFFFFFFFFFFF") == 0x1p64)
        #expect(number("0x1FFFFFFFFFFFFFFFFF") == 0x1p69)
        #expect(ReaderTest.extensions("[0x1F]") == ["hexNumbers@1:2"])
    }

    @Test func json5NumberForms() {
        #expect(number(".5") == 0.5)
        #expect(number("5.") == 5)
        #expect(number("-.5e1") == -5)
        #expect(number("+1") == 1)
        #expect(number("Infinity") == .infinity)
        #expect(number("-Infinity") == -.infinity)
        #expect(number("+Infinity") == .infinity)
        #expect(number("NaN")?.isNaN == true)
    }

    @Test func tooLargeNumbersAreErrors() {
        ReaderTest.expectError(#"{"a": 1e999999}"#, "number is too large to represent; ", at: 1, 7)
        ReaderTest.expectError("[\n -1.5e400]", "number is too large to represent", at: 2, 2)
        ReaderTest.expectError("0x" + String(repeating: "F", count: 300), "number is too large to represent", at: 1, 1)
        ReaderTest.expectError("[1" + String(repeating: "0", count: 400) + "]", "number is too large", at: 1, 2)
    }

    @Test func leadingZerosAreErrors() {
        ReaderTest.expectError("[007]", "leading zeros are not allowed", at: 1, 2)
        ReaderTest.expectError("-01", "leading zeros are not allowed", at: 1, 2)
    }

    @Test func incompleteNumbersAreErrors() {
        ReaderTest.expectError("[1e]", "expected digits after the exponent 'e'", at: 1, 4)
        ReaderTest.expectError("[1E+,2]", "expected digits after the exponent 'E'", at: 1, 5)
        ReaderTest.expectError("-", "expected digits after '-'", at: 1, 1)
        ReaderTest.expectError("[-]", "expected digits in the number, found ']'", at: 1, 2)
        ReaderTest.expectError("[.]", "expected digits in the number", at: 1, 2)
        ReaderTest.expectError("[0x]", "expected hex digits after '0x'", at: 1, 4)
    }

    @Test func numbersRunningIntoTextAreErrors() {
        ReaderTest.expectError(#"{"size": 12px}"#, "unexpected 'p' in the number '12px'", at: 1, 12)
        ReaderTest.expectError("[1.2.3]", "in the number '1.2.3'", at: 1, 5)
        ReaderTest.expectError("[-Inf]", "write Infinity or NaN", at: 1, 3)
    }
}
