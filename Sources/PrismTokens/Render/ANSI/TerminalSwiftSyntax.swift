/// Swift syntax for `PrismTerminalPalette.swift`: the one string-literal escaper and identifiers.
enum TerminalSwiftSyntax {
    /// `text` as a Swift string literal, quotes included: the Swift emitter's one escaper
    /// (``SwiftEscaping/stringLiteral(_:)``), so every control character (ESC in particular) is
    /// written `\u{…}` and no raw control byte lands in the file.
    static func stringLiteral(_ text: String) -> String {
        SwiftEscaping.stringLiteral(text)
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

    /// Swift's reserved words: the Swift emitter's list.
    static var keywords: Set<String> { SwiftNaming.keywords }
}
