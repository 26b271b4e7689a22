/// Writes `index.d.ts`: the types of `index.js`, with every theme name and token path as literal keys.
enum WebTypeDeclarations {
    /// The declaration file.
    /// - Parameters:
    ///   - trees: each theme's values, in theme order.
    ///   - defaultTheme: the default theme's name.
    ///   - notice: the `DO NOT EDIT` line.
    /// - Returns: the file as three parts, the type literal of the tokens (5 MB at 100k tokens)
    ///   between its head and tail, not copied into one string.
    static func body(trees: WebThemeTrees, defaultTheme: String, notice: String) -> FileBody {
        let themeUnion = trees.themes.map { JavaScriptSyntax.string($0.name) }.joined(separator: " | ")
        let themeMembers = trees.themes.map {
            "  readonly \(JavaScriptSyntax.key($0.name, inTypeLiteral: true)): Tokens;"
        }
        .joined(separator: "\n")
        var shape: [UInt8] = []
        // Room for about twice the usual line per token (54 bytes at 100k tokens), so the literal
        // is not grown by doubling through fresh pages; room never written is never touched.
        shape.reserveCapacity((trees.themes.first?.tokens.count ?? 0) * 112 + 4_096)
        ShapeWriter(trees: trees).write(trees.themes.map { Optional($0.tree) }, level: 0, into: &shape)
        let head = """
            // \(JavaScriptSyntax.comment(notice))

            /** The name of a theme. */
            export type ThemeName = \(themeUnion);

            /**
             * The tokens of one theme, nested by token path. A token missing from some theme is optional.
             * Values are CSS-ready strings (colors, lengths, times, shadows…), numbers (numbers, font
             * weights) and objects (typography).
             */
            export interface Tokens\u{20}
            """
        let tail = """


            /** The name of every theme, in resolution order. */
            export declare const themeNames: readonly ThemeName[];
            /** The name of the default theme. */
            export declare const defaultTheme: \(JavaScriptSyntax.string(defaultTheme));
            /** The resolved tokens of every theme. */
            export declare const themes: {
            \(themeMembers)
            };
            /** The tokens of the default theme. */
            export declare const tokens: Tokens;
            declare const _default: typeof themes;
            export default _default;

            """
        return FileBody(parts: [Array(head.utf8), shape, Array(tail.utf8)])
    }

    /// Writes the type literal of the groups at one place in every theme.
    private struct ShapeWriter {
        let trees: WebThemeTrees

