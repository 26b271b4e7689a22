/// Swift syntax for `PrismTerminalPalette.swift`: the one string-literal escaper and identifiers.
enum TerminalSwiftSyntax {
    /// `text` as a Swift string literal, quotes included.
    ///
    /// Backslash and quote are escaped; tab, line feed, carriage return and NUL use their short
    /// escapes; every other control character (ESC in particular) and bidirectional override is
    /// written `\u{…}`, so no raw control byte ever lands in the file.
    static func stringLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default:
                if SingleLineText.of(String(scalar)) != String(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A `lowerCamelCase` identifier from a name's words (`high-contrast` → `highContrast`), or
    /// `nil` when the name has no letters or digits. A leading digit gets `prefix` in front
    /// (`2xl` → `role2xl`).
    static func identifier(_ name: String, prefix: String) -> String? {
        let camel = NameWords.lowerCamel([name])
        guard let first = camel.first else { return nil }
        return first.isNumber ? prefix + camel : camel
    }

    /// The identifier as it must be written in declarations and member references: in backquotes
    /// when it is a keyword (`default` → `` `default` ``).
    static func escapedIdentifier(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// Names that cannot be used as member names at all, even in backquotes after a dot; callers rename them.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    /// Swift's reserved words (declarations, statements, expressions and types).
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private", "precedencegroup", "protocol",
        "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "_",
    ]
}
