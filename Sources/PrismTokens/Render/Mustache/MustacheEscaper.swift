/// How `{{name}}` tags escape the text they write; `{{{name}}}` and `{{&name}}` never escape.
///
/// The default, ``html``, is what the Mustache spec requires. PrismTokens renders Swift, CSS and
/// shell from a context whose values are already escaped for their target, so it renders with
/// ``none``; ``custom(_:)`` takes any other function.
public struct MustacheEscaper: Sendable {
    enum Mode: Sendable {
        case html
        case none
        case custom(@Sendable (String) -> String)
    }

    let mode: Mode

    /// HTML escaping: `&`, `<`, `>`, `"` and `'` become `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;`.
    public static let html = MustacheEscaper(mode: .html)

    /// No escaping: `{{name}}` writes the value as it is, like `{{{name}}}`.
    public static let none = MustacheEscaper(mode: .none)

    /// Escaping by a function from the value's text to the text to write.
    public static func custom(_ escape: @escaping @Sendable (String) -> String) -> MustacheEscaper {
        MustacheEscaper(mode: .custom(escape))
    }

    /// Escapes a string on its own (the renderer writes straight into its buffer instead).
    public func escape(_ text: String) -> String {
        var output = TextOutput()
        append(text, to: &output)
        return output.text
    }

    /// Appends `text`, escaped, to a render's output.
    func append(_ text: String, to output: inout TextOutput) {
        switch mode {
        case .none:
            output.append(text)
        case .custom(let escape):
            output.append(escape(text))
        case .html:
            // Most values have nothing to escape: copy them in one go.
            guard text.utf8.contains(where: Self.isSpecialInHTML) else {
                output.append(text)
                return
            }
            for byte in text.utf8 {
                switch byte {
                case UInt8(ascii: "&"): output.append(Self.ampersand)
                case UInt8(ascii: "<"): output.append(Self.lessThan)
                case UInt8(ascii: ">"): output.append(Self.greaterThan)
                case UInt8(ascii: "\""): output.append(Self.quote)
                case UInt8(ascii: "'"): output.append(Self.apostrophe)
                default: output.append(byte)
                }
            }
        }
    }

    private static func isSpecialInHTML(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let apostrophe = Array("&#39;".utf8)
}
