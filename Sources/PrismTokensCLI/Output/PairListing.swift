import PrismTokens

/// The checked contrast pairs as `validate` shows them: `pairs` in JSON, `--explain-pairs` in text.
enum PairListing {
    /// One pair as JSON: `{foreground, background, theme, ratio, required, level, passes, source, strategy, confidence}`.
    static func json(_ pair: CheckedPair) -> JSONText {
        .object([
            ("foreground", .string(pair.foreground.description)),
            ("background", .string(pair.background.description)),
            ("theme", .string(pair.theme)),
            ("ratio", .number(pair.ratio)),
            ("required", .number(pair.required)),
            ("level", .string(pair.level)),
            ("passes", .bool(pair.passes)),
            ("source", .string(pair.source)),
            ("strategy", .string(pair.strategy.rawValue)),
            ("confidence", .string(pair.confidence.rawValue)),
        ])
    }

    /// `--explain-pairs`: every checked pair grouped by strategy, one line per pair and theme.
    static func text(_ pairs: [CheckedPair]) -> String {
        var out = ""
        for strategy in PairStrategy.allCases {
            let group = pairs.filter { $0.strategy == strategy }
            guard !group.isEmpty else { continue }
            let distinct = Set(group.map { "\($0.foreground)\u{0}\($0.background)" }).count
            out +=
                "\(strategy.rawValue) (\(summary(strategy))): \(FindingsText.counted(distinct, "pair")), \(FindingsText.counted(group.count, "check"))\n"
            for pair in group {
                let verdict = pair.passes ? "ok  " : "FAIL"
                let required =
                    pair.level == "apca"
                    ? "Lc \(ColorOutputText.truncated(pair.required, digits: 1))"
                    : "\(pair.level) \(ColorOutputText.ratio(pair.required))"
                out +=
                    "  \(verdict) \(pair.foreground) on \(pair.background) [\(pair.theme)] \(ColorOutputText.ratio(pair.ratio)), needs \(required) (\(pair.confidence.rawValue) confidence)\n"
            }
        }
        return out.isEmpty ? "no contrast pair was checked\n" : out
    }

    /// What each strategy pairs, in a few words.
    static func summary(_ strategy: PairStrategy) -> String {
        switch strategy {
        case .declared: "declared in contrast.pairs"
        case .onColor: "on-X text on X and its emphasis variants"
        case .roleSwap: "same path, foreground word swapped for a background word"
        case .roleText: "a colored role's text on its quieter surfaces and the page surfaces"
        case .neutralText: "neutral text on the neutral page surfaces"
        case .nonText: "borders and focus indicators on the page surfaces, 3:1"
        case .palette: "a palette-only file's tint families: dark on light, on white, white on base"
        case .gradeScale: "a palette-only file's numeric grades: half the scale apart, white and black on the middle"
        }
    }
}
