/// Edit distance between short strings, for "did you mean" suggestions.
public enum EditDistance {
    /// The Levenshtein distance between `a` and `b`, counted in Unicode scalars.
    public static func levenshtein(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = Swift.min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate nearest to `word`, if it is close enough to be a typo of it (at most 2 edits,
    /// or a third of the word's length for longer words).
    public static func closest(to word: String, in candidates: [String]) -> String? {
        let scored = candidates.map { ($0, levenshtein(word, $0)) }.min { $0.1 < $1.1 }
        guard let (best, distance) = scored, distance <= Swift.max(2, word.count / 3) else { return nil }
        return best
    }
}
