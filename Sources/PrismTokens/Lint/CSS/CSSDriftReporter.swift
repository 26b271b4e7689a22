import PrismAccessibility

/// Turns the literals of a stylesheet into drift findings: which token equals the literal, or
/// which is nearest when none does.
struct CSSDriftReporter {
    /// The file.
    let file: LintSourceFile
    /// Its lines, for positions.
    let lines: LintLineMap
    /// The tokens.
    let index: LintTokenIndex
    /// The ΔE OK of a near color match.
    let nearColorDeltaE: Double

    /// The finding for a literal, or `nil` when it is not reported (a length outside its token
    /// scale's range, a keyword easing no token has).
    func finding(for literal: CSSLiteral, property: String) -> LintFinding? {
        let text = String(decoding: file.bytes[literal.bytes], as: UTF8.self)
        switch literal.value {
        case .color(let color):
            return colorFinding(literal, text: text, color: color, property: property)
        case .dimension(let points, let kind):
            let matches = index.dimensionMatches(points: points, kind: kind)
            if !matches.isEmpty {
                return drift(
                    kind.driftRule, literal, text: text, matches: matches, property: property,
                    what: "the \(Self.label(kind)) token", reference: { reference($0, kind: kind) })
            }
            let scale = index.dimensions.filter { $0.kind == kind }
            guard let low = scale.map(\.points).min(), let high = scale.map(\.points).max(), points >= low,
                points <= high,
                let nearest = index.nearestDimension(to: points, kind: kind)
            else { return nil }
            return offScale(
                literal, text: text, property: property, scale: Self.label(kind), nearest: nearest.entry,
                nearestValue: "\(CSSNumber.format(nearest.points))px", reference: reference(nearest.entry, kind: kind))
        case .duration(let seconds):
            let matches = index.durationMatches(seconds: seconds)
            if !matches.isEmpty {
                return drift(
                    LintRules.driftDuration, literal, text: text, matches: matches, property: property,
                    what: "the duration token", reference: { $0.cssReference })
            }
            let scale = index.durations.map(\.seconds)
            guard let high = scale.max(), seconds <= high, let nearest = index.nearestDuration(to: seconds) else {
                return nil
            }
            return offScale(
                literal, text: text, property: property, scale: "duration", nearest: nearest.entry,
                nearestValue: "\(CSSNumber.format(nearest.seconds * 1000))ms", reference: nearest.entry.cssReference)
        case .easing(let points, let isKeyword):
            let matches = index.easingMatches(points)
            if !matches.isEmpty {
                return drift(
                    LintRules.driftEasing, literal, text: text, matches: matches, property: property,
                    what: isKeyword ? "the curve of the easing token" : "the easing token",
                    reference: { $0.cssReference })
            }
            guard !isKeyword, !index.easings.isEmpty else { return nil }
            return LintFinding(
                rule: LintRules.driftOffScale, range: range(literal),
                message:
                    "`\(text)` in `\(property)` is no easing token's curve; use one of the easing tokens (\(index.easings.map { "`\($0.entry.path)`" }.joined(separator: ", ")))",
                data: ["literal": .string(text), "property": .string(property)])
        }
    }

    private func colorFinding(_ literal: CSSLiteral, text: String, color: SRGBColor, property: String) -> LintFinding? {
        let matches = index.colorMatches(for: color, within: nearColorDeltaE)
        if let best = matches.first {
            let exact = matches.filter(\.isExact)
            let themes =
                best.entry.isInvariant
                ? "" : " in the \(best.themes.joined(separator: ", ")) theme\(best.themes.count == 1 ? "" : "s")"
            let how = best.isExact ? "is the color of" : "is within ΔE OK \(Self.format(best.deltaE)) of"
            let others = matches.dropFirst().prefix(3).map { "`\($0.entry.path)`" }
            let also = others.isEmpty ? "" : " (also \(others.joined(separator: ", ")))"
            var data: [String: DiagnosticValue] = [
                "literal": .string(text), "property": .string(property), "deltaE": .number(best.deltaE),
                "themes": .array(best.themes.map { .string($0) }),
            ]
            data["matches"] = .array(matches.map { .string($0.entry.path) })
            // One exact token: an alias and its primitive are one choice (the alias), so count the
            // exact semantic matches, or the primitives when no semantic token matches exactly.
            let exactSemantic = exact.filter(\.entry.isSemantic)
            let candidates = exactSemantic.isEmpty ? exact : exactSemantic
            let fix: LintEdit? =
                candidates.count == 1 && best.isExact && literal.canUseCustomProperty
                ? LintEdit(offsets: literal.bytes, replacement: best.entry.cssReference) : nil
            return LintFinding(
                rule: LintRules.driftColor, range: range(literal),
                message:
                    "`\(text)` in `\(property)` \(how) the color token `\(best.entry.path)`\(themes)\(also); use \(best.entry.cssReference)",
                suggestedToken: best.entry.path, replacement: best.entry.cssReference, fix: fix, data: data)
        }
        guard let nearest = nearestColor(to: color) else { return nil }
        return LintFinding(
            rule: LintRules.driftOffScale, range: range(literal),
            message:
                "`\(text)` in `\(property)` matches no color token; the nearest is `\(nearest.path)` (ΔE OK \(Self.format(nearest.deltaE))); use a color token",
            suggestedToken: nearest.path, replacement: nearest.reference,
            data: [
                "literal": .string(text), "property": .string(property), "nearest": .string(nearest.path),
                "deltaE": .number(nearest.deltaE),
            ])
    }

