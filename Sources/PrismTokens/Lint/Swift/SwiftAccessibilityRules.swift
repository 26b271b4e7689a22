/// The SwiftUI accessibility rules (from PrismUI's accessibility rules): heuristics over the token
/// stream, each saying in its message that it is one.
struct SwiftAccessibilityRules {
    let source: SwiftSource
    /// The smallest tap target in points and the token that sets it (44 pt, HIG, without one).
    let tapTarget: (points: Double, token: String?)
    var findings: [LintFinding] = []

    /// Identifiers that mean the code reads Reduce Motion.
    static let reduceMotionReaders: Set<String> = [
        "accessibilityReduceMotion", "isReduceMotionEnabled", "reduceMotion", "prismMotionSafe", "PrismReduceMotion",
        "prismAnimation",
    ]

    /// Modifiers that move, scale or rotate a view.
    static let motionModifiers: Set<String> = [
        "offset", "scaleEffect", "rotationEffect", "rotation3DEffect", "matchedGeometryEffect",
    ]

    /// Animation and transition names that are motion by themselves.
    static let motionAnimations: Set<String> = [
        "spring", "bouncy", "snappy", "interpolatingSpring", "interactiveSpring", "repeatForever", "move", "slide",
        "scale", "push", "offset",
    ]

    mutating func run() {
        var index = 0
        while index < source.count {
            defer { index += 1 }
            guard !source.skipped[index], source.tokens[index].kind == .identifier else { continue }
            let isMember = index > 0 && source.kind(index - 1) == .dot
            switch source.text(index) {
            case "system" where isMember, "custom" where isMember:
                checkFontSize(at: index)
            case "Button" where !isMember, "Menu" where !isMember:
                checkIconOnly(at: index)
                checkTapTarget(view: index)
            case "onTapGesture" where isMember:
                checkTapGesture(at: index)
            case "Image" where !isMember:
                checkImage(at: index)
            default:
                break
            }
        }
        checkReduceMotion()
    }

    private func range(_ first: Int, _ last: Int) -> LintRange { source.range(first, last) }

    // MARK: Fixed font sizes

    private mutating func checkFontSize(at index: Int) {
        let open = index + 1
        guard source.kind(open) == .openParen else { return }
        let arguments = source.arguments(open: open)
        guard let size = arguments.first(where: { $0.label == "size" || $0.label == "fixedSize" }),
            !arguments.contains(where: { $0.label == "relativeTo" })
        else { return }
        // A size read from a `@ScaledMetric` property scales already.
        if size.value.count == 1, source.kind(size.value.lowerBound) == .identifier,
            isScaledMetric(source.text(size.value.lowerBound))
        {
            return
        }
        let name = source.text(index)
        let advice =
            name == "custom"
            ? "add `relativeTo:` a text style (`.custom(name, size: …, relativeTo: .body)`)"
            : "use a text style (`.font(.body)`) or a `@ScaledMetric` size"
        findings.append(
            LintFinding(
                rule: LintRules.swiftFixedFontSize, range: range(index, source.partner[open]),
                message:
                    "`.\(name)(…\(size.label ?? "size"): \(source.source(size.value.lowerBound, size.value.upperBound - 1))…)` is a fixed font size that ignores Dynamic Type; \(advice) (heuristic)"
            ))
    }

    private func isScaledMetric(_ name: String) -> Bool {
        for index in 0..<source.count
        where source.tokens[index].kind == .attribute && source.text(index) == "@ScaledMetric" {
            var cursor = index + 1
            if source.kind(cursor) == .openParen { cursor = source.after(cursor) }
            let start = cursor
            while cursor < source.count, cursor - start < 6 {
                if source.isIdentifier(cursor, name) { return true }
                cursor += 1
            }
        }
        return false
    }

    // MARK: Buttons and menus

    /// The label closure of a `Button`/`Menu` at `index`: `label: { … }`, or the trailing closure
    /// of `Button(action:) { … }`; `nil` when the label is text (`Button("Save")`).
    private func labelClosure(at index: Int) -> (open: Int, close: Int)? {
        var cursor = index + 1
        var hasTitle = false
        if source.kind(cursor) == .openParen {
            let arguments = source.arguments(open: cursor)
            if let first = arguments.first, first.label == nil { hasTitle = true }
            if arguments.contains(where: { $0.label == "label" }) {
                if let label = arguments.first(where: { $0.label == "label" }),
                    source.kind(label.value.lowerBound) == .openBrace
                {
                    return (label.value.lowerBound, source.partner[label.value.lowerBound])
                }
            }
            cursor = source.after(cursor)
        }
        guard !hasTitle else { return nil }
        var closures: [(Int, Int, String?)] = []
        var label: String? = nil
        while cursor < source.count {
            if source.kind(cursor) == .openBrace, source.partner[cursor] > cursor {
                closures.append((cursor, source.partner[cursor], label))
                cursor = source.partner[cursor] + 1
                label = nil
            } else if source.kind(cursor) == .identifier, source.kind(cursor + 1) == .colon,
                source.kind(cursor + 2) == .openBrace
            {
                label = source.text(cursor)
                cursor += 2
            } else {
                break
            }
        }
        if let labeled = closures.first(where: { $0.2 == "label" }) { return (labeled.0, labeled.1) }
        // `Button(action:) { label }`; a `Menu { content }` without `label:` has a title argument.
        if source.text(index) == "Button", closures.count == 1 { return (closures[0].0, closures[0].1) }
        return nil
    }

