/// A Swift lexer of our own: enough of the language to tell code from strings and comments, with
/// exact byte ranges.
///
/// It reads strings with (nested) interpolation, raw strings (`#"…"#`, `##"…"##`), multi-line
/// strings, extended regex literals (`#/…/#`), nested block comments, line comments, numbers
/// (hex, binary, octal, underscores, exponents, hex floats), identifiers (Unicode, backticked,
/// `$0`), attributes, `#` keywords and operators. It never traps: unterminated strings and
/// comments end at the end of the file (single-line strings at the end of their line), and
/// interpolations nested deeper than ``maximumNesting`` are read as plain string content.
public struct SwiftLexer {
    /// The result of lexing a file.
    public struct Output: Sendable {
        /// The tokens, comments left out, in order.
        public var tokens: [SwiftToken]
        /// The comments' byte ranges, in order.
        public var comments: [Range<Int>]
    }

    /// The deepest string-in-interpolation nesting read as code.
    public static let maximumNesting = 32

    private let bytes: [UInt8]

    /// Creates a lexer over a file's bytes.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Lexes the whole file.
    public func tokenize() -> Output {
        var tokens: [SwiftToken] = []
        tokens.reserveCapacity(bytes.count / 4)
        var comments: [Range<Int>] = []
        var index = 0
        var newline = true
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D:
                newline = true
                index += 1
                continue
            case 0x20, 0x09, 0x0B, 0x0C, 0x00:
                index += 1
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "/"):
                let end = lineEnd(from: index)
                comments.append(index..<end)
                index = end
                continue
            case UInt8(ascii: "/") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "*"):
                let end = blockCommentEnd(from: index)
                comments.append(index..<end)
                if bytes[index..<end].contains(0x0A) { newline = true }
                index = end
                continue
            default:
                break
            }
            let start = index
            let kind: SwiftToken.Kind
            switch byte {
            case UInt8(ascii: "\""):
                kind = .string
                index = stringEnd(from: index, hashes: 0, depth: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                var cursor = index
                while cursor < count, bytes[cursor] == UInt8(ascii: "#") {
                    hashes += 1
                    cursor += 1
                }
                if cursor < count, bytes[cursor] == UInt8(ascii: "\"") {
                    kind = .string
                    index = stringEnd(from: cursor, hashes: hashes, depth: 0)
                } else if cursor < count, bytes[cursor] == UInt8(ascii: "/") {
                    kind = .string
                    index = regexEnd(from: cursor + 1, hashes: hashes)
                } else if hashes == 1, cursor < count, Self.isIdentifierStart(bytes[cursor]) {
                    kind = .pound
                    index = identifierEnd(from: cursor)
                } else {
                    kind = .other
                    index += 1
                }
            case UInt8(ascii: "@"):
                if index + 1 < count, Self.isIdentifierStart(bytes[index + 1]) {
                    kind = .attribute
                    index = identifierEnd(from: index + 1)
                } else {
                    kind = .other
                    index += 1
                }
            case UInt8(ascii: "`"):
                kind = .identifier
                var cursor = index + 1
                while cursor < count, bytes[cursor] != UInt8(ascii: "`"), bytes[cursor] != 0x0A { cursor += 1 }
                index = cursor < count && bytes[cursor] == UInt8(ascii: "`") ? cursor + 1 : cursor
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                kind = .number
                index = numberEnd(from: index)
            case UInt8(ascii: "("):
                kind = .openParen
                index += 1
            case UInt8(ascii: ")"):
                kind = .closeParen
                index += 1
            case UInt8(ascii: "["):
                kind = .openBracket
                index += 1
            case UInt8(ascii: "]"):
                kind = .closeBracket
                index += 1
            case UInt8(ascii: "{"):
                kind = .openBrace
                index += 1
            case UInt8(ascii: "}"):
                kind = .closeBrace
                index += 1
            case UInt8(ascii: ","):
                kind = .comma
                index += 1
            case UInt8(ascii: ":"):
                kind = .colon
                index += 1
            case UInt8(ascii: "."):
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: ".") {
                    kind = .operator
                    index = operatorEnd(from: index)
                } else {
                    kind = .dot
                    index += 1
                }
            default:
                if Self.isIdentifierStart(byte) || byte == UInt8(ascii: "$") {
                    kind = .identifier
                    index = identifierEnd(from: index + 1)
                } else if Self.isOperator(byte) {
                    kind = .operator
                    index = operatorEnd(from: index)
                } else {
                    kind = .other
                    index += 1
                }
            }
            tokens.append(SwiftToken(kind: kind, start: start, end: max(index, start + 1), startsLine: newline))
            index = max(index, start + 1)
            newline = false
            if kind == .string, bytes[start..<min(index, count)].contains(0x0A) { newline = false }
        }
        return Output(tokens: tokens, comments: comments)
    }

    // MARK: Pieces

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || byte &- UInt8(ascii: "0") < 10
    }

    static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }

    private func identifierEnd(from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, Self.isIdentifierContinue(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    private func operatorEnd(from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count {
            let byte = bytes[cursor]
            // A comment start ends an operator: `x+//c`.
            if byte == UInt8(ascii: "/"), cursor + 1 < bytes.count,
                bytes[cursor + 1] == UInt8(ascii: "/") || bytes[cursor + 1] == UInt8(ascii: "*"), cursor > index
            {
                break
            }
            if Self.isOperator(byte) || byte == UInt8(ascii: ".") { cursor += 1 } else { break }
        }
        return cursor
    }

    private func lineEnd(from index: Int) -> Int {
        var cursor = index
        while cursor < bytes.count, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D { cursor += 1 }
        return cursor
    }

    /// The end of a block comment starting at `index` (`/*`), nested comments included.
    private func blockCommentEnd(from index: Int) -> Int {
        var depth = 0
        var cursor = index
        let count = bytes.count
        while cursor < count {
            if bytes[cursor] == UInt8(ascii: "/"), cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: "*") {
                depth += 1
                cursor += 2
            } else if bytes[cursor] == UInt8(ascii: "*"), cursor + 1 < count, bytes[cursor + 1] == UInt8(ascii: "/") {
                depth -= 1
                cursor += 2
                if depth == 0 { return cursor }
            } else {
                cursor += 1
            }
        }
        return count
    }

    private func numberEnd(from index: Int) -> Int {
        var cursor = index
        let count = bytes.count
        var hex = false
        if bytes[cursor] == UInt8(ascii: "0"), cursor + 1 < count {
            let marker = bytes[cursor + 1] | 0x20
            if marker == UInt8(ascii: "x") {
                hex = true
                cursor += 2
            } else if marker == UInt8(ascii: "b") || marker == UInt8(ascii: "o") {
                cursor += 2
            }
        }
        func isDigit(_ byte: UInt8) -> Bool {
            byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
                || (hex && (byte | 0x20) &- UInt8(ascii: "a") < 6)
        }
        while cursor < count, isDigit(bytes[cursor]) { cursor += 1 }
        if cursor + 1 < count, bytes[cursor] == UInt8(ascii: "."), isDigit(bytes[cursor + 1]),
            bytes[cursor + 1] != UInt8(ascii: "_")
        {
            cursor += 1
            while cursor < count, isDigit(bytes[cursor]) { cursor += 1 }
        }
        if cursor < count {
            let exponent = bytes[cursor] | 0x20
            if (hex && exponent == UInt8(ascii: "p")) || (!hex && exponent == UInt8(ascii: "e")) {
                var next = cursor + 1
                if next < count, bytes[next] == UInt8(ascii: "+") || bytes[next] == UInt8(ascii: "-") { next += 1 }
                if next < count, bytes[next] &- UInt8(ascii: "0") < 10 {
                    cursor = next
                    while cursor < count, bytes[cursor] &- UInt8(ascii: "0") < 10 || bytes[cursor] == UInt8(ascii: "_")
                    {
                        cursor += 1
                    }
                }
            }
        }
        return cursor
    }

    /// The end of an extended regex literal `#/…/#` whose body starts at `index`.
    private func regexEnd(from index: Int, hashes: Int) -> Int {
        var cursor = index
        let count = bytes.count
        while cursor < count {
            if bytes[cursor] == UInt8(ascii: "\\") {
                cursor += 2
                continue
            }
            if bytes[cursor] == UInt8(ascii: "/"), closes(at: cursor + 1, hashes: hashes) { return cursor + 1 + hashes }
            cursor += 1
        }
        return count
    }

    /// Whether `hashes` `#` characters follow at `index`.
    private func closes(at index: Int, hashes: Int) -> Bool {
        guard index + hashes <= bytes.count else { return false }
        var cursor = index
        while cursor < index + hashes {
            if bytes[cursor] != UInt8(ascii: "#") { return false }
            cursor += 1
        }
        return true
    }

    /// The end of a string literal whose opening quote is at `index`, with `hashes` raw delimiters.
    func stringEnd(from index: Int, hashes: Int, depth: Int) -> Int {
        let count = bytes.count
        let multiline =
            index + 2 < count && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
        var cursor = index + (multiline ? 3 : 1)
        while cursor < count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\"") {
                if multiline {
                    if cursor + 2 < count, bytes[cursor + 1] == UInt8(ascii: "\""),
                        bytes[cursor + 2] == UInt8(ascii: "\""),
                        closes(at: cursor + 3, hashes: hashes)
                    {
                        return cursor + 3 + hashes
                    }
                } else if closes(at: cursor + 1, hashes: hashes) {
                    return cursor + 1 + hashes
                }
                cursor += 1
            } else if byte == UInt8(ascii: "\\"), closes(at: cursor + 1, hashes: hashes) {
                let next = cursor + 1 + hashes
                if next < count, bytes[next] == UInt8(ascii: "("), depth < Self.maximumNesting {
                    cursor = interpolationEnd(from: next + 1, depth: depth + 1)
                } else {
                    cursor = next + 1
                }
            } else if !multiline, byte == 0x0A || byte == 0x0D {
                return cursor  // unterminated: the string ends with its line
            } else {
                cursor += 1
            }
        }
        return count
    }

    /// The index after the `)` closing an interpolation whose code starts at `index`.
    private func interpolationEnd(from index: Int, depth: Int) -> Int {
        var parens = 1
        var cursor = index
        let count = bytes.count
        while cursor < count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "("):
                parens += 1
                cursor += 1
            case UInt8(ascii: ")"):
                parens -= 1
                cursor += 1
                if parens == 0 { return cursor }
            case UInt8(ascii: "\""):
                cursor = stringEnd(from: cursor, hashes: 0, depth: depth)
            case UInt8(ascii: "#"):
                var hashes = 0
                var next = cursor
                while next < count, bytes[next] == UInt8(ascii: "#") {
                    hashes += 1
                    next += 1
                }
                cursor =
                    next < count && bytes[next] == UInt8(ascii: "\"")
                    ? stringEnd(from: next, hashes: hashes, depth: depth) : next
            case UInt8(ascii: "/") where cursor + 1 < count && bytes[cursor + 1] == UInt8(ascii: "*"):
                cursor = blockCommentEnd(from: cursor)
            case UInt8(ascii: "/") where cursor + 1 < count && bytes[cursor + 1] == UInt8(ascii: "/"):
                cursor = lineEnd(from: cursor)
            default:
                cursor += 1
            }
        }
        return count
    }
}