        /// Appends the type literal of `groups` (one per theme, `nil` where a theme lacks the
        /// group): every key of any theme in first-seen order, `?` when a theme lacks it, the
        /// union of the themes' leaf types, or the nested groups' literal.
        ///
        /// A theme with the first theme's tree has the first theme's group here, so its members
        /// are taken by index rather than looked up by key, and a token it shares with the first
        /// theme has the first theme's type.
        func write(_ groups: [TokenTree<Int>?], level: Int, into out: inout [UInt8]) {
            let themes = trees.themes
            if themes.indices.allSatisfy({ $0 == 0 || themes[$0].hasFirstThemesTree }) {
                writeFollowingFirst(groups.first ?? nil, level: level, into: &out)
                return
            }
            // The themes whose group is the first theme's (by index), and the others (by key).
            let followsFirst = themes.indices.map { $0 == 0 || themes[$0].hasFirstThemesTree }
            let base = groups.first ?? nil
            var keys: [(key: String, index: Int?)] =
                base.map { tree in tree.entries.indices.map { (tree.entries[$0].key, $0) } } ?? []
            let others = groups.indices.filter { !followsFirst[$0] && groups[$0] != nil }
            if !others.isEmpty {
                var seen = Set(keys.map(\.key))
                for theme in others {
                    for entry in groups[theme]?.entries ?? [] where seen.insert(entry.key).inserted {
                        keys.append((entry.key, nil))
                    }
                }
            }
            if keys.isEmpty {
                out.appendUTF8("{}")
                return
            }
            out.appendUTF8("{\n")
            for (offset, key) in keys.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: "\n")) }
                let baseNode = key.index.flatMap { base?.entries[$0].node }
                let nodes = groups.indices.map { theme in
                    followsFirst[theme] ? baseNode : groups[theme]?.node(key.key)
                }
                writeMember(key.key, nodes: nodes, level: level, into: &out)
            }
            out.appendNewline(indentedBy: 2 * level)
            out.append(UInt8(ascii: "}"))
        }

        /// ``write(_:level:into:)`` when every theme has the first theme's tree (the usual case):
        /// the first theme's `group` is every theme's, so its members are walked alone (no list
        /// of nodes per member: at 100,000 tokens those lists were most of the file's time), each
        /// leaf's type the union of the first theme's and of the other themes' that change it.
        private func writeFollowingFirst(_ group: TokenTree<Int>?, level: Int, into out: inout [UInt8]) {
            guard let group, !group.isEmpty else {
                out.appendUTF8("{}")
                return
            }
            let themes = trees.themes
            out.appendUTF8("{\n")
            for (offset, entry) in group.entries.enumerated() {
                if offset > 0 { out.append(UInt8(ascii: "\n")) }
                out.appendSpaces(2 * (level + 1))
                out.appendUTF8("readonly ")
                JavaScriptSyntax.writeKey(entry.key, inTypeLiteral: true, into: &out)
                out.appendUTF8(": ")
                switch entry.node {
                case .group(let tree):
                    writeFollowingFirst(tree, level: level + 1, into: &out)
                case .leaf(let position):
                    let first = WebTypeDeclarations.leafType(themes[0].values[position] ?? .null)
                    var others: [String] = []
                    for theme in themes.dropFirst() where !theme.sharesToken(at: position, with: themes[0]) {
                        let type = WebTypeDeclarations.leafType(theme.values[position] ?? .null)
                        if type != first, !others.contains(type) { others.append(type) }
                    }
                    out.appendUTF8(first)
                    for type in others {
                        out.appendUTF8(" | ")
                        out.appendUTF8(type)
                    }
                }
                out.append(UInt8(ascii: ";"))
            }
            out.appendNewline(indentedBy: 2 * level)
            out.append(UInt8(ascii: "}"))
        }

        /// Appends one member line: `readonly "key"?: type;`, indented for `level + 1`.
        private func writeMember(_ key: String, nodes: [TokenTree<Int>.Node?], level: Int, into out: inout [UInt8]) {
            let themes = trees.themes
            var leafTypes: [String] = []
            var subgroups: [TokenTree<Int>?] = []
            var present = 0
            for (theme, node) in nodes.enumerated() {
                switch node {
                case .leaf(let position)?:
                    present += 1
                    subgroups.append(nil)
                    if theme > 0, themes[theme].sharesToken(at: position, with: themes[0]) { continue }
                    let type = WebTypeDeclarations.leafType(themes[theme].values[position] ?? .null)
                    if !leafTypes.contains(type) { leafTypes.append(type) }
                case .group(let tree)?:
                    present += 1
                    subgroups.append(tree)
                case nil:
                    subgroups.append(nil)
                }
            }
            out.appendSpaces(2 * (level + 1))
            out.appendUTF8("readonly ")
            JavaScriptSyntax.writeKey(key, inTypeLiteral: true, into: &out)
            if present < nodes.count { out.append(UInt8(ascii: "?")) }
            out.appendUTF8(": ")
            if leafTypes.isEmpty {
                write(subgroups, level: level + 1, into: &out)
            } else if subgroups.allSatisfy({ $0 == nil }) {
                out.appendUTF8(leafTypes.joined(separator: " | "))
            } else {
                out.appendUTF8("unknown")
            }
            out.append(UInt8(ascii: ";"))
        }
    }

    /// The type of a leaf value.
    static func leafType(_ value: JSONText) -> String {
        switch value {
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        case .array(let items):
            "readonly (" + Set(items.map { leafType($0) }).sorted().joined(separator: " | ") + ")[]"
        case .object(let members):
            "{ "
                + members.map {
                    "readonly \(JavaScriptSyntax.key($0.0, inTypeLiteral: true)): \(leafType($0.1));"
                }.joined(separator: " ") + " }"
        }
    }
}