    private mutating func checkIconOnly(at index: Int) {
        guard let closure = labelClosure(at: index) else { return }
        var hasImage = false
        var hasText = false
        for inner in (closure.open + 1)..<closure.close {
            switch source.tokens[inner].kind {
            case .identifier:
                switch source.text(inner) {
                case "Image": hasImage = true
                case "Text", "Label", "accessibilityLabel", "accessibility", "TextField": hasText = true
                default: break
                }
            default:
                break
            }
        }
        guard hasImage, !hasText else { return }
        let modifiers = source.modifiers(after: closure.close).map(\.name)
        guard !modifiers.contains("accessibilityLabel"), !modifiers.contains("accessibility") else { return }
        let name = source.text(index)
        findings.append(
            LintFinding(
                rule: LintRules.swiftIconOnlyButton, range: range(index, index),
                message:
                    "icon-only `\(name)` without a text label: VoiceOver reads the image name or nothing; write `\(name)(\"Label\", systemImage: \"…\")` (with `.labelStyle(.iconOnly)` to keep the look) or add `.accessibilityLabel(\"…\")` (heuristic)"
            ))
    }

    // MARK: Tap gestures

    private mutating func checkTapGesture(at index: Int) {
        var cursor = index + 1
        var needsGesture = false
        if source.kind(cursor) == .openParen {
            let arguments = source.arguments(open: cursor)
            if let count = arguments.first(where: { $0.label == "count" }), source.constant(count.value) ?? 1 != 1 {
                needsGesture = true
            }
            if arguments.contains(where: { $0.label == "coordinateSpace" }) { needsGesture = true }
            cursor = source.after(cursor)
        }
        if source.kind(cursor) == .openBrace, source.kind(cursor + 1) == .identifier,
            source.isIdentifier(cursor + 2, "in"),
            !source.isIdentifier(cursor + 1, "_")
        {
            needsGesture = true  // `{ location in … }` uses the tap location
        }
        let start = source.chainStart(of: index - 1)
        let end = source.kind(cursor) == .openBrace ? source.partner[cursor] : cursor - 1
        var names = source.modifiers(after: max(start, end)).map(\.name)
        // Modifiers before `.onTapGesture` in the same chain.
        var inner = start
        while inner < index - 1 {
            if source.kind(inner) == .dot, source.kind(inner + 1) == .identifier {
                names.append(source.text(inner + 1))
            }
            inner = source.partner[inner] > inner ? source.partner[inner] + 1 : inner + 1
        }
        let hasTrait = names.contains("accessibilityAddTraits") || names.contains("accessibilityAction")
        if needsGesture && hasTrait { return }
        let message =
            needsGesture
            ? "`.onTapGesture` without `.accessibilityAddTraits(.isButton)`: VoiceOver does not announce it as a button; add the trait (heuristic)"
            : "`.onTapGesture` where a `Button` belongs: a Button gets the button trait, focus and keyboard activation; use `Button { … } label: { … }` (onTapGesture is for tap location or count)\(hasTrait ? "" : ", or at least add `.accessibilityAddTraits(.isButton)`") (heuristic)"
        findings.append(LintFinding(rule: LintRules.swiftTapGesture, range: range(index, index), message: message))
        checkTapTarget(view: start, tappableEnd: index)
    }

    // MARK: Images

    private mutating func checkImage(at index: Int) {
        let open = index + 1
        guard source.kind(open) == .openParen else { return }
        let arguments = source.arguments(open: open)
        guard arguments.count == 1, let first = arguments.first, first.label == nil else { return }
        let value = first.value
        let described: String
        if value.count == 1, let name = source.stringValue(value.lowerBound) {
            described = "\"\(name)\""
        } else if value.count == 2, source.kind(value.lowerBound) == .dot,
            source.kind(value.lowerBound + 1) == .identifier
        {
            described = source.source(value.lowerBound, value.upperBound - 1)
        } else {
            return
        }
        let close = source.partner[open]
        let modifiers = source.modifiers(after: close).map(\.name)
        let handled: Set<String> = [
            "accessibilityLabel", "accessibilityHidden", "accessibility", "accessibilityElement",
        ]
        guard !modifiers.contains(where: handled.contains), !insideLabeledContainer(index) else { return }
        findings.append(
            LintFinding(
                rule: LintRules.swiftImageLabel, range: range(index, close),
                message:
                    "`Image(\(described))` has no accessibility label: VoiceOver reads the asset name; add `.accessibilityLabel(\"…\")`, or use `Image(decorative: …)` / `.accessibilityHidden(true)` if it is decorative (heuristic)"
            ))
    }

