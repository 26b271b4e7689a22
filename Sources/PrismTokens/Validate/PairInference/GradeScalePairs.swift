/// The pairs a numbered palette promises: in a file that names no surface, hue families that share
/// one scale of numeric grades (`blue.10` … `blue.100`, `red.10` … `red.100`) are checked where
/// palette guides put their contrast promise — grades half the scale apart (Carbon's "a difference
/// of 50 or more is accessible" on 10–100), white on the first grade half the scale from the
/// lightest, black on the last grade half the scale from the darkest, and the hover shades of
/// those fills (`blueHover.60`) under the same white or black.
///
/// Only names are read (the pairs are reused across themes that share names), so "lighter" means
/// "lower grade"; contrast is symmetric, so a reversed scale checks the same boundaries. One
/// numbered list (categorical chart colors, `palette.blue.0…19`) is not a scale: at least two
/// families must share the same grades.
enum GradeScalePairs {
    /// The fewest grades a family needs to count as a scale.
    static let minimumGrades = 5
    /// The fewest families that must share the scale.
    static let minimumFamilies = 2

    /// A pair of entry positions: `fg` on `bg`.
    struct Pair: Equatable {
        var fg: Int
        var bg: Int
    }

    /// The pairs among `entries` (which must name no surface; the caller checks), in family order.
    static func pairs(_ entries: [PairInferenceIndex.Entry]) -> [Pair] {
        var families: [String: [Int: Int]] = [:]  // family → grade → entry
        var hovers: [String: [Int: Int]] = [:]  // family → grade → hover shade entry
        var order: [String] = []
        var white: Int?
        var black: Int?
        for (i, entry) in entries.enumerated()
        where entry.name.role == nil && !entry.isExempt && !entry.isInvisible && entry.name.state == nil {
            let words = entry.name.words
            guard let last = words.last else { continue }
            // `white`, `white.0`, `black.100`: the ends of every scale.
            if words.count <= 2, words.count == 1 || PairInferenceIndex.isNumber(last) {
                if words[0] == "white" { white = white ?? i }
                if words[0] == "black" { black = black ?? i }
                if words[0] == "white" || words[0] == "black" { continue }
            }
            guard words.count >= 2, PairInferenceIndex.isNumber(last), let grade = Int(last) else { continue }
            var family = Array(words.dropLast())
            // `blueHover.60`: the hover shade of `blue.60`, a state of the fill, not a family.
            let isHover = family.count >= 2 && RoleVocabulary.classes(of: family[family.count - 1]).contains(.state)
            if isHover { family.removeLast() }
            guard family.allSatisfy({ !PairInferenceIndex.isNumber($0) }) else { continue }
            let key = PairInferenceIndex.key(family)
            if isHover {
                hovers[key, default: [:]][grade] = hovers[key]?[grade] ?? i
            } else {
                if families[key] == nil { order.append(key) }
                families[key, default: [:]][grade] = families[key]?[grade] ?? i
            }
        }
        // The scale: the grade set shared by the most families (ties: the first family's).
        var sharing: [[Int]: Int] = [:]
        var firstSeen: [[Int]] = []
        for key in order {
            guard let grades = families[key], grades.count >= minimumGrades else { continue }
            let scale = grades.keys.sorted()
            if sharing[scale] == nil { firstSeen.append(scale) }
            sharing[scale, default: 0] += 1
        }
        guard let most = sharing.values.max(), most >= minimumFamilies,
            let scale = firstSeen.first(where: { sharing[$0] == most })
        else { return [] }
        let half = scale.count / 2
        var result: [Pair] = []
        for key in order {
            guard let grades = families[key], grades.keys.sorted() == scale else { continue }
            // Each grade with the one half the scale darker: 10 ↔ 60 … 50 ↔ 100.
            for position in 0..<(scale.count - half) {
                if let light = grades[scale[position]], let dark = grades[scale[position + half]] {
                    result.append(Pair(fg: dark, bg: light))
                }
            }
            // White text on the lightest fill it is promised on; black on the darkest.
            let whiteFill = scale[half]
            let blackFill = scale[scale.count - 1 - half]
            for (text, grade) in [(white, whiteFill), (black, blackFill)] {
                guard let text else { continue }
                if let fill = grades[grade] { result.append(Pair(fg: text, bg: fill)) }
                if let hovered = hovers[key]?[grade] { result.append(Pair(fg: text, bg: hovered)) }
            }
        }
        return result
    }
}
