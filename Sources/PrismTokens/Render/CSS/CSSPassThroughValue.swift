/// The CSS of a pass-through token (`string`, `link` and other types DTCG does not define, `compat.type`).
extension CSSEscaping {
    /// The text as written when it is safe as a custom property value, else a quoted CSS string.
    ///
    /// Terrazzo and Style Dictionary write such values as they are (`--font-style: italic`); that
    /// is kept whenever the text cannot end the declaration or the rule early: no `;`, `{`, `}`,
    /// `!`, comment opener, control character or unbalanced bracket or quote. Anything else is
    /// written as a string, which CSS always reads as one value.
    /// - Parameter text: the token's text.
    /// - Returns: the value to write after `--name: `.
    public static func passThroughValue(_ text: String) -> String {
        isSafeRawValue(text) ? text : string(text)
    }

    /// Whether `text` reads as one custom property value exactly as written.
    static func isSafeRawValue(_ text: String) -> Bool {
        guard !text.isEmpty, !text.contains("/*"), text.trimmingSpaces == text else { return false }
        var brackets: [Unicode.Scalar] = []
        var quote: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" { return false }
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case ";", "{", "}", "!": return false
            case "\"", "'": quote = scalar
            case "(": brackets.append(")")
            case "[": brackets.append("]")
            case ")", "]":
                guard brackets.popLast() == scalar else { return false }
            default: break
            }
        }
        return quote == nil && brackets.isEmpty
    }
}
