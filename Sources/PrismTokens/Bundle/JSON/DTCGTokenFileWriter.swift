/// Writes the json bundle's two files per theme straight into UTF-8 bytes.
///
/// The output is what ``JSONText/serialized(indent:)`` (2-space indent) gives for the trees
/// `JSONBundlePacker` once built, plus a final newline: a DTCG file is
/// `{"$description": …, <groups by path>}` with every token an object of `$type`, `$value`,
/// `$description`, `$deprecated` and `$extensions`, and a flat map is `{"<dotted path>": <$value>}`.
/// Writing the groups and token objects directly saves building, serializing and releasing a
/// `JSONText` node per group, token and member (100,000 tokens × themes).
enum DTCGTokenFileWriter {
    /// The spaces per nesting level.
    static let indent = 2

    /// Appends a theme's DTCG token file.
    /// - Parameters:
    ///   - tree: the positions in `tokens` of the tokens written, nested by path.
    ///   - description: the file's `$description`.
    ///   - tokens: the theme's tokens.
    ///   - values: the `$value` of each token of `tree`, by position.
    ///   - out: receives the bytes.
    static func writeDocument(
        _ tree: TokenTree<Int>, description: String, tokens: [ResolvedToken], values: [JSONText?],
        into out: inout [UInt8]
    ) {
        out.append(UInt8(ascii: "{"))
        beginMember("$description", level: 1, isFirst: true, into: &out)
        JSONText.writeQuoted(description, into: &out)
        writeMembers(of: tree, level: 1, isFirst: false, tokens: tokens, values: values, into: &out)
        newline(level: 0, into: &out)
        out.append(contentsOf: "}\n".utf8)
    }

    /// Appends a theme's flat map: each token at `positions`, by its dotted path.
    static func writeFlat(_ positions: [Int], tokens: [ResolvedToken], values: [JSONText?], into out: inout [UInt8]) {
        guard !positions.isEmpty else {
            out.append(contentsOf: "{}\n".utf8)
            return
        }
        out.append(UInt8(ascii: "{"))
        for (offset, position) in positions.enumerated() {
            beginMember(tokens[position].path.description, level: 1, isFirst: offset == 0, into: &out)
            (values[position] ?? .null).write(into: &out, indent: indent, level: 1)
        }
        newline(level: 0, into: &out)
        out.append(contentsOf: "}\n".utf8)
    }

    /// Appends the members of a group, each on its own line at `level`.
    private static func writeMembers(
        of tree: TokenTree<Int>, level: Int, isFirst: Bool, tokens: [ResolvedToken], values: [JSONText?],
        into out: inout [UInt8]
    ) {
        var isFirst = isFirst
        for entry in tree.entries {
            beginMember(entry.key, level: level, isFirst: isFirst, into: &out)
            isFirst = false
            switch entry.node {
            case .leaf(let position):
                writeToken(tokens[position], value: values[position] ?? .null, level: level, into: &out)
            case .group(let child):
                guard !child.isEmpty else {
                    out.append(contentsOf: "{}".utf8)
                    continue
                }
                out.append(UInt8(ascii: "{"))
                writeMembers(of: child, level: level + 1, isFirst: true, tokens: tokens, values: values, into: &out)
                newline(level: level, into: &out)
                out.append(UInt8(ascii: "}"))
            }
        }
    }

    /// Appends a token object (``JSONBundlePacker/dtcgToken(_:)`` serialized) whose own line is at `level`.
    private static func writeToken(_ token: ResolvedToken, value: JSONText, level: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        beginMember("$type", level: level + 1, isFirst: true, into: &out)
        JSONText.writeQuoted(token.type.rawValue, into: &out)
        beginMember("$value", level: level + 1, isFirst: false, into: &out)
        value.write(into: &out, indent: indent, level: level + 1)
        if let description = token.description {
            beginMember("$description", level: level + 1, isFirst: false, into: &out)
            JSONText.writeQuoted(description, into: &out)
        }
        if let deprecation = token.deprecation {
            beginMember("$deprecated", level: level + 1, isFirst: false, into: &out)
            if deprecation.isEmpty {
                out.append(contentsOf: "true".utf8)
            } else {
                JSONText.writeQuoted(deprecation, into: &out)
            }
        }
        if let extensions = token.extensions {
            beginMember("$extensions", level: level + 1, isFirst: false, into: &out)
            JSONText(extensions).write(into: &out, indent: indent, level: level + 1)
        }
        newline(level: level, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends `,` (unless first), a new line at `level`, the quoted key and `: `.
    private static func beginMember(_ key: String, level: Int, isFirst: Bool, into out: inout [UInt8]) {
        if !isFirst { out.append(UInt8(ascii: ",")) }
        newline(level: level, into: &out)
        JSONText.writeQuoted(key, into: &out)
        out.append(contentsOf: ": ".utf8)
    }

    /// Appends a line break and the indentation of `level`.
    private static func newline(level: Int, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: indent * level))
    }
}
