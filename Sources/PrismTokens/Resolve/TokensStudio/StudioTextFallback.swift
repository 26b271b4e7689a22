import PrismAccessibility

/// The CSS text of a Tokens Studio value no DTCG type holds (multi-value spacing `{space.sm}
/// {space.lg}`, gradient strings, percentages typed as colors): references replaced by their
/// targets' CSS text, and `rgba({color}, a)` / `rgba(#hex, a)` calls by the color they denote.
enum StudioTextFallback {
    /// The text, or `nil` when a reference in it did not resolve (already reported).
    static func text(_ written: String, lookup: @escaping (String) -> ResolvedToken?) -> String? {
        var text = written
        // Color functions over a reference or hex first: their result is one CSS color.
        var searchStart = text.startIndex
        while let range = nextColorCall(in: text, from: searchStart) {
            let call = String(text[range])
            let color = try? StudioColorExpression.evaluate(
                call,
                lookupColor: { (name, offset) throws(StudioExpressionError) in
                    guard let token = lookup(name), case .color(let c) = token.value else {
                        throw StudioExpressionError(message: "", offset: offset)
                    }
                    return c
                },
                lookupNumber: { (name, offset) throws(StudioExpressionError) in
                    guard let token = lookup(name), case .number(let n) = token.value else {
                        throw StudioExpressionError(message: "", offset: offset)
                    }
                    return StudioQuantity(number: ExactNumber(n), unit: nil)
                })
            if let color, let srgb = color.srgb {
                let replacement =
                    srgb.alpha >= 1
                    ? srgb.hexString
                    : "rgba(\(srgb.byteValues[0]), \(srgb.byteValues[1]), \(srgb.byteValues[2]), \(JSONText.format(color.alpha)))"
                text.replaceSubrange(range, with: replacement)
                searchStart = text.index(range.lowerBound, offsetBy: replacement.count)
            } else {
                searchStart = range.upperBound
            }
        }
        var result = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close]).trimmingSpaces
            guard let token = lookup(name) else { return nil }
            result += EmbeddedReferences.text(of: token.value)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }

    /// The range of the next `rgb(`/`rgba(`/`hsl(`/`hsla(` call whose first argument is a reference or hex.
    private static func nextColorCall(in text: String, from start: String.Index) -> Range<String.Index>? {
        var index = start
        while index < text.endIndex {
            let rest = text[index...].lowercased()
            if let name = ["rgba(", "rgb(", "hsla(", "hsl("].first(where: { rest.hasPrefix($0) }) {
                let open = text.index(index, offsetBy: name.count)
                let firstArgument = text[open...].drop { $0 == " " }
                if firstArgument.hasPrefix("{") || firstArgument.hasPrefix("#"),
                    let close = text[open...].firstIndex(of: ")")
                {
                    return index..<text.index(after: close)
                }
            }
            index = text.index(after: index)
        }
        return nil
    }
}
