/// A number with an optional unit, the value of a Tokens Studio math expression.
struct StudioQuantity: Equatable, Sendable {
    var number: ExactNumber
    /// `px`, `rem`, `em`, `%`, `ms`, …; `nil` for a plain number.
    var unit: String?
}

/// A problem in a math expression, at a scalar offset inside the string that holds it.
struct StudioExpressionError: Error, Sendable {
    var message: String
    /// The 0-based offset, in Unicode scalars, of the part of the string the problem is about.
    var offset: Int
}

/// Parses and evaluates Tokens Studio math: `{space.base} * 2`, `({a} + 6 * {b}) / 2`,
/// `roundTo({x} / 3, 2)`, with units carried through and numbers kept exact (``ExactNumber``).
///
/// Precedence as in arithmetic: `^` (right-associative) binds tighter than unary minus, which
/// binds tighter than `*` and `/`, then `+` and `-`; parentheses group. Functions: `roundTo(x, n)`,
/// `round`, `floor`, `ceil`, `abs`, `sqrt`, `min`, `max`. Several expressions side by side
/// (`{space.sm} {space.lg}`, multi-value spacing) give several quantities.
///
/// Units: `+`/`-` need equal units or one side unitless (it takes the other's unit); `*` allows one
/// side with a unit; `/` by a unitless number keeps the unit and equal units cancel. Anything
/// else is an error that names the units and where they meet.
struct StudioExpression {
    /// Resolves `{name}` found at `offset` to a quantity, or throws why it cannot.
    typealias ReferenceLookup = (_ name: String, _ offset: Int) throws(StudioExpressionError) -> StudioQuantity

    private enum Token: Equatable {
        case number(String, unit: String?)
        case reference(String)
        case identifier(String)
        case symbol(Character)
    }

    private let tokens: [(token: Token, offset: Int)]
    private let end: Int
    private var position = 0
    private let lookup: ReferenceLookup

    /// Evaluates every expression in `text` (one, or several separated by spaces).
    /// - Throws: ``StudioExpressionError`` with the offset of the offending part.
    static func evaluateList(_ text: String, lookup: @escaping ReferenceLookup) throws(StudioExpressionError)
        -> [StudioQuantity]
    {
        var parser = StudioExpression(tokens: try tokenize(text), end: text.unicodeScalars.count, lookup: lookup)
        guard !parser.tokens.isEmpty else {
            throw StudioExpressionError(
                message: "the value is empty; write a number, a reference or an expression", offset: 0)
        }
        var values: [StudioQuantity] = []
        while parser.position < parser.tokens.count {
            values.append(try parser.expression())
            if parser.position < parser.tokens.count, case .symbol(let c) = parser.tokens[parser.position].token,
                c == "," || c == ")"
            {
                throw StudioExpressionError(
                    message: "unexpected '\(c)'; check the parentheses", offset: parser.tokens[parser.position].offset)
            }
        }
        return values
    }

    /// Evaluates `text` as exactly one expression.
    static func evaluate(_ text: String, lookup: @escaping ReferenceLookup) throws(StudioExpressionError)
        -> StudioQuantity
    {
        let values = try evaluateList(text, lookup: lookup)
        guard values.count == 1 else {
            throw StudioExpressionError(
                message: "expected one value, found \(values.count) separated by spaces; join them with an operator",
                offset: 0)
        }
        return values[0]
    }

    /// Whether `text` reads as math (an operator, parentheses or a function between operands),
    /// as opposed to a plain literal or a lone reference.
    static func looksLikeMath(_ text: String) -> Bool {
        guard let tokens = try? tokenize(text) else { return false }
        let functions: Set<String> = ["roundTo", "round", "floor", "ceil", "abs", "sqrt", "min", "max"]
        return tokens.indices.contains { i in
            switch tokens[i].token {
            case .symbol(let c): "+-*/^".contains(c) && i > 0
            case .identifier(let name):
                functions.contains(name) && i + 1 < tokens.count && tokens[i + 1].token == .symbol("(")
            default: false
            }
        }
    }

