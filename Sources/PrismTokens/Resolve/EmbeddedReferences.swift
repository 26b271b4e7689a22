/// References written inside a longer string (`"inset 0 0 0 {border.width.thin}"`, `compat.string-reference`).
///
/// DTCG 2025.10 references are whole values. Style Dictionary and Terrazzo also replace each
/// `{path}` inside a longer string by its target's value; PrismTokens does the same, with a
/// warning, when every brace pair in the string is one well-formed path.
enum EmbeddedReferences {
    /// One `{path}` inside a string.
    struct Occurrence {
        /// The text replaced, braces included: `{border.width.thin}`.
        var written: String
        /// The path between the braces.
        var path: TokenPath
    }

    /// The references in `text`, or `nil` when its braces do not all form well-formed `{path}`s
    /// (an unbalanced or nested brace, an empty or blank path): then the string is a malformed reference.
    static func occurrences(in text: String) -> [Occurrence]? {
        var result: [Occurrence] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(where: { $0 == "{" || $0 == "}" }) {
            guard rest[open] == "{" else { return nil }
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(where: { $0 == "{" || $0 == "}" }), rest[close] == "}"
            else { return nil }
            let inner = rest[afterOpen..<close]
            guard !inner.isEmpty, !inner.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) else { return nil }
            let path = TokenPath(dotted: String(inner))
            guard !path.segments.contains(where: \.isEmpty) else { return nil }
            result.append(Occurrence(written: String(rest[open...close]), path: path))
            rest = rest[rest.index(after: close)...]
        }
        return result.isEmpty ? nil : result
    }

    /// The text a referenced value takes inside a string: a pass-through string as written, any
    /// other value as its CSS text (`1px`, `#0066cc`, `200ms`).
    static func text(of value: TokenValue) -> String {
        if case .string(let text) = value { return text }
        return WebValueText.text(value)
    }
}
