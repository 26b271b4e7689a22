/// Strings: double- and single-quoted, with JSON and JSON5 escapes and line continuations.
extension JSONParser {
    /// Reads the string whose opening quote is at ``position`` and moves past its closing quote.
    ///
    /// The fast path covers strings without escapes: one pass that validates UTF-8 and finds the
    /// closing quote, then one copy into the `String`. Escapes switch to ``scanEscapedString``.
    @inline(__always)
    mutating func scanString() throws(FatalDiagnostic) -> String {
        let open = position
        let quote = bytes[open]
        if quote == UInt8(ascii: "'") { record(.singleQuotedStrings, at: open) }
        let contentStart = open + 1
        var index = contentStart
        while index < end {
            let plain = plainStringBytes(at: index, quote: quote)
            if plain > 0 {
                index &+= plain
                continue
            }
            let byte = bytes[index]
            if byte == quote {
                position = index + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                return try scanEscapedString(open: open, firstEscape: index)
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            if byte < 0x80 {
                index &+= 1
            } else {
                index &+= try validatedSequenceLength(at: index)
            }
        }
        throw unterminatedString(at: open)
    }

    /// How many of the eight bytes at `offset` are plain string content — ASCII from U+0020 up,
    /// other than the closing quote and the backslash — before the first byte that needs a look
    /// (0 when that is the first, or when fewer than eight bytes are left). Strings are most of a
    /// token file's bytes, so they are scanned a word at a time.
    @inline(__always)
    func plainStringBytes(at offset: Int, quote: UInt8) -> Int {
        guard end &- offset >= 8, let base = bytes.baseAddress else { return 0 }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// The high bit set in each byte of `x` below `limit` (exact up to the first such byte,
        /// which is all that is used; `limit` ≤ 0x80).
        @inline(__always) func below(_ x: UInt64, _ limit: UInt8) -> UInt64 {
            (x &- ones &* UInt64(limit)) & ~x & highs
        }
        let special =
            (word & highs)
            | below(word, 0x20)
            | below(word ^ (ones &* UInt64(quote)), 1)
            | below(word ^ (ones &* UInt64(UInt8(ascii: "\\"))), 1)
        return special == 0 ? 8 : special.trailingZeroBitCount &>> 3
    }

    /// The length of the well-formed UTF-8 sequence at `index` (a byte ≥ 0x80); throws if ill-formed.
    @inline(__always)
    func validatedSequenceLength(at index: Int) throws(FatalDiagnostic) -> Int {
        switch UTF8Validation.check(bytes, at: index) {
        case .valid(let length): return length
        case .invalid(let message): throw error(message, at: index, rule: "encoding")
        }
    }

    /// Reads the rest of a string that contains escapes, decoding into ``scratch``.
    private mutating func scanEscapedString(open: Int, firstEscape: Int) throws(FatalDiagnostic) -> String {
        let quote = bytes[open]
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<firstEscape]))
        var index = firstEscape
        while index < end {
            let byte = bytes[index]
            if byte == quote {
                position = index + 1
                return String(decoding: scratch, as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                index = try decodeEscape(at: index, stringStart: open)
                continue
            }
            if byte < 0x20 { throw controlCharacter(at: index) }
            // Copy the run of plain characters up to the next quote, backslash or control character.
            let runStart = index
            while index < end {
                let next = bytes[index]
                if next == quote || next == UInt8(ascii: "\\") || next < 0x20 { break }
                index &+= next < 0x80 ? 1 : try validatedSequenceLength(at: index)
            }
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        }
        throw unterminatedString(at: open)
    }

    /// Decodes the escape whose backslash is at `backslash` into ``scratch``; returns the offset after it.
    private mutating func decodeEscape(at backslash: Int, stringStart: Int) throws(FatalDiagnostic) -> Int {
        let next = backslash + 1
        guard next < end else { throw unterminatedString(at: stringStart) }
        let byte = bytes[next]
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scratch.append(byte)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: backslash)
        case UInt8(ascii: "'"):
            record(.json5Escapes, at: backslash)
            scratch.append(byte)
        case UInt8(ascii: "v"):
            record(.json5Escapes, at: backslash)
            scratch.append(0x0B)
        case UInt8(ascii: "0"):
            if next + 1 < end, Self.isDigit(bytes[next + 1]) {
                throw error(
                    "'\\0' cannot be followed by a digit (octal escapes are not allowed); "
                        + "write \\u0000 for U+0000, or \\uXXXX for another character", at: backslash)
            }
            record(.json5Escapes, at: backslash)
            scratch.append(0)
        case UInt8(ascii: "x"):
            guard let value = hexValue(at: next + 1, digits: 2) else {
                throw error("'\\x' must be followed by two hex digits, e.g. \\x41", at: backslash)
            }
            record(.json5Escapes, at: backslash)
            appendUTF8(Unicode.Scalar(UInt8(value)))
            return next + 3
        case UInt8(ascii: "\n"):
            record(.lineContinuations, at: backslash)
            positions.lineBreak(endingAt: next + 1)
            return next + 1
        case UInt8(ascii: "\r"):
            record(.lineContinuations, at: backslash)
            let after = next + 1 < end && bytes[next + 1] == UInt8(ascii: "\n") ? next + 2 : next + 1
            positions.lineBreak(endingAt: after)
            return after
        case 0xE2
        where next + 2 < end && bytes[next + 1] == 0x80
            && (bytes[next + 2] == 0xA8 || bytes[next + 2] == 0xA9):
            // U+2028 LINE SEPARATOR or U+2029 PARAGRAPH SEPARATOR: a JSON5 line continuation.
            record(.lineContinuations, at: backslash)
            return next + 3
        case UInt8(ascii: "1")...UInt8(ascii: "9"):
            throw error(
                "'\\\(Character(Unicode.Scalar(byte)))' is not a valid escape (octal escapes are not "
                    + "allowed); write \\uXXXX with the character's code point", at: backslash)
        default:
            let found = byte < 0x20 ? "\\" + Self.codePoint(UInt32(byte)) : "\\" + String(try scalar(at: next).scalar)
            throw error(
                "invalid escape '\(found)'; write \\\\ for a backslash, or use one of \\\" \\/ \\b \\f "
                    + "\\n \\r \\t \\uXXXX", at: backslash)
        }
        return next + 1
    }

    /// Decodes `\uXXXX`, or a `\uD8xx\uDCxx` surrogate pair, at `backslash`.
    private mutating func decodeUnicodeEscape(at backslash: Int) throws(FatalDiagnostic) -> Int {
        guard let value = hexValue(at: backslash + 2, digits: 4) else {
            throw error("'\\u' must be followed by four hex digits, e.g. \\u00E9", at: backslash)
        }
        let written =
            "\\u"
            + String(
                decoding: UnsafeBufferPointer(rebasing: bytes[(backslash + 2)..<(backslash + 6)]),
                as: UTF8.self)
        switch value {
        case 0xD800...0xDBFF:
            let low = backslash + 6
            if low + 1 < end, bytes[low] == UInt8(ascii: "\\"), bytes[low + 1] == UInt8(ascii: "u"),
                let lowValue = hexValue(at: low + 2, digits: 4), (0xDC00...0xDFFF).contains(lowValue)
            {
                let combined = 0x10000 + ((value - 0xD800) << 10) + (lowValue - 0xDC00)
                appendUTF8(Unicode.Scalar(combined) ?? "\u{FFFD}")
                return low + 6
            }
            throw error(
                "lone high surrogate '\(written)'; follow it with its low surrogate escape "
                    + "(\\uDC00–\\uDFFF), or write the character itself", at: backslash)
        case 0xDC00...0xDFFF:
            throw error(
                "lone low surrogate '\(written)'; precede it with its high surrogate escape "
                    + "(\\uD800–\\uDBFF), or write the character itself", at: backslash)
        default:
            appendUTF8(Unicode.Scalar(value) ?? "\u{FFFD}")
            return backslash + 6
        }
    }

    /// The value of `digits` hex digits at `offset`, or `nil` if they are not all there.
    func hexValue(at offset: Int, digits: Int) -> UInt32? {
        guard offset + digits <= end else { return nil }
        var value: UInt32 = 0
        for index in offset..<(offset + digits) {
            guard let digit = Self.hexDigitValue(bytes[index]) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// The value of one hex digit, or `nil`.
    @inline(__always)
    static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte &- UInt8(ascii: "A") &+ 10
        default: nil
        }
    }

    /// Whether a byte is an ASCII digit.
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Appends a scalar's UTF-8 encoding to ``scratch``.
    private mutating func appendUTF8(_ scalar: Unicode.Scalar) {
        scratch.append(contentsOf: scalar.utf8)
    }

    /// The error for a raw control character (U+0000–U+001F) inside a string.
    private func controlCharacter(at offset: Int) -> FatalDiagnostic {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
            return error(
                "line break inside a string; close the string before the end of the line, "
                    + "or write \\n for a line break", at: offset)
        }
        let escape =
            switch byte {
            case 0x08: "\\b"
            case 0x09: "\\t"
            case 0x0C: "\\f"
            default: "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        return error(
            "control character \(Self.codePoint(UInt32(byte))) inside a string; write it as \(escape)",
            at: offset)
    }

    /// The error for a string that reaches the end of the file.
    private func unterminatedString(at open: Int) -> FatalDiagnostic {
        let quote = bytes[open] == UInt8(ascii: "'") ? "'" : "\""
        return error("unterminated string; add the closing \(quote) (the string starts here)", at: open)
    }
}
