/// Numbers: JSON decimals plus JSON5 hex, explicit `+`, leading/trailing decimal points,
/// `Infinity` and `NaN`, converted with correct rounding.
extension JSONParser {
    /// Powers of ten that a `Double` holds exactly (10^0 … 10^22).
    private static let exactPowersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
    ]

    /// Reads the number at ``position`` (which holds a digit, `-`, `+` or `.`).
    ///
    /// Integers and decimals whose digits fit in 53 bits and whose decimal exponent is at most 22
    /// in size are converted exactly by one multiplication or division of two exact doubles
    /// (Clinger's fast path). Anything else goes to the standard library's correctly rounded
    /// conversion of the number's text.
    mutating func scanNumber() throws(FatalDiagnostic) -> Double {
        let start = position
        var index = start
        var negative = false
        if bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        } else if bytes[index] == UInt8(ascii: "+") {
            record(.explicitPlusSign, at: start)
            index += 1
        }
        guard index < end else {
            throw error("expected digits after '\(Character(Unicode.Scalar(bytes[start])))'", at: start)
        }

        switch bytes[index] {
        case UInt8(ascii: "I"), UInt8(ascii: "N"):
            position = index
            guard case .number(let value) = try scanLiteral() else {
                throw error("expected a number after the sign, found '\(wordText(from: index))'", at: start)
            }
            return negative ? -value : value
        case UInt8(ascii: "0") where index + 1 < end && (bytes[index + 1] | 0x20) == UInt8(ascii: "x"):
            return try scanHexNumber(start: start, digitsStart: index + 2, negative: negative)
        default:
            break
        }

        // Integer part.
        var mantissa: UInt64 = 0
        var exactDigits = true
        var droppedIntegerDigits = 0
        let integerStart = index
        while index < end, Self.isDigit(bytes[index]) {
            accumulate(bytes[index], into: &mantissa, exact: &exactDigits, dropped: &droppedIntegerDigits)
            index += 1
        }
        let integerDigits = index - integerStart
        if integerDigits > 1, bytes[integerStart] == UInt8(ascii: "0") {
            throw error(
                "leading zeros are not allowed in numbers; remove them, or write the value as a string",
                at: integerStart)
        }

        // Fraction.
        var fractionDigits = 0
        var unusedFractionDigits = 0
        if index < end, bytes[index] == UInt8(ascii: ".") {
            let point = index
            index += 1
            let fractionStart = index
            while index < end, Self.isDigit(bytes[index]) {
                accumulate(bytes[index], into: &mantissa, exact: &exactDigits, dropped: &unusedFractionDigits)
                index += 1
            }
            fractionDigits = index - fractionStart
            if integerDigits == 0 || fractionDigits == 0, integerDigits + fractionDigits > 0 {
                record(.leadingOrTrailingDecimalPoint, at: point)
            }
        }
        guard integerDigits + fractionDigits > 0 else {
            throw error("expected digits in the number, found \(try describe(at: index))", at: start)
        }

        // Exponent.
        var exponent = 0
        if index < end, bytes[index] | 0x20 == UInt8(ascii: "e") {
            let marker = index
            index += 1
            var exponentNegative = false
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            let exponentStart = index
            while index < end, Self.isDigit(bytes[index]) {
                if exponent < 100_000_000 { exponent = exponent * 10 + Int(bytes[index] &- UInt8(ascii: "0")) }
                index += 1
            }
            guard index > exponentStart else {
                throw error(
                    "expected digits after the exponent '\(Character(Unicode.Scalar(bytes[marker])))', "
                        + "found \(try describe(at: index)); write e.g. 1e3", at: index)
            }
            if exponentNegative { exponent = -exponent }
        }
        try checkNumberEnd(at: index, start: start)
        position = index

        // Fast path: exact mantissa and exact power of ten, one correctly rounded operation.
        let decimalExponent = exponent - (fractionDigits - unusedFractionDigits) + droppedIntegerDigits
        if mantissa == 0 { return negative ? -0.0 : 0.0 }
        if exactDigits, mantissa <= 1 << 53, decimalExponent >= -22, decimalExponent <= 22 {
            let value = Double(mantissa)
            let result =
                decimalExponent < 0
                ? value / Self.exactPowersOfTen[-decimalExponent]
                : value * Self.exactPowersOfTen[decimalExponent]
            return negative ? -result : result
        }
        return try convertSlowly(digitsStart: integerStart, end: index, numberStart: start, negative: negative)
    }

    /// Adds a digit to the mantissa while it fits in 19 digits; counts the digits dropped after that.
    @inline(__always)
    private func accumulate(_ digit: UInt8, into mantissa: inout UInt64, exact: inout Bool, dropped: inout Int) {
        if mantissa < 1_000_000_000_000_000_000 {
            mantissa = mantissa &* 10 &+ UInt64(digit &- UInt8(ascii: "0"))
        } else {
            exact = false
            dropped += 1
        }
    }

    /// Converts the unsigned text of a number with the standard library's correctly rounded parser.
    private func convertSlowly(
        digitsStart: Int, end: Int, numberStart: Int, negative: Bool
    ) throws(FatalDiagnostic) -> Double {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<end]), as: UTF8.self)
        guard let magnitude = Double(text) else {
            throw error(
                "cannot read the number '\(Self.abbreviated(text))'; write it as plain decimal digits",
                at: numberStart)
        }
        guard magnitude.isFinite else { throw tooLarge(at: numberStart) }
        return negative ? -magnitude : magnitude
    }

    /// Reads the digits of a JSON5 hex number (`0x1F`), after the `0x`.
    private mutating func scanHexNumber(
        start: Int, digitsStart: Int, negative: Bool
    ) throws(FatalDiagnostic) -> Double {
        record(.hexNumbers, at: start)
        var index = digitsStart
        var value: UInt64 = 0
        var overflowed = false
        while index < end, let digit = Self.hexDigitValue(bytes[index]) {
            if value >> 60 != 0 { overflowed = true }
            value = value << 4 | UInt64(digit)
            index += 1
        }
        guard index > digitsStart else {
            throw error("expected hex digits after '0x', found \(try describe(at: index)); write e.g. 0x1F", at: index)
        }
        try checkNumberEnd(at: index, start: start)
        position = index
        var magnitude = Double(value)
        if overflowed {
            // More than 64 bits: let the standard library round the hex text correctly.
            let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[digitsStart..<index]), as: UTF8.self)
            guard let parsed = Double("0x" + digits + "p0"), parsed.isFinite else { throw tooLarge(at: start) }
            magnitude = parsed
        }
        return negative ? -magnitude : magnitude
    }

    /// Rejects a number that runs straight into letters, digits or another point (`12px`, `1.2.3`).
    private func checkNumberEnd(at index: Int, start: Int) throws(FatalDiagnostic) {
        guard index < end, Self.isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") else { return }
        let text = wordText(from: start, allowingPoints: true)
        throw error(
            "unexpected \(try describeUnexpected(at: index)) in the number '\(text)'; write values with units "
                + "or other text as strings (\"\(text)\")", at: index)
    }

    /// The run of word characters (and points, signs after an `e`) from `offset`, for messages.
    private func wordText(from offset: Int, allowingPoints: Bool = false) -> String {
        var index = offset
        while index < end, index - offset < 30 {
            let byte = bytes[index]
            let sign = (byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"))
            guard Self.isWordByte(byte) || (allowingPoints && (byte == UInt8(ascii: ".") || sign)) else { break }
            if sign, index > offset, bytes[index - 1] | 0x20 != UInt8(ascii: "e") { break }
            index += 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<index]), as: UTF8.self)
    }

    /// The error for a number beyond the largest finite `Double`.
    private func tooLarge(at offset: Int) -> FatalDiagnostic {
        error(
            "number is too large to represent; the largest is about 1.8e308: use a smaller value, "
                + "or write it as a string", at: offset)
    }
}
