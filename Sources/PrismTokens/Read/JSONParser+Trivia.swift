/// Whitespace, line breaks and comments between tokens.
extension JSONParser {
    /// Skips spaces, tabs, line breaks (LF, CRLF and lone CR, each one break) and `//` and `/* */`
    /// comments, leaving ``position`` at the next token or the end.
    @inline(__always)
    mutating func skipTrivia() throws(FatalDiagnostic) {
        while position < end {
            let byte = bytes[position]
            // Hot cases first: indentation, then the start of a token.
            if byte == UInt8(ascii: " ") {
                position &+= leadingSpaces(at: position)
                continue
            }
            if byte > UInt8(ascii: " "), byte < 0x80, byte != UInt8(ascii: "/") { return }
            switch byte {
            case UInt8(ascii: "\t"):
                position &+= 1
            case UInt8(ascii: "\n"):
                position &+= 1
                positions.lineBreak(endingAt: position)
            case UInt8(ascii: "\r"):
                position &+= 1
                if position < end, bytes[position] == UInt8(ascii: "\n") { position &+= 1 }
                positions.lineBreak(endingAt: position)
            case UInt8(ascii: "/"):
                try skipComment()
            case 0x80...:
                try rejectUnicodeSpace()
                return
            default:
                return
            }
        }
    }

    /// The number of spaces in the run starting at `offset` (which holds one), counted eight bytes
    /// at a time: indentation is most of a pretty-printed file's bytes. Stops at most 8 bytes
    /// in; the caller loops.
    @inline(__always)
    private func leadingSpaces(at offset: Int) -> Int {
        guard end &- offset >= 8, let base = bytes.baseAddress else { return 1 }
        let word = UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
        // Zero bytes in `others` are spaces; the lowest non-zero byte is the first other character.
        let others = word ^ 0x2020_2020_2020_2020
        return others == 0 ? 8 : others.trailingZeroBitCount &>> 3
    }

    /// Rejects a non-ASCII space between tokens (JSON allows only space, tab, CR and LF), which
    /// otherwise shows up as a puzzling "expected a value" error.
    private func rejectUnicodeSpace() throws(FatalDiagnostic) {
        let scalar = try scalar(at: position).scalar
        if scalar.value == 0xFEFF {
            throw error("unexpected byte order mark (U+FEFF) inside the file; remove it", at: position)
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            throw error(
                "unexpected invisible space \(Self.codePoint(scalar.value)); replace it with a plain space",
                at: position)
        default:
            return
        }
    }

    /// Skips the comment at ``position`` (which holds a `/`).
    private mutating func skipComment() throws(FatalDiagnostic) {
        let start = position
        guard start + 1 < end, bytes[start + 1] == UInt8(ascii: "/") || bytes[start + 1] == UInt8(ascii: "*") else {
            throw error("unexpected '/'; comments start with // or /*", at: start)
        }
        record(.comments, at: start)
        position += 2
        if bytes[start + 1] == UInt8(ascii: "/") {
            // A line comment ends before the line break, which skipTrivia then counts.
            while position < end {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
                position += byte < 0x80 ? 1 : try scalar(at: position).length
            }
            return
        }
        while position < end {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "*"):
                position += 1
                if position < end, bytes[position] == UInt8(ascii: "/") {
                    position += 1
                    return
                }
            case UInt8(ascii: "\n"):
                position += 1
                positions.lineBreak(endingAt: position)
            case UInt8(ascii: "\r"):
                position += 1
                if position < end, bytes[position] == UInt8(ascii: "\n") { position += 1 }
                positions.lineBreak(endingAt: position)
            case 0..<0x80:
                position += 1
            default:
                position += try scalar(at: position).length
            }
        }
        throw error("unterminated comment; close it with */", at: start)
    }
}
