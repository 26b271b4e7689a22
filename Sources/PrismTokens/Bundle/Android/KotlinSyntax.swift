/// Kotlin syntax for the Compose file: the one escaping helper for identifiers, strings and
/// comments the android bundle writes.
enum KotlinSyntax {
    /// Kotlin's hard keywords: never usable as plain identifiers.
    static let hardKeywords: Set<String> = [
        "as", "break", "class", "continue", "do", "else", "false", "for", "fun", "if", "in", "interface", "is",
        "null", "object", "package", "return", "super", "this", "throw", "true", "try", "typealias", "typeof",
        "val", "var", "when", "while",
    ]

    /// An identifier: backquoted when it is a hard keyword.
    static func identifier(_ name: String) -> String {
        hardKeywords.contains(name) ? "`\(name)`" : name
    }

    /// A package segment (no backquotes there): lowercase ASCII letters and digits, a leading
    /// digit or keyword gets a `_` so it stays a valid Java and Kotlin package name.
    static func packageSegment(_ word: String) -> String {
        var segment = String(
            word.lowercased().unicodeScalars.filter {
                $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))
            }.map(Character.init))
        if segment.isEmpty { segment = "tokens" }
        if segment.first?.isASCIIDigit == true || hardKeywords.contains(segment) || javaKeywords.contains(segment) {
            segment = "_" + segment
        }
        return segment
    }

    /// Java keywords, which Android package names must avoid too.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "byte", "case", "catch", "char", "const", "default", "double", "enum",
        "extends", "final", "finally", "float", "goto", "implements", "import", "instanceof", "int", "long",
        "native", "new", "private", "protected", "public", "short", "static", "strictfp", "switch",
        "synchronized", "throws", "transient", "void", "volatile",
    ]

    /// A string literal: `"`, `\` and `$` escaped, other characters that cannot stand in a
    /// literal as `\uXXXX` (UTF-16 units).
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "$": out += "\\$"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7f || (0x2028...0x2029).contains(scalar.value):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Text for a `/** … */` or `//` comment: one line, and `*/` cannot end a comment early.
    static func comment(_ text: String) -> String {
        // Printable ASCII without `*/` or `/*` is left as is, as in Swift comments.
        if SwiftEscaping.isPlainCommentText(text) { return text }
        return SingleLineText.of(text).replacingAll("*/", with: "*\\/").replacingAll("/*", with: "/\\*")
    }

    /// A number literal without a needless `.0` (`16`, `12.5`), rounded to 4 decimals.
    static func number(_ value: Double) -> String {
        var rounded = (value * 10_000).rounded() / 10_000
        if rounded == 0 { rounded = 0 }
        return JSONText.format(rounded)
    }
}