    private init(tokens: [(token: Token, offset: Int)], end: Int, lookup: @escaping ReferenceLookup) {
        self.tokens = tokens
        self.end = end
        self.lookup = lookup
    }

    // MARK: Tokens

    private static func tokenize(_ text: String) throws(StudioExpressionError) -> [(token: Token, offset: Int)] {
        let scalars = Array(text.unicodeScalars)
        var result: [(token: Token, offset: Int)] = []
        var i = 0
        func isDigit(_ s: Unicode.Scalar) -> Bool { ("0"..."9").contains(s) }
        func isLetter(_ s: Unicode.Scalar) -> Bool { ("a"..."z").contains(s) || ("A"..."Z").contains(s) || s == "_" }
        while i < scalars.count {
            let s = scalars[i]
            if s.properties.isWhitespace {
                i += 1
                continue
            }
            let start = i
            if s == "{" {
                guard let close = scalars[i...].firstIndex(of: "}") else {
                    throw StudioExpressionError(
                        message: "'{' opens a reference that is never closed; write '{group.token}'", offset: i)
                }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[(i + 1)..<close])
                guard !name.isEmpty, !name.unicodeScalars.contains("{") else {
                    throw StudioExpressionError(
                        message: "'{\(name)}' is not a reference; write '{group.token}'", offset: i)
                }
                result.append((.reference(name.trimmingSpaces), start))
                i = close + 1
            } else if isDigit(s) || (s == "." && i + 1 < scalars.count && isDigit(scalars[i + 1])) {
                while i < scalars.count, isDigit(scalars[i]) || scalars[i] == "." { i += 1 }
                if i + 1 < scalars.count, scalars[i] == "e" || scalars[i] == "E",
                    isDigit(scalars[i + 1])
                        || ((scalars[i + 1] == "-" || scalars[i + 1] == "+") && i + 2 < scalars.count
                            && isDigit(scalars[i + 2]))
                {
                    i += 2
                    while i < scalars.count, isDigit(scalars[i]) { i += 1 }
                }
                var number = ""
                number.unicodeScalars.append(contentsOf: scalars[start..<i])
                var unit: String?
                if i < scalars.count, scalars[i] == "%" {
                    unit = "%"
                    i += 1
                } else if i < scalars.count, isLetter(scalars[i]) {
                    let unitStart = i
                    while i < scalars.count, isLetter(scalars[i]) { i += 1 }
                    var u = ""
                    u.unicodeScalars.append(contentsOf: scalars[unitStart..<i])
                    unit = u
                }
                result.append((.number(number, unit: unit), start))
            } else if isLetter(s) {
                while i < scalars.count, isLetter(scalars[i]) || isDigit(scalars[i]) { i += 1 }
                var name = ""
                name.unicodeScalars.append(contentsOf: scalars[start..<i])
                result.append((.identifier(name), start))
            } else if "+-*/^(),".unicodeScalars.contains(s) {
                result.append((.symbol(Character(s)), start))
                i += 1
            } else {
                throw StudioExpressionError(
                    message:
                        "unexpected '\(Character(s))' in an expression; use numbers, references, + - * / ^ and parentheses",
                    offset: i)
            }
        }
        return result
    }

    // MARK: Grammar

    private var current: (token: Token, offset: Int)? { position < tokens.count ? tokens[position] : nil }

    private func isSymbol(_ c: Character) -> Bool {
        if let current, case .symbol(let s) = current.token { return s == c }
        return false
    }

    private mutating func expression() throws(StudioExpressionError) -> StudioQuantity {
        var value = try term()
        while let (token, offset) = current, case .symbol(let op) = token, op == "+" || op == "-" {
            position += 1
            let rhs = try term()
            value = try Self.add(
                value, op == "+" ? rhs : StudioQuantity(number: -rhs.number, unit: rhs.unit), at: offset, op: op)
        }
        return value
    }

    private mutating func term() throws(StudioExpressionError) -> StudioQuantity {
        var value = try unary()
        while let (token, offset) = current, case .symbol(let op) = token, op == "*" || op == "/" {
            position += 1
            let rhs = try unary()
            value = op == "*" ? try Self.multiply(value, rhs, at: offset) : try Self.divide(value, rhs, at: offset)
        }
        return value
    }

    private mutating func unary() throws(StudioExpressionError) -> StudioQuantity {
        if isSymbol("-") {
            position += 1
            let value = try unary()
            return StudioQuantity(number: -value.number, unit: value.unit)
        }
        if isSymbol("+") {
            position += 1
            return try unary()
        }
        return try power()
    }

    private mutating func power() throws(StudioExpressionError) -> StudioQuantity {
        let base = try primary()
        guard let (_, offset) = current, isSymbol("^") else { return base }
        position += 1
        let exponent = try unary()
        guard exponent.unit == nil else {
            throw StudioExpressionError(
                message: "an exponent must be a plain number, found '\(exponent.unit ?? "")'", offset: offset)
        }
        guard base.unit == nil || exponent.number == ExactNumber(integer: 1) else {
            throw StudioExpressionError(
                message: "cannot raise a value in '\(base.unit ?? "")' to a power; raise the plain number",
                offset: offset)
        }
        guard let result = base.number.power(exponent.number) else {
            throw StudioExpressionError(message: "the power has no real value", offset: offset)
        }
        return StudioQuantity(number: result, unit: base.unit)
    }

    private mutating func primary() throws(StudioExpressionError) -> StudioQuantity {
        guard let (token, offset) = current else {
            throw StudioExpressionError(
                message: "the expression ends where a value is expected; complete it", offset: end)
        }
        position += 1
        switch token {
        case .number(let text, let unit):
            guard let number = ExactNumber(decimal: text) else {
                throw StudioExpressionError(message: "'\(text)' is not a number", offset: offset)
            }
            return StudioQuantity(number: number, unit: unit)
        case .reference(let name):
            return try lookup(name, offset)
        case .symbol("("):
            let value = try expression()
            guard isSymbol(")") else {
                throw StudioExpressionError(message: "'(' is never closed; add ')'", offset: offset)
            }
            position += 1
            return value
        case .identifier(let name):
            guard isSymbol("(") else {
                throw StudioExpressionError(
                    message:
                        "'\(name)' is not a number, reference or function; write a number like 4 or 4px, or '{group.token}'",
                    offset: offset)
            }
            position += 1
            var arguments: [StudioQuantity] = []
            if !isSymbol(")") {
                arguments.append(try expression())
                while isSymbol(",") {
                    position += 1
                    arguments.append(try expression())
                }
            }
            guard isSymbol(")") else {
                throw StudioExpressionError(message: "'\(name)(' is never closed; add ')'", offset: offset)
            }
            position += 1
            return try Self.call(name, arguments, at: offset)
        case .symbol(let c):
            throw StudioExpressionError(message: "unexpected '\(c)' where a value is expected", offset: offset)
        }
    }

    // MARK: Arithmetic with units

    private static func add(_ lhs: StudioQuantity, _ rhs: StudioQuantity, at offset: Int, op: Character)
        throws(StudioExpressionError) -> StudioQuantity
    {
        if let a = lhs.unit, let b = rhs.unit, a != b {
            throw StudioExpressionError(
                message: "cannot \(op == "+" ? "add" : "subtract") '\(b)' and '\(a)'; write both sides in one unit",
                offset: offset)
        }
        return StudioQuantity(number: lhs.number + rhs.number, unit: lhs.unit ?? rhs.unit)
    }

    private static func multiply(_ lhs: StudioQuantity, _ rhs: StudioQuantity, at offset: Int)
        throws(StudioExpressionError) -> StudioQuantity
    {
        if let a = lhs.unit, let b = rhs.unit {
            throw StudioExpressionError(
                message: "cannot multiply '\(a)' by '\(b)'; one side must be a plain number", offset: offset)
        }
        return StudioQuantity(number: lhs.number * rhs.number, unit: lhs.unit ?? rhs.unit)
    }

    private static func divide(_ lhs: StudioQuantity, _ rhs: StudioQuantity, at offset: Int)
        throws(StudioExpressionError) -> StudioQuantity
    {
        guard let quotient = lhs.number / rhs.number else {
            throw StudioExpressionError(message: "division by zero; the divisor evaluates to 0", offset: offset)
        }
        switch (lhs.unit, rhs.unit) {
        case (let a, nil): return StudioQuantity(number: quotient, unit: a)
        case (let a?, let b?) where a == b: return StudioQuantity(number: quotient, unit: nil)
        case (let a, let b?):
            throw StudioExpressionError(
                message:
                    "cannot divide \(a.map { "'\($0)'" } ?? "a plain number") by '\(b)'; divide by a plain number or by the same unit",
                offset: offset)
        }
    }

    private static func call(_ name: String, _ arguments: [StudioQuantity], at offset: Int)
        throws(StudioExpressionError) -> StudioQuantity
    {
        func requireCount(_ range: ClosedRange<Int>) throws(StudioExpressionError) {
            guard range.contains(arguments.count) else {
                let count =
                    range.lowerBound == range.upperBound
                    ? "\(range.lowerBound)" : "\(range.lowerBound) or \(range.upperBound)"
                throw StudioExpressionError(
                    message:
                        "\(name)() takes \(count) argument\(range.upperBound == 1 ? "" : "s"), found \(arguments.count)",
                    offset: offset)
            }
        }
        switch name {
        case "roundTo":
            try requireCount(1...2)
            let places = arguments.count == 2 ? Int(arguments[1].number.double) : 0
            return StudioQuantity(number: arguments[0].number.rounded(places: places), unit: arguments[0].unit)
        case "round":
            try requireCount(1...1)
            return StudioQuantity(number: arguments[0].number.rounded(places: 0), unit: arguments[0].unit)
        case "floor", "ceil", "abs":
            try requireCount(1...1)
            let rule: FloatingPointRoundingRule = name == "floor" ? .down : .up
            let n = arguments[0].number
            let value = name == "abs" ? (n.double < 0 ? -n : n) : n.rounded(rule)
            return StudioQuantity(number: value, unit: arguments[0].unit)
        case "sqrt":
            try requireCount(1...1)
            guard arguments[0].number.double >= 0 else {
                throw StudioExpressionError(message: "sqrt() of a negative number", offset: offset)
            }
            guard let root = arguments[0].number.power(ExactNumber(decimal: "0.5") ?? ExactNumber(integer: 0)) else {
                throw StudioExpressionError(message: "sqrt() has no real value here", offset: offset)
            }
            return StudioQuantity(number: root, unit: arguments[0].unit)
        case "min", "max":
            guard let first = arguments.first else {
                throw StudioExpressionError(message: "\(name)() needs at least one argument", offset: offset)
            }
            var best = first
            for argument in arguments.dropFirst() {
                if let a = best.unit, let b = argument.unit, a != b {
                    throw StudioExpressionError(
                        message: "\(name)() of '\(a)' and '\(b)'; write its arguments in one unit", offset: offset)
                }
                let better =
                    name == "min"
                    ? argument.number.double < best.number.double : argument.number.double > best.number.double
                if better { best = StudioQuantity(number: argument.number, unit: argument.unit ?? best.unit) }
            }
            return best
        default:
            throw StudioExpressionError(
                message: "unknown function '\(name)'; use roundTo, round, floor, ceil, abs, sqrt, min or max",
                offset: offset)
        }
    }
}
