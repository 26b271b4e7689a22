/// The `compat.*` rules: deviations from DTCG 2025.10 that peers (Style Dictionary, Terrazzo,
/// Tokens Studio) accept and whose meaning is obvious. Each is read, and each file gets one
/// warning per rule saying what was assumed and how to write it in DTCG 2025.10.
extension LegacySyntaxRecorder.Kind {
    /// The rule id the warning is reported under.
    var rule: String {
        switch self {
        case .stringColor, .stringDimension, .stringDuration, .stringCubicBezier, .numberDimension, .styleDictionary,
            .json5:
            "format.legacy"
        case .hexFallback: "compat.hex"
        case .unit, .unitlessSize: "compat.unit"
        case .nonDTCGType: "compat.type"
        case .stringReference: "compat.string-reference"
        case .missingMember, .extraMember, .memberShape: "compat.composite-member"
        case .metadataMember: "compat.metadata-member"
        case .legacyGuess: "compat.legacy-guess"
        case .tokenModes: "compat.mode"
        }
    }

    /// What was read, what was assumed, and the DTCG 2025.10 spelling (after "this file uses").
    var compatibilityMessage: String {
        switch self {
        case .hexFallback:
            "'hex' fallbacks that are not 6 digits (#rgb, #rgba, #rrggbbaa); read as the same sRGB color (the components stay authoritative). DTCG 2025.10 writes 'hex' as \"#rrggbb\" and alpha in 'alpha'"
        case .unit:
            "dimension units DTCG 2025.10 does not define; CSS keeps them as written, Swift converts em in a typography value relative to its font size and pt/dp/sp 1:1 (a unitless 0 is read as 0px). DTCG 2025.10 allows only {\"unit\": \"px\"} or \"rem\""
        case .nonDTCGType:
            "token types that are not among the 13 DTCG types; the values pass through as written (CSS as written, Swift String/Bool constants, bundles as-is). DTCG 2025.10 has no such types: keep them under $extensions or use a DTCG type"
        case .stringReference:
            "references inside longer strings (\"inset 0 0 0 {border.width}\"); each is replaced by its target's value. DTCG 2025.10 references are whole values: reference the token in a composite member instead"
        case .missingMember:
            "composite values with members missing; each is filled with its CSS initial value (letterSpacing 0px, lineHeight 1, spread 0px, inset false, delay 0ms, fontWeight 400). DTCG 2025.10 requires every member: add them"
        case .extraMember:
            "composite values with members DTCG does not define; CSS emits them as sub-properties, platforms that cannot express them drop them. DTCG 2025.10 composites have a fixed set of members: move the others to $extensions"
        case .memberShape:
            "composite members written in another shape than DTCG's (a typography lineHeight as a length); CSS keeps the length, Swift converts it to a multiple of the font size. DTCG 2025.10 writes lineHeight as a number (a multiple of the font size)"
        case .metadataMember:
            "plain (non-'$') members beside '$value' that are not tokens or groups; they are ignored. DTCG 2025.10 keeps tool metadata in '$extensions', e.g. {\"$extensions\": {\"com.example\": {…}}}"
        case .legacyGuess:
            "Style Dictionary values without a type; the type was guessed from the value (CSS colors → color, other CSS text → string). Add \"$type\" to the token or its group"
        case .tokenModes:
            "values keyed by mode ($extensions.mode of Terrazzo/Cobalt, or a Style Dictionary value {\"light\": …, \"dark\": …}); each mode name is read as a context of a modifier named 'mode' (the first is the default). DTCG 2025.10 expresses modes with a resolver: a modifier whose contexts ('light', 'dark') hold the tokens that differ"
        case .unitlessSize:
            "Style Dictionary sizes and times without a unit; read the way Style Dictionary's css transform group builds them: a 'dimension', 'fontSize' or 'size' number in rem (its size/rem transform), a 'time' number in milliseconds (its time/seconds transform divides by 1000). DTCG 2025.10 writes the unit: {\"value\": 1.5, \"unit\": \"rem\"} or {\"value\": 200, \"unit\": \"ms\"} (write px if that is what the numbers mean)"
        default:
            ""
        }
    }
}
