/// A token of a CSS or SCSS source, as `prism-tokens lint` reads it: a kind and a byte range.
///
/// Only what lint needs is told apart; anything else is a ``Kind/delimiter`` of one byte.
struct CSSLintToken: Sendable, Hashable {
    /// What the token is.
    enum Kind: Sendable, Hashable {
        /// An identifier: `padding`, `ease-in-out`, `--prism-spacing-md`.
        case ident
        /// A function name with its `(`: `rgb(`, `calc(`, `var(`.
        case function
        /// `@media`, `@include`…
        case atKeyword
        /// `#` and name characters: a hex color in a value, an id in a selector.
        case hash
        /// A number, with the unit or `%` that follows it (`16px`, `1.5rem`, `50%`, `200ms`, `0`).
        case number
        /// A quoted string (unterminated strings end at the line's end).
        case string
        /// `url(…)` with an unquoted address, up to its `)`.
        case url
        /// A comment, `/* … */`, or `// …` in SCSS.
        case comment
        /// An SCSS variable: `$spacer`.
        case scssVariable
        /// An SCSS interpolation, `#{…}`, skipped whole.
        case interpolation
        /// Spaces, tabs, line breaks.
        case whitespace
        /// `:`.
        case colon
        /// `;`.
        case semicolon
        /// `,`.
        case comma
        /// `{`.
        case openBrace
        /// `}`.
        case closeBrace
        /// `(` not part of a function token.
        case openParen
        /// `)`.
        case closeParen
        /// Any other byte (`/`, `*`, `!`, `>`, `+`…).
        case delimiter
    }

    /// What the token is.
    var kind: Kind
    /// The first byte.
    var start: Int
    /// Just past the last byte.
    var end: Int
    /// For a ``Kind/number``: where its unit (or `%`) starts; `end` when it has none.
    var unitStart: Int
}

/// Splits CSS and SCSS bytes into ``CSSLintToken``s. Never traps: unterminated comments, strings
/// and interpolations end at the end of the input (strings at the end of their line).
struct CSSLintLexer {
    /// Whether `//` starts a comment (SCSS) or is two delimiters (CSS).
    let lineComments: Bool

    /// The tokens of `bytes`, whitespace and comments included, in order, covering every byte.
    func tokens(_ bytes: [UInt8]) -> [CSSLintToken] {
        bytes.withUnsafeBufferPointer { tokens(in: $0) }
    }

