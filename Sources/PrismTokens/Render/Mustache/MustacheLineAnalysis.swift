/// Decides, line by line, which tags are standalone, what whitespace they remove, and where
/// indentation goes: all the whitespace rules of the spec, settled once at parse time.
///
/// A tag is *standalone* when it is alone on its line with only spaces and tabs around it: the
/// whitespace before it and the line ending after it then vanish from the output, so a template can
/// put `{{#section}}` on its own line without leaving a blank line behind. Interpolation tags are
/// never standalone. In template inheritance, what surrounds a tag inside a parent tag pair is
/// ignored anyway, so one side of some tags does not count:
/// - a parent pair `{{<p}}…{{/p}}` is standalone when its opening tag clears on the left and its
///   closing tag on the right (`  {{<p}}{{/p}}` alone on a line);
/// - a block passed to a parent (`{{<p}}{{$b}}` … `{{/b}}{{/p}}`) needs only its opening tag to clear
///   on the right and its closing tag to clear on the left.
struct MustacheLineAnalysis {
    /// Tokens dropped from the output: whitespace and line endings around standalone tags.
    private(set) var removed: [Bool]
    /// Whether each tag is standalone.
    private(set) var standalone: [Bool]
    /// For partials, parents and slot blocks (at their opening tag): the indentation they add.
    private(set) var indentation: [String]
    /// Whether a line-start marker goes before the token: the first output of a line with content.
    private(set) var lineStartBefore: [Bool]

    private let tokens: [MustacheToken]
    private let source: [UInt8]
    private let structure: MustacheStructure
    /// The line of each token, counting lines from 0.
    private var lineOf: [Int] = []
    /// For each line: the index of its first token.
    private var lineFirstToken: [Int] = []
    /// For each line: the index of its first and last token that is neither blank text nor a line ending.
    private var firstContent: [Int] = []
    private var lastContent: [Int] = []

    /// Analyses the lines of a matched token list.
    init(_ tokens: [MustacheToken], source: [UInt8], structure: MustacheStructure) {
        self.tokens = tokens
        self.source = source
        self.structure = structure
        removed = Array(repeating: false, count: tokens.count)
        standalone = Array(repeating: false, count: tokens.count)
        indentation = Array(repeating: "", count: tokens.count)
        lineStartBefore = Array(repeating: false, count: tokens.count)
        indexLines()
        for index in tokens.indices where tokens[index].tagKind != nil {
            decideStandalone(index)
        }
        for index in tokens.indices { decideIndentation(index) }
        placeLineStarts()
    }

    // MARK: Lines

    private mutating func indexLines() {
        lineOf.reserveCapacity(tokens.count)
        var line = 0
        lineFirstToken = [0]
        firstContent = [-1]
        lastContent = [-1]
        for (index, token) in tokens.enumerated() {
            lineOf.append(line)
            switch token.kind {
            case .newline:
                line += 1
                lineFirstToken.append(index + 1)
                firstContent.append(-1)
                lastContent.append(-1)
            case .text where token.isBlank:
                break
            default:
                if firstContent[line] < 0 { firstContent[line] = index }
                lastContent[line] = index
            }
        }
    }

    /// Whether only blank text precedes the token on its line.
    private func clearsLeft(_ index: Int) -> Bool { firstContent[lineOf[index]] == index }

    /// Whether only blank text follows the token before the end of its line.
    private func clearsRight(_ index: Int) -> Bool { lastContent[lineOf[index]] == index }

    /// Whether an opening `{{$block}}` tag is directly inside a parent pair (an argument, not a slot).
    private func isArgument(_ opener: Int) -> Bool {
        let outer = structure.enclosing[opener]
        return outer >= 0 && tokens[outer].tagKind == .parent
    }

    // MARK: Standalone tags

    private mutating func decideStandalone(_ index: Int) {
        guard let kind = tokens[index].tagKind else { return }
        let isStandalone: Bool
        switch kind {
        case .escapedVariable, .unescapedVariable:
            isStandalone = false
        case .comment, .setDelimiters, .partial, .section, .invertedSection:
            isStandalone = clearsLeft(index) && clearsRight(index)
        case .parent:
            isStandalone = clearsLeft(index) && clearsRight(structure.partner[index])
        case .block:
            isStandalone = isArgument(index) ? clearsRight(index) : clearsLeft(index) && clearsRight(index)
        case .close:
            let opener = structure.partner[index]
            switch tokens[opener].tagKind {
            case .parent: isStandalone = clearsLeft(opener) && clearsRight(index)
            case .block where isArgument(opener): isStandalone = clearsLeft(index)
            default: isStandalone = clearsLeft(index) && clearsRight(index)
            }
        }
        guard isStandalone else { return }
        standalone[index] = true
        if clearsLeft(index) {
            for blank in lineFirstToken[lineOf[index]]..<index { removed[blank] = true }
        }
        if clearsRight(index) {
            var after = index + 1
            while after < tokens.count, tokens[after].kind != .newline {
                removed[after] = true
                after += 1
            }
            if after < tokens.count { removed[after] = true }
        }
    }

    /// The blank text between the start of the token's line and the token.
    private func leadingWhitespace(_ index: Int) -> String {
        let start = tokens[lineFirstToken[lineOf[index]]].start
        return String(decoding: source[start..<tokens[index].start], as: UTF8.self)
    }

    // MARK: Indentation

    private mutating func decideIndentation(_ index: Int) {
        switch tokens[index].tagKind {
        case .partial where standalone[index], .parent where standalone[index]:
            indentation[index] = leadingWhitespace(index)
        case .block:
            if let intrinsic = intrinsicIndentation(ofBlock: index) {
                indentation[index] = intrinsic
            } else if clearsLeft(index), clearsRight(structure.partner[index]) {
                indentation[index] = leadingWhitespace(index)
            }
        default:
            break
        }
    }

    /// When a block's opening tag is standalone, the indentation of its first non-blank line of
    /// content (`nil` when the block is empty or its opening tag is not standalone).
    private func intrinsicIndentation(ofBlock opener: Int) -> String? {
        guard standalone[opener] else { return nil }
        var index = opener + 1
        while index < tokens.count {
            // Skip to the start of the next line.
            while index < tokens.count, tokens[index].kind != .newline { index += 1 }
            index += 1
            guard index < tokens.count else { return nil }
            let first = firstContent[lineOf[index]]
            if first == structure.partner[opener] { return nil }
            if first >= 0 {
                // The spaces and tabs the line starts with, even where they begin a text token.
                var end = tokens[lineFirstToken[lineOf[index]]].start
                while end < source.count, MustacheLexer.isBlankByte(source[end]) { end += 1 }
                return String(decoding: source[tokens[lineFirstToken[lineOf[index]]].start..<end], as: UTF8.self)
            }
        }
        return nil
    }

    // MARK: Line starts

    /// Marks the first output token of every line that keeps some content, unless that token is a
    /// standalone tag (a standalone partial, parent or block indents its own lines).
    private mutating func placeLineStarts() {
        var atLineStart = true
        for (index, token) in tokens.enumerated() {
            if token.kind == .newline {
                atLineStart = true
                continue
            }
            guard atLineStart, !removed[index] else { continue }
            atLineStart = false
            if !standalone[index] { lineStartBefore[index] = true }
        }
    }
}
