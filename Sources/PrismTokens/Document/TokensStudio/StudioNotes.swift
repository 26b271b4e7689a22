/// Collects what the Tokens Studio front end assumed or carried, so each file gets one warning per kind.
struct StudioNotes {
    /// A kind of note, its rule and what it tells the user.
    enum Kind: String, CaseIterable {
        case carried, typographyDefaults, modifierToken, textValue, unusedSet

        var rule: String {
            switch self {
            case .carried: "studio.extensions"
            case .typographyDefaults: "studio.typography"
            case .modifierToken: "studio.modifier"
            case .textValue, .unusedSet: "studio.unsupported"
            }
        }
    }

    private struct Use {
        var count: Int
        var first: SourceLocation
        var detail: [String]
    }
    private var uses: [String: [Kind: Use]] = [:]
    private var files: [String] = []

    /// Records one use of `kind` at `location`, with a detail (a property or token name) listed in the warning.
    mutating func record(_ kind: Kind, detail: String, at location: SourceLocation) {
        let file = location.file
        if uses[file] == nil { files.append(file) }
        if var use = uses[file]?[kind] {
            use.count += 1
            if !use.detail.contains(detail) { use.detail.append(detail) }
            uses[file]?[kind] = use
        } else {
            uses[file, default: [:]][kind] = Use(count: 1, first: location, detail: [detail])
        }
    }

    /// One warning per file and kind.
    var diagnostics: [Diagnostic] {
        var result: [Diagnostic] = []
        for file in files {
            for kind in Kind.allCases {
                guard let use = uses[file]?[kind] else { continue }
                let shown = use.detail.prefix(8).joined(separator: ", ") + (use.detail.count > 8 ? ", …" : "")
                let places = use.count == 1 ? "" : " (\(use.count) places in this file; the first is here)"
                let message: String =
                    switch kind {
                    case .carried:
                        "Tokens Studio properties with no DTCG meaning (\(shown)) are kept in $extensions[\"studio.tokens\"] and do not reach CSS or Swift\(places)"
                    case .typographyDefaults:
                        "typography values missing \(shown) are completed with CSS initial values (fontSize 16px, fontWeight 400, letterSpacing 0, lineHeight 1.2, fontFamily sans-serif); add the members to say what you mean\(places)"
                    case .modifierToken:
                        "tokens holding only a color modifier (\(shown)) are applied where they are used and are not tokens of their own in the output\(places)"
                    case .textValue:
                        "text tokens (\(shown)) have no DTCG type and are left out of the output; they stay in the source\(places)"
                    case .unusedSet:
                        "token sets enabled in no theme (\(shown)) are not in any output; enable them in a theme of $themes.json or delete them"
                    }
                result.append(Diagnostic(.warning, rule: kind.rule, message, at: use.first))
            }
        }
        return result
    }
}
