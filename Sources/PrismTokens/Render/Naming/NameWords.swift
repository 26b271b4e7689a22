/// Splits token path segments into words, the common ground of every target language's casing.
///
/// `on-surface` → [on, surface]; `onSurface` → [on, Surface]; `2xl` → [2xl]; `HTTPStatus` → [HTTP, Status];
/// separators are anything that is not a letter or digit (so emoji and punctuation split words).
public enum NameWords {
    /// The words of one name.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(name)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current.removeAll()
        }
        for (i, c) in characters.enumerated() {
            guard c.isLetter || c.isNumber, c.isASCII || c.isLetter else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = i + 1 < characters.count ? characters[i + 1] : nil
                let lowerToUpper = previous.isLowercase && c.isUppercase
                let acronymEnd = previous.isUppercase && c.isUppercase && (next?.isLowercase ?? false)
                let letterAfterDigit = previous.isNumber && c.isLetter && c.isUppercase
                if lowerToUpper || acronymEnd || letterAfterDigit { flush() }
            }
            current.append(c)
        }
        flush()
        return words
    }

    /// `lowerCamelCase` of the words of every segment, e.g. [color, on-surface] → `colorOnSurface`.
    public static func lowerCamel(_ segments: [String]) -> String {
        let all = segments.flatMap(words)
        guard let first = all.first else { return "" }
        return first.lowercasedFirstWord + all.dropFirst().map(\.capitalizedWord).joined()
    }

    /// `UpperCamelCase` of the words of every segment.
    public static func upperCamel(_ segments: [String]) -> String {
        segments.flatMap(words).map(\.capitalizedWord).joined()
    }

    /// `kebab-case` of the words of every segment, lowercased.
    public static func kebab(_ segments: [String]) -> String {
        segments.flatMap(words).map { $0.lowercased() }.joined(separator: "-")
    }
}

extension String {
    /// The word with its first letter uppercased and the rest kept (`surface` → `Surface`, `2xl` → `2xl`).
    var capitalizedWord: String {
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The word lowercased entirely when it is all caps (`HTTP` → `http`), else with its first letter lowered.
    var lowercasedFirstWord: String {
        if allSatisfy({ !$0.isLetter || $0.isUppercase }) { return lowercased() }
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}
