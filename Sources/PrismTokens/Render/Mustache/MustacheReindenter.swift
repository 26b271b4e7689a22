/// Makes block indentation relative: "block indentation is removed at the site of definition and
/// added at the site of expansion".
///
/// Each block's indentation is measured on the raw source. Going down the tree, every line of a
/// block's body loses the block's indentation, and so do the indentations of the partials, parents
/// and blocks inside it; a nested block's indentation is measured after its enclosing block's has
/// been removed. At render time, expanding a block adds its slot's indentation back, so an
/// overriding block written at any depth lands at the depth of the slot it fills.
enum MustacheReindenter {
    /// Removes block indentation throughout a template's tree.
    static func reindent(_ nodes: [MustacheNode]) -> [MustacheNode] {
        reindent(nodes, removing: [])
    }

    /// - Parameter removing: the indentations of the enclosing blocks, outermost first, each
    ///   relative to the one before.
    private static func reindent(_ nodes: [MustacheNode], removing chain: [String]) -> [MustacheNode] {
        var result: [MustacheNode] = []
        result.reserveCapacity(nodes.count)
        var atLineStart = false
        for node in nodes {
            defer { if case .lineStart = node { atLineStart = true } else { atLineStart = false } }
            switch node {
            case .lineStart, .variable:
                result.append(node)
            case .text(let text):
                guard atLineStart, !chain.isEmpty else {
                    result.append(node)
                    continue
                }
                let stripped = strip(chain, from: text)
                if stripped.hasPrefix("\n") || stripped.hasPrefix("\r\n"), case .lineStart? = result.last {
                    // The line held only indentation: keep it empty rather than re-indent it.
                    result.removeLast()
                }
                if !stripped.isEmpty { result.append(.text(stripped)) }
            case .section(let name, let inverted, let body):
                result.append(.section(name, inverted: inverted, body: reindent(body, removing: chain)))
            case .partial(let reference, let indentation, let location):
                result.append(.partial(reference, indentation: strip(chain, from: indentation), location: location))
            case .parent(let reference, let arguments, let indentation, let location):
                result.append(
                    .parent(
                        reference, arguments: arguments.mapValues { reindent($0, removing: chain) },
                        indentation: strip(chain, from: indentation), location: location))
            case .block(let block):
                result.append(.block(reindent(block, removing: chain)))
            }
        }
        return result
    }

    private static func reindent(_ block: MustacheBlock, removing chain: [String]) -> MustacheBlock {
        let indentation = strip(chain, from: block.indentation)
        let inner = indentation.isEmpty ? chain : chain + [indentation]
        return MustacheBlock(name: block.name, indentation: indentation, body: reindent(block.body, removing: inner))
    }

    /// Removes each indentation of the chain in turn from the start of `text`: as much of it as
    /// `text` starts with, so a line indented less than its block loses only what it has.
    static func strip(_ chain: [String], from text: String) -> String {
        var bytes = text.utf8[...]
        for indentation in chain {
            for byte in indentation.utf8 {
                guard bytes.first == byte else { break }
                bytes = bytes.dropFirst()
            }
        }
        return bytes.count == text.utf8.count ? text : String(Substring(bytes))
    }
}
