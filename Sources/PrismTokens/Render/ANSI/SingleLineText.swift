/// Text made safe for a one-line comment in any of the ANSI outputs (`#`, `//`, `///`).
enum SingleLineText {
    /// The text with line breaks, other control characters (ESC included) and bidirectional
    /// overrides replaced by spaces, so it can neither end the comment line, nor put a raw escape
    /// sequence into a file, nor make the code around it read differently than it runs.
    static func of(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.append(contentsOf: text.unicodeScalars.map { isUnsafe($0) ? " " : $0 })
        return result
    }

    private static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
        default: scalar.properties.generalCategory == .control
        }
    }
}
