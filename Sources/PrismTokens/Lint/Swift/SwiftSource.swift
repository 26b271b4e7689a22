/// A lexed Swift file with what the lint rules ask of it: token text, matching brackets, call
/// arguments, constant numbers, string values and the code that lint skips (`#if DEBUG`
/// branches, `#Preview` blocks and `PreviewProvider` types).
struct SwiftSource {
    /// One argument of a call: its label, if any, and the token indices of its value.
    struct Argument {
        var label: String?
        var value: Range<Int>
    }

    let file: LintSourceFile
    let bytes: [UInt8]
    let tokens: [SwiftToken]
    let comments: [Range<Int>]
    let lines: LintLineMap
    /// For each bracket token, the index of its partner; -1 when unmatched or not a bracket.
    let partner: [Int]
    /// Whether each token is in code lint skips (debug-only or preview code).
    let skipped: [Bool]

    init(_ file: LintSourceFile) {
        self.file = file
        bytes = file.bytes
        let output = SwiftLexer(file.bytes).tokenize()
        tokens = output.tokens
        comments = output.comments
        lines = LintLineMap(file.bytes)
        partner = Self.partners(output.tokens)
        skipped = Self.skippedCode(output.tokens, bytes: file.bytes, partner: partner)
    }

    var count: Int { tokens.count }

    /// The text of token `index`.
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return String(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
    }

    /// Whether token `index` is an identifier spelled `name`.
    func isIdentifier(_ index: Int, _ name: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return bytes[tokens[index].start..<tokens[index].end].elementsEqual(name.utf8)
    }

    func kind(_ index: Int) -> SwiftToken.Kind? {
        index >= 0 && index < tokens.count ? tokens[index].kind : nil
    }

    /// The byte range of tokens `first...last`.
    func offsets(_ first: Int, _ last: Int) -> Range<Int> { tokens[first].start..<tokens[last].end }

    /// The range of tokens `first...last` in the file.
    func range(_ first: Int, _ last: Int) -> LintRange { lines.range(offsets(first, last), file: file.path) }

    /// The source text of tokens `first...last`, as written.
    func source(_ first: Int, _ last: Int) -> String {
        String(decoding: bytes[offsets(first, last)], as: UTF8.self)
    }

    // MARK: Calls

    /// The arguments of the call whose `(` is at `open`.
    func arguments(open: Int) -> [Argument] {
        guard kind(open) == .openParen, partner[open] > open else { return [] }
        let close = partner[open]
        var result: [Argument] = []
        var start = open + 1
        var index = open + 1
        while index <= close {
            let token = tokens[index]
            if index == close || token.kind == .comma {
                if start < index {
                    var label: String?
                    var valueStart = start
                    if start + 1 < index, tokens[start].kind == .identifier, tokens[start + 1].kind == .colon {
                        label = text(start)
                        valueStart = start + 2
                    }
                    result.append(Argument(label: label, value: valueStart..<index))
                }
                start = index + 1
                index += 1
            } else if partner[index] > index {
                index = partner[index] + 1
            } else {
                index += 1
            }
        }
        return result
    }

    /// The value of a constant numeric expression: numbers, `+ - * /`, unary minus, parentheses and
    /// `CGFloat(…)`/`Double(…)` wrappers; `nil` for anything else.
    func constant(_ range: Range<Int>) -> Double? {
        var parser = ConstantParser(source: self, index: range.lowerBound, end: range.upperBound)
        guard let value = parser.expression(), parser.index == range.upperBound, value.isFinite else { return nil }
        return value
    }

    /// The numeric value of a number token (`16`, `0.5`, `1_000`, `0x1F`).
    func number(_ index: Int) -> Double? {
        guard kind(index) == .number else { return nil }
        let text = text(index).filter { $0 != "_" }
        if text.hasPrefix("0x") || text.hasPrefix("0X") {
            guard !text.contains("."), !text.contains("p"), !text.contains("P") else { return nil }
            return UInt64(text.dropFirst(2), radix: 16).map { Double($0) }
        }
        if text.hasPrefix("0b") { return UInt64(text.dropFirst(2), radix: 2).map { Double($0) } }
        if text.hasPrefix("0o") { return UInt64(text.dropFirst(2), radix: 8).map { Double($0) } }
        return Double(text)
    }