    /// Whether the image sits in a container that sets the label or hides its children
    /// (`.accessibilityElement(children: .ignore)` + label on an enclosing closure's view).
    private func insideLabeledContainer(_ index: Int) -> Bool {
        var cursor = index
        var depth = 0
        while cursor > 0, depth < 8 {
            cursor -= 1
            if source.kind(cursor) == .openBrace, source.partner[cursor] > index {
                let modifiers = source.modifiers(after: source.partner[cursor]).map(\.name)
                if modifiers.contains("accessibilityElement") || modifiers.contains("accessibilityLabel")
                    || modifiers.contains("accessibilityHidden")
                {
                    return true
                }
                depth += 1
            }
        }
        return false
    }

    // MARK: Tap targets

    /// Reports a `.frame(width:height:)` smaller than the tap target on a tappable view's chain.
    private mutating func checkTapTarget(view index: Int, tappableEnd: Int? = nil) {
        var end = index + 1
        if tappableEnd == nil {
            if source.kind(end) == .openParen { end = source.after(end) }
            while source.kind(end) == .openBrace || (source.kind(end) == .identifier && source.kind(end + 1) == .colon)
            {
                end = source.kind(end) == .openBrace ? source.after(end) : end + 2
            }
            end -= 1
        } else {
            end = index - 1
        }
        var frames: [Int] = []
        for modifier in source.modifiers(after: end) where modifier.name == "frame" { frames.append(modifier.index) }
        if let tappableEnd {
            var inner = index
            while inner < tappableEnd {
                if source.isIdentifier(inner, "frame"), source.kind(inner - 1) == .dot { frames.append(inner) }
                inner += 1
            }
        }
        for frame in frames {
            let arguments = source.arguments(open: frame + 1)
            let width = arguments.first { $0.label == "width" || $0.label == "minWidth" }.flatMap {
                source.constant($0.value)
            }
            let height = arguments.first { $0.label == "height" || $0.label == "minHeight" }.flatMap {
                source.constant($0.value)
            }
            let small = [width, height].compactMap { $0 }.filter { $0 < tapTarget.points }
            guard let smallest = small.min() else { continue }
            let token = tapTarget.token.map { " ('\($0)')" } ?? " (HIG; no tap-target token is declared)"
            findings.append(
                LintFinding(
                    rule: LintRules.swiftTapTarget, range: range(frame, source.partner[frame + 1]),
                    message:
                        "a tappable frame of \(SwiftDriftRules.format(smallest)) pt is below the \(SwiftDriftRules.format(tapTarget.points)) pt tap target\(token); make the frame at least that size, or add `.contentShape(Rectangle())` on a larger frame (heuristic)",
                    suggestedToken: tapTarget.token))
        }
    }

    // MARK: Reduce Motion

    /// Reports the first motion animation of each `View` type that never reads Reduce Motion.
    private mutating func checkReduceMotion() {
        var index = 0
        while index < source.count {
            defer { index += 1 }
            guard source.isIdentifier(index, "struct") || source.isIdentifier(index, "extension"),
                let body = typeBody(after: index), conformsToView(from: index, to: body.open)
            else { continue }
            var readsReduceMotion = false
            var motion = false
            var firstAnimation: Int?
            for inner in body.open..<body.close where source.tokens[inner].kind == .identifier {
                let name = source.text(inner)
                if Self.reduceMotionReaders.contains(name) { readsReduceMotion = true }
                if source.skipped[inner] { continue }
                let isMember = source.kind(inner - 1) == .dot
                if isMember, Self.motionModifiers.contains(name) { motion = true }
                if isMember, Self.motionAnimations.contains(name) { motion = true }
                if name == "withAnimation" || name == "phaseAnimator" || name == "keyframeAnimator"
                    || (isMember && (name == "animation" || name == "transition"))
                {
                    firstAnimation = firstAnimation ?? inner
                }
            }
            if let first = firstAnimation, motion, !readsReduceMotion {
                let name = source.text(index + 1)
                findings.append(
                    LintFinding(
                        rule: LintRules.swiftReduceMotion, range: range(first, first),
                        message:
                            "`\(name)` animates motion (offset, scale, rotation, springs or moving transitions) but never reads Reduce Motion; read `@Environment(\\.accessibilityReduceMotion)` and use an opacity change instead when it is on (heuristic)"
                    ))
            }
            index = body.close
        }
    }

    private func typeBody(after index: Int) -> (open: Int, close: Int)? {
        var cursor = index + 1
        while cursor < source.count, cursor - index < 24, source.kind(cursor) != .openBrace { cursor += 1 }
        guard source.kind(cursor) == .openBrace, source.partner[cursor] > cursor else { return nil }
        return (cursor, source.partner[cursor])
    }

    private func conformsToView(from index: Int, to open: Int) -> Bool {
        (index..<open).contains { source.isIdentifier($0, "View") && source.kind($0 - 1) != .dot }
    }
}
