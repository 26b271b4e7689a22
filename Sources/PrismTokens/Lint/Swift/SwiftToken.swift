/// One token of Swift source, as ``SwiftLexer`` reads it: a kind and a byte range.
///
/// A string literal is one token from its opening to its closing delimiter, interpolations
/// included, so nothing inside a string is ever seen as code by the lint rules.
public struct SwiftToken: Sendable, Hashable {
    /// What a token is.
    public enum Kind: UInt8, Sendable, Hashable {
        /// An identifier or keyword: `padding`, `let`, a backquoted keyword such as `default`, `$0`, `$value`.
        case identifier
        /// A number literal: `16`, `0.5`, `1_000`, `0x1F6FEB`, `1e-3`, `0x1p4`.
        case number
        /// A string literal, any form: `"…"`, `"""…"""`, `#"…"#`, with interpolations.
        case string
        /// A `#` keyword: `#if`, `#endif`, `#Preview`, `#colorLiteral`, `#available`.
        case pound
        /// An attribute: `@ScaledMetric`, `@Environment`.
        case attribute
        /// An operator: `+`, `-`, `/`, `...`, `..<`, `==`, `?`.
        case `operator`
        /// `.` as a member access.
        case dot
        /// `(`.
        case openParen
        /// `)`.
        case closeParen
        /// `[`.
        case openBracket
        /// `]`.
        case closeBracket
        /// `{`.
        case openBrace
        /// `}`.
        case closeBrace
        /// `,`.
        case comma
        /// `:`.
        case colon
        /// `;`, `\`, a lone `#` or `@`, or a byte that starts no token.
        case other
    }

    /// The kind.
    public var kind: Kind
    /// The first byte.
    public var start: Int
    /// Just past the last byte.
    public var end: Int
    /// Whether a line break separates this token from the previous one (comments are skipped).
    public var startsLine: Bool

    /// Creates a token.
    public init(kind: Kind, start: Int, end: Int, startsLine: Bool) {
        self.kind = kind
        self.start = start
        self.end = end
        self.startsLine = startsLine
    }
}
