import PrismAccessibility

/// The token-drift rules over Swift code: literal colors, spacings, radii, sizes, font sizes,
/// durations and easings that equal a token (or, off the scale, the nearest one).
struct SwiftDriftRules {
    let source: SwiftSource
    let tokens: LintTokenIndex
    let nearColorDeltaE: Double
    var findings: [LintFinding] = []

    /// Calls whose `duration:` argument is an animation duration.
    static let animationCalls: Set<String> = [
        "easeIn", "easeOut", "easeInOut", "linear", "spring", "smooth", "snappy", "bouncy", "timingCurve",
        "interpolatingSpring", "interactiveSpring",
    ]

    mutating func run() {
        var index = 0
        while index < source.count {
            defer { index += 1 }
            guard !source.skipped[index] else { continue }
            let token = source.tokens[index]
            if token.kind == .identifier || token.kind == .pound,
                let literal = SwiftColorLiteral.read(at: index, in: source)
            {
                report(literal)
                index = literal.last
                continue
            }
            guard token.kind == .identifier, source.kind(index + 1) == .openParen else { continue }
            checkCall(name: source.text(index), at: index, open: index + 1)
        }
    }

    // MARK: Numbers

    private mutating func checkCall(name: String, at index: Int, open: Int) {
        let arguments = source.arguments(open: open)
        let isMember = index > 0 && source.kind(index - 1) == .dot
        switch name {
        case "padding" where isMember:
            if let last = arguments.last, last.label == nil, arguments.count <= 2 {
                checkDimension(last.value, kind: .spacing)
            }
        case "cornerRadius" where isMember:
            if let first = arguments.first, first.label == nil { checkDimension(first.value, kind: .radius) }
        case "timingCurve":
            let points = arguments.prefix(4).filter { $0.label == nil }.compactMap { source.constant($0.value) }
            if points.count == 4, let first = arguments.first, let fourth = arguments.dropFirst(3).first {
                checkEasing(points, tokens: first.value.lowerBound..<fourth.value.upperBound)
            }
        case "delay" where isMember:
            if arguments.count == 1, let first = arguments.first, first.label == nil {
                checkDuration(first.value)
            }
        default:
            break
        }
        for argument in arguments {
            switch argument.label {
            case "spacing", "minLength", "horizontalSpacing", "verticalSpacing":
                checkDimension(argument.value, kind: .spacing)
            case "cornerRadius",
                "radius" where name != "shadow" && name != "blur":
                checkDimension(argument.value, kind: .radius)
            case "width", "height", "minWidth", "minHeight", "idealWidth", "idealHeight", "maxWidth",
                "maxHeight"
            where name == "frame":
                checkDimension(argument.value, kind: .size)
            case "size" where ["system", "custom", "UIFont", "NSFont"].contains(name),
                "ofSize" where name.hasSuffix("Font"), "fixedSize" where name == "custom":
                checkDimension(argument.value, kind: .fontSize)
            case "duration" where Self.animationCalls.contains(name):
                checkDuration(argument.value)
            default:
                break
            }
        }
    }

    private mutating func checkDimension(_ value: Range<Int>, kind: LintTokenIndex.DimensionKind) {
        guard !value.isEmpty, let points = source.constant(value), points > 0 else { return }
        let matches = tokens.dimensionMatches(points: points, kind: kind)
        let literal = source.source(value.lowerBound, value.upperBound - 1)
        let noun = Self.noun(kind)
        if let best = matches.first {
            report(
                rule: kind.driftRule, value: value, literal: literal, best: best,
                others: matches.dropFirst().map(\.path),
                sentence: "equals the \(noun) token '\(best.path)'")
        } else if kind != .size, let nearest = tokens.nearestDimension(to: points, kind: kind) {
            let finding = LintFinding(
                rule: LintRules.driftOffScale, range: source.range(value.lowerBound, value.upperBound - 1),
                message:
                    "`\(literal)` is off the \(noun) scale: no \(noun) token is \(Self.format(points)); the nearest is '\(nearest.entry.path)' (\(Self.format(nearest.points))). Use it\(nearest.entry.swiftExpression.map { " (`\($0)`)" } ?? ""), or add a token if the design needs this value",
                suggestedToken: nearest.entry.path, replacement: nearest.entry.swiftExpression,
                data: [
                    "literal": .string(literal), "kind": .string(kind.rawValue),
                    "nearestValue": .number(nearest.points),
                ])
            findings.append(finding)
        }
    }

    private mutating func checkDuration(_ value: Range<Int>) {
        guard !value.isEmpty, let seconds = source.constant(value), seconds > 0 else { return }
        let literal = source.source(value.lowerBound, value.upperBound - 1)
        let matches = tokens.durationMatches(seconds: seconds)
        if let best = matches.first {
            report(
                rule: LintRules.driftDuration, value: value, literal: literal, best: best,
                others: matches.dropFirst().map(\.path), sentence: "equals the duration token '\(best.path)'")
        } else if let nearest = tokens.nearestDuration(to: seconds) {
            findings.append(
                LintFinding(
                    rule: LintRules.driftOffScale, range: source.range(value.lowerBound, value.upperBound - 1),
                    message:
                        "`\(literal)` s is off the duration scale; the nearest token is '\(nearest.entry.path)' (\(Self.format(nearest.seconds)) s). Use it\(nearest.entry.swiftExpression.map { " (`\($0)`)" } ?? ""), or add a token if the design needs this value",
                    suggestedToken: nearest.entry.path, replacement: nearest.entry.swiftExpression,
                    data: [
                        "literal": .string(literal), "kind": .string("duration"),
                        "nearestValue": .number(nearest.seconds),
                    ]))
        }
    }

