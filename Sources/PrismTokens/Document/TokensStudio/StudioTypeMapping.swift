/// The Tokens Studio type vocabulary and the DTCG type each name becomes.
///
/// | Tokens Studio | DTCG |
/// |---|---|
/// | `color` | color |
/// | `dimension`, `sizing`, `spacing`, `borderRadius`, `borderWidth`, `fontSizes`, `letterSpacing`, `paragraphSpacing`, `paragraphIndent` | dimension |
/// | `fontWeights` | fontWeight |
/// | `fontFamilies` | fontFamily |
/// | `lineHeights`, `opacity`, `number`, `math` | number (dimension when the literal has a length unit) |
/// | `boxShadow` | shadow |
/// | `typography`, `border`, `duration`, `cubicBezier`, `transition`, `gradient`, `strokeStyle` | the same |
/// | `composition` | expanded into a group of tokens, one per property |
/// | `other` | number when the value is numeric, otherwise text |
/// | `textCase`, `textDecoration`, `asset`, `text`, `string`, `boolean` | text (kept in `$extensions` when no text type exists) |
enum StudioTypeMapping {
    /// What a Tokens Studio type becomes.
    enum Target: Equatable {
        case type(TokenType)
        /// A number, or a dimension when the literal carries a length unit.
        case numeric
        /// A composition: expanded into one token per property.
        case composition
        /// Text with no DTCG type (`textCase`, `asset`, …).
        case text
    }

    /// The DTCG treatment of a Tokens Studio type name, or `nil` for a name Tokens Studio does not write.
    static func target(of name: String) -> Target? {
        if name == "number" { return .numeric }
        if let type = TokenType(rawValue: name) { return .type(type) }
        switch name {
        case "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "letterSpacing", "paragraphSpacing",
            "paragraphIndent", "size":
            return .type(.dimension)
        case "fontWeights": return .type(.fontWeight)
        case "fontFamilies": return .type(.fontFamily)
        case "lineHeights", "lineHeight", "opacity", "math": return .numeric
        case "boxShadow": return .type(.shadow)
        case "composition": return .composition
        case "other": return .numeric
        case "textCase", "textDecoration", "asset", "text", "string", "boolean", "fontStyle": return .text
        default: return nil
        }
    }

    /// Whether `name` is a type only Tokens Studio writes (not a DTCG type): a sign that a file is Tokens Studio's.
    static func isStudioOnly(_ name: String) -> Bool {
        studioOnlyNames.contains(name)
    }

    /// Type names only Tokens Studio writes (Style Dictionary's `size`, `lineHeight`, `opacity`… are not among them).
    private static let studioOnlyNames: Set<String> = [
        "sizing", "spacing", "borderRadius", "borderWidth", "fontSizes", "fontWeights", "fontFamilies", "lineHeights",
        "letterSpacing", "paragraphSpacing", "paragraphIndent", "boxShadow", "composition", "textCase",
        "textDecoration",
        "asset", "other", "math",
    ]

    /// The DTCG type of a composition property (`fill` → color, `borderRadius` → dimension, …).
    static func compositionPropertyType(_ property: String) -> TokenType? {
        switch property {
        case "fill", "color", "borderColor", "backgroundColor", "background": return .color
        case "opacity", "lineHeight", "lineHeights": return .number
        case "fontWeight", "fontWeights": return .fontWeight
        case "fontFamily", "fontFamilies": return .fontFamily
        case "boxShadow": return .shadow
        case "typography": return .typography
        case "border", "borderTop", "borderRight", "borderBottom", "borderLeft": return .border
        case "textCase", "textDecoration", "fontStyle", "asset": return nil
        default: return .dimension
        }
    }

    /// The type of text tokens, when the pipeline has one (DTCG does not).
    static var textType: TokenType? { TokenType(rawValue: "string") }
}
