import PrismAccessibility

/// A literal value in a CSS or SCSS declaration that a token could replace.
struct CSSLiteral: Sendable {
    /// What the literal is.
    enum Value: Sendable {
        /// A color: hex, `rgb()`, `hsl()`, `oklch()`, `color()`…
        case color(SRGBColor)
        /// A length in points (`px`, or `rem` × 16) of a kind of dimension.
        case dimension(points: Double, kind: LintTokenIndex.DimensionKind)
        /// A time in seconds (`ms`, `s`).
        case duration(seconds: Double)
        /// A timing function's control points: `cubic-bezier()` or a keyword such as `ease-in-out`.
        case easing([Double], isKeyword: Bool)
    }

    /// The value.
    var value: Value
    /// The bytes of the literal, exactly what a fix replaces.
    var bytes: Range<Int>
    /// Whether `var(--…)` may be written in its place: false inside an SCSS function
    /// (`darken(#fff, 5%)` needs a color when the stylesheet is compiled).
    var canUseCustomProperty: Bool
}

/// Reads the literals of one declaration's value, by what its property takes.
///
/// Colors are read in every property (borders, shadows and gradients hold them too); lengths only
/// in the properties of a token kind (spacing, radius, size, font size); times and timing
/// functions only in transitions and animations. Nothing inside `var(…)` is read (a fallback is a
/// token use already), nor strings, comments, `url(…)` and SCSS interpolations, which the lexer
/// keeps whole. Zero and negative values are left alone.
struct CSSValueLiterals {
    /// The file's bytes.
    let bytes: [UInt8]
    /// The file's tokens.
    let tokens: [CSSLintToken]
    /// Whether the file is SCSS (functions then may be Sass functions, evaluated at compile time).
    let isSCSS: Bool

    /// The literals of a declaration's value.
    func literals(of declaration: CSSLintDeclaration) -> [CSSLiteral] {
        let property = declaration.property
        let dimensionKind = Self.dimensionKind(of: property)
        let takesTimes = Self.timeProperties.contains(property)
        let takesEasing = Self.easingProperties.contains(property)
        var result: [CSSLiteral] = []
        var functions: [String] = []
        var sawFontSize = false
        var index = declaration.value.lowerBound
        while index < declaration.value.upperBound {
            let token = tokens[index]
            defer { index += 1 }
            switch token.kind {
            case .openParen:
                functions.append("")
                continue
            case .closeParen:
                if !functions.isEmpty { functions.removeLast() }
                continue
            default:
                break
            }
            if functions.contains("var") {
                if token.kind == .function { functions.append(name(of: token)) }
                continue
            }
            let fixable = canUseCustomProperty(inside: functions)
            switch token.kind {
            case .hash:
                if let color = hexColor(token) {
                    result.append(
                        CSSLiteral(value: .color(color), bytes: token.start..<token.end, canUseCustomProperty: fixable))
                }
            case .function:
                let function = name(of: token)
                let close = matchingClose(from: index, limit: declaration.value.upperBound)
                if Self.colorFunctions.contains(function), let close,
                    let color = parseColor(token.start..<tokens[close].end)
                {
                    result.append(
                        CSSLiteral(
                            value: .color(color), bytes: token.start..<tokens[close].end, canUseCustomProperty: fixable)
                    )
                    index = close
                } else if function == "cubic-bezier", takesEasing, let close {
                    let numbers = (index + 1..<close).compactMap { i -> Double? in
                        tokens[i].kind == .number && tokens[i].unitStart == tokens[i].end ? number(tokens[i]) : nil
                    }
                    if numbers.count == 4 {
                        result.append(
                            CSSLiteral(
                                value: .easing(numbers, isKeyword: false), bytes: token.start..<tokens[close].end,
                                canUseCustomProperty: fixable))
                    }
                    index = close
                } else {
                    functions.append(function)
                }
            case .number:
                guard let value = number(token), value > 0 else { continue }
                let unit = String(decoding: bytes[token.unitStart..<token.end], as: UTF8.self).lowercased()
                if let kind = dimensionKind, !sawFontSize {
                    let points: Double? = unit == "px" ? value : unit == "rem" ? value * 16 : nil
                    if property == "font" {
                        // `font: 600 14px/1.5 system-ui`: the first length is the size, the rest is line height.
                        guard points != nil else { continue }
                        sawFontSize = true
                    }
                    if let points {
                        result.append(
                            CSSLiteral(
                                value: .dimension(points: points, kind: kind), bytes: token.start..<token.end,
                                canUseCustomProperty: fixable))
                    }
                } else if takesTimes, unit == "ms" || unit == "s" {
                    result.append(
                        CSSLiteral(
                            value: .duration(seconds: unit == "ms" ? value / 1000 : value),
                            bytes: token.start..<token.end,
                            canUseCustomProperty: fixable))
                }
            case .ident where takesEasing:
                let keyword = String(decoding: bytes[token.start..<token.end], as: UTF8.self).lowercased()
                if let points = Self.easingKeywords[keyword] {
                    result.append(
                        CSSLiteral(
                            value: .easing(points, isKeyword: true), bytes: token.start..<token.end,
                            canUseCustomProperty: fixable))
                }
            default:
                break
            }
        }
        return result
    }

