/// One lexical piece of a CSS color function's arguments.
struct ColorArgumentToken: Equatable {
    /// What the token is.
    enum Kind: Equatable {
        /// A number with an optional unit: `%`, `deg`, `rad`, … (lowercased; empty for none).
        case number(Double, unit: String)
        /// A keyword, lowercased (`none`, or a color space name inside `color()`).
        case identifier(String)
        case comma
        case slash
        case closeParenthesis
    }

    var kind: Kind
    /// The 1-based column where the token starts.
    var column: Int
    /// The token's text as written, for messages.
    var text: String
}

/// Splits the text after a color function's `(` into tokens up to and including `)`.
struct ColorArgumentTokenizer {
    private let input: String
    private let scalars: [Unicode.Scalar]
    private var position: Int

    /// Creates a tokenizer.
    /// - Parameters:
    ///   - input: the whole argument (for error messages).
    ///   - scalars: its Unicode scalars.
    ///   - start: the index just after `(`.
    init(input: String, scalars: [Unicode.Scalar], start: Int) {
        self.input = input
        self.scalars = scalars
        self.position = start
    }

    /// Reads every token up to `)`, then checks that only whitespace follows.
    /// - Returns: the tokens, the last one being ``ColorArgumentToken/Kind/closeParenthesis``.
    /// - Throws: ``ColorParseError`` for a character that cannot start a token, a malformed number,
    ///   a missing `)`, or text after it.
    mutating func tokenize() throws(ColorParseError) -> [ColorArgumentToken] {
        var tokens: [ColorArgumentToken] = []
        while true {
            skipWhitespace()
            guard position < scalars.count else {
                throw error(at: position, "expected ')' to close the color function")
            }
            let start = position
            let scalar = scalars[position]
            switch scalar {
            case ")":
                position += 1
                tokens.append(ColorArgumentToken(kind: .closeParenthesis, column: start + 1, text: ")"))
                skipWhitespace()
                if position < scalars.count {
                    throw error(
                        at: position, "expected nothing after ')'; remove '\(text(from: position, to: scalars.count))'")
                }
                return tokens
            case ",":
                position += 1
                tokens.append(ColorArgumentToken(kind: .comma, column: start + 1, text: ","))
            case "/":
                position += 1
                tokens.append(ColorArgumentToken(kind: .slash, column: start + 1, text: "/"))
            case "0"..."9", ".", "+", "-":
                tokens.append(try number())
            case _ where isLetter(scalar):
                let word = identifier()
                tokens.append(ColorArgumentToken(kind: .identifier(word.lowercased()), column: start + 1, text: word))
            default:
                throw error(at: start, "expected a number, 'none', ',', '/' or ')', found '\(Character(scalar))'")
            }
        }
    }

    private mutating func skipWhitespace() {
        while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    }

    private func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
    }

    private func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar >= "0" && scalar <= "9" }

    private mutating func identifier() -> String {
        let start = position
        while position < scalars.count,
            isLetter(scalars[position]) || isDigit(scalars[position]) || scalars[position] == "-"
        {
            position += 1
        }
        return text(from: start, to: position)
    }

    /// Reads a CSS number (`[+-]digits[.digits][e[+-]digits]`) and its unit.
    private mutating func number() throws(ColorParseError) -> ColorArgumentToken {
        let start = position
        if scalars[position] == "+" || scalars[position] == "-" { position += 1 }
        var digitCount = 0
        while position < scalars.count, isDigit(scalars[position]) {
            position += 1
            digitCount += 1
        }
        if position < scalars.count, scalars[position] == "." {
            position += 1
            while position < scalars.count, isDigit(scalars[position]) {
                position += 1
                digitCount += 1
            }
        }
        guard digitCount > 0 else {
            throw error(at: start, "expected a number (digits, e.g. 0.5 or 50%)")
        }
        if position + 1 < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
            var exponentEnd = position + 1
            if exponentEnd < scalars.count, scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-" {
                exponentEnd += 1
            }
            if exponentEnd < scalars.count, isDigit(scalars[exponentEnd]) {
                position = exponentEnd
                while position < scalars.count, isDigit(scalars[position]) { position += 1 }
            }
        }
        let numberText = text(from: start, to: position)
        guard let value = Double(numberText), value.isFinite else {
            throw error(at: start, "expected a number, found '\(numberText)'")
        }
        var unit = ""
        if position < scalars.count, scalars[position] == "%" {
            position += 1
            unit = "%"
        } else if position < scalars.count, isLetter(scalars[position]) {
            unit = identifier().lowercased()
        }
        return ColorArgumentToken(
            kind: .number(value, unit: unit), column: start + 1, text: text(from: start, to: position))
    }

    private func text(from start: Int, to end: Int) -> String {
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<end])
        return text
    }

    private func error(at index: Int, _ message: String) -> ColorParseError {
        ColorParseError(input: input, column: index + 1, message: message)
    }
}
