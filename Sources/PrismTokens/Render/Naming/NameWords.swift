/// Splits token path segments into words, the common ground of every target language's casing.
///
/// `on-surface` → [on, surface]; `onSurface` → [on, Surface]; `2xl` → [2xl]; `HTTPStatus` → [HTTP, Status];
/// separators are anything that is not a letter or digit (so emoji and punctuation split words).
public enum NameWords {
    /// The words of one name.
    ///
    /// ASCII names (nearly all token names) take a byte path that gives the same words as the
    /// `Character` path below without its grapheme breaking and Unicode property lookups: the
    /// emitters split every segment of every path, and the `Character` path was half of
    /// `generate`'s time at 10k tokens (the Performance article).
    public static func words(_ name: String) -> [String] {
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return asciiWords(name) }
        return unicodeWords(name)
    }

    /// ``words(_:)`` for a name of ASCII characters only.
    static func asciiWords(_ name: String) -> [String] {
        var text = name
        return text.withUTF8 { bytes -> [String] in
            var words: [String] = []
            forEachASCIIWord(in: bytes) { range in
                words.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
            }
            return words
        }
    }

    /// Calls `body` with the range of each word of an ASCII name's bytes, in order (the words
    /// of ``asciiWords(_:)``, for a caller that copies their bytes where it needs them).
    static func forEachASCIIWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = -1  // where the current word starts; -1 when there is none
        for i in bytes.indices {
            let c = bytes[i]
            guard isASCIILower(c) || isASCIIUpper(c) || isASCIIDigit(c) else {
                if start >= 0 { body(start..<i) }
                start = -1
                continue
            }
            if start >= 0 {
                let previous = bytes[i - 1]
                let nextIsLower = i + 1 < bytes.count && isASCIILower(bytes[i + 1])
                let lowerToUpper = isASCIILower(previous) && isASCIIUpper(c)
                let acronymEnd = isASCIIUpper(previous) && isASCIIUpper(c) && nextIsLower
                let letterAfterDigit = isASCIIDigit(previous) && isASCIIUpper(c)
                if lowerToUpper || acronymEnd || letterAfterDigit {
                    body(start..<i)
                    start = i
                }
            }
            if start < 0 { start = i }
        }
        if start >= 0 { body(start..<bytes.count) }
    }

    /// ``words(_:)`` for any name, by `Character`.
    static func unicodeWords(_ name: String) -> [String] {
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
        if let ascii = NameWords.asciiBytes(self) {
            var bytes = ascii
            if NameWords.isASCIILower(bytes[0]) { bytes[0] -= 0x20 }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let first else { return self }
        return first.uppercased() + dropFirst()
    }

    /// The word lowercased entirely when it is all caps (`HTTP` → `http`), else with its first letter lowered.
    var lowercasedFirstWord: String {
        if let ascii = NameWords.asciiBytes(self) {
            var bytes = ascii
            if !bytes.contains(where: NameWords.isASCIILower) {
                for index in bytes.indices where NameWords.isASCIIUpper(bytes[index]) { bytes[index] += 0x20 }
            } else if NameWords.isASCIIUpper(bytes[0]) {
                bytes[0] += 0x20
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        if allSatisfy({ !$0.isLetter || $0.isUppercase }) { return lowercased() }
        guard let first else { return self }
        return first.lowercased() + dropFirst()
    }
}

extension NameWords {
    /// The UTF-8 bytes of a non-empty ASCII word, or `nil`: the byte paths of
    /// ``Swift/String/capitalizedWord`` and ``Swift/String/lowercasedFirstWord`` (the names of
    /// every token and enum go through them; `Character` case mapping is far slower).
    static func asciiBytes(_ word: String) -> [UInt8]? {
        guard !word.isEmpty, word.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        return Array(word.utf8)
    }

    /// Whether `name` is only ASCII lowercase letters and digits, and not empty: its one word is
    /// the whole name (``words(_:)`` splits at capitals and at anything else), and lowercasing it
    /// changes nothing.
    static func isOneLowercaseWord(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { isASCIILower($0) || isASCIIDigit($0) }
    }

    /// Whether a UTF-8 byte is `a`–`z`.
    static func isASCIILower(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "a") < 26 }
    /// Whether a UTF-8 byte is `A`–`Z`.
    static func isASCIIUpper(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "A") < 26 }
    /// Whether a UTF-8 byte is `0`–`9`.
    static func isASCIIDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }
}
