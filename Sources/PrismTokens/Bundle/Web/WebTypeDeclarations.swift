/// Writes `index.d.ts`: the types of `index.js`, with every theme name and token path as literal keys.
enum WebTypeDeclarations {
    /// The declaration file.
    /// - Parameters:
    ///   - trees: each theme's values, in theme order, with the theme's name.
    ///   - defaultTheme: the default theme's name.
    ///   - notice: the `DO NOT EDIT` line.
    static func text(trees: [(name: String, tree: TokenTree<JSONText>)], defaultTheme: String, notice: String) -> String
    {
        let themeUnion = trees.map { JavaScriptSyntax.string($0.name) }.joined(separator: " | ")
        let themeMembers = trees.map { "  readonly \(JavaScriptSyntax.key($0.name, inTypeLiteral: true)): Tokens;" }
            .joined(separator: "\n")
        return """
            // \(JavaScriptSyntax.comment(notice))

            /** The name of a theme. */
            export type ThemeName = \(themeUnion);

            /**
             * The tokens of one theme, nested by token path. A token missing from some theme is optional.
             * Values are CSS-ready strings (colors, lengths, times, shadows…), numbers (numbers, font
             * weights) and objects (typography).
             */
            export interface Tokens \(shape(of: trees.map { Optional($0.tree) }, level: 0))

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
    }

    /// The type literal of the groups at the same place in every theme (`nil` where a theme lacks it).
    private static func shape(of groups: [TokenTree<JSONText>?], level: Int) -> String {
        var keys: [String] = []
        var seen: Set<String> = []
        for group in groups.compactMap({ $0 }) {
            for entry in group.entries where seen.insert(entry.key).inserted { keys.append(entry.key) }
        }
        if keys.isEmpty { return "{}" }
        let indent = String(repeating: "  ", count: level + 1)
        var lines: [String] = []
        for key in keys {
            let nodes = groups.map { $0?.node(key) }
            let present = nodes.compactMap { $0 }
            let optional = present.count < groups.count ? "?" : ""
            var leafTypes: [String] = []
            var subgroups: [TokenTree<JSONText>?] = []
            for node in nodes {
                switch node {
                case .leaf(let value)?:
                    let type = leafType(value, level: level + 1)
                    if !leafTypes.contains(type) { leafTypes.append(type) }
                    subgroups.append(nil)
                case .group(let tree)?: subgroups.append(tree)
                case nil: subgroups.append(nil)
                }
            }
            let type: String
            if leafTypes.isEmpty {
                type = shape(of: subgroups, level: level + 1)
            } else if subgroups.allSatisfy({ $0 == nil }) {
                type = leafTypes.joined(separator: " | ")
            } else {
                type = "unknown"
            }
            lines.append("\(indent)readonly \(JavaScriptSyntax.key(key, inTypeLiteral: true))\(optional): \(type);")
        }
        return "{\n" + lines.joined(separator: "\n") + "\n" + String(repeating: "  ", count: level) + "}"
    }

    /// The type of a leaf value.
    private static func leafType(_ value: JSONText, level: Int) -> String {
        switch value {
        case .string: "string"
        case .number: "number"
        case .bool: "boolean"
        case .null: "null"
        case .array(let items):
            "readonly (" + Set(items.map { leafType($0, level: level) }).sorted().joined(separator: " | ") + ")[]"
        case .object(let members):
            "{ "
                + members.map {
                    "readonly \(JavaScriptSyntax.key($0.0, inTypeLiteral: true)): \(leafType($0.1, level: level));"
                }.joined(separator: " ") + " }"
        }
    }
}
