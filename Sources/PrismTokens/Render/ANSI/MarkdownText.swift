/// Markdown text for `contrast.md`: the one escaper for text inside paragraphs and table cells.
enum MarkdownText {
    /// Characters that start emphasis, code, links, raw HTML or entities, or end a table cell, anywhere.
    private static let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "&", "~"]
    /// Characters that start a heading, list, rule or image only at the start of a line.
    private static let specialFirst: Set<Unicode.Scalar> = ["#", "+", "-", "=", "!"]

    /// `text` as literal Markdown: special characters backslash-escaped and kept on one line, so it
    /// renders as written wherever it is placed and cannot break out of a table cell.
    static func escaped(_ text: String) -> String {
        var result = ""
        for (offset, scalar) in SingleLineText.of(text).unicodeScalars.enumerated() {
            if special.contains(scalar) || (offset == 0 && specialFirst.contains(scalar)) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