    /// The content of a simple string literal (`"…"` on one line, no interpolation, only `\\`
    /// and `\"` escapes), or `nil`.
    func stringValue(_ index: Int) -> String? {
        guard kind(index) == .string else { return nil }
        let slice = bytes[tokens[index].start..<tokens[index].end]
        guard slice.count >= 2, slice.first == UInt8(ascii: "\""), slice.last == UInt8(ascii: "\""),
            !slice.starts(with: "\"\"\"".utf8)
        else { return nil }
        let inner = slice.dropFirst().dropLast()
        if inner.contains(UInt8(ascii: "\\")) { return nil }
        return String(decoding: inner, as: UTF8.self)
    }

    /// The index of the token after the balanced group starting at `index` (itself + 1 otherwise).
    func after(_ index: Int) -> Int { partner[index] > index ? partner[index] + 1 : index + 1 }

    // MARK: Modifier chains

    /// The modifier names (`.padding`, `.accessibilityLabel`…) applied after token `end` (the last
    /// token of a view expression): `.name(…)` and `.name { … }` repeated, across line breaks.
    func modifiers(after end: Int) -> [(name: String, index: Int)] {
        var result: [(String, Int)] = []
        var index = end + 1
        while index + 1 < count, tokens[index].kind == .dot, tokens[index + 1].kind == .identifier {
            result.append((text(index + 1), index + 1))
            index += 2
            while index < count, tokens[index].kind == .openParen || tokens[index].kind == .openBrace,
                partner[index] > index
            {
                index = partner[index] + 1
                // `label:` trailing closures.
                if index + 2 < count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon,
                    tokens[index + 2].kind == .openBrace, !tokens[index].startsLine
                {
                    index += 2
                }
            }
        }
        return result
    }

    /// The first token of the statement holding token `index`: walks back over the postfix chain
    /// (`Image(…)` ← `.resizable()` ← `.frame(…)`) at the same bracket depth.
    func chainStart(of index: Int) -> Int {
        var cursor = index
        while cursor > 0 {
            let previous = cursor - 1
            let token = tokens[cursor]
            if token.kind == .dot || token.kind == .openParen || token.kind == .openBrace {
                // `.x` continues the chain; `(`/`{` continue a call.
                if token.kind != .dot && token.startsLine { break }
                if tokens[previous].kind == .closeParen || tokens[previous].kind == .closeBrace {
                    let open = partner[previous]
                    guard open >= 0 else { break }
                    cursor = open
                    continue
                }
                if tokens[previous].kind == .identifier {
                    cursor = previous
                    continue
                }
                break
            }
            if token.kind == .identifier, tokens[previous].kind == .dot {
                cursor = previous
                continue
            }
            if token.kind == .closeParen || token.kind == .closeBrace {
                let open = partner[cursor]
                guard open > 0, open < cursor else { break }
                cursor = open
                continue
            }
            break
        }
        return cursor
    }

    // MARK: Building

    private static func partners(_ tokens: [SwiftToken]) -> [Int] {
        var partner = [Int](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .openParen, .openBracket, .openBrace:
                stack.append(index)
            case .closeParen, .closeBracket, .closeBrace:
                let expected: SwiftToken.Kind =
                    token.kind == .closeParen ? .openParen : token.kind == .closeBracket ? .openBracket : .openBrace
                // A closer with no opener of its kind is ignored; openers of another kind above
                // its opener (broken code) are dropped.
                guard let position = stack.lastIndex(where: { tokens[$0].kind == expected }) else { break }
                let top = stack[position]
                stack.removeSubrange(position...)
                partner[top] = index
                partner[index] = top
            default:
                break
            }
        }
        return partner
    }
}
