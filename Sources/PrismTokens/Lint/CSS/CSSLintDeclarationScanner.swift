/// One declaration of a CSS or SCSS rule, `property: value;`, as token indices.
struct CSSLintDeclaration: Sendable {
    /// The property, lowercased, without a vendor prefix (`-webkit-transition` is `transition`).
    var property: String
    /// Whether the declaration defines a value rather than using one: a custom property
    /// (`--brand: #1f6feb`) or an SCSS variable (`$brand: #1f6feb`). Definitions are where the
    /// literal values of a design system belong, so they are never reported.
    var isDefinition: Bool
    /// The indices (into the token array) of the value's tokens, whitespace and comments included.
    var value: Range<Int>
}

/// Finds the declarations of a CSS or SCSS token stream.
///
/// A statement runs to `;`, `{` or `}` outside parentheses. One that ends at `{` is a selector or
/// an at-rule prelude (`a:hover {`, `@media (min-width: 768px) {`) and is skipped; one that
/// starts with an at-keyword (`@include pad(16px);`, `@use "x";`) is skipped too. What is left
/// and has the form `name: value` is a declaration, nested rules included.
enum CSSLintDeclarationScanner {
    /// The declarations of `tokens` (the lexer's output for `bytes`), in source order.
    static func declarations(_ tokens: [CSSLintToken], bytes: [UInt8]) -> [CSSLintDeclaration] {
        var result: [CSSLintDeclaration] = []
        var statementStart = 0
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .openParen, .function:
                depth += 1
            case .closeParen:
                depth = max(0, depth - 1)
            case .semicolon where depth == 0, .closeBrace:
                if let declaration = declaration(tokens, statementStart..<index, bytes: bytes) {
                    result.append(declaration)
                }
                statementStart = index + 1
                if token.kind == .closeBrace { depth = 0 }
            case .openBrace:
                statementStart = index + 1
                depth = 0
            default:
                break
            }
        }
        if let declaration = declaration(tokens, statementStart..<tokens.count, bytes: bytes) {
            result.append(declaration)
        }
        return result
    }

    /// The declaration in `range`, or `nil` when the statement is not `name: value`.
    private static func declaration(_ tokens: [CSSLintToken], _ range: Range<Int>, bytes: [UInt8])
        -> CSSLintDeclaration?
    {
        var index = range.lowerBound
        func skipTrivia() {
            while index < range.upperBound, tokens[index].kind == .whitespace || tokens[index].kind == .comment {
                index += 1
            }
        }
        skipTrivia()
        guard index < range.upperBound else { return nil }
        let name = tokens[index]
        guard name.kind == .ident || name.kind == .scssVariable else { return nil }
        index += 1
        skipTrivia()
        guard index < range.upperBound, tokens[index].kind == .colon else { return nil }
        var property = String(decoding: bytes[name.start..<name.end], as: UTF8.self).lowercased()
        let isDefinition = name.kind == .scssVariable || property.hasPrefix("--")
        if !isDefinition, property.hasPrefix("-"), let dash = property.dropFirst().firstIndex(of: "-") {
            property = String(property[property.index(after: dash)...])
        }
        return CSSLintDeclaration(property: property, isDefinition: isDefinition, value: (index + 1)..<range.upperBound)
    }
}
