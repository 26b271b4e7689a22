/// JavaScript and TypeScript syntax for the web bundle: the one escaping helper for what
/// `index.js` and `index.d.ts` write.
enum JavaScriptSyntax {
    /// A string literal (double-quoted, JSON escaping, which is valid JavaScript: U+2028 and U+2029
    /// are escaped too).
    static func string(_ text: String) -> String {
        var out = ""
        JSONText.writeQuoted(text, into: &out)
        return out
    }

    /// A property key in an object literal or a type literal: always a string literal, and
    /// `__proto__` as a computed key in object literals, where a plain `"__proto__":` would set
    /// the prototype instead of creating a property.
    static func key(_ name: String, inTypeLiteral: Bool = false) -> String {
        var out: [UInt8] = []
        writeKey(name, inTypeLiteral: inTypeLiteral, into: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``key(_:inTypeLiteral:)``'s UTF-8 bytes.
    static func writeKey(_ name: String, inTypeLiteral: Bool = false, into out: inout [UInt8]) {
        let isComputed = name == "__proto__" && !inTypeLiteral
        if isComputed { out.append(UInt8(ascii: "[")) }
        JSONText.writeQuoted(name, into: &out)
        if isComputed { out.append(UInt8(ascii: "]")) }
    }

    /// A value as a JavaScript expression, indented by `level` steps of two spaces.
    static func literal(_ value: JSONText, level: Int = 0) -> String {
        var out: [UInt8] = []
        write(value, into: &out, level: level)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends ``literal(_:level:)``'s UTF-8 bytes: objects one member a line (`"key": value,`),
    /// arrays on one line (`[a, b]`), other values as compact JSON.
    static func write(_ value: JSONText, into out: inout [UInt8], level: Int) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                out.appendUTF8("{}")
                return
            }
            out.appendUTF8("{\n")
            for (key, member) in members {
                beginMember(key, level: level + 1, into: &out)
                write(member, into: &out, level: level + 1)
                out.appendUTF8(",\n")
            }
            indent(level, into: &out)
            out.append(UInt8(ascii: "}"))
        case .array(let items):
            out.append(UInt8(ascii: "["))
            for (offset, item) in items.enumerated() {
                if offset > 0 { out.appendUTF8(", ") }
                write(item, into: &out, level: level)
            }
            out.append(UInt8(ascii: "]"))
        default:
            value.write(into: &out, indent: nil, level: 0)
        }
    }

    /// Appends a theme's tree as the object literal ``literal(_:level:)`` writes for
    /// `tree.json { values[$0] }`, without building that object first.
    /// - Parameters:
    ///   - tree: the positions of the theme's tokens, nested by path.
    ///   - values: the value of each position in `tree`.
    ///   - ranges: receives the range in `out` of each value's text, by position.
    static func write(
        _ tree: TokenTree<Int>, values: [JSONText?], into out: inout [UInt8], level: Int,
        ranges: inout [Range<Int>?]
    ) {
        if tree.isEmpty {
            out.appendUTF8("{}")
            return
        }
        out.appendUTF8("{\n")
        for entry in tree.entries {
            beginMember(entry.key, level: level + 1, into: &out)
            switch entry.node {
            case .leaf(let position):
                let start = out.count
                write(values[position] ?? .null, into: &out, level: level + 1)
                ranges[position] = start..<out.count
            case .group(let child):
                write(child, values: values, into: &out, level: level + 1, ranges: &ranges)
            }
            out.appendUTF8(",\n")
        }
        indent(level, into: &out)
        out.append(UInt8(ascii: "}"))
    }

    /// Appends the indentation of `level` and ``key(_:inTypeLiteral:)`` followed by `: `.
    static func beginMember(_ key: String, level: Int, into out: inout [UInt8]) {
        indent(level, into: &out)
        writeKey(key, into: &out)
        out.appendUTF8(": ")
    }

    /// Appends two spaces per level.
    private static func indent(_ level: Int, into out: inout [UInt8]) {
        out.appendSpaces(2 * level)
    }

    /// Text for a `/** … */` or `//` comment: one line, and `*/` cannot end the comment early.
    static func comment(_ text: String) -> String {
        SingleLineText.of(text).replacingAll("*/", with: "*\\/")
    }
}