    private func tokens(in b: UnsafeBufferPointer<UInt8>) -> [CSSLintToken] {
        var out: [CSSLintToken] = []
        out.reserveCapacity(b.count / 3)
        let n = b.count
        var i = 0
        func add(_ kind: CSSLintToken.Kind, _ start: Int, _ end: Int, unit: Int? = nil) {
            out.append(CSSLintToken(kind: kind, start: start, end: end, unitStart: unit ?? end))
        }
        while i < n {
            let c = b[i]
            let start = i
            switch c {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                i += 1
                while i < n, Self.isSpace(b[i]) { i += 1 }
                add(.whitespace, start, i)
            case UInt8(ascii: "/") where i + 1 < n && b[i + 1] == UInt8(ascii: "*"):
                i += 2
                while i < n, !(b[i] == UInt8(ascii: "*") && i + 1 < n && b[i + 1] == UInt8(ascii: "/")) { i += 1 }
                i = min(n, i + 2)
                add(.comment, start, i)
            case UInt8(ascii: "/") where lineComments && i + 1 < n && b[i + 1] == UInt8(ascii: "/"):
                while i < n, b[i] != 0x0A, b[i] != 0x0D { i += 1 }
                add(.comment, start, i)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = Self.stringEnd(b, from: i)
                add(.string, start, i)
            case UInt8(ascii: "#") where i + 1 < n && b[i + 1] == UInt8(ascii: "{"):
                i = Self.interpolationEnd(b, from: i + 2)
                add(.interpolation, start, i)
            case UInt8(ascii: "#"):
                i += 1
                while i < n, Self.isNameByte(b[i]) || (b[i] == UInt8(ascii: "\\") && i + 1 < n) {
                    i += b[i] == UInt8(ascii: "\\") ? 2 : 1
                }
                add(.hash, start, i)
            case UInt8(ascii: "$") where i + 1 < n && Self.isNameStartByte(b[i + 1]):
                i += 1
                while i < n, Self.isNameByte(b[i]) { i += 1 }
                add(.scssVariable, start, i)
            case UInt8(ascii: "@"):
                i += 1
                while i < n, Self.isNameByte(b[i]) { i += 1 }
                add(.atKeyword, start, i)
            case UInt8(ascii: ":"):
                i += 1
                add(.colon, start, i)
            case UInt8(ascii: ";"):
                i += 1
                add(.semicolon, start, i)
            case UInt8(ascii: ","):
                i += 1
                add(.comma, start, i)
            case UInt8(ascii: "{"):
                i += 1
                add(.openBrace, start, i)
            case UInt8(ascii: "}"):
                i += 1
                add(.closeBrace, start, i)
            case UInt8(ascii: "("):
                i += 1
                add(.openParen, start, i)
            case UInt8(ascii: ")"):
                i += 1
                add(.closeParen, start, i)
            default:
                if Self.startsNumber(b, at: i) {
                    i = Self.numberEnd(b, from: i)
                    let unit = i
                    if i < n, b[i] == UInt8(ascii: "%") {
                        i += 1
                    } else if Self.startsIdent(b, at: i) {
                        while i < n, Self.isNameByte(b[i]) { i += 1 }
                    }
                    add(.number, start, i, unit: unit)
                } else if Self.startsIdent(b, at: i) {
                    while i < n, Self.isNameByte(b[i]) || (b[i] == UInt8(ascii: "\\") && i + 1 < n) {
                        i += b[i] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if i == start {
                        // A lone `\` at the end of the input.
                        i += 1
                        add(.delimiter, start, i)
                    } else if i < n, b[i] == UInt8(ascii: "(") {
                        if Self.isURL(b, start, i), let urlEnd = Self.unquotedURLEnd(b, from: i + 1) {
                            i = urlEnd
                            add(.url, start, i)
                        } else {
                            i += 1
                            add(.function, start, i)
                        }
                    } else {
                        add(.ident, start, i)
                    }
                } else {
                    i += 1
                    add(.delimiter, start, i)
                }
            }
        }
        return out
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0D || c == 0x0C }
    private static func isDigit(_ c: UInt8) -> Bool { c >= 0x30 && c <= 0x39 }
    private static func isNameStartByte(_ c: UInt8) -> Bool {
        (c >= 0x61 && c <= 0x7A) || (c >= 0x41 && c <= 0x5A) || c == 0x5F || c >= 0x80
    }
    private static func isNameByte(_ c: UInt8) -> Bool { isNameStartByte(c) || isDigit(c) || c == 0x2D }

    /// Whether an identifier starts at `i`: a name-start byte, `-` then a name-start byte or `-`, or an escape.
    private static func startsIdent(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        guard i < b.count else { return false }
        let c = b[i]
        if isNameStartByte(c) || c == UInt8(ascii: "\\") { return true }
        guard c == 0x2D, i + 1 < b.count else { return false }
        return isNameStartByte(b[i + 1]) || b[i + 1] == 0x2D
    }

    /// Whether a number starts at `i`: `[+-]?` then a digit, or `.` and a digit.
    private static func startsNumber(_ b: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        var j = i
        if b[j] == 0x2B || b[j] == 0x2D { j += 1 }
        guard j < b.count else { return false }
        if isDigit(b[j]) { return true }
        return b[j] == 0x2E && j + 1 < b.count && isDigit(b[j + 1])
    }

    private static func numberEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var i = start
        if b[i] == 0x2B || b[i] == 0x2D { i += 1 }
        while i < b.count, isDigit(b[i]) { i += 1 }
        if i + 1 < b.count, b[i] == 0x2E, isDigit(b[i + 1]) {
            i += 1
            while i < b.count, isDigit(b[i]) { i += 1 }
        }
        // An exponent only when digits follow (`1e3`), so `2em` keeps its unit.
        if i + 1 < b.count, b[i] == 0x65 || b[i] == 0x45 {
            var j = i + 1
            if j < b.count, b[j] == 0x2B || b[j] == 0x2D { j += 1 }
            if j < b.count, isDigit(b[j]) {
                i = j
                while i < b.count, isDigit(b[i]) { i += 1 }
            }
        }
        return i
    }

    private static func stringEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let quote = b[start]
        var i = start + 1
        while i < b.count {
            let c = b[i]
            if c == quote { return i + 1 }
            if c == 0x0A || c == 0x0D { return i }
            i += c == UInt8(ascii: "\\") ? 2 : 1
        }
        return b.count
    }

    private static func interpolationEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 1
        var i = start
        while i < b.count {
            switch b[i] {
            case UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 { return i + 1 }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                i = stringEnd(b, from: i)
                continue
            default: break
            }
            i += 1
        }
        return b.count
    }

    /// Whether the identifier `b[start..<end]` is `url`, in any case.
    private static func isURL(_ b: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        end - start == 3 && b[start] | 0x20 == 0x75 && b[start + 1] | 0x20 == 0x72 && b[start + 2] | 0x20 == 0x6C
    }

    /// The end (past `)`) of an unquoted `url(…)` whose `(` ends just before `start`, or `nil` when
    /// the address is quoted (then `url(` is an ordinary function holding a string).
    private static func unquotedURLEnd(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var i = start
        while i < b.count, isSpace(b[i]) { i += 1 }
        if i < b.count, b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") { return nil }
        while i < b.count, b[i] != UInt8(ascii: ")") {
            i += b[i] == UInt8(ascii: "\\") ? 2 : 1
        }
        return min(b.count, i + 1)
    }
}