    /// The lowercased name of a function token, without `(`.
    private func name(of token: CSSLintToken) -> String {
        String(decoding: bytes[token.start..<(token.end - 1)], as: UTF8.self).lowercased()
    }

    /// The index of the `)` closing the function or parenthesis at `open`, within `limit`.
    private func matchingClose(from open: Int, limit: Int) -> Int? {
        var depth = 0
        var index = open
        while index < limit {
            switch tokens[index].kind {
            case .function, .openParen: depth += 1
            case .closeParen:
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
            index += 1
        }
        return nil
    }

    /// Whether a `var(…)` is valid where the enclosing functions are: anywhere in CSS; in SCSS only
    /// inside CSS functions that the browser evaluates.
    private func canUseCustomProperty(inside functions: [String]) -> Bool {
        guard isSCSS else { return true }
        return functions.allSatisfy { Self.browserFunctions.contains($0) }
    }

    private func number(_ token: CSSLintToken) -> Double? {
        Double(String(decoding: bytes[token.start..<token.unitStart], as: UTF8.self))
    }

    private func hexColor(_ token: CSSLintToken) -> SRGBColor? {
        let digits = token.end - token.start - 1
        guard [3, 4, 6, 8].contains(digits) else { return nil }
        return parseColor(token.start..<token.end)
    }

    private func parseColor(_ range: Range<Int>) -> SRGBColor? {
        guard let color = try? ColorParser.parse(String(decoding: bytes[range], as: UTF8.self)),
            !color.hasMissingComponents
        else { return nil }
        return color.gamutMappedSRGB()
    }

    /// The kind of dimension token a property's lengths are compared with, or `nil`.
    static func dimensionKind(of property: String) -> LintTokenIndex.DimensionKind? {
        if property.hasPrefix("padding") || property.hasPrefix("margin") || spacingProperties.contains(property) {
            return .spacing
        }
        if property.hasPrefix("border"), property.hasSuffix("radius") { return .radius }
        if sizeProperties.contains(property) { return .size }
        if property == "font-size" || property == "font" { return .fontSize }
        return nil
    }

    static let spacingProperties: Set<String> = [
        "gap", "row-gap", "column-gap", "grid-gap", "grid-row-gap", "grid-column-gap",
    ]
    static let sizeProperties: Set<String> = [
        "width", "height", "min-width", "max-width", "min-height", "max-height", "inline-size", "block-size",
        "min-inline-size", "max-inline-size", "min-block-size", "max-block-size",
    ]
    static let timeProperties: Set<String> = [
        "transition", "transition-duration", "transition-delay", "animation", "animation-duration", "animation-delay",
    ]
    static let easingProperties: Set<String> = [
        "transition", "transition-timing-function", "animation", "animation-timing-function",
    ]
    static let colorFunctions: Set<String> = [
        "rgb", "rgba", "hsl", "hsla", "hwb", "lab", "lch", "oklab", "oklch", "color",
    ]
    /// CSS functions a browser evaluates, inside which `var()` works in SCSS too.
    static let browserFunctions: Set<String> = [
        "", "calc", "min", "max", "clamp", "linear-gradient", "radial-gradient", "conic-gradient",
        "repeating-linear-gradient", "repeating-radial-gradient", "repeating-conic-gradient", "drop-shadow",
        "color-mix", "translate", "translatex", "translatey", "scale", "rotate", "minmax", "repeat", "fit-content",
    ]
    /// The CSS easing keywords as cubic Bézier control points (CSS Easing Functions 1).
    static let easingKeywords: [String: [Double]] = [
        "linear": [0, 0, 1, 1],
        "ease": [0.25, 0.1, 0.25, 1],
        "ease-in": [0.42, 0, 1, 1],
        "ease-out": [0, 0, 0.58, 1],
        "ease-in-out": [0.42, 0, 0.58, 1],
    ]
}
