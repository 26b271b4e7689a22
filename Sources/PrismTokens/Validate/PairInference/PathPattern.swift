/// The patterns of `contrast.pairs` exclusions and re-levellings: a dotted token path where `*`
/// matches any run of characters, dots included (`*.disabled.*`, `color.text.*`).
enum PathPattern {
    /// Whether `path` matches `pattern`; without `*` the two must be equal.
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.utf8)
        let s = Array(path.utf8)
        var pi = 0
        var si = 0
        var star = -1
        var resume = 0
        // Greedy matching with one backtrack point: linear in practice, never exponential.
        while si < s.count {
            if pi < p.count, p[pi] == UInt8(ascii: "*") {
                star = pi
                resume = si
                pi += 1
            } else if pi < p.count, p[pi] == s[si] {
                pi += 1
                si += 1
            } else if star >= 0 {
                pi = star + 1
                resume += 1
                si = resume
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == UInt8(ascii: "*") { pi += 1 }
        return pi == p.count
    }
}