    private mutating func checkEasing(_ points: [Double], tokens range: Range<Int>) {
        guard let best = tokens.easingMatches(points).first else { return }
        let literal = source.source(range.lowerBound, range.upperBound - 1)
        findings.append(
            LintFinding(
                rule: LintRules.driftEasing, range: source.range(range.lowerBound, range.upperBound - 1),
                message:
                    "the curve `\(literal)` equals the easing token '\(best.path)'; read it from\(best.swiftExpression.map { " `\($0)`" } ?? " the token")",
                suggestedToken: best.path, replacement: best.swiftExpression, data: ["literal": .string(literal)]))
    }

    /// Reports a literal equal to a token; fixes it when the token's generated value is a number
    /// that needs no theme (`SpacingToken.md.rawValue`, `DurationToken.standard.seconds`).
    private mutating func report(
        rule: String, value: Range<Int>, literal: String, best: LintTokenIndex.Entry, others: [String], sentence: String
    ) {
        // A typography token's SwiftUI font (`TypographyToken.body.font`) is what replaces a font size.
        var expression = best.swiftExpression
        if let text = expression, text.hasSuffix(".typography") { expression = String(text.dropLast(11)) + ".font" }
        let fixable =
            others.isEmpty && expression.map { $0.hasSuffix(".rawValue") || $0.hasSuffix(".seconds") } == true
        var message = "`\(literal)` \(sentence)"
        if !others.isEmpty { message += " (also \(others.map { "'\($0)'" }.joined(separator: ", ")))" }
        message += expression.map { "; use `\($0)`" } ?? "; the Swift output has no member for it"
        let range = source.range(value.lowerBound, value.upperBound - 1)
        findings.append(
            LintFinding(
                rule: rule, range: range, message: message, suggestedToken: best.path, replacement: expression,
                fix: fixable ? expression.map { LintEdit(offsets: range.offsets, replacement: $0) } : nil,
                data: ["literal": .string(literal)]))
    }

    // MARK: Colors

    private mutating func report(_ literal: SwiftColorLiteral) {
        let matches = tokens.colorMatches(for: literal.color, within: nearColorDeltaE)
        guard let best = matches.first else { return }
        let exactSemantic = matches.filter { $0.isExact && $0.entry.isSemantic }
        let exactPrimitive = matches.filter { $0.isExact && !$0.entry.isSemantic }
        let replacement = Self.colorReplacement(best.entry, typeName: literal.typeName)
        let themes = best.themes.count == tokens.themes.count ? "" : " in \(best.themes.joined(separator: ", "))"
        var message = "`\(Self.shortened(literal.text))` "
        message +=
            best.isExact
            ? "is the color token '\(best.entry.path)'\(themes)"
            : "is within ΔE OK \(Self.format(best.deltaE, digits: 3)) of the color token '\(best.entry.path)'\(themes)"
        let alsoSemantic = matches.dropFirst().filter { $0.entry.isSemantic && $0.isExact == best.isExact }.prefix(3)
        if !alsoSemantic.isEmpty {
            message += " (also \(alsoSemantic.map { "'\($0.entry.path)'" }.joined(separator: ", ")))"
        }
        let primitives = matches.dropFirst().filter { !$0.entry.isSemantic && $0.isExact == best.isExact }.prefix(2)
        if best.entry.isSemantic, !primitives.isEmpty {
            message += " (primitive \(primitives.map { "'\($0.entry.path)'" }.joined(separator: ", ")))"
        }
        message += replacement.map { "; use `\($0)`" } ?? ""
        message +=
            "; "
            + tokens.contrastSentence(
                of: literal.color, replacing: best.entry.path, exact: best.isExact, in: best.themes)
        let oneExact =
            best.isExact && (exactSemantic.count == 1 || (exactSemantic.isEmpty && exactPrimitive.count == 1))
        let range = source.range(literal.first, literal.last)
        findings.append(
            LintFinding(
                rule: LintRules.driftColor, range: range, message: message, suggestedToken: best.entry.path,
                replacement: replacement,
                fix: oneExact ? replacement.map { LintEdit(offsets: range.offsets, replacement: $0) } : nil,
                data: [
                    "literal": .string(literal.text), "color": .string(literal.color.roundedTo8Bit().hexString),
                    "deltaE": .number(best.deltaE), "themes": .array(best.themes.map(DiagnosticValue.string)),
                ]))
    }

    /// The code that replaces a literal of `typeName` with a color token.
    static func colorReplacement(_ entry: LintTokenIndex.Entry, typeName: String) -> String? {
        guard let expression = entry.swiftExpression else { return nil }
        let parts = expression.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count == 3 else { return nil }
        let bridge = typeName == "#colorLiteral" ? "Color" : typeName
        guard bridge == "Color" || bridge == "UIColor" || bridge == "NSColor" else { return nil }
        if entry.isInvariant { return "\(bridge)(\(parts[0]).\(parts[1]).color)" }
        return parts[0] == "ColorToken" ? "\(bridge).prism.\(parts[1])" : nil
    }

    // MARK: Text

    static func noun(_ kind: LintTokenIndex.DimensionKind) -> String {
        switch kind {
        case .spacing: "spacing"
        case .radius: "radius"
        case .size, .other: "size"
        case .fontSize: "font size"
        }
    }

    /// A number as short text: `16`, `0.25`.
    static func format(_ value: Double, digits: Int = 4) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        return String(rounded)
    }

    /// Long literal text cut to 60 characters for messages.
    static func shortened(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isNewline).map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(
            separator: " ")
        return flat.count > 60 ? String(flat.prefix(57)) + "…" : flat
    }
}
