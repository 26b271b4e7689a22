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
        if name == "__proto__" && !inTypeLiteral { return "[" + string(name) + "]" }
        return string(name)
    }

    /// A value as a JavaScript expression, indented by `level` steps of two spaces.
    static func literal(_ value: JSONText, level: Int = 0) -> String {
        var out = ""
        write(value, into: &out, level: level)
        return out
    }

    private static func write(_ value: JSONText, into out: inout String, level: Int) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            for (key, member) in members {
                out += String(repeating: "  ", count: level + 1) + self.key(key) + ": "
                write(member, into: &out, level: level + 1)
                out += ",\n"
            }
            out += String(repeating: "  ", count: level) + "}"
        case .array(let items):
            out += "[" + items.map { literal($0, level: level) }.joined(separator: ", ") + "]"
        default:
            out += value.serialized(indent: nil)
        }
    }

    /// Text for a `/** … */` or `//` comment: one line, and `*/` cannot end the comment early.
    static func comment(_ text: String) -> String {
        SingleLineText.of(text).replacingAll("*/", with: "*\\/")
    }
}