    /// The color token nearest a color in any theme (alpha ignored), semantic first on a tie.
    private func nearestColor(to color: SRGBColor) -> (path: String, reference: String, deltaE: Double)? {
        let lab = LintTokenIndex.oklab(color)
        var best: (entry: LintTokenIndex.Entry, deltaE: Double)?
        for candidate in index.colors {
            let other = LintTokenIndex.oklab(candidate.color)
            let d =
                ((other.0 - lab.0) * (other.0 - lab.0) + (other.1 - lab.1) * (other.1 - lab.1)
                + (other.2 - lab.2) * (other.2 - lab.2)).squareRoot()
            if let known = best,
                known.deltaE < d - 1e-12
                    || (abs(known.deltaE - d) <= 1e-12 && (known.entry.isSemantic || !candidate.entry.isSemantic))
            {
                continue
            }
            best = (candidate.entry, d)
        }
        return best.map { ($0.entry.path, $0.entry.cssReference, $0.deltaE) }
    }

    private func drift(
        _ rule: String, _ literal: CSSLiteral, text: String, matches: [LintTokenIndex.Entry], property: String,
        what: String, reference: (LintTokenIndex.Entry) -> String
    ) -> LintFinding {
        let best = matches[0]
        let others = matches.dropFirst().prefix(3).map { "`\($0.path)`" }
        let also = others.isEmpty ? "" : " (also \(others.joined(separator: ", ")))"
        let replacement = reference(best)
        return LintFinding(
            rule: rule, range: range(literal),
            message: "`\(text)` in `\(property)` equals \(what) `\(best.path)`\(also); use \(replacement)",
            suggestedToken: best.path, replacement: replacement,
            fix: matches.count == 1 && literal.canUseCustomProperty
                ? LintEdit(offsets: literal.bytes, replacement: replacement) : nil,
            data: [
                "literal": .string(text), "property": .string(property),
                "matches": .array(matches.map { .string($0.path) }),
            ])
    }

    private func offScale(
        _ literal: CSSLiteral, text: String, property: String, scale: String, nearest: LintTokenIndex.Entry,
        nearestValue: String, reference: String
    ) -> LintFinding {
        LintFinding(
            rule: LintRules.driftOffScale, range: range(literal),
            message:
                "`\(text)` in `\(property)` is off the \(scale) scale: no token has that value; the nearest is `\(nearest.path)` (\(nearestValue)), \(reference)",
            suggestedToken: nearest.path, replacement: reference,
            data: [
                "literal": .string(text), "property": .string(property), "nearest": .string(nearest.path),
            ])
    }

    /// The CSS reference of a dimension token: a typography token's font size is its
    /// `-font-size` member (`var(--prism-typography-body-font-size)`).
    private func reference(_ entry: LintTokenIndex.Entry, kind: LintTokenIndex.DimensionKind) -> String {
        guard kind == .fontSize, !entry.path.lowercased().contains("size"), entry.cssReference.hasSuffix(")") else {
            return entry.cssReference
        }
        return String(entry.cssReference.dropLast()) + "-" + CSSMember.fontSize.rawValue + ")"
    }

    private func range(_ literal: CSSLiteral) -> LintRange {
        lines.range(literal.bytes, file: file.path)
    }

    static func label(_ kind: LintTokenIndex.DimensionKind) -> String {
        switch kind {
        case .spacing: "spacing"
        case .radius: "radius"
        case .size, .other: "size"
        case .fontSize: "font size"
        }
    }

    static func format(_ deltaE: Double) -> String {
        let scaled = (deltaE * 1000).rounded() / 1000
        return CSSNumber.format(scaled)
    }
}
