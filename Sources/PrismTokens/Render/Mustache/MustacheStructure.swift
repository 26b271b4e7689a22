/// How the tags of a template nest: each opening tag's closing tag, and each token's enclosing tag.
///
/// Built before anything else so that the standalone analysis can look at tag pairs, and so that a
/// template with mismatched tags is rejected with the position of the offending tag.
struct MustacheStructure {
    /// For an opening or closing tag, the index of its partner; `-1` for other tokens.
    private(set) var partner: [Int]
    /// For every token, the index of the innermost opening tag around it; `-1` at the top level.
    private(set) var enclosing: [Int]

    /// Matches the opening and closing tags of a token list.
    /// - Throws: ``FatalDiagnostic`` for a closing tag that closes nothing or the wrong section,
    ///   and for a section left open at the end of the template.
    init(_ tokens: [MustacheToken], sourceMap: MustacheSourceMap, file: String) throws(FatalDiagnostic) {
        partner = Array(repeating: -1, count: tokens.count)
        enclosing = Array(repeating: -1, count: tokens.count)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = open.last ?? -1
            guard let kind = token.tagKind else { continue }
            if kind.opensSection {
                open.append(index)
            } else if kind == .close {
                let closer = token.delimiters.tag("/", token.content)
                guard let opener = open.popLast() else {
                    throw MustacheDiagnostics.error(
                        "'\(closer)' closes '\(token.content)' but nothing is open; remove it or open it "
                            + "before with \(token.delimiters.tag("#", token.content))",
                        at: sourceMap.location(of: token.start, file: file))
                }
                let opening = tokens[opener]
                guard opening.content == token.content else {
                    let openedAt = sourceMap.location(of: opening.start, file: file)
                    throw MustacheDiagnostics.error(
                        "'\(closer)' does not match the open \(Self.noun(opening)) '\(opening.content)' "
                            + "(line \(openedAt.line), column \(openedAt.column)); close it first with "
                            + "\(token.delimiters.tag("/", opening.content)) or fix the name",
                        at: sourceMap.location(of: token.start, file: file))
                }
                enclosing[index] = open.last ?? -1
                partner[index] = opener
                partner[opener] = index
            }
        }
        if let opener = open.last {
            let opening = tokens[opener]
            throw MustacheDiagnostics.error(
                "unclosed \(Self.noun(opening)) '\(opening.content)'; add \(opening.delimiters.tag("/", opening.content))",
                at: sourceMap.location(of: opening.start, file: file))
        }
    }

    /// What an opening tag is called in messages.
    private static func noun(_ token: MustacheToken) -> String {
        switch token.tagKind {
        case .invertedSection: "inverted section"
        case .parent: "parent"
        case .block: "block"
        default: "section"
        }
    }
}
