/// Every string of up to a few characters over an alphabet of the cases that matter: the inputs
/// on which byte-level shortcuts are checked against the scalar-by-scalar code they skip.
enum ShortStrings {
    /// Characters that escaping and naming treat specially: letters, digits, punctuation, quotes,
    /// backslash, control characters, non-ASCII letters, emoji, the JSON-breaking line and
    /// paragraph separators and another character whose UTF-8 starts with E2.
    static let interestingCharacters = [
        "a", "Z", "0", "9", "-", "_", " ", "\\", "/", "*", ".", "&", "<", ">", "\"", "'",
        "\n", "\r", "\u{0C}", "\u{0}", "\u{7F}", "\t", "\u{8}",
        "é", "🔥", "\u{2028}", "\u{2029}", "\u{2013}", "\u{FFFE}",
    ]

    /// Every string of `0...maximumLength` characters from `alphabet`.
    static func all(from alphabet: [String] = interestingCharacters, maximumLength: Int = 3) -> [String] {
        var strings = [""]
        var previous = [""]
        for _ in 0..<maximumLength {
            previous = previous.flatMap { prefix in alphabet.map { prefix + $0 } }
            strings += previous
        }
        return strings
    }
}
