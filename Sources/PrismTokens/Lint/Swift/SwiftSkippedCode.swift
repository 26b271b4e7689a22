/// The code lint leaves alone in a Swift file: `#if DEBUG` branches, `#Preview { … }` blocks and
/// types that conform to `PreviewProvider` — debug and preview code may hard-code anything.
extension SwiftSource {
    /// Marks the tokens of skipped code.
    static func skippedCode(_ tokens: [SwiftToken], bytes: [UInt8], partner: [Int]) -> [Bool] {
        var skipped = [Bool](repeating: false, count: tokens.count)
        func text(_ index: Int) -> Substring {
            Substring(decoding: bytes[tokens[index].start..<tokens[index].end], as: UTF8.self)
        }
        func mark(_ range: Range<Int>) {
            for index in range where index < skipped.count { skipped[index] = true }
        }
        // `#if` stack: whether each open branch is debug-only.
        var branches: [(debug: Bool, start: Int)] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .pound {
                switch text(index) {
                case "#if":
                    let debug = index + 1 < tokens.count && text(index + 1) == "DEBUG" && !tokens[index + 1].startsLine
                    branches.append((debug, index))
                case "#elseif", "#else":
                    if let last = branches.popLast() {
                        if last.debug { mark(last.start..<index) }
                        branches.append((false, index))
                    }
                case "#endif":
                    if let last = branches.popLast(), last.debug { mark(last.start..<(index + 1)) }
                case "#Preview":
                    // `#Preview("name", traits: …) { … }`: skip to the end of the closure.
                    var end = index + 1
                    if end < tokens.count, tokens[end].kind == .openParen, partner[end] > end { end = partner[end] + 1 }
                    if end < tokens.count, tokens[end].kind == .openBrace, partner[end] > end { end = partner[end] + 1 }
                    mark(index..<end)
                default:
                    break
                }
            } else if token.kind == .identifier, text(index) == "PreviewProvider" {
                // `struct X_Previews: PreviewProvider { … }`: skip the type's body.
                var cursor = index + 1
                while cursor < tokens.count, tokens[cursor].kind != .openBrace, cursor - index < 16 { cursor += 1 }
                var start = index
                while start > 0, index - start < 16, text(start) != "struct", text(start) != "extension" { start -= 1 }
                if cursor < tokens.count, tokens[cursor].kind == .openBrace, partner[cursor] > cursor {
                    mark(start..<(partner[cursor] + 1))
                }
            }
            index += 1
        }
        return skipped
    }
}

/// Evaluates constant numeric expressions in call arguments: `31 / 255`, `-8`, `CGFloat(12)`.
struct ConstantParser {
    let source: SwiftSource
    var index: Int
    let end: Int
    private var depth = 0

    init(source: SwiftSource, index: Int, end: Int) {
        self.source = source
        self.index = index
        self.end = end
    }

    mutating func expression() -> Double? {
        guard var value = term() else { return nil }
        while index < end, source.tokens[index].kind == .operator {
            let op = source.text(index)
            guard op == "+" || op == "-" else { break }
            index += 1
            guard let right = term() else { return nil }
            value = op == "+" ? value + right : value - right
        }
        return value
    }

    private mutating func term() -> Double? {
        guard var value = factor() else { return nil }
        while index < end, source.tokens[index].kind == .operator {
            let op = source.text(index)
            guard op == "*" || op == "/" else { break }
            index += 1
            guard let right = factor() else { return nil }
            value = op == "*" ? value * right : value / right
        }
        return value
    }

    private mutating func factor() -> Double? {
        guard index < end, depth < 32 else { return nil }
        let token = source.tokens[index]
        switch token.kind {
        case .number:
            index += 1
            return source.number(index - 1)
        case .operator where source.text(index) == "-":
            index += 1
            return factor().map { -$0 }
        case .openParen:
            return parenthesized()
        case .identifier:
            let name = source.text(index)
            guard name == "CGFloat" || name == "Double" || name == "Float", index + 1 < end,
                source.tokens[index + 1].kind == .openParen
            else { return nil }
            index += 1
            return parenthesized()
        default:
            return nil
        }
    }

    private mutating func parenthesized() -> Double? {
        let close = source.partner[index]
        guard close > index, close < end else { return nil }
        index += 1
        depth += 1
        let value = expression()
        depth -= 1
        guard index == close else { return nil }
        index += 1
        return value
    }
}
