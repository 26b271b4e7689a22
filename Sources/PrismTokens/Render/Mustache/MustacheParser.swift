/// Compiles template source into a ``MustacheNode`` tree: lex, match tags, settle whitespace, build.
enum MustacheParser {
    /// Parses a template.
    /// - Parameters:
    ///   - source: the template text.
    ///   - name: the template's name, used as the file of every diagnostic.
    /// - Throws: ``FatalDiagnostic`` (rule `template`) located at the offending tag.
    static func parse(_ source: String, name: String) throws(FatalDiagnostic) -> [MustacheNode] {
        let bytes = Array(source.utf8)
        let tokens = try MustacheLexer.tokenize(bytes, file: name)
        let sourceMap = MustacheSourceMap(bytes)
        let structure = try MustacheStructure(tokens, sourceMap: sourceMap, file: name)
        let lines = MustacheLineAnalysis(tokens, source: bytes, structure: structure)
        var builder = TreeBuilder(tokens: tokens, source: bytes, lines: lines, sourceMap: sourceMap, file: name)
        let nodes = builder.build()
        return builder.sawBlock ? MustacheReindenter.reindent(nodes) : nodes
    }
}

/// Builds the node tree from analysed tokens.
private struct TreeBuilder {
    /// An opening tag whose children are being collected.
    private struct Frame {
        /// The index of the opening tag, `-1` for the template itself.
        let opener: Int
        /// Whether this is a parent pair, whose content other than blocks is ignored.
        let isParent: Bool
        var nodes: [MustacheNode] = []
        var arguments: [String: MustacheBlock] = [:]

        mutating func append(_ node: MustacheNode) {
            guard !isParent else { return }
            nodes.append(node)
        }

        mutating func appendText(_ text: String) {
            guard !isParent else { return }
            // Take the last text out before appending so it is uniquely referenced and grows in place.
            if case .text(var previous)? = nodes.last {
                nodes.removeLast()
                previous += text
                nodes.append(.text(previous))
            } else {
                nodes.append(.text(text))
            }
        }
    }

    let tokens: [MustacheToken]
    let source: [UInt8]
    let lines: MustacheLineAnalysis
    let sourceMap: MustacheSourceMap
    let file: String
    /// Whether the template has a block, so block indentation needs resolving.
    private(set) var sawBlock = false

    init(
        tokens: [MustacheToken], source: [UInt8], lines: MustacheLineAnalysis, sourceMap: MustacheSourceMap,
        file: String
    ) {
        self.tokens = tokens
        self.source = source
        self.lines = lines
        self.sourceMap = sourceMap
        self.file = file
    }

    mutating func build() -> [MustacheNode] {
        var frames = [Frame(opener: -1, isParent: false)]
        for (index, token) in tokens.enumerated() {
            if lines.lineStartBefore[index] { frames[frames.count - 1].append(.lineStart) }
            if lines.removed[index] { continue }
            guard let kind = token.tagKind else {
                frames[frames.count - 1].appendText(String(decoding: source[token.start..<token.end], as: UTF8.self))
                continue
            }
            switch kind {
            case .comment, .setDelimiters:
                break
            case .escapedVariable, .unescapedVariable:
                frames[frames.count - 1].append(
                    .variable(MustacheName(token.content), escaped: kind == .escapedVariable))
            case .partial:
                frames[frames.count - 1].append(
                    .partial(
                        MustacheTemplateReference(token.content), indentation: lines.indentation[index],
                        location: sourceMap.location(of: token.start, file: file)))
            case .section, .invertedSection, .parent, .block:
                frames.append(Frame(opener: index, isParent: kind == .parent))
            case .close:
                // The structure pass guarantees a matching opener, so the template frame is never popped.
                let frame = frames.removeLast()
                close(frame, into: &frames[frames.count - 1])
            }
        }
        return frames[0].nodes
    }

    private mutating func close(_ frame: Frame, into outer: inout Frame) {
        let opener = tokens[frame.opener]
        switch opener.tagKind {
        case .section, .invertedSection:
            outer.append(
                .section(
                    MustacheName(opener.content), inverted: opener.tagKind == .invertedSection,
                    body: frame.nodes))
        case .parent:
            outer.append(
                .parent(
                    MustacheTemplateReference(opener.content), arguments: frame.arguments,
                    indentation: lines.indentation[frame.opener],
                    location: sourceMap.location(of: opener.start, file: file)))
        case .block:
            sawBlock = true
            let block = MustacheBlock(
                name: opener.content, indentation: lines.indentation[frame.opener], body: frame.nodes)
            if outer.isParent {
                // An argument: a later block of the same name replaces an earlier one.
                outer.arguments[block.name] = block
            } else {
                outer.append(.block(block))
            }
        default:
            break
        }
    }
}
