/// What a value parser needs besides the value: where to put diagnostics and what to blame them on.
struct ValueParseContext {
    /// Collected diagnostics.
    var diagnostics: DiagnosticBag
    /// The token being parsed.
    var token: TokenPath
    /// The theme being resolved, if any.
    var theme: String?
    /// Uses of older-draft syntax, reported once per file and kind at the end.
    var legacy: LegacySyntaxRecorder

    /// Records an error about the token's value.
    mutating func error(_ rule: String, _ message: String, at node: JSONNode) {
        diagnostics.append(
            Diagnostic(.error, rule: rule, message, at: node.location, token: token.description, theme: theme))
    }
}

/// Remembers where older-draft or non-standard syntax was read, so each file gets one warning per kind.
struct LegacySyntaxRecorder: Sendable {
    /// A kind of older syntax and the fix the warning suggests.
    enum Kind: String, Sendable, CaseIterable {
        case stringColor, stringDimension, stringDuration, stringCubicBezier, numberDimension
        case styleDictionary, json5
        // Deviations from DTCG 2025.10 whose meaning is obvious, each under its own `compat.*`
        // rule (see ``rule`` and ``compatibilityMessage``).
        case hexFallback, unit, nonDTCGType, stringReference, missingMember, extraMember, memberShape
        case metadataMember, legacyGuess, tokenModes
        case unitlessSize

        /// What to change, for the warning message.
        var advice: String {
            switch self {
            case .stringColor:
                "older-draft string colors; write colors as {\"colorSpace\": \"srgb\", \"components\": [r, g, b], \"hex\": \"#rrggbb\"}"
            case .stringDimension:
                "older-draft string dimensions like \"16px\"; write {\"value\": 16, \"unit\": \"px\"}"
            case .stringDuration:
                "older-draft string durations like \"200ms\"; write {\"value\": 200, \"unit\": \"ms\"}"
            case .stringCubicBezier: "CSS easing strings; write cubic Bézier curves as [x1, y1, x2, y2]"
            case .numberDimension: "unitless numbers as dimensions; write {\"value\": 16, \"unit\": \"px\"}"
            case .styleDictionary:
                "legacy Style Dictionary properties `value`/`type`; rename them to `$value`/`$type` (DTCG 2025.10)"
            case .json5:
                "JSON5/JSONC syntax; DTCG files are JSON: remove comments and trailing commas, quote keys and strings with double quotes"
            default: compatibilityMessage
            }
        }
    }

    private struct Use: Sendable {
        var count: Int
        var first: SourceLocation
        var details: [String] = []
    }
    private var uses: [String: [Kind: Use]] = [:]
    private var fileOrder: [String] = []
    private var seen: Set<SourceLocation> = []
    /// How many times ``record(_:at:)`` was called, repeats included: a parser that sees this
    /// change knows the value it just read used older syntax.
    private(set) var readCount = 0
    /// Each place, once, in the order it was first recorded (what ``merge(_:)`` replays).
    private var places: [(kind: Kind, location: SourceLocation, detail: String?)] = []
    /// The places already seen per kind: two kinds may be recorded at one place (a short `hex`
    /// fallback in an older-draft string value).
    private struct Place: Hashable {
        var kind: Kind
        var location: SourceLocation
    }
    private var seenPlaces: Set<Place> = []

    /// Records one use; the same place recorded again (e.g. once per theme) counts once.
    /// - Parameter detail: what was found there (a unit, a type name), listed in the warning.
    mutating func record(_ kind: Kind, at location: SourceLocation, detail: String? = nil) {
        readCount += 1
        add(kind, at: location, detail: detail)
    }

    /// How far a copy of this recorder has come: its places and reads so far (see
    /// ``mergeRecorded(by:since:)``).
    var mark: (places: Int, reads: Int) { (places.count, readCount) }

    /// Adds what a copy of this recorder recorded after `mark` (a copy made when `mark` was
    /// taken, by work done on another thread), as if recorded here: its new places in order,
    /// and as many reads.
    mutating func mergeRecorded(by copy: LegacySyntaxRecorder, since mark: (places: Int, reads: Int)) {
        for place in copy.places.dropFirst(mark.places) { add(place.kind, at: place.location, detail: place.detail) }
        readCount += copy.readCount - mark.reads
    }

    /// Adds a place unless it was recorded before.
    private mutating func add(_ kind: Kind, at location: SourceLocation, detail: String?) {
        if kind.rule == "format.legacy" {
            guard seen.insert(location).inserted else { return }
        } else {
            guard seenPlaces.insert(Place(kind: kind, location: location)).inserted else { return }
        }
        places.append((kind, location, detail))
        if uses[location.file] == nil { fileOrder.append(location.file) }
        if var use = uses[location.file]?[kind] {
            use.count += 1
            if location < use.first { use.first = location }
            if let detail, !use.details.contains(detail) { use.details.append(detail) }
            uses[location.file]?[kind] = use
        } else {
            uses[location.file, default: [:]][kind] = Use(count: 1, first: location, details: detail.map { [$0] } ?? [])
        }
    }

    /// Adds what another recorder saw, as if it had been recorded here after this one's own
    /// places: themes resolved on separate threads each record, then merge in theme order.
    mutating func merge(_ other: LegacySyntaxRecorder) {
        for place in other.places { record(place.kind, at: place.location, detail: place.detail) }
    }

    /// One warning per file and kind, at the first use.
    var warnings: [Diagnostic] {
        var result: [Diagnostic] = []
        for file in fileOrder {
            guard let kinds = uses[file] else { continue }
            for kind in Kind.allCases {
                guard let use = kinds[kind] else { continue }
                let places = use.count == 1 ? "" : " (\(use.count) places in this file; the first is here)"
                let found =
                    use.details.isEmpty
                    ? ""
                    : " [\(use.details.sorted().prefix(8).joined(separator: ", "))\(use.details.count > 8 ? ", …" : "")]"
                result.append(
                    Diagnostic(
                        .warning, rule: kind.rule, "this file uses \(kind.advice)\(found)\(places)", at: use.first,
                        data: kind.rule == "format.legacy" ? [:] : ["count": .number(Double(use.count))]))
            }
        }
        return result
    }
}
